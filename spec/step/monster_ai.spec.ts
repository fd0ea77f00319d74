/**
 * Monster behaviour from the data's flags (issue 15). IDs introduced here (the real game's
 * monster code, REAL):
 *   REAL-ai-immobile     an IMMOBILE monster never walks (it still attacks what is next to it)
 *   REAL-ai-no-melee     a monster with no melee dice makes no plain melee attack (the game's
 *                        melee with 0 dice deals nothing)
 *   REAL-ai-hit-and-run  a HIT_AND_RUN monster runs for 4 turns after each swing: it backs away
 *                        instead of attacking
 *   REAL-ai-hearing      a hostile monster with HEARS that cannot see anyone hears a sound of
 *                        volume v at distance d when 2v > d, and walks towards it for v − d turns
 *                        (GOODHEARING: 2v − d, six times as long); one without HEARS does not
 *   REAL-ai-sees         a monster sees as far as its vision_day only with the SEES flag; without
 *                        it (80 real monsters: blobs, fungi, ...) its sight is one tile, as the
 *                        game's monster::sight_range gives a monster that cannot see, so it comes
 *                        only for what it hears or what stands next to it
 *   REAL-ai-pacifist     a PACIFIST monster makes no plain melee attack (the flag's meaning in
 *                        monster_flags.json); its special attacks still run
 *   REAL-ai-plain-hit    a monster's plain melee swing hits when trunc(normal(5 × melee_skill, 25))
 *                        minus the target's dodge roll and size penalty is not below 0 (the game's
 *                        melee_hit_range in monster::melee_attack; the JSON melee attacks keep the
 *                        dice(accuracy, 10) of D3-F-accuracy)
 *   REAL-spawn-checks    `spawn_monster` refuses a wall, an undrawn level and an occupied tile, as a
 *                        scenario's set-up does
 *   REAL-targetless      every ready special attack is tried each turn, target or not, and decides
 *                        for itself, as the game's monster::move does: those that need no target
 *                        act with no one in sight, those aimed at the player find a character
 *                        themselves, the rest stay silent without the monster's target
 *                        (spec/rules/monsters/targetless.spec.ts, docs/monster_specials.md)
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { step, tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";

const MELEE = { hp: 100, speed: 100, melee_skill: 10, melee_dice: 2, melee_dice_sides: 4, material: ["flesh"] };

function content(): Content {
  const r = loadInline(
    [
      { type: "effect_type", id: "run", name: ["Running"] },
      { type: "MONSTER", id: "t_turret", name: "post", ...MELEE, flags: ["SEES", "IMMOBILE"] },
      { type: "MONSTER", flags: ["SEES"], id: "t_blob", name: "blob", ...MELEE, melee_dice: 0, melee_dice_sides: 0 },
      { type: "MONSTER", id: "t_hack", name: "hack", ...MELEE, flags: ["SEES", "HIT_AND_RUN"] },
      {
        type: "MONSTER",
        id: "t_shrieker",
        name: "shrieker",
        hp: 100,
        speed: 100,
        flags: ["SEES", "IMMOBILE"],
        special_attacks: [["SHRIEK", 5]],
      },
      { type: "MONSTER", id: "t_listener", name: "listener", ...MELEE, flags: ["SEES", "HEARS"] },
      { type: "MONSTER", flags: ["SEES"], id: "t_deaf", name: "deaf", ...MELEE },
      { type: "MONSTER", id: "t_eyeless", name: "eyeless", ...MELEE },
      {
        type: "MONSTER",
        id: "t_pacifist",
        name: "pacifist",
        ...MELEE,
        flags: ["SEES", "IMMOBILE", "PACIFIST"],
        special_attacks: [["SHRIEK", 5]],
      },
      { type: "MONSTER", id: "t_clumsy", name: "clumsy", ...MELEE, melee_skill: 1, flags: ["SEES", "IMMOBILE"] },
      { type: "MONSTER", id: "t_unskilled", name: "unskilled", ...MELEE, melee_skill: 0, flags: ["SEES", "IMMOBILE"] },
      { type: "MONSTER", id: "t_eyeless_ears", name: "eyeless listener", ...MELEE, flags: ["HEARS"] },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();

function world(type: string, x: number): World {
  return testWorld(c, {
    rows: ["#########", "#.......#", "#.......#", "#.......#", "#########"],
    characters: [{ id: "you", pos: { x: 1, y: 2, z: 0 } }],
    monsters: [{ type, id: "m", pos: { x, y: 2, z: 0 }, attitude: "hostile" }],
  }).world;
}

const swings = (w: World, turns: number): number =>
  tick(w, c, turns).events.filter((e) => e.type === "attack" && e.attacker === "m").length;

describe("monster behaviour from flags", () => {
  it("[REAL-ai-immobile] an IMMOBILE monster stays put three tiles away, and still strikes what stands next to it", () => {
    expect(tick(world("t_turret", 4), c, 5).world.monsters["m"]?.pos.x).to.equal(4);
    expect(swings(world("t_turret", 2), 3)).to.equal(3);
  });

  it("[REAL-ai-sees] without SEES a monster notices a character only next to it; with SEES from across the room", () => {
    // Three tiles away: the seeing brawler comes and strikes, the eyeless one stays where it is.
    const seeing = tick(world("t_deaf", 4), c, 5);
    expect(seeing.world.monsters["m"]?.pos.x).to.equal(2);
    expect(seeing.events.some((e) => e.type === "attack")).to.equal(true);
    const eyeless = tick(world("t_eyeless", 4), c, 5);
    expect(eyeless.world.monsters["m"]?.pos.x).to.equal(4);
    expect(eyeless.events.some((e) => e.type === "attack")).to.equal(false);
    // Next to it, the eyeless one strikes.
    expect(swings(world("t_eyeless", 2), 3)).to.equal(3);
  });

  it("[REAL-ai-no-melee] a monster with no melee dice comes close but never swings", () => {
    const r = tick(world("t_blob", 4), c, 5);
    expect(r.world.monsters["m"]?.pos.x).to.equal(2);
    expect(r.events.filter((e) => e.type === "attack").length).to.equal(0);
  });

  it("[REAL-ai-pacifist] a PACIFIST monster next to the survivor never swings, yet shrieks", () => {
    const r = tick(world("t_pacifist", 2), c, 20);
    expect(r.events.filter((e) => e.type === "attack")).to.deep.equal([]);
    expect(r.events.some((e) => e.type === "sound" && e.source === "m")).to.equal(true);
    // The same monster without the flag swings (t_turret: the same numbers, IMMOBILE, no PACIFIST).
    expect(swings(world("t_turret", 2), 3)).to.equal(3);
  });

  it("[REAL-ai-plain-hit] plain swings of skill 1 hit a dex-8 survivor (dodge roll 20) about 27 % of the time, of skill 0 about 21 %", () => {
    // P(normal(5, 25) >= 20) = 1 - Phi(0.6) = 0.274; P(normal(0, 25) >= 20) = 1 - Phi(0.8) = 0.212.
    // Ten-sided dice would never reach 20 with one die, nor with none.
    // 100 seeds of 20 swings: the survivor lives through each.
    const rate = (type: string): number => {
      let swung = 0;
      let hits = 0;
      for (let s = 0; s < 100; s++) {
        const w = testWorld(c, {
          rows: ["#####", "#...#", "#####"],
          seed: `plain-${s}`,
          characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }],
          monsters: [{ type, id: "m", pos: { x: 2, y: 1, z: 0 }, attitude: "hostile" }],
        }).world;
        for (const e of tick(w, c, 20).events)
          if (e.type === "attack" && e.attacker === "m") {
            swung++;
            if (e.outcome === "hit") hits++;
          }
      }
      expect(swung).to.equal(2000);
      return hits / swung;
    };
    expect(rate("t_clumsy")).to.be.within(0.245, 0.305);
    expect(rate("t_unskilled")).to.be.within(0.185, 0.24);
  });

  it("[REAL-ai-hit-and-run] a HIT_AND_RUN monster backs off after a swing and comes back when the run ends", () => {
    const r = tick(world("t_hack", 2), c, 3);
    expect(r.events.filter((e) => e.type === "attack").length).to.equal(1);
    expect(r.world.monsters["m"]?.pos.x).to.be.greaterThan(2);
    // Over a longer fight it swings far less often than a plain brawler would (once a turn).
    expect(swings(world("t_hack", 2), 20)).to.be.within(2, 8);
  });
});

describe("monsters hear", () => {
  // The survivor and the shrieker in the west room; the listener behind a wall in the east room,
  // which it cannot see out of.
  const rows = ["###############", "#....#........#", "#....#........#", "#....#........#", "###############"];
  function pen(listener: string): World {
    return testWorld(c, {
      rows,
      characters: [{ id: "you", pos: { x: 1, y: 2, z: 0 } }],
      monsters: [
        { type: "t_shrieker", id: "s", pos: { x: 3, y: 2, z: 0 }, attitude: "hostile" },
        { type: listener, id: "l", pos: { x: 12, y: 2, z: 0 }, attitude: "hostile" },
      ],
    }).world;
  }

  it("[REAL-ai-hearing] a shriek draws a listener that cannot see the survivor; a deaf one stays", () => {
    const r = tick(pen("t_listener"), c, 6);
    const shriek = r.events.find((e) => e.type === "sound" && e.source === "s");
    expect(shriek).to.not.equal(undefined);
    // Volume 50 at distance 9: heard at 41, so it wanders for 41 turns towards the shriek, one gone a turn.
    const since = r.world.turn - (shriek?.turn ?? 0);
    expect(r.world.monsters["l"]?.wander).to.deep.equal({ pos: { x: 3, y: 2, z: 0 }, turns: 41 - since });
    expect(r.world.monsters["l"]?.pos.x).to.equal(12 - since);
    const deaf = tick(pen("t_deaf"), c, 6);
    expect(deaf.world.monsters["l"]?.wander).to.equal(undefined);
    expect(deaf.world.monsters["l"]?.pos.x).to.equal(12);
  });

  it("[REAL-ai-sees][REAL-ai-hearing] an eyeless monster with HEARS goes for a shriek it hears; an eyeless deaf one stays", () => {
    const r = tick(pen("t_eyeless_ears"), c, 6);
    expect(r.world.monsters["l"]?.wander?.pos).to.deep.equal({ x: 3, y: 2, z: 0 });
    expect(r.world.monsters["l"]?.pos.x).to.be.below(12);
    const still = tick(pen("t_eyeless"), c, 6);
    expect(still.world.monsters["l"]?.pos.x).to.equal(12);
  });
});

describe("spawn_monster", () => {
  it("[REAL-spawn-checks] refuses a wall, a level the map does not draw and an occupied tile, and spawns on free floor", () => {
    const w = world("t_blob", 4);
    const spawn = (x: number, y: number, z = 0) =>
      step(w, { type: "spawn_monster", monster: "t_blob", pos: { x, y, z } }, c).refused;
    expect(spawn(0, 0)).to.match(/0,0,0 cannot be stood on \(t_wall blocks movement\)/);
    expect(spawn(2, 2, -1)).to.match(/on level z=-1, which the map does not draw/);
    expect(spawn(4, 2)).to.match(/is occupied/);
    expect(spawn(2, 1)).to.equal(undefined);
  });
});
