/**
 * Dialogue conditions of monster attacks (D3-F-condition, D6-*-F-condition), with `u` the monster
 * and `npc` the target. The forms the real data's monster attacks use are supported: `and`, `or`,
 * `not`, `u_/npc_has_effect` (with `intensity` and `bodypart`), `u_/npc_has_flag` (on a monster,
 * only the flags of its effects: D3-condition-flags), `u_/npc_has_species`, `u_/npc_has_trait`,
 * `test_eoc`, `is_weather`, `one_in_chance`, `x_in_y_chance`, `u_/npc_is_character`,
 * `u_/npc_is_monster`, `u_/npc_is_outside`, `u_/npc_is_on_terrain_with_flag`, `u_/npc_is_on_terrain`,
 * `u_/npc_has_var`-less constants `true`/`false`/`"always_true"`, and `math` (the EOC interpreter's
 * evaluator, engine/sim/eoc/math.ts, as the game shares one). The loader warns about every other
 * form (engine/content/kinds/monsters/condition_forms.ts lists these); met at run time, one is
 * reported once per run as a runtime_error event and counts as false.
 */
import type { Json } from "../../content/json/types.js";
import type { Sim } from "../../sim/context.js";
import { mathCondition } from "../../mechanics/eoc/math.js";
import { EocError } from "../../sim/vars.js";
import { tileAt } from "../../world/grid.js";
import { effectHasFlag, effectsOf, monsterType } from "./combat.js";

const REPORTED = "cdda-sim:unsupported_conditions";

export interface Talkers {
  readonly u: string;
  readonly npc: string | undefined;
}

class Unsupported extends Error {}

export function evalCondition(sim: Sim, cond: Json | undefined, who: Talkers, context: string): boolean {
  if (cond === undefined) return true;
  try {
    return evaluate(sim, cond, who, 0);
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    report(sim, e.message, context);
    return false;
  }
}

function report(sim: Sim, form: string, context: string): void {
  const raw = sim.world.vars[REPORTED];
  const list = Array.isArray(raw) ? (raw as string[]) : [];
  if (list.includes(form)) return;
  sim.world.vars[REPORTED] = [...list, form];
  sim.emit({
    type: "runtime_error",
    text: `condition form ${JSON.stringify(form)} is not supported (in ${context}); it counts as false`,
    rule: "D3-F-condition",
  });
}

