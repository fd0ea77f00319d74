/**
 * The three survivors a danger sweep uses when no loadouts file is given, written as a loadouts
 * file would write them (docs/danger.md shows the same JSON) and decoded by the same codec. Every
 * item id is one of the game's own (data/json/items); a content without them (our content/, a mod
 * loaded without the core data) needs a loadouts file of its own.
 *
 * Every survivor has `"ai": "npc"`: it fights for itself with the NPC combat behaviour
 * (engine/rules/fight/npc), as a survivor on its own would; without it, it would stand and take the
 * blows.
 */
import type { Json } from "../../world/types.js";

export const DEFAULT_LOADOUTS_JSON: Json = {
  loadouts: [
    {
      name: "civilian",
      description: "an unarmed civilian in everyday clothes: average stats, no skills",
      character: {
        ai: "npc",
        stats: { str: 8, dex: 8, int: 8, per: 8 },
        worn: ["boxer_shorts", "socks", "jeans", "tshirt", "sneakers"],
      },
    },
    {
      name: "melee",
      description: "a melee fighter with a machete and leather armour: strong, some melee, cutting and dodge skill",
      character: {
        ai: "npc",
        stats: { str: 10, dex: 9, int: 8, per: 8 },
        skills: { melee: 3, cutting: 3, dodge: 2 },
        worn: ["boxer_shorts", "socks", "pants_leather", "tshirt", "jacket_leather", "gloves_leather", "boots"],
        wielded: "machete",
      },
    },
    {
      name: "shooter",
      description:
        "a shooter with a 9 mm pistol and 45 rounds (a loaded magazine in the gun, a loaded spare, 15 loose): good eyes, some gun and pistol skill",
      character: {
        ai: "npc",
        stats: { str: 8, dex: 9, int: 8, per: 10 },
        skills: { gun: 3, pistol: 3, dodge: 1 },
        worn: ["boxer_shorts", "socks", "pants_cargo", "longshirt", "boots"],
        wielded: { id: "glock_19", contents: [{ id: "glockmag", charges: 15, vars: { ammo: "9mm" } }] },
        inventory: [
          { id: "glockmag", charges: 15, vars: { ammo: "9mm" } },
          { id: "9mm", count: 15 },
        ],
      },
    },
  ],
};
