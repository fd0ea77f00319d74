/**
 * Writing tiles of a world that is written in place (a working copy, world/working_copy.ts) whose
 * map is still the frozen map of the world it was copied from: the first write to a tile copies the
 * map's record, its list of levels, the level, its list of rows, the row and the tile, each once;
 * later writes find them copied. The map the step started from is never touched, as with immer.
 */
import type { Draft } from "immer";
import { inBounds } from "./grid.js";
import type { GameMap, Level, Point, Tile, World } from "./types.js";
import { detachedCopy } from "./working_copy.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** An editTile for one working copy: it remembers what it has copied already. */
export function mapWriter(): (world: Draft<World>, p: Point, change: (tile: Draft<Tile>) => void) => boolean {
  const own = new Set<object>();
  return (world, p, change) => {
    if (!inBounds(world.map, p)) return false;
    const at = world.map.levels.findIndex((l) => l.z === p.z);
    if (at < 0 || !world.map.levels[at]?.rows[p.y]?.[p.x]) return false;
    let map = world.map as Mutable<GameMap>;
    if (!own.has(map)) {
      map = { ...map, levels: [...map.levels] };
      own.add(map);
      (world as Mutable<World>).map = map;
    }
    const levels = map.levels as Level[];
    let level = levels[at] as Mutable<Level>;
    if (!own.has(level)) {
      level = { ...level, rows: [...level.rows] };
      own.add(level);
      levels[at] = level;
    }
    const rows = level.rows as Tile[][];
    let row = rows[p.y] as Tile[];
    if (!own.has(row)) {
      row = [...row];
      own.add(row);
      rows[p.y] = row;
    }
    let tile = row[p.x] as Tile;
    if (!own.has(tile)) {
      tile = detachedCopy(tile);
      own.add(tile);
      row[p.x] = tile;
    }
    change(tile as Draft<Tile>);
    return true;
  };
}
