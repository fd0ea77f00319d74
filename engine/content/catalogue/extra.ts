import { MEMBERS as MAP_MEMBERS } from "./map.js";

/**
 * Members the game's loaders read that the game's own data does not use (so build/catalogue.ts
 * cannot see them), by type, read from the loaders in the game's source (mtype::load, ...).
 */
export const EXTRA_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  // mapgen's "method" ("json"): read by the game, dropped from its own data.
  mapgen: ["method"],
  // Items: src/item_factory.cpp itype::load (every item) and the slot loaders its `subtypes` name
  // (islot_gun, islot_gunmod, islot_mod, islot_tool, islot_ammo, islot_comestible, islot_book,
  // islot_engine, islot_armor, islot_bionic, ...: read at the item's top level), src/relic.cpp
  // relic::load (the ARTIFACT subtype), and an older game's BATTERY type (islot_battery).
  ITEM: [
    // A plant's seed as an older game wrote it (cdda-sim's item loader reads it too).
    "seed_data",
    // itype::load
    "chat_topics",
    "container_variant",
    "degradation_multiplier",
    "min_dexterity",
    "min_intelligence",
    "min_perception",
    "trait_group",
    // AMMO
    "drop_active",
    "drop_chance",
    // GUN
    "gun_jam_mult",
    "hurt_part_when_fired",
    // GUNMOD
    "aim_speed",
    "ammo_to_fire_modifier",
    "ammo_to_fire_multiplier",
    "cooling_value_modifier",
    "energy_drain_modifier",
    "heat_per_shot_multiplier",
    "min_str_required_mod",
    "overheat_threshold_modifier",
    "overheat_threshold_multiplier",
    "reload_modifier",
    // GUNMOD and TOOLMOD (islot_mod)
    "capacity_multiplier",
    // COMESTIBLE
    "consumption_effect_on_conditions",
    "monotony_penalty",
    // BOOK
    "scannable",
    // ENGINE
    "displacement",
    // ARMOR and PET_ARMOR
    "power_armor",
    // BIONIC_ITEM
    "installation_data",
    // BATTERY
    "max_capacity",
    // ARTIFACT
    "active_effects",
    "charge_info",
    "charges_per_activation",
    "moves",
  ],
  // src/npc.cpp npc_template::load: the first topic of each situation (`talk_radio`, `talk_mug`,
  // ...) and the snippets an NPC says, by their tag (`<hungry>`, ...) or name (`snip_bye`, ...).
  npc: [
    "talk_leader",
    "talk_mug",
    "talk_radio",
    "talk_stole_item",
    "talk_stranger_aggressive",
    "talk_stranger_friendly",
    "talk_stranger_neutral",
    "talk_stranger_scared",
    "talk_stranger_wary",
    "talk_wake_up",
    "<acknowledged>",
    "<camp_food_thanks>",
    "<camp_larder_empty>",
    "<camp_water_thanks>",
    "<cant_flee>",
    "<close_distance>",
    "<combat_noise_warning>",
    "<danger_close_distance>",
    "<done_mugging>",
    "<far_distance>",
    "<fire_bad>",
    "<fire_in_the_hole>",
    "<fire_in_the_hole_h>",
    "<general_danger>",
    "<general_danger_h>",
    "<heal_self>",
    "<hungry>",
    "<im_leaving_you>",
    "<its_safe>",
    "<its_safe_h>",
    "<keep_up>",
    "<kill_npc>",
    "<kill_npc_h>",
    "<kill_player_h>",
    "<let_me_pass>",
    "<lets_talk>",
    "<medium_distance>",
    "<monster_warning>",
    "<monster_warning_h>",
    "<movement_noise_warning>",
    "<need_batteries>",
    "<need_booze>",
    "<need_fuel>",
    "<no_to_thorazine>",
    "<run_away>",
    "<speech_warning>",
    "<thirsty>",
    "<wait>",
    "<warn_sleep>",
    "<yawn>",
    "<yes_to_lsd>",
    "snip_bleeding",
    "snip_bleeding_badly",
    "snip_bye",
    "snip_consume_cant_accept",
    "snip_consume_cant_consume",
    "snip_consume_eat",
    "snip_consume_med",
    "snip_consume_need_item",
    "snip_consume_nocharge",
    "snip_consume_rotten",
    "snip_consume_use_med",
    "snip_give_cancel",
    "snip_give_carry",
    "snip_give_carry_cant",
    "snip_give_carry_cant_few_space",
    "snip_give_carry_cant_no_space",
    "snip_give_carry_too_heavy",
    "snip_give_dangerous",
    "snip_give_nope",
    "snip_give_to_hallucination",
    "snip_give_weapon_weak",
    "snip_give_wield",
    "snip_heal_player",
    "snip_lost_blood",
    "snip_mug_dontmove",
    "snip_pulp_zombie",
    "snip_radiation_sickness",
    "snip_wear",
    "snip_wound_bite",
    "snip_wound_infected",
  ],
  // src/npc_class.cpp npc_class::load: starting spells, mutation rounds by category, and the
  // altruism bonus beside the other personality bonuses.
  npc_class: ["bonus_altruism", "mutation_rounds", "spells"],
  // Types src/init.cpp DynamicDataLoader::initialize registers that no file of the core data uses,
  // with the members their loaders read:
  // src/worldfactory.cpp load_world_option (options switched on) and load_external_option (`stub`
  // as data/core/external_options.json writes it).
  WORLD_OPTION: ["options"],
  EXTERNAL_OPTION: ["name", "stype", "value", "info", "stub"],
  // src/options.cpp option_slider::load.
  option_slider: ["name", "default", "context", "levels"],
  // src/bionics.cpp bionic_data::load_bionic_migration.
  bionic_migration: ["from", "to"],
  // src/mongroupdef.cpp MonsterGroupManager::LoadMonsterWhitelist (`mode` EXCLUSIVE), and
  // LoadMonsterBlacklist (the core data's blacklists give `monsters` only).
  MONSTER_WHITELIST: ["mode", "monsters", "categories", "species"],
  MONSTER_BLACKLIST: ["categories", "species"],
  // src/skill_boost.cpp skill_boost::load (the factory's id member is `stat`; `skills` is an older
  // game's form of the two lists).
  skill_boost: [
    "stat",
    "skills",
    "skills_practice",
    "skills_knowledge",
    "coefficient",
    "skill_offset",
    "scaling_power",
    "max_stat",
  ],
  // src/city.cpp city::load: a city placed at a fixed overmap position.
  city: ["database_id", "name", "population", "size", "pos_om", "pos"],
  // src/regional_settings.cpp load_region_overlay: the regions an overlay applies to, and the
  // region settings' members it overlays (taken as the region_settings members the data uses).
  region_overlay: ["regions", ...(MAP_MEMBERS["region_settings"] ?? [])],
  // src/item_factory.cpp Item_factory::load_item_blacklist, src/mutation_data.cpp
  // mutation_branch::load_trait_blacklist.
  ITEM_BLACKLIST: ["items", "whitelist"],
  TRAIT_BLACKLIST: ["traits"],
  // src/sdlsound.cpp sfx::load_sound_effects, load_sound_effect_preload, load_playlist (a
  // soundpack's files).
  sound_effect: ["variant", "season", "is_indoors", "is_night", "volume", "files"],
  sound_effect_preload: ["preload"],
  playlist: ["playlists"],
  // src/mapdata.cpp map_data_common_t::load (both) and ter_t::load, furn_t::load: the background
  // colour (`bgcolor`, in place of `color`), a curtain's transform and the bolt cutters' result.
  terrain: ["bgcolor"],
  furniture: ["boltcut", "curtain_transform"],
  // src/effect.cpp load_effect_type: the description once the effect is reduced, the chance to
  // die of it while resisted, and the death's message and event.
  effect_type: ["reduced_desc", "chance_kill_resist", "death_msg", "death_event"],
  // src/profession.cpp profession::load: starting spells and bionics, the item no bonus replaces,
  // and traits the profession forbids.
  profession: ["CBMs", "forbidden_traits", "no_bonus", "spells"],
  // src/scenario.cpp scenario::load: professions the list excludes instead of allows, and the
  // hobbies offered (a whitelist unless `whitelist_hobbies` is false).
  scenario: ["blacklist_professions", "hobbies", "whitelist_hobbies"],
  // src/recipe.cpp recipe::load reads one set for every recipe type (below, as each type reads it:
  // `result` only for recipe and uncraft, `variant`, `id_suffix` and the blueprint members only for
  // recipe, `practice_data` for practice, `nested_category_data` for nested_category), and
  // src/requirements.cpp load_requirement its `components`, `tools` and `qualities`.
  recipe: ["container_variant", "obsolete", "result_eocs", "sealed"],
  uncraft: [
    "autolearn",
    "batch_time_factors",
    "book_learn",
    "charges",
    "contained",
    "container",
    "container_variant",
    "delete_flags",
    "name",
    "never_learn",
    "obsolete",
    "result_eocs",
    "result_mult",
    "sealed",
  ],
  practice: [
    "batch_time_factors",
    "charges",
    "contained",
    "container",
    "container_variant",
    "decomp_learn",
    "delete_flags",
    "never_learn",
    "obsolete",
    "result_mult",
    "sealed",
  ],
  nested_category: [
    "batch_time_factors",
    "book_learn",
    "charges",
    "components",
    "contained",
    "container",
    "container_variant",
    "decomp_learn",
    "delete_flags",
    "flags",
    "never_learn",
    "obsolete",
    "proficiencies",
    "qualities",
    "result_eocs",
    "result_mult",
    "sealed",
    "skills_required",
    "time",
    "tools",
    "using",
  ],
  // src/construction.cpp load_construction: the failure explanation (default by pre_special).
  construction: ["explain_failure"],
  // src/magic.cpp spell_type::load: members no spell of the core data sets.
  SPELL: [
    "accuracy_increment",
    "casting_time_increment",
    "components",
    "dot_increment",
    "energy_increment",
    "final_casting_time",
    "final_energy_cost",
    "ignored_monster_species",
    "learn_spells",
    "max_dot",
    "min_dot",
    "skill",
    "targeted_monster_species",
    "teachable",
  ],
  // src/veh_type.cpp vpart_info::load.
  vehicle_part: ["bonus_fire_warmth_feet", "cargo_weight_modifier", "default_ammo", "folding_tools"],
  // src/bionics.cpp bionic_data::load.
  bionic: [
    "coverage_power_gen_penalty",
    "deact_cost",
    "deactivated_close_ui",
    "give_mut_on_removal",
    "inactive_flags",
    "installable_weapon_flags",
    "installation_requirement",
    "learned_proficiencies",
    "learned_spells",
    "power_gen_emission",
    "power_trickle",
    "processed_eocs",
    "required_bionic",
    "stat_bonus",
    "vitamin_absorb_mod",
    "weight_capacity_bonus",
    "weight_capacity_modifier",
  ],
  // src/martialarts.cpp martialart::load: the effect_on_condition lists beside the buff lists,
  // the style's own weapons, and the unarmed-only restriction.
  martial_art: [
    "onattack_eocs",
    "onblock_eocs",
    "oncrit_eocs",
    "ondodge_eocs",
    "onhit_eocs",
    "onmiss_eocs",
    "onmove_eocs",
    "onpause_eocs",
    "static_eocs",
    "strictly_unarmed",
    "weapons",
  ],
  // src/mattack_actors.cpp: a monster_attack is read by the actor its `attack_type` names, and the
  // core data has only melee and bite ones; the members of the leap (leap_actor), spell
  // (mon_spellcasting_actor) and gun (gun_actor) actors, and melee ones the data leaves out.
  monster_attack: [
    // Members of the specification's attack forms that cdda-sim's attack readers take (D6).
    "throw_msg_u",
    "throw_msg_npc",
    "infection_chance",
    // melee_actor::load_internal
    "attack_chance",
    "self_effects_ondmg",
    // leap_actor::load_internal
    "allow_no_target",
    "ignore_dest_danger",
    "ignore_dest_terrain",
    "max_consider_range",
    "max_range",
    "message",
    "min_consider_range",
    "min_range",
    "prefer_leap",
    "random_leap",
    "self_effects",
    // mon_spellcasting_actor::load_internal
    "monster_message",
    "spell_data",
    // gun_actor::load_internal
    "ammo_type",
    "description",
    "failure_msg",
    "fake_dex",
    "fake_int",
    "fake_per",
    "fake_skills",
    "fake_str",
    "gun_type",
    "laser_lock",
    "max_ammo",
    "no_ammo_sound",
    "ranges",
    "require_sunlight",
    "require_targeting_monster",
    "require_targeting_npc",
    "require_targeting_player",
    "target_moving_vehicles",
    "targeting_cost",
    "targeting_sound",
    "targeting_timeout",
    "targeting_timeout_extend",
    "targeting_volume",
  ],
  MONSTER: [
    "absorb_move_cost_min",
    "absorb_material",
    "stomach_size",
    "amount_eaten",
    "status_chance_multiplier",
    "ascii_picture",
    // src/monstergenerator.cpp mtype::load: the speed description shown on look (default
    // "speed_description_DEFAULT") and the bash skill (computed from the flags unless given).
    "speed_description",
    "bash_skill",
  ],
  // src/monstergenerator.cpp species_type::load reads placate triggers as monsters do.
  SPECIES: ["placate_triggers"],
  // src/harvest.cpp harvest_list::load: the item left after butchery (default ruined_chunks) and
  // the butchery requirements (default "default").
  harvest: ["leftovers", "butchery_requirements"],
  // src/mutation_data.cpp mutation_branch::load: optional members no mutation of the core data uses.
  mutation: [
    "activation_msg",
    "anger_relations",
    "bionic_slot_bonuses",
    "can_heal_with",
    "can_only_eat",
    "can_only_heal_with",
    "deactivated_eocs",
    "empathize_with",
    "encumbrance_multiplier_always",
    "ignored_by",
    "inactive_flags",
    "no_empathize_with",
    "override_look",
    "remove_rigid",
    "spells_learned",
  ],
  // src/mongroupdef.cpp MonsterGroupManager::LoadMonsterGroup: a group that extends one of the
  // same id unless `override`, its frequency total, and the replacement of a group over time.
  monstergroup: [
    "auto_total",
    "freq_total",
    "new_monster_group_id",
    "override",
    "replace_monster_group",
    "replacement_time",
  ],
  // src/start_location.cpp start_location::load: the city and z-level constraints.
  start_location: ["allowed_z_levels", "city_sizes"],
  // src/martialarts.cpp ma_technique::load (a counter on a dodge, the flags it gives) and
  // ma_requirements::load, which it calls (the buff, flag, character-flag and weapon-damage
  // requirements no technique of the core data sets).
  technique: [
    "dodge_counter",
    "flags",
    "forbidden_buffs_any",
    "forbidden_char_flags",
    "req_flags",
    "required_buffs_any",
    "required_char_flags",
    "required_char_flags_all",
    "strictly_unarmed",
    "weapon_damage_requirements",
  ],
  // src/magic_enchantment.cpp enchantment::load: the effects on hitting and on being hit, the
  // mutations granted, and the skill, encumbrance, melee-damage and incoming-damage modifiers.
  enchantment: [
    "encumbrance_modifier",
    "hit_me_effect",
    "hit_you_effect",
    "incoming_damage_mod",
    "incoming_damage_mod_post_absorbed",
    "melee_damage_bonus",
    "mutations",
    "skills",
  ],
  // src/magic_ter_furn_transform.cpp ter_furn_transform::load: traps beside terrain, furniture
  // and fields.
  ter_furn_transform: ["trap"],
  // src/item_factory.cpp Item_factory::load_item_group: a group whose containers spawn sealed.
  item_group: ["sealed"],
  // src/damage.cpp damage_type::load: effect_on_conditions run on a hit and on damage.
  damage_type: ["onhit_eocs", "ondamage_eocs"],
  // src/proficiency.cpp proficiency::load: whether one character can teach it to another.
  proficiency: ["teachable"],
  // src/fault.cpp fault::load: the message shown when the fault appears, and armor modifiers.
  fault: ["message", "armor_mod"],
  // src/item_category.cpp item_category::load: the spawn-rate multiplier of the category.
  ITEM_CATEGORY: ["spawn_rate"],
  // src/morale_types.cpp morale_type_data::load: a morale that does not decay.
  morale_type: ["permanent"],
  // src/overmap.cpp oter_type_t::load: effect_on_conditions run on entering and leaving the tile.
  overmap_terrain: ["entry_eoc", "exit_eoc"],
  // src/mapgen.cpp mapgen_palette::load: rubble, graffiti, terrain translation, zones and a
  // faction owner by symbol, as a palette's other placing members.
  palette: ["faction_owner_character", "graffiti", "rubble", "translate", "zones"],
  // src/skill.cpp Skill::load_skill: a skill kept for old saves only, and one no one can teach.
  skill: ["obsolete", "teachable"],
  // src/weather_type.cpp weather_type::load: how long a weather lasts once it starts.
  weather_type: ["duration_min", "duration_max"],
  // src/disease.cpp disease_type::load: the body parts a disease may strike.
  disease_type: ["affected_bodyparts"],
  // src/missiondef.cpp mission_type::load: an item group to fetch and the container rules.
  mission_definition: ["item_group", "required_container", "remove_container", "empty_container"],
  // src/text_snippets.cpp snippet_library::add_snippet_from_json: a snippet given as one object
  // (its `text` a string) may carry the entry members: a weight, a name, and an examine effect.
  snippet: ["effect_on_examine", "name", "weight"],
  // src/faction.cpp faction_template::faction_template: the faction's trust in the player.
  faction: ["trusts_u"],
  // src/mutation_data.cpp mutation_category_trait::load: a category still being worked on.
  mutation_category: ["wip"],
  // src/mutation_data.cpp mutation_branch::load_trait_group: a collection or distribution's
  // entry objects and its groups, beside `traits`.
  trait_group: ["entries", "groups"],
  // src/mutation_data.cpp mutation_branch::load_trait_migration: a trait migrated to a
  // proficiency, or to a trait's variant.
  TRAIT_MIGRATION: ["proficiency", "variant"],
  // src/harvest.cpp harvest_drop_type::load: the success messages beside the failure ones.
  harvest_drop_type: ["msg_butcher_success", "msg_dissect_success", "msg_fielddress_success"],
  // src/event_statistics.cpp score::load: the score's own description format.
  score: ["description"],
  // src/move_mode.cpp move_mode::load: a mech's power use in the mode.
  movement_mode: ["mech_power_use"],
  // src/ammo_effect.cpp ammo_effect::load: the chance the effect triggers, and foamcrete building.
  ammo_effect: ["foamcrete_build", "trigger_chance"],
  // src/item_factory.cpp Item_factory::load_migration (as doc/JSON/OBSOLETION_AND_MIGRATION.md
  // lists it): the replacement's charges and whether its container is sealed.
  MIGRATION: ["charges", "sealed"],
  // src/achievement.cpp achievement::load reads a conduct as an achievement: its description,
  // time constraint and whether it is only given by an effect.
  conduct: ["description", "manually_given", "time_constraint"],
  // src/overmap.cpp overmap_special::load reads a city building as an overmap special (less
  // `occurrences`, `city_distance` and `priority`, which only a special takes): its subtype, EOC,
  // rotation, monster spawns and the mutable subtype's members.
  city_building: [
    "check_for_locations",
    "check_for_locations_area",
    "eoc",
    "joins",
    "phases",
    "root",
    "rotate",
    "spawns",
    "subtype",
  ],
};

/**
 * Types whose loader reads only some members and lets the others be (the game's
 * `allow_omitted_members`): any member is accepted. `mod_tileset` (registered in src/init.cpp;
 * src/mod_tileset.cpp load_mod_tileset reads `compatibility` and leaves the sprites, `tiles-new`
 * and the like, to the tileset loader).
 */
export const ANY_MEMBER_TYPES: ReadonlySet<string> = new Set(["mod_tileset"]);
