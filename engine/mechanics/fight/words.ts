/**
 * The player's words in the fight's messages: a character named "you" (the player, as scenarios
 * usually name them) takes the plain verb ("you hit", "you miss"), everyone else, a player with a
 * name of their own included, the third person. The story's grammar helpers (engine/scenario/grammar.ts) sit above this layer; the
 * events themselves must read right too.
 */
import type { Sim } from "../../sim/context.js";
import { nameOf } from "../../sim/creature_state.js";

/** Whether messages about `id` speak to the reader (the player). */
export function isYou(sim: Sim, id: string): boolean {
  return sim.world.characters[id]?.name.toLowerCase() === "you";
}

/** `who`'s name and the verb agreeing with it: ("hits", "hit") -> "you hit" / "Rex hits". */
export function subjectVerb(sim: Sim, who: string, third: string, plain: string): string {
  return `${nameOf(sim, who)} ${isYou(sim, who) ? plain : third}`;
}
