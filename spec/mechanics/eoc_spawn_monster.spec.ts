/**
 * Monsters spawned by an effect on condition. ID introduced here (the game's, REAL):
 *   REAL-eoc-spawn-monster  `u_spawn_monster` / `npc_spawn_monster`: `real_count` monsters
 *                   (default 0) of the type, of a group (`group`, `single_target`) or of a random
 *                   nearby monster's type ("" with `target_range`), each on a random free passable
 *                   tile between `min_radius` (1) and `max_radius` (10) of the talker or of
 *                   `target_var`; `lifespan` makes them vanish as summons do; `spawn_message` /
 *                   `spawn_message_plural` told when any came; `true_eocs` then run, else
 *                   `false_eocs`. Before, the form stopped its EOC with a runtime error: the core's
 *                   void spider, swarm structure and quadraphract never called their spawn
 *   REAL-eoc-map-spawn-item  `map_spawn_item` puts `count` (a number, variable or [min, max]) of the
 *                   item, or what its item group makes with `use_item_group`, on the tile `loc`
 *                   names, else under u; `container` and `flags` are not modelled. The core's Yugg
 *                   death leaves its shards or corpse so
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { HOOKS } from "../../engine/step/areas.js";
import { tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { beforeReal, loadInline } from "../support/load.js";
import { type EocRun, runEocIn, runtimeErrors } from "../support/eoc.js";
import { messagesOf, testWorld } from "../support/world.js";

const content: Content = loadInline([
  {
    type: "effect_on_condition",
    id: "t_three_motes",
    effect: [
      {
        u_spawn_monster: "t_mote",
        real_count: 3,
        min_radius: 1,
        max_radius: 2,
        spawn_message: "A mote appears.",
        spawn_message_plural: "Motes appear.",
        true_eocs: [{ id: "t_yes", effect: [{ math: ["came = 1"] }] }],
        false_eocs: [{ id: "t_no", effect: [{ math: ["came = 0"] }] }],
      },
    ],
  },
  {
    type: "effect_on_condition",
    id: "t_no_count",
    effect: [{ u_spawn_monster: "t_mote", false_eocs: [{ id: "t_none", effect: [{ math: ["came = 0"] }] }] }],
  },
  {
    type: "effect_on_condition",
    id: "t_brief",
    effect: [{ u_spawn_monster: "t_mote", real_count: 2, lifespan: "2 seconds" }],
  },
  {
    type: "effect_on_condition",
    id: "t_from_group",
    effect: [{ u_spawn_monster: "t_specks", group: true, single_target: true, real_count: 4, max_radius: 3 }],
  },
  {
    type: "effect_on_condition",
    id: "t_there",
    effect: [
      { u_location_variable: { context_val: "spot" }, x_adjust: 10 },
      { u_spawn_monster: "t_mote", real_count: 1, min_radius: 0, max_radius: 0, target_var: { context_val: "spot" } },
    ],
  },
  { type: "effect_on_condition", id: "t_bad", effect: [{ u_spawn_monster: "t_no_such_monster", real_count: 1 }] },
  {
    type: "effect_on_condition",
    id: "t_scatter",
    effect: [
      { u_location_variable: { context_val: "spot" }, x_adjust: 2 },
      { map_spawn_item: "t_shard", loc: { context_val: "spot" }, count: [4, 4] },
      { map_spawn_item: "t_shards", use_item_group: true },
    ],
  },
  { type: "GENERIC", id: "t_shard", name: "shard", weight: "10 g", volume: "10 ml" },
  { type: "item_group", id: "t_shards", subtype: "collection", items: [{ item: "t_shard", count: 3 }] },
  { type: "MONSTER", id: "t_mote", name: "mote", hp: 1 },
  { type: "MONSTER", id: "t_speck", name: "speck", hp: 1 },
  { type: "monstergroup", id: "t_specks", monsters: [{ monster: "t_speck", weight: 100 }] },
  { type: "terrain", id: "t_floor", name: "floor", symbol: ".", color: "white", move_cost: 2, flags: ["TRANSPARENT"] },
  { type: "terrain", id: "t_wall", name: "wall", symbol: "#", color: "white", move_cost: 0 },
]).content;

// You stand at (1, 1) of a 13 x 3 room: the tiles within 2 of you are (0..3, 0..2).
function world(rows = [".............", ".............", "............."]): World {
  return testWorld(content, { rows, characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }] }).world;
}

function run(w: World, id: string, c = content, u = "you"): EocRun {
  return runEocIn(w, c, id, { u }, HOOKS);
}

const errorsOf = runtimeErrors;

describe("monsters spawned by an EOC (REAL-eoc-spawn-monster)", () => {
  it("[REAL-eoc-spawn-monster] spawns real_count monsters on free tiles within the radii, tells it, then runs true_eocs", () => {
    const { world: w, events } = run(world(), "t_three_motes");
    expect(errorsOf(events)).to.deep.equal([]);
    const motes = Object.values(w.monsters).filter((m) => m.type === "t_mote");
    expect(motes).to.have.length(3);
    for (const m of motes) {
      const d = Math.max(Math.abs(m.pos.x - 1), Math.abs(m.pos.y - 1));
      expect(d).to.be.within(1, 2);
    }
    expect(new Set(motes.map((m) => `${m.pos.x},${m.pos.y}`)).size).to.equal(3);
    expect(messagesOf(events)).to.include("Motes appear.");
    expect(w.vars["came"]).to.equal(1);
  });

  it("[REAL-eoc-spawn-monster] without real_count nothing spawns and false_eocs run", () => {
    const { world: w } = run(world(), "t_no_count");
    expect(Object.keys(w.monsters)).to.deep.equal([]);
    expect(w.vars["came"]).to.equal(0);
  });

  it("[REAL-eoc-spawn-monster] no free tile within the radii: fewer spawn", () => {
    const walled = world(["###..........", "#.#..........", "###.........."]);
    const { world: w } = run(walled, "t_three_motes");
    // Within 2 of (1, 1), only x = 3 is floor: three tiles, one of them for each mote.
    const motes = Object.values(w.monsters).filter((m) => m.type === "t_mote");
    expect(motes.map((m) => m.pos.x)).to.deep.equal([3, 3, 3]);
    const crowded = run(run(walled, "t_three_motes").world, "t_three_motes").world;
    expect(Object.values(crowded.monsters).filter((m) => m.type === "t_mote")).to.have.length(3);
  });

  it("[REAL-eoc-spawn-monster] lifespan: they vanish after it, as summons do", () => {
    const { world: w } = run(world(), "t_brief");
    expect(Object.values(w.monsters).filter((m) => !m.dead)).to.have.length(2);
    const later = tick(w, content, 3).world;
    expect(Object.values(later.monsters).filter((m) => !m.dead)).to.have.length(0);
  });

  it("[REAL-eoc-spawn-monster] group: true draws the type from the monster group", () => {
    const { world: w } = run(world(), "t_from_group");
    expect(Object.values(w.monsters).map((m) => m.type)).to.deep.equal(["t_speck", "t_speck", "t_speck", "t_speck"]);
  });

  it("[REAL-eoc-spawn-monster] target_var moves the centre", () => {
    const { world: w } = run(world(), "t_there");
    expect(Object.values(w.monsters).map((m) => m.pos)).to.deep.equal([{ x: 11, y: 1, z: 0 }]);
  });

  it("[REAL-eoc-spawn-monster] an unknown monster is a runtime error naming it", () => {
    const { events } = run(world(), "t_bad");
    expect(errorsOf(events)).to.have.length(1);
    expect(errorsOf(events)[0]).to.match(/no monster "t_no_such_monster"/);
  });

  describe("on the real data", () => {
    let real: Content;
    beforeReal((c) => {
      real = c;
    });

    it("[REAL-eoc-spawn-monster] the core's void spider calls its maws and limbs around itself", () => {
      const w = testWorld(real, {
        rows: Array.from({ length: 9 }, () => "........."),
        monsters: [{ type: "mon_void_spider", id: "spider", pos: { x: 4, y: 4, z: 0 } }],
      }).world;
      const { world: after, events } = run(w, "EOC_VOID_SPIDER_CONTROL", real, "spider");
      expect(errorsOf(events)).to.deep.equal([]);
      const types = Object.values(after.monsters).map((m) => m.type);
      expect(types).to.include("mon_void_spider_maw");
      expect(types).to.include("mon_void_spider_limb");
    });
  });
});

describe("items spawned by an EOC (REAL-eoc-map-spawn-item)", () => {
  it("[REAL-eoc-map-spawn-item] count items on the tile loc names, and an item group's under u", () => {
    const { world: w, events } = run(world(), "t_scatter");
    expect(errorsOf(events)).to.deep.equal([]);
    const row = w.map.levels[0]?.rows[1];
    expect(row?.[3]?.items).to.deep.equal([{ id: "t_shard", count: 4 }]);
    expect(row?.[1]?.items).to.deep.equal([{ id: "t_shard", count: 3 }]);
  });
});
