/**
 * The scent map written in place (mechanics/senses/scent.ts, issue 33's speed work): within a step
 * the map the world owns is decayed and diffused where it lies; a map shared with the step's input
 * is copied first. IDs introduced here:
 *   REAL-scent-steps   the scent map after 40 one-turn steps is the map after one 40-turn tick, and
 *                      the same on immer's drafts as on a working copy; no step changes the scent
 *                      map of the world it was given
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { step, tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";

const SCENT = "cdda-sim:scent";
const P = (x: number, y: number) => ({ x, y, z: 0 });

function content(): Content {
  const r = loadInline(
    [
      {
        type: "MONSTER",
        id: "t_nose",
        name: "nose",
        hp: 60,
        speed: 100,
        melee_skill: 0,
        material: ["flesh"],
        aggression: 50,
        flags: ["SMELLS", "IMMOBILE"],
      },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

/** The survivor walks along a room with a wall in it; a monster that smells keeps the map. */
function start(c: Content): World {
  return testWorld(c, {
    rows: ["##############", "#.....#......#", "#.....#......#", "#............#", "##############"],
    seed: "scent-steps",
    characters: [{ id: "you", pos: P(2, 2) }],
    monsters: [{ type: "t_nose", id: "m", pos: P(11, 1), attitude: "hostile" }],
  }).world;
}

const walkTo = (w: World, c: Content, x: number): World =>
  step(w, { type: "move", who: "you", to: P(x, 3) }, c, { free: true }).world;

describe("the scent map over steps (REAL-scent-steps)", () => {
  it("[REAL-scent-steps] 40 one-turn steps and one 40-turn tick give the same map, on a working copy and on immer's drafts; no input map changes", () => {
    const c = content();
    let w = walkTo(walkTo(start(c), c, 2), c, 3);
    w = tick(w, c, 5).world;
    const before = JSON.stringify(w.vars[SCENT]);
    expect(before, "the map is kept").to.not.equal(undefined);
    const once = tick(w, c, 40).world;
    const drafted = step(w, { type: "tick", turns: 40 }, c, { writes: "immer" }).world;
    let stepped = w;
    const inputs: [World, string][] = [];
    for (let i = 0; i < 40; i++) {
      inputs.push([stepped, JSON.stringify(stepped.vars[SCENT])]);
      stepped = tick(stepped, c, 1).world;
    }
    expect(JSON.stringify(w.vars[SCENT]), "the tick's input map").to.equal(before);
    for (const [input, was] of inputs) expect(JSON.stringify(input.vars[SCENT])).to.equal(was);
    const map = once.vars[SCENT] as { values: number[] };
    expect(
      map.values.some((v) => v > 0 && v < 500),
      "scent spread",
    ).to.equal(true);
    expect(stepped.vars[SCENT]).to.deep.equal(once.vars[SCENT]);
    expect(drafted.vars[SCENT]).to.deep.equal(once.vars[SCENT]);
  });
});
