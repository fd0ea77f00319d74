/**
 * The phases after reading, run the same way on every load path: a load on one thread
 * (content/load.ts), and each side of a validation split over two threads (content/split). Each
 * side registers the families it holds, then checks them; a reference to a kind the other side
 * holds comes back as a PendingRef, answered once both sides are done.
 */
import { findInlineEocs } from "../json/inline_eocs.js";
import { readFileLater } from "../json/read.js";
import { type ProblemSink, SILENT } from "../problems.js";
import { ContentTable } from "../registry.js";
import type { KindName } from "../kinds/index.js";
import { type PendingRef, runChecks } from "./check.js";
import { type DeferredFile, KIND_NAMES, type Reading } from "./reading.js";
import { registerFamilies, type Tables } from "./register/index.js";
import { finishKinds } from "./finish.js";
import { type KindStats, kindStats } from "./stats.js";

export interface Registered {
  readonly tables: Tables;
  /** References to kinds this side does not hold (none on one thread). */
  readonly pending: PendingRef[];
  /** Counts by kind; call it last, after every reference was answered (answering may fill tables). */
  readonly kinds: () => Map<KindName, KindStats>;
}

/** One empty table per kind. */
export function emptyTables(): Tables {
  return Object.fromEntries(KIND_NAMES.map((k) => [k, new ContentTable<unknown>()])) as unknown as Tables;
}

/** A lookup of the ids of EOCs defined inline in files left unparsed: they are read on the first miss. */
function inlineEocIds(files: readonly DeferredFile[]): (id: string) => boolean {
  let ids: Set<string> | undefined;
  return (id) => {
    if (!ids) {
      const found = new Set<string>();
      for (const f of files)
        readFileLater(
          f.file,
          f.ordinal,
          f.base,
          SILENT,
          (raw) => findInlineEocs(raw, (eoc) => found.add(eoc.json["id"] as string)),
          { want: (src) => src.mentionsEocs() },
        );
      ids = found;
    }
    return ids.has(id);
  };
}

/** Registers and checks what `reading` holds (every kind, or those `holds` names). */
export function registerAndCheck(
  reading: Reading,
  problems: ProblemSink,
  holds: (k: KindName) => boolean = () => true,
): Registered {
  const tables = emptyTables();
  registerFamilies(reading, tables, problems);
  if (holds("monster")) finishKinds(tables);
  if (holds("effect_on_condition") && reading.unparsedEocFiles.length > 0)
    tables.effect_on_condition.alsoDefinedBy(inlineEocIds(reading.unparsedEocFiles));
  const pending = runChecks(tables, problems, holds);
  return { tables, pending, kinds: () => kindStats(reading, tables) };
}
