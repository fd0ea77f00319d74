/**
 * `harvest_ter_nectar` (REAL-examine-harvest_ter_nectar): harvest_ter, except that a nectar drinker
 * (PROBOSCIS or BEAK_HUM, mouth uncovered) drinks nectar instead of picking, and only when the
 * plant has something to pick this season (the game: "if nothing can be harvested, neither can
 * nectar"). The game's iexamine::harvest_ter_nectar and harvest_activity_actor.
 */
import type { ExamineCtx } from "../context.js";
import { harvestAction } from "./harvest_common.js";

export function harvestTerNectar(ctx: ExamineCtx): void {
  harvestAction(ctx, true);
}
