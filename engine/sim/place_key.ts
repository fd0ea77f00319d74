/**
 * A number naming a point, for the indexes a step keeps by tile (who stands where, which tiles hold
 * fields): building a string for each look-up was a steady source of garbage. Points off any map
 * this engine builds (x and y beyond ±2^20, levels beyond ±2^9, or not whole) keep their text.
 */
import { pointKey } from "../world/grid.js";
import type { Point } from "../world/types.js";

/**
 * Most points get a small key: x and y in [0, 4096) and levels in [-16, 16) fit 29 bits, a small
 * integer that V8 keeps unboxed (a map look-up by a larger number boxes it, and hashes a double).
 */
const SMALL_SIDE = 2 ** 12;
const SMALL_LEVELS = 2 ** 4;
/** Columns and rows a large key covers: x and y within ±2^20, levels within ±2^9 (2^52 in all). */
const SPAN = 2 ** 21;
const HALF = 2 ** 20;
const LEVELS = 2 ** 9;

export type PlaceKey = number | string;

/** A key per point, one point per key: small keys are at least 0, large ones below 0. */
export function placeKey(p: Point): PlaceKey {
  const { x, y, z } = p;
  if (
    (x | 0) === x &&
    (y | 0) === y &&
    (z | 0) === z &&
    x >= 0 &&
    x < SMALL_SIDE &&
    y >= 0 &&
    y < SMALL_SIDE &&
    z >= -SMALL_LEVELS &&
    z < SMALL_LEVELS
  )
    return (((z + SMALL_LEVELS) * SMALL_SIDE + y) * SMALL_SIDE + x) | 0;
  // Apart, so that the body inlined into every look-up by place is the small keys' test alone.
  return largeKey(p);
}

function largeKey(p: Point): PlaceKey {
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
    return -1 - ((z + LEVELS) * SPAN + (y + HALF)) * SPAN - (x + HALF);
  return pointKey(p);
}
