/**
 * What the smoking rack and the mill share (the game's smoker_options / quern_examine menus,
 * iexamine.cpp): loading one kind of carried item up to the remaining capacity (answers.item,
 * default the first carried one; answers.amount, default as many as fit), taking the contents out
 * to the examiner's tile, the active form (`<id>_active`) with its start turn, and finishing or
 * stopping a run.
 */
import type { ItemStack } from "../../../world/types.js";
import { dropAt, type ExamineCtx, rule, say, spend, take } from "../context.js";
import { elapsed, endProcess, itemName, itemsHere, otherForm, setItemsHere, unitVolume } from "./station_common.js";

/** The inactive form's id: the examined furniture without `_active`. */
export function baseId(ctx: ExamineCtx): string {
  return ctx.def.id.endsWith("_active") ? ctx.def.id.slice(0, -"_active".length) : ctx.def.id;
}

export function isActive(ctx: ExamineCtx): boolean {
  return ctx.def.id.endsWith("_active");
}

export function activeForm(ctx: ExamineCtx): string | undefined {
  return otherForm(ctx, "", "_active");
}

export function inactiveForm(ctx: ExamineCtx): string | undefined {
  return otherForm(ctx, "_active", "");
}

/** The game's handling cost of moving an item, simplified to one second per stack moved. */
const HANDLING_MOVES = 100;

/** Loads carried items that pass `accepts` (one kind per examine) into the station. */
export function loadFrom(
  ctx: ExamineCtx,
  accepts: (id: string) => boolean,
  room: number,
  words: { readonly none: string; readonly into: string },
): void {
  const kinds: string[] = [];
  for (const s of ctx.c.inventory) if (accepts(s.id) && !kinds.includes(s.id)) kinds.push(s.id);
  if (kinds.length === 0) return say(ctx, words.none);
  const id = ctx.answers.item ?? kinds[0];
  if (id === undefined || !kinds.includes(id)) return say(ctx, `You carry no ${itemName(ctx, id ?? "")} to put in.`);
  const count = ctx.c.inventory.filter((s) => s.id === id).reduce((n, s) => n + s.count, 0);
  const uv = unitVolume(ctx, id);
  const fit = uv > 0 ? Math.floor(room / uv + 1e-9) : count;
  const amount = ctx.answers.amount ?? Math.min(count, fit);
  if (amount <= 0) return say(ctx, "Never mind.");
  if (amount > count) return say(ctx, "You don't have that many.");
  if (amount > fit) return say(ctx, "You can't place that many.");
  const got = take(ctx, id, amount);
  setItemsHere(ctx, [...itemsHere(ctx), { id, count: got }]);
  spend(ctx, HANDLING_MOVES);
  say(ctx, `You carefully place ${got} ${itemName(ctx, id)} in the ${words.into}.`);
}

/** Moves the station's items that pass `movable` to the examiner's tile. */
export function removeTo(ctx: ExamineCtx, movable: (id: string) => boolean, noun: string): number {
  const items = itemsHere(ctx);
  const out = items.filter((s) => movable(s.id));
  if (out.length === 0) return 0;
  setItemsHere(
    ctx,
    items.filter((s) => !movable(s.id)),
  );
  for (const s of out) {
    say(ctx, `You remove ${itemName(ctx, s.id)} from the ${noun}.`);
    dropAt(ctx, ctx.c.pos, s);
    spend(ctx, HANDLING_MOVES);
  }
  return out.length;
}

/**
 * Finishes a run whose `seconds` have passed when the station is examined: each item becomes what
 * `becomes` makes of it (stacks left with no units are dropped) and the station its inactive form.
 * True when it finished (the examine then ends with `done` said).
 */
export function finishRun(
  ctx: ExamineCtx,
  seconds: number,
  becomes: (s: ItemStack) => ItemStack,
  done: string,
): boolean {
  if (!isActive(ctx) || elapsed(ctx) < seconds) return false;
  const next = inactiveForm(ctx);
  if (next === undefined) return false;
  const out = itemsHere(ctx).map(becomes);
  setItemsHere(
    ctx,
    out.filter((s) => s.count > 0),
  );
  endProcess(ctx, next);
  rule(ctx, "process_done", { results: out.map((s) => [s.id, s.count]) });
  say(ctx, done);
  return true;
}

/** The `remove` option: the items that pass `movable` out; a running station stops (`stopped` said). */
export function removeAndStop(ctx: ExamineCtx, movable: (id: string) => boolean, noun: string, stopped: string): void {
  if (removeTo(ctx, movable, noun) === 0) return say(ctx, "There is nothing to remove.");
  if (isActive(ctx)) {
    endProcess(ctx, inactiveForm(ctx));
    say(ctx, stopped);
  }
}
