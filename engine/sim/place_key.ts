/**
 * A number naming a point, for the indexes a step keeps by tile (who stands where, which tiles hold
 * fields): building a string for each look-up was a steady source of garbage. Points off any map
 * this engine builds (x and y beyond ±2^20, levels beyond ±2^9, or not whole) keep their text.
 */
import { pointKey } from "../world/grid.js";
import type { Point } from "../world/types.js";

/** Columns and rows a number key covers: x and y within ±2^20, levels within ±2^9 (2^52 in all). */
const SPAN = 2 ** 21;
const HALF = 2 ** 20;
const LEVELS = 2 ** 9;

export type PlaceKey = number | string;

export function placeKey(p: Point): PlaceKey {
  const { x, y, z } = p;
  if (
    (x | 0) === x &&
    (y | 0) === y &&
    (z | 0) === z &&
    x >= -HALF &&
    x < HALF &&
    y >= -HALF &&
    y < HALF &&
    z >= -LEVELS &&
    z < LEVELS
  )
    return ((z + LEVELS) * SPAN + (y + HALF)) * SPAN + (x + HALF);
  return pointKey(p);
}
