/**
 * Who stands where, counted by tile, for `sim.occupied`: a walking monster asks for each of its
 * eight neighbours every step. Tiles of the map's levels are counted in a flat array (an index
 * read instead of a hashed look-up); any other point (off the map, a level made later) in a map
 * by its place key. A count never goes below zero, as the map's entries were deleted at zero.
 */
import type { Point } from "../world/types.js";
import { type PlaceKey, placeKey } from "./place_key.js";

/** Larger maps keep every count in the map of keys (a flat array of this many tiles is plenty). */
const MAX_FLAT_TILES = 1 << 22;

export class Occupancy {
  private readonly width: number;
  private readonly height: number;
  private readonly zLow: number;
  private readonly levels: number;
  private readonly flat: Int32Array;
  private readonly other = new Map<PlaceKey, number>();

  /** Sized for the map as it is now (its size and its levels' z): tiles it gains later are counted by key. */
  constructor(width: number, height: number, levelZs: readonly number[]) {
    let zLow = 0;
    let zHigh = -1;
    for (let i = 0; i < levelZs.length; i++) {
      const z = levelZs[i] as number;
      if (i === 0 || z < zLow) zLow = z;
      if (i === 0 || z > zHigh) zHigh = z;
    }
    const tiles = width * height * (zHigh - zLow + 1);
    const flat = Number.isSafeInteger(tiles) && Number.isSafeInteger(zLow) && tiles > 0 && tiles <= MAX_FLAT_TILES;
    this.width = flat ? width : 0;
    this.height = flat ? height : 0;
    this.zLow = zLow;
    this.levels = flat ? zHigh - zLow + 1 : 0;
    this.flat = new Int32Array(flat ? tiles : 0);
  }

  /** The flat slot of a point, or -1 when it is counted by key. */
  private slot(p: Point): number {
    const { x, y } = p;
    const z = p.z - this.zLow;
    if ((x | 0) !== x || (y | 0) !== y || (z | 0) !== z) return -1;
    if (x < 0 || y < 0 || z < 0 || x >= this.width || y >= this.height || z >= this.levels) return -1;
    return (z * this.height + y) * this.width + x;
  }

  count(p: Point): number {
    const i = this.slot(p);
    return i >= 0 ? (this.flat[i] as number) : (this.other.get(placeKey(p)) ?? 0);
  }

  bump(p: Point, by: number): void {
    const i = this.slot(p);
    if (i >= 0) {
      const n = (this.flat[i] as number) + by;
      this.flat[i] = Math.max(0, n);
      return;
    }
    const k = placeKey(p);
    const n = (this.other.get(k) ?? 0) + by;
    if (n <= 0) this.other.delete(k);
    else this.other.set(k, n);
  }
}
