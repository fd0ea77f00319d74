/** The camp actions (engine/rules/camp), registered together in index.ts. */
import { campCompleteMissionKind, type CampCompleteMissionAction } from "./complete_mission.js";
import { campDistributeFoodKind, type CampDistributeFoodAction } from "./distribute_food.js";
import { campExpandKind, type CampExpandAction } from "./expand.js";
import { campFoundKind, type CampFoundAction } from "./found.js";
import { campListMissionsKind, type CampListMissionsAction } from "./list_missions.js";
import { campStartMissionKind, type CampStartMissionAction } from "./start_mission.js";
import type { ActionKind } from "../../../sim/action.js";

export type CampAction =
  | CampFoundAction
  | CampExpandAction
  | CampStartMissionAction
  | CampCompleteMissionAction
  | CampListMissionsAction
  | CampDistributeFoodAction;

export const CAMP_KINDS: { readonly [T in CampAction["type"]]: ActionKind<Extract<CampAction, { type: T }>> } = {
  camp_found: campFoundKind,
  camp_expand: campExpandKind,
  camp_start_mission: campStartMissionKind,
  camp_complete_mission: campCompleteMissionKind,
  camp_list_missions: campListMissionsKind,
  camp_distribute_food: campDistributeFoodKind,
};
