/**
 * A structural hash of plain JSON (the world), the same on every process and machine: 64 bits
 * from two independent 32-bit MurmurHash3-style lanes over 32-bit words, computed bottom-up (a
 * Merkle hash), using only integer arithmetic (Math.imul, shifts) that JavaScript defines exactly.
 * A string hashes its UTF-16 code units; an integer its 32-bit value, any other number its
 * IEEE-754 bytes read little-endian (-0 counts as 0, as in JSON); an array its length and its
 * elements' hashes in order; an object, in sorted key order, each key's and value's hash, then its
 * member count. Every kind starts with its own tag, so no two kinds collide by construction.
 * Members holding `undefined` are skipped and `undefined` array elements read as null, exactly as
 * JSON.stringify sees the value, so a value and its JSON round trip hash alike.
 *
 * Incremental: immer shares and freezes every unchanged part of the world between steps, and a
 * container's hash depends only on its children's hashes. Hashing keeps a mirror of the value it
 * hashed (per container: its children's hashes and mirrors) and, for the next value, reuses the
 * mirror of every child that is the very same frozen object as before, so hashing after a step
 * only visits what the step changed. The mirror is kept for the last few values hashed; the next
 * value is matched against the one sharing most with it. (A WeakMap keyed by identity does the
 * same job but costs about a microsecond per new entry once it holds the hundreds of thousands of
 * nodes a long run creates, more than hashing the node itself.) Only subtrees frozen all the way
 * down are reused, since anything unfrozen may have changed in place.
 */
import { LONG_LIST, sameList } from "./diff.js";
import { sortByKeys } from "./sort_keys.js";

/** The hash as 16 lowercase hex digits. */
export type Hash = string;

const TAG_NULL = 0x6e;
const TAG_FALSE = 0x66;
const TAG_TRUE = 0x74;
const TAG_INT = 0x69;
const TAG_FLOAT = 0x64;
const TAG_STRING = 0x73;
const TAG_ARRAY = 0x5b;
const TAG_OBJECT = 0x7b;

const SEED_A = 0x9747b28c;
const SEED_B = 0x2f3a1c5d;

