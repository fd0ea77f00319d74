/**
 * Small referenced kinds the engine reads a few members of: traits (mutations), body parts,
 * materials, flags, skills. Tolerant projections (G-15). Effect, field and damage types have modules of
 * their own.
 */
import * as t from "io-ts";
import { finiteNumber, text } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { parseDuration } from "../values/duration.js";
import { parseMicrograms } from "../values/units.js";
import { minimalKind } from "./minimal.js";

const strings = t.array(t.string);

export interface Mutation {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** `threshold`: a threshold mutation. */
  readonly threshold: boolean;
  /** `types`: exclusive groups (hair_style, eye_color, ...): a character has one trait of each. */
  readonly types: readonly string[];
}
export const mutationKind = minimalKind<Mutation>({
  kind: "mutation",
  label: "traits and mutations",
  codec: projection(
    "mutation",
    {
      id: t.string,
      name: lenient(text, ""),
      flags: lenient(strings, []),
      threshold: lenient(t.boolean, false),
      types: lenient(strings, []),
    },
    (o) => ({ id: o.id, name: o.name || o.id, flags: o.flags, threshold: o.threshold, types: o.types }),
  ),
});

export interface BodyPart {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** JSON `hit_size`. */
  readonly hitSize: number;
  /** JSON `hit_difficulty`: a hit roll r weighs the part by r ^ hit_difficulty (default 1). */
  readonly hitDifficulty: number;
  /** JSON `base_hp`. */
  readonly baseHp: number;
  /** JSON `grabbing_effect`. */
  readonly grabbingEffect: string;
  /** JSON `limb_type`. */
  readonly limbType: string;
  /** JSON `main`. */
  readonly main: string;
  /** JSON `limb_scores`: `[score, value]` (a third number, the manipulation cap, is not read). */
  readonly limbScores: readonly (readonly [string, number])[];
  /** JSON `encumbrance_threshold`: encumbrance up to this costs a limb score nothing. */
  readonly encumbranceThreshold: number;
  /** JSON `encumbrance_limit`: at this encumbrance or more the part's limb scores are 0. */
  readonly encumbranceLimit: number;
}

const limbScoreEntries = t.array(
  t.union([t.tuple([t.string, finiteNumber]), t.tuple([t.string, finiteNumber, finiteNumber])]),
);

export const bodyPartKind = minimalKind<BodyPart>({
  kind: "body_part",
  label: "body parts",
  codec: projection(
    "body_part",
    {
      id: t.string,
      name: lenient(text, ""),
      flags: lenient(strings, []),
      hit_size: lenient(finiteNumber, 0),
      hit_difficulty: lenient(finiteNumber, 1),
      base_hp: lenient(finiteNumber, 60),
      grabbing_effect: lenient(t.string, "grabbing"),
      limb_type: lenient(t.string, ""),
      main_part: lenient(t.string, ""),
      limb_scores: lenient(limbScoreEntries, []),
      encumbrance_threshold: lenient(finiteNumber, 0),
      encumbrance_limit: lenient(finiteNumber, 100),
    },
    (o) => ({
      id: o.id,
      name: o.name || o.id,
      flags: o.flags,
      hitSize: o.hit_size,
      hitDifficulty: o.hit_difficulty,
      baseHp: o.base_hp,
      grabbingEffect: o.grabbing_effect,
      limbType: o.limb_type,
      main: o.main_part || o.id,
      limbScores: o.limb_scores.map((e): readonly [string, number] => [e[0], e[1]]),
      encumbranceThreshold: o.encumbrance_threshold,
      encumbranceLimit: o.encumbrance_limit,
    }),
  ),
});

export interface Material {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** JSON `resist`: resistance per damage type per millimetre of thickness (worn armour, engine/mechanics/fight/armor.ts). */
  readonly resist: Readonly<Record<string, number>>;
  /** JSON `conductive`: electricity passes (ZAPBACK through gloves and weapons). */
  readonly conductive: boolean;
}

