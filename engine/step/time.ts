/**
 * Time as the game keeps it for a character's actions: every action spends the character's moves
 * (a step on flat ground 100, ...), and the world's turns pass — monsters act, effects and fields
 * run — until the character has moves again. At speed 100 one step is one turn; a slower
 * character loses more turns to the same action.
 */
import type { Sim } from "../sim/context.js";
import { advanceTurn } from "./turn.js";

/** A character whose speed never gives it moves back would stop the world: this many turns at most. */
export const MAX_TURNS_WAITING_TO_ACT = 10_000;

export function untilActorCanAct(sim: Sim, who: string): void {
  for (let i = 0; i < MAX_TURNS_WAITING_TO_ACT; i++) {
    const c = sim.world.characters[who];
    // Busy with an activity, it has no choice to make until the activity ends.
    if (!c || c.dead || (c.moves > 0 && c.activity === undefined)) return;
    advanceTurn(sim);
  }
}
