/**
 * Planted crops, shared by aggie_plant, harvest_plant_ex and dirtmound. A planted tile holds its
 * seed item (with `vars.planted`, the turn it was planted) and plant furniture. Harvest (REAL,
 * cdda-engine-notes.md B): plant count = rng(survival/2, survival) x the furniture's
 * harvest_multiplier, clamped to 1..12; seeds max(1, rng(count/4, count/2)); every byproduct x1;
 * the furniture becomes the plant's `transform`. Items go to the harvester.
 */
import type { ItemStack } from "../../world/types.js";
import type { Furniture } from "../../content/kinds/furniture.js";
import { clearItems, give, rule, say, setFurniture, skill, stackFlags, tileOf, type ExamineCtx } from "./context.js";

export const MAX_HARVEST = 12;
/** 30 seconds of planting (dirtmound). */
export const PLANT_MOVES = 3000;

export function isSeed(ctx: ExamineCtx, s: ItemStack): boolean {
  const def = ctx.sim.content.item.get(s.id);
  return def?.seedData !== undefined || stackFlags(ctx.sim, s).includes("SEED") || s.id.startsWith("seed_");
}

export function seedOnTile(ctx: ExamineCtx): ItemStack | undefined {
  return (tileOf(ctx)?.items ?? []).find((s) => isSeed(ctx, s));
}

/** The fruit of a seed: its seed_data, else the id without `seed_` when such an item exists, else the seed itself. */
export function fruitOf(
  ctx: ExamineCtx,
  seed: string,
): { fruit: string; seeds: boolean; byproducts: readonly string[] } {
  const data = ctx.sim.content.item.get(seed)?.seedData;
  if (data) return { fruit: data.fruit, seeds: data.seeds, byproducts: data.byproducts };
  const guess = seed.startsWith("seed_") ? seed.slice(5) : seed;
  return { fruit: ctx.sim.content.item.has(guess) ? guess : seed, seeds: true, byproducts: [] };
}

/** The plant is gone: no seed on a plant tile. The tile's items are cleared and the furniture removed. */
export function clearDeadPlant(ctx: ExamineCtx): void {
  ctx.sim.emit({
    type: "debug",
    text: `no seed on the plant at ${ctx.pos.x},${ctx.pos.y},${ctx.pos.z}; the plant is removed`,
  });
  clearItems(ctx, ctx.pos);
  setFurniture(ctx, ctx.pos, null);
  say(ctx, "There is nothing growing here any more.");
}

export function harvest(ctx: ExamineCtx, seed: ItemStack): void {
  const furn = ctx.def as Furniture;
  const survival = skill(ctx, "survival");
  const mult = furn.plantData?.harvestMultiplier ?? 1;
  const base = ctx.sim.dice.int(Math.floor(survival / 2), survival);
  const count = Math.min(MAX_HARVEST, Math.max(1, Math.round(base * mult)));
  const { fruit, seeds, byproducts } = fruitOf(ctx, seed.id);
  clearItems(ctx, ctx.pos);
  const seedCount = Math.max(1, ctx.sim.dice.int(Math.floor(count / 4), Math.floor(count / 2)));
  if (seeds && seed.id !== fruit) give(ctx, { id: seed.id, count: seedCount });
  if (ctx.sim.content.item.has(fruit)) give(ctx, { id: fruit, count });
  else
    ctx.sim.emit({
      type: "runtime_error",
      text: `fruit ${JSON.stringify(fruit)} of ${seed.id} is not loaded`,
      rule: "B2-aggie_plant",
    });
  for (const b of byproducts) if (ctx.sim.content.item.has(b)) give(ctx, { id: b, count: 1 });
  const next = furn.plantData?.transform ?? furn.plantData?.base ?? null;
  setFurniture(ctx, ctx.pos, next);
  rule(ctx, "harvested", { seed: seed.id, fruit, count, seeds: seeds ? seedCount : 0 });
  say(ctx, `You harvest ${count} ${ctx.sim.content.item.get(fruit)?.name ?? fruit}.`);
  ctx.c.moves -= 6000;
}
