/**
 * EOCs that monsters run as their own talker. ID introduced here (the game's, REAL):
 *   REAL-eoc-run-monster-eocs  `u_run_monster_eocs` / `npc_run_monster_eocs` run their EOCs (ids
 *                   or inline) on every living monster of `mtype_ids` (all types when absent),
 *                   within `monster_range` of the talker when given, seen by it when
 *                   `monster_must_see`, within `z_min`..`z_max` when given; each monster is `u`,
 *                   there is no `npc`, the caller's context variables carry over. Before, every
 *                   such effect (the core's yrax quadraphract: its walker update, its legs' hurt
 *                   and death) stopped its EOC with a runtime error
 *   REAL-eoc-monster-talker  a monster as `u` (a spell cast at a monster, a monster running an
 *                   EOC) answers the character forms as the game's monster talker: its type's
 *                   flags for u_has_flag; no items, traits or worn gear, and u_can_see false; adding
 *                   or losing a trait or an item does nothing; its place for u_location_variable
 *                   (with x_adjust / y_adjust / z_adjust) and u_make_sound; turn_cost takes its
 *                   moves; u_lose_effect its effect. Before, each stopped the EOC with "the u
 *                   talker is not a living character" (the core's fear, stare, twisting blade
 *                   and shifting mass spells cast at monsters). u_add_effect reads its duration as
 *                   the game does ("18 hours", a variable, [min, max]); before, a string gave 1 turn
 *   REAL-eoc-teleport  `u_teleport` moves its talker (character or monster) to the place a variable
 *                   holds; onto a creature or off the map it stays, and tells `fail_message` only
 *                   when the effect gives one (`success_message` likewise). Before, every failed
 *                   teleport told the player "Something blocks the way": the quadraphract's legs,
 *                   which try four places in turn, flooded the story with it
 *   REAL-eoc-numbers  every number an effect takes (turn_cost, switch, u_make_sound's volume,
 *                   u_add_morale's bonus, the item counts, weighted_list_eocs' weights,
 *                   u_add_effect's intensity) is read as the game reads it: a number, a variable,
 *                   `{math: [...]}` or `[min, max]`; one that holds no number is a runtime error
 *                   naming the member. Before, a variable there became NaN or the default silently
 *   REAL-eoc-npc-location  `npc_location_variable` stores the npc talker's place as
 *                   `u_location_variable` stores u's; `message` tells its text whoever the talkers are
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import type { Json, World } from "../../engine/world/types.js";
import { beforeReal, loadInline } from "../support/load.js";
import { type EocRun, runEocIn, runtimeErrors } from "../support/eoc.js";
import { messagesOf, testWorld } from "../support/world.js";

const content: Content = loadInline([
  {
    type: "effect_on_condition",
    id: "t_mark_near_motes",
    effect: [{ u_run_monster_eocs: ["t_mark"], mtype_ids: ["t_mote"], monster_range: 3 }],
  },
  { type: "effect_on_condition", id: "t_mark", effect: [{ math: ["u_marked = 1"] }] },
  {
    type: "effect_on_condition",
    id: "t_inline_with_context",
    effect: [
      { math: ["_gift = 5"] },
      { u_run_monster_eocs: [{ id: "t_inline", effect: [{ math: ["u_got = _gift"] }] }] },
    ],
  },
  {
    type: "effect_on_condition",
    id: "t_seen_only",
    effect: [{ u_run_monster_eocs: ["t_mark"], monster_must_see: true }],
  },
  { type: "effect_on_condition", id: "t_by_npc", effect: [{ npc_run_monster_eocs: ["t_mark"] }] },
  {
    type: "effect_on_condition",
    id: "t_gear_check",
    condition: { and: [{ not: { u_has_worn_with_flag: "T_SHIELD" } }, "u_can_see"] },
    effect: [{ math: ["u_checked = 1"] }],
    false_effect: [
      { math: ["u_checked = 2"] },
      { u_add_trait: "T_NEVER" },
      { u_spawn_item: "t_pebble" },
      { u_add_effect: "t_daze", duration: "2 minutes" },
      { turn_cost: 1 },
      { u_location_variable: { global_val: "spot" }, x_adjust: 1, y_adjust: -1 },
    ],
  },
  {
    type: "effect_on_condition",
    id: "t_numbers",
    effect: [
      { math: ["loud = 12"] },
      { u_make_sound: "a clang", volume: { global_val: "loud" } },
      { u_add_morale: "t_glad", bonus: { math: ["2 * 3"] }, max_bonus: [9, 9] },
      { turn_cost: { global_val: "loud" } },
    ],
  },
  {
    type: "effect_on_condition",
    id: "t_bad_number",
    effect: [{ u_make_sound: "a clang", volume: { global_val: "unset" } }],
  },
  {
    type: "effect_on_condition",
    id: "t_hop",
    effect: [
      { u_location_variable: { context_val: "to" }, x_adjust: -1 },
      { u_teleport: { context_val: "to" }, fail_message: "Blocked.", success_message: "Hop." },
      { u_location_variable: { context_val: "to" }, x_adjust: 1 },
      { u_teleport: { context_val: "to" } },
    ],
  },
  {
    type: "effect_on_condition",
    id: "t_where_is_npc",
    effect: [{ npc_location_variable: { global_val: "npc_at" }, z_adjust: 1 }, { message: "Noted." }],
  },
  {
    type: "effect_on_condition",
    id: "t_shiny",
    condition: { u_has_flag: "T_SHINY" },
    effect: [{ math: ["u_shiny = 1"] }],
  },
  { type: "effect_type", id: "t_daze", name: ["dazed"] },
  { type: "GENERIC", id: "t_pebble", name: "pebble", weight: "10 g", volume: "10 ml" },
  { type: "MONSTER", id: "t_mote", name: "mote", hp: 1, flags: ["T_SHINY"] },
  { type: "MONSTER", id: "t_speck", name: "speck", hp: 1 },
  { type: "terrain", id: "t_floor", name: "floor", symbol: ".", color: "white", move_cost: 2, flags: ["TRANSPARENT"] },
  { type: "terrain", id: "t_wall", name: "wall", symbol: "#", color: "white", move_cost: 0 },
]).content;

// You stand at (0, 2); motes at (2, 0) (2 tiles off), (6, 0) (6 off) and (4, 2), behind the wall
// at (2, 2); a speck at (1, 0).
function world(): World {
  return testWorld(content, {
    rows: [".......", ".......", "..#...."],
    characters: [{ id: "you", pos: { x: 0, y: 2, z: 0 } }],
    monsters: [
      { type: "t_mote", id: "near", pos: { x: 2, y: 0, z: 0 } },
      { type: "t_mote", id: "far", pos: { x: 6, y: 0, z: 0 } },
      { type: "t_speck", id: "speck", pos: { x: 1, y: 0, z: 0 } },
      { type: "t_mote", id: "hidden", pos: { x: 4, y: 2, z: 0 } },
    ],
  }).world;
}

function run(w: World, id: string, npc: string | null = null, u = "you", c = content): EocRun {
  return runEocIn(w, c, id, { u, npc });
}

const varsOf = (w: World, id: string): Record<string, Json> | undefined =>
  ((w.vars as Record<string, Json>)["character_vars"] as Record<string, Record<string, Json>> | undefined)?.[id];

describe("EOCs run by monsters (REAL-eoc-run-monster-eocs)", () => {
  it("[REAL-eoc-run-monster-eocs] runs on the monsters of the named types within range, each as u", () => {
    const { world: w, events } = run(world(), "t_mark_near_motes");
    expect(varsOf(w, "near")?.["marked"]).to.equal(1);
    expect(varsOf(w, "hidden")).to.equal(undefined);
    expect(varsOf(w, "far")).to.equal(undefined);
    expect(varsOf(w, "speck")).to.equal(undefined);
    expect(varsOf(w, "you")).to.equal(undefined);
    expect(events.filter((e) => (e as { type: string }).type === "runtime_error")).to.deep.equal([]);
  });

  it("[REAL-eoc-run-monster-eocs] without a type list or range every monster runs an inline EOC, with the caller's context", () => {
    const { world: w } = run(world(), "t_inline_with_context");
    for (const id of ["near", "far", "speck", "hidden"]) expect(varsOf(w, id)?.["got"], id).to.equal(5);
  });

  it("[REAL-eoc-run-monster-eocs] monster_must_see passes over a monster behind a wall", () => {
    const { world: w } = run(world(), "t_seen_only");
    expect(varsOf(w, "hidden")).to.equal(undefined);
    expect(varsOf(w, "near")?.["marked"]).to.equal(1);
    expect(varsOf(w, "far")?.["marked"]).to.equal(1);
  });

  it("[REAL-eoc-run-monster-eocs] npc_run_monster_eocs measures from the npc, and without one is a runtime error", () => {
    const { world: w } = run(world(), "t_by_npc", "far");
    expect(varsOf(w, "far")?.["marked"]).to.equal(1);
    const { events } = run(world(), "t_by_npc");
    const errors = events.filter((e) => (e as { type: string }).type === "runtime_error");
    expect(errors).to.have.length(1);
    expect((errors[0] as { text: string }).text).to.match(/npc_run_monster_eocs.*npc talker/);
  });
});

const errorsOf = runtimeErrors;

describe("a monster as the u talker (REAL-eoc-monster-talker)", () => {
  it("[REAL-eoc-monster-talker] a monster has no worn gear and cannot 'see': the false effect runs, on the monster", () => {
    const before = world();
    const { world: w, events } = run(before, "t_gear_check", null, "near");
    expect(errorsOf(events)).to.deep.equal([]);
    expect(varsOf(w, "near")?.["checked"]).to.equal(2);
    const m = w.monsters["near"];
    expect(m?.effects.find((e) => e.id === "t_daze")?.duration).to.equal(120);
    expect(m?.moves).to.equal((before.monsters["near"]?.moves ?? 0) - 100);
    expect(w.vars["spot"]).to.deep.equal([3, -1, 0]);
    // Nothing was given to anyone: a monster carries no items and has no traits.
    expect(w.characters["you"]?.inventory).to.deep.equal(before.characters["you"]?.inventory);
  });

  it("[REAL-eoc-monster-talker] a character who can see and wears no shield takes the effect, with a duration string read in full", () => {
    const { world: w, events } = run(world(), "t_gear_check");
    expect(errorsOf(events)).to.deep.equal([]);
    expect(varsOf(w, "you")?.["checked"]).to.equal(1);
  });

  it("[REAL-eoc-monster-talker] u_has_flag reads a monster's type flags", () => {
    expect(varsOf(run(world(), "t_shiny", null, "near").world, "near")?.["shiny"]).to.equal(1);
    expect(varsOf(run(world(), "t_shiny", null, "speck").world, "speck")).to.equal(undefined);
  });

  describe("on the real data", () => {
    let real: Content;
    beforeReal((c) => {
      real = c;
    });

    it("[REAL-eoc-monster-talker] the core's fear spell cast at a monster runs to its end without a runtime error", () => {
      const w = testWorld(real, {
        rows: ["....."],
        monsters: [
          { type: "mon_zombie", id: "victim", pos: { x: 0, y: 0, z: 0 } },
          { type: "mon_zombie", id: "caster", pos: { x: 3, y: 0, z: 0 } },
        ],
      }).world;
      for (const eoc of ["EOC_FEAR_PARALYZE2", "EOC_mon_twisting_blade_attack", "EOC_STARE"]) {
        const { events } = run(w, eoc, "caster", "victim", real);
        expect(errorsOf(events), eoc).to.deep.equal([]);
        const ran = events.filter((e) => (e as { type: string; name?: string }).name === "eoc").length;
        expect(ran, eoc).to.be.greaterThan(0);
      }
    });
  });
});

describe("the npc talker's place and plain messages (REAL-eoc-npc-location)", () => {
  it("[REAL-eoc-npc-location] npc_location_variable stores the npc's place; message is told", () => {
    const { world: w, events } = run(world(), "t_where_is_npc", "far");
    expect(errorsOf(events)).to.deep.equal([]);
    expect(w.vars["npc_at"]).to.deep.equal([6, 0, 1]);
    expect(messagesOf(events)).to.deep.equal(["Noted."]);
  });
});

describe("teleports (REAL-eoc-teleport)", () => {
  it("[REAL-eoc-teleport] a monster hops to a free place and tells the success message; onto a creature it stays, quietly", () => {
    // far stands at (6, 0): (5, 0) is free; from there, (6, 0) is its own old place, free again.
    const { world: w, events } = run(world(), "t_hop", null, "far");
    expect(errorsOf(events)).to.deep.equal([]);
    expect(w.monsters["far"]?.pos).to.deep.equal({ x: 6, y: 0, z: 0 });
    expect(messagesOf(events)).to.deep.equal(["Hop."]);
  });

  it("[REAL-eoc-teleport] blocked: fail_message is told when given, nothing otherwise", () => {
    // near stands at (2, 0): (1, 0) holds the speck, (3, 0) is free.
    const { world: w, events } = run(world(), "t_hop", null, "near");
    expect(w.monsters["near"]?.pos).to.deep.equal({ x: 3, y: 0, z: 0 });
    expect(messagesOf(events)).to.deep.equal(["Blocked."]);
  });
});

describe("numbers in effects (REAL-eoc-numbers)", () => {
  it("[REAL-eoc-numbers] a variable, math and [min, max] are read where an effect takes a number", () => {
    const before = world();
    const { world: w, events } = run(before, "t_numbers", null, "near");
    expect(errorsOf(events)).to.deep.equal([]);
    const sound = events.find((e) => (e as { type: string }).type === "sound") as { volume: number } | undefined;
    expect(sound?.volume).to.equal(12);
    const morale = events.find((e) => (e as { name?: string }).name === "morale") as
      | { data: { bonus: number; maxBonus: number } }
      | undefined;
    expect(morale?.data).to.include({ bonus: 6, maxBonus: 9 });
    expect(w.monsters["near"]?.moves).to.equal((before.monsters["near"]?.moves ?? 0) - 1200);
  });

  it("[REAL-eoc-numbers] a variable that holds no number is a runtime error naming the member", () => {
    const { events } = run(world(), "t_bad_number");
    expect(errorsOf(events)).to.have.length(1);
    expect(errorsOf(events)[0]).to.match(/volume/);
  });
});
