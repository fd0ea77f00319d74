/** Every kind the loader models, and which `type` values select them. */
import { own, type JsonObject } from "../json/types.js";
import type { KindDef } from "./kind.js";
import { climbingAidKind, type ClimbingAid } from "./climbing_aid.js";
import { constructionKind, type Construction } from "./construction.js";
import { effectOnConditionKind, type EffectOnCondition } from "./effect_on_condition.js";
import { furnitureKind, type Furniture } from "./furniture.js";
import { gateKind, type Gate } from "./gate.js";
import { harvestDropTypeKind, harvestKind, type Harvest, type HarvestDropType } from "./harvest.js";
import { itemKind, ITEM_TYPES, type Item } from "./item.js";
import { itemGroupKind, type ItemGroup } from "./item_group.js";
import {
  nestedMapgenKind,
  omMapgenKind,
  updateMapgenKind,
  type NestedMapgen,
  type OmMapgen,
  type UpdateMapgen,
} from "./mapgen.js";
import { monsterKind, type Monster } from "./monster.js";
import { monsterAttackKind, type MonsterAttack } from "./monster_attack.js";
import { monsterAdjustmentKind, type MonsterAdjustment } from "./monster_adjustment.js";
import { speciesKind, type Species } from "./species.js";
import { overmapTerrainKind, type OvermapTerrain } from "./overmap_terrain.js";
import { paletteKind, type Palette } from "./palette.js";
import { recipeKind, type Recipe } from "./recipe.js";
import { recipeGroupKind, type RecipeGroup } from "./recipe_group.js";
import { requirementKind, type Requirement } from "./requirement.js";
import {
  bodyPartKind,
  factionKind,
  jsonFlagKind,
  materialKind,
  movementModeKind,
  mutationKind,
  skillKind,
  vitaminKind,
  scentTypeKind,
  type ScentType,
  type BodyPart,
  type Faction,
  type JsonFlag,
  type Material,
  type MovementMode,
  type Mutation,
  type Skill,
  type Vitamin,
} from "./simple.js";
import { damageTypeKind, type DamageType } from "./damage_type.js";
import { emitKind, type Emit } from "./emit.js";
import { effectTypeKind, type EffectType } from "./effect_type.js";
import { fieldTypeKind, type FieldType } from "./field_type.js";
import { speechKind, type Speech } from "./speech.js";
import { monsterFactionKind, type MonsterFaction } from "./monster_faction.js";
import { spellKind, type Spell } from "./spell.js";
import { terrainKind, type Terrain } from "./terrain.js";
import { weakpointSetKind, type WeakpointSet } from "./weakpoint_set.js";
import { monsterGroupKind, type MonsterGroup } from "./monster_group.js";
import { proficiencyKind, type Proficiency } from "./proficiency.js";
import { describe } from "../values/duration.js";

/** The decoded type of every kind, by registry name. */
export interface KindTypes {
  recipe: Recipe;
  update_mapgen: UpdateMapgen;
  nested_mapgen: NestedMapgen;
  om_mapgen: OmMapgen;
  palette: Palette;
  recipe_group: RecipeGroup;
  overmap_terrain: OvermapTerrain;
  construction: Construction;
  requirement: Requirement;
  terrain: Terrain;
  furniture: Furniture;
  effect_on_condition: EffectOnCondition;
  gate: Gate;
  climbing_aid: ClimbingAid;
  monster: Monster;
  monster_attack: MonsterAttack;
  monster_adjustment: MonsterAdjustment;
  species: Species;
  monster_faction: MonsterFaction;
  spell: Spell;
  speech: Speech;
  item: Item;
  item_group: ItemGroup;
  effect_type: EffectType;
  mutation: Mutation;
  body_part: BodyPart;
  faction: Faction;
  material: Material;
  field_type: FieldType;
  damage_type: DamageType;
  emit: Emit;
  json_flag: JsonFlag;
  skill: Skill;
  harvest: Harvest;
  harvest_drop_type: HarvestDropType;
  vitamin: Vitamin;
  scent_type: ScentType;
  movement_mode: MovementMode;
  weakpoint_set: WeakpointSet;
  monstergroup: MonsterGroup;
  proficiency: Proficiency;
}

export type KindName = keyof KindTypes;

export const KINDS: { readonly [K in KindName]: KindDef<KindTypes[K]> } = {
  recipe: recipeKind,
  update_mapgen: updateMapgenKind,
  nested_mapgen: nestedMapgenKind,
  om_mapgen: omMapgenKind,
  palette: paletteKind,
  recipe_group: recipeGroupKind,
  overmap_terrain: overmapTerrainKind,
  construction: constructionKind,
  requirement: requirementKind,
  terrain: terrainKind,
  furniture: furnitureKind,
  effect_on_condition: effectOnConditionKind,
  gate: gateKind,
  climbing_aid: climbingAidKind,
  monster: monsterKind,
  monster_attack: monsterAttackKind,
  monster_adjustment: monsterAdjustmentKind,
  species: speciesKind,
  monster_faction: monsterFactionKind,
  spell: spellKind,
  speech: speechKind,
  item: itemKind,
  item_group: itemGroupKind,
  effect_type: effectTypeKind,
  mutation: mutationKind,
  body_part: bodyPartKind,
  faction: factionKind,
  material: materialKind,
  field_type: fieldTypeKind,
  damage_type: damageTypeKind,
  emit: emitKind,
  json_flag: jsonFlagKind,
  skill: skillKind,
  harvest: harvestKind,
  harvest_drop_type: harvestDropTypeKind,
  vitamin: vitaminKind,
  scent_type: scentTypeKind,
  movement_mode: movementModeKind,
  weakpoint_set: weakpointSetKind,
  monstergroup: monsterGroupKind,
  proficiency: proficiencyKind,
};

