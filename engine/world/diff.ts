/**
 * Differences between two JSON values (two states of the world): as changes a recording can store
 * and apply again, and as lines a person can read when a replay diverges.
 *
 * A change is a JSON pointer and the new value there; no `value` means the member was removed.
 * Objects are compared member by member in sorted key order, arrays element by element while
 * their length stays the same and replaced whole when it changes, so applying the changes in order
 * always rebuilds the new value. Values shared by identity (immer keeps unchanged parts) are
 * skipped without a look inside, which keeps diffing a step cheap.
 */
import { parsePointer } from "./pointer.js";
import { sortByKeys } from "./sort_keys.js";
import type { Json } from "./types.js";

/** One changed value: a JSON pointer and its new value (absent: removed). */
export interface StateChange {
  readonly path: string;
  readonly value?: Json;
}

type JsonObject = { readonly [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

function isObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * A member by own lookup: a world or recording may hold a member named like one every object has
 * (`toString`, `constructor`), and a plain read of a missing one finds the prototype's function.
 */
function ownMember(o: JsonObject, key: string): Json | undefined {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

/** RFC 6901 escaping of one reference token. */
export function escapeToken(token: string): string {
  if (token.indexOf("~") < 0 && token.indexOf("/") < 0) return token;
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The changes that turn `before` into `after`, in sorted path order (arrays by index). */
export function diff(before: Json, after: Json): StateChange[] {
  const out: StateChange[] = [];
  diffInto(before, after, "", out);
  return out;
}

function diffInto(a: Json, b: Json, path: string, out: StateChange[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      out.push({ path, value: b });
      return;
    }
    if (a.length >= LONG_LIST) diffLongList(a, b, path, out);
    else
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffInto(a[i] as Json, b[i] as Json, `${path}/${i}`, out);
    return;
  }
  if (isObject(a) && isObject(b)) {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (sameList(keysA, keysB)) {
      diffSameKeys(a, b, keysB, path, out);
      return;
    }
    for (const key of changedKeys(a, b, keysA, keysB)) diffMember(ownMember(a, key), ownMember(b, key), key, path, out);
    return;
  }
  if (!sameLeaf(a, b)) out.push({ path, value: b });
}

/**
 * Lists this long (a scent map: thousands of numbers, a few changed each step) have loops of their
 * own: diffLongList here, hashNumberList in hash.ts.
 */
export const LONG_LIST = 64;

/**
 * Two lists of the same length, element by element: diffInto's loop in a function of its own,
 * whose reads meet long lists only (diffInto's meet lists of every kind), and a changed number
 * or text told here rather than through diffInto (which would find it a changed leaf).
 */
function diffLongList(a: readonly Json[], b: readonly Json[], path: string, out: StateChange[]): void {
  const n = a.length;
  for (let i = 0; i < n; i++) {
    const x = a[i] as Json;
    const y = b[i] as Json;
    if (x === y) continue;
    if ((typeof x !== "object" || x === null) && (typeof y !== "object" || y === null))
      out.push({ path: `${path}/${i}`, value: y });
    else diffInto(x, y, `${path}/${i}`, out);
  }
}

/** One member's change: removed, added, or looked into. */
function diffMember(av: Json | undefined, bv: Json | undefined, key: string, path: string, out: StateChange[]): void {
  if (bv === undefined) out.push({ path: `${path}/${escapeToken(key)}` });
  else if (av === undefined) out.push({ path: `${path}/${escapeToken(key)}`, value: bv });
  else diffInto(av, bv, `${path}/${escapeToken(key)}`, out);
}

/**
 * Two objects with the same keys in the same order (an immer copy or a settled record keeps its
 * keys' order): their members compared by position, as Object.values lists them, with no read by
 * name (in a walk over many kinds of records each costs a lookup); the changed ones in key order.
 */
function diffSameKeys(a: JsonObject, b: JsonObject, keys: readonly string[], path: string, out: StateChange[]): void {
  const va = Object.values(a);
  const vb = Object.values(b);
  let first = -1;
  let changed: number[] | undefined;
  for (let i = 0; i < vb.length; i++) {
    if (va[i] === vb[i]) continue;
    if (first < 0) first = i;
    else (changed ??= [first]).push(i);
  }
  if (first < 0) return;
  if (changed === undefined) {
    diffMember(va[first], vb[first], keys[first] as string, path, out);
    return;
  }
  sortByKeys(changed, keys);
  for (const i of changed) diffMember(va[i], vb[i], keys[i] as string, path, out);
}

const NONE: readonly string[] = [];

/**
 * The keys whose members differ by identity (present in either object), sorted. Only these are
 * sorted: a step changes a few members of an object, and sorting all of them would dominate.
 */
function changedKeys(
  a: JsonObject,
  b: JsonObject,
  keysA: readonly string[],
  keysB: readonly string[],
): readonly string[] {
  let changed: string[] | undefined;
  for (const key of keysB) if (ownMember(a, key) !== b[key]) (changed ??= []).push(key);
  // Only a different key set can hide a removed member (the caller compares the same key lists by position).
  for (const key of keysA) {
    if (a[key] !== undefined && !Object.hasOwn(b, key)) (changed ??= []).push(key);
  }
  if (changed === undefined) return NONE;
  return changed.length > 1 ? changed.sort() : changed;
}

/** Two key lists, equal element by element (hash.ts shares it). */
export function sameList(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/** The sorted union of the members present (not undefined) in either object. */
function memberKeys(a: JsonObject, b: JsonObject): string[] {
  const keys = new Set<string>();
  for (const k of Object.keys(a)) if (a[k] !== undefined) keys.add(k);
  for (const k of Object.keys(b)) if (b[k] !== undefined) keys.add(k);
  return [...keys].sort();
}

/** Leaves compare as JSON does (-0 is 0); containers of different kinds never match. */
function sameLeaf(a: Json, b: Json): boolean {
  if (typeof a === "object" && a !== null) return false;
  if (typeof b === "object" && b !== null) return false;
  return a === b;
}

export class ApplyError extends Error {
  constructor(
    readonly change: StateChange,
    readonly reason: string,
  ) {
    super(`cannot apply the change at ${JSON.stringify(change.path)}: ${reason}`);
  }
}

/**
 * Applies changes in order and returns the new value; the input is never touched (containers on a
 * changed path are copied once, everything else is shared). Containers it creates are frozen, so
 * the result hashes incrementally like an immer state. A change that does not fit (its parent is
 * missing, an index out of range) throws an ApplyError.
 */
export function apply(changes: readonly StateChange[], value: Json): Json {
  const owned = new WeakSet<object>();
  const own = (v: Json): Container => {
    const copy: Container = Array.isArray(v) ? [...(v as Json[])] : { ...(v as JsonObject) };
    owned.add(copy);
    return copy;
  };
  let root: Json = value;
  for (const change of changes) {
    const tokens = parsePointer(change.path);
    if (!tokens) throw new ApplyError(change, 'a JSON pointer starts with "/"');
    if (tokens.length === 0) {
      if (change.value === undefined) throw new ApplyError(change, "the whole value cannot be removed");
      root = change.value;
      continue;
    }
    if (typeof root !== "object" || root === null) throw new ApplyError(change, "the value has no members");
    if (!owned.has(root)) root = own(root);
    let parent = root as Container;
    for (let i = 0; i < tokens.length - 1; i++) {
      const token = tokens[i] as string;
      const child = member(parent, token);
      if (typeof child !== "object" || child === null) {
        throw new ApplyError(change, `there is nothing to go into at ${JSON.stringify(token)}`);
      }
      const next = owned.has(child) ? (child as Container) : own(child);
      setMember(parent, token, next, change);
      parent = next;
    }
    const last = tokens[tokens.length - 1] as string;
    if (change.value === undefined) removeMember(parent, last, change);
    else setMember(parent, last, change.value, change);
  }
  freezeOwned(root, owned);
  return root;
}

function member(parent: Container, token: string): Json | undefined {
  if (Array.isArray(parent)) return /^\d+$/.test(token) ? parent[Number(token)] : undefined;
  return Object.hasOwn(parent, token) ? (parent as JsonObject)[token] : undefined;
}

function setMember(parent: Container, token: string, v: Json, change: StateChange): void {
  if (Array.isArray(parent)) {
    if (!/^\d+$/.test(token) || Number(token) > parent.length)
      throw new ApplyError(change, `${JSON.stringify(token)} is not an index of an array of ${parent.length}`);
    parent[Number(token)] = v;
    return;
  }
  if (token === "__proto__") throw new ApplyError(change, '"__proto__" cannot be written');
  parent[token] = v;
}

function removeMember(parent: Container, token: string, change: StateChange): void {
  if (Array.isArray(parent)) {
    if (!/^\d+$/.test(token) || Number(token) >= parent.length)
      throw new ApplyError(change, `${JSON.stringify(token)} is not an index of an array of ${parent.length}`);
    parent.splice(Number(token), 1);
    return;
  }
  delete parent[token];
}

/** Freezes the containers this apply created (shared parts are left as they were). */
function freezeOwned(v: Json, owned: WeakSet<object>): void {
  if (typeof v !== "object" || v === null || !owned.has(v)) return;
  for (const child of Array.isArray(v) ? v : Object.values(v)) freezeOwned(child, owned);
  Object.freeze(v);
}

// --- For people -------------------------------------------------------------------------------

export interface DiffLinesOptions {
  /** Most lines shown before "... and N more" (default 25). */
  readonly limit?: number;
  /** Names of the two sides (default "recorded" and "replayed"). */
  readonly before?: string;
  readonly after?: string;
  /** Longest value text before it is shortened (default 60). */
  readonly width?: number;
}

interface LeafChange {
  readonly tokens: readonly string[];
  readonly path: string;
  readonly a: Json | undefined;
  readonly b: Json | undefined;
}

/**
 * One line per changed leaf, `path: recorded X -> replayed Y`, sorted by path (array indices in
 * numeric order), values shortened, at most `limit` lines then "... and N more". A member present
 * on one side only is one line showing the whole value (or "(absent)").
 */
export function diffLines(before: Json, after: Json, options: DiffLinesOptions = {}): string[] {
  const limit = options.limit ?? 25;
  const nameA = options.before ?? "recorded";
  const nameB = options.after ?? "replayed";
  const width = options.width ?? 60;
  const leaves: LeafChange[] = [];
  collectLeaves(before, after, [], leaves);
  leaves.sort((x, y) => compareTokens(x.tokens, y.tokens));
  const lines = leaves
    .slice(0, limit)
    .map((l) => `${l.path || "/"}: ${nameA} ${shorten(l.a, width)} -> ${nameB} ${shorten(l.b, width)}`);
  if (leaves.length > limit) lines.push(`... and ${leaves.length - limit} more`);
  return lines;
}

function collectLeaves(a: Json | undefined, b: Json | undefined, tokens: string[], out: LeafChange[]): void {
  if (a === b) return;
  const push = (): void => {
    out.push({ tokens: [...tokens], path: tokens.map((t) => `/${escapeToken(t)}`).join(""), a, b });
  };
  if (Array.isArray(a) && Array.isArray(b)) {
    // Element by element, so a list that grew shows only what is new.
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      tokens.push(String(i));
      collectLeaves(a[i], b[i], tokens, out);
      tokens.pop();
    }
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of memberKeys(a, b)) {
      tokens.push(key);
      collectLeaves(ownMember(a, key), ownMember(b, key), tokens, out);
      tokens.pop();
    }
    return;
  }
  if (a === undefined || b === undefined || !sameLeaf(a, b)) push();
}

function compareTokens(x: readonly string[], y: readonly string[]): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const a = x[i] as string;
    const b = y[i] as string;
    if (a === b) continue;
    const numeric = /^\d+$/.test(a) && /^\d+$/.test(b);
    if (numeric) return Number(a) - Number(b);
    return a < b ? -1 : 1;
  }
  return x.length - y.length;
}

/** A value as short JSON text: "(absent)" for a missing member, long text cut with an ellipsis. */
export function shorten(v: Json | undefined, width = 60): string {
  if (v === undefined) return "(absent)";
  const text = JSON.stringify(v) ?? String(v);
  return text.length <= width ? text : `${text.slice(0, Math.max(1, width - 1))}…`;
}
