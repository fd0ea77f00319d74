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

/**
 * The largest magnitude a number in content may have, whatever member holds it: the game reads
 * whole numbers as 32-bit `int`s, so ±2,147,483,647; past it no member means anything, and values
 * such as 1e308 would overflow every sum they join. Members the engine reads are bounded more
 * tightly by their codecs and ../bounds.ts (docs/guarantees.md, "Input limits").
 */
export const CONTENT_VALUE_LIMIT = 2_147_483_647;
/**
 * Durations and food energy are the game's 64-bit quantities: its data writes 99,999,999,999 s
 * for "forever" (a spell's `min_duration`) and 9,000,000,000 kcal of faction food supply. Members
 * so named may reach 10^12.
 */
export const WIDE_VALUE_LIMIT = 1e12;
const WIDE_MEMBER = /duration|calories|kcal/;

/** The limit of a number held by member `key`. */
export function valueLimit(key: PathSegment): number {
  return typeof key === "string" && WIDE_MEMBER.test(key) ? WIDE_VALUE_LIMIT : CONTENT_VALUE_LIMIT;
}

/**
 * What is wrong first inside a value: a container nested too deep, a number past a double's range,
 * or a finite number past CONTENT_VALUE_LIMIT (`value` holds it).
 */
export interface ValueFault {
  readonly path: string;
  readonly fault: "deep" | "infinite" | "huge";
  readonly value?: number;
  readonly limit?: number;
}

/** The name of the member a number belongs to: its own key, or for a list entry the list's. */
function lastName(path: readonly PathSegment[], key: PathSegment): PathSegment {
  if (typeof key === "string") return key;
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === "string") return path[i] as PathSegment;
  return key;
}

/**
 * The first container nested more than `limit` levels, the first number JSON.parse read as
 * Infinity (a literal such as 1e400), or the first number past CONTENT_VALUE_LIMIT outside a
 * comment, with its path (cut as tooDeepPath cuts it; a number's own path is given whole when it
 * is short enough).
 */
export function firstFault(value: unknown, limit: number, base: string, keep = 1): ValueFault | undefined {
  if (!faulty(value, 1, limit, "", false)) return undefined;
  // Each entry: a container and the segments leading to it; children are pushed in reverse so
  // the first deep branch in document order is the one named.
  // `comment`: inside a `//` member, which nothing reads (the real data keeps ISBNs there).
  const stack: { v: object; depth: number; path: readonly PathSegment[]; comment: boolean }[] = [];
  if (value !== null && typeof value === "object") stack.push({ v: value, depth: 1, path: [], comment: false });
  const at = (path: readonly PathSegment[]): string =>
    path.slice(0, keep + 3).reduce<string>((p, s) => appendPath(p, s), base);
  while (stack.length > 0) {
    const { v, depth, path, comment } = stack.pop() as (typeof stack)[number];
    if (depth > limit)
      return { path: path.slice(0, keep).reduce<string>((p, s) => appendPath(p, s), base), fault: "deep" };
    const entries: [PathSegment, unknown][] = Array.isArray(v)
      ? v.map((c, i) => [i, c] as [PathSegment, unknown])
      : Object.keys(v).map((k) => [k, (v as Record<string, unknown>)[k]] as [PathSegment, unknown]);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, c] = entries[i] as [PathSegment, unknown];
      const inComment = comment || (typeof k === "string" && k.startsWith("//"));
      if (c !== null && typeof c === "object")
        stack.push({ v: c, depth: depth + 1, path: [...path, k], comment: inComment });
      else if (typeof c === "number" && !Number.isFinite(c)) return { path: at([...path, k]), fault: "infinite" };
      else if (typeof c === "number" && !inComment && Math.abs(c) > valueLimit(lastName(path, k)))
        return { path: at([...path, k]), fault: "huge", value: c, limit: valueLimit(lastName(path, k)) };
    }
  }
  return undefined;
}

/**
 * Whether firstFault finds anything in `v` (at level `depth`, held by member `name`), without
 * building paths: almost every object it is asked about is sound, and the walk that names the
 * fault allocates an entry and a path per member. The recursion stops past `limit` levels, so it
 * never goes deeper than that. Only a number past CONTENT_VALUE_LIMIT asks for its member's limit.
 */
function faulty(v: unknown, depth: number, limit: number, name: PathSegment, comment: boolean): boolean {
  if (typeof v === "number")
    return !Number.isFinite(v) || (!comment && Math.abs(v) > CONTENT_VALUE_LIMIT && Math.abs(v) > valueLimit(name));
  if (v === null || typeof v !== "object") return false;
  if (depth > limit) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (faulty(v[i], depth + 1, limit, name, comment)) return true;
    return false;
  }
  for (const k of Object.keys(v)) {
    if (faulty((v as Record<string, unknown>)[k], depth + 1, limit, k, comment || k.startsWith("//"))) return true;
  }
  return false;
}
