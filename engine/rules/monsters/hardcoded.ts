/**
 * Hardcoded special attacks (D2) plug in here by id (issue 8). Until an id is registered its attack
 * is not performed (false), except NONE, which does nothing and counts as performed.
 */
import type { HardcodedAttack } from "../../content/kinds/monsters/attack_types.js";
import type { Performer } from "./attack_context.js";

export const HARDCODED_ATTACKS: Map<string, Performer<HardcodedAttack>> = new Map([["NONE", () => true]]);
