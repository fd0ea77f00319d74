/**
 * `water_source` (B2-water_source): never runs out. The liquid is the `liquid_source` id (default
 * `water`); drink or take as in liquid.ts (take defaults to 4 units).
 */
import { say, type ExamineCtx } from "../context.js";
import { handleLiquid } from "../liquid.js";

export const INFINITE = 1_000_000;

export function waterSource(ctx: ExamineCtx): void {
  const liquid = ctx.def.liquidSource?.id ?? "water";
  if (!ctx.sim.content.item.has(liquid)) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `liquid ${JSON.stringify(liquid)} of ${ctx.def.id} is not loaded`,
      rule: "B2-water_source",
    });
    return say(ctx, `Nothing comes out of the ${ctx.def.name}.`);
  }
  handleLiquid(ctx, liquid, INFINITE, false);
}
