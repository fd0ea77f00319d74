/**
 * What every examine handler works with: the examiner, the examined tile and its definition, the
 * player's answers (G-16), and small helpers for the common steps (messages, items, tile changes,
 * time spent). Handlers never throw on odd content: they say what happened through events.
 */
import { F_CLEAR, F_NULL } from "../../mechanics/mapgen/null_ids.js";
import type { Draft } from "immer";
import { OMT_SIZE } from "../../content/kinds/mapgen.js";
import type { Furniture } from "../../content/kinds/furniture.js";
import type { Terrain } from "../../content/kinds/terrain.js";
import type { Sim } from "../../sim/context.js";
import { addToInventory, countOf, removeFromInventory } from "../../sim/items.js";
import { tileAt } from "../../world/grid.js";
import type { Character, ItemStack, Json, Point, Tile } from "../../world/types.js";
import type { RuleData, RuleName } from "../../sim/rule_events.js";
import type { RuleEventOf } from "../../sim/events.js";
import { startActivity } from "./activity.js";

/** The player's answers to the game's questions; every member has a documented default (docs/examine.md). */
export interface ExamineAnswers {
  /** Yes/no questions ("Harvest the plant?", "Use the card?"); default yes. */
  readonly confirm?: boolean;
  /** A menu entry (drink/take, pry/pick, a metal, an autodoc operation, ...). */
  readonly option?: string;
  /** How much or how many (units of water, plays of the slot machine). */
  readonly amount?: number;
  /** Which item to use (a seed, a fertilizer, the output shape of the compactor). */
  readonly item?: string;
  /** The elevator's destination level. */
  readonly floor?: number;
  /** Card readers: hack with an electrohack when offered; default yes. */
  readonly hack?: boolean;
}

export interface ExamineCtx {
  readonly sim: Sim;
  /** The examiner's id. */
  readonly who: string;
  readonly c: Draft<Character>;
  /** The examined tile. */
  readonly pos: Point;
  /** Whose examine action runs: the furniture's, or the terrain's (B1-precedence). */
  readonly source: "furniture" | "terrain";
  /** The definition whose action runs. */
  readonly def: Terrain | Furniture;
  readonly answers: ExamineAnswers;
  /** The running action's name (a B2 name or an actor type), for rule events. */
  readonly action: string;
  /**
   * Set when the action runs again to finish the activity it started (activity.ts): the name of
   * that activity. The handler's checks run again; its `activity` call then says "done".
   */
  readonly finishing?: string;
}

export function tileOf(ctx: ExamineCtx, p: Point = ctx.pos): Tile | undefined {
  return tileAt(ctx.sim.map(), p);
}

/** A plain copy of a point (a draft must never leak into an event). */
export function copy(p: Point): Point {
  return { x: p.x, y: p.y, z: p.z };
}

export function say(ctx: ExamineCtx, text: string): void {
  ctx.sim.emit({ type: "message", text, about: ctx.who });
}

/** The members every examine rule event carries: which action, at which tile. */
type ExamineMembers = "action" | "pos";

/** Emits an examine action's rule event with the action and the tile added to its data. */
export function rule<N extends RuleName>(ctx: ExamineCtx, name: N, data: Omit<RuleData<N>, ExamineMembers>): void {
  const full = { action: ctx.action, pos: [ctx.pos.x, ctx.pos.y, ctx.pos.z], ...data };
  // TypeScript cannot follow a generic name into the union of named events; the parameter's type
  // has already checked the members against the catalogue.
  ctx.sim.emit({ type: "rule", name, data: full } as unknown as RuleEventOf<N>);
}

/** The menu option taken: answers.option, else `fallback` (the game's default entry); a `menu` event says which. */
export function menuOption(ctx: ExamineCtx, fallback: string): string {
  const option = ctx.answers.option ?? fallback;
  rule(ctx, "menu", { option });
  return option;
}

export function confirmed(ctx: ExamineCtx): boolean {
  return ctx.answers.confirm ?? true;
}

/** The tile's things' display name: "the <name>". */
export function theName(ctx: ExamineCtx): string {
  return `the ${ctx.def.name}`;
}

/** Moves the examiner pays (an activity of n seconds costs n x 100 moves). */
export function spend(ctx: ExamineCtx, moves: number): void {
  ctx.c.moves -= Math.round(moves);
}

/**
 * A timed activity of `turns` seconds (a number, or drawn only when it starts): true when it is
 * done and the handler goes on to its effect; false when it has just started, and the handler
 * stops there. The activity then runs over turns (activity.ts) and, unless something interrupts
 * it, runs the handler again to finish, with `ctx.finishing` set.
 */
