/**
 * The end of a firing (the game's kiln_full and arcfurnace_full, iexamine.cpp): an empty station
 * simply reverts to its empty form; before the firing time, a progress message; after it, the
 * unfinished product and any finished product already in it become the product by volume, other
 * items stay, and the station reverts to its `_empty` form.
 */
import { type ExamineCtx, rule, say } from "../context.js";
import {
  elapsed,
  endProcess,
  itemsHere,
  otherForm,
  sayBurnLeft,
  setItemsHere,
  unitsIn,
  volumeOf,
} from "./station_common.js";

export interface Firing {
  /** What the start left in the station. */
  readonly unfinished: string;
  readonly product: string;
  /** Seconds. */
  readonly time: number;
  /** "charcoal kiln", "arc furnace": the game's wording. */
  readonly noun: string;
  readonly empty: string;
  readonly yields: string;
}

export function finishFiring(ctx: ExamineCtx, f: Firing): void {
  const items = itemsHere(ctx);
  if (items.length === 0) {
    say(ctx, f.empty);
    return endProcess(ctx, otherForm(ctx, "_full", "_empty"));
  }
  say(ctx, `There's ${f.noun} there.`);
  const left = f.time - elapsed(ctx);
  if (left > 0) {
    rule(ctx, "process_progress", { left, time: f.time });
    return sayBurnLeft(ctx, left);
  }
  const burnt = items.filter((s) => s.id === f.unfinished || s.id === f.product);
  const rest = items.filter((s) => s.id !== f.unfinished && s.id !== f.product);
  const units = unitsIn(ctx, f.product, volumeOf(ctx, burnt));
  const next = otherForm(ctx, "_full", "_empty");
  if (next === undefined) return;
  setItemsHere(ctx, [...rest, ...(units > 0 ? [{ id: f.product, count: units }] : [])]);
  endProcess(ctx, next);
  rule(ctx, "process_done", { product: f.product, count: units });
  say(ctx, `It has finished burning, yielding ${units} ${f.yields}.`);
}
