/**
 * `harvest_ter` (REAL-examine-harvest_ter): picks the terrain's harvest for the season (a fruit
 * tree in autumn, a pine all year); the terrain then becomes its `transforms_into` (its harvested
 * form). Out of season, or already harvested: a message and nothing else. See harvest_common.ts;
 * the game's iexamine::harvest_ter.
 */
import type { ExamineCtx } from "../context.js";
import { harvestAction } from "./harvest_common.js";

export function harvestTer(ctx: ExamineCtx): void {
  harvestAction(ctx, false);
}
