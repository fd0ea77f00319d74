/**
 * Limb scores read by the dodge (engine/mechanics/fight/defense.ts; src/character.cpp
 * Character::get_dodge). ID introduced here:
 *   REAL-limb-dodge  a character's dodge is multiplied by its reaction limb score: the game's
 *                    `winded` effect (reaction × 0.5 in its data) halves it; a character slowed
 *                    below speed 100 by its effects dodges in proportion (the effect's speed_mod
 *                    counts, as get_speed does)
 * Expected figures are worked by hand: dex 8 / 2 = 4, no dodge skill.
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { dodgeOf } from "../../engine/mechanics/fight/defense.js";
import type { Effect, World } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";
import { runInSim, testWorld } from "../support/world.js";

describe("limb scores in the dodge (issue 31, Deliver 3)", function () {
  this.timeout(60000);
  let content: Content;
  beforeReal((real) => (content = real));

  const dodgeWith = (effects: Effect[]): number => {
    const w: World = testWorld(content, {
      rows: ["###", "#.#", "###"],
      characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 }, effects }],
    }).world;
    return runInSim(w, content, (sim) => dodgeOf(sim, "you")).value;
  };

  it("[REAL-limb-dodge] the game's winded effect (reaction × 0.5, speed −10) leaves 4 × 0.9 × 0.5 = 1.8 of a dodge of 4", () => {
    expect(dodgeWith([])).to.be.closeTo(4, 1e-9);
    // winded also takes 1 perception, which the dodge does not read.
    expect(dodgeWith([{ id: "winded", intensity: 1, duration: 10 }])).to.be.closeTo(1.8, 1e-9);
  });
});
