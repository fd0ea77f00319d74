/**
 * What effects do to a creature that tries to move, as the game's move_effects: a downed
 * character tries to stand (up on rng(0, 40) <= dex + str / 2), a webbed one to break free
 * (x_in_y(str, 6 × intensity)); one asleep or paralysed by fear cannot move at all. Each of these
 * spends the step. A downed monster gets up, a webbed one tears at the webs
 * (x_in_y(melee dice × sides, 6 × intensity)); either loses its turn.
 */
import type { Sim } from "../../sim/context.js";
import { removeEffect } from "../../sim/creature_state.js";
import { effectsNow, statOf } from "./status.js";

/** Moves a failed step costs. */
export const STRUGGLE_MOVES = 100;

/** Why a character's step is lost this time (undefined: it may move). */
export function characterMoveBlocked(sim: Sim, who: string): string | undefined {
  const c = sim.world.characters[who];
  if (!c || c.effects.length === 0) return undefined;
  const has = (id: string): number | undefined => c.effects.find((e) => e.id === id)?.intensity;
  if (has("sleep") !== undefined) return "is asleep";
  if (has("fearparalyze") !== undefined) return "is paralyzed with fear";
  if (has("downed") !== undefined) {
    if (sim.dice.int(0, 40) > statOf(sim, c, "dex") + Math.floor(statOf(sim, c, "str") / 2))
      return "struggles to stand";
    removeEffect(sim, who, "downed");
    return "stands up";
  }
  const webbed = has("webbed");
  if (webbed !== undefined) {
    if (sim.dice.xInY(statOf(sim, c, "str"), 6 * webbed)) {
      removeEffect(sim, who, "webbed");
      return "frees themselves from the webs";
    }
    return "tries to break free of the webs";
  }
  return undefined;
}

/** Does a monster lose this turn to an effect (getting up, tearing at webs, stumbling stunned)? */
export function monsterMoveBlocked(sim: Sim, who: string): string | undefined {
  const m = sim.peekMonster(who);
  const effects = effectsNow(sim, who);
  if (!m || effects.length === 0) return undefined;
  const has = (id: string): number | undefined => effects.find((e) => e.id === id)?.intensity;
  if (has("downed") !== undefined) {
    removeEffect(sim, who, "downed");
    return "climbs to its feet";
  }
  const webbed = has("webbed");
  if (webbed !== undefined) {
    const t = sim.content.monster.get(m.type);
    if (sim.dice.xInY((t?.meleeDice ?? 0) * (t?.meleeDiceSides ?? 0), 6 * webbed)) {
      removeEffect(sim, who, "webbed");
      return "breaks free of the webs";
    }
    return "is stuck in the webs";
  }
  if (has("stunned") !== undefined) return "stumbles";
  return undefined;
}
