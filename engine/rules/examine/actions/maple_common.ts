/**
 * Tapping maple trees, shared by tree_maple and tree_maple_tapped (the game's src/iexamine.cpp
 * tree_maple / tree_maple_tapped and src/map.cpp map::produce_sap). A tapped tree's tile holds
 * the spile (an item with the TREE_TAP quality) and, when one is hung, the sap container (its id in
 * `state.sapContainer`). Sap flows from late winter to early spring (the last quarter of winter and
 * the first half of spring, 0.75 of a season): 56 litres a season, one 250 ml unit every
 * 0.75 x 91 days / 224 (about 7.3 hours). It is counted when the tree is examined, for the time
 * since `state.sapSince` that falls in those weeks, a fraction of a unit kept by a seeded roll (the
 * game's roll_remainder), and lies on the tile as `maple_sap` units. Without a container it spills.
 * Not modelled: the container's capacity (it holds any amount) and the 1-in-10 poisoned sap.
 */
import type { ItemStack } from "../../../world/types.js";
import { dropAt, rule, setTileState, take, tileOf, type ExamineCtx } from "../context.js";

export const SAP = "maple_sap";
export const TAP_QUALITY = "TREE_TAP";
export const TAPPED = "t_tree_maple_tapped";
export const UNTAPPED = "t_tree_maple";
/** Seconds to drill and tap, and to pull the spile out again. */
export const TAP_SECONDS = 20;
/** Moves to hang or take down a container (the game's item handling cost, taken as its base). */
export const HANDLING_MOVES = 100;

const DAY = 86400;
const SEASON = 91 * DAY;
const YEAR = 4 * SEASON;
/** Units (250 ml) a tap gives in one producing period: 56 litres. */
export const SAP_UNITS_PER_SEASON = 56 * 4;
export const TURNS_PER_UNIT = (0.75 * SEASON) / SAP_UNITS_PER_SEASON;

/** Seconds since the world's first new year (spring starts the year, as in season()). */
function yearTime(ctx: ExamineCtx, turn: number): number {
  return turn + ctx.sim.world.settings.startDay * DAY;
}

/** How much of [from, to) (year time) falls in a producing period: [k x YEAR - SEASON/4, k x YEAR + SEASON/2). */
export function producingSeconds(from: number, to: number): number {
  if (to <= from) return 0;
  let total = 0;
  const first = Math.floor((from - SEASON / 2) / YEAR);
  const last = Math.ceil((to + SEASON / 4) / YEAR);
  for (let k = first; k <= last; k++) {
    const lo = Math.max(from, k * YEAR - SEASON / 4);
    const hi = Math.min(to, k * YEAR + SEASON / 2);
    if (hi > lo) total += hi - lo;
  }
  return total;
}

export function isSpile(ctx: ExamineCtx, s: ItemStack): boolean {
  return (ctx.sim.content.item.get(s.id)?.qualities[TAP_QUALITY] ?? 0) > 0;
}

export function spileOnTile(ctx: ExamineCtx): ItemStack | undefined {
  return (tileOf(ctx)?.items ?? []).find((s) => isSpile(ctx, s));
}

export function containerOnTile(ctx: ExamineCtx): string | undefined {
  const id = tileOf(ctx)?.state?.["sapContainer"];
  return typeof id === "string" && (tileOf(ctx)?.items ?? []).some((s) => s.id === id) ? id : undefined;
}

export function sapOnTile(ctx: ExamineCtx): number {
  return (tileOf(ctx)?.items ?? []).filter((s) => s.id === SAP).reduce((n, s) => n + s.count, 0);
}

/** Brings the tapped tree's sap up to now: new units into the container, or spilt without one. */
export function accrueSap(ctx: ExamineCtx): void {
  const now = ctx.sim.world.turn;
  const since = tileOf(ctx)?.state?.["sapSince"];
  setTileState(ctx, ctx.pos, "sapSince", now);
  if (typeof since !== "number" || since >= now) return;
  const seconds = producingSeconds(yearTime(ctx, since), yearTime(ctx, now));
  const exact = seconds / TURNS_PER_UNIT;
  const units = Math.floor(exact) + (ctx.sim.dice.chance(exact - Math.floor(exact)) ? 1 : 0);
  if (units <= 0) return;
  const container = containerOnTile(ctx);
  rule(ctx, "sap_produced", { units, seconds, kept: container !== undefined });
  if (!container) return;
  if (!ctx.sim.content.item.has(SAP)) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `item ${SAP} is not loaded; the tapped tree gives no sap`,
      rule: "REAL-examine-tree_maple_tapped",
    });
    return;
  }
  ctx.sim.editTile(ctx.pos, (t) => {
    t.items ??= [];
    const stack = t.items.find((s) => s.id === SAP);
    if (stack) stack.count += units;
    else t.items.push({ id: SAP, count: units });
  });
}

/** Hangs a carried item (answers.item) under the spile; false when none is named or carried. */
export function hangContainer(ctx: ExamineCtx): boolean {
  const id = ctx.answers.item;
  setTileState(ctx, ctx.pos, "sapSince", ctx.sim.world.turn);
  if (id === undefined || id === SAP || take(ctx, id, 1) < 1) return false;
  dropAt(ctx, ctx.pos, { id, count: 1 });
  setTileState(ctx, ctx.pos, "sapContainer", id);
  return true;
}
