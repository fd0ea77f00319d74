/**
 * Combining shard files: parts of one experiment (same fingerprint) covering different runs are
 * merged into one, in any order, with exactly the result of one unsharded run once every block
 * is covered (result.ts keeps per-block moments, so the fold never depends on the order here).
 */
import { resolve } from "node:path";
import { mergeParts, mergeProblem, type Part } from "./result.js";
import { blockCount } from "./seeds.js";

export type Merged =
  | { readonly ok: true; readonly part: Part; readonly complete: boolean; readonly missing: string }
  | { readonly ok: false; readonly message: string };

export function mergeAll(parts: readonly { readonly file: string; readonly part: Part }[]): Merged {
  const first = parts[0];
  if (!first) return { ok: false, message: "nothing to merge" };
  // The same file twice is a slip, even when it covers no runs (an empty shard) and so overlaps nothing.
  const seen = new Set<string>();
  for (const { file } of parts) {
    const key = resolve(file);
    if (seen.has(key)) return { ok: false, message: `${file} is given twice` };
    seen.add(key);
  }
  let acc = first.part;
  for (const { file, part } of parts.slice(1)) {
    const why = mergeProblem(acc, part);
    if (why) return { ok: false, message: `${file} cannot be merged with ${first.file}: ${why}` };
    acc = mergeParts(acc, part);
  }
  const blocks = blockCount(acc.runs);
  const gaps: string[] = [];
  let at = 0;
  for (const [a, b] of acc.covered) {
    if (a > at) gaps.push(`${at * acc.blockSize}..${a * acc.blockSize - 1}`);
    at = b;
  }
  if (at < blocks) gaps.push(`${at * acc.blockSize}..${acc.runs - 1}`);
  return {
    ok: true,
    part: acc,
    complete: gaps.length === 0,
    missing: gaps.length > 0 ? `runs ${gaps.join(", ")} are in no shard given` : "",
  };
}
