/** JSON paths in the `$[3].object.rows[2]` form used by every problem report. */
export type PathSegment = string | number;

const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function appendPath(base: string, segment: PathSegment): string {
  if (typeof segment === "number") return `${base}[${segment}]`;
  return PLAIN_KEY.test(segment) ? `${base}.${segment}` : `${base}[${JSON.stringify(segment)}]`;
}

export function joinPath(base: string, segments: readonly PathSegment[]): string {
  let out = base;
  for (const s of segments) out = appendPath(out, s);
  return out;
}

/** Splits a path made by appendPath back into its segments (after the leading `$`). */
export function splitPath(path: string): PathSegment[] {
  const out: PathSegment[] = [];
  let i = path.startsWith("$") ? 1 : 0;
  while (i < path.length) {
    const c = path[i];
    if (c === ".") {
      let j = i + 1;
      while (j < path.length && path[j] !== "." && path[j] !== "[") j++;
      out.push(path.slice(i + 1, j));
      i = j;
    } else if (c === "[") {
      if (path[i + 1] === '"') {
        // A JSON string literal: find its closing quote, honouring escapes.
        let j = i + 2;
        while (j < path.length && path[j] !== '"') j += path[j] === "\\" ? 2 : 1;
        out.push(JSON.parse(path.slice(i + 1, j + 1)) as string);
        i = j + 2;
      } else {
        const j = path.indexOf("]", i);
        out.push(Number(path.slice(i + 1, j)));
        i = j + 1;
      }
    } else {
      break;
    }
  }
  return out;
}

/**
 * A path built while descending into a value: one small node per step instead of a copied array,
 * flattened only when a problem is reported (most values decode without one).
 */
export type LazyPath = readonly PathSegment[] | PathStep;
export interface PathStep {
  readonly up: LazyPath;
  readonly seg: PathSegment;
}

export function step(up: LazyPath, seg: PathSegment): PathStep {
  return { up, seg };
}

export function flattenPath(path: LazyPath): PathSegment[] {
  const tail: PathSegment[] = [];
  let p: LazyPath = path;
  while (!Array.isArray(p)) {
    const node = p as PathStep;
    tail.push(node.seg);
    p = node.up;
  }
  return [...(p as readonly PathSegment[]), ...tail.reverse()];
}
