/**
 * What a character weighs, as the game's Character::get_weight counts it (src/character.cpp): the
 * body (Character::bodyweight) plus what it carries. Pulls, drags and jumps read it.
 *
 *   fat kg  = stored kcal / KCAL_PER_KG
 *   fat BMI = fat kg / (height² × size scale)
 *   lean BMI = 12 + strength, less the starvation penalty while the fat BMI is under the "normal"
 *              category (3): floor((1 − fat BMI / 3) × strength) (get_weight_penalty)
 *   lean kg = lean BMI × height² × size scale
 *
 * The height is the game's default 175 cm; the size scale stands in for the game's organic size
 * (the hit size of the body's parts), 1 for a medium character. A survivor at the game's healthy
 * kcal (fat BMI 5: 118,156 kcal at 175 cm) weighs 61.25 + 15.31 kg; at 5,000 kcal it has starved
 * down to a lean BMI of 13, 39.81 + 0.65 kg.
 */
import type { Content } from "../content/load.js";
import type { Character, ItemStack } from "../world/types.js";

/** The game's KCAL_PER_KG: 3,500 kcal a pound of stored fat. */
export const KCAL_PER_KG = 3500 * 2.20462;
/** The game's default height, 175 cm, squared (a BMI times this is kilograms). */
const HEIGHT_SQUARED = 1.75 * 1.75;
/** The lower bound of the "normal" weight category, in BMI from stored fat (character_weight_category). */
const NORMAL_FAT_BMI = 3;
/** Lean mass relative to a medium body, for characters of other sizes. */
const SIZE_SCALE: Readonly<Record<Character["size"], number>> = {
  tiny: 0.2,
  small: 0.52,
  medium: 1,
  large: 1.57,
  huge: 2.61,
};

/**
 * The stored kcal of a healthy body (Character::get_healthy_kcal: a fat BMI of 5 at the default
 * height): what a new character starts with, 118,153 kcal for a medium one.
 */
export function healthyKcal(size: Character["size"]): number {
  return Math.floor(KCAL_PER_KG * 5 * HEIGHT_SQUARED * SIZE_SCALE[size]);
}

/** The BMI of the character's stored fat (Character::get_bmi_fat). */
export function fatBmi(c: Pick<Character, "kcal" | "size">): number {
  return Math.max(0, c.kcal) / KCAL_PER_KG / (HEIGHT_SQUARED * SIZE_SCALE[c.size]);
}

/** Strength the lean mass loses to starvation (the strength of Character::get_weight_penalty). */
export function starvationStrengthPenalty(c: Pick<Character, "kcal" | "size" | "stats">): number {
  const bmi = fatBmi(c);
  return bmi < NORMAL_FAT_BMI ? Math.floor((1 - bmi / NORMAL_FAT_BMI) * c.stats.str) : 0;
}

/** Grams of the body alone: lean mass and stored fat (Character::bodyweight). */
export function bodyWeight(c: Pick<Character, "kcal" | "size" | "stats">): number {
  const leanBmi = 12 + c.stats.str - starvationStrengthPenalty(c);
  const lean = leanBmi * HEIGHT_SQUARED * SIZE_SCALE[c.size] * 1000;
  const fat = (Math.max(0, c.kcal) / KCAL_PER_KG) * 1000;
  return Math.max(1, lean + fat);
}

/** Grams a character carries: the pinned `carriedWeight`, else the items' weights (inventory, worn, wielded). */
export function carriedWeight(content: Content, c: Character): number {
  if (c.carriedWeight !== undefined) return c.carriedWeight;
  const stacks: ItemStack[] = [...c.inventory, ...c.worn, ...(c.wielded ? [c.wielded] : [])];
  let grams = 0;
  for (const s of stacks) grams += (content.item.get(s.id)?.weight ?? 0) * s.count;
  return grams;
}

/** Grams in all: the body and what it carries (Character::get_weight, bionics not modelled). */
export function characterWeight(content: Content, c: Character): number {
  return bodyWeight(c) + carriedWeight(content, c);
}
