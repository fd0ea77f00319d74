/**
 * Hardcoded special attacks (D2) by id: the table of engine/rules/monsters/hardcoded/index.ts.
 * An id missing here (the real data's extras, D2-R3) is not performed.
 */
import type { HardcodedAttack } from "../../content/kinds/monsters/attack_types.js";
import type { Performer } from "./attack_context.js";
import { HARDCODED_TABLE } from "./hardcoded/index.js";

export const HARDCODED_ATTACKS: Map<string, Performer<HardcodedAttack>> = new Map(
  Object.entries(HARDCODED_TABLE).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
