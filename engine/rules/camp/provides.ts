/**
 * Built-in meanings of provided ids (A2): expansion slots from `bed`, camp missions unlocked per
 * expansion, radio range, pantry, the water well, and recipe-group visibility (A1-R5, A5-purpose).
 */
import type { Content } from "../../content/load.js";
import { SPECIAL_GROUPS } from "../../content/kinds/recipe_group.js";
import type { CampState, ExpansionState } from "./state.js";
import { sortedDirs } from "./state.js";

/** Camp missions each feature makes available (A2-tool_storage .. A2-farming). */
export const MISSION_UNLOCKS: { readonly [feature: string]: readonly string[] } = {
  tool_storage: ["Store Tools"],
  gathering: ["Gather Materials", "Distribute Food", "Reset Sort Points"],
  firewood: ["Gather Firewood"],
  sorting: ["Menial Labor"],
  logging: ["Cut Logs", "Clear a Forest"],
  relaying: ["Setup Hide Site", "Relay Hide Site"],
  foraging: ["Forage for Plants"],
  trapping: ["Trap Small Game"],
  hunting: ["Hunt Large Animals"],
  walls: ["Construct Map Fortifications"],
  recruiting: ["Recruit Companions"],
  scouting: ["Scout Mission"],
  patrolling: ["Combat Patrol"],
  dismantling: ["Chop Shop"],
  farming: ["Plow Fields", "Plant Fields", "Fertilize Fields", "Harvest Fields"],
};

/** Building types gated by a feature (A2-reseeding, A2-kitchen, A2-blacksmith). */
export const GATES: { readonly [buildingType: string]: string } = {
  FARM: "reseeding",
  COOK: "kitchen",
  SMITH: "blacksmith",
};
const UNGATED = new Set(["NONE", "BASE"]);

/** Every built-in id, for the "feature gained" report. */
export const BUILT_IN: ReadonlySet<string> = new Set([
  ...Object.keys(MISSION_UNLOCKS),
  "bed",
  "radio",
  "pantry",
  "water_well",
  "reseeding",
  "kitchen",
  "blacksmith",
]);

export const MAX_EXPANSIONS = 8;
/** Overmap tiles a two-way radio reaches the camp from, without and with `radio` (A2-radio). */
export const RADIO_RANGE_BASE = 5;
export const RADIO_RANGE_FACTOR = 2;
/** Food value credit for items that spoil soon, without and with a pantry (A2-pantry). */
export const PANTRY_PERISHABLE_FACTOR = 1.25;
/** Thirst above which a follower at the camp drinks from its well (A2-water_well). */
export const THIRST_THRESHOLD = 40;
/** Legacy id that also means a well (REAL). */
export const LEGACY_WELL = "fbmh_well_north";

export function tally(e: ExpansionState, id: string): number {
  return e.provides[id] ?? 0;
}

/** Expansions allowed by the center's beds: min(8, floor(bed / 2)) (A2-bed, X-4). */
export function expansionSlots(camp: CampState): number {
  const center = camp.expansions["center"];
  const beds = center ? tally(center, "bed") : 0;
  return Math.min(MAX_EXPANSIONS, Math.floor(beds / 2));
}

export function expansionCount(camp: CampState): number {
  return sortedDirs(camp).filter((d) => d !== "center").length;
}

function anyExpansion(camp: CampState, ids: readonly string[]): boolean {
  return sortedDirs(camp).some((d) => ids.some((id) => tally(camp.expansions[d] as ExpansionState, id) > 0));
}

export function hasRadio(camp: CampState): boolean {
  return anyExpansion(camp, ["radio"]);
}

export function radioRange(camp: CampState): number {
  return hasRadio(camp) ? RADIO_RANGE_BASE * RADIO_RANGE_FACTOR : RADIO_RANGE_BASE;
}

export function hasPantry(camp: CampState): boolean {
  return anyExpansion(camp, ["pantry"]);
}

/** Food value the Distribute Food mission credits for an item (A2-pantry). */
export function distributedFoodValue(kcal: number, spoilsSoon: boolean, pantry: boolean): number {
  return spoilsSoon && pantry ? Math.round(kcal * PANTRY_PERISHABLE_FACTOR) : kcal;
}

export function hasWater(camp: CampState): boolean {
  return anyExpansion(camp, ["water_well", LEGACY_WELL]);
}

/** Camp missions available at an expansion (A2-R1), sorted. */
export function campMissions(e: ExpansionState): string[] {
  const out = new Set<string>();
  for (const [feature, missions] of Object.entries(MISSION_UNLOCKS))
    if (tally(e, feature) > 0) for (const m of missions) out.add(m);
  return [...out].sort();
}

/** Recipes craftable at an expansion through provided recipe groups (A1-R5, A5-purpose, X-5), sorted. */
export function craftableRecipes(content: Content, e: ExpansionState): string[] {
  const out = new Set<string>();
  for (const id of Object.keys(e.provides).sort()) {
    if ((e.provides[id] ?? 0) <= 0 || SPECIAL_GROUPS.includes(id)) continue;
    const group = content.recipe_group.get(id);
    if (!group) continue;
    const gate = GATES[group.buildingType];
    if (gate !== undefined ? tally(e, gate) <= 0 : !UNGATED.has(group.buildingType)) continue;
    for (const r of group.recipes) out.add(r.id);
  }
  return [...out].sort();
}
