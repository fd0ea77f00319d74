/**
 * Does electricity pass? What ZAPBACK asks of the character hitting a shocker (src/mondefense.cpp
 * zapback, src/item.cpp `conductive`): an item with the CONDUCTIVE flag conducts, one with
 * NONCONDUCTIVE does not, otherwise it conducts when any of its materials does (material
 * `conductive`). Non-conductive gear covering a hand (coverage 95 or more) or a non-conductive
 * wielded weapon spares the attacker.
 */
import type { Character } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";

export function isConductive(sim: Sim, itemId: string): boolean {
  const item = sim.content.item.get(itemId);
  if (!item) return true;
  if (item.flags.includes("CONDUCTIVE")) return true;
  if (item.flags.includes("NONCONDUCTIVE")) return false;
  return item.materials.some((m) => sim.content.material.get(m)?.conductive === true);
}

/** What spares the attacker a ZAPBACK: the gloves' or the weapon's id, or undefined. */
export function zapInsulation(sim: Sim, c: Character): string | undefined {
  for (const stack of c.worn) {
    const item = sim.content.item.get(stack.id);
    if (!item || isConductive(sim, stack.id)) continue;
    const hand = item.combat.armor.some(
      (p) => (p.covers.includes("hand_l") || p.covers.includes("hand_r")) && p.coverage >= 95,
    );
    if (hand) return stack.id;
  }
  if (c.wielded && !isConductive(sim, c.wielded.id)) return c.wielded.id;
  return undefined;
}
