/**
 * A character's sleepiness. ID introduced here (the game's, REAL):
 *   REAL-sleepiness  `u_val('sleepiness')` reads and sets a character's sleepiness (the game's
 *                    fatigue; 0 when never set, never below 0); a monster's reads 0 and setting it
 *                    changes nothing, as the game's monster talker. The story's status line and the
 *                    viewer show it; its consequences in the game (focus, falling asleep) are not
 *                    modelled. Before, the core's shifting mass and reflection attacks stopped at
 *                    their first statement with a runtime error and drained no stamina
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import type { World } from "../../engine/world/types.js";
import { beforeReal, loadInline } from "../support/load.js";
import { type EocRun, runEocIn, runtimeErrors } from "../support/eoc.js";
import { testWorld } from "../support/world.js";

const content: Content = loadInline([
  {
    type: "effect_on_condition",
    id: "t_tire",
    effect: [{ math: ["u_val('sleepiness') = min(u_val('sleepiness') + 700, 1000)"] }],
  },
  {
    type: "effect_on_condition",
    id: "t_rest",
    effect: [{ math: ["u_val('sleepiness') = u_val('sleepiness') - 5000"] }],
  },
  { type: "MONSTER", id: "t_mote", name: "mote", hp: 1 },
]).content;

function run(w: World, id: string, u: string, c = content, npc: string | null = null): EocRun {
  return runEocIn(w, c, id, { u, npc });
}

const errorsOf = runtimeErrors;

const base = (c: Content): World =>
  testWorld(c, {
    rows: ["...."],
    characters: [{ id: "you", pos: { x: 0, y: 0, z: 0 } }],
    monsters: [{ type: c === content ? "t_mote" : "mon_zombie", id: "m", pos: { x: 3, y: 0, z: 0 } }],
  }).world;

describe("sleepiness (REAL-sleepiness)", () => {
  it("[REAL-sleepiness] an EOC raises a character's sleepiness from 0, to its cap, and not below 0", () => {
    const once = run(base(content), "t_tire", "you");
    expect(errorsOf(once.events)).to.deep.equal([]);
    expect(once.world.characters["you"]?.sleepiness).to.equal(700);
    expect(run(once.world, "t_tire", "you").world.characters["you"]?.sleepiness).to.equal(1000);
    expect(run(once.world, "t_rest", "you").world.characters["you"]?.sleepiness).to.equal(0);
  });

  it("[REAL-sleepiness] a monster's sleepiness reads 0 and stays unset", () => {
    const { world: w, events } = run(base(content), "t_tire", "m");
    expect(errorsOf(events)).to.deep.equal([]);
    expect(w.monsters["m"]).to.not.have.property("sleepiness");
  });

  describe("on the real data", () => {
    let real: Content;
    beforeReal((c) => {
      real = c;
    });

    it("[REAL-sleepiness] the core's shifting mass attack tires you and runs to its end", () => {
      const { world: w, events } = run(base(real), "EOC_shifting_mass_attack", "you", real, "m");
      expect(errorsOf(events)).to.deep.equal([]);
      expect(w.characters["you"]?.sleepiness).to.be.greaterThan(0);
    });
  });
});
