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

/** Whether a name is one of `names` (a type guard over the list). */
function oneOf<N extends string>(names: readonly N[]): (name: string) => name is N {
  const set: ReadonlySet<string> = new Set(names);
  return (name): name is N => set.has(name);
}

export const isHardcodedExamineName = oneOf(HARDCODED_EXAMINE_NAMES);

/**
 * The real game's examine actions beyond B2 (B1-string, REAL): the real data uses these 45. Each
 * is implemented in its own module in rules/examine/actions/ with the game's behaviour; any other
 * name is unknown (a load warning, and it acts as `none`).
 */
export const GAME_EXAMINE_NAMES = [
  "arcfurnace_full",
  "atm",
  "cardreader_fp",
  "cardreader_robofac",
  "change_appearance",
  "clear_overgrown",
  "compost_empty",
  "compost_full",
  "curtains",
  "cvdmachine",
  "deployed_furniture",
  "door_peephole",
  "fireplace",
  "flower_dahlia",
  "flower_marloss",
  "fvat_empty",
  "fvat_full",
  "gunsafe_el",
  "harvest_furn",
  "harvest_furn_nectar",
  "harvest_ter",
  "harvest_ter_nectar",
  "harvested_plant",
  "intercom",
  "intercom_balthazar",
  "keg",
  "kiln_empty",
  "kiln_full",
  "ledge",
  "nanofab",
  "open_safe",
  "pay_gas",
  "quern_examine",
  "reload_furniture",
  "sign",
  "smoker_options",
  "stook_empty",
  "stook_full",
  "tree_hickory",
  "tree_maple",
  "tree_maple_tapped",
  "tree_marloss",
  "vending",
  "workbench",
  "workout",
] as const;

export type GameExamineName = (typeof GAME_EXAMINE_NAMES)[number];

/** One of the real game's names (it decodes as kind `game`, without a warning). */
export const isGameExamineName = oneOf(GAME_EXAMINE_NAMES);

/** The actor kinds an object-form examine action may name (B1-object, B3-mortar). */
export const EXAMINE_ACTOR_TYPES = ["appliance_convert", "cardreader", "effect_on_condition", "mortar"] as const;
export type ExamineActorType = (typeof EXAMINE_ACTOR_TYPES)[number];
