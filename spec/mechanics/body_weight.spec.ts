/**
 * What a character weighs (engine/mechanics/body_weight.ts; src/character.cpp get_weight,
 * bodyweight, get_bmi_lean, get_bmi_fat, get_weight_penalty). IDs introduced here (REAL: the real
 * game's code):
 *   REAL-pull-starved-lean  while the BMI of its stored fat is under the "normal" category (3), a
 *                           character's lean mass loses floor((1 − fat BMI / 3) × strength) points
 *                           of its lean BMI (12 + strength), so a starving survivor is light enough
 *                           for a weak puller (the game's Ranged_pull_tests, weak puller, second half)
 *   REAL-weight-carried     a character's weight counts what it carries (inventory, worn, wielded),
 *                           or the scenario's pinned `carriedWeight`
 */
import { expect } from "chai";
import { bodyWeight, characterWeight, fatBmi, starvationStrengthPenalty } from "../../engine/mechanics/body_weight.js";
import type { Character } from "../../engine/world/types.js";
import { character } from "../support/world.js";
import { loadInline } from "../support/load.js";

const at = { x: 0, y: 0, z: 0 };
const survivor = (kcal: number, extra: Partial<Character> = {}) => character({ id: "you", pos: at, kcal, ...extra });

describe("a character's weight (REAL-pull-stored-kcal, REAL-pull-starved-lean, REAL-weight-carried)", () => {
  it("[REAL-pull-stored-kcal] at the game's healthy 118,156 kcal a str 8 survivor weighs 20 × 1.75² kg lean and 118,156 / 7,716.17 kg fat: 76.56 kg, over the 50 kg a weak puller moves", () => {
    const c = survivor(118156);
    expect(starvationStrengthPenalty(c)).to.equal(0);
    expect(bodyWeight(c)).to.be.closeTo(61250 + 15312.9, 1);
    expect(bodyWeight(c)).to.be.above(50000);
  });

  it("[REAL-pull-starved-lean] at 5,000 kcal the same survivor's fat BMI is 0.21: the lean BMI loses floor(0.93 × 8) = 7 points, 13 × 1.75² kg + 0.65 kg = 40.46 kg, under 50 kg", () => {
    const c = survivor(5000);
    expect(fatBmi(c)).to.be.closeTo(0.2116, 0.0005);
    expect(starvationStrengthPenalty(c)).to.equal(7);
    expect(bodyWeight(c)).to.be.closeTo(39812.5 + 648.0, 1);
    expect(bodyWeight(c)).to.be.below(50000);
  });

  it("[REAL-pull-starved-lean] the penalty stops at the normal category: 70,893 kcal (fat BMI 3.0) keeps the whole lean mass, 60,000 kcal (2.54) loses floor(0.15 × 8) = 1 point", () => {
    expect(starvationStrengthPenalty(survivor(70893))).to.equal(0);
    expect(bodyWeight(survivor(70893))).to.be.closeTo(61250 + 9187.6, 1);
    expect(starvationStrengthPenalty(survivor(60000))).to.equal(1);
    expect(bodyWeight(survivor(60000))).to.be.closeTo(19 * 3062.5 + 7775.9, 1);
  });

  it("[REAL-pull-starved-lean] a stronger survivor loses more lean BMI at the same stored kcal: str 12 at 5,000 kcal loses floor(0.93 × 12) = 11", () => {
    const c = survivor(5000, { stats: { str: 12, dex: 8, int: 8, per: 8 } });
    expect(starvationStrengthPenalty(c)).to.equal(11);
    expect(bodyWeight(c)).to.be.closeTo(13 * 3062.5 + 648.0, 1);
  });

  it("[REAL-weight-carried] what a character carries adds to its body: 3 × 500 g in the inventory and a 500 g worn item, or the pinned carriedWeight instead", () => {
    const { content, errors } = loadInline([
      { type: "GENERIC", id: "x_brick", name: { str: "brick" }, description: "x", weight: "500 g", volume: "250 ml" },
    ]);
    expect(errors()).to.deep.equal([]);
    const loaded = survivor(118156, {
      inventory: [{ id: "x_brick", count: 3 }],
      worn: [{ id: "x_brick", count: 1 }],
    });
    expect(characterWeight(content, loaded) - bodyWeight(loaded)).to.be.closeTo(2000, 0.001);
    const pinned = survivor(118156, { inventory: [{ id: "x_brick", count: 3 }], carriedWeight: 9000 });
    expect(characterWeight(content, pinned) - bodyWeight(pinned)).to.be.closeTo(9000, 0.001);
  });
});
