/**
 * Liquid handling for water sources, toilets and pumps. Finite liquid is an item stack on the tile
 * (count = units of 250 ml). A tile whose terrain or furniture has a finite `liquid_source` gets
 * its rng(min, max) units the first time anyone looks (the stand-in for map generation), marked by
 * `state.liquidPlaced`; once drained it stays dry (S-11). The answers choose: option "drink"
 * (default) or "take", amount (drink: enough to quench thirst; take: everything, or 1 for an
 * infinite source... see docs/examine.md).
 */
import type { ItemStack, Point } from "../../world/types.js";
import { give, liquidsOn, rule, say, setTileState, takeFromTile, tileOf, type ExamineCtx } from "./context.js";

/** Thirst one unit of water quenches. */
export const QUENCH_PER_UNIT = 50;
/** Units taken from an infinite source when no amount is given. */
export const DEFAULT_INFINITE_TAKE = 4;

/** Places the finite source's liquid once; returns the liquid stacks now on the tile. */
export function ensureLiquid(ctx: ExamineCtx, p: Point = ctx.pos): ItemStack[] {
  const tile = tileOf(ctx, p);
  if (!tile) return [];
  const src = ctx.def.liquidSource;
  if (tile.state?.["liquidPlaced"] !== true && src?.count && liquidsOn(ctx, p).length === 0) {
    const n = ctx.sim.dice.int(src.count[0], src.count[1]);
    if (n > 0 && ctx.sim.content.item.has(src.id)) {
      ctx.sim.editTile(p, (t) => {
        t.items ??= [];
        t.items.push({ id: src.id, count: n });
      });
      rule(ctx, "liquid_placed", { item: src.id, count: n });
    }
  }
  if (tile.state?.["liquidPlaced"] !== true) setTileState(ctx, p, "liquidPlaced", true);
  return liquidsOn(ctx, p);
}

/** Drinks or takes from `available` units of `liquid`; `finite` removes what is used from the tile. */
export function handleLiquid(
  ctx: ExamineCtx,
  liquid: string,
  available: number,
  finite: boolean,
  p: Point = ctx.pos,
  vars?: ItemStack["vars"],
): number {
  const option = ctx.answers.option ?? "drink";
  const name = ctx.sim.content.item.get(liquid)?.name ?? liquid;
  let units: number;
  if (option === "drink") {
    const want = ctx.answers.amount ?? Math.max(1, Math.ceil(ctx.c.thirst / QUENCH_PER_UNIT));
    units = Math.min(want, available);
    if (units <= 0) return 0;
    const before = ctx.c.thirst;
    ctx.c.thirst = Math.max(0, ctx.c.thirst - units * QUENCH_PER_UNIT);
    ctx.c.moves -= 100 * units;
    rule(ctx, "drank", { who: ctx.who, item: liquid, units, thirst: [before, ctx.c.thirst] });
    if (vars?.["poison"] !== undefined && Number(vars["poison"]) > 0)
      rule(ctx, "poisoned_water", { who: ctx.who, poison: vars["poison"] as number });
    say(ctx, `You drink ${units === 1 ? "some" : units} ${name}.`);
  } else if (option === "take") {
    const want = ctx.answers.amount ?? (finite ? available : DEFAULT_INFINITE_TAKE);
    units = Math.min(want, available);
    if (units <= 0) return 0;
    give(ctx, { id: liquid, count: units, ...(vars ? { vars } : {}) });
    ctx.c.moves -= 100;
    say(ctx, `You fill your container with ${units} units of ${name}.`);
  } else {
    say(ctx, `Choose "drink" or "take" (option ${JSON.stringify(option)} is not offered).`);
    return 0;
  }
  if (finite) takeFromTile(ctx, p, liquid, units);
  return units;
}
