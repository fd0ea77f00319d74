/** The documented hardcoded examine actions (B2-list); any other name is unknown (B1-string). */

export const HARDCODED_EXAMINE_NAMES = [
  "aggie_plant",
  "autodoc",
  "autoclave_empty",
  "autoclave_full",
  "bars",
  "bulletin_board",
  "chainfence",
  "controls_gate",
  "dirtmound",
  "elevator",
  "finite_water_source",
  "flower_poppy",
  "fswitch",
  "fungus",
  "gaspump",
  "harvest_plant_ex",
  "locked_object",
  "locked_object_pickable",
  "none",
  "pedestal_temple",
  "pedestal_wyrm",
  "pit_covered",
  "pit",
  "portable_structure",
  "recycle_compactor",
  "rubble",
  "safe",
  "shelter",
  "shrub_marloss",
  "shrub_wildveggies",
  "slot_machine",
  "toilet",
  "water_source",
] as const;

export type HardcodedExamineName = (typeof HARDCODED_EXAMINE_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(HARDCODED_EXAMINE_NAMES);

export function isHardcodedExamineName(name: string): name is HardcodedExamineName {
  return NAMES.has(name);
}

/** The actor kinds an object-form examine action may name (B1-object, B3-mortar). */
export const EXAMINE_ACTOR_TYPES = ["appliance_convert", "cardreader", "effect_on_condition", "mortar"] as const;
export type ExamineActorType = (typeof EXAMINE_ACTOR_TYPES)[number];
