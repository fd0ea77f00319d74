/**
 * Monster behaviour from the real data's flags (issue 15; IDs introduced in
 * spec/step/monster_ai.spec.ts): every real IMMOBILE monster stays where it is for 20 turns with a
 * survivor in reach of its sight, a real HIT_AND_RUN monster backs away after its swing, and a real
 * shrieker's shriek draws a real zombie that cannot see the survivor, and a survivor a real
 * nether cucumber pulls over open air falls a story (REAL-gravity, spec/mechanics/gravity.spec.ts).
 */
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../engine/content/load.js";
import type { Attitude, World } from "../../engine/world/types.js";
import { tick } from "../../engine/step/step.js";
import { beforeReal } from "../support/load.js";
import { testWorld } from "../support/world.js";

const ROWS = ["###########", "#.........#", "#.........#", "#.........#", "###########"];

describe("conformance: monster behaviour from the real data's flags", function () {
  this.timeout(120000);
  let c: Content;

  beforeReal((real) => (c = real));

  /** The room with you at (2, 2) and one monster at (x, 2), with its type's own attitude unless one is given. */
  const youAndOne = (seed: string | undefined, type: string, id: string, x: number, attitude?: Attitude): World =>
    testWorld(c, {
      rows: ROWS,
      ...(seed !== undefined ? { seed } : {}),
      characters: [{ id: "you", pos: { x: 2, y: 2, z: 0 } }],
      monsters: [{ type, id, pos: { x, y: 2, z: 0 }, ...(attitude !== undefined ? { attitude } : {}) }],
    }).world;

  it("[REAL-ai-immobile] no real IMMOBILE monster walks", () => {
    const immobile = c.monster.ids().filter((id) => c.monster.get(id)?.flags.includes("IMMOBILE"));
    expect(immobile.length).to.be.greaterThan(40);
    const walked: string[] = [];
    for (const type of immobile) {
      const w = youAndOne(type, type, "m", 6, "hostile");
      const r = tick(w, c, 20);
      if (r.events.some((e) => e.type === "moved" && e.who === "m" && e.how === "walk")) walked.push(type);
    }
    expect(walked).to.deep.equal([]);
  });

  /** On how many of ten seeds a monster next to the survivor moves after its first swing. */
  function backedOffAfterSwing(type: string, turns: number): number {
    let n = 0;
    for (let s = 0; s < 10; s++) {
      const w = youAndOne(`${type}-${s}`, type, "m", 3, "hostile");
      const r = tick(w, c, turns);
      const swung = r.events.findIndex((e) => e.type === "attack" && e.attacker === "m");
      if (swung >= 0 && r.events.slice(swung).some((e) => e.type === "moved" && e.who === "m")) n++;
    }
    return n;
  }

  it("[REAL-ai-hit-and-run] the real giant mosquito backs off after it swings", () => {
    expect(c.monster.get("mon_mosquito_giant")?.flags).to.include("HIT_AND_RUN");
    expect(backedOffAfterSwing("mon_mosquito_giant", 2)).to.be.greaterThan(5);
  });

  it("[REAL-ai-hearing] a real shrieker zombie's shriek draws a real zombie from behind a wall", () => {
    expect(c.monster.get("mon_zombie")?.flags).to.include("HEARS");
    const rows = ["###############", "#....#........#", "#....#........#", "#....#........#", "###############"];
    const w = testWorld(c, {
      rows,
      characters: [{ id: "you", pos: { x: 1, y: 2, z: 0 } }],
      monsters: [
        { type: "mon_zombie_shrieker", id: "s", pos: { x: 3, y: 2, z: 0 }, attitude: "hostile" },
        { type: "mon_zombie", id: "z", pos: { x: 12, y: 2, z: 0 }, attitude: "hostile" },
      ],
    }).world;
    const r = tick(w, c, 30);
    const shriek = r.events.find((e) => e.type === "sound" && e.source === "s");
    expect(shriek, "the shrieker shrieks").to.not.equal(undefined);
    const moved = r.events.filter((e) => e.type === "moved" && e.who === "z" && (e.turn ?? 0) > (shriek?.turn ?? 0));
    expect(moved.length).to.be.greaterThan(0);
    expect(r.world.monsters["z"]?.pos.x).to.be.below(12);
  });

  it("[REAL-gravity] a survivor a real nether cucumber pulls over open air lands a level below, hurt", () => {
    let fell = 0;
    for (let s = 0; s < 10; s++) {
      const base = testWorld(c, {
        rows: ["#######", "#.. ..#", "#.. ..#", "#.. ..#", "#######"],
        seed: `cucumber-${s}`,
        characters: [{ id: "you", pos: { x: 1, y: 2, z: 0 } }],
        monsters: [{ type: "mon_nether_cucumber", id: "n", pos: { x: 4, y: 2, z: 0 }, attitude: "hostile" }],
      }).world;
      const w = produce(base, (d) => {
        d.map.levels.unshift({
          z: -1,
          rows: Array.from({ length: 5 }, () => Array.from({ length: 7 }, () => ({ ter: "t_floor" }))),
        });
        for (const m of Object.values(d.monsters)) m.readyAt = {};
      });
      const r = tick(w, c, 5);
      const fall = r.events.find((e) => e.type === "rule" && e.name === "fall" && e.data["who"] === "you");
      if (!fall) continue;
      fell++;
      expect(r.world.characters["you"]?.pos.z).to.equal(-1);
      expect(r.events.some((e) => e.type === "damaged" && e.who === "you" && e.source === "fall")).to.equal(true);
    }
    expect(fell, "pulled over the gap on some seeds").to.be.greaterThan(3);
  });

  it("[REAL-ai-hit-and-run] a real manhack hits and backs off", () => {
    expect(c.monster.get("mon_manhack")?.flags).to.include("HIT_AND_RUN");
    expect(backedOffAfterSwing("mon_manhack", 3)).to.be.greaterThan(5);
  });

  it("[D3-bite-grab][X-20] a real barghest bites an ungrabbed survivor", () => {
    let bitten = 0;
    for (let s = 0; s < 10; s++) {
      const w = youAndOne(`barghest-${s}`, "mon_dog_zombie_brute", "b", 3, "hostile");
      const r = tick(w, c, 5);
      const bite = r.events.find(
        (e) => e.type === "attack" && e.attacker === "b" && e.attack === "bite_grab" && e.damage > 0,
      );
      if (bite) bitten++;
    }
    expect(bitten, "seeds on which the barghest's bite drew blood").to.be.greaterThan(5);
  });

  it("[REAL-mood-close] a real giant jumping spider, neutral at first, turns on a survivor who stays close; [REAL-mood-shy] a real deer keeps away", () => {
    const spider = youAndOne(undefined, "mon_spider_jumping_giant", "s", 5);
    expect(spider.monsters["s"]?.attitude).to.equal("neutral");
    const r = tick(spider, c, 12);
    expect(r.world.monsters["s"]?.attitude).to.equal("hostile");
    expect(r.events.some((e) => e.type === "attack" && e.attacker === "s")).to.equal(true);
    const deer = youAndOne(undefined, "mon_deer", "d", 4);
    const d = tick(deer, c, 4);
    expect(d.world.monsters["d"]?.pos.x).to.be.greaterThan(6);
    expect(d.events.some((e) => e.type === "attack")).to.equal(false);
  });

  it("[D2-FUNGUS] a real fungaloid that is not hostile still releases its spores", () => {
    const w = youAndOne(undefined, "mon_fungaloid", "f", 3, "neutral");
    const r = tick(w, c, 30);
    expect(r.events.some((e) => e.type === "message" && /releases a cloud of spores/.test(e.text))).to.equal(true);
  });

  it("[REAL-spell-eoc] a real amigara horror's fear_paralyze spell runs its EOC on the survivor: paralysed with fear on some turns", () => {
    const w = youAndOne("amigara", "mon_amigara_horror", "a", 6, "hostile");
    const r = tick(w, c, 20);
    expect(
      r.events.some((e) => e.type === "rule" && e.name === "eoc" && e.data["u"] === "you" && e.data["npc"] === "a"),
    ).to.equal(true);
    expect(r.events.some((e) => e.type === "effect_added" && e.who === "you" && e.effect === "fearparalyze")).to.equal(
      true,
    );
  });

  it("[REAL-spell-summon] a real golden monolith releases real yrax deltas around the survivor next to it", () => {
    // It has no SEES: it notices only a survivor next to it.
    const w = youAndOne("monolith", "mon_golden_monolith", "g", 3, "hostile");
    const r = tick(w, c, 300);
    const deltas = r.events.filter((e) => e.type === "spawned" && e.monster === "mon_yrax_delta");
    expect(deltas.length).to.be.greaterThan(0);
  });
});
