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
