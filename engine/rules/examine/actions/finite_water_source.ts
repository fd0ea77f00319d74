/**
 * `finite_water_source` (B2-finite_water_source, S-11): the first liquid on the tile (placed once
 * from the `liquid_source` count, see liquid.ts) is drunk or taken (answers.option "drink" default
 * or "take", answers.amount); what is used leaves the tile. Once it is gone the source is dry for
 * good: a message, and nothing changes.
 */
import { say, type ExamineCtx } from "../context.js";
import { ensureLiquid, handleLiquid } from "../liquid.js";

export function finiteWaterSource(ctx: ExamineCtx): void {
  const liquid = ensureLiquid(ctx)[0];
  if (!liquid) return say(ctx, `The ${ctx.def.name} is dry.`);
  handleLiquid(ctx, liquid.id, liquid.count, true);
}
