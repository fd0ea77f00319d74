/**
 * The regular body-part roll weighs each part by its hit size and, for a hit roll r > 0, by
 * r ^ hit_difficulty (the game's anatomy::select_body_part; issue 15). ID introduced here (REAL):
 *   REAL-hit-difficulty   a better hit lands more often on parts with a higher hit_difficulty
 */
import { expect } from "chai";
import { partWeights } from "../../../engine/rules/monsters/combat.js";
import { load, P, run, world } from "./support.js";

const REGULAR = { hitsizeMin: -1, hitsizeMax: -1, attackUpper: true };

describe("the regular body-part roll", () => {
  it("[REAL-hit-difficulty] weights are hit sizes without a roll, and hit size × r ^ hit_difficulty with one", () => {
    const c = load([
      { type: "body_part", id: "head", name: "head", hit_size: 6, hit_difficulty: 1.5 },
      { type: "body_part", id: "torso", name: "torso", hit_size: 45, hit_difficulty: 1 },
    ]);
    const w = world(c, { you: { pos: P(2, 2) } });
    const weights = (roll: number) =>
      Object.fromEntries(run(w, c, (sim) => partWeights(sim, "you", REGULAR, roll)).value) as Record<string, number>;
    const flat = weights(0);
    expect(flat["head"]).to.equal(6);
    expect(flat["torso"]).to.equal(45);
    const good = weights(10);
    // 6 × 10^1.5 = 189.74; 45 × 10 = 450: the head's share rises from 6/51 to about 30 %.
    expect(good["head"]).to.be.closeTo(189.74, 0.01);
    expect(good["torso"]).to.be.closeTo(450, 1e-9);
    // A part without a body_part definition counts as difficulty 1: its weight scales like the torso's.
    expect((good["leg_l"] ?? 0) / (flat["leg_l"] ?? 1)).to.be.closeTo(10, 1e-9);
  });
});
