/**
 * The catalogue's checks for the files a user names: every file of the roots that are not base
 * content (dependencies) and not the game's core data (whose members the catalogue is made of).
 */
import { listJsonFiles, type ReadRoot } from "../json/read.js";
import { isCoreData } from "../mods.js";
import { collectProblems, type Problem } from "../problems.js";
import { lintFiles, UNKNOWN_MEMBER } from "./lint.js";

export function lintRoots(roots: readonly ReadRoot[], texts?: ReadonlyMap<string, string>): Problem[] {
  const files = (r: ReadRoot): string[] => listJsonFiles(r.path, r.skip ?? []);
  const own = roots.filter((r) => !r.base && !isCoreData(r.path)).flatMap(files);
  if (own.length === 0) return [];
  // References are checked only against a complete world: when the core data is loaded too.
  const all = roots.some((r) => isCoreData(r.path)) ? roots.flatMap(files) : undefined;
  const sink = collectProblems();
  lintFiles(own, all, sink, texts);
  return sink.list;
}

/**
 * The loader's problems with the catalogue's: a member the game does not read is reported once,
 * as the catalogue's warning (with its did-you-mean), not also as a member cdda-sim does not model
 * (G-6) or, inside `relative`, `proportional`, `extend` or `delete`, as one the loader ignores
 * (a G-17 warning at the same path).
 */
export function mergeLint(problems: readonly Problem[], lint: readonly Problem[]): Problem[] {
  const typo = new Set(lint.filter((p) => p.rule === UNKNOWN_MEMBER).map((p) => `${p.file}\u0000${p.path}`));
  const said = (p: Problem): boolean =>
    (p.rule === "G-6" || (p.rule === "G-17" && p.severity === "warning")) && typo.has(`${p.file}\u0000${p.path}`);
  return [...problems.filter((p) => !said(p)), ...lint];
}
