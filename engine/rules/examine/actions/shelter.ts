/**
 * `shelter` (B2-shelter): "Take down the shelter?" (answers.confirm): every furniture in the 3x3
 * around the tile is removed, 200 moves, and a `shelter_kit` is dropped on the tile.
 */
import { around, confirmed, dropAt, rule, say, setFurniture, spend, tileOf, type ExamineCtx } from "../context.js";

export const SHELTER_KIT = "shelter_kit";

export function shelter(ctx: ExamineCtx): void {
  if (!confirmed(ctx)) return say(ctx, "You leave the shelter standing.");
  let removed = 0;
  for (const p of around(ctx, ctx.pos, 1))
    if (tileOf(ctx, p)?.furn !== undefined && setFurniture(ctx, p, null)) removed++;
  spend(ctx, 200);
  if (ctx.sim.content.item.has(SHELTER_KIT)) dropAt(ctx, ctx.pos, { id: SHELTER_KIT, count: 1 });
  else
    ctx.sim.emit({
      type: "runtime_error",
      text: `item ${SHELTER_KIT} is not loaded; no kit is dropped`,
      rule: "B2-shelter",
    });
  rule(ctx, "shelter_taken_down", { removed });
  say(ctx, "You take down the shelter.");
}
