/**
 * How an NPC sizes up a fight (src/npcmove.cpp, CleverRaven/Cataclysm-DDA master as stored in
 * 2025: npc::evaluate_monster, npc::evaluate_self, npc::estimate_armour, npc::assess_danger):
 *
 * - a monster's threat is its type's difficulty (at least NPC_DANGER_VERY_LOW, 5), × (hp share ×
 *   0.5 + 0.5), ÷ max(1, distance² / (speed rating × 250)), at most 150;
 * - the NPC's own strength is its dodge + its armour estimate + its weapon's value + bravery +
 *   aggression, × its speed (at least 0.5; 0.75 with a gun), × its health: hp share less a random
 *   share of pain / perception;
 * - enemy strength is the sum of the hostile monsters' threats it sees, × NPC_COWARDICE_MODIFIER
 *   (0.25), × hostiles / friends when hostiles within its medium range outnumber its side; its own
 *   side is half its own strength;
 * - its target is the monster of highest priority, threat − 2 × (distance / speed rating − 1), or
 *   the whole threat within 6 tiles.
 *
 * The monster's difficulty is the game's static one (content/kinds/monsters/difficulty.ts), the same
 * number the danger report sets beside its measured danger.
 */
import { staticDifficulty } from "../../../content/kinds/monsters/difficulty.js";
import type { Sim } from "../../../sim/context.js";
import { dodgeOf } from "../../../mechanics/fight/defense.js";
import { effectiveSpeed, monsterBaseSpeed, statOf } from "../../../mechanics/effects/status.js";
import { portionResist, portionsCovering } from "../../../mechanics/fight/armor.js";
import { canSee } from "../../../sim/terrain.js";
import { distance } from "../../../world/grid.js";
import { sortedKeys } from "../../../world/sorted_keys.js";
import type { Character, ItemStack, Monster } from "../../../world/types.js";
import { rngFloat } from "../../../mechanics/fight/rolls.js";

export const NPC_DANGER_VERY_LOW = 5;
export const NPC_MONSTER_DANGER_MAX = 150;
export const NPC_CHARACTER_DANGER_MAX = 250;
export const NPC_COWARDICE_MODIFIER = 0.25;
/** Within this many tiles a hostile is "too close" and keeps its whole threat as priority (def_radius). */
export const DEFENCE_RADIUS = 6;

/** A monster's speed rating: its speed after effects over 100 (Creature::speed_rating). */
function speedRating(sim: Sim, m: Readonly<Monster>): number {
  return Math.max(0.01, effectiveSpeed(sim, m.id, monsterBaseSpeed(sim, m)) / 100);
}

/** npc::evaluate_monster. */
export function evaluateMonster(sim: Sim, m: Readonly<Monster>, dist: number): number {
  const type = sim.content.monster.get(m.type);
  if (!type) return NPC_DANGER_VERY_LOW;
  const scaled = Math.max(1, (dist * dist) / (speedRating(sim, m) * 250));
  const hpShare = type.hp > 0 ? Math.max(0, m.hp) / type.hp : 1;
  const diff = Math.max(staticDifficulty(type), NPC_DANGER_VERY_LOW) * ((hpShare * 0.5 + 0.5) / scaled);
  return Math.min(diff, NPC_MONSTER_DANGER_MAX);
}

/** Is this a main part, with hit points of its own (not a hand or a foot)? */
export function isMainPart(sim: Sim, part: string): boolean {
  const main = sim.content.body_part.get(part)?.main;
  return main !== undefined ? main === part : !/^(hand|foot)_/.test(part);
}

/** The hit points left over the hit points whole, in percent (Character::hp_percentage, main parts). */
export function hpPercentage(sim: Sim, c: Readonly<Character>): number {
  let hp = 0;
  let max = 0;
  for (const part of sortedKeys(c.body)) {
    const s = c.body[part];
    if (!s || !isMainPart(sim, part)) continue;
    hp += s.hp;
    max += s.hpMax;
  }
  return max > 0 ? (100 * hp) / max : 0;
}

const ARMOUR_TYPES = ["bash", "cut", "stab", "bullet"] as const;

/**
 * npc::estimate_armour: per main part, the worn armour against bash, cut, stab and bullet summed and
 * averaged over the four, head and torso counting four times; every material counted as covering.
 */
export function estimateArmour(sim: Sim, c: Readonly<Character>): number {
  // The same body and clothes give the same estimate: an NPC asks every action. The last answer
  // is kept on the worn list while it holds the same items and the body the same parts.
  const parts = sortedKeys(c.body);
  const last = LAST_ESTIMATE.get(c.worn);
  if (
    last !== undefined &&
    last.content === sim.content &&
    last.parts === parts &&
    last.ids.length === c.worn.length &&
    c.worn.every((s, i) => s.id === last.ids[i])
  )
    return last.value;
  let known = ARMOUR_ESTIMATES.get(sim.content);
  if (!known) ARMOUR_ESTIMATES.set(sim.content, (known = new Map()));
  let key = "";
  for (const part in c.body) key += `${part},`;
  key += "|";
  for (const stack of c.worn) key += `${stack.id},`;
  let value = known.get(key);
  if (value === undefined) {
    value = armourOf(sim, c);
    known.set(key, value);
  }
  LAST_ESTIMATE.set(c.worn, { content: sim.content, parts, ids: c.worn.map((s) => s.id), value });
  return value;
}

