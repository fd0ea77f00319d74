/**
 * `gaspump` (B2-gaspump): "Use the <pump>?" (answers.confirm). The first liquid on the tile (placed
 * once from a finite `liquid_source`) is the fuel; none: "Out of order.". With one_in(10 + dex) a
 * spill of rng(1, 4 x 8 / max(1, dex)) units lands at the examiner's feet; otherwise
 * answers.amount units (default 20, at most what the pump holds) go into the examiner's container.
 */
import { statOf } from "../../../mechanics/effects/status.js";
import { confirmed, dropAt, give, rule, say, takeFromTile, type ExamineCtx } from "../context.js";
import { ensureLiquid } from "../liquid.js";

export const DEFAULT_FUEL_UNITS = 20;
export const UNITS_PER_LITRE = 4;

export function gaspump(ctx: ExamineCtx): void {
  if (!confirmed(ctx)) return say(ctx, `You leave the ${ctx.def.name} alone.`);
  const fuel = ensureLiquid(ctx)[0];
  if (!fuel) return say(ctx, "Out of order.");
  const dex = statOf(ctx.sim, ctx.c, "dex");
  if (ctx.sim.dice.oneIn(10 + dex)) {
    const spill = Math.min(
      fuel.count,
      ctx.sim.dice.int(1, Math.max(1, Math.floor((UNITS_PER_LITRE * 8) / Math.max(1, dex)))),
    );
    takeFromTile(ctx, ctx.pos, fuel.id, spill);
    dropAt(ctx, ctx.c.pos, { id: fuel.id, count: spill });
    rule(ctx, "fuel_spilled", { item: fuel.id, units: spill });
    return say(ctx, `You accidentally spill the ${ctx.sim.content.item.get(fuel.id)?.name ?? fuel.id}.`);
  }
  const units = Math.min(fuel.count, ctx.answers.amount ?? DEFAULT_FUEL_UNITS);
  takeFromTile(ctx, ctx.pos, fuel.id, units);
  give(ctx, { id: fuel.id, count: units });
  ctx.c.moves -= 100;
  rule(ctx, "fuel_pumped", { item: fuel.id, units });
  say(ctx, `You pump ${units} units of ${ctx.sim.content.item.get(fuel.id)?.name ?? fuel.id}.`);
}