export function activity(ctx: ExamineCtx, name: string, turns: number | (() => number)): boolean {
  if (ctx.finishing === name) return true;
  startActivity(ctx, name, typeof turns === "number" ? turns : turns());
  return false;
}

// ---------------------------------------------------------------------------------------------
// Items.

/** Item flags of a stack: its type's, plus its own, minus those removed from it (vars.removedFlags). */
export function stackFlags(sim: Sim, s: ItemStack): string[] {
  const removed = Array.isArray(s.vars?.["removedFlags"]) ? (s.vars?.["removedFlags"] as string[]) : [];
  const out = new Set([...(sim.content.item.get(s.id)?.flags ?? []), ...(s.flags ?? [])]);
  for (const f of removed) out.delete(f);
  return [...out].sort();
}

/** Everything the examiner carries: inventory, wielded, worn (in that order). */
export function carried(ctx: ExamineCtx): ItemStack[] {
  return [...ctx.c.inventory, ...(ctx.c.wielded ? [ctx.c.wielded] : []), ...ctx.c.worn] as ItemStack[];
}

/** The best level of a tool quality among what the examiner carries (0: none). */
export function bestQuality(ctx: ExamineCtx, quality: string): number {
  let best = 0;
  for (const s of carried(ctx)) best = Math.max(best, ctx.sim.content.item.get(s.id)?.qualities[quality] ?? 0);
  return best;
}

export function carriesFlag(ctx: ExamineCtx, flag: string): ItemStack | undefined {
  return carried(ctx).find((s) => stackFlags(ctx.sim, s).includes(flag));
}

export function has(ctx: ExamineCtx, item: string): number {
  return countOf(ctx.c.inventory as ItemStack[], item) + (ctx.c.wielded?.id === item ? ctx.c.wielded.count : 0);
}

/** Takes up to n of an item from the inventory (then the wielded item); returns how many. */
export function take(ctx: ExamineCtx, item: string, n: number): number {
  let got = removeFromInventory(ctx.c.inventory, item, n);
  if (got < n && ctx.c.wielded?.id === item) {
    const w = ctx.c.wielded;
    const more = Math.min(w.count, n - got);
    if (more === w.count) delete ctx.c.wielded;
    else w.count -= more;
    got += more;
  }
  if (got > 0) ctx.sim.emit({ type: "items_removed", who: ctx.who, item, count: got });
  return got;
}

export function give(ctx: ExamineCtx, stack: ItemStack): void {
  if (stack.count <= 0) return;
  addToInventory(ctx.c.inventory, stack);
  ctx.sim.emit({ type: "items_added", who: ctx.who, item: stack.id, count: stack.count });
}

/** Clears the examined tile the way a picked plant or cleared rubble goes: its furniture removed, or its terrain to dirt. */
export function clearToDirt(ctx: ExamineCtx): void {
  if (ctx.source === "furniture") setFurniture(ctx, ctx.pos, null);
  else setTerrain(ctx, ctx.pos, "t_dirt");
}

/**
 * Is the item type loaded? When not, a `runtime_error` names it and the rule giving it (the action
 * then gives none of it, and goes on).
 */
export function itemLoaded(ctx: ExamineCtx, id: string, rule: string, giver: string): boolean {
  if (ctx.sim.content.item.has(id)) return true;
  ctx.sim.emit({ type: "runtime_error", text: `item ${JSON.stringify(id)} is not loaded; ${giver} gives none`, rule });
  return false;
}

export function dropAt(ctx: ExamineCtx, p: Point, stack: ItemStack): void {
  if (stack.count <= 0) return;
  ctx.sim.editTile(p, (t) => {
    t.items ??= [];
    addToInventory(t.items, stack);
  });
  ctx.sim.emit({ type: "items_added", pos: copy(p), item: stack.id, count: stack.count });
}

/** Removes up to n of an item from a tile; returns how many. */
export function takeFromTile(ctx: ExamineCtx, p: Point, item: string, n: number): number {
  let got = 0;
  ctx.sim.editTile(p, (t) => {
    if (!t.items) return;
    got = removeFromInventory(t.items, item, n);
    if (t.items.length === 0) delete t.items;
  });
  if (got > 0) ctx.sim.emit({ type: "items_removed", pos: copy(p), item, count: got });
  return got;
}

export function clearItems(ctx: ExamineCtx, p: Point): void {
  const items = tileOf(ctx, p)?.items ?? [];
  if (items.length === 0) return;
  for (const s of items) ctx.sim.emit({ type: "items_removed", pos: copy(p), item: s.id, count: s.count });
  ctx.sim.editTile(p, (t) => {
    delete t.items;
  });
}