/** The last estimate per worn list (a working copy may change the list in place: hence its ids). */
const LAST_ESTIMATE = new WeakMap<
  readonly ItemStack[],
  { content: Sim["content"]; parts: readonly string[]; ids: readonly string[]; value: number }
>();

/** Estimates by content, then by body parts and worn item ids. */
const ARMOUR_ESTIMATES = new WeakMap<Sim["content"], Map<string, number>>();

function armourOf(sim: Sim, c: Readonly<Character>): number {
  let armour = 0;
  let parts = 0;
  for (const part of sortedKeys(c.body)) {
    if (!isMainPart(sim, part)) continue;
    let step = 0;
    parts += 1;
    for (const stack of c.worn) {
      const item = sim.content.item.get(stack.id);
      if (!item) continue;
      const portion = portionsCovering(item, part)[0];
      if (!portion) continue;
      for (const type of ARMOUR_TYPES) step += portionResist(sim.content, item, portion, type, () => 0);
    }
    if (part === "head" || part === "torso") {
      step *= 4;
      parts += 3;
    }
    armour += step / 4;
  }
  return parts > 0 ? armour / parts : 0;
}

export interface SelfAssessment {
  /** Its strength before halving (evaluate_self). */
  readonly strength: number;
  /** mem_combat.my_health: the share of health it believes it has. */
  readonly health: number;
}

/** npc::evaluate_self; `weaponValue` is the value of what it wields. */
export function evaluateSelf(sim: Sim, c: Readonly<Character>, myGun: boolean, weaponValue: number): SelfAssessment {
  const per = Math.max(1, statOf(sim, c, "per"));
  const painFactor = rngFloat(sim.dice, 0, c.pain / per);
  const health = (hpPercentage(sim, c) - painFactor) / 100;
  let speed = Math.max(0.5, effectiveSpeed(sim, c.id, c.speed) / 100);
  if (myGun) speed = Math.max(speed, 0.75);
  const p = c.personality ?? { aggression: 0, bravery: 0 };
  let threat = dodgeOf(sim, c.id) + estimateArmour(sim, c) + weaponValue + p.bravery + p.aggression;
  threat *= speed;
  threat *= health;
  return { strength: Math.min(threat, NPC_CHARACTER_DANGER_MAX), health };
}

export interface Hostile {
  readonly id: string;
  readonly dist: number;
  readonly threat: number;
}

export interface Assessment {
  /** Hostile monsters it sees, nearest first (ties by id). */
  readonly hostiles: readonly Hostile[];
  /** The monster it means to fight, if any (ai_cache.target). */
  readonly target: Hostile | undefined;
  /** mem_combat.assess_enemy after the cowardice modifier and the crowd. */
  readonly enemy: number;
  /** mem_combat.assess_ally: half its own strength. */
  readonly ally: number;
  /** Hostiles within its close range (mem_combat.swarm_count). */
  readonly swarm: number;
  readonly health: number;
}

/** Hostile monsters the character sees on its level (attitude hostile, a clear line of sight). */
export function seenHostiles(sim: Sim, c: Readonly<Character>): { m: Readonly<Monster>; dist: number }[] {
  const out: { m: Readonly<Monster>; dist: number }[] = [];
  for (const id of sim.monsterIds()) {
    const m = sim.peekMonster(id);
    if (!m || m.dead || m.attitude !== "hostile" || m.pos.z !== c.pos.z) continue;
    if (!canSee(sim.content, sim.map(), c.pos, m.pos)) continue;
    out.push({ m, dist: distance(c.pos, m.pos) });
  }
  return out.sort((a, b) => a.dist - b.dist || (a.m.id < b.m.id ? -1 : 1));
}

/**
 * npc::assess_danger for a survivor alone (no allies, no player in its view): `maxRange` is the
 * range it can attack from without moving (1 in melee, the gun's range otherwise).
 */
export function assessDanger(
  sim: Sim,
  c: Readonly<Character>,
  myGun: boolean,
  weaponValue: number,
  maxRange: number,
): Assessment {
  const medium = Math.min(15, Math.max(maxRange, 8));
  const close = Math.min(Math.max(maxRange, 1), Math.trunc(medium / 2));
  const hostiles: Hostile[] = [];
  let enemy = 0;
  let count = 0;
  let swarm = 0;
  let best = 1;
  let target: Hostile | undefined;
  for (const { m, dist } of seenHostiles(sim, c)) {
    const threat = evaluateMonster(sim, m, dist);
    const h = { id: m.id, dist, threat };
    hostiles.push(h);
    enemy += threat;
    if (dist < medium) count += 1;
    if (dist <= close) swarm += 1;
    const scaled = Math.max(1, dist / speedRating(sim, m));
    const priority = Math.max(threat - 2 * (scaled - 1), dist <= DEFENCE_RADIUS ? threat : 0);
    if (priority > best) {
      best = priority;
      target = h;
    }
  }
  if (hostiles.length === 0) return { hostiles, target, enemy: 0, ally: 0, swarm: 0, health: 1 };
  enemy *= NPC_COWARDICE_MODIFIER;
  const friends = 1;
  if (count > friends) enemy *= count / friends;
  const self = evaluateSelf(sim, c, myGun, weaponValue);
  return { hostiles, target, enemy, ally: self.strength * 0.5, swarm, health: self.health };
}
