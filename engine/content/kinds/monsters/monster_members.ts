/**
 * The real game's MONSTER member vocabulary (core and mods, corpus-survey.md section 3.D), so that
 * only misspelt members warn (G-6).
 */
export const MONSTER_MEMBERS: ReadonlySet<string> = new Set([
  "type", "id", "abstract", "copy-from", "extend", "delete", "relative", "proportional",
  "name", "description", "color", "symbol", "looks_like", "hp", "speed", "weight", "volume", "bodytype",
  "flags", "species", "material", "phase", "categories", "families",
  "melee_skill", "melee_dice", "melee_dice_sides", "melee_dice_ap", "melee_damage", "melee_training_cap",
  "dodge", "armor", "grab_strength", "attack_cost", "attack_effs", "aggression", "morale", "aggro_character",
  "anger_triggers", "fear_triggers", "placate_triggers", "default_faction", "vision_day", "vision_night",
  "tracking_distance", "luminance", "emit_fields", "regenerates", "regenerates_in_dark", "regen_morale",
  "regeneration_modifiers", "bleed_rate", "biosignature", "scents_tracked", "scents_ignored", "path_settings",
  "move_skills", "trap_avoids", "special_attacks", "special_when_hit", "starting_ammo", "upgrades",
  "reproduction", "baby_flags", "death_function", "death_drops", "harvest", "dissect", "decay", "shearing",
  "zombify_into", "fungalize_into", "burn_into", "revert_to_itype", "broken_itype", "petfood", "chat_topics",
  "diff", "weakpoints", "weakpoint_sets", "mech_battery", "mech_str_bonus", "mech_weapon", "mount_items",
  "mountable_weight_ratio", "speed_description",
  // D2-ABSORB_ITEMS and SPLIT options, with the real singular alias.
  "absorb_move_cost_per_ml", "absorb_move_cost_min", "absorb_move_cost_max", "absorb_ml_per_hp",
  "absorb_materials", "absorb_material", "no_absorb_material", "split_move_cost",
]);
