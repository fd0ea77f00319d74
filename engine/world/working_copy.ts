/**
 * A working copy of the world for long ticks. Inside an immer `produce` every read of the world
 * goes through a proxy trap, and a tick of thousands of turns reads the world millions of times:
 * the traps cost more than the rules. A tick that long is cheaper on a private copy of the world,
 * written in place and frozen when the tick ends; the input is never touched, as with immer.
 *
 * The copy shares nothing with the input and no object appears twice in it, so a write in place
 * can only change the one place it is made (immer's drafts give the same guarantee by copying on
 * write). Events get the same kind of copy when they are made, so that a later write cannot reach
 * an event already told.
 */

/** A deep copy of plain JSON data in which every object and array is new and appears once. */
export function detachedCopy<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = detachedCopy(value[i]);
    return out as T;
  }
  // Spread copies the own enumerable members in order (a member named "__proto__" as a member) in
  // one go, where adding them one by one walks the shape transitions; then the objects are copied.
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const v = out[key];
    if (typeof v !== "object" || v === null) continue;
    const copy = detachedCopy(v);
    // A member named "__proto__" stays a member (assigning it would set the prototype).
    if (key === "__proto__")
      Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}

/** Freezes every object and array in a value, as immer freezes what a produce returns. */
export function freezeAll<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) for (const v of value) freezeAll(v);
  else for (const key in value) if (Object.hasOwn(value, key)) freezeAll((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/**
 * The working copy of a world for one step: a detached copy of everything but the map, which stays
 * the input's own (frozen) map. The map is most of a world and a step writes few of its tiles, so
 * its tiles are copied when written (mapWriter), not before.
 */
export function workingCopy<W extends { readonly map: unknown }>(world: W): W {
  const out: Record<string, unknown> = {};
  for (const key in world) {
    if (!Object.hasOwn(world, key)) continue;
    const v = (world as Record<string, unknown>)[key];
    out[key] = key === "map" ? v : detachedCopy(v);
  }
  return out as W;
}

/**
 * `next` with every part equal to the same part of `prev` (same members in the same order, same
 * values) replaced by that part of `prev`, as immer keeps every part a step did not change: the
 * next step's hash and change list then skip them; the rest of `next` is frozen. `prev` must be
 * frozen (a world a step returned); `next` is a working copy. Returns `prev` itself when the two
 * are equal.
 */
export function shareUnchanged<T>(next: T, prev: unknown): T {
  if (typeof next !== "object" || next === null) return next;
  // Shared with the input: frozen already when the input came from a step (as immer freezes it).
  if (next === prev) return freezeAll(next);
  if (typeof prev !== "object" || prev === null) return freezeAll(next);
  // A frozen part is not the copy's own (the input's map, say): it is kept as it is.
  if (Object.isFrozen(next)) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return freezeAll(next);
    let same = next.length === prev.length;
    for (let i = 0; i < next.length; i++) {
      const was = i < prev.length ? prev[i] : undefined;
      const v = shareUnchanged(next[i], was);
      next[i] = v;
      if (v !== was) same = false;
    }
    return (same ? prev : Object.freeze(next)) as T;
  }
  if (Array.isArray(prev)) return freezeAll(next);
  const a = next as Record<string, unknown>;
  const b = prev as Record<string, unknown>;
  const keys = Object.keys(a);
  const was = Object.keys(b);
  // Equal also means the same members in the same order, or a JSON text would tell them apart.
  let same = keys.length === was.length;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const before = Object.hasOwn(b, key) ? b[key] : undefined;
    const now = a[key];
    const v = shareUnchanged(now, before);
    if (v !== now) {
      // A member named "__proto__" stays a member (assigning it would set the prototype).
      if (key === "__proto__")
        Object.defineProperty(a, key, { value: v, enumerable: true, writable: true, configurable: true });
      else a[key] = v;
    }
    if (same && (v !== before || was[i] !== key)) same = false;
  }
  return (same ? prev : Object.freeze(next)) as T;
}

/*
 * A step's working copy kept for the next step. Settling a step (settle) walks the whole copy
 * anyway to share what did not change; it can leave the copy itself as a working copy of the world
 * it returns, so that the next step from that world skips copying it (detachedCopy, about half of
 * a one-turn step's overhead). A kept copy is handed out once: a second step from the same world
 * copies afresh.
 */
const KEPT = new WeakMap<object, object>();
/** The top records takeWorkingCopy handed out from a kept copy (settle then trusts SLOT). */
const FROM_KEPT = new WeakSet<object>();

/**
 * The working copy for a step from `world`: the one its step kept, if any (handed out once, its
 * top record new, so that what a rule keeps per drafted world is kept per step), else a new one.
 */
export function takeWorkingCopy<W extends { readonly map: unknown }>(world: W): W {
  const kept = KEPT.get(world);
  if (kept === undefined) return workingCopy(world);
  KEPT.delete(world);
  const top = { ...kept };
  FROM_KEPT.add(top);
  return top as W;
}

