/**
 * Picking a plant's seasonal harvest, shared by harvest_ter, harvest_furn, their nectar variants
 * and tree_hickory (the game's src/iexamine.cpp query_pick and harvest_common, and the
 * harvest_activity_actor in src/activity_actor.cpp):
 *
 * - The list: the examined definition's `harvest_by_season` entry for the current season (a later
 *   entry naming the same season wins, as the game fills its per-season table); nothing when the
 *   definition has the HARVESTED flag (map::get_harvest). An empty list counts as nothing.
 * - Nothing to pick: "Nothing can be harvested from this plant in current season." and the look
 *   only: no items, no time, no tile change (REAL-examine-harvest-season).
 * - Otherwise "Pick ...?" (answers.confirm). A nectar plant lets a nectar drinker drink instead
 *   (drinkNectar). Each entry gives round(uniform(base_num[0] + s x scale_num[0],
 *   base_num[1] + s x scale_num[1])) drops, at most `max` (s: survival level); items go to the
 *   picker. Picking takes rng(5, 15) seconds; the tile then becomes its `transforms_into` (a
 *   furniture without one is removed). "You couldn't harvest anything." when every roll was 0.
 */
import type { Furniture } from "../../../content/kinds/furniture.js";
import type { Harvest } from "../../../content/kinds/harvest.js";
import type { Json } from "../../../world/types.js";
import {
  activity,
  clearToDirt,
  confirmed,
  copy,
  dropAt,
  give,
  itemLoaded,
  hasTrait,
  rule,
  say,
  season,
  setFurniture,
  setTerrain,
  skill,
  type ExamineCtx,
} from "../context.js";

export const NOTHING_TO_HARVEST = "Nothing can be harvested from this plant in current season.";
/** Seconds picking takes: rng(5 s, 15 s) (harvest_common). */
export const PICK_SECONDS: readonly [number, number] = [5, 15];
/** What a nectar drinker drinks (iexamine_helper::drink_nectar). */
export const NECTAR = "nectar";
export const NECTAR_TRAITS: readonly string[] = ["PROBOSCIS", "BEAK_HUM"];

/** The harvest list in force on the examined tile now, or undefined when there is nothing to pick. */
export function harvestNow(ctx: ExamineCtx): Harvest | undefined {
  if (ctx.def.flags.includes("HARVESTED")) return undefined;
  const now = season(ctx.sim);
  let id: string | undefined;
  for (const h of ctx.def.harvestBySeason) if (h.seasons.includes(now)) id = h.id;
  if (id === undefined || id === "null") return undefined;
  const list = ctx.sim.content.harvest.get(id);
  if (!list) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `harvest list ${JSON.stringify(id)} of ${ctx.def.id} is not loaded; nothing can be picked`,
      rule: "REAL-examine-harvest-season",
    });
    return undefined;
  }
  return list.entries.length > 0 ? list : undefined;
}

/** The game's query_pick: the season gate, then "Pick ...?". True when picking goes ahead. */
export function queryPick(ctx: ExamineCtx): Harvest | undefined {
  const list = harvestNow(ctx);
  if (!list) {
    rule(ctx, "nothing_to_harvest", { id: ctx.def.id, season: season(ctx.sim) });
    say(ctx, NOTHING_TO_HARVEST);
    return undefined;
  }
  if (!confirmed(ctx)) {
    say(ctx, `You leave the ${ctx.def.name} alone.`);
    return undefined;
  }
  return list;
}

/**
 * Whether the examiner drinks nectar rather than picking (can_drink_nectar): an active PROBOSCIS
 * or BEAK_HUM and nothing worn over the mouth. The game also wants the character hungry; the
 * engine keeps no hunger (only kcal), so that condition is not checked.
 */
export function canDrinkNectar(ctx: ExamineCtx): boolean {
  if (!NECTAR_TRAITS.some((t) => hasTrait(ctx, t))) return false;
  return !ctx.c.worn.some((s) =>
    (ctx.sim.content.item.get(s.id)?.combat.armor ?? []).some((a) => a.covers.includes("mouth")),
  );
}

/** Drinks one nectar: its calories (the item's, when loaded) are added to the drinker's kcal. */
export function drinkNectar(ctx: ExamineCtx): boolean {
  if (!canDrinkNectar(ctx)) return false;
  const kcal = ctx.sim.content.item.get(NECTAR)?.calories ?? 0;
  ctx.c.kcal += kcal;
  rule(ctx, "nectar_drunk", { who: ctx.who, kcal });
  say(ctx, "You drink some nectar.");
  return true;
}

