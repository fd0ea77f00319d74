/**
 * JSON pointers (RFC 6901) into the world: `/characters/you/body/torso/hp`. Used by scenario
 * expectations to read state and by the `set` action to write it.
 */
import type { Json } from "./types.js";

export type PointerResult = { ok: true; value: Json | undefined } | { ok: false; message: string };

/**
 * Pointers come from scenario and experiment files, a handful each, and are read once per event
 * or per run: each is parsed once. The cache is bounded so that odd callers cannot grow it.
 */
const parsed = new Map<string, readonly string[]>();
const PARSED_MAX = 4096;

export function parsePointer(pointer: string): readonly string[] | undefined {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return undefined;
  const known = parsed.get(pointer);
  if (known) return known;
  const parts = pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (parsed.size < PARSED_MAX) parsed.set(pointer, parts);
  return parts;
}

/** Reads a pointer; a missing member reads as undefined, a wrong path shape is an error. */
export function readPointer(root: unknown, pointer: string): PointerResult {
  const parts = parsePointer(pointer);
  if (!parts) return { ok: false, message: `a JSON pointer starts with "/", got ${JSON.stringify(pointer)}` };
  let cur: unknown = root;
  for (const part of parts) {
    if (cur === undefined) return { ok: true, value: undefined };
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(part))
        return { ok: false, message: `${JSON.stringify(part)} is not an index of an array in ${pointer}` };
      cur = cur[Number(part)];
    } else if (typeof cur === "object" && cur !== null) {
      cur = Object.hasOwn(cur, part) ? (cur as Record<string, unknown>)[part] : undefined;
    } else {
      return { ok: false, message: `${pointer} goes through ${JSON.stringify(cur)}, which has no members` };
    }
  }
  return { ok: true, value: cur as Json | undefined };
}

/** Writes through a pointer into a mutable (drafted) tree; the parent must exist. */
export function writePointer(root: unknown, pointer: string, value: Json): string | undefined {
  const parts = parsePointer(pointer);
  if (!parts || parts.length === 0) return `cannot write the pointer ${JSON.stringify(pointer)}`;
  let cur: unknown = root;
  for (const part of parts.slice(0, -1)) {
    const next = Array.isArray(cur)
      ? cur[Number(part)]
      : typeof cur === "object" && cur !== null && Object.hasOwn(cur, part)
        ? (cur as Record<string, unknown>)[part]
        : undefined;
    if (typeof next !== "object" || next === null) return `${pointer}: there is nothing at ${JSON.stringify(part)}`;
    cur = next;
  }
  const last = parts[parts.length - 1] as string;
  if (last === "__proto__" || last === "constructor" || last === "prototype")
    return `${pointer}: ${JSON.stringify(last)} cannot be written`;
  if (Array.isArray(cur)) {
    if (!/^\d+$/.test(last) || Number(last) > cur.length)
      return `${pointer}: ${JSON.stringify(last)} is not an index of that array`;
    cur[Number(last)] = value;
  } else {
    (cur as Record<string, Json>)[last] = value;
  }
  return undefined;
}
