/**
 * Ledges (C-menu-trigger, C-cond-scan): a tile next to the climber whose terrain has no floor
 * (NO_FLOOR, as t_open_air). The drop is counted down level by level, as the game's fall_scan
 * does, while the tile has no floor and the tile one level below exists and can be entered; the
 * first level with solid ground ends it. A level the map does not draw is rock below (world.md),
 * so the drop ends above it.
 */
import type { Content } from "../../content/load.js";
import { tileAt } from "../../world/grid.js";
import type { GameMap, Point } from "../../world/types.js";
import { canDropFrom } from "../../sim/terrain.js";

export { canDropFrom, hasNoFloor, NO_FLOOR_FLAG } from "../../sim/terrain.js";

export interface Ledge {
  /** The open-air tile the climber steps onto (the game's `examp`). */
  readonly edge: Point;
  /** Stories from the edge down to the first level with solid ground (>= 1 on a real ledge). */
  readonly height: number;
  /** Stories passed before the first level with furniture (the whole height when there is none). */
  readonly untilFurniture: number;
  /** Stories passed before the first level with a vehicle marker (the whole height when there is none). */
  readonly untilVehicle: number;
  /** The tile `%s` names: the first furnished level, or the floor (the game's pos_furniture_or_floor). */
  readonly furnitureOrFloor: Point;
  /** Where a fall from the edge lands. */
  readonly bottom: Point;
}

/** Scans the drop below `edge`; undefined when `edge` is not a ledge one can go down from. */
export function scanLedge(content: Content, map: GameMap, edge: Point): Ledge | undefined {
  let height = 0;
  let untilFurniture = -1;
  let untilVehicle = -1;
  let cur = edge;
  while (canDropFrom(content, map, cur)) {
    cur = { x: cur.x, y: cur.y, z: cur.z - 1 };
    height++;
    const tile = tileAt(map, cur);
    if (untilFurniture < 0 && tile?.furn !== undefined) untilFurniture = height - 1;
    if (untilVehicle < 0 && tile?.veh !== undefined) untilVehicle = height - 1;
  }
  if (height === 0) return undefined;
  if (untilFurniture < 0) untilFurniture = height;
  if (untilVehicle < 0) untilVehicle = height;
  return {
    edge,
    height,
    untilFurniture,
    untilVehicle,
    furnitureOrFloor: { x: edge.x, y: edge.y, z: edge.z - Math.min(height, untilFurniture + 1) },
    bottom: cur,
  };
}

/** "the <furniture name>" of a tile, else "the <terrain name>" (C-down-percent-s, X-15). */
export function theNameOf(content: Content, map: GameMap, p: Point): string {
  const tile = tileAt(map, p);
  if (!tile) return "the ground";
  if (tile.furn !== undefined) return `the ${content.furniture.get(tile.furn)?.name ?? tile.furn}`;
  return `the ${content.terrain.get(tile.ter)?.name ?? tile.ter}`;
}

/** Expands `%s` (every occurrence) in an aid's text. */
export function expand(text: string, name: string): string {
  return text.split("%s").join(name);
}
