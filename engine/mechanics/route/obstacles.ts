/**
 * What stands in a walking monster's way and what it costs to get past, in the game's movement-cost
 * units (2: plain floor), as the game's pathfinder rates it (src/pathfinding.cpp): open ground its
 * move cost; a closed door it may open 2 more; something it can bash 20 / rating + 2 + 10, or 500
 * when it barely can (rating 1), where the rating is map::bash_rating's 1..10 from the monster's
 * strength against the `bash` data's str_min..str_max; traps and sharp terrain, when its
 * path_settings avoid them, not at all.
 */
import type { Content } from "../../content/load.js";
import type { BashInfo } from "../../content/kinds/examine/map_data.js";
import type { PathSettings } from "../../content/kinds/monster.js";
import type { Sim } from "../../sim/context.js";
import { hasNoFloor, moveCost } from "../../sim/terrain.js";
import { tileAt } from "../../world/grid.js";
import type { GameMap, Point } from "../../world/types.js";

/** How a monster gets about (from its type: monsters/walker.ts in the monsters area builds it). */
export interface Walker {
  readonly settings: PathSettings;
  /** The game's bash_skill: melee dice × sides for BASHES (× 2.5 DESTROYS, × 15 BORES), else 0. */
  readonly bashSkill: number;
  /** CAN_OPEN_DOORS. */
  readonly opensDoors: boolean;
  /** FLIES: open air holds it. */
  readonly flies: boolean;
}

export const IMPASSABLE = Number.POSITIVE_INFINITY;

/** The game's bash rating of strength against bash data: -1 cannot, else 1..10. */
export function bashRating(strength: number, bash: BashInfo): number {
  if (strength <= 0 || strength < bash.strMin) return -1;
  if (strength >= bash.strMax) return 10;
  const span = bash.strMax - bash.strMin;
  const r = span > 0 ? Math.floor((10 * (strength - bash.strMin)) / span) : 10;
  return Math.max(1, Math.min(10, r));
}

/** What bashing a tile meets: its furniture's bash data when it has some, else its terrain's. */
export function bashDataAt(content: Content, map: GameMap, p: Point): BashInfo | undefined {
  const tile = tileAt(map, p);
  if (!tile) return undefined;
  const furn = tile.furn !== undefined ? content.furniture.get(tile.furn) : undefined;
  if (furn?.bash) return furn.bash;
  return content.terrain.get(tile.ter)?.bash;
}

/** The terrain or furniture a closed door becomes when opened (its `open`), if any. */
export function openedAt(
  content: Content,
  map: GameMap,
  p: Point,
): { furniture?: string; terrain?: string } | undefined {
  const tile = tileAt(map, p);
  if (!tile) return undefined;
  if (tile.furn !== undefined) {
    const to = content.furniture.get(tile.furn)?.open;
    return to !== undefined && content.furniture.has(to) ? { furniture: to } : undefined;
  }
  const to = content.terrain.get(tile.ter)?.open;
  return to !== undefined && content.terrain.has(to) ? { terrain: to } : undefined;
}

function avoided(content: Content, map: GameMap, p: Point, s: PathSettings): boolean {
  if (!s.avoidTraps && !s.avoidSharp) return false;
  const tile = tileAt(map, p);
  if (!tile) return false;
  const ter = content.terrain.get(tile.ter);
  if (s.avoidTraps && ter?.trap !== undefined && ter.trap !== "tr_null") return true;
  if (!s.avoidSharp) return false;
  const furn = tile.furn !== undefined ? content.furniture.get(tile.furn) : undefined;
  return ter?.flags.includes("SHARP") === true || furn?.flags.includes("SHARP") === true;
}

/** The cost of entering `p` for this walker (IMPASSABLE: it cannot). */
export function stepCost(sim: Sim, w: Walker, p: Point): number {
  const map = sim.map();
  const mc = moveCost(sim.content, map, p);
  if (mc > 0) {
    if (!w.flies && hasNoFloor(sim.content, map, p)) return IMPASSABLE;
    if (avoided(sim.content, map, p, w.settings)) return IMPASSABLE;
    return mc / 50;
  }
  if (!tileAt(map, p)) return IMPASSABLE;
  if ((w.opensDoors || w.settings.allowOpenDoors) && openedAt(sim.content, map, p)) return 2 + 2;
  const strength = Math.max(w.bashSkill, w.settings.bashStrength);
  const bash = strength > 0 ? bashDataAt(sim.content, map, p) : undefined;
  if (!bash) return IMPASSABLE;
  const rating = bashRating(strength, bash);
  if (rating > 1) return 20 / rating + 2 + 10;
  return rating === 1 ? 500 : IMPASSABLE;
}
