/**
 * The tiles holding fire, kept by the step so that a monster's FIRE trigger reads them instead of
 * the 49 tiles around it (engine/mechanics/fields/edit.ts `burningTiles`, issue 37). IDs
 * introduced here (engine behaviour beyond the specification):
 *   ENG-burning-tiles    burningTiles lists, after any field writes of a step, exactly the tiles
 *                        holding fd_fire, each with its fire's intensity, on a working copy and
 *                        through immer's drafts
 */
import { expect } from "chai";
import type { Draft } from "immer";
import type { Content } from "../../engine/content/load.js";
import { addField, burningTiles, removeField } from "../../engine/mechanics/fields/edit.js";
import { makeSim, type Sim } from "../../engine/sim/context.js";
import { HOOKS } from "../../engine/step/areas.js";
import { openDice } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import { workingCopy } from "../../engine/world/working_copy.js";
import { expectKeptAsScanned, fieldWrites } from "../support/kept_fields.js";
import { realContentOrSkip } from "../support/load.js";
import { testWorld } from "../support/world.js";

function world(content: Content): World {
  return testWorld(content, { rows: Array.from({ length: 10 }, () => ".".repeat(16)) }).world;
}

/** The burning tiles as "x,y:intensity", sorted (their order is not fixed). */
function listed(sim: Sim): string[] {
  return [...burningTiles(sim).values()].map((b) => `${b.pos.x},${b.pos.y}:${b.intensity}`).sort();
}

/** Field writes in a fixed order: fires of every intensity among smoke and blood. */
const exercise = fieldWrites(11, ["fd_fire", "fd_smoke", "fd_blood"]);

describe("burning tiles", () => {
  it("[ENG-burning-tiles] the tiles holding fire follow every field write, with the fire's intensity", function () {
    const content = realContentOrSkip(this);
    const w = world(content);
    const sim = makeSim(workingCopy(w) as Draft<World>, content, openDice(w.rng), [], undefined, HOOKS);
    expect(listed(sim)).to.deep.equal([]);
    addField(sim, { x: 1, y: 1, z: 0 }, "fd_fire", 2);
    addField(sim, { x: 1, y: 1, z: 0 }, "fd_smoke", 3);
    addField(sim, { x: 2, y: 1, z: 0 }, "fd_blood", 1);
    addField(sim, { x: 3, y: 1, z: 0 }, "fd_fire", 1);
    expect(listed(sim)).to.deep.equal(["1,1:2", "3,1:1"]);
    addField(sim, { x: 1, y: 1, z: 0 }, "fd_fire", 3);
    removeField(sim, { x: 3, y: 1, z: 0 }, "fd_fire");
    expect(listed(sim)).to.deep.equal(["1,1:3"]);
    removeField(sim, { x: 1, y: 1, z: 0 }, "fd_smoke");
    expect(listed(sim)).to.deep.equal(["1,1:3"]);
    removeField(sim, { x: 1, y: 1, z: 0 }, "fd_fire");
    expect(listed(sim)).to.deep.equal([]);
  });

  it("[ENG-burning-tiles] after random writes the kept list is the one a fresh step finds, on a working copy and through drafts", function () {
    const content = realContentOrSkip(this);
    expectKeptAsScanned(content, world(content), burningTiles, listed, exercise);
  });
});
