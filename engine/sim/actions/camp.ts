/** The camp actions (engine/rules/camp), registered together in index.ts. */
import { campCompleteMissionKind, type CampCompleteMissionAction } from "./camp_complete_mission.js";
import { campExpandKind, type CampExpandAction } from "./camp_expand.js";
import { campFoundKind, type CampFoundAction } from "./camp_found.js";
import { campListMissionsKind, type CampListMissionsAction } from "./camp_list_missions.js";
import { campStartMissionKind, type CampStartMissionAction } from "./camp_start_mission.js";
import type { ActionKind } from "./types.js";

export type CampAction =
  | CampFoundAction
  | CampExpandAction
  | CampStartMissionAction
  | CampCompleteMissionAction
  | CampListMissionsAction;

export const CAMP_KINDS: { readonly [T in CampAction["type"]]: ActionKind<Extract<CampAction, { type: T }>> } = {
  camp_found: campFoundKind,
  camp_expand: campExpandKind,
  camp_start_mission: campStartMissionKind,
  camp_complete_mission: campCompleteMissionKind,
  camp_list_missions: campListMissionsKind,
};
