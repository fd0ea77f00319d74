/**
 * The game's character modifiers that turn limb scores into a fight's and a step's numbers
 * (data/json/character_modifiers.json, src/character_modifier.cpp character_modifier::modifier):
 *
 * - `melee_attack_roll_mod`: the balance score, at least 0.2, multiplies the melee hit roll's
 *   centre (Character::hit_roll: `hit *= ...` before melee_hit_range);
 * - `limb_run_cost_mod` (the builtin limb_run_cost_modifier): (footing modifier + 2 × move-speed
 *   modifier) ÷ 3, each min(100, 1 ÷ its score) (`limb_footing_movecost_mod`,
 *   `limb_speed_movecost_mod`; MAX_MOVECOST_MODIFIER 100), multiplies a step's cost
 *   (Character::run_cost). A sound, unencumbered human scores 1 in each, so both are 1.
 *
 * The modifiers' values are the data's; the `character_mod` objects themselves are not decoded.
 */
import type { Item } from "../../content/kinds/item.js";
import type { Sim } from "../../sim/context.js";
import type { Character } from "../../world/types.js";
import { limbScore } from "../limb_scores.js";
import { meleeAccuracy } from "./melee.js";

/** MAX_MOVECOST_MODIFIER (src/game_constants.h): the most a limb score can multiply a move's cost by. */
export const MAX_MOVECOST_MODIFIER = 100;

/** `melee_attack_roll_mod`: max(0.2, balance). */
export function meleeAttackRollMod(sim: Sim, c: Character): number {
  return Math.max(0.2, limbScore(sim, c, "balance"));
}

/** The melee hit roll's centre ÷ 5: get_melee_hit_base × melee_attack_roll_mod. */
export function meleeHitAccuracy(sim: Sim, c: Character, weapon: Item | undefined): number {
  return meleeAccuracy(sim, c, weapon) * meleeAttackRollMod(sim, c);
}

function costMod(score: number): number {
  return score < Number.EPSILON ? MAX_MOVECOST_MODIFIER : Math.min(MAX_MOVECOST_MODIFIER, 1 / score);
}

/** `limb_run_cost_mod`: (footing modifier + 2 × move-speed modifier) ÷ 3. */
export function limbRunCostMod(sim: Sim, c: Character): number {
  return (costMod(limbScore(sim, c, "footing")) + 2 * costMod(limbScore(sim, c, "move_speed"))) / 3;
}
