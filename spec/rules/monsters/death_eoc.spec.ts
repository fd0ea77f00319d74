/**
 * The talkers of a monster's death EOC. ID introduced here (the game's, REAL, read from the real
 * data's use):
 *   REAL-death-eoc-talkers  a `death_function`'s `eoc` runs with the dying monster as its npc and
 *                   its living killer as u (the monster itself when nothing living killed it). The
 *                   core's quadraphract reads `n_quad_uid` of the dying body, the Yugg takes its
 *                   npc's place, the last Amigara horror takes an effect off u. Before, u was the
 *                   dying monster and the npc null: those EOCs stopped with a runtime error
 */
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../../engine/content/load.js";
import { makeSim } from "../../../engine/sim/context.js";
import { applyDamage } from "../../../engine/sim/creature_state.js";
import type { SimEvent } from "../../../engine/sim/events.js";
import { HOOKS } from "../../../engine/step/areas.js";
import { openDice } from "../../../engine/world/rng.js";
import type { Json, World } from "../../../engine/world/types.js";
import { runtimeErrors } from "../../support/eoc.js";
import { loadInline } from "../../support/load.js";
import { testWorld } from "../../support/world.js";

const content: Content = loadInline([
  {
    type: "effect_on_condition",
    id: "t_last_words",
    effect: [
      { npc_location_variable: { global_val: "died_at" } },
      { math: ["heard_tag = n_tag"] },
      { u_add_var: "avenged", value: "yes" },
    ],
  },
  {
    type: "MONSTER",
    id: "t_moth",
    name: "moth",
    hp: 5,
    death_function: { corpse_type: "NO_CORPSE", eoc: "t_last_words" },
  },
  { type: "terrain", id: "t_floor", name: "floor", symbol: ".", color: "white", move_cost: 2, flags: ["TRANSPARENT"] },
]).content;

function killed(by: string): { world: World; events: SimEvent[] } {
  const w = testWorld(content, {
    rows: ["....."],
    characters: [{ id: "you", pos: { x: 0, y: 0, z: 0 } }],
    monsters: [{ type: "t_moth", id: "moth", pos: { x: 3, y: 0, z: 0 } }],
  }).world;
  const events: SimEvent[] = [];
  const world = produce(w, (draft) => {
    const vars = draft.vars as Record<string, Json>;
    vars["character_vars"] = { moth: { tag: 7 } };
    const dice = openDice(draft.rng);
    applyDamage(makeSim(draft, content, dice, events, undefined, HOOKS), "moth", 50, "bash", undefined, by);
    draft.rng = dice.state();
  });
  return { world, events };
}

const charVars = (w: World, id: string): Json | undefined =>
  ((w.vars as Record<string, Json>)["character_vars"] as Record<string, Json> | undefined)?.[id];

describe("a death EOC's talkers (REAL-death-eoc-talkers)", () => {
  it("[REAL-death-eoc-talkers] the dying monster is the npc, its killer u", () => {
    const { world: w, events } = killed("you");
    expect(runtimeErrors(events)).to.deep.equal([]);
    expect(w.monsters["moth"]?.dead).to.equal(true);
    expect(w.vars["died_at"]).to.deep.equal([3, 0, 0]);
    expect(w.vars["heard_tag"]).to.equal(7);
    expect((charVars(w, "you") as Record<string, Json> | undefined)?.["avenged"]).to.equal("yes");
  });

  it("[REAL-death-eoc-talkers] with no living killer (a fall, fire), the monster is u too", () => {
    const { world: w, events } = killed("fire");
    expect(runtimeErrors(events)).to.deep.equal([]);
    expect(w.vars["heard_tag"]).to.equal(7);
    expect((charVars(w, "moth") as Record<string, Json> | undefined)?.["avenged"]).to.equal("yes");
  });
});
