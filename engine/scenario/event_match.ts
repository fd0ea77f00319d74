/**
 * Whether an event matches an expectation's `where`, and the JSON equality it rests on: shared by
 * the scenario's expectations, its event tally and the experiments' event metrics.
 */
import type { SimEvent } from "../sim/events.js";
import type { Json } from "../world/types.js";

/** Deep equality of JSON values; member order does not matter, array order does. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && jsonEqual(ra[k], rb[k]));
}

/** A point written `[x, y]` or `[x, y, z]` in a `where` matches an event's `{x, y, z}`. */
function whereValue(expected: Json, actual: unknown): Json {
  if (
    Array.isArray(expected) &&
    (expected.length === 2 || expected.length === 3) &&
    expected.every((n) => typeof n === "number")
  ) {
    if (typeof actual === "object" && actual !== null && !Array.isArray(actual) && "x" in actual) {
      return { x: expected[0] as number, y: expected[1] as number, z: (expected[2] as number | undefined) ?? 0 };
    }
  }
  return expected;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Does `actual` match what a `where` field expects: deep-equal, except that an object expected
 * inside a field (a rule event's `data`) needs only the members it names, so
 * `{"data": {"action": "flee"}}` matches a decision whatever its other numbers.
 */
function matchesWhere(expected: Json, actual: unknown, nested: boolean): boolean {
  const want = whereValue(expected, actual);
  if (nested && isRecord(want) && isRecord(actual) && !("x" in want && "y" in want)) {
    return Object.keys(want).every((k) => Object.hasOwn(actual, k) && matchesWhere(want[k] as Json, actual[k], true));
  }
  return jsonEqual(actual, want);
}

/** Every field `where` names is present on the event and matches. */
export function eventMatches(event: SimEvent, where: { readonly [field: string]: Json }): boolean {
  const record = event as unknown as Record<string, unknown>;
  for (const field of Object.keys(where)) {
    if (!Object.hasOwn(record, field)) return false;
    const expected = where[field] as Json;
    if (!matchesWhere(expected, record[field], isRecord(expected))) return false;
  }
  return true;
}
