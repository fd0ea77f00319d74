/**
 * `compost_full` (REAL-examine-compost_full; the game's iexamine.cpp compost_full): finishes a tank's composting and gives its results
 * (engine/rules/examine/actions/ferment_common.ts has the rules and the answers).
 */
import type { ExamineCtx } from "../context.js";
import { emptyContainer } from "./ferment_common.js";
import { TANK } from "./compost_common.js";

export function compostFull(ctx: ExamineCtx): void {
  emptyContainer(ctx, TANK);
}
