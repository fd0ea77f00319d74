/**
 * The camp's side of the `bulletin_board` examine action (B2-bulletin_board): a board on one of a
 * camp's overmap tiles opens that camp's mission list, the same report `camp_list_missions` gives.
 */
import type { CampDirectory } from "../../sim/hooks.js";
import { campReport } from "./report.js";
import { atCamp, type CampState } from "./state.js";

export const campDirectory: CampDirectory = {
  campAt: (sim, pos) =>
    Object.keys(sim.world.camps)
      .sort()
      .find((id) => atCamp(sim.world.camps[id] as unknown as CampState, pos)),
  open: (sim, campId) => {
    sim.emit({
      type: "rule",
      name: "camp_missions",
      data: campReport(sim.content, sim.world.camps[campId] as unknown as CampState),
    });
  },
};
