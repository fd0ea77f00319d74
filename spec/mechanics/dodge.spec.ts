/**
 * A character's dodge, one a turn (src/character.cpp process_turn, src/creature.cpp
 * deal_melee_attack). ID introduced here (REAL: the real game's code):
 *   REAL-dodge-per-turn  a character has one dodge a turn: the first melee blow it meets each turn
 *                        is rolled against its dodge and uses it up; every further blow that turn
 *                        meets no dodge; the dodge comes back when its next turn begins
 *   REAL-dodge-stamina   each dodge tried burns stamina, floor(15 × 6 × (20 − dodge skill) / 20)
 *                        (90 untrained); a tired character dodges less, 1 − logarithmic_range(10 %,
 *                        90 % of its maximum, stamina), and not at all below about a tenth; a
 *                        character regains 20 stamina a turn (the game's options' burn rate 15 and
 *                        regeneration 20)
 *   REAL-walk-stamina    a walked step burns its moves × 15 / 100 stamina × the stamina modifier
 *                        (stamina ÷ maximum + 1) ÷ 2 (burn_move_stamina at walking pace), and the
 *                        step takes 100 ÷ that modifier moves: 15 on plain floor at full stamina
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { step, tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";

const BRUTE = {
  type: "MONSTER",
  name: "brute",
  hp: 200,
  speed: 100,
  melee_skill: 0,
  melee_dice: 1,
  melee_dice_sides: 1,
  material: ["flesh"],
  flags: ["SEES", "IMMOBILE"],
};

function content(): Content {
  const r = loadInline([{ ...BRUTE, id: "t_brute" }], { base: [join(PROJECT_ROOT, "content", "base")] });
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();

/** An agile survivor (dex 8, dodge 5: a dodge roll of 45) with brutes "a" (and "b") next to her. */
function world(seed: string, two: boolean, stamina = 8500): World {
  return testWorld(c, {
    rows: ["#####", "#...#", "#...#", "#####"],
    seed,
    characters: [{ id: "you", pos: { x: 2, y: 1, z: 0 }, skills: { dodge: 5 }, stamina }],
    monsters: [
      { type: "t_brute", id: "a", pos: { x: 1, y: 1, z: 0 }, attitude: "hostile" },
      ...(two ? [{ type: "t_brute", id: "b", pos: { x: 3, y: 1, z: 0 }, attitude: "hostile" as const }] : []),
    ],
  }).world;
}

describe("a character's dodge, one a turn (REAL-dodge-per-turn)", () => {
  it("[REAL-dodge-per-turn] of two brutes striking each turn, the second meets no dodge and lands about half its blows; the first, a twentieth", () => {
    const hits = { a: 0, b: 0 };
    const swings = { a: 0, b: 0 };
    for (let s = 0; s < 40; s++)
      for (const e of tick(world(`pair-${s}`, true), c, 5).events)
        if (e.type === "attack" && (e.attacker === "a" || e.attacker === "b")) {
          swings[e.attacker]++;
          if (e.outcome === "hit") hits[e.attacker]++;
        }
    expect(swings).to.deep.equal({ a: 200, b: 200 });
    // "a" strikes first (id order): trunc(normal(0, 25)) against 45 lands 3.6 % of the time;
    // "b" meets a dodge of 0: a roll of 0 or more, about half.
    expect(hits.a).to.be.below(20);
    expect(hits.b).to.be.within(80, 130);
  });

  it("[REAL-dodge-per-turn] a lone brute keeps meeting the dodge: one blow a turn, each rolled against it", () => {
    let hits = 0;
    for (let s = 0; s < 40; s++)
      for (const e of tick(world(`alone-${s}`, false), c, 5).events)
        if (e.type === "attack" && e.attacker === "a" && e.outcome === "hit") hits++;
    expect(hits).to.be.below(20);
  });

  it("[REAL-dodge-per-turn] the blow uses the dodge up (dodgesUsed 1), and the next turn gives it back", () => {
    const one = tick(world("used", false), c, 1).world;
    expect(one.characters["you"]?.dodgesUsed).to.equal(1);
    const alone = testWorld(c, {
      rows: ["#####", "#...#", "#####"],
      characters: [{ id: "you", pos: { x: 2, y: 1, z: 0 }, dodgesUsed: 1 }],
    }).world;
    expect(tick(alone, c, 1).world.characters["you"]?.dodgesUsed).to.equal(undefined);
  });

  it("[REAL-dodge-stamina] each dodge burns stamina (67 with dodge 5, 90 untrained) and each turn gives 20 back", () => {
    const one = tick(world("tire", false), c, 1).world.characters["you"];
    // Full (the new character's 8,500) at the start of the turn, then one dodge: floor(90 × 15 / 20).
    expect(one?.stamina).to.equal(8500 - 67);
    const two = tick(world("tire", false), c, 2).world.characters["you"];
    expect(two?.stamina).to.equal(8500 - 67 + 20 - 67);
    const untrained = testWorld(c, {
      rows: ["#####", "#...#", "#####"],
      characters: [{ id: "you", pos: { x: 2, y: 1, z: 0 } }],
      monsters: [{ type: "t_brute", id: "a", pos: { x: 1, y: 1, z: 0 }, attitude: "hostile" }],
    }).world;
    expect(tick(untrained, c, 1).world.characters["you"]?.stamina).to.equal(8500 - 90);
    const resting = testWorld(c, {
      rows: ["#####", "#...#", "#####"],
      characters: [{ id: "you", pos: { x: 2, y: 1, z: 0 }, stamina: 5000 }],
    }).world;
    expect(tick(resting, c, 10).world.characters["you"]?.stamina).to.equal(5200);
  });

  it("[REAL-dodge-stamina] a survivor at a tenth of her stamina cannot dodge: a lone brute lands about half its blows, not a twentieth", () => {
    let tired = 0;
    for (let s = 0; s < 40; s++)
      for (const e of tick(world(`tired-${s}`, false, 1000), c, 5).events)
        if (e.type === "attack" && e.attacker === "a" && e.outcome === "hit") tired++;
    expect(tired).to.be.within(80, 130);
  });

  it("[REAL-walk-stamina] at 5,000 of 8,500 a step takes 125 moves and burns 14 stamina; with the 20 a turn gives back, three steps end at 5,018", () => {
    let w = testWorld(c, {
      rows: ["#######", "#.....#", "#######"],
      characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 }, stamina: 5000, moves: 100 }],
    }).world;
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = step(w, { type: "move", who: "you", dir: "e" }, c);
      expect(r.refused).to.equal(undefined);
      w = r.world;
      seen.push(w.characters["you"]?.stamina ?? -1);
    }
    expect(w.characters["you"]?.pos.x).to.equal(4);
    // (5000 / 8500 + 1) / 2 = 0.794: trunc(100 / 0.794) = 125 moves, trunc(125 × 15 / 100 × 0.794) = 14.
    expect(seen).to.deep.equal([5006, 5012, 5018]);
  });
});
