/** The camp's mission list as data: for tests, the `camp_list_missions` action and the CLI. */
import type { Content } from "../../content/load.js";
import type { Json } from "../../world/types.js";
import type { RuleData } from "../../sim/rule_events.js";
import { missionEntries, storedMissionName, type MissionEntry } from "./availability.js";
import {
  campMissions,
  craftableRecipes,
  expansionCount,
  expansionSlots,
  hasPantry,
  hasWater,
  radioRange,
} from "./provides.js";
import { sortedDirs, type CampState, type Direction, type ExpansionState } from "./state.js";
import type { Needs } from "./needs.js";

export function needsJson(n: Needs): Json {
  return {
    time: n.time,
    skills: n.skills.map(([s, l]) => [s, l]),
    qualities: n.qualities.map((g) => g.map((q) => ({ id: q.id, level: q.level }))),
    tools: n.tools.map((g) => g.map((x) => [x.id, x.charges])),
    components: n.components.map((g) => g.map((c) => [c.id, c.count])),
  };
}

export function entryJson(e: MissionEntry): Json {
  return {
    name: e.name,
    mission: e.mission,
    result: e.result,
    description: e.description,
    options: { ...e.options },
    optionNames: [...e.optionNames],
    needs: needsJson(e.needs),
    canStart: e.canStart,
    missing: [...e.missing],
    ...(e.kcal !== undefined ? { kcal: e.kcal } : {}),
  };
}

/** Everything the camp offers now, per expansion. */
export function campReport(content: Content, camp: CampState, only?: Direction): RuleData<"camp_missions"> {
  const expansions: Json[] = [];
  for (const d of sortedDirs(camp)) {
    if (only !== undefined && d !== only) continue;
    const e = camp.expansions[d] as ExpansionState;
    expansions.push({
      dir: d,
      type: e.type,
      upgrades: missionEntries(content, camp, e).map(entryJson),
      inProgress: e.inProgress.map((m) => m.mission),
      inProgressNames: e.inProgress.map((m) => storedMissionName(content, e, m.mission, m.options)),
      campMissions: campMissions(e),
      craftable: craftableRecipes(content, e),
    });
  }
  return {
    camp: camp.id,
    radioRange: radioRange(camp),
    water: hasWater(camp),
    pantry: hasPantry(camp),
    // Only for camps that track food, so the reports of the others read as before.
    ...(camp.food !== undefined ? { food: camp.food.kcal } : {}),
    ...(camp.food?.vitamins !== undefined ? { foodVitamins: { ...camp.food.vitamins } } : {}),
    ...(camp.food?.perishable !== undefined
      ? { foodSpoils: camp.food.perishable.map((p) => ({ turn: p.expires, kcal: Math.round(p.kcal) })) }
      : {}),
    expansionSlots: expansionSlots(camp),
    expansions: expansionCount(camp),
    list: expansions,
  };
}
