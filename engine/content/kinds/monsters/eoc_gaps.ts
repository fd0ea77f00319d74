/**
 * What of an attack's EOC the engine cannot run (engine/mechanics/eoc/interpreter.ts runs them,
 * `u` the monster and `npc` the target): an effect form it does not have, or a `math` member with a
 * function or value it cannot evaluate (anywhere in the EOC: conditions, effects, nested
 * `if`/`then`, inline `run_eocs`). At run time the EOC stops there with a runtime error; the
 * monster's check names each at load instead (REAL-attack-eoc-gap).
 */
import type { Json } from "../../json/types.js";
import { parseMathMember } from "../../values/math.js";
import { mathGaps } from "../../values/math_support.js";
import { readTimeInFuture } from "../../values/time_in_future.js";
import { MODELLED_EFFECTS } from "../eoc_forms.js";

const isObj = (v: Json | undefined): v is { readonly [k: string]: Json } =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: Json | undefined): readonly Json[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

/** Each gap of one EOC (its JSON), named as written: `effect npc_emit`, `math n_val('rad')`. */
export function eocGaps(eoc: Json | undefined): string[] {
  const gaps = new Set<string>();
  const maths = (v: Json | undefined, depth: number): void => {
    if (depth > 40) return;
    if (Array.isArray(v)) for (const x of v) maths(x, depth + 1);
    else if (isObj(v))
      for (const [k, x] of Object.entries(v)) {
        if (k === "math") {
          const p = parseMathMember(x);
          if (!p.ok) gaps.add(`math (${p.message})`);
          else for (const g of mathGaps(p.statement)) gaps.add(`math ${g}`);
        } else maths(x, depth + 1);
      }
  };
  const effects = (v: Json | undefined, depth: number): void => {
    if (depth > 40) return;
    for (const e of list(v)) {
      if (!isObj(e)) continue;
      if (!MODELLED_EFFECTS.some((f) => f in e)) {
        const form = Object.keys(e).find((k) => !k.startsWith("//"));
        if (form !== undefined) gaps.add(`effect ${form}`);
        continue;
      }
      for (const k of ["then", "else"]) effects(e[k], depth + 1);
      for (const c of list(e["cases"])) if (isObj(c)) effects(c["effect"], depth + 1);
      for (const r of list(e["run_eocs"])) if (isObj(r)) for (const g of eocGaps(r)) gaps.add(g);
      if ("run_eocs" in e) {
        const later = readTimeInFuture(e["time_in_future"]);
        if (typeof later === "string") gaps.add(later);
      }
    }
  };
  if (!isObj(eoc)) return [];
  maths(eoc["condition"], 0);
  maths(eoc["effect"], 0);
  maths(eoc["false_effect"], 0);
  effects(eoc["effect"], 0);
  effects(eoc["false_effect"], 0);
  return [...gaps];
}
