/**
 * The number a step's indexes key a tile by (sim/place_key.ts). IDs introduced here:
 *   ENG-place-key  one key per point and one point per key: points of ordinary maps (x and y
 *                  from 0 to 4095, levels from -16 to 15) get small whole numbers, points beyond
 *                  that (negative or far columns and rows, deep levels) numbers below 0, points
 *                  off any map the engine builds (or not whole) their text
 */
import { expect } from "chai";
import { placeKey } from "../../engine/sim/place_key.js";

describe("placeKey", () => {
  it("[ENG-place-key] points of an ordinary map get small whole numbers, each its own", () => {
    const seen = new Set<number | string>();
    for (const z of [-16, -1, 0, 1, 15])
      for (const y of [0, 1, 2, 47, 4095])
        for (const x of [0, 1, 2, 47, 4095]) {
          const k = placeKey({ x, y, z });
          expect(k, `${x},${y},${z}`).to.be.a("number");
          expect(Number.isInteger(k) && (k as number) >= 0 && (k as number) < 2 ** 30, `${x},${y},${z}`).to.equal(true);
          seen.add(k);
        }
    expect(seen.size).to.equal(5 * 5 * 5);
  });

  it("[ENG-place-key] points beyond it get numbers below 0, never a small point's; points off every map their text", () => {
    const small = [
      { x: 0, y: 0, z: 0 },
      { x: 4095, y: 4095, z: 15 },
      { x: 0, y: 0, z: -16 },
    ].map(placeKey);
    const far = [
      { x: -1, y: 0, z: 0 },
      { x: 0, y: -1, z: 0 },
      { x: 4096, y: 0, z: 0 },
      { x: 0, y: 4096, z: 0 },
      { x: 0, y: 0, z: 16 },
      { x: 0, y: 0, z: -17 },
      { x: -(2 ** 20), y: -(2 ** 20), z: -512 },
      { x: 2 ** 20 - 1, y: 2 ** 20 - 1, z: 511 },
    ].map(placeKey);
    for (const k of far) {
      expect(k).to.be.a("number");
      expect(k as number).to.be.below(0);
    }
    expect(new Set([...small, ...far]).size).to.equal(small.length + far.length);
    expect(placeKey({ x: 2 ** 20, y: 0, z: 0 })).to.be.a("string");
    expect(placeKey({ x: 0.5, y: 0, z: 0 })).to.be.a("string");
    expect(placeKey({ x: 0, y: 0, z: 512 })).to.be.a("string");
  });
});