/** Keeps `copy` (equal to `world`, sharing nothing with it but frozen parts) for the next step from `world`. */
export function keepWorkingCopy<W extends object>(world: W, copy: W): void {
  KEPT.set(world, copy);
}

/*
 * Aliases and frozen parts. A kept copy holds no object twice and nothing frozen but the map; a step
 * may break that (a rule puts one object in two places, or a frozen part of its input or content
 * into the copy). settle finds such objects without a set of every object it meets: every object
 * of a kept copy is registered (SLOT) with the container and member (or index) it sat in when its
 * step was settled. Met again in that same place, it is the object that sat there, which the kept
 * copy held once; met anywhere else (made by the step, moved, or put in a second place) it gets a
 * copy of its own, registered as it is made. A new working copy (workingCopy) has no registrations:
 * settling one puts every object it meets in a set (one met twice is an alias) and registers it.
 */

/** Where an object of a kept copy sits: its container and its member's name or index. */
interface Slot {
  readonly parent: object;
  readonly key: string | number;
}
const SLOT = new WeakMap<object, Slot>();
/** The container the top record's members are registered in (a step's top record is new each step). */
const TOP: object = Object.freeze({});

/** Whether the copy being settled is a kept one (SLOT tells its objects' places). */
let fromKept = false;
/** Objects of a new copy met so far by settle: one met twice is an alias, given a copy of its own. */
let met = new Set<object>();
/** The working copy's value for the part settle last returned (settle's second result). */
let own: unknown;
/** The member names of the input's records on the walk's path (no array per record), and their values, `named` of them in use. */
const names: string[] = [];
const olds: unknown[] = [];
let named = 0;
/** The settled values of the records' and lists' object members on the walk's path, their names or indexes, `valued` in use. */
const values: unknown[] = [];
const slots: (string | number)[] = [];
let valued = 0;

/** Sets a member, keeping one named "__proto__" a member (assigning it would set the prototype). */
function setMember(out: Record<string, unknown>, key: string, v: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  else out[key] = v;
}

/** A copy of `v` as detachedCopy makes it, each of its objects registered where it sits (`v`'s own in `parent` under `key`). */
function registeredCopy(v: object, parent: object, key: string | number): object {
  let out: object;
  if (Array.isArray(v)) {
    const n = v.length;
    const list = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      list[i] = typeof x === "object" && x !== null ? registeredCopy(x, list, i) : x;
    }
    out = list;
  } else {
    const record: Record<string, unknown> = {};
    const from = v as Record<string, unknown>;
    for (const k in from) {
      if (!Object.hasOwn(from, k)) continue;
      const x = from[k];
      setMember(record, k, typeof x === "object" && x !== null ? registeredCopy(x, record, k) : x);
    }
    out = record;
  }
  SLOT.set(out, { parent, key });
  return out;
}

/**
 * A step's end on a working copy: `world` is the copy's value as `shareUnchanged` gives it (every
 * part equal to `prev`'s is `prev`'s own, every other part new and frozen), and `next` a working
 * copy of `world` for the next step: the copy itself, each of its records and lists written in
 * place kept as it is (objects rules keep something for by identity stay the same), its map the
 * world's frozen map (its tiles copied when written, as in workingCopy). Where the copy holds an
 * object twice (a rule's alias) or a frozen part, `next` gets a copy of its own, so that it holds
 * no object twice and nothing frozen but the map, as a new working copy would. A record whose
 * members a rule added, removed or reordered goes to the world as it is and `next` gets a new one
 * built member by member as detachedCopy builds them: a record a rule deleted a member of is slow
 * to read (V8 keeps it as a dictionary), and would be read on every later step.
 */
export function settle<W extends { readonly map: unknown }>(copy: W, prev: W): { world: W; next: W } {
  const c = copy as unknown as Record<string, unknown>;
  // The map first, frozen in place: what it shares with the creatures (an item dropped, say) is
  // then frozen when the walk meets it there, and those get a copy of their own.
  c["map"] = shareUnchanged(c["map"], (prev as { map: unknown }).map);
  fromKept = FROM_KEPT.has(c);
  if (!fromKept) met = new Set();
  try {
    const world = settleRecord(c, prev, false, true) as W;
    return { world, next: own as W };
  } finally {
    if (!fromKept) met = new Set();
    own = undefined;
    named = 0;
    valued = 0;
    // No world or copy kept alive by the scratch lists until the next step.
    olds.fill(undefined);
    values.fill(undefined);
  }
}

/** Settles an object of the copy (`now`) sitting in `parent` under `key`; `trusted`: made or registered by this walk. */
function settlePart(now: object, before: unknown, parent: object, key: string | number, trusted: boolean): unknown {
  // Frozen: the input's or content's own, kept in the world as it is; the copy gets its own.
  if (Object.isFrozen(now)) {
    own = registeredCopy(now, parent, key);
    return now;
  }
  let part = now;
  let trust = trusted;
  if (!trusted) {
    if (fromKept) {
      const at = SLOT.get(now);
      if (at === undefined || at.parent !== parent || at.key !== key) {
        part = registeredCopy(now, parent, key);
        trust = true;
      }
    } else {
      const n = met.size;
      met.add(now);
      if (met.size === n) {
        part = registeredCopy(now, parent, key);
        trust = true;
      } else SLOT.set(now, { parent, key });
    }
  }
  return Array.isArray(part)
    ? settleList(part, before, trust)
    : settleRecord(part as Record<string, unknown>, before, trust, false);
}

