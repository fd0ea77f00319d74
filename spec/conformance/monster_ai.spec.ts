/**
 * Monster behaviour from the real data's flags (issue 15; IDs introduced in
 * spec/step/monster_ai.spec.ts): every real IMMOBILE monster stays where it is for 20 turns with a
 * survivor in reach of its sight, and a real HIT_AND_RUN monster backs away after its swing.
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import { hasRealData, loadReal, REAL_DATA } from "../support/load.js";
import { testWorld } from "../support/world.js";

const ROWS = ["###########", "#.........#", "#.........#", "#.........#", "###########"];

describe("conformance: monster behaviour from the real data's flags", function () {
  this.timeout(120000);
  let c: Content;

  before(function () {
    if (!hasRealData()) {
      process.stdout.write(`\n  conformance SKIPPED: no real game data at ${REAL_DATA} (set CDDA_DATA)\n`);
      this.skip();
    }
    c = loadReal().content;
  });

  it("[REAL-ai-immobile] no real IMMOBILE monster walks", () => {
    const immobile = c.monster.ids().filter((id) => c.monster.get(id)?.flags.includes("IMMOBILE"));
    expect(immobile.length).to.be.greaterThan(40);
    const walked: string[] = [];
    for (const type of immobile) {
      const w = testWorld(c, {
        rows: ROWS,
        seed: type,
        characters: [{ id: "you", pos: { x: 2, y: 2, z: 0 } }],
        monsters: [{ type, id: "m", pos: { x: 6, y: 2, z: 0 }, attitude: "hostile" }],
      }).world;
      const r = tick(w, c, 20);
      if (r.events.some((e) => e.type === "moved" && e.who === "m" && e.how === "walk")) walked.push(type);
    }
    expect(walked).to.deep.equal([]);
  });

  it("[REAL-ai-hit-and-run] the real giant mosquito backs off after it swings", () => {
    expect(c.monster.get("mon_mosquito_giant")?.flags).to.include("HIT_AND_RUN");
    let backedOff = 0;
    for (let s = 0; s < 10; s++) {
      const w = testWorld(c, {
        rows: ROWS,
        seed: `mosquito-${s}`,
        characters: [{ id: "you", pos: { x: 2, y: 2, z: 0 } }],
        monsters: [{ type: "mon_mosquito_giant", id: "m", pos: { x: 3, y: 2, z: 0 }, attitude: "hostile" }],
      }).world;
      const r = tick(w, c, 2);
      const swung = r.events.findIndex((e) => e.type === "attack" && e.attacker === "m");
      if (swung >= 0 && r.events.slice(swung).some((e) => e.type === "moved" && e.who === "m")) backedOff++;
    }
    expect(backedOff).to.be.greaterThan(5);
  });
});
