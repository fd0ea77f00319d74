/**
 * `arcfurnace_full` (REAL-examine-arcfurnace_full; the game's iexamine.cpp arcfurnace_full): a
 * firing lasts 2 hours from the start turn; then the unfinished calcium carbide becomes calcium
 * carbide (`chem_carbide`) by volume and the furnace returns to its `_empty` form. The real empty
 * arc furnace is an appliance (appliance_convert), so in the real data only content or a scenario
 * puts a furnace into its full form.
 */
import type { ExamineCtx } from "../context.js";
import { finishFiring } from "./firing_common.js";

export const ARC_FIRING = 2 * 3600;
export const UNFINISHED_CAC2 = "unfinished_cac2";
export const CARBIDE = "chem_carbide";

export function arcfurnaceFull(ctx: ExamineCtx): void {
  finishFiring(ctx, {
    unfinished: UNFINISHED_CAC2,
    product: CARBIDE,
    time: ARC_FIRING,
    noun: "an arc furnace",
    empty: "This furnace is empty…",
    yields: "calcium carbide",
  });
}
