/**
 * `aggie_plant` (B2-aggie_plant): no seed on the tile: the plant is cleared. A GROWTH_HARVEST plant
 * is harvested after "Harvest the plant?" (answers.confirm). An unripe plant may be fertilized
 * with a FERTILIZER item (answers.item, default the first carried; answers.confirm): one charge, the
 * planting time moves back 20 % of a season, a fertilizer marker item joins the seed on the tile,
 * 1000 moves. More than one item on the tile means it is already fertilized.
 */
import type { ItemStack } from "../../../world/types.js";
import { carried, confirmed, rule, say, SEASON_DAYS, stackFlags, take, tileOf, type ExamineCtx } from "../context.js";
import { clearDeadPlant, harvest, seedOnTile } from "../plants.js";

/** 20 % of a 91-day season, in turns. */
export const FERTILIZE_TURNS = Math.round(0.2 * SEASON_DAYS * 86400);

export function aggiePlant(ctx: ExamineCtx): void {
  const seed = seedOnTile(ctx);
  if (!seed) return clearDeadPlant(ctx);
  if (ctx.def.flags.includes("GROWTH_HARVEST")) {
    if (!confirmed(ctx)) return say(ctx, `You leave the ${ctx.def.name} to grow.`);
    return harvest(ctx, seed);
  }
  const items = tileOf(ctx)?.items ?? [];
  if (items.length > 1) return say(ctx, "This plant has already been fertilized.");
  const ferts = carried(ctx).filter((s) => stackFlags(ctx.sim, s).includes("FERTILIZER"));
  const chosen = ctx.answers.item !== undefined ? ferts.find((s) => s.id === ctx.answers.item) : ferts[0];
  if (!chosen)
    return say(
      ctx,
      ferts.length === 0
        ? "This plant is not ready to harvest, and you have no fertilizer."
        : `You carry no fertilizer ${JSON.stringify(ctx.answers.item)}.`,
    );
  if (!confirmed(ctx)) return say(ctx, "You decide not to fertilize the plant.");
  fertilize(ctx, seed, chosen);
}

function fertilize(ctx: ExamineCtx, seed: ItemStack, fert: ItemStack): void {
  if (fert.charges !== undefined && fert.charges > 1) {
    const s = ctx.c.inventory.find((x) => x.id === fert.id && x.charges === fert.charges);
    if (s && s.charges !== undefined) s.charges -= 1;
    ctx.sim.emit({ type: "rule", name: "charges_used", data: { who: ctx.who, item: fert.id, charges: 1 } });
  } else take(ctx, fert.id, 1);
  const planted = typeof seed.vars?.["planted"] === "number" ? (seed.vars["planted"] as number) : ctx.sim.world.turn;
  ctx.sim.editTile(ctx.pos, (t) => {
    const s = t.items?.find((x) => x.id === seed.id);
    if (s) s.vars = { ...(s.vars ?? {}), planted: planted - FERTILIZE_TURNS };
    t.items?.push({ id: fert.id, count: 1 });
  });
  ctx.sim.emit({ type: "items_added", pos: ctx.pos, item: fert.id, count: 1 });
  ctx.c.moves -= 1000;
  rule(ctx, "fertilized", { seed: seed.id, fertilizer: fert.id, planted: planted - FERTILIZE_TURNS });
  say(ctx, "You fertilize the plant.");
}
