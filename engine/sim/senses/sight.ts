/**
 * How far a monster sees, by its type, before effects: its `vision_day` when it has the SEES
 * flag, else one tile. The game's monster::sight_range gives a monster that cannot see (no SEES,
 * or blinded) a range of 1, so it notices only what is next to it; hearing is how such monsters
 * find prey (senses/hearing.ts). Light is not modelled: every turn is daylight, so `vision_night`
 * is not read (docs/world.md).
 */
import type { Monster as MonsterType } from "../../content/kinds/monster.js";

/** The game's default when a type gives no `vision_day`. */
export const DEFAULT_VISION = 40;

export function monsterVision(type: MonsterType | undefined): number {
  if (!type) return DEFAULT_VISION;
  return type.flags.includes("SEES") ? type.visionDay : 1;
}
