/**
 * The step's grid of see-through tiles (engine/sim/sight_grid.ts), which monsters' sight and fires'
 * light read instead of the tile definitions (issue 37). IDs introduced here (engine behaviour
 * beyond the specification):
 *   ENG-sight-grid   the grid answers every line of sight exactly as sim/terrain.ts canSee does on
 *                    the map as it is now, before and after tiles are written through the Sim
 *                    (walls, doors, smoke), off the map and on a level the map lacks; its version
 *                    moves exactly when a tile it has read changes whether light passes
 */
import { expect } from "chai";
import type { Draft } from "immer";
import type { Content } from "../../engine/content/load.js";
import { makeSim, type Sim } from "../../engine/sim/context.js";
import { canSee, transparent } from "../../engine/sim/terrain.js";
import { HOOKS } from "../../engine/step/areas.js";
import { openDice } from "../../engine/world/rng.js";
import type { Point, World } from "../../engine/world/types.js";
import { workingCopy } from "../../engine/world/working_copy.js";
import { beforeReal } from "../support/load.js";
import { testWorld } from "../support/world.js";

const W = 24;
const H = 16;

/** A fixed scatter of walls (a small LCG: the spec needs no world PRNG). */
function rows(): string[] {
  let s = 7;
  const next = (): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return Array.from({ length: H }, () => Array.from({ length: W }, () => (next() < 0.18 ? "#" : ".")).join(""));
}

function simOn(content: Content): Sim {
  const { world } = testWorld(content, { rows: rows() });
  return makeSim(workingCopy(world) as Draft<World>, content, openDice(world.rng), [], undefined, HOOKS);
}

/** Every point of the map and a ring just off it, on level 0, and a few on a level the map lacks. */
function points(): Point[] {
  const out: Point[] = [];
  for (let y = -1; y <= H; y += 3) for (let x = -1; x <= W; x += 2) out.push({ x, y, z: 0 });
  out.push({ x: 3, y: 3, z: 1 }, { x: 4, y: 4, z: 1 }, { x: 9, y: 3, z: 1 });
  return out;
}

/** How many pairs the grid answered differently from canSee (and how many it saw at all). */
function compare(sim: Sim): { readonly differ: number; readonly seen: number } {
  let differ = 0;
  let seen = 0;
  const ps = points();
  for (const a of ps)
    for (const b of ps) {
      const expected = canSee(sim.content, sim.map(), a, b);
      if (expected) seen++;
      if (sim.sight().canSee(a, b) !== expected) differ++;
    }
  return { differ, seen };
}

describe("the sight grid (issue 37)", () => {
  let content: Content;
  beforeReal((real) => (content = real));

  it("[ENG-sight-grid] answers every line of sight as canSee does, on the map as it is written", () => {
    const sim = simOn(content);
    const first = compare(sim);
    expect(first.differ).to.equal(0);
    // Both answers occur: the comparison is not one of all-blocked or all-clear lines.
    expect(first.seen).to.be.greaterThan(500);
    expect(first.seen).to.be.lessThan(points().length ** 2);
    const version = sim.sight().version;
    // Walls knocked down and put up, thick smoke, a door: written through the Sim as every rule writes.
    const edits: [Point, (t: { ter: string; furn?: string; fields?: { id: string; intensity: number }[] }) => void][] =
      [
        [{ x: 5, y: 4, z: 0 }, (t) => Object.assign(t, { ter: "t_wall" })],
        [{ x: 6, y: 7, z: 0 }, (t) => Object.assign(t, { ter: "t_wall" })],
        [{ x: 11, y: 4, z: 0 }, (t) => Object.assign(t, { ter: "t_door_c" })],
        [{ x: 12, y: 10, z: 0 }, (t) => Object.assign(t, { fields: [{ id: "fd_smoke", intensity: 3 }] })],
        [{ x: 13, y: 10, z: 0 }, (t) => Object.assign(t, { fields: [{ id: "fd_smoke", intensity: 1 }] })],
      ];
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        if (!transparent(content, sim.map(), { x, y, z: 0 }) && (x + y) % 3 === 0)
          edits.push([{ x, y, z: 0 }, (t) => Object.assign(t, { ter: "t_floor" })]);
    for (const [p, change] of edits) sim.editTile(p, change as never);
    const after = compare(sim);
    expect(after.differ).to.equal(0);
    expect(after.seen).to.not.equal(first.seen);
    expect(sim.sight().version).to.be.greaterThan(version);
  });

  it("[ENG-sight-grid] a write that leaves light passing as before does not move the version", () => {
    const sim = simOn(content);
    const floor = { x: 2, y: 2, z: 0 };
    sim.editTile(floor, (t) => Object.assign(t, { ter: "t_floor" }));
    compare(sim);
    const version = sim.sight().version;
    // Floor to floor, then thin smoke (intensity 1 lets light through): nothing it read changed.
    sim.editTile(floor, (t) => Object.assign(t, { ter: "t_floor" }));
    expect(transparent(content, sim.map(), floor)).to.equal(true);
    sim.editTile(floor, (t) => Object.assign(t, { fields: [{ id: "fd_smoke", intensity: 1 }] }));
    expect(transparent(content, sim.map(), floor)).to.equal(true);
    expect(sim.sight().version).to.equal(version);
    sim.editTile(floor, (t) => Object.assign(t, { ter: "t_wall" }));
    expect(sim.sight().version).to.equal(version + 1);
  });
});
