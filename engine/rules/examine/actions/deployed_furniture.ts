/**
 * `deployed_furniture` (REAL-examine-deployed_furniture; the game's iexamine.cpp
 * deployed_furniture): "Take down the X?" (answers.confirm, default yes): the furniture is removed
 * and its `deployed_item` is left on the tile (the game adds it to the map there, where the
 * examiner picks it up as any item). No time is spent. Furniture without a loaded deployed item
 * cannot be taken down.
 */
import type { Furniture } from "../../../content/kinds/furniture.js";
import { confirmed, dropAt, type ExamineCtx, rule, say, setFurniture } from "../context.js";

export function deployedFurniture(ctx: ExamineCtx): void {
  const item = ctx.source === "furniture" ? (ctx.def as Furniture).deployedItem : undefined;
  if (item === undefined || !ctx.sim.content.item.has(item))
    return say(ctx, `The ${ctx.def.name} can't be taken down.`);
  if (!confirmed(ctx)) return say(ctx, `That is a ${ctx.def.name}.`);
  say(ctx, `You take down the ${ctx.def.name}.`);
  setFurniture(ctx, ctx.pos, null);
  dropAt(ctx, ctx.pos, { id: item, count: 1 });
  rule(ctx, "furniture_taken_down", { item });
}
