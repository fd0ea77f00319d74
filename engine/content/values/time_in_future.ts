/**
 * A `run_eocs`'s `time_in_future` as the game reads it (a duration or a variable): a number of
 * turns, a duration string ("30 seconds"), "infinite" (never), a variable number
 * (`{"context_val": "travel_time"}`, `{"math": [...]}`: seconds, read when the EOC runs), or
 * `[min, max]` of those, drawn between them. Read here once, for the loader's check and the run.
 */
import { isJsonObject } from "../json/types.js";
import { parseDuration } from "./duration.js";
import { type VarNumber, varNumber } from "./var_number.js";
import * as t from "io-ts";

export type TimeInFuture =
  | { readonly kind: "turns"; readonly turns: number }
  | { readonly kind: "never" }
  | { readonly kind: "var"; readonly value: VarNumber }
  | { readonly kind: "range"; readonly min: TimeInFuture; readonly max: TimeInFuture };

const seconds = varNumber(t.number);

/** The reading of `value` (absent: now), or a message saying why it cannot be read. */
export function readTimeInFuture(value: unknown, top = true): TimeInFuture | string {
  if (value === undefined) return { kind: "turns", turns: 0 };
  if (top && Array.isArray(value) && value.length === 2) {
    const min = readTimeInFuture(value[0], false);
    if (typeof min === "string") return min;
    const max = readTimeInFuture(value[1], false);
    if (typeof max === "string") return max;
    return { kind: "range", min, max };
  }
  if (typeof value === "string" && /^\s*(infinite|indefinitely)\s*$/i.test(value)) return { kind: "never" };
  if (isJsonObject(value)) {
    const v = seconds.decode(value);
    if (v._tag === "Right") return { kind: "var", value: v.right };
    return `time_in_future ${JSON.stringify(value)} is not a duration or a variable`;
  }
  const d = parseDuration(value);
  return d.ok ? { kind: "turns", turns: Math.max(0, d.seconds) } : `time_in_future: ${d.message}`;
}
