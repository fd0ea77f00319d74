/**
 * `harvest_furn_nectar` (REAL-examine-harvest_furn_nectar): harvest_furn, except that a nectar
 * drinker drinks nectar instead of picking (the flower stays). The game's
 * iexamine::harvest_furn_nectar.
 */
import type { ExamineCtx } from "../context.js";
import { harvestAction } from "./harvest_common.js";

export function harvestFurnNectar(ctx: ExamineCtx): void {
  harvestAction(ctx, true);
}
