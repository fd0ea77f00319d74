/**
 * A structural hash of plain JSON (the world), the same on every process and machine: 64-bit
 * FNV-1a computed bottom-up (a Merkle hash). A string hashes its UTF-16LE code units; a number
 * its IEEE-754 bytes, little-endian (-0 counts as 0, as in JSON); an array its length and its
 * elements' hashes in order; an object its member count and, in sorted key order, each key's and
 * value's hash. Members holding `undefined` are skipped and `undefined` array elements read as
 * null, exactly as JSON.stringify sees the value, so a value and its JSON round trip agree.
 *
 * Because a container's hash depends only on its children's hashes, the hash of a frozen subtree
 * is kept in a WeakMap by identity: immer shares and freezes every unchanged part of the world
 * between steps, so hashing after a step only visits what the step changed. Only subtrees that are
 * frozen all the way down are remembered, since anything unfrozen may still change.
 */

/** The hash as 16 lowercase hex digits. */
export type Hash = string;

// FNV-1a 64 offset basis 0xcbf29ce484222325, prime 0x100000001b3, kept as two 32-bit halves.
const OFFSET_HI = 0xcbf29ce4;
const OFFSET_LO = 0x84222325;
const PRIME_LO = 0x1b3;
const TWO32 = 4294967296;

const TAG_NULL = 0x6e;
const TAG_FALSE = 0x66;
const TAG_TRUE = 0x74;
const TAG_INT = 0x69;
const TAG_FLOAT = 0x64;
const TAG_STRING = 0x73;
const TAG_ARRAY = 0x5b;
const TAG_OBJECT = 0x7b;

// The running state of the hash being fed; one at a time, restored around recursion.
let hi = 0;
let lo = 0;

/** Feeds one byte: the FNV-1a round (xor, then multiply by the 64-bit prime, modulo 2^64). */
function byte(b: number): void {
  lo ^= b;
  // (hi:lo) * (2^40 + 0x1b3) = (hi:lo) * 0x1b3 + (lo << 40); every product below stays under 2^53.
  const low = lo * PRIME_LO;
  const carry = Math.floor(low / TWO32);
  hi = (hi * PRIME_LO + carry + ((lo << 8) >>> 0)) >>> 0;
  lo = low >>> 0;
}

function word(w: number): void {
  byte(w & 0xff);
  byte((w >>> 8) & 0xff);
  byte((w >>> 16) & 0xff);
  byte((w >>> 24) & 0xff);
}

const floatView = new DataView(new ArrayBuffer(8));

// Results of a node hash: its two halves, and whether its subtree is frozen all the way down.
let outHi = 0;
let outLo = 0;
let outStable = true;

interface Digest {
  readonly hi: number;
  readonly lo: number;
}

const memo = new WeakMap<object, Digest>();

// Short strings (keys, ids) repeat across the whole world; their hashes are kept, within a bound.
const STRING_CACHE_LIMIT = 50_000;
const stringCache = new Map<string, Digest>();

function hashString(s: string): void {
  const cached = stringCache.get(s);
  if (cached) {
    outHi = cached.hi;
    outLo = cached.lo;
    return;
  }
  hi = OFFSET_HI;
  lo = OFFSET_LO;
  byte(TAG_STRING);
  word(s.length);
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    byte(unit & 0xff);
    byte(unit >>> 8);
  }
  outHi = hi;
  outLo = lo;
  if (s.length <= 64) {
    if (stringCache.size >= STRING_CACHE_LIMIT) stringCache.clear();
    stringCache.set(s, { hi, lo });
  }
}

function hashNumber(n: number): void {
  hi = OFFSET_HI;
  lo = OFFSET_LO;
  if (Number.isInteger(n) && n >= -0x80000000 && n <= 0x7fffffff) {
    // Integers are most of the world; -0 lands here and hashes as 0.
    byte(TAG_INT);
    word(n | 0);
  } else {
    byte(TAG_FLOAT);
    floatView.setFloat64(0, n, true);
    word(floatView.getUint32(0, true));
    word(floatView.getUint32(4, true));
  }
  outHi = hi;
  outLo = lo;
}

function hashConstant(tag: number): void {
  hi = OFFSET_HI;
  lo = OFFSET_LO;
  byte(tag);
  outHi = hi;
  outLo = lo;
}

function hashNode(value: unknown): void {
  switch (typeof value) {
    case "string":
      hashString(value);
      outStable = true;
      return;
    case "number":
      hashNumber(value);
      outStable = true;
      return;
    case "boolean":
      hashConstant(value ? TAG_TRUE : TAG_FALSE);
      outStable = true;
      return;
    case "undefined":
      // Only reached for array elements (members holding undefined are skipped): JSON's null.
      hashConstant(TAG_NULL);
      outStable = true;
      return;
    case "object":
      if (value === null) {
        hashConstant(TAG_NULL);
        outStable = true;
        return;
      }
      hashContainer(value);
      return;
    default:
      throw new TypeError(`cannot hash a ${typeof value}: the world holds plain JSON only`);
  }
}

function hashContainer(value: object): void {
  const known = memo.get(value);
  if (known) {
    outHi = known.hi;
    outLo = known.lo;
    outStable = true;
    return;
  }
  let stable = Object.isFrozen(value);
  // Children are hashed first; their digests are then fed into this node's own hash.
  let digests: number[];
  if (Array.isArray(value)) {
    digests = new Array<number>(value.length * 2 + 2);
    digests[0] = TAG_ARRAY;
    digests[1] = value.length;
    for (let i = 0; i < value.length; i++) {
      hashNode(value[i]);
      digests[2 + i * 2] = outHi;
      digests[3 + i * 2] = outLo;
      stable &&= outStable;
    }
  } else {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      throw new TypeError(`cannot hash a ${(value as { constructor?: { name?: string } }).constructor?.name ?? "non-plain object"}: the world holds plain JSON only`);
    }
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    digests = [TAG_OBJECT, 0];
    let count = 0;
    for (const key of keys) {
      const member = record[key];
      if (member === undefined) continue;
      hashString(key);
      digests.push(outHi, outLo);
      hashNode(member);
      digests.push(outHi, outLo);
      stable &&= outStable;
      count++;
    }
    digests[1] = count;
  }
  hi = OFFSET_HI;
  lo = OFFSET_LO;
  byte(digests[0] as number);
  for (let i = 1; i < digests.length; i++) word(digests[i] as number);
  outHi = hi;
  outLo = lo;
  outStable = stable;
  if (stable) memo.set(value, { hi, lo });
}

function hex(h: number, l: number): Hash {
  return h.toString(16).padStart(8, "0") + l.toString(16).padStart(8, "0");
}

/** The hash of a JSON value (the world, an event, anything plain), as 16 hex digits. */
export function hashJson(value: unknown): Hash {
  hashNode(value);
  return hex(outHi, outLo);
}

/**
 * The same hash computed without the memo, for tests and to measure the cold cost. It leaves the
 * memo untouched.
 */
export function hashJsonCold(value: unknown): Hash {
  return hashJson(JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * JSON text with object keys sorted and nothing else changed: equal values give equal text, so
 * it can compare events and show values to people.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
    const record = v as Record<string, unknown>;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(record).sort()) sorted[key] = record[key];
    return sorted;
  }) ?? "undefined";
}