// ---------------------------------------------------------------------------------------------
// Tiles.

/** No furniture: absent, `f_null`, or `f_clear` (which the game's map::furn_set turns into none; ../../mechanics/mapgen/null_ids.ts). */
const isNull = (id: string | undefined | null): boolean =>
  id === undefined || id === null || id === F_NULL || id === F_CLEAR;

/** Sets the terrain of a tile (unknown ids are refused by the content check: a runtime error). */
export function setTerrain(ctx: ExamineCtx, p: Point, to: string): boolean {
  const tile = tileOf(ctx, p);
  if (!tile || tile.ter === to) return false;
  if (!ctx.sim.content.terrain.has(to)) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `terrain ${JSON.stringify(to)} is not loaded; ${p.x},${p.y},${p.z} keeps ${tile.ter}`,
      rule: "B2-detail",
    });
    return false;
  }
  const from = tile.ter;
  ctx.sim.editTile(p, (t) => {
    t.ter = to;
  });
  ctx.sim.emit({ type: "tile_changed", pos: copy(p), terrain: { from, to } });
  return true;
}

/** Sets (or with null, f_null or f_clear removes) the furniture of a tile. */
export function setFurniture(ctx: ExamineCtx, p: Point, to: string | null): boolean {
  const tile = tileOf(ctx, p);
  if (!tile) return false;
  const target = isNull(to) ? undefined : (to as string);
  if (tile.furn === target) return false;
  if (target !== undefined && !ctx.sim.content.furniture.has(target)) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `furniture ${JSON.stringify(target)} is not loaded; ${p.x},${p.y},${p.z} keeps its furniture`,
      rule: "B2-detail",
    });
    return false;
  }
  const from = tile.furn ?? null;
  ctx.sim.editTile(p, (t) => {
    if (target === undefined) delete t.furn;
    else t.furn = target;
  });
  ctx.sim.emit({ type: "tile_changed", pos: copy(p), furniture: { from, to: target ?? null } });
  return true;
}

export function setTileState(ctx: ExamineCtx, p: Point, key: string, value: Json | undefined): void {
  ctx.sim.editTile(p, (t) => {
    if (value === undefined) {
      if (t.state) {
        delete (t.state as Record<string, Json>)[key];
        if (Object.keys(t.state).length === 0) delete t.state;
      }
      return;
    }
    t.state ??= {};
    (t.state as Record<string, Json>)[key] = value;
  });
}

/** Points within Chebyshev distance r on the examined level, row by row (deterministic order). */
export function around(ctx: ExamineCtx, center: Point, r: number, includeCenter = true): Point[] {
  const out: Point[] = [];
  const m = ctx.sim.map();
  for (let y = center.y - r; y <= center.y + r; y++) {
    for (let x = center.x - r; x <= center.x + r; x++) {
      if (x < 0 || y < 0 || x >= m.width || y >= m.height) continue;
      if (!includeCenter && x === center.x && y === center.y) continue;
      const p = { x, y, z: center.z };
      if (tileAt(m, p)) out.push(p);
    }
  }
  return out;
}

export function hasTrait(ctx: ExamineCtx, trait: string): boolean {
  return ctx.c.traits.includes(trait) || ctx.c.flags.includes(trait);
}

/** Season from the turn counter and world.settings.startDay: 0 spring, 1 summer, 2 autumn, 3 winter (91 days each). */
export const SEASON_DAYS = 91;
export const SEASONS = ["spring", "summer", "autumn", "winter"] as const;
export function season(sim: Sim): (typeof SEASONS)[number] {
  const day = Math.floor(sim.world.turn / 86400) + sim.world.settings.startDay;
  const i = Math.floor((((day % (SEASON_DAYS * 4)) + SEASON_DAYS * 4) % (SEASON_DAYS * 4)) / SEASON_DAYS);
  return SEASONS[i] ?? "spring";
}

/** The overmap tile (24 x 24 map tiles) a point lies in. */
export function omtOf(p: Point): { x: number; y: number; z: number } {
  return { x: Math.floor(p.x / OMT_SIZE), y: Math.floor(p.y / OMT_SIZE), z: p.z };
}

export function skill(ctx: ExamineCtx, id: string): number {
  return ctx.c.skills[id] ?? 0;
}

/** Liquids on a tile: stacks whose item type has the liquid phase. */
export function liquidsOn(ctx: ExamineCtx, p: Point = ctx.pos): ItemStack[] {
  return (tileOf(ctx, p)?.items ?? []).filter((s) => ctx.sim.content.item.get(s.id)?.phase === "liquid");
}
