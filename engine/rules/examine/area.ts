/** The examine area (B): the `examine` action and the timed events examine actions schedule. */
import type { Area } from "../../sim/hooks.js";
import { examineKind, type ExamineAction } from "./action.js";
import { runTimers } from "./timers.js";

export const examineArea: Area<ExamineAction> = {
  name: "examine",
  actions: { examine: examineKind },
  turn: [runTimers],
};
