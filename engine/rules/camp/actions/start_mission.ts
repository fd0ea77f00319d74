/**
 * `{"type": "camp_start_mission", "camp": "base", "mission": "faction_base_camp_1"}`: starts an
 * upgrade mission at an expansion (`expansion`, default `center`). `options` holds a value for
 * every parameter of a parametric mission (A4-R2b; refused without, naming the options). The
 * needs are taken from the camp inventory (A1-F-components).
 */
import * as t from "io-ts";
import { withDefault } from "../../../content/codec/common.js";
import { draftCamp, draftExpansion, type Direction } from "../state.js";
import { startMission } from "../lifecycle.js";
import { campDirection, stringMap } from "./codecs.js";
import type { ActionKind } from "../../../sim/action.js";
import { worldId } from "../../../sim/codecs.js";

export interface CampStartMissionAction {
  readonly type: "camp_start_mission";
  readonly camp: string;
  readonly expansion: Direction;
  readonly mission: string;
  readonly options: { [k: string]: string };
}

export const campStartMissionKind: ActionKind<CampStartMissionAction> = {
  type: "camp_start_mission",
  codec: t.type({
    type: t.literal("camp_start_mission"),
    camp: worldId,
    expansion: withDefault(campDirection, "center" as Direction),
    mission: t.string,
    options: withDefault(stringMap, {}),
  }),
  describe: (a) =>
    `camp ${a.camp} starts ${a.mission}${a.expansion !== "center" ? ` at ${a.expansion}` : ""}${Object.keys(a.options).length ? ` (${Object.values(a.options).join(", ")})` : ""}`,
  run(sim, a) {
    const camp = draftCamp(sim, a.camp);
    startMission(sim, camp, draftExpansion(sim, camp, a.expansion), a.mission, a.options);
  },
};
