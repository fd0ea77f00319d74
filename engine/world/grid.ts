/** Reading and writing tiles; writers take an immer draft and copy only the row they touch. */
import type { Draft } from "immer";
import { latest } from "./peek.js";
import type { GameMap, Level, Point, Tile, World } from "./types.js";

/**
 * The eight neighbours in the order the game's spreads take them (the x_offset / y_offset tables of
 * its explosion's do_blast and of map::propagate_field), which orders their ties.
 */
export const SPREAD_NEIGHBOURS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
  [1, 1],
];

export const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

export function levelAt(map: GameMap, z: number): Level | undefined {
  // Indexed: an iterator here was a steady source of garbage (every tile read goes through it).
  const levels = latest(latest(map).levels);
  for (let i = 0; i < levels.length; i++) {
    const l = levels[i] as Level;
    if (l.z === z) return l;
  }
  return undefined;
}

export function inBounds(map: GameMap, p: { x: number; y: number }): boolean {
  return p.x >= 0 && p.y >= 0 && p.x < map.width && p.y < map.height;
}

/** The tile at p, for reading (a tile of a draft is read without drafting; write with editTile). */
export function tileAt(map: GameMap, p: Point): Tile | undefined {
  const m = latest(map);
  if (!inBounds(m, p)) return undefined;
  const level = levelAt(m, p.z);
  if (!level) return undefined;
  const row = latest(latest(latest(level).rows)[p.y]);
  return row?.[p.x];
}

/** Writes a tile through a draft: `change` edits the drafted tile in place. */
export function editTile(world: Draft<World>, p: Point, change: (tile: Draft<Tile>) => void): boolean {
  if (!inBounds(world.map, p)) return false;
  const level = world.map.levels.find((l) => l.z === p.z);
  const tile = level?.rows[p.y]?.[p.x];
  if (!tile) return false;
  change(tile);
  return true;
}

/** Chebyshev distance on one level (the game's default metric). */
export function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Euclidean distance, for rules that honour the circular-distance setting. */
export function euclidean(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return hypot(a.x - b.x, a.y - b.y);
}

/** Offsets up to this far each way have their `Math.hypot` kept (HYPOT). */
const HYPOT_REACH = 64;
const HYPOT_SIDE = 2 * HYPOT_REACH + 1;
/** Math.hypot of whole offsets, by offset, NaN until first asked. */
const HYPOT = new Float64Array(HYPOT_SIDE * HYPOT_SIDE).fill(Number.NaN);

/**
 * `Math.hypot(dx, dy)`, the very value (kept per signed offset, not rewritten as a square root,
 * whose last bit may differ): a walking monster weighs eight neighbours a step, and Math.hypot is
 * a slow call.
 */
export function hypot(dx: number, dy: number): number {
  if (
    (dx | 0) !== dx ||
    (dy | 0) !== dy ||
    dx < -HYPOT_REACH ||
    dx > HYPOT_REACH ||
    dy < -HYPOT_REACH ||
    dy > HYPOT_REACH
  )
    return Math.hypot(dx, dy);
  const k = (dx + HYPOT_REACH) * HYPOT_SIDE + dy + HYPOT_REACH;
  let v = HYPOT[k] as number;
  if (Number.isNaN(v)) {
    v = Math.hypot(dx, dy);
    HYPOT[k] = v;
  }
  return v;
}

export function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y && a.z === b.z;
}

export function offset(p: Point, dx: number, dy: number, dz = 0): Point {
  return { x: p.x + dx, y: p.y + dy, z: p.z + dz };
}

/**
 * Walks the tiles of a straight line from a to b (Bresenham), excluding a, including b, without
 * building it; stops, returning false, at the first tile `visit` refuses.
 */
export function walkLine(
  a: { x: number; y: number },
  b: { x: number; y: number },
  visit: (x: number, y: number) => boolean,
): boolean {
  let x = a.x;
  let y = a.y;
  const dx = Math.abs(b.x - a.x);
  // 0 - n, not -n: a level line would make dy -0, a heap number that turns the walk to float arithmetic.
  const dy = 0 - Math.abs(b.y - a.y);
  const sx = a.x < b.x ? 1 : -1;
  const sy = a.y < b.y ? 1 : -1;
  let err = dx + dy;
  while (x !== b.x || y !== b.y) {
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
    if (!visit(x, y)) return false;
  }
  return true;
}

/** The tiles of a straight line from a to b (Bresenham), excluding a, including b. */
export function line(a: { x: number; y: number }, b: { x: number; y: number }): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  walkLine(a, b, (x, y) => out.push({ x, y }) > 0);
  return out;
}

export function pointKey(p: Point): string {
  return `${p.x},${p.y},${p.z}`;
}

/** The eight compass directions a step, a drag or a descent can take, as (dx, dy). */
export const DIRECTIONS = {
  n: [0, -1],
  ne: [1, -1],
  e: [1, 0],
  se: [1, 1],
  s: [0, 1],
  sw: [-1, 1],
  w: [-1, 0],
  nw: [-1, -1],
} as const;
export type Direction = keyof typeof DIRECTIONS;
