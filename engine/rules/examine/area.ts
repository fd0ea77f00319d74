/**
 * The examine area (B): the `examine` action, the activities timed actions hold over turns, the
 * timed events examine actions schedule, and harvested plants growing back.
 */
import type { Area } from "../../sim/hooks.js";
import { examineKind, type ExamineAction } from "./action.js";
import { activityTurn } from "./activity_turn.js";
import { regrowHarvested } from "./actions/harvest_regrow.js";
import { runTimers } from "./timers.js";

export const examineArea: Area<ExamineAction> = {
  name: "examine",
  actions: { examine: examineKind },
  turn: [runTimers, regrowHarvested],
  activityTurn,
};
