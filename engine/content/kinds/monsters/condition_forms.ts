/**
 * Which forms of a monster attack's `condition` the engine evaluates (engine/rules/monsters/
 * condition.ts runs them, `u` the monster and `npc` the target), for the loader: a form it cannot
 * evaluate would count as false at run time, so the attack would never fire. The monster's check
 * warns about each such form by name instead (REAL-condition-gap).
 */
import type { Json } from "../../json/types.js";
import { parseMathMember } from "../../values/math.js";
import { mathGaps } from "../../values/math_support.js";

/** Bare-string forms (`"u_is_character"`, ...) after their `u_` / `npc_` prefix. */
export const TALKER_STRING_FORMS: ReadonlySet<string> = new Set([
  "is_character",
  "is_avatar",
  "is_npc",
  "is_monster",
  "is_outside",
]);

/** Object forms `{"u_has_effect": "x"}` after their `u_` / `npc_` prefix (their value a string). */
export const TALKER_OBJECT_FORMS: ReadonlySet<string> = new Set([
  "has_effect",
  "has_flag",
  "has_species",
  "has_trait",
  "is_on_terrain_with_flag",
  "is_on_terrain",
]);

/** Object forms of no talker. */
export const PLAIN_OBJECT_FORMS: ReadonlySet<string> = new Set([
  "and",
  "or",
  "not",
  "math",
  "test_eoc",
  "is_weather",
  "one_in_chance",
  "x_in_y_chance",
]);

/**
 * The forms of `cond` the engine cannot evaluate, each named as the game spells it (for math, the
 * function: `math u_calories()`). `eocCondition` gives the condition of a `test_eoc`'s EOC when it
 * is known, so that one is looked into too.
 */
export function conditionGaps(
  cond: Json | undefined,
  eocCondition: (id: string) => Json | undefined = () => undefined,
): string[] {
  const gaps = new Set<string>();
  const seen = new Set<string>();
  const visit = (c: Json | undefined, depth: number): void => {
    if (c === undefined || c === true || c === false || depth > 32) return;
    if (typeof c === "string") {
      if (c === "always_true" || c === "always_false") return;
      const m = /^(u|npc)_(.+)$/.exec(c);
      if (!m || !TALKER_STRING_FORMS.has(m[2] as string)) gaps.add(JSON.stringify(c));
      return;
    }
    if (typeof c !== "object" || c === null || Array.isArray(c)) {
      gaps.add(JSON.stringify(c));
      return;
    }
    const o = c as { readonly [k: string]: Json };
    if ("and" in o || "or" in o) {
      const list = o["and"] ?? o["or"];
      if (Array.isArray(list)) for (const x of list) visit(x, depth + 1);
      else gaps.add("and/or without a list");
      return;
    }
    if ("not" in o) return visit(o["not"], depth + 1);
    if ("math" in o) {
      const p = parseMathMember(o["math"]);
      if (!p.ok) gaps.add(`math (${p.message})`);
      else if (p.statement.t !== "value") gaps.add("math that assigns instead of comparing");
      else for (const g of mathGaps(p.statement)) gaps.add(`math ${g}`);
      return;
    }
    for (const key of Object.keys(o)) {
      const m = /^(u|npc)_(.+)$/.exec(key);
      if (m && TALKER_OBJECT_FORMS.has(m[2] as string)) {
        if (typeof o[key] !== "string") gaps.add(`${key} with a ${typeof o[key]} value`);
        return;
      }
      if (key === "test_eoc") {
        const id = o[key];
        if (typeof id !== "string") gaps.add("test_eoc with an inline EOC");
        else if (!seen.has(id)) {
          seen.add(id);
          visit(eocCondition(id), depth + 1);
        }
        return;
      }
      if (PLAIN_OBJECT_FORMS.has(key)) return;
    }
    gaps.add(Object.keys(o).sort().join("+") || "{}");
  };
  visit(cond, 0);
  return [...gaps];
}
