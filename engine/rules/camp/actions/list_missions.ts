/**
 * `{"type": "camp_list_missions", "camp": "base"}`: reports, in a `rule` event named
 * `camp_missions`, every expansion's upgrade menu (A4-R3c), camp missions (A2-R1) and craftable
 * recipes (A1-R5), with the camp's radio range, water, pantry and expansion slots (A2).
 * `expansion` limits the report to one expansion. Changes nothing.
 */
import * as t from "io-ts";
import { campReport } from "../report.js";
import { draftCamp, type CampState, type Direction } from "../state.js";
import { campDirection } from "./codecs.js";
import type { ActionKind } from "../../../sim/action.js";
import { worldId } from "../../../sim/codecs.js";

export interface CampListMissionsAction {
  readonly type: "camp_list_missions";
  readonly camp: string;
  readonly expansion?: Direction;
}

export const campListMissionsKind: ActionKind<CampListMissionsAction> = {
  type: "camp_list_missions",
  codec: t.intersection([
    t.type({ type: t.literal("camp_list_missions"), camp: worldId }),
    t.partial({ expansion: campDirection }),
  ]),
  describe: (a) => `list the missions of camp ${a.camp}${a.expansion ? ` at ${a.expansion}` : ""}`,
  run(sim, a) {
    const camp = draftCamp(sim, a.camp) as unknown as CampState;
    if (a.expansion !== undefined && !camp.expansions[a.expansion])
      sim.refuse(`camp ${JSON.stringify(a.camp)} has no expansion ${JSON.stringify(a.expansion)}`);
    sim.emit({ type: "rule", name: "camp_missions", data: campReport(sim.content, camp, a.expansion) });
  },
};
