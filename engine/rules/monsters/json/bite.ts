/**
 * The `bite` kind: the melee flow (D3-bite-fields) plus infection (D3-bite-infect), which on a
 * target of body type `human` needs the target to be grabbed already (D3-bite-grab, X-20: the
 * specification's sentence read as the current game behaves: the bite itself lands as any melee
 * attack). hitsize_min defaults to 1 in the loader (D3-bite-hitsize).
 */
import type { BiteAttack } from "../../../content/kinds/monsters/attack_types.js";
import { addEffect } from "../../../mechanics/effects/add.js";
import type { AttackCall } from "../attack_context.js";
import { effectsOf, isGrabbed, monsterType, partFlags } from "../combat.js";
import { meleeFlow, type MeleeLike } from "./melee.js";

/** a target of body type `human` is infected only when it is grabbed already. */
function canInfect(call: AttackCall<MeleeLike>, targetId: string): boolean {
  const sim = call.sim;
  const c = sim.world.characters[targetId];
  const bodytype = c ? c.bodytype : monsterType(sim, targetId)?.bodytype;
  return bodytype !== "human" || isGrabbed(sim, targetId);
}

const BITE_EXTRAS = {
  onDamage: (call: AttackCall<MeleeLike>, targetId: string, part: string | undefined): void => {
    if (canInfect(call, targetId)) infect(call as AttackCall<BiteAttack>, targetId, part);
  },
};

export function performBite(call: AttackCall<BiteAttack>): boolean {
  return meleeFlow(call, BITE_EXTRAS);
}

/**
 * D3-bite-infect: on a character's non-bionic part, x_in_y(chance, 100) gives `bite` (40 min,
 * permanent) where `bite` already is, `infected` (25 min) where that is, else a new `bite` (1 turn,
 * permanent); x_in_y(chance, 20) passes the monster's virus; a TOXICFLESH target poisons the biter.
 */
function infect(call: AttackCall<BiteAttack>, targetId: string, part: string | undefined): void {
  const { sim, monsterId, attack } = call;
  const c = sim.world.characters[targetId];
  if (!c || part === undefined || partFlags(sim, targetId, part).includes("BIONIC_LIMB")) return;
  const chance = attack.infectionChance;
  if (sim.dice.xInY(chance, 100)) {
    const here = effectsOf(sim, targetId).filter((e) => e.bodyPart === part);
    if (here.some((e) => e.id === "bite"))
      addEffect(sim, targetId, { id: "bite", bodyPart: part, intensity: 1, duration: 2400, permanent: true });
    else if (here.some((e) => e.id === "infected"))
      addEffect(sim, targetId, { id: "infected", bodyPart: part, intensity: 1, duration: 1500 });
    else addEffect(sim, targetId, { id: "bite", bodyPart: part, intensity: 1, duration: 1, permanent: true });
  }
  const type = monsterType(sim, monsterId);
  if (sim.dice.xInY(chance, 20)) {
    if (type?.flags.includes("DEADLY_VIRUS"))
      addEffect(sim, targetId, { id: "zombie_virus", intensity: 1, duration: 1, permanent: true });
    else if (type?.flags.includes("VAMP_VIRUS") && !c.traits.includes("VAMPIRE"))
      addEffect(sim, targetId, { id: "vampire_virus", intensity: 1, duration: 1, permanent: true });
  }
  if (
    c.flags.includes("TOXICFLESH") ||
    c.traits.some((t) => sim.content.mutation.get(t)?.flags.includes("TOXICFLESH") === true)
  ) {
    addEffect(sim, monsterId, { id: "poison", intensity: 1, duration: 300 });
    addEffect(sim, monsterId, { id: "badpoison", intensity: 1, duration: 300 });
  }
}
