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
  const out: Record<string, unknown> = {};
  for (const key in value) {
    // Own enumerable members only: the world and events are plain objects.
    if (!Object.hasOwn(value, key)) continue;
    const v = detachedCopy((value as Record<string, unknown>)[key]);
    // A member named "__proto__" stays a member (assigning it would set the prototype).
    if (key === "__proto__")
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
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

/**
 * The working copy for a step from `world`: the one its step kept, if any (handed out once, its
 * top record new, so that what a rule keeps per drafted world is kept per step), else a new one.
 */
export function takeWorkingCopy<W extends { readonly map: unknown }>(world: W): W {
  const kept = KEPT.get(world);
  if (kept === undefined) return workingCopy(world);
  KEPT.delete(world);
  return { ...kept } as W;
}

/** Keeps `copy` (equal to `world`, sharing nothing with it but frozen parts) for the next step from `world`. */
export function keepWorkingCopy<W extends object>(world: W, copy: W): void {
  KEPT.set(world, copy);
}

/** Objects of the copy met so far by settle: one met twice is an alias, given a copy of its own. */
let met = new Set<object>();
/** The working copy's value for the part settle last returned (settle's second result). */
let own: unknown;
/** The member names of the input's records on the walk's path (no array per record), `named` of them in use. */
const names: string[] = [];
let named = 0;
/** The settled values of the records' object members on the walk's path, `valued` of them in use. */
const values: unknown[] = [];
let valued = 0;

/** Sets a member, keeping one named "__proto__" a member (assigning it would set the prototype). */
function setMember(out: Record<string, unknown>, key: string, v: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  else out[key] = v;
}

/**
 * A step's end on a working copy: `world` is the copy's value as `shareUnchanged` gives it (every
 * part equal to `prev`'s is `prev`'s own, every other part the copy's, frozen), and `next` a
 * working copy of `world` for the next step: the copy's parts that did not change, and a new record
 * or list for each that did (its map is the world's frozen map, its tiles copied when written, as
 * in workingCopy). Where the copy holds an object twice (a rule's alias) or a frozen part, `next`
 * gets a copy of its own, so that it holds no object twice and nothing frozen but the map, as a
 * new working copy would. New records are built member by member as detachedCopy builds them: a
 * record a rule deleted a member of is slow to read (V8 keeps it as a dictionary), and would be
 * read on every later step.
 */
export function settle<W extends { readonly map: unknown }>(copy: W, prev: W): { world: W; next: W } {
  const c = copy as unknown as Record<string, unknown>;
  // The map first, frozen in place: what it shares with the creatures (an item dropped, say) is
  // then frozen when the walk meets it there, and those get a copy of their own.
  c["map"] = shareUnchanged(c["map"], (prev as { map: unknown }).map);
  met = new Set();
  try {
    const world = settleRecord(c, prev, true) as W;
    return { world, next: own as W };
  } finally {
    met = new Set();
    own = undefined;
    named = 0;
    valued = 0;
    values.length = 0;
  }
}

function settlePart(now: unknown, before: unknown): unknown {
  if (typeof now !== "object" || now === null) {
    own = now;
    return now;
  }
  // Frozen: the input's or content's own, kept in the world as it is; the copy gets its own.
  if (Object.isFrozen(now)) {
    own = detachedCopy(now);
    return now;
  }
  if (met.has(now)) return settlePart(detachedCopy(now), before);
  met.add(now);
  return Array.isArray(now) ? settleList(now, before) : settleRecord(now as Record<string, unknown>, before, false);
}

function settleList(now: unknown[], before: unknown): unknown {
  const was = Array.isArray(before) ? (before as readonly unknown[]) : undefined;
  const n = now.length;
  const from = valued;
  let same = was !== undefined && was.length === n;
  for (let i = 0; i < n; i++) {
    const v = now[i];
    // A number or text is its own settled value (the scent map is thousands of them).
    if (typeof v === "object" && v !== null) {
      const b = was !== undefined && i < was.length ? was[i] : undefined;
      const f = settlePart(v, b);
      if (own !== v) now[i] = own;
      if (f !== b) same = false;
      values[valued++] = f;
    } else if (same && v !== (was as readonly unknown[])[i]) same = false;
  }
  if (same) {
    valued = from;
    own = now;
    return before;
  }
  // Changed: the world gets this list, its parts settled and frozen; the copy a new one.
  own = now.slice();
  let j = from;
  for (let i = 0; i < n; i++) {
    const x = now[i];
    if (typeof x === "object" && x !== null) now[i] = values[j++];
  }
  valued = from;
  return Object.freeze(now);
}

function settleRecord(now: Record<string, unknown>, before: unknown, top: boolean): unknown {
  const was =
    typeof before === "object" && before !== null && !Array.isArray(before)
      ? (before as Record<string, unknown>)
      : undefined;
  // World records are plain objects: every member for-in lists is their own (no Object.hasOwn).
  const base = named;
  if (was !== undefined) for (const k in was) names[named++] = k;
  const count = named - base;
  const from = valued;
  let same = was !== undefined;
  let i = 0;
  for (const key in now) {
    const v = now[key];
    // Equal also means the same members in the same order, or a JSON text would tell them apart.
    const inOrder = i < count && names[base + i] === key;
    if (!inOrder) same = false;
    if (typeof v === "object" && v !== null) {
      let f: unknown = v;
      // The map is settled already (frozen); the next step's copy shares it, as a new working copy does.
      if (!(top && key === "map")) {
        const b = inOrder
          ? (was as Record<string, unknown>)[key]
          : was !== undefined && Object.hasOwn(was, key)
            ? was[key]
            : undefined;
        f = settlePart(v, b);
        if (own !== v) setMember(now, key, own);
        if (f !== b) same = false;
      } else if (f !== (was as Record<string, unknown>)[key]) same = false;
      values[valued++] = f;
    } else if (same && v !== (was as Record<string, unknown>)[key]) same = false;
    i++;
  }
  named = base;
  if (same && i === count) {
    valued = from;
    own = now;
    return before;
  }
  // Changed: the world gets this record, its parts settled and frozen; the copy a new one.
  const mine: Record<string, unknown> = {};
  let j = from;
  for (const key in now) {
    const x = now[key];
    setMember(mine, key, x);
    if (typeof x !== "object" || x === null) continue;
    const f = values[j++];
    if (f !== x) setMember(now, key, f);
  }
  valued = from;
  own = mine;
  return Object.freeze(now);
}
