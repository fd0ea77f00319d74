/**
 * The chance to slip on one story of a descent (C-slip-base, C-F-slip_chance_mod, L-slip-base,
 * X-39), as the real game computes it (src/game.cpp slip_down_chance): a float percentage.
 *
 *   slip = 100 (0 with the CLIMB_FLYING flag)
 *   parkour proficiency: / 2; BADKNEES trait: x 2 (both: unchanged)
 *   x wetness penalty: 1 + sum over hand_l, hand_r, foot_l, foot_r of (wetness / 100) / 2
 *   / max(1, str + dex)
 *   / slip-prevention limb score (1.0 when healthy; see limbScore)
 *   + 8 x carried weight / carry capacity, rounded up at random by its fraction (roll_remainder)
 *   if stamina < 80 % of its maximum: / max(stamina ratio, 0.1)
 *   + the aid's slip_chance_mod (not clamped: <= 0 never slips, >= 100 always does)
 *
 * str 8, dex 8, dry, healthy, unloaded, rested: 100 / 16 = 6.25 %; at half load 10.25 %.
 */
import type { Content } from "../../content/load.js";
import type { Dice } from "../../world/rng.js";
import type { Character } from "../../world/types.js";
import { NEW_CHARACTER_STAMINA } from "../../mechanics/fight/stamina.js";
import { carriedWeight } from "../../mechanics/body_weight.js";

/** Everything the formula reads, so that it can be computed (and tested) without a world. */
export interface SlipInputs {
  readonly str: number;
  readonly dex: number;
  readonly climbFlying: boolean;
  readonly parkour: boolean;
  readonly badKnees: boolean;
  /** Wetness 0..100 of the primary hands and feet (missing parts are dry). */
  readonly wetness: readonly number[];
  /** The slip-prevention limb score; 1.0 for a healthy character. */
  readonly limbScore: number;
  /** Grams carried and the carrying capacity in grams. */
  readonly carried: number;
  readonly capacity: number;
  readonly stamina: number;
  readonly staminaMax: number;
}

export const FRESH_CHARACTER: SlipInputs = {
  str: 8,
  dex: 8,
  climbFlying: false,
  parkour: false,
  badKnees: false,
  wetness: [],
  limbScore: 1,
  carried: 0,
  capacity: 45000,
  stamina: NEW_CHARACTER_STAMINA,
  staminaMax: NEW_CHARACTER_STAMINA,
};

export const PARKOUR_PROFICIENCY = "prof_parkour";
export const BADKNEES_TRAIT = "BADKNEES";
export const CLIMB_FLYING_FLAG = "CLIMB_FLYING";
const WET_PARTS = ["hand_l", "hand_r", "foot_l", "foot_r"] as const;

/** The weight term before its random rounding: 8 x carried / capacity. */
export function weightTerm(i: SlipInputs): number {
  return i.capacity > 0 ? (8 * Math.max(0, i.carried)) / i.capacity : 8;
}

/**
 * The slip chance in percent with `mod` added; `weight` is the weight term after rounding
 * (default: unrounded, which makes the result the expected value of the rolled chance, since the
 * random rounding keeps the mean and every later step is linear in it).
 */
export function slipChance(i: SlipInputs, mod = 0, weight: number = weightTerm(i)): number {
  let slip = i.climbFlying ? 0 : 100;
  if (i.parkour && !i.badKnees) slip /= 2;
  else if (i.badKnees && !i.parkour) slip *= 2;
  let wet = 1;
  if (!i.climbFlying) for (const w of i.wetness) if (w > 0) wet += Math.min(100, w) / 100 / 2;
  slip *= wet;
  slip /= Math.max(1, i.str + i.dex);
  slip /= Math.max(0.1, i.limbScore);
  slip += weight;
  const ratio = i.staminaMax > 0 ? i.stamina / i.staminaMax : 1;
  if (ratio < 0.8) slip /= Math.max(ratio, 0.1);
  return slip + mod;
}

/** The game's roll_remainder: the integer part, plus one with the probability of the fraction. */
export function rollRemainder(dice: Dice, value: number): number {
  const whole = Math.floor(value);
  const frac = value - whole;
  return frac > 0 && dice.chance(frac) ? whole + 1 : whole;
}

/** The chance as one story's roll sees it: the weight term rounded at random (one RNG draw when fractional). */
export function rolledSlipChance(dice: Dice, i: SlipInputs, mod: number): number {
  return slipChance(i, mod, rollRemainder(dice, weightTerm(i)));
}

/** One slip roll: x_in_y(chance, 100). At 0 or below never, at 100 or above always. */
export function rollSlip(dice: Dice, chance: number): boolean {
  if (chance <= 0) return false;
  if (chance >= 100) return true;
  return dice.xInY(chance, 100);
}

/**
 * The slip-prevention limb score (3 grip + 2 lift + footing) / 6. ASSUMPTION: each of the three is
 * the mean hit-point ratio of the parts that provide it (grip: hands, lift: arms, footing: legs and
 * feet), so a healthy character scores exactly 1.0 and injuries make slips likelier; encumbrance
 * is ignored, as the game does here.
 */
export function limbScore(c: Character): number {
  const ratio = (parts: readonly string[]): number => {
    let sum = 0;
    let n = 0;
    for (const p of parts) {
      const b = c.body[p];
      if (!b || b.hpMax <= 0) continue;
      sum += Math.max(0, b.hp) / b.hpMax;
      n++;
    }
    return n === 0 ? 1 : sum / n;
  };
  const grip = ratio(["hand_l", "hand_r"]);
  const lift = ratio(["arm_l", "arm_r"]);
  const footing = ratio(["leg_l", "leg_r", "foot_l", "foot_r"]);
  return (3 * grip + 2 * lift + footing) / 6;
}

/** Reads the formula's inputs from a character. */
export function slipInputs(content: Content, c: Character): SlipInputs {
  return {
    str: c.stats.str,
    dex: c.stats.dex,
    climbFlying: c.flags.includes(CLIMB_FLYING_FLAG),
    parkour: c.proficiencies.includes(PARKOUR_PROFICIENCY),
    badKnees: c.traits.includes(BADKNEES_TRAIT),
    wetness: WET_PARTS.map((p) => c.wetness[p] ?? 0),
    limbScore: limbScore(c),
    carried: carriedWeight(content, c),
    capacity: c.carryCapacity,
    stamina: c.stamina,
    staminaMax: c.staminaMax,
  };
}

/** The prompt's risk wording for a chance (C-climb-sequence). */
export function riskBand(chance: number, coversDrop: boolean): string {
  if (chance < -5 && coversDrop) return "perfectly safe";
  if (chance < 3) return "safe";
  if (chance < 8) return "a bit tricky";
  if (chance < 20) return "somewhat risky";
  if (chance < 50) return "very risky";
  if (chance < 80) return "like you'll slip";
  return "impossible";
}
