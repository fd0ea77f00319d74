/**
 * Vitamins as effects on condition read and write them, and what a level does. ID introduced here
 * (the real game's, REAL):
 *   REAL-vitamin-levels  `u_vitamin('id')` / `n_vitamin('id')` read a character's level (absent: 0;
 *                        a monster: 0) and an assignment sets it, held within the vitamin's `min`
 *                        and `max` (the game's Character::vitamin_set); `blood` is the level
 *                        bleeding and shock already use. Each turn a level follows its vitamin's
 *                        `rate` (one unit every so many turns: a positive rate takes, a negative one
 *                        gives back) and, within one of its `disease` bands, gives the `deficiency`
 *                        effect at that band's intensity (within `disease_excess`, the `excess`
 *                        effect); outside every band the effect ends. Before, both functions were
 *                        unsupported: the real star vampires' drain stopped with a runtime error
 */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { parseMath } from "../../engine/content/values/math.js";
import { runEoc } from "../../engine/mechanics/eoc/interpreter.js";
import { makeSim } from "../../engine/sim/context.js";
import { runMath } from "../../engine/sim/math.js";
import { EocError, type EocScope } from "../../engine/sim/vars.js";
import { HOOKS } from "../../engine/step/areas.js";
import { tick } from "../../engine/step/step.js";
import { openDice } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import { beforeReal, loadInline, PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";

function content(): Content {
  const r = loadInline(
    [
      { type: "vitamin", id: "blood", vit_type: "counter", min: -50000, max: 0, rate: "-6 s" },
      {
        type: "vitamin",
        id: "t_cells",
        vit_type: "counter",
        min: -60,
        max: 10,
        rate: "-2 s",
        deficiency: "t_anemia",
        excess: "t_surplus",
        disease: [
          [-20, -29],
          [-30, -60],
        ],
        disease_excess: [[5, 10]],
      },
      { type: "vitamin", id: "t_still", vit_type: "counter", min: -5, max: 5 },
      { type: "effect_type", id: "t_anemia", name: ["Pale", "Very pale"], max_intensity: 2 },
      { type: "effect_type", id: "t_surplus", name: ["Flushed"] },
      { type: "MONSTER", id: "t_bat", name: "bat", hp: 10, speed: 100 },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();

const world = (): World =>
  testWorld(c, {
    rows: ["......"],
    characters: [{ id: "you", pos: { x: 0, y: 0, z: 0 } }],
    monsters: [{ type: "t_bat", id: "bat", pos: { x: 3, y: 0, z: 0 } }],
  }).world;

/** Runs math statements with `u` = you and `npc` = the bat; the values and the world after. */
function run(w: World, ...srcs: string[]): { values: number[]; world: World } {
  const values: number[] = [];
  const next = produce(w, (draft) => {
    const dice = openDice(draft.rng);
    const sim = makeSim(draft, c, dice, [], w, HOOKS);
    const scope: EocScope = { u: "you", npc: "bat", context: {} };
    for (const src of srcs) {
      const p = parseMath(src);
      if (!p.ok) throw new Error(p.message);
      values.push(runMath(sim, scope, p.statement));
    }
    draft.rng = dice.state();
  });
  return { values, world: next };
}

describe("vitamins (REAL-vitamin-levels)", () => {
  it("[REAL-vitamin-levels] u_vitamin reads 0 at first; an assignment sets the level within min and max; blood is the character's blood", () => {
    const r = run(world(), "u_vitamin('t_cells')", "u_vitamin('blood') -= 600", "u_vitamin('t_cells') = 80");
    expect(r.values[0]).to.equal(0);
    const you = r.world.characters["you"];
    expect(you?.blood).to.equal(-600);
    expect(you?.vitamins).to.deep.equal({ t_cells: 10 });
    const low = run(r.world, "u_vitamin('t_cells') = -1000", "u_vitamin('t_cells')", "u_vitamin('blood')");
    expect(low.values.slice(1)).to.deep.equal([-60, -600]);
    const back = run(low.world, "u_vitamin('t_cells') = 0").world.characters["you"];
    expect(back?.vitamins, "a level back at 0 leaves no entry").to.equal(undefined);
  });

  it("[REAL-vitamin-levels] a monster's vitamins read 0 and are not written; an unknown vitamin is an EocError naming it", () => {
    const r = run(world(), "n_vitamin('t_cells') = 5", "n_vitamin('t_cells')");
    expect(r.values[1]).to.equal(0);
    expect(r.world.monsters["bat"]).to.not.have.property("vitamins");
    expect(() => run(world(), "u_vitamin('t_nothing')")).to.throw(EocError, '"t_nothing"');
    expect(() => run(world(), "u_vitamin('t_nothing') = 3")).to.throw(EocError, '"t_nothing"');
  });

  it("[REAL-vitamin-levels] a level within a disease band gives the deficiency at that band's intensity, and the rate brings it back until the effect ends", () => {
    const low = run(world(), "u_vitamin('t_cells') = -31").world;
    const t1 = tick(low, c, 1).world;
    const anemia = (w: World) => w.characters["you"]?.effects.find((e) => e.id === "t_anemia");
    // Turn 1 is odd: a rate of -2 s gives one unit back on even turns only.
    expect(t1.characters["you"]?.vitamins?.["t_cells"]).to.be.within(-31, -30);
    expect(anemia(t1)?.intensity).to.equal(2);
    const t6 = tick(low, c, 6).world;
    expect(t6.characters["you"]?.vitamins?.["t_cells"]).to.equal(-28);
    expect(anemia(t6)?.intensity).to.equal(1);
    const t30 = tick(low, c, 30).world;
    expect(t30.characters["you"]?.vitamins?.["t_cells"]).to.equal(-16);
    expect(anemia(t30), "above every band the deficiency ends").to.equal(undefined);
  });

  it("[REAL-vitamin-levels] a level within disease_excess gives the excess effect; a vitamin without rate stays where it was set", () => {
    const high = run(world(), "u_vitamin('t_cells') = 8", "u_vitamin('t_still') = -4").world;
    const t = tick(high, c, 4).world;
    expect(t.characters["you"]?.effects.some((e) => e.id === "t_surplus")).to.equal(true);
    expect(t.characters["you"]?.vitamins?.["t_still"]).to.equal(-4);
  });

  describe("on the real data", () => {
    let real: Content | undefined;
    beforeReal((content) => {
      real = content;
    });

    it("[REAL-vitamin-levels] the star vampire's drink drains the victim's blood and red cells by the same amount", () => {
      const k = real as Content;
      const w = testWorld(k, {
        rows: ["....."],
        characters: [{ id: "you", pos: { x: 0, y: 0, z: 0 } }],
        monsters: [{ type: "mon_star_vampire", id: "sv", pos: { x: 1, y: 0, z: 0 } }],
      }).world;
      const events: { type: string }[] = [];
      const after = produce(w, (draft) => {
        const dice = openDice(draft.rng);
        const sim = makeSim(draft, k, dice, events as never[], w, HOOKS);
        runEoc(sim, { u: "sv", npc: "you", context: { damage: 5 } }, "EOC_STAR_VAMPIRE_FANGED_DRINK_BLOOD");
        draft.rng = dice.state();
      });
      expect(events.filter((e) => e.type === "runtime_error")).to.deep.equal([]);
      const you = after.characters["you"];
      // The data drains rng(250, 650) of each from a victim without BLEEDSLOW.
      expect(you?.blood).to.be.within(-650, -250);
      expect(you?.vitamins?.["redcells"]).to.equal(you?.blood);
    });
  });
});
