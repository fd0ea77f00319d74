/**
 * Spells (real type "SPELL"), which `spell` attacks cast (D6-spell-run). The spec does not define
 * them: a tolerant projection of the members the simulation reads (G-15 style).
 */
import * as t from "io-ts";
import { finiteNumber, stringOrStrings, text } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { minimalKind } from "./minimal.js";

export interface Spell {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** JSON `description`. */
  readonly description: string;
  /** The spell effect id (`attack`, `summon`, `effect_on_condition`, ...). */
  readonly effect: string;
  /** JSON `effect_str`. */
  readonly effectStr: string;
  /** `shape`: the area shape (blast, cone, line). */
  readonly shape: string;
  /** JSON `valid_targets`. */
  readonly validTargets: readonly string[];
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** JSON `min_damage`. */
  readonly minDamage: number;
  /** JSON `max_damage`. */
  readonly maxDamage: number;
  /** JSON `damage_type`. */
  readonly damageType: string | undefined;
  /** JSON `min_range`. */
  readonly minRange: number;
  /** JSON `max_range`. */
  readonly maxRange: number;
  /** JSON `min_aoe`. */
  readonly minAoe: number;
  /** JSON `max_aoe`. */
  readonly maxAoe: number;
  /** `min_duration`: turns */
  readonly minDuration: number;
  /** JSON `max_duration`. */
  readonly maxDuration: number;
  /** JSON `max_level`. */
  readonly maxLevel: number;
  /** `base_casting_time`: moves */
  readonly baseCastingTime: number;
  /** JSON `message`. */
  readonly message: string | undefined;
  /** JSON `field_id`. */
  readonly fieldId: string | undefined;
  /** JSON `min_field_intensity`. */
  readonly minFieldIntensity: number;
  /** JSON `max_field_intensity` (at least the minimum). */
  readonly maxFieldIntensity: number;
  /** JSON `field_chance`: a field is placed on one_in(field_chance) of the tiles. */
  readonly fieldChance: number;
  /** JSON `affected_body_parts`: where `effect_str` lands on a character. */
  readonly affectedBodyParts: readonly string[];
  /** JSON `targeted_monster_ids`: when given, the only monsters the spell touches. */
  readonly targetedMonsterIds: readonly string[];
  /** JSON `extra_effects`: the spells cast with this one (their `id` and `hit_self`). */
  readonly extraEffects: readonly { readonly id: string; readonly hitSelf: boolean }[];
}

const num = (fallback: number): t.Type<number, number, unknown> => lenient(finiteNumber, fallback);
const optString = lenient(t.union([t.string, t.undefined]), undefined);

const shapeProps = {
  id: t.string,
  name: lenient(text, ""),
  description: lenient(text, ""),
  effect: lenient(t.string, "none"),
  effect_str: lenient(t.string, ""),
  shape: lenient(t.string, "blast"),
  valid_targets: lenient(stringOrStrings, []),
  flags: lenient(stringOrStrings, []),
  min_damage: num(0),
  max_damage: num(0),
  damage_type: optString,
  min_range: num(0),
  max_range: num(0),
  min_aoe: num(0),
  max_aoe: num(0),
  min_duration: num(0),
  max_duration: num(0),
  max_level: num(0),
  base_casting_time: num(0),
  message: lenient(t.union([text, t.undefined]), undefined),
  field_id: optString,
  min_field_intensity: num(0),
  max_field_intensity: num(0),
  field_chance: num(1),
  affected_body_parts: lenient(stringOrStrings, []),
  targeted_monster_ids: lenient(stringOrStrings, []),
  extra_effects: lenient(t.array(t.type({ id: t.string, hit_self: lenient(t.boolean, false) })), []),
};

const spellCodec = projection(
  "spell",
  shapeProps,
  (o): Spell => ({
    id: o.id,
    name: o.name || o.id,
    description: o.description,
    effect: o.effect,
    effectStr: o.effect_str,
    shape: o.shape,
    validTargets: o.valid_targets,
    flags: o.flags,
    minDamage: o.min_damage,
    maxDamage: Math.max(o.max_damage, o.min_damage),
    damageType: o.damage_type,
    minRange: o.min_range,
    maxRange: Math.max(o.max_range, o.min_range),
    minAoe: o.min_aoe,
    maxAoe: Math.max(o.max_aoe, o.min_aoe),
    minDuration: o.min_duration,
    maxDuration: Math.max(o.max_duration, o.min_duration),
    maxLevel: o.max_level,
    baseCastingTime: o.base_casting_time,
    message: o.message,
    fieldId: o.field_id,
    minFieldIntensity: o.min_field_intensity,
    maxFieldIntensity: Math.max(o.max_field_intensity, o.min_field_intensity),
    fieldChance: Math.max(1, o.field_chance),
    affectedBodyParts: o.affected_body_parts,
    targetedMonsterIds: o.targeted_monster_ids,
    extraEffects: o.extra_effects.map((x) => ({ id: x.id, hitSelf: x.hit_self })),
  }),
);

export const spellKind = minimalKind<Spell>({
  kind: "spell",
  label: "spells",
  codec: spellCodec,
  rules: { "": "D6-spell-F-spell_data" },
});
