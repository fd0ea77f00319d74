/** What the map means for movement and sight, from the terrain and furniture definitions. */
import type { Draft } from "immer";
import type { Content } from "../content/load.js";
import type { Terrain } from "../content/kinds/terrain.js";
import { levelAt, line, tileAt, walkLine } from "../world/grid.js";
import { latest } from "../world/peek.js";
import type { GameMap, Point, Tile } from "../world/types.js";

/** Moves to enter a tile: the game's movement cost times 50 (cost 2, plain floor, is 100 moves). */
export function moveCost(content: Content, map: GameMap | Draft<GameMap>, p: Point): number {
  return tileMoveCost(content, tileAt(map as GameMap, p));
}

/** `moveCost` of a tile already found (undefined: off the map, not enterable). */
export function tileMoveCost(content: Content, tile: Tile | undefined): number {
  return tile ? costOn(content, tile, content.terrain.get(tile.ter)) : 0;
}

/** `tileMoveCost` with the tile's terrain already looked up. */
function costOn(content: Content, tile: Tile, ter: Terrain | undefined): number {
  if (!ter || ter.moveCost <= 0) return 0;
  let cost = ter.moveCost;
  if (tile.furn !== undefined) {
    const furn = content.furniture.get(tile.furn);
    // A furniture movement modifier of -1 (or an unknown furniture) blocks the tile.
    if (!furn || furn.moveCostMod < 0) return 0;
    cost += furn.moveCostMod;
  }
  return cost * 50;
}

/**
 * Can a walker step onto this tile: `tileMoveCost(tile) > 0` and, unless it flies, not
 * `tileHasNoFloor(tile)`, with the terrain looked up once (a walking monster asks for eight
 * neighbours a step).
 */
export function tileEnterable(content: Content, tile: Tile | undefined, flies: boolean): boolean {
  if (!tile) return false;
  const ter = content.terrain.get(tile.ter);
  if (ter === undefined || costOn(content, tile, ter) <= 0) return false;
  return flies || !ter.flags.includes(NO_FLOOR_FLAG);
}

export function passable(content: Content, map: GameMap | Draft<GameMap>, p: Point): boolean {
  return moveCost(content, map, p) > 0;
}

/**
 * Light passes unless the terrain or the furniture lacks the TRANSPARENT flag, or a field's
 * intensity level is not `transparent` (thick smoke, a dense web).
 */
export function transparent(content: Content, map: GameMap | Draft<GameMap>, p: Point): boolean {
  return transparentTile(content, tileAt(map as GameMap, p));
}

/** Does light pass this tile (undefined: off the map, it does not)? */
export function transparentTile(content: Content, tile: Tile | undefined): boolean {
  if (!tile) return false;
  const ter = content.terrain.get(tile.ter);
  if (!ter?.flags.includes("TRANSPARENT")) return false;
  if (tile.fields) for (const f of tile.fields) if (!fieldTransparent(content, f.id, f.intensity)) return false;
  if (tile.furn === undefined) return true;
  const furn = content.furniture.get(tile.furn);
  return furn?.flags.includes("TRANSPARENT") ?? false;
}

function fieldTransparent(content: Content, id: string, intensity: number): boolean {
  const levels = content.field_type.get(id)?.levels;
  if (!levels || levels.length === 0) return true;
  return levels[Math.min(Math.max(1, intensity), levels.length) - 1]?.transparent ?? true;
}

/** Line of sight on one level: every tile strictly between a and b lets light through. */
export function canSee(content: Content, map: GameMap | Draft<GameMap>, a: Point, b: Point): boolean {
  if (a.z !== b.z) return false;
  // Walked without building the line: every NPC and monster asks this several times a turn.
  const m = latest(map as GameMap);
  const level = levelAt(m, a.z);
  const rows = level ? latest(latest(level).rows) : undefined;
  return walkLine(a, b, (x, y) => {
    if (x === b.x && y === b.y) return true;
    const inside = x >= 0 && y >= 0 && x < m.width && y < m.height;
    const tile = rows && inside ? latest(rows[y])?.[x] : undefined;
    return transparentTile(content, tile);
  });
}

/** Terrain with this flag has no floor (open air): what stands there falls. */
export const NO_FLOOR_FLAG = "NO_FLOOR";

export function hasNoFloor(content: Content, map: GameMap | Draft<GameMap>, p: Point): boolean {
  return tileHasNoFloor(content, tileAt(map as GameMap, p));
}

/** `hasNoFloor` of a tile already found. */
export function tileHasNoFloor(content: Content, tile: Tile | undefined): boolean {
  return tile !== undefined && content.terrain.get(tile.ter)?.flags.includes(NO_FLOOR_FLAG) === true;
}

/**
 * Can something at `p` go one level down? `p` has no floor and the terrain below can be entered.
 * The furniture below does not count: the game's map::valid_move from open air does not look at
 * the tile below, so a fall or a descent lands on sandbags or a table as on the floor. (It does
 * not look at the terrain either; here a wall or rock below stays solid ground.)
 */
export function canDropFrom(content: Content, map: GameMap | Draft<GameMap>, p: Point): boolean {
  if (!hasNoFloor(content, map, p)) return false;
  const below = tileAt(map as GameMap, { x: p.x, y: p.y, z: p.z - 1 });
  return below !== undefined && (content.terrain.get(below.ter)?.moveCost ?? 0) > 0;
}

/** The game's default fov_3d_z_range: how many levels up or down a creature may see. */
export const FOV_Z_RANGE = 4;

/**
 * Line of sight across levels, a cheap form of the game's 3D field of view (src/map.cpp sees with
 * fov_3d): the straight line from a to b climbs or drops evenly; every tile it passes must let
 * light through, and wherever it changes level between two columns, the upper level must have no
 * floor (open air) at one of them. On one level it is `canSee`.
 */
export function canSee3d(content: Content, map: GameMap | Draft<GameMap>, a: Point, b: Point): boolean {
  if (a.z === b.z) return canSee(content, map, a, b);
  const dz = b.z - a.z;
  if (Math.abs(dz) > FOV_Z_RANGE) return false;
  const step = dz > 0 ? 1 : -1;
  const path = line(a, b);
  if (path.length === 0) path.push({ x: a.x, y: a.y });
  let z = a.z;
  let prev: { x: number; y: number } = a;
  for (let i = 0; i < path.length; i++) {
    const p = path[i] as { x: number; y: number };
    const zi = a.z + Math.round((dz * (i + 1)) / path.length);
    while (z !== zi) {
      const upper = Math.max(z, z + step);
      const open =
        hasNoFloor(content, map, { x: p.x, y: p.y, z: upper }) ||
        hasNoFloor(content, map, { x: prev.x, y: prev.y, z: upper });
      if (!open) return false;
      z += step;
    }
    if (i < path.length - 1 && !transparent(content, map, { x: p.x, y: p.y, z })) return false;
    prev = p;
  }
  return true;
}
