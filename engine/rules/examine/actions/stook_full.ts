/**
 * `stook_full` (REAL-examine-stook_full; the game's iexamine.cpp stook_full): once the drying time
 * has passed since the stook was set up, each fresh grain becomes its `smoking_result` (one for
 * one; dried wheat stalks from wheat stalks) and the stook returns to its `_empty` form, the dried
 * grain lying in it. Before that, a progress message. The drying time is STOOK_DRYING (see
 * docs/examine.md: the game's value could not be read from its source here).
 */
import type { ItemStack } from "../../../world/types.js";
import { type ExamineCtx, rule, say } from "../context.js";
import { dryable } from "./stook_empty.js";
import { durationText, elapsed, endProcess, itemsHere, otherForm, setItemsHere } from "./station_common.js";

export const STOOK_DRYING = 14 * 86400;

export function stookFull(ctx: ExamineCtx): void {
  const items = itemsHere(ctx);
  if (items.length === 0) {
    say(ctx, "This stook is empty.");
    return endProcess(ctx, otherForm(ctx, "_full", "_empty"));
  }
  say(ctx, "There's a stook of grain drying there.");
  const left = STOOK_DRYING - elapsed(ctx);
  if (left > 0) {
    rule(ctx, "process_progress", { left, time: STOOK_DRYING });
    return say(ctx, `It will finish drying in about ${durationText(left)}.`);
  }
  const dried: ItemStack[] = items.map((s) => {
    const to = dryable(ctx, s.id) ? ctx.sim.content.item.get(s.id)?.processing.smokingResult : undefined;
    return to !== undefined && ctx.sim.content.item.has(to) ? { id: to, count: s.count } : s;
  });
  const next = otherForm(ctx, "_full", "_empty");
  if (next === undefined) return;
  setItemsHere(ctx, dried);
  endProcess(ctx, next);
  rule(ctx, "process_done", { results: dried.map((s) => [s.id, s.count]) });
  say(ctx, "The grain in the stook has dried.");
}
