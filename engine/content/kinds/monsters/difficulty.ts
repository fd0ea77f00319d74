/**
 * The game's static difficulty of a monster type: the number src/monstergenerator.cpp computes for
 * every monster type once its data is final, used to pick spawns and shown to players as "Minimal
 * threat" .. "Fatally dangerous!". It is computed from the data alone, never from a fight, which is
 * what the danger sweep sets it beside. In the current game:
 *
 *   offence = (melee_skill + 1) × melee_dice × (total melee_damage + melee_dice_sides) × 0.04
 *   defence = (dodge + 1) × (3 + armour against the damage types marked mon_difficulty) × 0.04
 *   extra   = diff + special attacks (those that only eat, graze or talk not counted) + 8 × emit_fields
 *   base    = the integer part of offence + defence + extra
 *   mod     = (hp + speed − attack_cost + (morale + aggression) × 0.1) × 0.01
 *             + (vision_day + 2 × vision_night) × 0.01
 *   difficulty = max(1, the integer part of base × mod)
 *
 * The damage types marked `mon_difficulty` in the game's data/json/damage_types.json are bash, cut,
 * stab and bullet (a spec checks that list against the file). The total melee damage adds each
 * `melee_damage` unit's amount times its damage_multiplier.
 */
import type { Monster } from "../monster.js";

/** Damage types whose armour counts (`"mon_difficulty": true` in the game's damage types). */
export const DIFFICULTY_ARMOUR_TYPES: readonly string[] = ["bash", "cut", "stab", "bullet"];

/** Special attacks the game leaves out of the count: they eat, graze or talk, never fight. */
export const UNCOUNTED_ATTACKS: ReadonlySet<string> = new Set([
  "PARROT",
  "PARROT_AT_DANGER",
  "GRAZE",
  "EAT_CROP",
  "EAT_FOOD",
  "EAT_CARRION",
]);

/** The game's static difficulty of a monster type (see the module comment). */
export function staticDifficulty(m: Monster): number {
  const meleeTotal = m.meleeDamage.reduce((sum, u) => sum + u.amount * u.damageMultiplier, 0);
  const armour = DIFFICULTY_ARMOUR_TYPES.reduce((sum, type) => sum + (m.armor[type] ?? 0), 0);
  const attacks = m.specialAttacks.filter((a) => !UNCOUNTED_ATTACKS.has(a.key)).length;
  const offence = (m.meleeSkill + 1) * m.meleeDice * (meleeTotal + m.meleeDiceSides) * 0.04;
  const defence = (m.dodge + 1) * (3 + armour) * 0.04;
  const extra = m.difficultyBase + attacks + 8 * m.emitFieldCount;
  // The game keeps the sum in an int (truncated), then multiplies it in place (truncated again).
  const base = Math.trunc(offence + defence + extra);
  const mod =
    (m.hp + m.speed - m.attackCost + (m.morale + m.aggression) * 0.1) * 0.01 + (m.visionDay + 2 * m.visionNight) * 0.01;
  return Math.max(1, Math.trunc(base * mod));
}
