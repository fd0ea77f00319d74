/**
 * Reading an EOC member that the game lets be a number, a variable or a math expression
 * (`"monster_range": 12`, `{"global_val": "r"}`, `{"math": ["u_val('strength') * 2"]}`).
 */
import type { Sim } from "../../sim/context.js";
import { EocError, type EocScope, readVar, valueRef } from "../../sim/vars.js";
import type { Json } from "../../world/types.js";
import { mathValue } from "./math.js";

const isObj = (v: Json | undefined): v is { readonly [key: string]: Json } =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The member's number; `[min, max]` (the game's "value between two") draws a whole number between
 * them from the world's PRNG; `what` names the member in the error when it holds none.
 */
export function numberOf(sim: Sim, scope: EocScope, v: Json | undefined, what: string): number {
  if (typeof v === "number") return v;
  if (Array.isArray(v) && v.length === 2) {
    const lo = Math.round(numberOf(sim, scope, v[0], what));
    const hi = Math.round(numberOf(sim, scope, v[1], what));
    return hi > lo ? sim.dice.int(lo, hi) : lo;
  }
  if (isObj(v) && "math" in v) {
    const n = mathValue(sim, scope, v["math"] as Json);
    if (!Number.isFinite(n)) throw new EocError(`${what}: ${JSON.stringify(v)} gives ${n}, not a number`);
    return n;
  }
  const ref = v === undefined ? undefined : valueRef(v);
  if (ref) {
    const got = readVar(sim, scope, ref);
    const n = typeof got === "string" ? Number(got) : got;
    if (typeof n === "number" && Number.isFinite(n)) return n;
    throw new EocError(`${what}: the variable holds ${JSON.stringify(got ?? null)}, not a number`);
  }
  throw new EocError(`${what} must be a number, a variable or {math: [...]}, got ${JSON.stringify(v ?? null)}`);
}
