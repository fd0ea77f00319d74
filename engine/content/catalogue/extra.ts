/**
 * Members the game's loaders read that the game's own data does not use (so build/catalogue.ts
 * cannot see them), by type, read from the loaders in the game's source (mtype::load, ...).
 */
export const EXTRA_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  MONSTER: [
    "absorb_move_cost_min",
    "absorb_material",
    "stomach_size",
    "amount_eaten",
    "status_chance_multiplier",
    "ascii_picture",
  ],
};
