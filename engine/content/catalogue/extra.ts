/**
 * Members the game's loaders read that the game's own data does not use (so build/catalogue.ts
 * cannot see them), by type, read from the loaders in the game's source (mtype::load, ...).
 */
export const EXTRA_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  // mapgen's "method" ("json"): read by the game, dropped from its own data.
  mapgen: ["method"],
  // A plant's seed: the item factory reads it as an optional slot of any item.
  ITEM: ["seed_data"],
  // Members of the specification's attack forms that cdda-sim's attack readers take (D6).
  monster_attack: ["throw_msg_u", "throw_msg_npc", "infection_chance"],
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
};

/**
 * Types whose loader reads only some members and lets the others be (the game's
 * `allow_omitted_members`): any member is accepted. `mod_tileset` (registered in src/init.cpp;
 * src/mod_tileset.cpp load_mod_tileset reads `compatibility` and leaves the sprites, `tiles-new`
 * and the like, to the tileset loader).
 */
export const ANY_MEMBER_TYPES: ReadonlySet<string> = new Set(["mod_tileset"]);
