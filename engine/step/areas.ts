/**
 * The four areas, in the order their hooks run each turn: monsters (grab upkeep, spawner upkeep),
 * camp (missions due, wells), examine (timers), climbing (none), fight (none). The order is part of the
 * behaviour: recordings replay only if it stays.
 */
import { campArea } from "../rules/camp/area.js";
import { climbingArea } from "../rules/climbing/area.js";
import { examineArea } from "../rules/examine/area.js";
import { fightArea } from "../rules/fight/area.js";
import { monstersArea } from "../rules/monsters/area.js";
import { composeHooks, type Hooks } from "../sim/hooks.js";
import { advanceTurn } from "./turn.js";

export const AREAS = [monstersArea, campArea, examineArea, climbingArea, fightArea] as const;

export const HOOKS: Hooks = composeHooks(AREAS, advanceTurn);
