/**
 * Pain's penalties (engine/mechanics/effects/pain.ts; src/character.cpp get_perceived_pain,
 * get_pain_penalty). IDs introduced here:
 *   REAL-pain-stats     perceived pain p costs strength, dexterity and intelligence
 *                       floor(p^0.8 / 10) each and perception two thirds of that, wherever a stat
 *                       is read (the effects floor's statOf, with the effects' own modifiers)
 *   REAL-pain-speed     it costs trunc(p^0.7) speed, at most 30: fewer moves each turn
 *   REAL-pain-perceived no pain is felt while adrenaline runs above intensity 1; CENOBITE keeps
 *                       strength and dexterity and halves the speed penalty; INT_SLIME loses p / 5
 *                       intelligence
 *   REAL-pain-read      the rules read the stats after pain and effects: a character in enough
 *                       pain is too weak to jump a ledge (examine), and dodges worse
 * Expected figures are worked by hand from the formulas above.
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { effectiveSpeed, statOf } from "../../engine/mechanics/effects/status.js";
import { painPenalty } from "../../engine/mechanics/effects/pain.js";
import { dodgeOf } from "../../engine/mechanics/fight/defense.js";
import { step, tick } from "../../engine/step/step.js";
import type { Character, World } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";
import { character, runInSim, testWorld } from "../support/world.js";

const sufferer = (pain: number, more: Partial<Character> = {}): Character =>
  character({ id: "you", pos: { x: 1, y: 1, z: 0 }, pain, ...more });

describe("pain and its penalties (issue 31, Deliver 3)", function () {
  this.timeout(60000);
  let content: Content;
  beforeReal((real) => (content = real));

  it("[REAL-pain-stats] the stat penalty by pain: 0 at 10, 1 at 20, 2 at 50, 3 at 100, 5 at 150 (perception 0, 0, 1, 2, 3)", () => {
    const table: [number, number, number][] = [
      // pain, str/dex/int penalty, per penalty: 10^0.8 = 6.3, 20^0.8 = 11.0, 50^0.8 = 22.9,
      // 100^0.8 = 39.8, 150^0.8 = 55.1.
      [10, 0, 0],
      [20, 1, 0],
      [50, 2, 1],
      [100, 3, 2],
      [150, 5, 3],
    ];
    for (const [pain, stat, per] of table)
      expect(painPenalty(sufferer(pain)).stats, `pain ${pain}`).to.deep.equal({ str: stat, dex: stat, int: stat, per });
    expect(painPenalty(sufferer(0))).to.deep.include({ speed: 0 });
  });

  it("[REAL-pain-stats] statOf reads a stat after pain and never below 0", () => {
    const w = testWorld(content, { rows: ["###", "#.#", "###"], characters: [sufferer(100)] }).world;
    const c = w.characters["you"] as Character;
    const got = runInSim(w, content, (sim) => (["str", "dex", "int", "per"] as const).map((s) => statOf(sim, c, s)));
    expect(got.value).to.deep.equal([5, 5, 5, 6]);
    const weak = { ...c, stats: { str: 2, dex: 2, int: 2, per: 2 } };
    expect(runInSim(w, content, (sim) => statOf(sim, weak, "str")).value).to.equal(0);
  });

  it("[REAL-pain-speed] speed loses trunc(p^0.7), at most 30: 5 at 10, 15 at 50, 25 at 100, 30 at 200; a turn gives that many fewer moves", () => {
    const table: [number, number][] = [
      [10, 5],
      [50, 15],
      [100, 25],
      [200, 30],
    ];
    for (const [pain, speed] of table) expect(painPenalty(sufferer(pain)).speed, `pain ${pain}`).to.equal(speed);
    const w: World = testWorld(content, { rows: ["###", "#.#", "###"], characters: [sufferer(100)] }).world;
    expect(runInSim(w, content, (sim) => effectiveSpeed(sim, "you", 100)).value).to.equal(75);
    const after = tick(w, content, 1).world;
    expect(after.characters["you"]?.moves).to.equal(75);
  });

  it("[REAL-pain-perceived] adrenaline above intensity 1 masks pain; CENOBITE and INT_SLIME change the penalty", () => {
    const rushed = sufferer(100, { effects: [{ id: "adrenaline", intensity: 2, duration: 100 }] });
    expect(painPenalty(rushed)).to.deep.equal({ stats: { str: 0, dex: 0, int: 0, per: 0 }, speed: 0 });
    const drained = sufferer(100, { effects: [{ id: "adrenaline", intensity: 1, duration: 100 }] });
    expect(painPenalty(drained).speed).to.equal(25);
    expect(painPenalty(sufferer(100, { traits: ["CENOBITE"] }))).to.deep.equal({
      stats: { str: 0, dex: 0, int: 3, per: 2 },
      speed: 12,
    });
    expect(painPenalty(sufferer(100, { traits: ["INT_SLIME"] })).stats.int).to.equal(20);
  });

  it("[REAL-pain-read] in pain 150 (strength 8 - 5 = 3) a survivor is too weak to jump a ledge; its dodge falls with its dexterity and speed", () => {
    const room = (pain: number): World =>
      testWorld(content, { rows: ["#####", "#. .#", "#####"], characters: [sufferer(pain)] }).world;
    const jump = (x: World) =>
      step(x, { type: "examine", who: "you", pos: { x: 2, y: 1, z: 0 }, answers: { option: "jump" } }, content);
    const fit = jump(room(0));
    expect(fit.world.characters["you"]?.pos).to.deep.equal({ x: 3, y: 1, z: 0 });
    const weak = jump(room(150));
    expect(weak.world.characters["you"]?.pos).to.deep.equal({ x: 1, y: 1, z: 0 });
    expect(weak.events.some((e) => e.type === "message" && /too weak to jump/.test(e.text))).to.equal(true);
    const w = room(0);
    const hurt = room(150);
    const dodge = (x: World): number => runInSim(x, content, (sim) => dodgeOf(sim, "you")).value;
    // dexterity 8 / 2 = 4 without pain; (8 - 5) / 2 = 1.5 in pain 150, and its speed 100 - 30 = 70
    // scales that by 0.7 (Character::get_dodge): 1.05.
    expect(dodge(w)).to.be.closeTo(4, 1e-9);
    expect(dodge(hurt)).to.be.closeTo(1.05, 1e-9);
  });
});
