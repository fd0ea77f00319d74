/**
 * `stook_empty` (REAL-examine-stook_empty; the game's iexamine.cpp stook_empty): a stooking spot
 * holding freshly cut grain (FRESH_GRAIN items with a `smoking_result`) is set up as a stook: the
 * furniture becomes its `_full` form and the tile remembers the start turn. Anything else in it,
 * or more than the spot's `max_volume`, stops it with a message. answers.confirm (default yes).
 */
import { confirmed, type ExamineCtx, say } from "../context.js";
import { itemName, itemsHere, litres, otherForm, startProcess, volumeOf } from "./station_common.js";

export function dryable(ctx: ExamineCtx, id: string): boolean {
  const it = ctx.sim.content.item.get(id);
  if (!it) return false;
  return it.flags.includes("FRESH_GRAIN") && it.processing.smokingResult !== undefined;
}

export function stookEmpty(ctx: ExamineCtx): void {
  const items = itemsHere(ctx);
  if (items.length === 0)
    return say(ctx, "This stooking spot is empty.  Fill it with freshly cut grain and try again.");
  const odd = items.find((s) => !dryable(ctx, s.id));
  if (odd) return say(ctx, `This stooking spot contains ${itemName(ctx, odd.id)}, which can't be dried in a stook!`);
  const volume = volumeOf(ctx, items);
  const max = ctx.def.maxVolume;
  if (max !== undefined && volume > max)
    return say(ctx, `This stook is overloaded; you think it holds about ${litres(max)}.  Remove some and try again.`);
  if (!confirmed(ctx)) return;
  const next = otherForm(ctx, "_empty", "_full");
  if (next === undefined) return;
  startProcess(ctx, next, { volume });
  say(ctx, "You stand the sheaves up in a stook to dry.");
}
