/**
 * What the real game's processing stations share (kiln, arc furnace, fermenting vat, compost tank,
 * stook, smoking rack, mill): the furniture's other form, the items in it by volume, when its
 * process started, and how the game words the time left.
 *
 * The game hardcodes each station's pair of forms (f_kiln_empty / f_kiln_full, f_smoking_rack /
 * f_smoking_rack_active, ...); every real pair follows one naming rule, so the other form is found
 * by the id's suffix (`_empty` <-> `_full`, `<id>` <-> `<id>_active`) and must be loaded.
 */
import { castDraft } from "immer";
import type { ItemStack } from "../../../world/types.js";
import { around, copy, type ExamineCtx, rule, say, setFurniture, setTileState, tileOf } from "../context.js";
import type { RuleData } from "../../../sim/rule_events.js";

/** Tile state key: the world turn the station's process started (the game keeps it as an item's age). */
export const PROCESS_START = "processStart";

/** The id with one suffix swapped for another, when that furniture is loaded. */
export function otherForm(ctx: ExamineCtx, from: string, to: string): string | undefined {
  const id = ctx.def.id;
  const base = from === "" ? id : id.endsWith(from) ? id.slice(0, id.length - from.length) : undefined;
  const next = base === undefined ? undefined : `${base}${to}`;
  if (next !== undefined && ctx.sim.content.furniture.has(next)) return next;
  ctx.sim.emit({
    type: "runtime_error",
    text: `${ctx.def.id} has examine action ${ctx.action} but no furniture ${next ?? `<id>${to}`} is loaded to become`,
    rule: "REAL-examine-stations",
  });
  return undefined;
}

/** Millilitres of one unit of an item: its JSON volume holds `stack_size` units (the game's charges_per_volume). */
export function unitVolume(ctx: ExamineCtx, id: string): number {
  const it = ctx.sim.content.item.get(id);
  return it ? it.volume / it.processing.stackSize : 0;
}

export function volumeOf(ctx: ExamineCtx, stacks: readonly ItemStack[]): number {
  return stacks.reduce((n, s) => n + unitVolume(ctx, s.id) * s.count, 0);
}

/** How many whole units of an item fit in a volume (the game's charges_per_volume); 0 for unknown items. */
export function unitsIn(ctx: ExamineCtx, id: string, ml: number): number {
  const v = unitVolume(ctx, id);
  return v > 0 ? Math.floor(ml / v + 1e-9) : 0;
}

export function itemsHere(ctx: ExamineCtx): ItemStack[] {
  return [...(tileOf(ctx)?.items ?? [])];
}

/** Replaces the examined tile's items (NOITEM furniture still holds what the station holds). */
export function setItemsHere(ctx: ExamineCtx, stacks: readonly ItemStack[]): void {
  for (const s of tileOf(ctx)?.items ?? [])
    ctx.sim.emit({ type: "items_removed", pos: copy(ctx.pos), item: s.id, count: s.count });
  ctx.sim.editTile(ctx.pos, (t) => {
    if (stacks.length === 0) delete t.items;
    else t.items = castDraft(stacks.map((s) => ({ ...s })));
  });
  for (const s of stacks) ctx.sim.emit({ type: "items_added", pos: copy(ctx.pos), item: s.id, count: s.count });
}

export function startProcess(
  ctx: ExamineCtx,
  next: string | undefined,
  data: Omit<RuleData<"process_started">, "action" | "pos" | "furniture" | "start">,
): void {
  if (next !== undefined) setFurniture(ctx, ctx.pos, next);
  setTileState(ctx, ctx.pos, PROCESS_START, ctx.sim.world.turn);
  rule(ctx, "process_started", { furniture: next ?? ctx.def.id, start: ctx.sim.world.turn, ...data });
}

export function endProcess(ctx: ExamineCtx, next: string | undefined): void {
  if (next !== undefined) setFurniture(ctx, ctx.pos, next);
  setTileState(ctx, ctx.pos, PROCESS_START, undefined);
}

/** Seconds since the process started (a station without a recorded start counts from now: nothing has passed). */
export function elapsed(ctx: ExamineCtx): number {
  const start = tileOf(ctx)?.state?.[PROCESS_START];
  return typeof start === "number" ? ctx.sim.world.turn - start : 0;
}

/** The game's wording of the time left on a kiln or furnace (iexamine.cpp kiln_full). */
export function sayBurnLeft(ctx: ExamineCtx, left: number): void {
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor(left / 60) + 1;
  if (minutes > 60) say(ctx, `It will finish burning in about ${hours} hour${hours === 1 ? "" : "s"}.`);
  else if (minutes > 30) say(ctx, "It will finish burning in less than an hour.");
  else say(ctx, `It should take about ${minutes} minutes to finish burning.`);
}

/** The game's wording of a duration (to_string): the largest whole unit. */
export function durationText(seconds: number): string {
  const units: [number, string][] = [
    [86400, "day"],
    [3600, "hour"],
    [60, "minute"],
  ];
  for (const [n, name] of units) {
    const k = Math.floor(seconds / n);
    if (k >= 1) return `${k} ${name}${k === 1 ? "" : "s"}`;
  }
  return `${Math.max(0, Math.floor(seconds))} seconds`;
}

/** Litres, as the game prints volumes. */
export function litres(ml: number): string {
  return `${Math.round(ml / 10) / 100} L`;
}

/**
 * A fire source for firing a kiln or smoking rack (the game's `has_charges( fire )`): a carried item
 * with the FIRESTARTER or FIRE flag, or a fire field next to the examiner. The game spends one
 * charge of the lighter; tool charges are not modelled, so nothing is used up.
 */
export function fireSource(ctx: ExamineCtx): string | undefined {
  const carried = [...ctx.c.inventory, ...(ctx.c.wielded ? [ctx.c.wielded] : [])];
  for (const s of carried) {
    const flags = ctx.sim.content.item.get(s.id)?.flags ?? [];
    if (flags.includes("FIRESTARTER") || flags.includes("FIRE") || (s.flags ?? []).includes("FIRE")) return s.id;
  }
  for (const p of around(ctx, ctx.c.pos, 1))
    if ((tileOf(ctx, p)?.fields ?? []).some((f) => f.id === "fd_fire")) return "fd_fire";
  return undefined;
}

/** An item's display name (its id when it is not loaded). */
export function itemName(ctx: ExamineCtx, id: string): string {
  return ctx.sim.content.item.get(id)?.name ?? id;
}
