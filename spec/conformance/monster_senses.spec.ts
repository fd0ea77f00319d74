/**
 * Light, levels and the other triggers on the real data (issue 15; IDs introduced in
 * spec/step/monster_senses.spec.ts), and a sweep of every real monster with special attacks in a
 * standard arena (issue 15 item 7): no runtime error, IMMOBILE never walks, at midnight nothing
 * targets beyond the farthest its type sees in that dark, and a real eyeless blob (no SEES) finds
 * the survivor only next to it or by ear.
 */
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../engine/content/load.js";
import { sightAtLight } from "../../engine/mechanics/senses/sight.js";
import { tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";
import { testWorld } from "../support/world.js";

const ARENA = [
  "#################",
  "#...............#",
  "#...............#",
  "#...............#",
  "#...............#",
  "#...............#",
  "#################",
];

function midnight(w: World): World {
  return produce(w, (d) => {
    Object.assign(d.settings, { startHour: 0 });
  });
}

describe("conformance: light, levels and triggers on the real data", function () {
  this.timeout(600000);
  let c: Content;

  beforeReal((real) => (c = real));

  function zombieAt(x: number, night: boolean): World {
    const w = testWorld(c, {
      rows: ARENA,
      seed: `zombie-${x}`,
      characters: [{ id: "you", pos: { x: 2, y: 3, z: 0 } }],
      monsters: [{ type: "mon_zombie", id: "z", pos: { x, y: 3, z: 0 }, attitude: "hostile" }],
    }).world;
    return night ? midnight(w) : w;
  }

  it("[REAL-ai-night-vision] a real zombie sees a survivor 12 tiles off by day, not at midnight, and 2 tiles off at midnight", () => {
    const z = c.monster.get("mon_zombie");
    expect(z?.flags).to.include("SEES");
    const night = sightAtLight(z, 1);
    expect(night, "its sight under a new moon").to.be.below(12);
    expect(tick(zombieAt(14, false), c, 1).world.monsters["z"]?.target).to.equal("you");
    expect(tick(zombieAt(14, true), c, 1).world.monsters["z"]?.target).to.equal(undefined);
    expect(tick(zombieAt(4, true), c, 1).world.monsters["z"]?.target).to.equal("you");
  });

  it("[REAL-ai-sees] a real blob (HEARS, no SEES) does not come for a survivor 5 tiles off in silence, and attacks one next to it", () => {
    const blob = c.monster.get("mon_blob");
    expect(blob?.flags).to.not.include("SEES");
    const w = (x: number): World =>
      testWorld(c, {
        rows: ARENA,
        characters: [{ id: "you", pos: { x: 2, y: 3, z: 0 } }],
        monsters: [{ type: "mon_blob", id: "b", pos: { x, y: 3, z: 0 }, attitude: "hostile" }],
      }).world;
    const far = tick(w(7), c, 10);
    expect(far.world.monsters["b"]?.target).to.equal(undefined);
    expect(far.events.some((e) => e.type === "moved" && e.who === "b")).to.equal(false);
    const near = tick(w(3), c, 10);
    expect(near.world.monsters["b"]?.target).to.equal("you");
    expect(near.events.some((e) => e.type === "attack" && e.attacker === "b")).to.equal(true);
  });

  it("[REAL-ai-triggers] a real giant cockroach (BRIGHT_LIGHT fear) loses morale in daylight and not at midnight", () => {
    expect(c.monster.get("mon_giant_cockroach")?.fearTriggers).to.include("BRIGHT_LIGHT");
    const w = testWorld(c, {
      rows: ARENA,
      characters: [{ id: "you", pos: { x: 2, y: 3, z: 0 } }],
      monsters: [{ type: "mon_giant_cockroach", id: "r", pos: { x: 14, y: 1, z: 0 }, attitude: "neutral" }],
    }).world;
    const base = c.monster.get("mon_giant_cockroach")?.morale ?? 0;
    expect(tick(w, c, 3).world.monsters["r"]?.morale).to.be.below(base - 20);
    const night = tick(midnight(w), c, 3).world.monsters["r"]?.morale;
    expect(night ?? base).to.be.at.least(base - 1);
  });

  it("[REAL-ai-triggers] a real reindeer angers by 3 a turn at a survivor close by in its mating season (autumn), not in spring", () => {
    const deer = c.monster.get("mon_reindeer");
    expect(deer?.angerTriggers).to.include("MATING_SEASON");
    expect(deer?.babyFlags).to.include("AUTUMN");
    const w = (startDay: number): World =>
      produce(
        testWorld(c, {
          rows: ARENA,
          seed: "reindeer",
          characters: [{ id: "you", pos: { x: 2, y: 3, z: 0 } }],
          monsters: [{ type: "mon_reindeer", id: "m", pos: { x: 5, y: 3, z: 0 } }],
        }).world,
        (d) => {
          Object.assign(d.settings, { startDay });
        },
      );
    const base = deer?.aggression ?? 0;
    // 3 turns of + 3, less at most a point a turn slipping back.
    expect(tick(w(182), c, 3).world.monsters["m"]?.anger).to.be.within(base + 6, base + 9);
    expect(tick(w(0), c, 3).world.monsters["m"]?.anger ?? base).to.equal(base);
  });

  it("[REAL-ai-immobile][REAL-ai-night-vision] every real monster with special attacks, 2 seeds of 25 turns by day and at midnight: no error, IMMOBILE never walks, nothing targets past its night sight at midnight", () => {
    const ids = c.monster.ids().filter((id) => (c.monster.get(id)?.specialAttacks.length ?? 0) > 0);
    expect(ids.length).to.be.greaterThan(700);
    const errors: string[] = [];
    const walked: string[] = [];
    const sawTooFar: string[] = [];
    for (const type of ids) {
      const t = c.monster.get(type);
      for (let s = 0; s < 2; s++) {
        const night = s === 1;
        const base = testWorld(c, {
          rows: ARENA,
          seed: `${type}-${s}`,
          characters: [{ id: "you", pos: { x: 2, y: 3, z: 0 } }],
          monsters: [{ type, id: "m", pos: { x: 12, y: 3, z: 0 }, attitude: "hostile" }],
        }).world;
        try {
          const r = tick(night ? midnight(base) : base, c, 25);
          if (
            t?.flags.includes("IMMOBILE") &&
            r.events.some((e) => e.type === "moved" && e.who === "m" && e.how === "walk")
          )
            walked.push(type);
          // At midnight on the first day the light is the new moon's 1: on its first turn a
          // monster 10 tiles off targets the survivor only if it sees that far in that light.
          if (night && sightAtLight(t, 1) < 10) {
            const first = tick(midnight(base), c, 1).world.monsters["m"];
            if (first?.target === "you") sawTooFar.push(type);
          }
        } catch (e) {
          errors.push(`${type}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }
    expect(errors).to.deep.equal([]);
    expect(walked).to.deep.equal([]);
    expect(sawTooFar).to.deep.equal([]);
  });
});