/** Kinds listed first in summaries: the four areas of the specification. */
export const IN_SCOPE: readonly KindName[] = [
  "recipe",
  "update_mapgen",
  "nested_mapgen",
  "palette",
  "recipe_group",
  "overmap_terrain",
  "terrain",
  "furniture",
  "climbing_aid",
  "monster",
  "monster_attack",
];

const BY_TYPE: Readonly<Record<string, KindName>> = {
  recipe: "recipe",
  palette: "palette",
  recipe_group: "recipe_group",
  overmap_terrain: "overmap_terrain",
  construction: "construction",
  requirement: "requirement",
  terrain: "terrain",
  furniture: "furniture",
  effect_on_condition: "effect_on_condition",
  gate: "gate",
  climbing_aid: "climbing_aid",
  MONSTER: "monster",
  monster_attack: "monster_attack",
  monster_adjustment: "monster_adjustment",
  SPECIES: "species",
  MONSTER_FACTION: "monster_faction",
  SPELL: "spell",
  speech: "speech",
  effect_type: "effect_type",
  mutation: "mutation",
  body_part: "body_part",
  faction: "faction",
  material: "material",
  field_type: "field_type",
  damage_type: "damage_type",
  emit: "emit",
  json_flag: "json_flag",
  skill: "skill",
  harvest: "harvest",
  harvest_drop_type: "harvest_drop_type",
  vitamin: "vitamin",
  scent_type: "scent_type",
  movement_mode: "movement_mode",
  weakpoint_set: "weakpoint_set",
  monstergroup: "monstergroup",
  proficiency: "proficiency",
  item_group: "item_group",
  ...Object.fromEntries(ITEM_TYPES.map((t) => [t, "item" as const])),
};

/**
 * Types of the CDDA format this engine does not model (MOD_INFO is metadata). A file holding only
 * these is counted from its text and never parsed: a quarter of the real data, which validation
 * has no rule for.
 */
export const UNMODELLED_TYPES: ReadonlySet<string> = new Set(
  (
    "ITEM_CATEGORY LOOT_ZONE MIGRATION MONSTER_BLACKLIST SCENARIO_BLACKLIST TRAIT_MIGRATION " +
    "achievement activity_type addiction_type ammo_effect ammunition_type anatomy ascii_art attack_vector behavior bionic " +
    "body_graph butchery_requirement camp_migration character_mod charge_removal_blacklist city_building clothing_mod " +
    "conduct connect_group construction_category construction_group damage_info_order disease_type dream " +
    "enchantment end_screen event_statistic event_transformation fault fault_fix fault_group " +
    "hit_range item_action jmath_function limb_score map_extra martial_art mission_definition " +
    "monster_flag mood_face morale_type mutation_category mutation_type nested_category npc " +
    "npc_class oter_id_migration oter_vision overlay_order overmap_connection overmap_land_use_code overmap_location " +
    "overmap_special overmap_special_migration practice profession profession_group profession_item_substitutions " +
    "proficiency_category recipe_category region_settings relic_procgen_data rotatable_symbol scenario " +
    "score shopkeeper_blacklist shopkeeper_consumption_rates skill_display_type snippet " +
    "speed_description start_location sub_body_part talk_topic technique temperature_removal_blacklist ter_furn_migration " +
    "ter_furn_transform tool_quality trait_group trap trap_migration uncraft var_migration vehicle vehicle_group " +
    "vehicle_part vehicle_part_category vehicle_part_migration vehicle_placement vehicle_spawn " +
    "weapon_category weather_type widget MOD_INFO"
  ).split(" "),
);

const MAPGEN_KINDS: readonly KindName[] = ["update_mapgen", "nested_mapgen", "om_mapgen"];

/** The kinds objects of a `type` may be (mapgen splits by which id member it carries). */
export function kindsOfType(type: string): readonly KindName[] {
  if (type === "mapgen") return MAPGEN_KINDS;
  return Object.hasOwn(BY_TYPE, type) ? [BY_TYPE[type] as KindName] : [];
}

export type Classification =
  | { readonly kind: KindName }
  | { readonly skip: string }
  | { readonly error: string; readonly rule: string; readonly member: string };

/** Which kind a raw object is, from its `type` (and, for mapgen, which id member it carries). */
export function classify(json: JsonObject): Classification {
  const type = own(json, "type");
  if (typeof type !== "string") {
    return {
      error:
        type === undefined ? 'every object needs a string "type"' : `"type" must be a string, got ${describe(type)}`,
      rule: "G-1",
      member: "type",
    };
  }
  if (type === "mapgen") {
    if (own(json, "update_mapgen_id") !== undefined) return { kind: "update_mapgen" };
    if (own(json, "nested_mapgen_id") !== undefined) return { kind: "nested_mapgen" };
    if (own(json, "om_terrain") !== undefined) return { kind: "om_mapgen" };
    return {
      error: "a mapgen object needs one of om_terrain, update_mapgen_id and nested_mapgen_id",
      rule: "A3-om",
      member: "type",
    };
  }
  if (Object.hasOwn(BY_TYPE, type)) return { kind: BY_TYPE[type] as KindName };
  return { skip: type };
}
