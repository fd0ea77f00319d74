/** The part a character's blow lands on: a character target's regular roll (none for monsters). */
import type { Sim } from "../../sim/context.js";
import { rollPart } from "../../mechanics/fight/body.js";

const REGULAR = { hitsizeMin: -1, hitsizeMax: -1, attackUpper: true } as const;

export function pickBodyPart(sim: Sim, targetId: string, hitspread: number): string | undefined {
  if (!sim.world.characters[targetId]) return undefined;
  return rollPart(sim, targetId, REGULAR, hitspread);
}
