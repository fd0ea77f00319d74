/**
 * "Did you mean": the known name nearest a misspelt one, by edit distance (fastest-levenshtein),
 * when it is near enough to be a likely typo rather than another word.
 */
import { distance } from "fastest-levenshtein";

/**
 * The candidate closest to `name`, or undefined when none is within a third of the longer
 * name's length (at least 2 edits: "SHREIK" -> "SHRIEK"). Ties go to the first candidate in
 * sorted order, so the answer does not depend on the candidates' order.
 */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  const lower = name.toLowerCase();
  for (const c of [...candidates].sort()) {
    const d = distance(lower, c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  const allowed = Math.max(2, Math.floor(Math.max(name.length, best.length) / 3));
  return bestDistance <= allowed ? best : undefined;
}

/** " (did you mean "x"?)" for a message, or "" when nothing is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const near = closestName(name, candidates);
  return near === undefined ? "" : ` (did you mean ${JSON.stringify(near)}?)`;
}