function evaluate(sim: Sim, c: Json, who: Talkers, depth: number): boolean {
  if (depth > 32) throw new Unsupported("nesting deeper than 32");
  if (c === true || c === "always_true") return true;
  if (c === false || c === "always_false") return false;
  if (typeof c === "string") {
    const m = /^(u|npc)_(.+)$/.exec(c);
    if (m) {
      const id = talker(who, m[1] as "u" | "npc");
      switch (m[2]) {
        case "is_character":
        case "is_avatar":
          return (
            id !== undefined &&
            sim.world.characters[id] !== undefined &&
            (m[2] === "is_character" || sim.world.characters[id]?.isPlayer === true)
          );
        case "is_npc":
          return (
            id !== undefined && sim.world.characters[id] !== undefined && sim.world.characters[id]?.isPlayer !== true
          );
        case "is_monster":
          return id !== undefined && sim.world.monsters[id] !== undefined;
        case "is_outside":
          return id !== undefined && !terrainFlags(sim, id).includes("INDOORS");
      }
    }
    throw new Unsupported(c);
  }
  if (typeof c !== "object" || c === null || Array.isArray(c)) throw new Unsupported(JSON.stringify(c));
  const o = c as { readonly [k: string]: Json };
  if ("and" in o) return list(o["and"]).every((x) => evaluate(sim, x, who, depth + 1));
  if ("or" in o) return list(o["or"]).some((x) => evaluate(sim, x, who, depth + 1));
  if ("not" in o) return !evaluate(sim, o["not"] as Json, who, depth + 1);
  if ("math" in o) {
    try {
      return mathCondition(sim, { u: who.u, npc: who.npc ?? null, context: {} }, o["math"] as Json);
    } catch (e) {
      if (e instanceof EocError) throw new Unsupported(`math: ${e.message}`);
      throw e;
    }
  }
  for (const key of Object.keys(o)) {
    const m = /^(u|npc)_(has_effect|has_flag|has_species|has_trait|is_on_terrain_with_flag|is_on_terrain)$/.exec(key);
    if (m) {
      const id = talker(who, m[1] as "u" | "npc");
      const value = o[key];
      if (typeof value !== "string") throw new Unsupported(`${key} with a ${typeof value} value`);
      if (id === undefined) return false;
      switch (m[2]) {
        case "has_effect":
          return hasEffect(sim, id, value, o["intensity"], o["bodypart"]);
        case "has_flag":
          return hasFlag(sim, id, value);
        case "has_species":
          return speciesOf(sim, id).includes(value);
        case "has_trait":
          return sim.world.characters[id]?.traits.includes(value) === true;
        case "is_on_terrain_with_flag":
          return terrainFlags(sim, id).includes(value);
        case "is_on_terrain":
          return terrainId(sim, id) === value;
      }
    }
    switch (key) {
      case "test_eoc": {
        const id = o[key];
        if (typeof id !== "string") throw new Unsupported("test_eoc with an inline EOC");
        const eoc = sim.content.effect_on_condition.get(id);
        if (!eoc) throw new Unsupported(`test_eoc of the unknown EOC ${id}`);
        return eoc.condition === undefined ? true : evaluate(sim, eoc.condition, who, depth + 1);
      }
      case "is_weather": {
        const weather = sim.world.vars["weather"];
        return o[key] === (typeof weather === "string" ? weather : "clear");
      }
      case "one_in_chance": {
        const n = o[key];
        if (typeof n !== "number") throw new Unsupported("one_in_chance with a non-number");
        return sim.dice.oneIn(n);
      }
      case "x_in_y_chance": {
        const v = o[key];
        if (typeof v !== "object" || v === null || Array.isArray(v)) throw new Unsupported("x_in_y_chance");
        const x = (v as Record<string, Json>)["x"];
        const y = (v as Record<string, Json>)["y"];
        if (typeof x !== "number" || typeof y !== "number") throw new Unsupported("x_in_y_chance with non-numbers");
        return sim.dice.xInY(x, y);
      }
    }
  }
  throw new Unsupported(Object.keys(o).sort().join("+") || "{}");
}

function list(v: Json | undefined): readonly Json[] {
  if (!Array.isArray(v)) throw new Unsupported("and/or without a list");
  return v;
}

function talker(who: Talkers, role: "u" | "npc"): string | undefined {
  return role === "u" ? who.u : who.npc;
}

function hasEffect(
  sim: Sim,
  id: string,
  effect: string,
  intensity: Json | undefined,
  bodypart: Json | undefined,
): boolean {
  const min = typeof intensity === "number" ? intensity : -Infinity;
  return effectsOf(sim, id).some(
    (e) => e.id === effect && e.intensity >= min && (typeof bodypart !== "string" || e.bodyPart === bodypart),
  );
}

/** D3-condition-flags: a monster has only the flags of its effects; a character its own, its traits' and its effects'. */
function hasFlag(sim: Sim, id: string, flag: string): boolean {
  if (effectsOf(sim, id).some((e) => effectHasFlag(sim, e.id, flag))) return true;
  const c = sim.world.characters[id];
  if (!c) return false;
  if (c.flags.includes(flag)) return true;
  return c.traits.some((t) => sim.content.mutation.get(t)?.flags.includes(flag) === true);
}

function speciesOf(sim: Sim, id: string): readonly string[] {
  if (sim.world.characters[id]) return ["HUMAN"];
  return monsterType(sim, id)?.species ?? [];
}

function positionOf(sim: Sim, id: string): { x: number; y: number; z: number } | undefined {
  return sim.world.characters[id]?.pos ?? sim.world.monsters[id]?.pos;
}

function terrainId(sim: Sim, id: string): string | undefined {
  const p = positionOf(sim, id);
  return p ? tileAt(sim.map(), p)?.ter : undefined;
}

function terrainFlags(sim: Sim, id: string): readonly string[] {
  const ter = terrainId(sim, id);
  return ter ? (sim.content.terrain.get(ter)?.flags ?? []) : [];
}
