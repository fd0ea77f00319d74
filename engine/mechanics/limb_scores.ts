/**
 * Limb scores: how well a character's body does one kind of thing (balance, lift, grip, ...), the
 * sum over its body parts of what each part gives (`limb_scores` of the content body part, else
 * the human anatomy's), as the game's Character::get_limb_score (src/character_modifier.cpp) and
 * bodypart::get_limb_score (src/bodypart.cpp) compute it:
 *
 * - a part below 3/4 of its hit points gives that much less (hp / hpMax / 0.75), for the scores
 *   wounds affect;
 * - encumbrance above the part's `encumbrance_threshold` scales it by 19 / (19 + excess / 3), and a
 *   part at its `encumbrance_limit` gives nothing, for the scores encumbrance affects;
 * - an effect on the part whose type has EFFECT_LIMB_SCORE_MOD_LOCAL multiplies what that part
 *   gives by its `limb_score_mods` (modifier + scaling × (intensity − 1), at least 0): a grab on an
 *   arm weakens the lift the arm gives;
 * - an effect whose type has EFFECT_LIMB_SCORE_MOD multiplies the whole score.
 *
 * Not modelled: the game's special sum for manipulation (best limb group), the swimming skill's
 * bonus to the swim score, and effect resistance (reduced modifiers).
 */
import type { Draft } from "immer";
import type { Sim } from "../sim/context.js";
import { encumbrance } from "./fight/melee.js";
import { bodyPartPlan, HUMAN_ANATOMY } from "../world/anatomy.js";
import type { Character, Effect } from "../world/types.js";
import { sortedKeys } from "../world/sorted_keys.js";

interface ScoreRule {
  /** `affected_by_wounds`. */
  readonly wounds: boolean;
  /** `affected_by_encumb`. */
  readonly encumbrance: boolean;
}

/**
 * The game's limb_score definitions (data/json/limb_scores.json) where they differ from its default
 * (both true): balance ignores wounds, lift ignores encumbrance. `limb_score` objects are not read.
 */
const RULES: Readonly<Record<string, ScoreRule>> = {
  balance: { wounds: false, encumbrance: true },
  lift: { wounds: true, encumbrance: false },
};
const DEFAULT_RULE: ScoreRule = { wounds: true, encumbrance: true };

type AnyCharacter = Character | Draft<Character>;

/** What one part gives each score, before wounds, encumbrance and effects. */
function partScores(sim: Sim, part: string): readonly (readonly [string, number])[] {
  const def = sim.content.body_part.get(part);
  return def ? def.limbScores : (bodyPartPlan(part)?.limbScores ?? []);
}

function woundFactor(c: AnyCharacter, part: string): number {
  const s = c.body[part];
  if (!s || s.hpMax <= 0) return 1;
  const ratio = Math.max(0, s.hp) / s.hpMax;
  return ratio > 0.75 ? 1 : ratio / 0.75;
}

function encumbranceFactor(sim: Sim, c: AnyCharacter, part: string): number {
  const def = sim.content.body_part.get(part);
  const threshold = def ? def.encumbranceThreshold : (bodyPartPlan(part)?.encumbranceThreshold ?? 0);
  const limit = def?.encumbranceLimit ?? 100;
  const enc = encumbrance(sim, c as Character, part);
  if (enc >= limit) return 0;
  return 19 / (19 + Math.max(0, enc - threshold) / 3);
}

/** The multiplier one effect puts on a score: the product of its matching `limb_score_mods`. */
export function effectLimbMod(sim: Sim, e: Effect, score: string): number {
  const type = sim.content.effect_type.get(e.id);
  if (!type) return 1;
  let mul = 1;
  for (const m of type.limbScoreMods)
    if (m.score === score) mul *= Math.max(0, m.modifier + m.scaling * (e.intensity - 1));
  return mul;
}

function hasFlag(sim: Sim, e: Effect, flag: string): boolean {
  return sim.content.effect_type.get(e.id)?.flags.includes(flag) === true;
}

/**
 * What one part gives one score, after wounds, encumbrance and the effects on that part (the arm's
 * block score, say). Parts without hit points of their own (eyes, mouth) are never wounded.
 */
export function partLimbScore(sim: Sim, c: AnyCharacter, part: string, score: string): number {
  const rule = RULES[score] ?? DEFAULT_RULE;
  let given = 0;
  // Indexed, not destructured: this runs for every part of every score many times a turn.
  const scores = partScores(sim, part);
  for (let k = 0; k < scores.length; k++) {
    const entry = scores[k] as readonly [string, number];
    if (entry[0] === score) given += entry[1];
  }
  if (given === 0) return 0;
  if (rule.wounds) given *= woundFactor(c, part);
  if (rule.encumbrance) given *= encumbranceFactor(sim, c, part);
  for (const e of c.effects)
    if (e.bodyPart === part && hasFlag(sim, e, "EFFECT_LIMB_SCORE_MOD_LOCAL")) given *= effectLimbMod(sim, e, score);
  return given;
}

/** partsOf by the body's sorted part list (the same list while the body keeps its parts). */
const SCORED_PARTS = new WeakMap<readonly string[], readonly string[]>();

/**
 * The parts a character's scores sum over: its body's, and the human anatomy's parts that keep no
 * hit points of their own (the eyes' reaction and vision, the mouth's breathing).
 */
function partsOf(c: AnyCharacter): readonly string[] {
  const body = sortedKeys(c.body);
  let parts = SCORED_PARTS.get(body);
  if (!parts) {
    const all = new Set(body);
    for (const plan of HUMAN_ANATOMY) if (plan.id === "eyes" || plan.id === "mouth") all.add(plan.id);
    parts = [...all].sort();
    SCORED_PARTS.set(body, parts);
  }
  return parts;
}

/**
 * The score given by some parts only (the game's limb_type-restricted scores, such as the hands'
 * manipulation that aiming and hand dispersion read), effects on the whole score included.
 */
export function partsLimbScore(sim: Sim, c: AnyCharacter, parts: readonly string[], score: string): number {
  let total = 0;
  for (const part of parts) if (c.body[part]) total += partLimbScore(sim, c, part, score);
  for (const e of c.effects) if (hasFlag(sim, e, "EFFECT_LIMB_SCORE_MOD")) total *= effectLimbMod(sim, e, score);
  return Math.max(0, total);
}

/** The character's score (1.0 for a sound, unencumbered human in balance, lift, grip, move_speed, reaction). */
export function limbScore(sim: Sim, c: AnyCharacter, score: string): number {
  let total = 0;
  for (const part of partsOf(c)) total += partLimbScore(sim, c, part, score);
  for (const e of c.effects) if (hasFlag(sim, e, "EFFECT_LIMB_SCORE_MOD")) total *= effectLimbMod(sim, e, score);
  return Math.max(0, total);
}
