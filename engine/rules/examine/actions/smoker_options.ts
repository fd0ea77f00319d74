/**
 * `smoker_options` (REAL-examine-smoker_options; the game's iexamine.cpp smoker_options,
 * smoker_activate, smoker_load_food, smoker_finalize): a smoking rack. answers.option:
 * - `inspect`: what is in it and the time left;
 * - `load`: carried SMOKABLE food into the rack (answers.item, answers.amount), up to 20 L
 *   (15 L for a metal, portable rack);
 * - `charcoal`: carried charcoal into the rack (answers.amount; default what the food needs);
 * - `light`: fire the rack: it needs food, no finished items, the charcoal the food needs
 *   (25 pieces per litre, at least 100), and a fire source; the charcoal is burnt, the rack
 *   becomes its `_active` form and the tile remembers the start turn;
 * - `remove`: the food and finished items to the examiner's tile (stops a running rack).
 * Default: `light` when it is ready to fire, else `charcoal` when it lacks charcoal the examiner
 * carries, else `load` when the examiner carries smokable food, else `inspect`.
 * An active rack whose 6 hours have passed is finished when examined (the game's active item
 * does it on time): each SMOKABLE item with a `smoking_result` becomes that result, one for one.
 */
import type { ItemStack } from "../../../world/types.js";
import { type ExamineCtx, menuOption, say, stackFlags, take } from "../context.js";
import { activeForm, baseId, finishRun, isActive, loadFrom, removeAndStop } from "./rack_common.js";
import {
  durationText,
  elapsed,
  fireSource,
  itemName,
  itemsHere,
  litres,
  setItemsHere,
  startProcess,
  volumeOf,
} from "./station_common.js";
import { CHARCOAL } from "./kiln_empty.js";

export const SMOKING_TIME = 6 * 3600;
export const RACK_VOLUME = 20_000;
export const PORTABLE_RACK_VOLUME = 15_000;
export const MIN_CHARCOAL = 100;
export const CHARCOAL_PER_LITRE = 25;

/** Charcoal a load of food needs (the game's get_charcoal_charges). */
export function charcoalFor(ml: number): number {
  return Math.max(MIN_CHARCOAL, Math.floor((ml / 1000) * CHARCOAL_PER_LITRE));
}

function smokable(ctx: ExamineCtx, s: ItemStack): boolean {
  return s.id !== CHARCOAL && stackFlags(ctx.sim, s).includes("SMOKABLE");
}

/** Finished: smoked and no longer smokable, or anything that is neither smokable nor charcoal. */
function finished(ctx: ExamineCtx, s: ItemStack): boolean {
  const f = stackFlags(ctx.sim, s);
  return (f.includes("SMOKED") && !f.includes("SMOKABLE")) || (!f.includes("SMOKABLE") && s.id !== CHARCOAL);
}

function capacity(ctx: ExamineCtx): number {
  return baseId(ctx).includes("metal_smoking_rack") ? PORTABLE_RACK_VOLUME : RACK_VOLUME;
}

function charcoalIn(items: readonly ItemStack[]): number {
  return items.filter((s) => s.id === CHARCOAL).reduce((n, s) => n + s.count, 0);
}

function carriedCharcoal(ctx: ExamineCtx): number {
  return ctx.c.inventory.filter((s) => s.id === CHARCOAL).reduce((n, s) => n + s.count, 0);
}

function finish(ctx: ExamineCtx): boolean {
  return finishRun(
    ctx,
    SMOKING_TIME,
    (s) => {
      const to = smokable(ctx, s) ? ctx.sim.content.item.get(s.id)?.processing.smokingResult : undefined;
      return to !== undefined && ctx.sim.content.item.has(to) ? { id: to, count: s.count } : s;
    },
    "The smoking rack has finished smoking; the fire under it has gone out.",
  );
}

