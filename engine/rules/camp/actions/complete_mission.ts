/**
 * `{"type": "camp_complete_mission", "camp": "base", "mission": "faction_base_camp_1"}`: completes
 * a mission in progress (A1-complete). Refused before its time is up (A1-time-use) unless
 * `wait` is true: then turns pass (creatures act, hooks run) until it ends, and it completes.
 * Camps with `auto_complete` (the default) also complete missions by themselves during ticks.
 */
import * as t from "io-ts";
import { withDefault } from "../../../content/codec/common.js";
import { findMission } from "../availability.js";
import { draftCamp, draftExpansion, type CampState, type Direction } from "../state.js";
import { completeMission } from "../lifecycle.js";
import { campDirection } from "./codecs.js";
import { MAX_TURNS_PER_TICK, passTurn } from "../../../sim/hooks.js";
import type { ActionKind } from "../../../sim/action.js";
import type { Draft } from "immer";
import { worldId } from "../../../sim/codecs.js";

export interface CampCompleteMissionAction {
  readonly type: "camp_complete_mission";
  readonly camp: string;
  readonly expansion: Direction;
  readonly mission: string;
  readonly wait: boolean;
}

export const campCompleteMissionKind: ActionKind<CampCompleteMissionAction> = {
  type: "camp_complete_mission",
  codec: t.type({
    type: t.literal("camp_complete_mission"),
    camp: worldId,
    expansion: withDefault(campDirection, "center" as Direction),
    mission: t.string,
    wait: withDefault(t.boolean, false),
  }),
  describe: (a) =>
    `camp ${a.camp} ${a.wait ? "waits for" : "completes"} ${a.mission}${a.expansion !== "center" ? ` at ${a.expansion}` : ""}`,
  run(sim, a) {
    const camp = draftCamp(sim, a.camp);
    const e = draftExpansion(sim, camp, a.expansion);
    const id = findMission(sim.content, a.mission)?.id ?? a.mission;
    const m = e.inProgress.find((x) => x.mission === id);
    if (a.wait && m && sim.world.turn < m.ends) {
      const turns = m.ends - sim.world.turn;
      if (turns > MAX_TURNS_PER_TICK)
        sim.refuse(`${id} ends in ${turns} turns, more than the limit of ${MAX_TURNS_PER_TICK}`);
      for (let i = 0; i < turns; i++) passTurn(sim);
      const now = sim.world.camps[a.camp] as unknown as Draft<CampState>;
      const still = now.expansions[a.expansion]?.inProgress.some((x) => x.mission === id);
      if (!still) return; // completed by the turn hook (auto_complete)
    }
    completeMission(sim, camp, e, a.mission);
  },
};
