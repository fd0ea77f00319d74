/**
 * `tree_marloss` (REAL-examine-tree_marloss), the game's iexamine::tree_marloss with pick_plant:
 * "Harvest the tree?" (answers.confirm). THRESH_MYCUS picks mycus_fruit and the tree becomes
 * t_tree_fungal, except that with M_DEPENDENT a 1-in-3 roll leaves it a Marloss tree;
 * THRESH_MARLOSS gets one mycus_fruit and the tree becomes t_tree_fungal without a question;
 * anyone else picks marloss_berry (t_tree_fungal). Picked count: rng(base, round(base + survival
 * / 2)) with base rng(2, 5), at most 12; the fruit falls at the picker's feet. No time is spent.
 */
import { confirmed, copy, dropAt, hasTrait, rule, say, setTerrain, skill, type ExamineCtx } from "../context.js";

export const FUNGAL_TREE = "t_tree_fungal";
export const MARLOSS_TREE = "t_marloss_tree";

function spawn(ctx: ExamineCtx, item: string, count: number): void {
  if (ctx.sim.content.item.has(item)) dropAt(ctx, copy(ctx.c.pos), { id: item, count });
  else
    ctx.sim.emit({
      type: "runtime_error",
      text: `item ${item} is not loaded; nothing is picked`,
      rule: "REAL-examine-tree_marloss",
    });
}

/** pick_plant: asks, then picks a survival-scaled count and changes the terrain; false when declined. */
function pickPlant(ctx: ExamineCtx, item: string): boolean {
  if (!confirmed(ctx)) {
    say(ctx, `You leave the ${ctx.def.name} alone.`);
    return false;
  }
  const base = ctx.sim.dice.int(2, 5);
  const count = Math.min(12, ctx.sim.dice.int(base, Math.round(base + skill(ctx, "survival") / 2)));
  spawn(ctx, item, count);
  setTerrain(ctx, ctx.pos, FUNGAL_TREE);
  rule(ctx, "picked", { item, count });
  return true;
}

export function treeMarloss(ctx: ExamineCtx): void {
  if (hasTrait(ctx, "THRESH_MYCUS")) {
    if (!pickPlant(ctx, "mycus_fruit")) return;
    if (hasTrait(ctx, "M_DEPENDENT") && ctx.sim.dice.oneIn(3)) {
      say(ctx, "We have located a particularly vital nutrient deposit underneath this location.");
      say(ctx, "Additional nourishment is available.");
      setTerrain(ctx, ctx.pos, MARLOSS_TREE);
    }
    return;
  }
  if (hasTrait(ctx, "THRESH_MARLOSS")) {
    spawn(ctx, "mycus_fruit", 1);
    setTerrain(ctx, ctx.pos, FUNGAL_TREE);
    rule(ctx, "picked", { item: "mycus_fruit", count: 1 });
    say(ctx, "The tree offers up a fruit, then shrivels into a fungal tree.");
    return;
  }
  pickPlant(ctx, "marloss_berry");
}
