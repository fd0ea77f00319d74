/**
 * A character's vitamin levels, as effects on condition read and write them (`u_vitamin('blood')`):
 * the `blood` vitamin is the character's `blood` (bleeding and shock read it), every other one
 * sits in `vitamins`; absent is 0. A level written is held within the vitamin's `min` and `max`,
 * as the game's Character::vitamin_set clamps it (REAL-vitamin-levels).
 */
import type { Draft } from "immer";
import type { Character } from "../world/types.js";
import type { Sim } from "./context.js";

export function vitaminLevel(c: Character, vitamin: string): number {
  if (vitamin === "blood") return c.blood ?? 0;
  return c.vitamins?.[vitamin] ?? 0;
}

/** Sets a vitamin's level (rounded, held within its bounds); false when no vitamin has that id. */
export function setVitaminLevel(sim: Sim, c: Draft<Character>, vitamin: string, level: number): boolean {
  const type = sim.content.vitamin.get(vitamin);
  if (!type) return false;
  const v = Math.min(type.max, Math.max(type.min, Math.round(level)));
  if (vitamin === "blood") {
    if (v === 0) delete c.blood;
    else c.blood = v;
    return true;
  }
  if (v !== 0) {
    c.vitamins ??= {};
    c.vitamins[vitamin] = v;
  } else if (c.vitamins) {
    delete c.vitamins[vitamin];
    if (Object.keys(c.vitamins).length === 0) delete c.vitamins;
  }
  return true;
}
