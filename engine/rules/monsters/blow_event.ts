/**
 * The `attack` event of a monster's blow that landed (a JSON melee attack's or the plain melee's):
 * "hit" when it dealt damage, "no_damage" when armour or a block took it all.
 */
import type { Sim } from "../../sim/context.js";

export function emitBlow(
  sim: Sim,
  attacker: string,
  target: string,
  attack: string,
  part: string | undefined,
  dealt: number,
): void {
  const outcome = dealt > 0 ? "hit" : "no_damage";
  const turn = sim.world.turn;
  // Two literals, not a spread of the part: the event keeps its members' order, and is one object
  // with the turn in it (Sim.emit).
  sim.emit(
    part
      ? { type: "attack", attacker, target, attack, outcome, bodyPart: part, damage: dealt, turn }
      : { type: "attack", attacker, target, attack, outcome, damage: dealt, turn },
  );
}
