/**
 * Spells cast by an effect on condition. ID introduced here (the game's, REAL):
 *   REAL-eoc-cast-spell  `u_cast_spell` / `npc_cast_spell` (`{id, min_level}`): the talker casts the
 *                   spell at the place `loc` names, else at its own place, as a death spell is
 *                   cast (its blast, summons, fields...); the caster is hit too when the spell's
 *                   valid_targets hold `self`. `true_eocs` run after a cast, `false_eocs` (and a
 *                   runtime error) when no spell has the id. Before, the form stopped its EOC with
 *                   a runtime error: the core's yrax quadraphract never fired its smoke mortar or
 *                   hurt its legs, the void spider never placed its young or emptied its cave
 */
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { HOOKS } from "../../../engine/step/areas.js";
import type { World } from "../../../engine/world/types.js";
import { loadInline } from "../../support/load.js";
import { type EocRun, runEocIn, runtimeErrors } from "../../support/eoc.js";
import { testWorld } from "../../support/world.js";

const content: Content = loadInline([
  {
    type: "SPELL",
    id: "t_pulse",
    name: "pulse",
    description: "hurts all around, the caster too",
    effect: "attack",
    valid_targets: ["self", "hostile", "ally"],
    min_damage: 4,
    max_damage: 4,
    min_aoe: 1,
    max_aoe: 1,
    damage_type: "pure",
  },
  {
    type: "SPELL",
    id: "t_outward",
    name: "outward pulse",
    description: "hurts others, not its caster",
    effect: "attack",
    valid_targets: ["hostile", "ally"],
    min_damage: 4,
    max_damage: 4,
    min_aoe: 1,
    max_aoe: 1,
    damage_type: "pure",
  },
  {
    type: "effect_on_condition",
    id: "t_cast_here",
    effect: [
      {
        u_cast_spell: { id: "t_pulse", hit_self: true },
        true_eocs: [{ id: "t_after", effect: [{ math: ["cast = 1"] }] }],
      },
    ],
  },
  { type: "effect_on_condition", id: "t_cast_out", effect: [{ u_cast_spell: { id: "t_outward" } }] },
  {
    type: "effect_on_condition",
    id: "t_cast_there",
    effect: [
      { math: ["_spot = 0"] },
      { u_location_variable: { context_val: "spot" }, x_adjust: 4 },
      { u_cast_spell: { id: "t_outward" }, loc: { context_val: "spot" } },
    ],
  },
  {
    type: "effect_on_condition",
    id: "t_cast_nothing",
    effect: [
      { u_cast_spell: { id: "t_no_such_spell" }, false_eocs: [{ id: "t_failed", effect: [{ math: ["failed = 1"] }] }] },
    ],
  },
  { type: "MONSTER", id: "t_caster", name: "caster", hp: 20 },
  { type: "terrain", id: "t_floor", name: "floor", symbol: ".", color: "white", move_cost: 2, flags: ["TRANSPARENT"] },
]).content;

// The caster stands at (1, 0); you beside it at (0, 0); another monster far off at (5, 0).
function world(): World {
  return testWorld(content, {
    rows: ["......."],
    characters: [{ id: "you", pos: { x: 0, y: 0, z: 0 } }],
    monsters: [
      { type: "t_caster", id: "caster", pos: { x: 1, y: 0, z: 0 }, attitude: "hostile" },
      { type: "t_caster", id: "other", pos: { x: 5, y: 0, z: 0 }, attitude: "hostile" },
    ],
  }).world;
}

function run(w: World, id: string): EocRun {
  return runEocIn(w, content, id, { u: "caster" }, HOOKS);
}

/** Your hit points over every body part. */
const yourHp = (w: World): number => Object.values(w.characters["you"]?.body ?? {}).reduce((n, p) => n + p.hp, 0);

const errorsOf = runtimeErrors;

describe("spells cast by an EOC (REAL-eoc-cast-spell)", () => {
  it("[REAL-eoc-cast-spell] a monster casts at its own place: a self-valid blast hurts it and you beside it, then true_eocs run", () => {
    const { world: w, events } = run(world(), "t_cast_here");
    expect(errorsOf(events)).to.deep.equal([]);
    expect(w.monsters["caster"]?.hp).to.equal(16);
    expect(w.monsters["other"]?.hp).to.equal(20);
    expect(yourHp(w)).to.equal(yourHp(world()) - 4);
    expect(w.vars["cast"]).to.equal(1);
  });

  it("[REAL-eoc-cast-spell] a spell without `self` spares its caster", () => {
    const { world: w } = run(world(), "t_cast_out");
    expect(w.monsters["caster"]?.hp).to.equal(20);
    expect(yourHp(w)).to.equal(yourHp(world()) - 4);
  });

  it("[REAL-eoc-cast-spell] `loc` moves the blast: cast 4 tiles east, it hits the far monster and not you", () => {
    const { world: w, events } = run(world(), "t_cast_there");
    expect(errorsOf(events)).to.deep.equal([]);
    expect(w.monsters["other"]?.hp).to.equal(16);
    expect(yourHp(w)).to.equal(yourHp(world()));
  });

  it("[REAL-eoc-cast-spell] an unknown spell is a runtime error naming it, and false_eocs run", () => {
    const { world: w, events } = run(world(), "t_cast_nothing");
    expect(errorsOf(events)).to.deep.equal(['u_cast_spell: no spell "t_no_such_spell" is loaded']);
    expect(w.vars["failed"]).to.equal(1);
  });
});
