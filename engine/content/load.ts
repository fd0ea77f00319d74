/**
 * The content loader: read files and folders, classify objects by `type`, resolve inheritance,
 * decode every object with its kind's codec, register it by id, then check cross-object rules and
 * references. Every problem is collected with file, JSON path, line, object id, rule and
 * requirement ID; loading never throws on bad input. The phases live in load/; validation can
 * also run them on two threads (content/split).
 */
import type { FileText } from "./json/file_text.js";
import { readTextFile } from "./json/text.js";
import { splitPath } from "./json/path.js";
import { makePositionLocator } from "./json/locate.js";
import { readRoots, type ReadRoot } from "./json/read.js";
import { collectProblems, type Problem } from "./problems.js";
import type { ContentTable } from "./registry.js";
import { triage } from "./triage.js";
import type { KindName, KindTypes } from "./kinds/index.js";
import type { ContentLike } from "./kinds/kind.js";
import { Reading } from "./load/reading.js";
import { registerAndCheck } from "./load/phases.js";
import type { Tables } from "./load/register/index.js";
import { tableView } from "./load/check.js";
import { loadStats, type LoadStats } from "./load/stats.js";

export type { LoadStats } from "./load/stats.js";
export { emptyTables } from "./load/phases.js";

export type Content = { readonly [K in KindName]: ContentTable<KindTypes[K]> };

export interface LoadResult {
  readonly content: Content;
  readonly problems: Problem[];
  readonly stats: LoadStats;
}

export interface LoadOptions {
  /** Skip looking up line numbers (faster when problems are not shown to a person). */
  readonly noLines?: boolean;
  /**
   * Leave unparsed the files no rule applies to: those holding only unmodelled kinds are counted
   * from their text, those holding only tolerant projections (items, traits, ...) are read when
   * something first reads those kinds. Their JSON syntax is then not checked. For validation,
   * where it saves most of the work; a simulation loads everything.
   */
  readonly skipUncheckedFiles?: boolean;
}

/** The registry seen through the loose interface kinds' checks use (also for helpers run after loading). */
export function contentLike(content: Content): ContentLike {
  return tableView(content as unknown as Tables);
}

export function loadContent(inputs: readonly (string | ReadRoot)[], options: LoadOptions = {}): LoadResult {
  const roots = inputs.map((i) => (typeof i === "string" ? { path: i, base: false } : i));
  const problems = collectProblems();
  const reading = new Reading(problems);
  // Objects are classified as they are read; those of unmodelled kinds are counted and dropped.
  const plan = options.skipUncheckedFiles
    ? (file: string, src: FileText, base: boolean, ordinal: number): boolean => {
        const t = triage(src);
        return t.action === "parse" || reading.setAside(file, src, base, ordinal, t);
      }
    : undefined;
  const read = readRoots(roots, problems, reading.visit, plan ? { plan } : {});
  reading.warnSkipped();
  const { tables, kinds } = registerAndCheck(reading, problems);
  const stats = loadStats(read, reading, kinds());
  if (!options.noLines) fillLines(problems.list);
  return { content: tables as unknown as Content, problems: problems.list, stats };
}

/** Adds line and column numbers, reading each file with problems once more (JSON.parse keeps no positions). */
export function fillLines(list: Problem[]): void {
  const byFile = new Map<string, Problem[]>();
  for (const p of list) {
    if (p.line !== undefined && p.column !== undefined) continue;
    const l = byFile.get(p.file);
    if (l) l.push(p);
    else byFile.set(p.file, [p]);
  }
  for (const [file, ps] of byFile) {
    const read = readTextFile(file);
    if (!read.ok) continue;
    const locate = makePositionLocator(read.text);
    for (const p of ps) {
      const at = locate(splitPath(p.path));
      if (at === undefined) continue;
      // A line known already (a syntax error's) stays; the column is the path's only on that line.
      if (p.line === undefined) p.line = at.line;
      if (p.line === at.line) p.column = at.column;
    }
  }
}
