/**
 * The count of creatures by tile behind `sim.occupied` (engine/sim/occupancy.ts). ID introduced here:
 *   ENG-occupancy  every point has its own count, on the map's levels (a flat array) and off them
 *                  (by place key) alike; a count never goes below zero; a level added after the
 *                  count was made is counted too
 */
import { expect } from "chai";
import { Occupancy } from "../../engine/sim/occupancy.js";

const P = (x: number, y: number, z = 0) => ({ x, y, z });

describe("the occupancy count", () => {
  it("[ENG-occupancy] points on the map's levels each keep their own count", () => {
    const o = new Occupancy(10, 8, [-1, 0, 2]);
    o.bump(P(3, 4), 1);
    o.bump(P(3, 4), 1);
    o.bump(P(4, 3), 1);
    o.bump(P(3, 4, -1), 1);
    o.bump(P(9, 7, 2), 1);
    expect(o.count(P(3, 4))).to.equal(2);
    expect(o.count(P(4, 3))).to.equal(1);
    expect(o.count(P(3, 4, -1))).to.equal(1);
    expect(o.count(P(3, 4, 1))).to.equal(0);
    expect(o.count(P(9, 7, 2))).to.equal(1);
    expect(o.count(P(0, 0))).to.equal(0);
    o.bump(P(3, 4), -1);
    expect(o.count(P(3, 4))).to.equal(1);
  });

  it("[ENG-occupancy] points off the map, on other levels or between tiles are counted apart", () => {
    const o = new Occupancy(10, 8, [0]);
    const off = [P(-1, 0), P(10, 0), P(0, 8), P(2, 2, 5), P(2.5, 2), P(Number.NaN, 1), P(1e9, 3)];
    for (const p of off) o.bump(p, 1);
    o.bump(P(2, 2, 5), 1);
    expect(off.map((p) => o.count(p))).to.deep.equal([1, 1, 1, 2, 1, 1, 1]);
    expect(o.count(P(2, 2))).to.equal(0);
    expect(o.count(P(9, 0))).to.equal(0);
  });

  it("[ENG-occupancy] a count never goes below zero, on the map or off it", () => {
    const o = new Occupancy(4, 4, [0]);
    o.bump(P(1, 1), -1);
    o.bump(P(1, 1), 1);
    expect(o.count(P(1, 1))).to.equal(1);
    o.bump(P(7, 7), -2);
    o.bump(P(7, 7), 1);
    expect(o.count(P(7, 7))).to.equal(1);
  });

  it("[ENG-occupancy] a map with no levels counts every point by key", () => {
    const o = new Occupancy(4, 4, []);
    o.bump(P(1, 1), 1);
    expect(o.count(P(1, 1))).to.equal(1);
    expect(o.count(P(1, 2))).to.equal(0);
  });
});
