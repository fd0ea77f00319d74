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
