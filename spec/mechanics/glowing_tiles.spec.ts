/**
 * What the step keeps so that a turn's light and a walk's distances cost less (issue 37): the
 * tiles holding light-giving fields (engine/mechanics/fields/edit.ts `glowingTiles`), the light
 * sources a turn leaves out (engine/mechanics/senses/light.ts) and the kept Math.hypot values
 * (engine/world/grid.ts `hypot`). IDs introduced here (engine behaviour beyond the specification):
 *   ENG-glowing-tiles    glowingTiles lists, after any field writes of a step, exactly the tiles
 *                        whose fields give off light, each with its brightest field's light at its
 *                        intensity, on a working copy and through immer's drafts
 *   ENG-dim-sources      a field no brighter than its level's natural light lights no tile (by
 *                        day a small fire leaves every tile at the sky's light); at night it does
 *   ENG-hypot            grid.ts hypot gives Math.hypot's very value for every whole offset, kept
 *                        or not, and for fractional ones
 */
import { expect } from "chai";
import type { Draft } from "immer";
import type { Content } from "../../engine/content/load.js";
import { addField, glowingTiles, removeField } from "../../engine/mechanics/fields/edit.js";
import { lightAt } from "../../engine/mechanics/senses/light.js";
import { makeSim, type Sim } from "../../engine/sim/context.js";
import { HOOKS } from "../../engine/step/areas.js";
import { hypot } from "../../engine/world/grid.js";
import { openDice } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import { workingCopy } from "../../engine/world/working_copy.js";
import { expectKeptAsScanned, fieldWrites } from "../support/kept_fields.js";
import { realContentOrSkip } from "../support/load.js";
import { testWorld } from "../support/world.js";

const W = 16;
const H = 10;

function world(content: Content, startHour: number): World {
  const rows = Array.from({ length: H }, () => ".".repeat(W));
  const w = testWorld(content, { rows }).world;
  return { ...w, settings: { ...w.settings, startHour } };
}

/** The glowing tiles as "x,y:light", sorted (their order is not fixed). */
function listed(sim: Sim): string[] {
  return [...glowingTiles(sim).values()].map((g) => `${g.pos.x},${g.pos.y}:${g.light}`).sort();
}

/** Field writes in a fixed order (fires of every intensity, a glowing gas, smoke and blood that give no light). */
const exercise = fieldWrites(7, ["fd_fire", "fd_tindalos_gas", "fd_smoke", "fd_blood"]);

describe("glowing tiles, dim sources and kept distances", () => {
  it("[ENG-glowing-tiles] the tiles giving off light follow every field write, with their brightest light", function () {
    const content = realContentOrSkip(this);
    const w = world(content, 12);
    const sim = makeSim(workingCopy(w) as Draft<World>, content, openDice(w.rng), [], undefined, HOOKS);
    expect(listed(sim)).to.deep.equal([]);
    // The game's data: fire gives 20, 60, 160 by intensity; fd_tindalos_gas 20 (its later levels
    // inherit the first's light); smoke and blood none.
    addField(sim, { x: 1, y: 1, z: 0 }, "fd_fire", 2);
    addField(sim, { x: 1, y: 1, z: 0 }, "fd_smoke", 3);
    addField(sim, { x: 2, y: 1, z: 0 }, "fd_blood", 1);
    addField(sim, { x: 3, y: 1, z: 0 }, "fd_tindalos_gas", 1);
    addField(sim, { x: 4, y: 1, z: 0 }, "fd_tindalos_gas", 2);
    expect(listed(sim)).to.deep.equal(["1,1:60", "3,1:20", "4,1:20"]);
    addField(sim, { x: 1, y: 1, z: 0 }, "fd_fire", 3);
    removeField(sim, { x: 3, y: 1, z: 0 }, "fd_tindalos_gas");
    removeField(sim, { x: 4, y: 1, z: 0 }, "fd_tindalos_gas");
    expect(listed(sim)).to.deep.equal(["1,1:160"]);
    removeField(sim, { x: 1, y: 1, z: 0 }, "fd_fire");
    expect(listed(sim)).to.deep.equal([]);
  });

  it("[ENG-glowing-tiles] after random writes the kept list is the one a fresh step finds, on a working copy and through drafts", function () {
    const content = realContentOrSkip(this);
    expectKeptAsScanned(content, world(content, 12), glowingTiles, listed, exercise);
  });

  it("[ENG-dim-sources] a small fire (light 20) lights nothing at noon (sky 100), and its own tile at midnight", function () {
    const content = realContentOrSkip(this);
    const fire = { x: 5, y: 5, z: 0 };
    for (const [hour, expected] of [
      [12, { light: 100, lit: false }],
      [0, { light: 20, lit: true }],
    ] as const) {
      const w = world(content, hour);
      const sim = makeSim(workingCopy(w) as Draft<World>, content, openDice(w.rng), [], undefined, HOOKS);
      addField(sim, fire, "fd_fire", 1);
      expect(lightAt(sim, fire), `hour ${hour}`).to.deep.equal(expected);
      // Two tiles off at noon, the sky's light; at midnight the fire's, above the new moon's 1.
      const near = lightAt(sim, { x: 7, y: 5, z: 0 });
      expect(near.lit, `hour ${hour}`).to.equal(hour === 0);
    }
    // A fire of intensity 3 (160) outshines the noon sky on its own tile.
    const w = world(content, 12);
    const sim = makeSim(workingCopy(w) as Draft<World>, content, openDice(w.rng), [], undefined, HOOKS);
    addField(sim, fire, "fd_fire", 3);
    expect(lightAt(sim, fire)).to.deep.equal({ light: 160, lit: true });
  });

  it("[ENG-hypot] hypot is Math.hypot's value for whole offsets inside and outside the kept range, and for fractions", () => {
    let checked = 0;
    for (let dx = -70; dx <= 70; dx++)
      for (let dy = -70; dy <= 70; dy++) {
        // Asked twice: the kept value is the one computed on the first call.
        expect(hypot(dx, dy)).to.equal(Math.hypot(dx, dy));
        expect(hypot(dx, dy)).to.equal(Math.hypot(dx, dy));
        checked++;
      }
    expect(checked).to.equal(141 * 141);
    expect(hypot(1.5, -2.25)).to.equal(Math.hypot(1.5, -2.25));
    expect(hypot(3, 4)).to.equal(5);
    expect(hypot(2 ** 40, 1)).to.equal(Math.hypot(2 ** 40, 1));
  });
});
