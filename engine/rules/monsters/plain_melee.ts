/**
 * A monster's plain melee attack, used when no special attack applies (src/monster.cpp
 * melee_attack): the hit roll is the game's melee_hit_range, normal_roll(5 × melee_skill, 25)
 * truncated, not the dice(accuracy, 10) that D3-F-accuracy gives the JSON melee attacks; against
 * the target's dodge roll and size (a miss when the spread is below 0); a body part by hit size;
 * damage from its melee dice plus its melee damage, less a monster target's armor.
 */
import type { Sim } from "../../sim/context.js";
import { nameOf } from "../../sim/creature_state.js";
import { dealDamage, unit } from "../../mechanics/damage.js";
import { addEffect } from "../../mechanics/effects/add.js";
import { afterHit } from "../../sim/hooks.js";
import { bodyPartName } from "../../world/anatomy.js";
import { hitThreshold, isImmobile, meleeDodgeRoll, sizeOf } from "../../mechanics/fight/defense.js";
import { rollHit } from "../../mechanics/fight/melee.js";
import { meetBlow } from "../../mechanics/fight/block.js";
import { rollPart } from "../../mechanics/fight/body.js";
import { cap } from "./text.js";
import { emitBlow } from "./blow_event.js";

export const PLAIN_MELEE_KEY = "melee";

const REGULAR = { hitsizeMin: -1, hitsizeMax: -1, attackUpper: true } as const;

export function plainMelee(sim: Sim, monsterId: string, targetId: string): void {
  const m = sim.world.monsters[monsterId];
  if (!m) return;
  const type = sim.content.monster.get(m.type);
  m.moves -= type?.attackCost ?? 100;
  // A skill-1 zombie still lands about one swing in four on a dex-8 survivor (dodge roll 20): the
  // normal roll's spread, where ten-sided dice would never reach 20.
  const hitspread =
    rollHit(sim, type?.meleeSkill ?? 0) -
    hitThreshold(meleeDodgeRoll(sim, targetId), sizeOf(sim, targetId), isImmobile(sim, targetId));
  const hit = hitspread >= 0;
  // HIT_AND_RUN: after a swing, hit or not, the monster runs for 4 turns (src/monster.cpp melee_attack).
  if (type?.flags.includes("HIT_AND_RUN")) addEffect(sim, monsterId, { id: "run", duration: 4 });
  if (!hit) {
    sim.emit({
      type: "attack",
      attacker: monsterId,
      target: targetId,
      attack: PLAIN_MELEE_KEY,
      outcome: "dodged",
      damage: 0,
      turn: sim.world.turn,
    });
    sim.emit({
      type: "message",
      text: `${cap(nameOf(sim, monsterId))} attacks ${nameOf(sim, targetId)}, but misses.`,
      about: targetId,
      turn: sim.world.turn,
    });
    return;
  }
  const aimedPart = sim.world.characters[targetId] ? rollPart(sim, targetId, REGULAR, hitspread) : undefined;
  // The melee dice are bash; `melee_damage` adds units of their own types, each met by its own armour.
  const rolled = [
    unit("bash", sim.dice.dice(type?.meleeDice ?? 0, type?.meleeDiceSides ?? 0)),
    ...(type?.meleeDamage ?? []),
  ];
  // The target's block comes before its armour (Creature::deal_melee_hit, block_hit).
  const { units, part: bodyPart } = meetBlow(sim, targetId, aimedPart, rolled);
  const dealt = dealDamage(sim, targetId, bodyPart, units, monsterId).total;
  emitBlow(sim, monsterId, targetId, PLAIN_MELEE_KEY, bodyPart, dealt);
  sim.emit({
    type: "message",
    text: `${cap(nameOf(sim, monsterId))} hits ${nameOf(sim, targetId)}${bodyPart ? ` on the ${bodyPartName(bodyPart)}` : ""} for ${dealt}.`,
    about: targetId,
    turn: sim.world.turn,
  });
  afterHit(sim, targetId, monsterId, false, dealt);
}
