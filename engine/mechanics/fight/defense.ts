/**
 * What a creature opposes to a blow or a shot: its size and its dodge, as the game computes them
 * (src/creature.cpp size_melee_penalty, src/melee.cpp dodge_roll, src/character.cpp get_dodge).
 * Shared by the monsters' attacks (engine/rules/monsters) and the characters' (engine/rules/fight).
 */
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type { Character } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { cannotDodge, effectiveSpeed, effectMod, statOf } from "../effects/status.js";
import { limbScore } from "../limb_scores.js";
import { dodgeStaminaCost, modStamina, STAMINA, staminaDodgeModifier } from "./stamina.js";

export type Size = Character["size"];

/** The game's size penalty on melee hit rolls (src/creature.cpp size_melee_penalty). */
export const SIZE_PENALTY: Readonly<Record<Size, number>> = { tiny: 30, small: 15, medium: 0, large: -10, huge: -20 };

export function monsterType(sim: Sim, id: string): MonsterType | undefined {
  const m = sim.world.monsters[id];
  return m ? sim.content.monster.get(m.type) : undefined;
}

/** A monster's size from its volume (the real engine's volume thresholds). */
export function sizeOfVolume(ml: number): Size {
  if (ml <= 0) return "medium";
  if (ml <= 7500) return "tiny";
  if (ml <= 46250) return "small";
  if (ml <= 77500) return "medium";
  if (ml <= 483750) return "large";
  return "huge";
}

export function sizeOf(sim: Sim, id: string): Size {
  const c = sim.world.characters[id];
  if (c) return c.size;
  return sizeOfVolume(monsterType(sim, id)?.volume ?? 0);
}

/** Dodge attempts a character has each turn (the game's get_num_dodges without martial arts). */
export const DODGES_PER_TURN = 1;

/**
 * The target's dodge: a character's dex / 2 + dodge skill (scaled down below speed 100, × its
 * stamina's dodge modifier and its reaction limb score: Character::get_dodge), a
 * monster's `dodge`, each plus its effects' `dodge_mod`; 0 for IMMOBILE monsters, for anyone
 * downed, asleep or paralysed by fear, and for a character who has used this turn's dodge (the
 * game's can_try_dodge with no dodges left).
 */
export function dodgeOf(sim: Sim, id: string): number {
  if (cannotDodge(sim, id)) return 0;
  const c = sim.world.characters[id];
  if (c) {
    if ((c.dodgesUsed ?? 0) >= DODGES_PER_TURN) return 0;
    // Tired, a character dodges less, and below a tenth or so of its stamina not at all.
    const tired = staminaDodgeModifier(c);
    if (tired <= STAMINA.noDodgeBelow) return 0;
    let d = statOf(sim, c, "dex") / 2 + (c.skills["dodge"] ?? 0) + effectMod(sim, id, "dodge_mod");
    // Speed below 100 (after effects and pain: get_speed) scales it down; so does the reaction
    // limb score (a hurt eye or leg, a winded character: get_limb_score(reaction)).
    const speed = effectiveSpeed(sim, id, c.speed);
    if (speed < 100) d *= Math.max(0, speed) / 100;
    return Math.max(0, d * tired * limbScore(sim, c, "reaction"));
  }
  const t = monsterType(sim, id);
  if (!t || t.flags.includes("IMMOBILE")) return 0;
  return Math.max(0, t.dodge + effectMod(sim, id, "dodge_mod"));
}

/** The dodge roll of the game: dodge × 5 (src/melee.cpp dodge_roll). */
export function dodgeRoll(sim: Sim, id: string): number {
  return dodgeOf(sim, id) * 5;
}

/**
 * The dodge roll a melee blow meets, which uses up a character's dodge for the turn and burns its
 * stamina (the game's deal_melee_attack: dodge_roll(), then on_try_dodge()): a second blow in the
 * same turn meets no dodge at all. Monsters dodge every blow, tirelessly.
 */
export function meleeDodgeRoll(sim: Sim, id: string): number {
  const roll = dodgeRoll(sim, id);
  const c = sim.world.characters[id];
  if (c && !cannotDodge(sim, id) && (c.dodgesUsed ?? 0) < DODGES_PER_TURN) {
    c.dodgesUsed = (c.dodgesUsed ?? 0) + 1;
    // The attempt burns stamina whether or not it worked (on_try_dodge), through mod_stamina: an
    // NPC spends none, and the player overspent is winded.
    modStamina(sim, c, -dodgeStaminaCost(c));
  }
  return roll;
}

export function isImmobile(sim: Sim, id: string): boolean {
  return monsterType(sim, id)?.flags.includes("IMMOBILE") === true;
}

/** The fixed part of the hit roll: what dice(accuracy, 10) must beat (hitspread = roll − this). */
export function hitThreshold(dodgeRollValue: number, size: Size, immobile: boolean): number {
  return dodgeRollValue + SIZE_PENALTY[size] - (immobile ? 40 : 0);
}
