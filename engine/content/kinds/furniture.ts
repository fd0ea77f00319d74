/**
 * Furniture (G-15): id, name, flags and the examine action (B1-B3), plus what the simulation reads
 * of the rest (plant growth for aggie_plant, the packed item for portable_structure, ...).
 */
import * as t from "io-ts";
import { fields } from "../codec/fields.js";
import { finiteNumber, volume } from "../codec/common.js";
import { lenient } from "../codec/tolerant.js";
import type { KindDef } from "./kind.js";
import { COMMON_MEMBERS, type MapDataCommon } from "./examine/map_data.js";
import { tileKind } from "./examine/tile_kind.js";

export interface PlantData {
  /** `plant_data.transform`: furniture the plant becomes at its next stage (or after harvest). */
  readonly transform: string | undefined;
  /** `plant_data.base`: furniture the plant grows in (a planter), restored when cleared. */
  readonly base: string | undefined;
  /** JSON `growth_multiplier`. */
  readonly growthMultiplier: number;
  /** JSON `harvest_multiplier`. */
  readonly harvestMultiplier: number;
}

export interface Furniture extends MapDataCommon {
  /** JSON `move_cost_mod`. */
  readonly moveCostMod: number;
  /** JSON `required_str`. */
  readonly requiredStr: number;
  /** `deployed_item`: the item a deployed furniture packs back into (portable_structure, deployed_furniture). */
  readonly deployedItem: string | undefined;
  /** JSON `plant_data`. */
  readonly plantData: PlantData | undefined;
  /** `crafting_pseudo_item`: the tool the furniture provides to crafting nearby. */
  readonly craftingPseudoItem: string | undefined;
  /** `keg_capacity`: keg volume in ml. */
  readonly kegCapacity: number | undefined;
}

const MEMBERS: ReadonlySet<string> = new Set([
  ...COMMON_MEMBERS,
  "move_cost_mod",
  "required_str",
  "crafting_pseudo_item",
  "deployed_item",
  "plant_data",
  "workbench",
  "keg_capacity",
  "bonus_fire_warmth_feet",
  "surgery_skill_multiplier",
]);

const optString = lenient(t.union([t.string, t.undefined]), undefined);
const plantData = lenient(
  t.union([
    fields({
      transform: optString,
      base: optString,
      growth_multiplier: lenient(finiteNumber, 1),
      harvest_multiplier: lenient(finiteNumber, 1),
    }),
    t.undefined,
  ]),
  undefined,
);
export const FURNITURE_EXTRAS = fields({
  move_cost_mod: lenient(finiteNumber, 0),
  required_str: lenient(finiteNumber, 0),
  deployed_item: optString,
  plant_data: plantData,
  crafting_pseudo_item: lenient(t.union([t.string, t.undefined]), undefined),
  keg_capacity: lenient(t.union([volume, t.undefined]), undefined),
});

export const furnitureKind: KindDef<Furniture> = tileKind("furniture", MEMBERS, FURNITURE_EXTRAS, (common, o) => ({
  ...common,
  moveCostMod: o.move_cost_mod,
  requiredStr: o.required_str,
  deployedItem: o.deployed_item,
  plantData: o.plant_data
    ? {
        transform: o.plant_data.transform,
        base: o.plant_data.base,
        growthMultiplier: o.plant_data.growth_multiplier,
        harvestMultiplier: o.plant_data.harvest_multiplier,
      }
    : undefined,
  craftingPseudoItem: o.crafting_pseudo_item,
  kegCapacity: o.keg_capacity,
}));
