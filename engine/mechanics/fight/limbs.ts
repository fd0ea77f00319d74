/**
 * Limb scores as the game computes them (src/bodypart.cpp bodypart::get_limb_score,
 * wound_adjusted_limb_value, encumb_adjusted_limb_value; src/character.cpp
 * Character::get_limb_score; data/json/limb_scores.json, body_parts.json): a character's score is
 * the sum over its body parts of each part's `limb_scores` value,
 *
 * - × its hit points / their maximum ÷ 0.75 when below three quarters (for scores affected by
 *   wounds; parts without hit points of their own, eyes and hands, are never wounded);
 * - × 19 / (19 + max(0, encumbrance − the part's `encumbrance_threshold`) / 3) (for scores affected
 *   by encumbrance), or 0 at the part's `encumbrance_limit`.
 *
 * The manipulation score's per-limb-group maximum and effects' limb score modifiers are not
 * modelled. Which scores wounds and encumbrance touch is read from the `limb_score` data when it is
 * loaded; both do otherwise (as for every score of the game but balance and lift).
 */
import type { Sim } from "../../sim/context.js";
import { HUMAN_ANATOMY } from "../../world/anatomy.js";
import type { Character } from "../../world/types.js";
import { encumbrance } from "./melee.js";

/**
 * The game's human limb scores for the parts the fight rules read, used when the content defines
 * no such body part (our own test content has none; the real data's body_parts.json agrees).
 */
const HUMAN_LIMB_SCORES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  head: { reaction: 0.3 },
  eyes: { reaction: 0.7, vision: 1 },
  torso: { balance: 0.7 },
  arm_l: { lift: 0.5, balance: 0.15, block: 1 },
  arm_r: { lift: 0.5, balance: 0.15, block: 1 },
  hand_l: { grip: 0.5, manip: 0.5 },
  hand_r: { grip: 0.5, manip: 0.5 },
  leg_l: { move_speed: 0.5, block: 1 },
  leg_r: { move_speed: 0.5, block: 1 },
  foot_l: { footing: 0.5 },
  foot_r: { footing: 0.5 },
};

/** One part's value of one score: its data's value, after wounds and encumbrance. */
export function partLimbScore(sim: Sim, c: Character, part: string, score: string): number {
  const bp = sim.content.body_part.get(part);
  let value = (bp ? bp.limbScores[score] : HUMAN_LIMB_SCORES[part]?.[score]) ?? 0;
  if (value === 0) return 0;
  const state = c.body[part];
  // The game's data says of limb_score: affected_by_wounds / affected_by_encumb (all but balance, lift).
  const wounds = score !== "balance";
  const encumb = score !== "lift";
  if (wounds && state && state.hpMax > 0) {
    const share = state.hp / state.hpMax;
    if (share <= 0.75) value *= share / 0.75;
  }
  if (encumb) {
    const enc = encumbrance(sim, c, part);
    if (bp?.encumbranceLimit !== undefined && enc >= bp.encumbranceLimit) return 0;
    value *= 19 / (19 + Math.max(0, enc - (bp?.encumbranceThreshold ?? 0)) / 3);
  }
  return value;
}

/** The character's whole score: the sum over its parts (the human anatomy's, eyes and mouth included). */
export function limbScore(sim: Sim, c: Character, score: string): number {
  let total = 0;
  for (const plan of HUMAN_ANATOMY) {
    if (plan.id !== "eyes" && plan.id !== "mouth" && !c.body[plan.id]) continue;
    total += partLimbScore(sim, c, plan.id, score);
  }
  return Math.max(0, total);
}
