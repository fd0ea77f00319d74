/**
 * Effects on condition put off to a later turn. ID introduced here (the game's, REAL):
 *   REAL-eoc-queue  a `run_eocs` with `time_in_future` (turns, a duration string, or [min, max])
 *                   queues its EOCs with their talkers and context variables; each turn, right
 *                   after time passes, the ones due run in the order queued; one whose `u` talker
 *                   is gone is dropped. Before, they ran at once: a recurring EOC (the real yrax
 *                   quadraphract's walker update queues itself every turn) nested until it was
 *                   cut off with a runtime error. A variable (`{"context_val": ...}`, `{"math": ...}`)
 *                   is read when the run_eocs runs, "infinite" never runs; a time_in_future that
 *                   cannot be read is a load warning on an attack's EOC and, at run time, a
 *                   runtime error (the EOCs run now) instead of a silent run
 */
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../engine/content/load.js";
import { runEoc } from "../../engine/mechanics/eoc/interpreter.js";
import { makeSim } from "../../engine/sim/context.js";
import { tick } from "../../engine/step/step.js";
import { openDice } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import { loadInline } from "../support/load.js";
import { testWorld } from "../support/world.js";

const content: Content = loadInline([
  {
    type: "effect_on_condition",
    id: "t_start",
    effect: [{ math: ["ticks = 0"] }, { run_eocs: "t_tick", time_in_future: 2 }],
  },
  {
    type: "effect_on_condition",
    id: "t_tick",
    effect: [{ math: ["ticks++"] }, { run_eocs: "t_tick", time_in_future: "1 seconds" }],
  },
  {
    type: "effect_on_condition",
    id: "t_later",
    effect: [
      { math: ["_mark = 7"] },
      { run_eocs: [{ id: "t_inline", effect: [{ math: ["seen = _mark"] }] }], time_in_future: [3, 3] },
    ],
  },
  {
    type: "effect_on_condition",
    id: "t_by_var",
    effect: [{ math: ["_wait = 4"] }, { run_eocs: "t_mark", time_in_future: { context_val: "wait" } }],
  },
  { type: "effect_on_condition", id: "t_never", effect: [{ run_eocs: "t_mark", time_in_future: "infinite" }] },
  { type: "effect_on_condition", id: "t_garbled", effect: [{ run_eocs: "t_mark", time_in_future: "soon-ish" }] },
  { type: "effect_on_condition", id: "t_mark", effect: [{ math: ["marked = 1"] }] },
  { type: "MONSTER", id: "t_mote", name: "mote", hp: 1 },
]).content;

function world(): World {
  return testWorld(content, {
    rows: ["....."],
    characters: [{ id: "you", pos: { x: 0, y: 0, z: 0 } }],
    monsters: [{ type: "t_mote", id: "m", pos: { x: 4, y: 0, z: 0 } }],
  }).world;
}

/** Runs one EOC now, with `u` as its talker. */
function start(w: World, id: string, u = "you"): World {
  return produce(w, (draft) => {
    const dice = openDice(draft.rng);
    runEoc(makeSim(draft, content, dice, []), { u, npc: null, context: {} }, id);
    draft.rng = dice.state();
  });
}

describe("queued effects on condition (REAL-eoc-queue)", () => {
  it("[REAL-eoc-queue] a run_eocs with time_in_future runs that many turns later, and a recurring one once a turn", () => {
    const w = start(world(), "t_start");
    expect(w.vars["ticks"]).to.equal(0);
    expect(w.queuedEocs?.map((q) => q.turn)).to.deep.equal([w.turn + 2]);
    const one = tick(w, content, 1).world;
    expect(one.vars["ticks"]).to.equal(0);
    const five = tick(w, content, 5);
    // Due at turns +2, +3, +4, +5: four runs, no runtime error, one entry still queued.
    expect(five.world.vars["ticks"]).to.equal(4);
    expect(five.events.filter((e) => e.type === "runtime_error")).to.deep.equal([]);
    expect(five.world.queuedEocs?.length).to.equal(1);
  });

  it("[REAL-eoc-queue] a queued inline EOC keeps the context variables it was queued with; [min, max] reads as turns", () => {
    const w = start(world(), "t_later");
    expect(tick(w, content, 2).world.vars["seen"]).to.equal(undefined);
    expect(tick(w, content, 3).world.vars["seen"]).to.equal(7);
  });

  it("[REAL-eoc-queue] an EOC queued for a monster that is gone by then is dropped", () => {
    const w = start(world(), "t_start", "m");
    const gone = produce(w, (draft) => {
      const m = draft.monsters["m"];
      if (m) m.dead = true;
    });
    const r = tick(gone, content, 4).world;
    expect(r.vars["ticks"]).to.equal(0);
    expect(r.queuedEocs).to.equal(undefined);
  });

  it("[REAL-eoc-queue] a variable time_in_future is read when it runs; infinite never runs; an unreadable one runs now with a runtime error", () => {
    const byVar = start(world(), "t_by_var");
    expect(byVar.queuedEocs?.map((q) => q.turn)).to.deep.equal([byVar.turn + 4]);
    expect(tick(byVar, content, 4).world.vars["marked"]).to.equal(1);
    const never = start(world(), "t_never");
    expect(never.queuedEocs).to.equal(undefined);
    expect(tick(never, content, 3).world.vars["marked"]).to.equal(undefined);
    const events: { type: string; text?: string }[] = [];
    const garbled = produce(world(), (draft) => {
      const dice = openDice(draft.rng);
      runEoc(makeSim(draft, content, dice, events as never[]), { u: "you", npc: null, context: {} }, "t_garbled");
      draft.rng = dice.state();
    });
    expect(garbled.vars["marked"]).to.equal(1);
    expect(events.filter((e) => e.type === "runtime_error").map((e) => e.text)).to.have.length(1);
    expect(events.find((e) => e.type === "runtime_error")?.text).to.contain("soon-ish");
  });

  it("[REAL-eoc-queue][REAL-attack-eoc-gap] an attack EOC's unreadable time_in_future is a load warning naming it", () => {
    const r = loadInline([
      {
        type: "MONSTER",
        id: "t_waiter",
        name: "waiter",
        hp: 5,
        special_attacks: [
          {
            type: "melee",
            id: "t_wait_bite",
            cooldown: 1,
            eoc: [{ id: "t_wait_eoc", effect: [{ run_eocs: "t_mark", time_in_future: "soon-ish" }] }],
          },
        ],
      },
      { type: "effect_on_condition", id: "t_mark", effect: [{ math: ["marked = 1"] }] },
    ]);
    const warned = r.warnings("REAL-attack-eoc-gap").map((p) => p.message);
    expect(warned).to.have.length(1);
    expect(warned[0]).to.contain("time_in_future").and.contain("soon-ish");
  });
});
