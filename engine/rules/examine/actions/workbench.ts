/**
 * `workbench` (REAL-examine-workbench; the game's iexamine.cpp workbench and
 * workbench_internal): the game opens its crafting menu at the bench (craft, craft as long as
 * possible, work on a craft in progress, disassemble) next to "get items". cdda-sim runs no
 * crafting (only the faction camp's missions): answers.option `craft`, `disassemble` or `work`
 * emits the rule event `crafting_not_simulated` naming the bench and its `crafting_pseudo_item`;
 * `get` takes everything lying on the bench into the inventory (one second per
 * stack). Default: `get` when items lie on it, else `craft`.
 */
import type { Furniture } from "../../../content/kinds/furniture.js";
import { clearItems, type ExamineCtx, give, rule, say, spend, tileOf, menuOption } from "../context.js";

export function workbench(ctx: ExamineCtx): void {
  const items = [...(tileOf(ctx)?.items ?? [])];
  const option = menuOption(ctx, items.length > 0 ? "get" : "craft");
  if (option === "get") {
    if (items.length === 0) return say(ctx, `There is nothing on the ${ctx.def.name}.`);
    clearItems(ctx, ctx.pos);
    for (const s of items) {
      give(ctx, s);
      spend(ctx, 100);
    }
    return say(ctx, `You take what lies on the ${ctx.def.name}.`);
  }
  if (option === "craft" || option === "disassemble" || option === "work") {
    const pseudo = ctx.source === "furniture" ? (ctx.def as Furniture).craftingPseudoItem : undefined;
    rule(ctx, "crafting_not_simulated", { option, furniture: ctx.def.id, ...(pseudo ? { pseudoItem: pseudo } : {}) });
    return say(ctx, `The ${ctx.def.name} is a place to craft; cdda-sim does not simulate crafting.`);
  }
  return say(ctx, "Never mind.");
}
