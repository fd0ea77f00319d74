/**
 * `quern_examine` (REAL-examine-quern_examine; the game's iexamine.cpp quern_examine,
 * mill_activate, mill_load_food, mill_finalize): a wind or water mill. A water mill (an id
 * containing `water_mill`) works only over terrain with the CURRENT flag; a wind mill (an id
 * containing `wind_mill`) only where the terrain is not INDOORS. answers.option:
 * - `inspect`: what is in it and the time left;
 * - `load`: carried millable products (items with `into`) into the mill (answers.item,
 *   answers.amount), up to 100 L;
 * - `start`: remove the brake: every item in it must be millable; the mill becomes its `_active`
 *   form and the tile remembers the start turn;
 * - `remove`: the products to the examiner's tile (stops a running mill);
 * - `stop`: apply the brake (an active mill goes back to its inactive form, unmilled).
 * Default: `inspect` on an active mill, else `start` when it holds products, else `load` when
 * the examiner carries millable products, else `inspect`.
 * An active mill whose 6 hours have passed is finished when examined: each product becomes its
 * `into` item, count x the milling recipe's `charges` per component (the recipe named by the
 * item's `recipe`; 1 when it is missing, with a debug event).
 */
import { type ExamineCtx, menuOption, say, tileOf } from "../context.js";
import {
  activeForm,
  baseId,
  finishRun,
  inactiveForm,
  isActive,
  loadFrom,
  removeAndStop,
  removeTo,
} from "./rack_common.js";
import {
  durationText,
  elapsed,
  endProcess,
  itemName,
  itemsHere,
  litres,
  startProcess,
  volumeOf,
} from "./station_common.js";

export const MILLING_TIME = 6 * 3600;
export const MILL_VOLUME = 100_000;

function millable(ctx: ExamineCtx, id: string): boolean {
  return ctx.sim.content.item.get(id)?.processing.milling !== undefined;
}

/** Units of the milled item one unit gives: the recipe's charges over its component's count. */
export function millingRate(ctx: ExamineCtx, id: string): number {
  const m = ctx.sim.content.item.get(id)?.processing.milling;
  const recipe = m?.recipe !== undefined ? ctx.sim.content.recipe.get(m.recipe) : undefined;
  if (!recipe || recipe.charges === undefined) {
    ctx.sim.emit({
      type: "debug",
      text: `milling recipe ${JSON.stringify(m?.recipe ?? null)} of ${id} is not loaded or gives no charges; 1 for 1`,
    });
    return 1;
  }
  const comp = recipe.components.flat().find((c) => c.id === id);
  return recipe.charges / Math.max(1, comp?.count ?? 1);
}

function finish(ctx: ExamineCtx): boolean {
  return finishRun(
    ctx,
    MILLING_TIME,
    (s) => {
      const into = ctx.sim.content.item.get(s.id)?.processing.milling?.into;
      if (into === undefined || !ctx.sim.content.item.has(into)) return s;
      return { id: into, count: Math.floor(s.count * millingRate(ctx, s.id)) };
    },
    "The mill has finished milling; its stones stand still.",
  );
}

/** Why this mill cannot turn here (the game checks the water's current and the wind's shelter). */
function blocked(ctx: ExamineCtx): string | undefined {
  const ter = ctx.sim.content.terrain.get(tileOf(ctx)?.ter ?? "");
  const flags = ter?.flags ?? [];
  const id = baseId(ctx);
  if (id.includes("water_mill") && !flags.includes("CURRENT"))
    return "The water mill needs to be over shallow flowing water to work.";
  if (id.includes("wind_mill") && flags.includes("INDOORS"))
    return "The wind mill needs to be outside in the wind to work.";
  return undefined;
}

function start(ctx: ExamineCtx): void {
  if (isActive(ctx)) return say(ctx, "It is already milling.");
  const items = itemsHere(ctx);
  const odd = items.find((s) => !millable(ctx, s.id));
  if (odd) {
    say(ctx, `This mill contains ${itemName(ctx, odd.id)}, which can't be milled!`);
    removeTo(ctx, (id) => id === odd.id, "mill");
    return;
  }
  if (items.length === 0)
    return say(ctx, "This mill is empty.  Fill it with starchy products such as wheat, barley or oats and try again.");
  const volume = volumeOf(ctx, items);
  if (volume > MILL_VOLUME) {
    say(ctx, "This mill is overloaded with products, and the millstone can't turn.  Remove some and try again.");
    return say(ctx, `You think that you can load about ${litres(MILL_VOLUME)} in it.`);
  }
  const next = activeForm(ctx);
  if (next === undefined) return;
  startProcess(ctx, next, { volume });
  say(ctx, "You remove the brake on the millstone and it slowly starts to turn.");
}

function inspect(ctx: ExamineCtx): void {
  say(ctx, isActive(ctx) ? "There's a mill here.  It is turning and milling." : "There's a mill here.");
  if (isActive(ctx)) say(ctx, `It should take about ${durationText(MILLING_TIME - elapsed(ctx))} to finish milling.`);
  const items = itemsHere(ctx);
  if (items.length === 0) return say(ctx, "…that it is empty.");
  for (const s of items) say(ctx, `-> ${itemName(ctx, s.id)} (${s.count})`);
}

function defaultOption(ctx: ExamineCtx): string {
  if (isActive(ctx)) return "inspect";
  if (itemsHere(ctx).length > 0) return "start";
  if (ctx.c.inventory.some((s) => millable(ctx, s.id))) return "load";
  return "inspect";
}

export function quernExamine(ctx: ExamineCtx): void {
  const why = blocked(ctx);
  if (why !== undefined) return say(ctx, why);
  if (finish(ctx)) return;
  const option = menuOption(ctx, defaultOption(ctx));
  switch (option) {
    case "inspect":
      return inspect(ctx);
    case "start":
      return start(ctx);
    case "load":
      if (isActive(ctx)) return say(ctx, "You can't place more food while it's milling.");
      return loadFrom(ctx, (id) => millable(ctx, id), MILL_VOLUME - volumeOf(ctx, itemsHere(ctx)), {
        none: "You don't have any products that can be milled.",
        into: "mill",
      });
    case "remove":
      return removeAndStop(ctx, () => true, "mill", "You stop the milling process.");
    case "stop":
      if (!isActive(ctx)) return say(ctx, "The mill is not turning.");
      endProcess(ctx, inactiveForm(ctx));
      return say(ctx, "You stop the milling process.");
    default:
      return say(ctx, "Never mind.");
  }
}
