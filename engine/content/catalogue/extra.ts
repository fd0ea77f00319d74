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
  ],
};
