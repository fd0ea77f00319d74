/** Plain JSON values as JSON.parse gives them. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isJsonObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Own-property read that is safe for keys such as `__proto__` and `constructor`. */
export function own(obj: JsonObject, key: string): Json | undefined {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

export function hasOwn(obj: object, key: string): boolean {
  return Object.hasOwn(obj, key);
}

/**
 * Defines an own data property. Plain assignment of `__proto__` would replace the object's
 * prototype; defineProperty never does, so merged content cannot pollute any prototype.
 */
export function setOwn(obj: JsonObject, key: string, value: Json): void {
  defineOwn(obj, key, value);
}

/**
 * An empty map keyed by content names (map symbols, member names): without a prototype any key,
 * `__proto__` included, is plain data, and V8 keeps it as a hash table rather than building a
 * hidden class for every distinct set of keys.
 */
export function newRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

const EMPTY_RECORD: Readonly<Record<string, never>> = Object.freeze(newRecord<never>());

/**
 * The record, or in place of an empty one a single shared frozen record. Most decoded symbol
 * maps, parameters and extras are empty, and every empty dictionary kept costs ~200 bytes that
 * the garbage collector copies as long as the content lives.
 */
export function shareEmpty<T>(record: Record<string, T>): Readonly<Record<string, T>> {
  for (const key in record) if (key !== undefined) return record;
  return EMPTY_RECORD;
}

/** setOwn for records of any value type (decoded maps keyed by content names). */
export function defineOwn<T>(obj: Record<string, T>, key: string, value: T): void {
  // Only `__proto__` has a setter on plain objects; every other key assigns as data.
  if (key === "__proto__")
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/** A shallow copy that keeps every own key as data, `__proto__` included (spread defines, never sets). */
export function copyObject(obj: JsonObject): JsonObject {
  return { ...obj };
}

/** One top-level object as read from a content file, with where it came from. */
export interface RawObject {
  readonly json: JsonObject;
  /** The file as the user named it (input path joined with the relative path inside it). */
  readonly file: string;
  /** Top-level path of the object: `$[index]` in an array file, `$` for a single-object file. */
  readonly path: string;
  /** Position in the overall load order (roots in the order given, files sorted, array order). */
  readonly order: number;
  /** True for objects loaded only so that references resolve (`--base` content). */
  readonly base: boolean;
  /** Its file's text mentions EOCs, so it may define some inline (see ./inline_eocs.ts). */
  readonly mentionsEocs?: boolean;
  /** An EOC defined inline inside another object (it has no `type` of its own). */
  readonly inlineEoc?: boolean;
  /** Inside an object no rule checks (load/reading.ts): registered for lookups, never checked. */
  readonly unchecked?: boolean;
}
