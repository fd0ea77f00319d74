/**
 * The story shows a creature's status (issue 16). ID introduced here:
 *   REAL-effect-status   after a step that changed a creature's effects (or blood), the story has a
 *                        status line: each effect by its name for the intensity (with the
 *                        intensity when it has levels, and the body part), the speed after effects
 *                        when they change it, the blood lost, and a monster's cut sight; a
 *                        change of a vitamin level alone (REAL-vitamin-levels) gets one too
 */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import { statusLines } from "../../engine/cli/story.js";
import type { World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";

const r = loadInline(
  [
    {
      type: "effect_type",
      id: "t_slow",
      name: ["Sluggish", "Very sluggish"],
      max_intensity: 2,
      base_mods: { speed_mod: [-20] },
    },
    { type: "effect_type", id: "blind", name: ["Blind"] },
    { type: "MONSTER", flags: ["SEES"], id: "t_mon", name: "mon", hp: 10, speed: 100, vision_day: 30 },
  ],
  { base: [join(PROJECT_ROOT, "content", "base")] },
);
const c = r.content;

/** The survivor alone in a one-tile room. */
const alone = (): World =>
  testWorld(c, {
    rows: ["###", "#.#", "###"],
    characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }],
  }).world;

describe("the story's status lines", () => {
  it("[REAL-effect-status] a changed creature gets a line with its effects by name and what they do now", () => {
    const before: World = testWorld(c, {
      rows: ["#####", "#...#", "#####"],
      characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }],
      monsters: [{ type: "t_mon", id: "m", pos: { x: 3, y: 1, z: 0 } }],
    }).world;
    const after = produce(before, (d) => {
      d.characters["you"]?.effects.push({ id: "t_slow", intensity: 2, duration: 10, bodyPart: "torso" });
      (d.characters["you"] as { blood?: number }).blood = -120;
      d.monsters["m"]?.effects.push({ id: "blind", intensity: 1, duration: 5 });
    });
    expect(r.errors()).to.deep.equal([]);
    expect(statusLines(before, after, c)).to.deep.equal([
      "status you: Very sluggish 2 (torso) — blood -120, speed 80 of 100",
      "status m: Blind — sees 1 tile",
    ]);
    expect(statusLines(after, after, c)).to.deep.equal([]);
  });

  it("[REAL-effect-status][REAL-vitamin-levels] a vitamin level set by an effect on condition shows in the line", () => {
    const before = alone();
    const after = produce(before, (d) => {
      (d.characters["you"] as { vitamins?: Record<string, number> }).vitamins = { redcells: -450, iron: 3 };
    });
    expect(statusLines(before, after, c)).to.deep.equal(["status you: no effects — iron 3, redcells -450"]);
  });

  it("[REAL-sleepiness] a sleepiness set by an effect on condition shows in the line, alone a change", () => {
    const before = alone();
    const after = produce(before, (d) => {
      (d.characters["you"] as { sleepiness?: number }).sleepiness = 620;
    });
    expect(statusLines(before, after, c)).to.deep.equal(["status you: no effects — sleepiness 620"]);
  });
});
