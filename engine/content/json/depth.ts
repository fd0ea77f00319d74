/**
 * Where a parsed value nests too deep, found without recursion (so any depth is safe to look at):
 * content files refuse such an object at its own path and load the rest of the file, since every
 * later walk over an object (inheritance, inline EOC discovery, decoding, hashing) recurses.
 */
import { appendPath, type PathSegment } from "./path.js";

/**
 * The path (from `base`) of the first container nested more than `limit` levels inside `value`
 * (the value itself is level 1), cut to its first `keep` segments (a path hundreds of levels long
 * is no help in a message); undefined when it nests `limit` levels at most.
 */
export function tooDeepPath(value: unknown, limit: number, base: string, keep = 1): string | undefined {
  return firstFault(value, limit, base, keep)?.path;
}

/** What is wrong first inside a value: a container nested too deep, or a number past a double's range. */
export interface ValueFault {
  readonly path: string;
  readonly fault: "deep" | "infinite";
}

/**
 * The first container nested more than `limit` levels, or the first number JSON.parse read as
 * Infinity (a literal such as 1e400), with its path (cut as tooDeepPath cuts it; a number's own
 * path is given whole when it is short enough).
 */
export function firstFault(value: unknown, limit: number, base: string, keep = 1): ValueFault | undefined {
  // Each entry: a container and the segments leading to it; children are pushed in reverse so
  // the first deep branch in document order is the one named.
  const stack: { v: object; depth: number; path: readonly PathSegment[] }[] = [];
  if (value !== null && typeof value === "object") stack.push({ v: value, depth: 1, path: [] });
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop() as (typeof stack)[number];
    if (depth > limit)
      return { path: path.slice(0, keep).reduce<string>((p, s) => appendPath(p, s), base), fault: "deep" };
    const entries: [PathSegment, unknown][] = Array.isArray(v)
      ? v.map((c, i) => [i, c] as [PathSegment, unknown])
      : Object.keys(v).map((k) => [k, (v as Record<string, unknown>)[k]] as [PathSegment, unknown]);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, c] = entries[i] as [PathSegment, unknown];
      if (c !== null && typeof c === "object") stack.push({ v: c, depth: depth + 1, path: [...path, k] });
      else if (typeof c === "number" && !Number.isFinite(c))
        return {
          path: [...path, k].slice(0, keep + 3).reduce<string>((p, s) => appendPath(p, s), base),
          fault: "infinite",
        };
    }
  }
  return undefined;
}