/** How many drops one entry gives at a survival level (harvest_common's roll). */
export function rollDrops(
  ctx: ExamineCtx,
  e: {
    readonly baseNum: readonly [number, number];
    readonly scaleNum: readonly [number, number];
    readonly max: number;
  },
  level: number,
): number {
  const lo = e.baseNum[0] + level * e.scaleNum[0];
  const hi = e.baseNum[1] + level * e.scaleNum[1];
  const value = lo === hi ? lo : ctx.sim.dice.range(Math.min(lo, hi), Math.max(lo, hi));
  return Math.max(0, Math.min(e.max, Math.round(value)));
}

/** Picks a list: the drops, the time, and the tile's harvested form. */
export function pick(ctx: ExamineCtx, list: Harvest): void {
  const seconds = (): number => ctx.sim.dice.int(PICK_SECONDS[0], PICK_SECONDS[1]);
  if (!activity(ctx, "harvest", seconds)) return;
  const level = skill(ctx, "survival");
  const drops: Record<string, Json> = {};
  let any = false;
  for (const e of list.entries) {
    const n = rollDrops(ctx, e, level);
    if (n < 1) continue;
    any = true;
    if (e.type !== undefined && ctx.sim.content.harvest_drop_type.get(e.type)?.group === true) {
      ctx.sim.emit({
        type: "runtime_error",
        text: `harvest ${list.id}: ${JSON.stringify(e.drop)} is an item group; item groups are not modelled`,
        rule: "REAL-examine-harvest-drops",
      });
      continue;
    }
    if (!ctx.sim.content.item.has(e.drop)) {
      ctx.sim.emit({
        type: "runtime_error",
        text: `harvest ${list.id}: item ${JSON.stringify(e.drop)} is not loaded`,
        rule: "REAL-examine-harvest-drops",
      });
      continue;
    }
    give(ctx, { id: e.drop, count: n });
    drops[e.drop] = ((drops[e.drop] as number | undefined) ?? 0) + n;
    say(ctx, `You harvest: ${ctx.sim.content.item.get(e.drop)?.name ?? e.drop} (${n}).`);
  }
  if (!any) say(ctx, "You couldn't harvest anything.");
  becomeHarvested(ctx);
  rule(ctx, "plant_harvested", { id: ctx.def.id, list: list.id, season: season(ctx.sim), drops });
}

/** The tile after picking: terrain becomes its transforms_into; furniture too, or is removed without one. */
export function becomeHarvested(ctx: ExamineCtx): void {
  const next = ctx.def.transformsInto;
  if (ctx.source === "furniture") {
    setFurniture(ctx, ctx.pos, next ?? null);
    return;
  }
  if (next !== undefined) setTerrain(ctx, ctx.pos, next);
  else
    ctx.sim.emit({
      type: "runtime_error",
      text: `terrain ${ctx.def.id} has no transforms_into; it stays as it is after picking`,
      rule: "REAL-examine-harvest-season",
    });
}

/** The whole harvest_* action: season gate and question, then nectar (when offered) or picking. */
export function harvestAction(ctx: ExamineCtx, nectar: boolean): void {
  const list = queryPick(ctx);
  if (!list) return;
  if (nectar && drinkNectar(ctx)) return;
  pick(ctx, list);
}

/** The furniture's plant_data.base, for actions that clear a plant (f_null or absent: none). */
export function plantBase(ctx: ExamineCtx): string | null {
  const base = (ctx.def as Furniture).plantData?.base;
  return base === undefined || base === "f_null" ? null : base;
}

/** One item a picked flower gives: `count` of `id`, into the picker's hands or (`atFeet`) onto its tile. */
export interface FlowerDrop {
  readonly id: string;
  readonly count: number;
  readonly atFeet?: boolean;
}

/**
 * Picks a flower (flower_poppy, flower_dahlia, flower_marloss): the tile becomes dirt and the picker
 * gets each drop whose item is loaded (one that is not is a runtime error naming `requirement`).
 */
export function pickFlower(ctx: ExamineCtx, drops: readonly FlowerDrop[], requirement: string, giver: string): void {
  clearToDirt(ctx);
  for (const { id, count, atFeet } of drops) {
    if (!itemLoaded(ctx, id, requirement, giver)) continue;
    if (atFeet === true) dropAt(ctx, copy(ctx.c.pos), { id, count });
    else give(ctx, { id, count });
  }
}
