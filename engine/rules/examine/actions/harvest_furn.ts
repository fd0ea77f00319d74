/**
 * `harvest_furn` (REAL-examine-harvest_furn): picks the furniture's harvest for the season (wild
 * flowers, cattails, seaweed); the furniture then becomes its `transforms_into`, or is removed
 * when it has none (every real flower). See harvest_common.ts; the game's iexamine::harvest_furn.
 */
import type { ExamineCtx } from "../context.js";
import { harvestAction } from "./harvest_common.js";

export function harvestFurn(ctx: ExamineCtx): void {
  harvestAction(ctx, false);
}
