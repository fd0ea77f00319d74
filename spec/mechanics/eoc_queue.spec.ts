/**
 * Effects on condition put off to a later turn. ID introduced here (the game's, REAL):
 *   REAL-eoc-queue  a `run_eocs` with `time_in_future` (turns, a duration string, or [min, max])
 *                   queues its EOCs with their talkers and context variables; each turn, right
 *                   after time passes, the ones due run in the order queued; one whose `u` talker
 *                   is gone is dropped. Before, they ran at once: a recurring EOC (the real yrax
 *                   quadraphract's walker update queues itself every turn) nested until it was
 *                   cut off with a runtime error
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
});
