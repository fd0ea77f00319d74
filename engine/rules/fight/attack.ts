/**
 * `{"type": "attack", "who": id, "target": id}` or `"dir": "e"`: a character hits a neighbouring
 * creature with its wielded item, or unarmed (src/melee.cpp Character::melee_attack; the numbers
 * are in engine/mechanics/fight/melee.ts). The swing costs the game's moves; a hit runs the target's
 * defences (`special_when_hit`: ZAPBACK, ACIDSPLASH) through the hit hooks.
 */
import { meleeHitAccuracy } from "../../mechanics/fight/limb_mods.js";
import * as t from "io-ts";
import type { ActionKind } from "../../sim/action.js";
import { direction, worldId } from "../../sim/codecs.js";
import type { Sim } from "../../sim/context.js";
import { character, nameOf } from "../../sim/creature_state.js";
import { dealDamage } from "../../mechanics/damage.js";
import { dodgeRoll, hitThreshold, isImmobile, meleeDodgeRoll, sizeOf } from "../../mechanics/fight/defense.js";
import { attackSpeed, critChance, rollHit, rollMeleeDamage, stumble, weaponOf } from "../../mechanics/fight/melee.js";
import { rngFloat } from "../../mechanics/fight/rolls.js";
import { isYou, subjectVerb } from "../../mechanics/fight/words.js";
import { meleeStaminaCost, modStamina } from "../../mechanics/fight/stamina.js";
import { afterHit } from "../../sim/hooks.js";
import { bodyPartName } from "../../world/anatomy.js";
import { creatureAt, creaturePos } from "../../world/creatures.js";
import { DIRECTIONS, type Direction, distance } from "../../world/grid.js";
import type { World } from "../../world/types.js";
import { pickBodyPart } from "./body.js";

export interface AttackAction {
  readonly type: "attack";
  readonly who: string;
  readonly target?: string;
  readonly dir?: Direction;
}

/** The attack key of a character's melee blow in `attack` events. */
export const MELEE_BLOW = "melee";

function targetOf(sim: Sim, a: AttackAction): string {
  const c = character(sim, a.who);
  if ((a.target === undefined) === (a.dir === undefined)) sim.refuse('attack needs exactly one of "target" and "dir"');
  let id = a.target;
  if (a.dir !== undefined) {
    const [dx, dy] = DIRECTIONS[a.dir];
    const at = { x: c.pos.x + dx, y: c.pos.y + dy, z: c.pos.z };
    id = creatureAt(sim.world as unknown as World, at)?.id;
    if (id === undefined) sim.refuse(`there is no one to attack at ${at.x},${at.y},${at.z}`);
  }
  const tid = id as string;
  const tpos = creaturePos(sim.world, tid);
  const alive = sim.world.characters[tid] ? !sim.world.characters[tid]?.dead : sim.world.monsters[tid]?.dead !== true;
  if (!tpos || !alive) sim.refuse(`there is no living creature ${JSON.stringify(tid)} to attack`);
  if (tid === a.who) sim.refuse(`${a.who} cannot attack itself`);
  if (tpos.z !== c.pos.z || distance(c.pos, tpos) !== 1)
    sim.refuse(`${tid} is not next to ${a.who} (${tpos.x},${tpos.y},${tpos.z}); melee reaches neighbours only`);
  return tid;
}

/** One melee swing; exported for specs that measure hit and damage rates. */
export function meleeAttack(sim: Sim, who: string, targetId: string): void {
  const c = character(sim, who);
  const weapon = weaponOf(sim, c);
  const weaponName = weapon?.name ?? "fists";
  const accuracy = meleeHitAccuracy(sim, c, weapon);
  const hitspread =
    rollHit(sim, accuracy) -
    hitThreshold(meleeDodgeRoll(sim, targetId), sizeOf(sim, targetId), isImmobile(sim, targetId));
  let moves = attackSpeed(sim, c, weapon);
  // Every swing, hit or miss, is hard work (Character::melee_attack_abstract).
  const stamina = meleeStaminaCost(sim, c, weapon);
  modStamina(sim, c, stamina);
  if (hitspread < 0) {
    moves += stumble(sim, c, weapon);
    c.moves -= moves;
    sim.emit({ type: "attack", attacker: who, target: targetId, attack: MELEE_BLOW, outcome: "miss", damage: 0 });
    sim.emit({
      type: "message",
      text: `${subjectVerb(sim, who, "swings", "swing")} ${weaponName} at ${nameOf(sim, targetId)} and ${isYou(sim, who) ? "miss" : "misses"}.`,
      about: who,
    });
    sim.emit({ type: "rule", name: "melee_roll", data: { attacker: who, target: targetId, hitspread, moves } });
    return;
  }
  // The crit roll is a second hit roll against a second dodge roll (Character::scored_crit).
  const critRoll = rollHit(sim, accuracy);
  const crit = rngFloat(sim.dice, 0, 1) < critChance(sim, c, weapon, critRoll, dodgeRoll(sim, targetId));
  const part = pickBodyPart(sim, targetId, hitspread);
  const units = rollMeleeDamage(sim, c, weapon, crit);
  c.moves -= moves;
  const hit = { vector: "melee" as const, crit, ...(weapon ? { weapon } : {}) };
  const dealt = dealDamage(sim, targetId, part, units, who, "melee", hit).total;
  sim.emit({
    type: "attack",
    attacker: who,
    target: targetId,
    attack: MELEE_BLOW,
    outcome: dealt > 0 ? "hit" : "no_damage",
    ...(part ? { bodyPart: part } : {}),
    damage: dealt,
  });
  sim.emit({
    type: "message",
    text: `${crit ? `${nameOf(sim, who)} critically ${isYou(sim, who) ? "hit" : "hits"}` : subjectVerb(sim, who, "hits", "hit")} ${nameOf(sim, targetId)}${part ? ` on the ${bodyPartName(part)}` : ""} with ${weaponName} for ${dealt}.`,
    about: who,
  });
  sim.emit({ type: "rule", name: "melee_roll", data: { attacker: who, target: targetId, hitspread, crit, moves } });
  // A quiet sound of the blow (src/melee.cpp: "whack!" at volume 8).
  sim.emit({ type: "sound", description: "whack!", volume: 8, pos: { ...c.pos }, source: who });
  afterHit(sim, targetId, who, false, dealt);
}

export const attackKind: ActionKind<AttackAction> = {
  type: "attack",
  codec: t.intersection([
    t.type({ type: t.literal("attack"), who: worldId }),
    t.partial({ target: worldId, dir: direction }),
  ]),
  actor: (a) => a.who,
  describe: (a) => `${a.who} attacks ${a.target ?? `to the ${a.dir}`}`,
  run(sim, a) {
    const target = targetOf(sim, a);
    meleeAttack(sim, a.who, target);
  },
};
