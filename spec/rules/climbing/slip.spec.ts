// covers: C-slip-base, L-slip-base, C-F-slip_chance_mod, X-39, C-slip-per-story, L-slip-per-story, G-9
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../../engine/content/load.js";
import {
  FRESH_CHARACTER,
  rollSlip,
  slipChance,
  slipInputs,
  type SlipInputs,
} from "../../../engine/rules/climbing/slip.js";
import { step } from "../../../engine/step/step.js";
import { openDice, seedState } from "../../../engine/world/rng.js";
import type { World } from "../../../engine/world/types.js";
import { climbWorld, ourContent, type LevelDrawing } from "./support.js";

const fresh = (over: Partial<SlipInputs> = {}): SlipInputs => ({ ...FRESH_CHARACTER, ...over });

/** Half-width of a 4.4-sigma binomial interval (false alarm about 1 in 100,000 per check). */
const tolerance = (p: number, n: number): number => 4.4 * Math.sqrt((p * (1 - p)) / n);

function reseed(world: World, seed: string): World {
  return produce(world, (d) => {
    d.rng = seedState(seed);
  });
}

describe("climbing: the slip chance", () => {
  it("[C-slip-base][L-slip-base] str 8, dex 8, dry, healthy, unloaded, rested: 6.25 %", () => {
    expect(slipChance(fresh())).to.equal(6.25);
  });

  it("[L-slip-base][X-39] a light load of 25-50 % of capacity gives 8.25-10.25 %, within 10 +/- 2", () => {
    expect(slipChance(fresh({ carried: 45000 / 4 }))).to.be.closeTo(8.25, 1e-9);
    expect(slipChance(fresh({ carried: 45000 / 2 }))).to.be.closeTo(10.25, 1e-9);
    expect(Math.abs(slipChance(fresh({ carried: 45000 / 2 })) - 10)).to.be.at.most(2);
  });

  it("[C-slip-base] follows the real order of operations (parkour, BADKNEES, wetness, stats, limbs, weight, stamina)", () => {
    expect(slipChance(fresh({ parkour: true }))).to.equal(3.125);
    expect(slipChance(fresh({ badKnees: true }))).to.equal(12.5);
    expect(slipChance(fresh({ parkour: true, badKnees: true }))).to.equal(6.25);
    expect(slipChance(fresh({ wetness: [100, 100, 100, 100] }))).to.equal(18.75);
    expect(slipChance(fresh({ wetness: [50, 0, 0, 0] }))).to.equal(6.25 * 1.25);
    expect(slipChance(fresh({ str: 0, dex: 0 }))).to.equal(100);
    expect(slipChance(fresh({ limbScore: 0.5 }))).to.equal(12.5);
    expect(slipChance(fresh({ carried: 45000 }))).to.equal(14.25);
    // stamina below 80 % (here half of a new character's 8,500): the whole (weight included) is
    // divided by the ratio, at least 0.1
    expect(slipChance(fresh({ stamina: 4250, carried: 45000 / 2 }))).to.be.closeTo(20.5, 1e-9);
    expect(slipChance(fresh({ stamina: 0 }))).to.equal(62.5);
    expect(slipChance(fresh({ stamina: 8000 }))).to.equal(6.25);
    expect(slipChance(fresh({ climbFlying: true, carried: 0 }))).to.equal(0);
  });

  it("[C-slip-base] is monotonic: more strength or dexterity never raises it; more weight, wetness or fatigue never lowers it", () => {
    for (let s = 1; s < 20; s++) {
      expect(slipChance(fresh({ str: s + 1 }))).to.be.at.most(slipChance(fresh({ str: s })));
      expect(slipChance(fresh({ dex: s + 1 }))).to.be.at.most(slipChance(fresh({ dex: s })));
      expect(slipChance(fresh({ carried: (s + 1) * 2000 }))).to.be.at.least(slipChance(fresh({ carried: s * 2000 })));
      expect(slipChance(fresh({ wetness: [s * 5 + 5] }))).to.be.at.least(slipChance(fresh({ wetness: [s * 5] })));
      expect(slipChance(fresh({ stamina: 10000 - (s + 1) * 500 }))).to.be.at.least(
        slipChance(fresh({ stamina: 10000 - s * 500 })),
      );
    }
  });

  it("[C-F-slip_chance_mod][X-39] the mod is added last and not clamped: base 10 with -20 gives -10, with +5 gives 15", () => {
    const ten = fresh({ str: 5, dex: 5 });
    expect(slipChance(ten)).to.equal(10);
    expect(slipChance(ten, -20)).to.equal(-10);
    expect(slipChance(ten, 5)).to.equal(15);
    expect(slipChance(fresh(), 200)).to.equal(206.25);
  });

  it("[X-39] a roll never slips at 0 or below and always slips at 100 or above", () => {
    const dice = openDice(seedState("x39"));
    for (let i = 0; i < 2000; i++) {
      expect(rollSlip(dice, 0)).to.equal(false);
      expect(rollSlip(dice, -10)).to.equal(false);
      expect(rollSlip(dice, 100)).to.equal(true);
      expect(rollSlip(dice, 140)).to.equal(true);
    }
  });

  it("[C-slip-base] reads a character: stats, flags, traits, proficiencies, wetness, hit points, load, stamina", () => {
    const c = ourContent();
    const w = climbWorld(
      c,
      [{ z: 0, rows: ["..."] }],
      [
        { id: "a", pos: { x: 0, y: 0, z: 0 } },
        {
          id: "b",
          pos: { x: 1, y: 0, z: 0 },
          traits: ["SIM_FROG_HANDS"],
          wetness: { hand_l: 100 },
          carriedWeight: 22500,
          stamina: 4250,
          hp: { hand_r: 0 },
        },
      ],
    );
    expect(slipChance(slipInputs(c, w.characters["a"] as never))).to.equal(6.25);
    const b = slipInputs(c, w.characters["b"] as never);
    expect(b).to.deep.include({ carried: 22500, capacity: 45000, stamina: 4250, staminaMax: 8500 });
    expect(b.limbScore).to.be.closeTo(1 - 1.5 / 6, 1e-9);
    expect(slipChance(b)).to.be.closeTo(((6.25 * 1.5) / 0.75 + 4) / 0.5, 1e-9);
  });
});

