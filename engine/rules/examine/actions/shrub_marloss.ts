/**
 * `shrub_marloss` (B2-shrub_marloss): THRESH_MYCUS picks mycus_fruit and the shrub becomes
 * t_shrub_fungal; THRESH_MARLOSS gets a single mycus_fruit and the shrub becomes t_fungus; anyone
 * else picks marloss_berry (t_shrub_fungal). Count: base rng(2, 5), then rng(base, round(base +
 * survival/2)), at most 12.
 */
import { give, hasTrait, rule, say, setTerrain, skill, type ExamineCtx } from "../context.js";

export function shrubMarloss(ctx: ExamineCtx): void {
  const mycus = hasTrait(ctx, "THRESH_MYCUS");
  const marloss = !mycus && hasTrait(ctx, "THRESH_MARLOSS");
  const item = mycus || marloss ? "mycus_fruit" : "marloss_berry";
  let count = 1;
  if (!marloss) {
    const base = ctx.sim.dice.int(2, 5);
    count = Math.min(12, ctx.sim.dice.int(base, Math.round(base + skill(ctx, "survival") / 2)));
  }
  if (ctx.sim.content.item.has(item)) give(ctx, { id: item, count });
  else
    ctx.sim.emit({
      type: "runtime_error",
      text: `item ${item} is not loaded; nothing is picked`,
      rule: "B2-shrub_marloss",
    });
  setTerrain(ctx, ctx.pos, marloss ? "t_fungus" : "t_shrub_fungal");
  rule(ctx, "picked", { item, count });
  say(
    ctx,
    marloss
      ? "The shrub offers up a fruit, then crumbles into a fungal bed."
      : `You pick ${count} ${ctx.sim.content.item.get(item)?.name ?? item}.`,
  );
}
