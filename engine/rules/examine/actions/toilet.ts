/**
 * `toilet` (B2-toilet): the water in the tank is finite liquid on the tile, as for
 * finite_water_source. No water: "This toilet is empty.". The water's poison is 0 with 1-in-3,
 * else rng(1, 3) (kept on what is taken as `vars.poison`; reported when drunk).
 */
import { say, type ExamineCtx } from "../context.js";
import { ensureLiquid, handleLiquid } from "../liquid.js";

export function toilet(ctx: ExamineCtx): void {
  const water = ensureLiquid(ctx).find((s) => s.id === "water" || s.id === "water_clean") ?? ensureLiquid(ctx)[0];
  if (!water) return say(ctx, "This toilet is empty.");
  const poison = ctx.sim.dice.oneIn(3) ? 0 : ctx.sim.dice.int(1, 3);
  handleLiquid(ctx, water.id, water.count, true, ctx.pos, poison > 0 ? { poison } : undefined);
}
