/**
 * Climbing aids (`type` = `climbing_aid`, spec section C): what helps a character down from a
 * ledge. A child's `down` (and its `cost`) merges into the inherited one member by member, while
 * `condition` replaces the inherited one whole (C-F-copy-from).
 */
import type { KindDef } from "./kind.js";
import { checkClimbingAid } from "./climbing/check.js";
import { decodeClimbingAid } from "./climbing/decode.js";
import { CLIMBING_RULES, TOP_MEMBERS } from "./climbing/members.js";
import type { ClimbingAid } from "./climbing/types.js";

export type { ClimbingAid, ClimbingCondition, ClimbingCost, ClimbingDown, ConditionType } from "./climbing/types.js";
export { DEFAULT_CLIMBING_AID, DEFAULT_AID_ID } from "./climbing/types.js";

export const climbingAidKind: KindDef<ClimbingAid> = {
  kind: "climbing_aid",
  label: "climbing aids",
  inherit: { deepMerge: ["down", "down.cost"] },
  members: TOP_MEMBERS,
  rules: CLIMBING_RULES,
  duplicates: "replace",
  decode: decodeClimbingAid,
  check: checkClimbingAid,
  subcounts: (aid) => (aid.deploys ? ["deploying furniture"] : []),
};