/** `resist`: `{type: number}`; other entries are skipped. */
const resistMap = new t.Type<Readonly<Record<string, number>>, Readonly<Record<string, number>>, unknown>(
  "resist ({damage type: number})",
  (u): u is Readonly<Record<string, number>> => typeof u === "object" && u !== null,
  (u, c) => {
    if (typeof u !== "object" || u === null || Array.isArray(u)) return t.failure(u, c);
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(u as Record<string, unknown>))
      if (typeof v === "number" && Number.isFinite(v))
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    return t.success(out);
  },
  t.identity,
);

export const materialKind = minimalKind<Material>({
  kind: "material",
  label: "materials",
  codec: projection(
    "material",
    { id: t.string, name: lenient(text, ""), resist: lenient(resistMap, {}), conductive: lenient(t.boolean, false) },
    (o) => ({ id: o.id, name: o.name || o.id, resist: o.resist, conductive: o.conductive }),
  ),
});

export interface JsonFlag {
  /** JSON `id`. */
  readonly id: string;
}
export const jsonFlagKind = minimalKind<JsonFlag>({
  kind: "json_flag",
  label: "flags",
  codec: projection("json_flag", { id: t.string }, (o) => ({ id: o.id })),
});

/** `time_to_attack` of a skill: what firing a gun of the skill costs (src/ranged.cpp time_to_attack). */
export interface TimeToAttack {
  readonly minTime: number;
  readonly baseTime: number;
  readonly reductionPerLevel: number;
}

export interface Skill {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** JSON `time_to_attack`, when the skill has one. */
  readonly timeToAttack: TimeToAttack | undefined;
}
const timeToAttack = t.type({
  min_time: finiteNumber,
  base_time: finiteNumber,
  time_reduction_per_level: finiteNumber,
});
export const skillKind = minimalKind<Skill>({
  kind: "skill",
  label: "skills",
  codec: projection(
    "skill",
    { id: t.string, name: lenient(text, ""), time_to_attack: lenient(t.union([timeToAttack, t.undefined]), undefined) },
    (o) => ({
      id: o.id,
      name: o.name || o.id,
      timeToAttack: o.time_to_attack
        ? {
            minTime: o.time_to_attack.min_time,
            baseTime: o.time_to_attack.base_time,
            reductionPerLevel: o.time_to_attack.time_reduction_per_level,
          }
        : undefined,
    }),
  ),
});

/** A mass of a vitamin ("420 μg", "10 mg 420 μg", "938 mcg") in micrograms; undefined when not one. */
export function vitaminMassUg(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const r = parseMicrograms(value);
  return r.ok ? r.value : undefined;
}

/** One band of a vitamin's `disease` or `disease_excess`: the levels between its two ends give one intensity. */
export type VitaminBand = readonly [number, number];

export interface Vitamin {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `vit_type`: vitamin, toxin, drug, counter. */
  readonly vitType: string;
  /** `weight_per_unit` in micrograms: how an item's vitamin given as a mass becomes units; absent: none. */
  readonly ugPerUnit: number | undefined;
  /** JSON `min` (default 0): no level goes below it. */
  readonly min: number;
  /** JSON `max` (default 0): no level goes above it. */
  readonly max: number;
  /** `rate` in turns: a positive rate takes one unit every so many turns, a negative one gives one back; 0: neither. */
  readonly rate: number;
  /** JSON `deficiency`: the effect of a level within one of `disease`'s bands. */
  readonly deficiency: string | undefined;
  /** JSON `excess`: the effect of a level within one of `disease_excess`'s bands. */
  readonly excess: string | undefined;
  /** JSON `disease`: the bands of deficiency, the first intensity 1. */
  readonly disease: readonly VitaminBand[];
  /** JSON `disease_excess`: the bands of excess, the first intensity 1. */
  readonly diseaseExcess: readonly VitaminBand[];
}

function bands(u: unknown): VitaminBand[] {
  if (!Array.isArray(u)) return [];
  const out: VitaminBand[] = [];
  for (const b of u)
    if (Array.isArray(b) && typeof b[0] === "number" && typeof b[1] === "number") out.push([b[0], b[1]]);
  return out;
}

function turns(u: unknown): number {
  const r = parseDuration(u);
  return r.ok ? r.seconds : 0;
}

