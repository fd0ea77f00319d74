/**
 * `clear_overgrown` (REAL-examine-clear_overgrown): an overgrown crop (furniture with the
 * GROWTH_OVERGROWN flag) is cleared without a question or a tool: 60 seconds of work, whatever
 * lies on the tile is gone, and the furniture becomes its plant_data `base` (a planter stays a
 * planter; a field plant leaves nothing). On anything else: an error event, no change. The game's
 * iexamine::clear_overgrown.
 */
import { activity, clearItems, rule, say, setFurniture, type ExamineCtx } from "../context.js";
import { plantBase } from "./harvest_common.js";

export const CLEAR_SECONDS = 60;

export function clearOvergrown(ctx: ExamineCtx): void {
  if (ctx.source !== "furniture" || !ctx.def.flags.includes("GROWTH_OVERGROWN")) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `clear_overgrown on ${ctx.def.id}, which is not an overgrown crop (no GROWTH_OVERGROWN furniture flag)`,
      rule: "REAL-examine-clear_overgrown",
    });
    return;
  }
  if (!activity(ctx, "clear_overgrown", CLEAR_SECONDS)) return;
  clearItems(ctx, ctx.pos);
  const base = plantBase(ctx);
  setFurniture(ctx, ctx.pos, base);
  rule(ctx, "overgrown_cleared", { id: ctx.def.id, base });
  say(ctx, "You pull up what's left of the planted crop and trample the rest.");
}
