/**
 * `harvested_plant` (REAL-examine-harvested_plant): a plant already picked this season says so
 * and nothing else happens; it grows back at the start of the next season (harvest_regrow.ts).
 * The game's iexamine::harvested_plant.
 */
import { rule, say, season, type ExamineCtx } from "../context.js";

export function harvestedPlant(ctx: ExamineCtx): void {
  rule(ctx, "nothing_to_harvest", { id: ctx.def.id, season: season(ctx.sim) });
  say(ctx, "Nothing can be harvested from this plant in current season");
}