/** Lane A takes one 32-bit word: MurmurHash3's block step. */
function mixA(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  h ^= Math.imul(k, 0x1b873593);
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** Lane B: the same shape with other constants, so the two lanes fail independently. */
function mixB(h: number, k: number): number {
  k = Math.imul(k, 0x85ebca6b);
  k = (k << 16) | (k >>> 16);
  h ^= Math.imul(k, 0xc2b2ae35);
  h = (h << 17) | (h >>> 15);
  return (Math.imul(h, 5) + 0x561ccd1b) | 0;
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

// Results of a node hash: its two lanes, and whether its subtree is frozen all the way down.
// (One constant object rather than module-level `let`s, which cost a check on every access.)
const out = { a: 0, b: 0, stable: true };

/** Ends a node: the word count and a cross-lane avalanche, as MurmurHash3 x86_128 does. */
function finish(a: number, b: number, words: number): void {
  a ^= words;
  b ^= words;
  a = (a + b) | 0;
  b = (b + a) | 0;
  a = fmix(a);
  b = fmix(b);
  a = (a + b) | 0;
  b = (b + a) | 0;
  out.a = a >>> 0;
  out.b = b >>> 0;
}

interface Digest {
  readonly a: number;
  readonly b: number;
}

// Short strings (keys, ids) repeat across the whole world; their hashes are kept, within a bound.
const STRING_CACHE_LIMIT = 50_000;
const stringCache = new Map<string, Digest>();

function hashString(s: string): void {
  const cached = stringCache.get(s);
  if (cached) {
    out.a = cached.a;
    out.b = cached.b;
    return;
  }
  let a = mixA(SEED_A, TAG_STRING);
  let b = mixB(SEED_B, TAG_STRING);
  a = mixA(a, s.length);
  b = mixB(b, s.length);
  // UTF-16 code units two to a word, the first in the low half.
  const n = s.length;
  let i = 0;
  for (; i + 1 < n; i += 2) {
    const w = s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16);
    a = mixA(a, w);
    b = mixB(b, w);
  }
  if (i < n) {
    const w = s.charCodeAt(i);
    a = mixA(a, w);
    b = mixB(b, w);
  }
  finish(a, b, 2 + ((n + 1) >>> 1));
  if (n <= 64) {
    if (stringCache.size >= STRING_CACHE_LIMIT) stringCache.clear();
    stringCache.set(s, { a: out.a, b: out.b });
  }
}

const floatView = new DataView(new ArrayBuffer(8));

function hashNumber(n: number): void {
  if (Number.isInteger(n) && n >= -0x80000000 && n <= 0x7fffffff) {
    // Integers are most of the world; -0 lands here and hashes as 0.
    finish(mixA(mixA(SEED_A, TAG_INT), n | 0), mixB(mixB(SEED_B, TAG_INT), n | 0), 2);
    return;
  }
  floatView.setFloat64(0, n, true);
  const lo = floatView.getUint32(0, true);
  const hi = floatView.getUint32(4, true);
  finish(mixA(mixA(mixA(SEED_A, TAG_FLOAT), lo), hi), mixB(mixB(mixB(SEED_B, TAG_FLOAT), lo), hi), 3);
}

function hashConstant(tag: number): void {
  finish(mixA(SEED_A, tag), mixB(SEED_B, tag), 1);
}

/** What hashing a container leaves behind for the next time. */
interface Mirror {
  readonly value: object;
  readonly a: number;
  readonly b: number;
  /** The container itself was frozen, so its own members are still those hashed. */
  readonly frozen: boolean;
  /** The container was frozen all the way down, so the same object means the same hash. */
  readonly stable: boolean;
  /** Objects: Object.keys in their own order (to spot an unchanged key set) and their names. */
  readonly ownKeys: readonly string[] | undefined;
  readonly names: Names | undefined;
  /** Objects: Object.values in their own order, as hashed (read by position, not by name). */
  readonly vals: readonly unknown[] | undefined;
  /** Per element (arrays) or per sorted key (objects): the child's hash and, for containers, mirror. */
  readonly da: readonly number[];
  readonly db: readonly number[];
  readonly kids: readonly (Mirror | undefined)[];
}

/**
 * An object's member names in sorted order, where each stands in Object.keys, and each name's
 * hash: shared by every mirror of objects with the same keys in the same order, so that hashing
 * an object again reads its members by position (a read by name in a loop over many kinds of
 * records misses V8's caches and costs a lookup each) and hashes no name again.
 */
interface Names {
  readonly sorted: readonly string[];
  readonly order: readonly number[];
  readonly ka: readonly number[];
  readonly kb: readonly number[];
}

/**
 * Hashes any value into `out`; returns the mirror for a container. `base` is the mirror of what
 * stood at the same place in the value hashed before, if anything.
 */
function hashNode(value: unknown, base: Mirror | undefined): Mirror | undefined {
  switch (typeof value) {
    case "string":
      hashString(value);
      return undefined;
    case "number":
      hashNumber(value);
      return undefined;
    case "boolean":
      hashConstant(value ? TAG_TRUE : TAG_FALSE);
      return undefined;
    case "undefined":
      // Only reached for array elements (members holding undefined are skipped): JSON's null.
      hashConstant(TAG_NULL);
      return undefined;
    case "object": {
      if (value === null) {
        hashConstant(TAG_NULL);
        return undefined;
      }
      const m = base !== undefined && base.value === value && base.stable ? base : hashContainer(value, base);
      out.a = m.a;
      out.b = m.b;
      return m;
    }
    default:
      throw new TypeError(`cannot hash a ${typeof value}: the world holds plain JSON only`);
  }
}

function isContainer(v: unknown): v is object {
  return typeof v === "object" && v !== null;
}

/** A mirror while its container is hashed: its children's digests and mirrors are filled in place. */
interface Building {
  readonly value: object;
  a: number;
  b: number;
  readonly frozen: boolean;
  /** The container and every child so far frozen all the way down. */
  stable: boolean;
  readonly ownKeys: readonly string[] | undefined;
  readonly names: Names | undefined;
  readonly vals: readonly unknown[] | undefined;
  readonly da: number[];
  readonly db: number[];
  readonly kids: (Mirror | undefined)[];
}

/** The mirror of a container of n children, built in one shape for arrays and objects alike. */
function building(
  value: object,
  n: number,
  ownKeys?: readonly string[],
  names?: Names,
  vals?: readonly unknown[],
): Building {
  const frozen = Object.isFrozen(value);
  const da = new Array<number>(n);
  const db = new Array<number>(n);
  return {
    value,
    a: 0,
    b: 0,
    frozen,
    stable: frozen,
    ownKeys,
    names,
    vals,
    da,
    db,
    kids: new Array<Mirror | undefined>(n),
  };
}

/** Child i is the same primitive that stood at j in `base`: the digest it had there. */
function keepKid(m: Building, i: number, base: Mirror, j: number): void {
  m.da[i] = base.da[j] as number;
  m.db[i] = base.db[j] as number;
  m.kids[i] = undefined;
}

/** Child i hashed now, reusing what it can of `baseKid` (the mirror of what stood there before). */
function hashKid(m: Building, i: number, v: unknown, baseKid: Mirror | undefined): void {
  const kid = hashNode(v, baseKid);
  m.kids[i] = kid;
  if (kid !== undefined && !kid.stable) m.stable = false;
  m.da[i] = out.a;
  m.db[i] = out.b;
}

/** The mirror done: its container's hash is the one in `out`. */
function built(m: Building): Mirror {
  m.a = out.a;
  m.b = out.b;
  return m;
}

function hashContainer(value: object, base: Mirror | undefined): Mirror {
  return Array.isArray(value) ? hashArray(value as readonly unknown[], base) : hashObject(value, base);
}

function hashArray(value: readonly unknown[], base: Mirror | undefined): Mirror {
  const n = value.length;
  if (n >= LONG_LIST) {
    const m = hashNumberList(value);
    if (m !== undefined) return m;
  }
  // An unfrozen array may have changed in place since: then its old elements prove nothing; nor
  // do those of a list of numbers hashed without its children's digests (hashNumberList).
  const old =
    base?.frozen && Array.isArray(base.value) && base.da !== NO_DIGESTS
      ? (base.value as readonly unknown[])
      : undefined;
  const m = building(value, n);
  const { da, db } = m;
  for (let i = 0; i < n; i++) {
    const v = value[i];
    // The same primitive as before: the same hash.
    if (old !== undefined && i < old.length && old[i] === v && v !== undefined && !isContainer(v))
      keepKid(m, i, base as Mirror, i);
    else hashKid(m, i, v, base !== undefined && i < base.kids.length ? base.kids[i] : undefined);
  }
  if (base !== undefined && base.ownKeys === undefined && base.da !== NO_DIGESTS && sameDigests(da, db, base)) {
    // A new copy holding what the old one held (a reducer rewrote a value with itself).
    out.a = base.a;
    out.b = base.b;
  } else {
    let a = mixA(mixA(SEED_A, TAG_ARRAY), n);
    let b = mixB(mixB(SEED_B, TAG_ARRAY), n);
    for (let i = 0; i < n; i++) {
      a = mixA(mixA(a, da[i] as number), db[i] as number);
      b = mixB(mixB(b, da[i] as number), db[i] as number);
    }
    finish(a, b, 2 + n * 2);
  }
  return built(m);
}

/** Small integers' digests (hashNumber's two lanes), computed once: a scent map is mostly these. */
const SMALL_INTS = 1024;
const intA = new Uint32Array(SMALL_INTS);
const intB = new Uint32Array(SMALL_INTS);
for (let v = 0; v < SMALL_INTS; v++) {
  hashNumber(v);
  intA[v] = out.a;
  intB[v] = out.b;
}
const NO_DIGESTS: readonly number[] = Object.freeze([]);
const NO_KIDS: readonly (Mirror | undefined)[] = Object.freeze([]);

/**
 * The mirror of a list of numbers only, or undefined if it holds anything else. The hash is the
 * one hashArray computes (the same digests in the same order, the same words), but the mirror
 * keeps no digest per element: a number's digest is a function of the number, cheaper to compute
 * again (a table for small integers) than to keep, compare and copy for every element each step.
 * (hashArray sees such a mirror by its empty digest list and reuses nothing of it but the whole.)
 */
function hashNumberList(value: readonly unknown[]): Mirror | undefined {
  const n = value.length;
  let a = mixA(mixA(SEED_A, TAG_ARRAY), n);
  let b = mixB(mixB(SEED_B, TAG_ARRAY), n);
  for (let i = 0; i < n; i++) {
    const v = value[i];
    if (typeof v !== "number") return undefined;
    let va: number;
    let vb: number;
    // The table holds hashNumber's digests of the integers 0 to SMALL_INTS - 1 (-0 reads 0's, as it hashes).
    if (v >= 0 && v < SMALL_INTS && (v | 0) === v) {
      va = intA[v] as number;
      vb = intB[v] as number;
    } else {
      hashNumber(v);
      va = out.a;
      vb = out.b;
    }
    a = mixA(mixA(a, va), vb);
    b = mixB(mixB(b, va), vb);
  }
  finish(a, b, 2 + n * 2);
  const frozen = Object.isFrozen(value);
  return {
    value,
    a: out.a,
    b: out.b,
    frozen,
    stable: frozen,
    ownKeys: undefined,
    names: undefined,
    vals: undefined,
    da: NO_DIGESTS,
    db: NO_DIGESTS,
    kids: NO_KIDS,
  };
}

function hashObject(value: object, base: Mirror | undefined): Mirror {
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) {
    throw new TypeError(
      `cannot hash a ${(value as { constructor?: { name?: string } }).constructor?.name ?? "non-plain object"}: the world holds plain JSON only`,
    );
  }
  const own = Object.keys(value);
  // In the order of `own` (both list the members in the same order).
  const vals = Object.values(value);
  const oldObj = base !== undefined && base.ownKeys !== undefined ? base : undefined;
  // An immer copy keeps its keys in the same order, so an unchanged key set is one quick compare.
  const sameKeys = oldObj !== undefined && sameList(own, oldObj.ownKeys as readonly string[]);
  // An unfrozen object may have changed in place since: then its old members prove nothing.
  const oldVals = base?.frozen ? base.vals : undefined;
  const names = sameKeys ? (oldObj.names as Names) : namesOf(own);
  const { sorted, order, ka, kb } = names;
  const n = sorted.length;
  const m = building(value, n, own, names, vals);
  const { da, db } = m;
  for (let i = 0; i < n; i++) {
    const at = order[i] as number;
    const v = vals[at];
    if (v === undefined) {
      // Skipped, as JSON does; -1 is no hash (they are unsigned), so presence is compared too.
      m.kids[i] = undefined;
      da[i] = -1;
      db[i] = -1;
      continue;
    }
    // Where the member stood in the old object's sorted names, and its old value.
    let j = -1;
    let was: unknown;
    if (sameKeys) {
      j = i;
      was = oldVals?.[at];
    } else if (oldObj !== undefined) {
      const before = oldObj.names as Names;
      j = before.sorted.indexOf(sorted[i] as string);
      if (j >= 0) was = oldVals?.[before.order[j] as number];
    }
    if (j >= 0 && oldVals !== undefined && was === v && !isContainer(v)) keepKid(m, i, base as Mirror, j);
    else hashKid(m, i, v, j >= 0 ? (base as Mirror).kids[j] : undefined);
  }
  if (sameKeys && sameDigests(da, db, base as Mirror)) {
    // A new copy holding what the old one held (immer copies an object a reducer wrote back).
    out.a = (base as Mirror).a;
    out.b = (base as Mirror).b;
  } else {
    let a = mixA(SEED_A, TAG_OBJECT);
    let b = mixB(SEED_B, TAG_OBJECT);
    let count = 0;
    for (let i = 0; i < n; i++) {
      const va = da[i] as number;
      if (va === -1) continue;
      const vb = db[i] as number;
      const ha = ka[i] as number;
      const hb = kb[i] as number;
      a = mixA(mixA(mixA(mixA(a, ha), hb), va), vb);
      b = mixB(mixB(mixB(mixB(b, ha), hb), va), vb);
      count++;
    }
    a = mixA(a, count);
    b = mixB(b, count);
    finish(a, b, 2 + count * 4);
  }
  return built(m);
}

