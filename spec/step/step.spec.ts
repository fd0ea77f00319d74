// covers: G-8 (reducers never mutate input), G-9 (seeded determinism), E-0 (refusals), issue 3 (tick loop)
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { step, tick } from "../../engine/step/step.js";
import type { Monster, World } from "../../engine/world/types.js";
import { cooldownLeft } from "../../engine/sim/cooldowns.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { deepFreeze, testWorld } from "../support/world.js";

const MONSTERS = [
  {
    type: "MONSTER",
    flags: ["SEES"],
    id: "test_brute",
    name: "brute",
    symbol: "B",
    hp: 30,
    speed: 100,
    melee_skill: 4,
    melee_dice: 2,
    melee_dice_sides: 4,
    aggression: 100,
    special_attacks: [],
  },
  {
    type: "MONSTER",
    flags: ["SEES"],
    id: "test_slow",
    name: "slowpoke",
    hp: 10,
    speed: 50,
    melee_skill: 0,
    melee_dice: 1,
    melee_dice_sides: 1,
    aggression: 100,
  },
  { type: "effect_type", id: "test_daze", name: ["dazed"] },
];

/** Our base terrain, plus the monsters above. */
function content(): Content {
  const r = loadInline({ "monsters.json": MONSTERS }, { base: [join(PROJECT_ROOT, "content", "base")] });
  expect(r.errors(), JSON.stringify(r.errors())).to.have.length(0);
  return r.content;
}

describe("step and tick reducers", function () {
  this.timeout(30000);
  let c: Content;
  before(() => {
    c = content();
  });

  const arena = (seed = "s"): World =>
    testWorld(c, {
      seed,
      rows: ["#########", "#.......#", "#.......#", "#########"],
      characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }],
      monsters: [{ type: "test_brute", pos: { x: 7, y: 2, z: 0 }, id: "brute" }],
    }).world;

  it("[G-8] never mutates its (deep-frozen) input and returns a new world", () => {
    const w = deepFreeze(arena());
    const copy = JSON.parse(JSON.stringify(w)) as World;
    const r = tick(w, c, 20);
    expect(JSON.parse(JSON.stringify(w))).to.deep.equal(copy);
    expect(r.world).to.not.equal(w);
    expect(r.world.turn).to.equal(20);
  });

  it("[issue3-tick] a hostile monster walks to the character and attacks it in melee", () => {
    const r = tick(arena(), c, 30);
    const moved = r.events.filter((e) => e.type === "moved" && e.who === "brute");
    const attacks = r.events.filter((e) => e.type === "attack" && e.attacker === "brute");
    expect(moved.length).to.be.greaterThan(4);
    expect(attacks.length).to.be.greaterThan(5);
    const m = r.world.monsters["brute"];
    expect(Math.max(Math.abs((m?.pos.x ?? 0) - 1), Math.abs((m?.pos.y ?? 0) - 1))).to.equal(1);
  });

  it("[G-9] the same seed gives the same world and events; another seed gives different rolls", () => {
    const a = tick(arena("one"), c, 60);
    const b = tick(arena("one"), c, 60);
    expect(b.world).to.deep.equal(a.world);
    expect(b.events).to.deep.equal(a.events);
    const other = tick(arena("two"), c, 60);
    const damage = (events: typeof a.events): number[] =>
      events.filter((e) => e.type === "attack").map((e) => (e.type === "attack" ? e.damage : 0));
    expect(damage(other.events)).to.not.deep.equal(damage(a.events));
  });

  it("[G-9][issue3-save] saving to JSON and loading mid-run continues exactly like an uninterrupted run", () => {
    const straight = tick(arena(), c, 50).world;
    const half = tick(arena(), c, 20).world;
    const reloaded = JSON.parse(JSON.stringify(half)) as World;
    expect(tick(reloaded, c, 30).world).to.deep.equal(straight);
  });

  it("[E-0][G-16] a refused action leaves the very same world and reports why", () => {
    const w = arena();
    const r = step(w, { type: "move", who: "you", dir: "n" }, c);
    expect(r.world).to.equal(w);
    expect(r.refused).to.match(/cannot be walked on/);
    expect(r.events).to.deep.equal([{ type: "refused", action: "move", reason: r.refused, turn: 0 }]);
    expect(step(w, { type: "move", who: "nobody", dir: "e" }, c).refused).to.match(/no character "nobody"/);
  });

  it("[E-0][G-16] set refuses to change a value's JSON kind (characters to null, a position to a string) and adds new members", () => {
    const w = arena();
    const gone = step(w, { type: "set", path: "/characters", value: null }, c);
    expect(gone.world).to.equal(w);
    expect(gone.refused).to.equal("/characters holds an object; it cannot be set to null");
    expect(step(w, { type: "set", path: "/characters/you/pos", value: "x" }, c).refused).to.match(
      /holds an object; it cannot be set to a string/,
    );
    expect(step(w, { type: "set", path: "/characters/you/thirst", value: "dry" }, c).refused).to.match(
      /holds a number/,
    );
    const added = step(w, { type: "set", path: "/vars/ps_flag", value: true }, c);
    expect(added.refused).to.equal(undefined);
    expect(tick(added.world, c, 1).world.vars["ps_flag"]).to.equal(true);
  });

  it("[issue3-tick] effects run out after their duration; slow monsters act every other turn", () => {
    const w = step(
      arena(),
      { type: "set", path: "/characters/you/effects", value: [{ id: "test_daze", intensity: 1, duration: 3 }] },
      c,
    ).world;
    // Three turns of it, then the turn that finds it spent removes it (the game's effect::decay).
    const three = tick(w, c, 3);
    expect(three.world.characters["you"]?.effects).to.deep.equal([{ id: "test_daze", intensity: 1, duration: 0 }]);
    const r = tick(w, c, 4);
    expect(r.world.characters["you"]?.effects).to.deep.equal([]);
    expect(r.events.filter((e) => e.type === "effect_removed")).to.have.length(1);
    const slow = testWorld(c, {
      rows: ["#######", "#.....#", "#######"],
      characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }],
      monsters: [{ type: "test_slow", pos: { x: 5, y: 1, z: 0 }, id: "s" }],
    }).world;
    const moves = tick(slow, c, 4).events.filter((e) => e.type === "moved");
    expect(moves).to.have.length(2);
  });

  it("[issue3-tick] the world keeps cooldowns as the turn an attack is ready: one set 3 turns ahead counts down one per turn", () => {
    let w = tick(arena(), c, 4).world;
    const t = w.turn;
    w = step(w, { type: "set", path: "/monsters/brute/readyAt", value: { a: t + 3 } }, c).world;
    const left = (world: World): number => cooldownLeft(world.monsters["brute"] as Monster, "a", world.turn);
    expect(left(w)).to.equal(3);
    expect(left(tick(w, c, 1).world)).to.equal(2);
    expect(left(tick(w, c, 2).world)).to.equal(1);
    expect(left(tick(w, c, 3).world)).to.equal(0);
    expect(left(tick(w, c, 9).world)).to.equal(0);
    expect(cooldownLeft(w.monsters["brute"] as Monster, "never_used", w.turn)).to.equal(0);
  });
});
