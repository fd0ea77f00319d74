/**
 * The one list of areas. Every action kind comes from it (engine/step/actions/index.ts), and the
 * areas' hooks run each turn in its order: core (none), monsters (grab upkeep, spawner upkeep),
 * camp (missions due, wells), examine (timers), climbing (none), fight (none). The order is part
 * of the behaviour: recordings replay only if it stays.
 */
import { campArea } from "../rules/camp/area.js";
import { climbingArea } from "../rules/climbing/area.js";
import { examineArea } from "../rules/examine/area.js";
import { fightArea } from "../rules/fight/area.js";
import { monstersArea } from "../rules/monsters/area.js";
import { composeHooks, type Hooks } from "../sim/hooks.js";
import { MOOD_REACTIONS } from "../mechanics/mood.js";
import { coreArea } from "./actions/core_area.js";
import { advanceTurn } from "./turn.js";

export const AREAS = [coreArea, monstersArea, campArea, examineArea, climbingArea, fightArea] as const;

export const HOOKS: Hooks = composeHooks(AREAS, advanceTurn, MOOD_REACTIONS);
