/** The monster special attacks area (D): the dispatcher, the defences and per-turn grab upkeep. */
import type { Area } from "../../sim/hooks.js";
import { whenHit } from "./defences.js";
import { trySpecialAttacks } from "./dispatch.js";
import { grabUpkeep } from "./grab.js";
import { jacksonUpkeep } from "./hardcoded/spawners.js";

export const monstersArea: Area = {
  name: "monsters",
  actions: {},
  turn: [grabUpkeep, jacksonUpkeep],
  specialAttacks: trySpecialAttacks,
  whenHit,
};
