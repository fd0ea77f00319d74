/**
 * `kiln_full` (REAL-examine-kiln_full; the game's iexamine.cpp kiln_full): a firing lasts 6 hours
 * from the start turn; then the unfinished charcoal becomes charcoal by volume (300 ml of
 * unfinished charcoal is 60 pieces of 5 ml) and the kiln returns to its `_empty` form.
 */
import type { ExamineCtx } from "../context.js";
import { finishFiring } from "./firing_common.js";
import { CHARCOAL, UNFINISHED_CHARCOAL } from "./kiln_empty.js";

export const KILN_FIRING = 6 * 3600;

export function kilnFull(ctx: ExamineCtx): void {
  finishFiring(ctx, {
    unfinished: UNFINISHED_CHARCOAL,
    product: CHARCOAL,
    time: KILN_FIRING,
    noun: "a charcoal kiln",
    empty: "This kiln is empty…",
    yields: "charcoal",
  });
}