/** Lists this long are first tried as plain values (plainList). */
const LONG_LIST = 16;

/**
 * For a long list: NOT_PLAIN if it holds an object, else SAME_PLAIN if it equals `was`, else
 * CHANGED_PLAIN. A loop of its own: settleList's loop meets lists of every kind (records, texts,
 * numbers) and reads them all the slow way; this one meets mostly the scent map's numbers.
 */
function plainList(now: readonly unknown[], was: readonly unknown[] | undefined): number {
  const n = now.length;
  let same = was !== undefined && was.length === n;
  for (let i = 0; i < n; i++) {
    const v = now[i];
    if (typeof v === "object" && v !== null) return NOT_PLAIN;
    if (same && v !== (was as readonly unknown[])[i]) same = false;
  }
  return same ? SAME_PLAIN : CHANGED_PLAIN;
}
const NOT_PLAIN = 0;
const SAME_PLAIN = 1;
const CHANGED_PLAIN = 2;

function settleList(now: unknown[], before: unknown, trusted: boolean): unknown {
  const was = Array.isArray(before) ? (before as readonly unknown[]) : undefined;
  const n = now.length;
  if (n >= LONG_LIST) {
    const plain = plainList(now, was);
    if (plain !== NOT_PLAIN) {
      own = now;
      return plain === SAME_PLAIN ? before : Object.freeze(now.slice());
    }
  }
  const from = valued;
  let same = was !== undefined && was.length === n;
  for (let i = 0; i < n; i++) {
    const v = now[i];
    // A number or text is its own settled value (the scent map is thousands of them).
    if (typeof v === "object" && v !== null) {
      const b = was !== undefined && i < was.length ? was[i] : undefined;
      const f = settlePart(v, b, now, i, trusted);
      if (own !== v) now[i] = own;
      if (f !== b) same = false;
      values[valued] = f;
      slots[valued++] = i;
    } else if (same && v !== (was as readonly unknown[])[i]) same = false;
  }
  own = now;
  if (same) {
    valued = from;
    return before;
  }
  // Changed: the copy keeps its list; the world gets a new one of the settled parts, frozen.
  const out = now.slice();
  for (let j = from; j < valued; j++) out[slots[j] as number] = values[j];
  valued = from;
  return Object.freeze(out);
}

function settleRecord(now: Record<string, unknown>, before: unknown, trusted: boolean, top: boolean): unknown {
  const was =
    typeof before === "object" && before !== null && !Array.isArray(before)
      ? (before as Record<string, unknown>)
      : undefined;
  // World records are plain objects: every member for-in lists is their own (no Object.hasOwn).
  const base = named;
  if (was !== undefined)
    for (const k in was) {
      names[named] = k;
      olds[named++] = was[k];
    }
  const count = named - base;
  const from = valued;
  const parent = top ? TOP : now;
  let same = was !== undefined;
  // Equal also means the same members in the same order, or a JSON text would tell them apart.
  let members = was !== undefined;
  let i = 0;
  for (const key in now) {
    const v = now[key];
    let b: unknown;
    if (i < count && names[base + i] === key) b = olds[base + i];
    else {
      members = false;
      b = was !== undefined && Object.hasOwn(was, key) ? was[key] : undefined;
    }
    if (typeof v === "object" && v !== null) {
      let f: unknown = v;
      // The map is settled already (frozen); the next step's copy shares it, as a new working copy does.
      if (!(top && key === "map")) {
        f = settlePart(v, b, parent, key, trusted);
        if (own !== v) setMember(now, key, own);
      }
      if (f !== b) same = false;
      values[valued] = f;
      slots[valued++] = key;
    } else if (same && v !== b) same = false;
    i++;
  }
  named = base;
  if (i !== count) members = false;
  if (same && members) {
    valued = from;
    own = now;
    return before;
  }
  if (members) {
    // Changed values only: the copy keeps its record; the world gets a new one of the settled parts.
    const out = { ...now };
    for (let j = from; j < valued; j++) setMember(out, slots[j] as string, values[j]);
    valued = from;
    own = now;
    return Object.freeze(out);
  }
  // Members added, removed or reordered: the world gets this record, its parts settled and frozen;
  // the copy a new one, its parts registered in it.
  const mine: Record<string, unknown> = {};
  let j = from;
  for (const key in now) {
    const x = now[key];
    setMember(mine, key, x);
    if (typeof x !== "object" || x === null) continue;
    if (!top) SLOT.set(x, { parent: mine, key });
    const f = values[j++];
    if (f !== x) setMember(now, key, f);
  }
  valued = from;
  own = mine;
  return Object.freeze(now);
}