describe("climbing: measured slip rates agree with the formula", function () {
  this.timeout(60000);
  let c: Content;
  const TWO: readonly LevelDrawing[] = [
    { z: -2, rows: ["....."] },
    { z: -1, rows: [".    "] },
    { z: 0, rows: [".    "] },
  ];
  before(() => {
    c = ourContent([
      {
        type: "climbing_aid",
        id: "t_two_story",
        slip_chance_mod: -2,
        condition: { type: "character", flag: "T_TWO" },
        down: { menu_text: "Two stories.", confirm_text: "Go?", max_height: 2 },
      },
    ]);
  });

  function rate(world: World, n: number, aid: string | undefined): { slips: number; n: number } {
    let slips = 0;
    for (let i = 0; i < n; i++) {
      const r = step(
        reseed(world, `rate-${i}`),
        { type: "descend", who: "you", dir: "e", ...(aid ? { aid } : {}), confirm: true },
        c,
      );
      expect(r.refused, r.refused).to.equal(undefined);
      if (r.events.some((e) => e.type === "rule" && e.name === "slip")) slips++;
    }
    return { slips, n };
  }

  it("[C-slip-base][L-slip-per-story] a fresh, unloaded character slips on a one-story default descent at 6.25 %", () => {
    const w = climbWorld(
      c,
      [
        { z: -1, rows: ["..."] },
        { z: 0, rows: [".  "] },
      ],
      [{ id: "you", pos: { x: 0, y: 0, z: 0 } }],
    );
    const { slips, n } = rate(w, 4000, undefined);
    expect(slips / n).to.be.closeTo(0.0625, tolerance(0.0625, n));
  });

  it("[L-slip-base] at 20.5 kg of 45 kg (weight term 3.64, rounded at random per roll) the rate is 9.89 %", () => {
    const w = climbWorld(
      c,
      [
        { z: -1, rows: ["..."] },
        { z: 0, rows: [".  "] },
      ],
      [{ id: "you", pos: { x: 0, y: 0, z: 0 }, carriedWeight: 22500 - 2000 }],
    );
    // 20.5 kg of 45 kg: 8 x 20.5/45 = 3.644..., so the chance is 3 or 4 (by the roll) + 6.25: mean 9.894...
    const p = (6.25 + (8 * 20500) / 45000) / 100;
    const { slips, n } = rate(w, 4000, undefined);
    expect(slips / n).to.be.closeTo(p, tolerance(p, n));
  });

  it("[C-slip-per-story][L-slip-per-story] a two-story descent rolls once per story: P(slip) = 1 - (1 - p)^2", () => {
    const w = climbWorld(c, TWO, [{ id: "you", pos: { x: 0, y: 0, z: 0 }, flags: ["T_TWO"] }]);
    const p1 = (6.25 - 2) / 100;
    const p = 1 - (1 - p1) ** 2;
    const { slips, n } = rate(w, 4000, "t_two_story");
    expect(slips / n).to.be.closeTo(p, tolerance(p, n));
  });

  it("[G-9] the same seed gives the same descent", () => {
    const w = climbWorld(c, TWO, [{ id: "you", pos: { x: 0, y: 0, z: 0 }, flags: ["T_TWO"] }], "same");
    const a = step(w, { type: "descend", who: "you", dir: "e", aid: "t_two_story", confirm: true }, c);
    const b = step(w, { type: "descend", who: "you", dir: "e", aid: "t_two_story", confirm: true }, c);
    expect(a.world).to.deep.equal(b.world);
    expect(a.events).to.deep.equal(b.events);
  });
});

describe("climbing: the balance helper (issue 6: slip rate per aid for a fresh character)", function () {
  this.timeout(60000);
  it("[C-slip-base][C-F-slip_chance_mod][L-slip-per-story] measures every aid of content/climbing in agreement with the formula", async () => {
    const { slipRates } = await import("../../../engine/experiment/climbing_balance.js");
    const rates = slipRates(ourContent(), 2000);
    expect(rates.map((r) => r.aid)).to.include.members([
      "default",
      "sim_chalk_pouch",
      "sim_vehicle_roof",
      "sim_silk_line",
      "sim_knotted_rope",
    ]);
    for (const r of rates) {
      expect(r.descents, `${r.aid}: ${r.skipped ?? ""}`).to.equal(2000);
      const p = r.expected / 100;
      if (p === 0) expect(r.slips, r.aid).to.equal(0);
      else expect(r.slips / r.descents, r.aid).to.be.closeTo(p, tolerance(p, r.descents));
    }
  });
});