function light(ctx: ExamineCtx): void {
  if (isActive(ctx)) return say(ctx, "It is already smoking.");
  const items = itemsHere(ctx);
  if (items.some((s) => finished(ctx, s))) {
    say(ctx, "This rack already contains finished items.");
    return say(ctx, "Remove them before firing the smoking rack again.");
  }
  const food = items.filter((s) => smokable(ctx, s));
  if (food.length === 0) return say(ctx, "This rack is empty.  Fill it with raw meat, fish or sausages and try again.");
  const have = charcoalIn(items);
  if (have === 0) return say(ctx, "There is no charcoal in the rack.");
  const volume = volumeOf(ctx, food);
  if (volume > capacity(ctx)) {
    say(ctx, "This rack is overloaded with food, and it blocks the flow of smoke.  Remove some and try again.");
    return say(ctx, `You think that you can load about ${litres(capacity(ctx))} in it.`);
  }
  const need = charcoalFor(volume);
  if (have < need) {
    say(ctx, "There is not enough charcoal in the rack to smoke this much food.");
    return say(ctx, `You need at least ${need} pieces of charcoal, and the smoking rack has ${have} inside.`);
  }
  const fire = fireSource(ctx);
  if (fire === undefined) return say(ctx, "This smoking rack is ready to be fired, but you have no fire source.");
  const next = activeForm(ctx);
  if (next === undefined) return;
  const rest: ItemStack[] = [];
  for (const s of items) if (s.id !== CHARCOAL) rest.push(s);
  if (have > need) rest.push({ id: CHARCOAL, count: have - need });
  setItemsHere(ctx, rest);
  startProcess(ctx, next, { volume, charcoal: need, fire });
  say(ctx, "You light a small fire under the rack and it starts to smoke.");
}

function inspect(ctx: ExamineCtx): void {
  const items = itemsHere(ctx);
  say(ctx, isActive(ctx) ? "There's a smoking rack here.  It is lit and smoking." : "There's a smoking rack here.");
  if (isActive(ctx)) say(ctx, `It will finish smoking in about ${durationText(SMOKING_TIME - elapsed(ctx))}.`);
  if (items.length === 0) return say(ctx, "It is empty.");
  for (const s of items) say(ctx, `-> ${itemName(ctx, s.id)} (${s.count})`);
  const food = volumeOf(
    ctx,
    items.filter((s) => smokable(ctx, s)),
  );
  if (food > 0 && !isActive(ctx))
    say(ctx, `Smoking it needs ${charcoalFor(food)} charcoal; the rack has ${charcoalIn(items)}.`);
}

function defaultOption(ctx: ExamineCtx): string {
  if (isActive(ctx)) return "inspect";
  const items = itemsHere(ctx);
  const food = items.filter((s) => smokable(ctx, s));
  if (food.length > 0 && !items.some((s) => finished(ctx, s))) {
    if (charcoalIn(items) >= charcoalFor(volumeOf(ctx, food))) return "light";
    if (carriedCharcoal(ctx) > 0) return "charcoal";
  }
  if (ctx.c.inventory.some((s) => smokable(ctx, s))) return "load";
  return "inspect";
}

export function smokerOptions(ctx: ExamineCtx): void {
  if (finish(ctx)) return;
  const option = menuOption(ctx, defaultOption(ctx));
  switch (option) {
    case "inspect":
      return inspect(ctx);
    case "light":
      return light(ctx);
    case "load": {
      if (isActive(ctx)) return say(ctx, "You can't place more food while it's smoking.");
      if (itemsHere(ctx).some((s) => finished(ctx, s))) {
        say(ctx, "This rack already contains finished items.");
        return say(ctx, "Remove them before loading the smoking rack again.");
      }
      const room =
        capacity(ctx) -
        volumeOf(
          ctx,
          itemsHere(ctx).filter((s) => smokable(ctx, s)),
        );
      return loadFrom(ctx, (id) => smokable(ctx, { id, count: 1 }), room, {
        none: "You don't have any food that can be smoked.",
        into: "rack",
      });
    }
    case "charcoal": {
      if (isActive(ctx)) return say(ctx, "You can't add charcoal while it's smoking.");
      const items = itemsHere(ctx);
      const carried = carriedCharcoal(ctx);
      if (carried === 0) return say(ctx, "You need some charcoal to reload the rack.");
      const need =
        charcoalFor(
          volumeOf(
            ctx,
            items.filter((s) => smokable(ctx, s)),
          ),
        ) - charcoalIn(items);
      const amount = Math.min(carried, ctx.answers.amount ?? Math.max(need, 0));
      if (amount <= 0) return say(ctx, "The rack already has the charcoal it needs.");
      const got = take(ctx, CHARCOAL, amount);
      setItemsHere(ctx, [...items.filter((s) => s.id !== CHARCOAL), { id: CHARCOAL, count: charcoalIn(items) + got }]);
      return say(ctx, `You put ${got} charcoal in the rack; it has ${charcoalIn(itemsHere(ctx))}.`);
    }
    case "remove":
      return removeAndStop(ctx, (id) => id !== CHARCOAL, "rack", "You stop the smoking.");
    default:
      return say(ctx, "Never mind.");
  }
}
