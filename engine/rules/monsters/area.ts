/**
 * The monster special attacks area (D): the monster's turn, the dispatcher, the defences, grabs
 * (per-turn upkeep, and holding a character who steps or waits).
 */
import type { Area } from "../../sim/hooks.js";
import { whenHit } from "./defences.js";
import { trySpecialAttacks } from "./dispatch.js";
import { grabUpkeep, struggleOnMove, struggleOnWait } from "./grab.js";
import { jacksonUpkeep } from "./hardcoded/spawners.js";
import { monsterTurn } from "./turn.js";
import { monsterDied } from "./death.js";
import { castSpellFromEoc } from "./eoc_spell.js";
import { reviveCorpses } from "./revive.js";
import { updateScent } from "../../mechanics/senses/scent.js";

export const monstersArea: Area = {
  name: "monsters",
  actions: {},
  turn: [grabUpkeep, jacksonUpkeep, reviveCorpses, updateScent],
  specialAttacks: trySpecialAttacks,
  whenHit,
  monsterTurn,
  monsterDied,
  castSpell: castSpellFromEoc,
  restraints: { onMove: struggleOnMove, onWait: struggleOnWait },
};
