/**
 * Falling down open air after a slip or past the end of a partial descent (C-slip-outcome,
 * C-down-F-allow_remaining_height). The fall damage is implementation-defined: a fall of n stories
 * deals 10 x n bash damage (the game's own estimate in the climbing prompt), 40 % to each leg and
 * the rest to the torso, rounded so that the parts add up; there is no roll, so a fall of n stories
 * always hurts the same. A fall of 0 stories does nothing.
 */
import type { Sim } from "../../sim/context.js";
import { applyDamage } from "../../sim/creature_state.js";
import type { Point } from "../../world/types.js";
import { pointJson } from "./menu.js";

export const FALL_DAMAGE_PER_STORY = 10;

/** The damage of a fall of `stories` stories, per body part. */
export function fallDamage(stories: number): { leg_l: number; leg_r: number; torso: number } {
  const total = FALL_DAMAGE_PER_STORY * Math.max(0, stories);
  const leg = Math.round(total * 0.4);
  return { leg_l: leg, leg_r: leg, torso: total - 2 * leg };
}

export function fall(sim: Sim, who: string, stories: number, why: "slip" | "remaining_height"): void {
  const c = sim.world.characters[who];
  if (!c || c.dead || stories <= 0) return;
  const from: Point = { x: c.pos.x, y: c.pos.y, z: c.pos.z };
  const to: Point = { x: from.x, y: from.y, z: from.z - stories };
  sim.relocate(who, to, "fell");
  const dmg = fallDamage(stories);
  sim.emit({
    type: "rule",
    name: "fall",
    data: { who, from: pointJson(from), to: pointJson(to), stories, why, damage: dmg.leg_l + dmg.leg_r + dmg.torso },
  });
  sim.emit({
    type: "message",
    text: stories === 1 ? "You fall down a story." : `You fall down ${stories} stories.`,
    about: who,
  });
  for (const part of ["leg_l", "leg_r", "torso"] as const) applyDamage(sim, who, dmg[part], "bash", part, "fall");
}