/** The sorted names of an object's keys (`own`, Object.keys's order), where each stands, and their hashes. */
function namesOf(own: readonly string[]): Names {
  const n = own.length;
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  sortByKeys(order, own);
  const sorted = new Array<string>(n);
  const ka = new Array<number>(n);
  const kb = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const key = own[order[i] as number] as string;
    sorted[i] = key;
    hashString(key);
    ka[i] = out.a;
    kb[i] = out.b;
  }
  return { sorted, order, ka, kb };
}

function sameDigests(da: readonly number[], db: readonly number[], base: Mirror): boolean {
  if (da.length !== base.da.length) return false;
  for (let i = 0; i < da.length; i++) if (da[i] !== base.da[i] || db[i] !== base.db[i]) return false;
  return true;
}

// The mirrors of the last values hashed, most recent first.
const RECENT_LIMIT = 4;
let recent: Mirror[] = [];

/** The recent mirror sharing most top-level members (by identity) with the value. */
function bestBase(value: object): Mirror | undefined {
  let best: Mirror | undefined;
  let bestScore = -1;
  // Read once, and compared by position with a mirror of the same keys (the world's top record).
  let keys: readonly string[] | undefined;
  let vals: readonly unknown[] | undefined;
  for (const m of recent) {
    if (m.value === value) return m;
    if (Array.isArray(m.value) !== Array.isArray(value)) continue;
    let score = 0;
    keys ??= Object.keys(value);
    if (m.vals !== undefined && m.frozen && sameList(keys, m.ownKeys as readonly string[])) {
      vals ??= Object.values(value);
      const old = m.vals;
      for (let i = 0; i < vals.length; i++) if (old[i] === vals[i]) score++;
    } else {
      const old = m.value as Record<string, unknown>;
      for (const key of keys)
        if (Object.hasOwn(old, key) && old[key] === (value as Record<string, unknown>)[key]) score++;
    }
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

function hex(a: number, b: number): Hash {
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

/** The hash of a JSON value (the world, an event, anything plain), as 16 hex digits. */
export function hashJson(value: unknown): Hash {
  if (!isContainer(value)) {
    hashNode(value, undefined);
    return hex(out.a, out.b);
  }
  const m = hashNode(value, bestBase(value)) as Mirror;
  recent = [m, ...recent.filter((r) => r !== m)].slice(0, RECENT_LIMIT);
  return hex(m.a, m.b);
}

/** The same hash computed from scratch, reusing nothing and keeping nothing (tests, cold cost). */
export function hashJsonCold(value: unknown): Hash {
  hashNode(value, undefined);
  return hex(out.a, out.b);
}

/**
 * JSON text with object keys sorted and nothing else changed: equal values give equal text, so
 * it can compare events and show values to people.
 */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
      const record = v as Record<string, unknown>;
      const sorted: Record<string, unknown> = {};
      // Defined, not assigned: a member named `__proto__` stays a member.
      for (const key of Object.keys(record).sort())
        Object.defineProperty(sorted, key, {
          value: record[key],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return sorted;
    }) ?? "undefined"
  );
}