export const vitaminKind = minimalKind<Vitamin>({
  kind: "vitamin",
  label: "vitamins",
  codec: projection(
    "vitamin",
    {
      id: t.string,
      vit_type: lenient(t.string, "vitamin"),
      weight_per_unit: lenient(t.unknown, undefined),
      min: lenient(t.number, 0),
      max: lenient(t.number, 0),
      rate: lenient(t.unknown, 0),
      deficiency: lenient(t.string, undefined),
      excess: lenient(t.string, undefined),
      disease: lenient(t.unknown, []),
      disease_excess: lenient(t.unknown, []),
    },
    (o) => ({
      id: o.id,
      vitType: o.vit_type,
      ugPerUnit: vitaminMassUg(o.weight_per_unit),
      min: o.min,
      max: o.max,
      rate: turns(o.rate),
      deficiency: o.deficiency,
      excess: o.excess,
      disease: bands(o.disease),
      diseaseExcess: bands(o.disease_excess),
    }),
  ),
});

/** A scent type (real type "scent_type"): which monster species follow it (engine/mechanics/senses/scent.ts). */
export interface ScentType {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `receptive_species`. */
  readonly receptiveSpecies: readonly string[];
}

export const scentTypeKind = minimalKind<ScentType>({
  kind: "scent_type",
  label: "scent types",
  codec: projection(
    "scent_type",
    { id: t.string, receptive_species: lenient(t.array(t.string), [] as string[]) },
    (o) => ({ id: o.id, receptiveSpecies: o.receptive_species }),
  ),
});

export interface Faction {
  /** JSON `id`. */
  readonly id: string;
  /**
   * JSON `fac_food_supply`: the kcal the faction starts with, the sum of its entries' `calories`
   * (the game counts calories, a thousand to the kcal); an older plain number is kcal.
   */
  readonly foodSupplyKcal: number;
}

/** `fac_food_supply`: a number (kcal), or a list of [turn, {calories, vitamins}] entries. */
function foodSupplyKcal(value: unknown): number {
  if (typeof value === "number" && Number.isFinite(value)) return Math.max(0, Math.trunc(value));
  if (!Array.isArray(value)) return 0;
  let calories = 0;
  for (const entry of value) {
    const n = Array.isArray(entry) ? (entry[1] as { calories?: unknown } | undefined) : undefined;
    if (n && typeof n === "object" && typeof n.calories === "number" && Number.isFinite(n.calories))
      calories += n.calories;
  }
  return Math.max(0, Math.trunc(calories / 1000));
}

export const factionKind = minimalKind<Faction>({
  kind: "faction",
  label: "factions",
  codec: projection("faction", { id: t.string, fac_food_supply: lenient(t.unknown, undefined) }, (o) => ({
    id: o.id,
    foodSupplyKcal: foodSupplyKcal(o.fac_food_supply),
  })),
});

/**
 * A movement mode (real type "movement_mode": walk, run, crouch, prone): how fast a step is and
 * how much stamina it burns (engine/mechanics/fight/stamina.ts, src/move_mode.cpp).
 */
export interface MovementMode {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `move_type`: walking, running, crouching or prone. */
  readonly moveType: string;
  /** JSON `move_speed_multiplier` (default 1): a step's moves are divided by it, its stamina multiplied. */
  readonly moveSpeedMultiplier: number;
  /** JSON `stamina_multiplier` (default 1): the stamina burn rate is multiplied by it. */
  readonly staminaMultiplier: number;
  /** JSON `change_good_none`: the message when a character on foot takes the mode. */
  readonly changeGood: string;
  /** JSON `change_bad_none`: the message when it cannot (too tired or hurt to run). */
  readonly changeBad: string;
}

export const movementModeKind = minimalKind<MovementMode>({
  kind: "movement_mode",
  label: "movement modes",
  codec: projection(
    "movement_mode",
    {
      id: t.string,
      move_type: lenient(t.string, "walking"),
      move_speed_multiplier: lenient(finiteNumber, 1),
      stamina_multiplier: lenient(finiteNumber, 1),
      change_good_none: lenient(text, ""),
      change_bad_none: lenient(text, ""),
    },
    (o) => ({
      id: o.id,
      moveType: o.move_type,
      moveSpeedMultiplier: o.move_speed_multiplier,
      staminaMultiplier: o.stamina_multiplier,
      changeGood: o.change_good_none,
      changeBad: o.change_bad_none,
    }),
  ),
});
