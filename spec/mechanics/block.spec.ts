/**
 * Blocking as the game's characters block (src/melee.cpp Character::block_hit, blocking_ability;
 * engine/mechanics/fight/block.ts), measured over thousands of the real zombie's blows (skipped
 * without the real data). IDs introduced here:
 *   REAL-block-chance   a character tries one block a turn, and the try succeeds with chance
 *                       melee skill × 20 × reaction % (reaction 1 for a whole, unencumbered human:
 *                       head 0.3 + eyes 0.7): never untrained, 60 % at melee 3, always from 5
 *   REAL-block-score    with a blocking weapon the score is str + its bonus (WBLOCK_1 4, 2 6, 3 10)
 *                       + melee; bare-handed, from unarmed 1, (str + unarmed) × the arm's block
 *                       score, and the blow lands on that arm; a weapon that cannot block gives
 *                       no block at all
 *   REAL-block-through  of each physical melee type (bash, cut, stab) the share
 *                       logarithmic_range(0, 40, score) gets through:
 *                       (σ(4 − 8 score / 40) − σ(−4)) / (σ(4) − σ(−4)), σ the logistic function
 *   REAL-minor-parts    damage to a hand or a foot goes to its arm or leg, to the eyes or the
 *                       mouth to the head (the body part data's main_part), as the game's
 *                       apply_damage does; the event names the part hit; a part the character
 *                       does not have at all hurts the torso
 */
import { expect } from "chai";
import { castDraft, produce } from "immer";
import type { Content } from "../../engine/content/load.js";
import { makeSim } from "../../engine/sim/context.js";
import type { SimEvent } from "../../engine/sim/events.js";
import { HOOKS } from "../../engine/step/areas.js";
import { plainMelee } from "../../engine/rules/monsters/plain_melee.js";
import { applyDamage } from "../../engine/sim/creature_state.js";
import { openDice } from "../../engine/world/rng.js";
import type { Character, World } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";
import { testWorld } from "../support/world.js";

const sigma = (t: number): number => 1 / (1 + Math.exp(-t));
/** The game's logarithmic_range(0, 40, score), written out here from its definition. */
const through = (score: number): number => (sigma(4 - (8 * score) / 40) - sigma(-4)) / (sigma(4) - sigma(-4));

interface Tally {
  landed: number;
  blocked: number;
  throughs: number[];
  parts: string[];
  incoming: number;
  blockedAmount: number;
}

/** `n` blows of a real zombie, each in a new turn against a fresh survivor. */
function blows(content: Content, you: Partial<Character>, n: number, seed: string): Tally {
  let world: World = testWorld(content, {
    rows: ["#####", "#...#", "#####"],
    seed,
    characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 }, ...you }],
    monsters: [{ type: "mon_zombie", id: "zed", pos: { x: 2, y: 1, z: 0 }, attitude: "hostile" }],
  }).world;
  const fresh = world.characters["you"] as Character;
  const t: Tally = { landed: 0, blocked: 0, throughs: [], parts: [], incoming: 0, blockedAmount: 0 };
  for (let i = 0; i < n; i++) {
    const events: SimEvent[] = [];
    world = produce(world, (draft) => {
      draft.characters["you"] = castDraft({ ...structuredClone(fresh), dodgesUsed: 99 });
      const dice = openDice(draft.rng);
      const sim = makeSim(draft, content, dice, events, undefined, HOOKS);
      plainMelee(sim, "zed", "you");
      draft.rng = dice.state();
    });
    if (events.some((e) => e.type === "attack" && e.outcome !== "dodged")) t.landed++;
    for (const e of events) {
      if (e.type !== "rule" || e.name !== "block") continue;
      t.blocked++;
      t.throughs.push(e.data["through"] as number);
      t.incoming += e.data["incoming"] as number;
      t.blockedAmount += e.data["blocked"] as number;
      if (typeof e.data["bodyPart"] === "string") t.parts.push(e.data["bodyPart"]);
    }
  }
  return t;
}

