/** Registers the monster special attack rules with the turn loop (engine/sim/hooks.ts). */
import { HOOKS } from "../../sim/hooks.js";
import { whenHit } from "./defences.js";
import { trySpecialAttacks } from "./dispatch.js";
import { grabUpkeep } from "./grab.js";

HOOKS.specialAttacks.push(trySpecialAttacks);
HOOKS.whenHit.push(whenHit);
HOOKS.turn.push(grabUpkeep);
import { jacksonUpkeep } from "./hardcoded/spawners.js";

HOOKS.turn.push(jacksonUpkeep);
