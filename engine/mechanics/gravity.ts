/**
 * Gravity: a creature left on a tile with no floor (NO_FLOOR terrain, such as open air) falls,
 * level by level, while the tile below can be entered, as the game's fall scan does; the first
 * level with solid ground stops it. A fall of n stories deals 10 × n bash damage (the estimate the
 * game's climbing prompt gives; the climbing area's C-slip falls use the same): a character takes
 * 40 % on each leg and the rest on the torso, a monster all of it. Flying monsters do not fall.
 * Rules that move creatures (pulls, flings, drags, leaps, stumbles) go through `relocate`, which
 * notes who moved; `applyGravity` settles them after the action or the monster's turn.
 */
import type { Sim } from "../sim/context.js";
import { applyDamage } from "../sim/creature_state.js";
import { canDropFrom } from "../sim/terrain.js";
import { latest } from "../world/peek.js";
import type { Point } from "../world/types.js";

export const FALL_DAMAGE_PER_STORY = 10;

/** The damage of a fall of `stories` stories, per body part. */
export function fallDamage(stories: number): { leg_l: number; leg_r: number; torso: number } {
  const total = FALL_DAMAGE_PER_STORY * Math.max(0, stories);
  const leg = Math.round(total * 0.4);
  return { leg_l: leg, leg_r: leg, torso: total - 2 * leg };
}

/** Drops a creature `stories` levels and hurts it (why: what made it fall, for the `fall` event). */
export function fall(sim: Sim, who: string, stories: number, why: string): void {
  const creature = sim.peekCharacter(who) ?? latest(sim.peekMonster(who));
  if (!creature || creature.dead || stories <= 0) return;
  const at = latest(creature.pos);
  const from: Point = { x: at.x, y: at.y, z: at.z };
  const to: Point = { x: from.x, y: from.y, z: from.z - stories };
  sim.relocate(who, to, "fell");
  const dmg = fallDamage(stories);
  const total = dmg.leg_l + dmg.leg_r + dmg.torso;
  sim.emit({
    type: "rule",
    name: "fall",
    data: { who, from: { ...from }, to: { ...to }, stories, why, damage: total },
  });
  const isCharacter = sim.peekCharacter(who) !== undefined;
  if (isCharacter) {
    sim.emit({
      type: "message",
      text: stories === 1 ? "You fall down a story." : `You fall down ${stories} stories.`,
      about: who,
    });
    for (const part of ["leg_l", "leg_r", "torso"] as const) applyDamage(sim, who, dmg[part], "bash", part, "fall");
  } else applyDamage(sim, who, total, "bash", undefined, "fall");
}

/** How many stories a creature at `p` would fall. */
export function dropBelow(sim: Sim, p: Point): number {
  let stories = 0;
  let cur = p;
  while (canDropFrom(sim.content, sim.map(), cur)) {
    cur = { x: cur.x, y: cur.y, z: cur.z - 1 };
    stories++;
  }
  return stories;
}

/** Lets every creature moved since the last call fall where it stands on nothing. */
export function applyGravity(sim: Sim): void {
  // Indexed: this runs after every monster's turn, and an iterator per call was garbage.
  const moved = sim.takeMoved();
  for (let i = 0; i < moved.length; i++) {
    const who = moved[i] as string;
    const m = sim.peekMonster(who);
    if (m && sim.content.monster.get(m.type)?.flags.includes("FLIES")) continue;
    const creature = sim.peekCharacter(who) ?? latest(m);
    if (!creature || creature.dead) continue;
    const stories = dropBelow(sim, latest(creature.pos));
    if (stories > 0) fall(sim, who, stories, "no floor");
  }
}
