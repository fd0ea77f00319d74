/**
 * The member names of a record in sorted order, for records that rules walk in that order many
 * times a turn (a creature's body parts: its hit points, dodge, limb scores). Sorting them on
 * every call made a sizeable share of a fight's garbage. The answer is kept per record object and
 * given again while the record's members are the same names in the same order (a working copy
 * writes records in place, so a member may come or go between calls); the caller must not change
 * the list it gets.
 */
interface Known {
  readonly keys: readonly string[];
  readonly sorted: readonly string[];
}

const known = new WeakMap<object, Known>();

function sameKeys(record: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in record) {
    if (!Object.hasOwn(record, k)) continue;
    if (keys[i] !== k) return false;
    i++;
  }
  return i === keys.length;
}

export function sortedKeys(record: object): readonly string[] {
  const hit = known.get(record);
  if (hit && sameKeys(record, hit.keys)) return hit.sorted;
  const keys = Object.keys(record);
  const sorted = [...keys].sort();
  known.set(record, { keys, sorted });
  return sorted;
}