describe("blocking, as the game's characters block (REAL-block-*)", function () {
  this.timeout(120_000);
  let content: Content;
  beforeReal((real) => (content = real));

  it("[REAL-block-chance] (skipped without real data) an untrained fighter with a machete never blocks 2000 zombie blows", () => {
    const t = blows(content, { wielded: { id: "machete", count: 1 } }, 2000, "untrained");
    expect(t.landed).to.be.greaterThan(1500);
    expect(t.blocked).to.equal(0);
  });

  it("[REAL-block-chance][REAL-block-score][REAL-block-through] (skipped without real data) a trained fighter (str 10, melee 3) with a machete (WBLOCK_2) blocks 60 % of 3000 blows, letting through logarithmic_range(0, 40, 19)", () => {
    const t = blows(
      content,
      { stats: { str: 10, dex: 8, int: 8, per: 8 }, skills: { melee: 3 }, wielded: { id: "machete", count: 1 } },
      3000,
      "trained",
    );
    const share = t.blocked / t.landed;
    // 3000 landed blows: the share's standard error is about 0.009.
    expect(share).to.be.within(0.6 - 0.04, 0.6 + 0.04);
    const expected = through(10 + 6 + 3);
    for (const x of t.throughs) expect(x).to.be.closeTo(expected, 0.001);
    // The zombie's blow is all bash: what gets through is that share of it.
    expect(t.blockedAmount / t.incoming).to.be.closeTo(1 - expected, 0.01);
    // A weapon block leaves the blow where it was aimed: no block moves it to an arm.
    expect(t.parts.filter((p) => p === "arm_l").length).to.be.lessThan(t.blocked / 4);
  });

  it("[REAL-block-score] (skipped without real data) bare-handed with unarmed 2 and melee 5 (str 8), every blow is blocked with an arm at (8 + 2) × 1; unarmed 0, none", () => {
    const t = blows(content, { skills: { melee: 5, unarmed: 2 } }, 500, "unarmed");
    expect(t.blocked).to.equal(t.landed);
    for (const x of t.throughs) expect(x).to.be.closeTo(through(10), 0.001);
    expect(new Set(t.parts)).to.deep.equal(new Set(["arm_l"]));
    expect(blows(content, { skills: { melee: 5 } }, 300, "no-unarmed").blocked).to.equal(0);
  });

  it("[REAL-block-score] (skipped without real data) a weapon that cannot block (a kitchen knife) gives no block, whatever the skill", () => {
    const t = blows(
      content,
      { skills: { melee: 5, unarmed: 5 }, wielded: { id: "knife_kitchen", count: 1 } },
      300,
      "knife",
    );
    expect(t.landed).to.be.greaterThan(100);
    expect(t.blocked).to.equal(0);
  });

  it("[REAL-minor-parts] (skipped without real data) a hand's damage comes off the arm, a foot's off the leg, the eyes' and mouth's off the head", () => {
    const { world } = testWorld(content, {
      rows: ["###", "#.#", "###"],
      characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }],
    });
    const events: SimEvent[] = [];
    const after = produce(world, (draft) => {
      const sim = makeSim(draft, content, openDice(draft.rng), events, undefined, HOOKS);
      applyDamage(sim, "you", 7, "bash", "hand_l", "test");
      applyDamage(sim, "you", 5, "cut", "foot_r", "test");
      applyDamage(sim, "you", 4, "cut", "eyes", "test");
      applyDamage(sim, "you", 3, "bash", "mouth", "test");
      applyDamage(sim, "you", 2, "bash", "no_such_part", "test");
    });
    const body = after.characters["you"]?.body;
    expect(body?.["arm_l"]?.hp).to.equal(53);
    expect(body?.["leg_r"]?.hp).to.equal(55);
    expect(body?.["hand_l"]?.hp).to.equal(60);
    expect(body?.["head"]?.hp).to.equal(53);
    expect(body?.["torso"]?.hp).to.equal(58);
    const hit = events.flatMap((e) => (e.type === "damaged" ? [e.bodyPart] : []));
    expect(hit).to.deep.equal(["hand_l", "foot_r", "eyes", "mouth", "torso"]);
  });
});
