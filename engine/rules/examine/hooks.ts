/** The examine area's per-turn work: timed events scheduled by examine actions (timers.ts). */
import { HOOKS } from "../../sim/hooks.js";
import { runTimers } from "./timers.js";

HOOKS.turn.push(runTimers);
