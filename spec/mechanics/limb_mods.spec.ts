/**
 * Limb scores read by a step's cost and the melee hit roll (issue 31, Deliver 3 "limb scores with
 * their effects on ... melee, ... speed"), as data/json/character_modifiers.json and
 * src/character_modifier.cpp make them. IDs introduced here:
 *   REAL-limb-move-speed   a step costs × limb_run_cost_mod: (min(100, 1 ÷ footing) + 2 × min(100,
 *                          1 ÷ move_speed)) ÷ 3; a leg below 3/4 of its hit points slows the step
 *   REAL-limb-melee-roll   the melee hit roll's centre × melee_attack_roll_mod: max(0.2, balance)
 */
import { expect } from "chai";
import { produce } from "immer";
import { limbRunCostMod, meleeAttackRollMod } from "../../engine/mechanics/fight/limb_mods.js";
import { stepMoves } from "../../engine/mechanics/fight/stamina.js";
import type { Sim } from "../../engine/sim/context.js";
import type { Character, World } from "../../engine/world/types.js";
import { loadInline } from "../support/load.js";
import { runInSim, testWorld } from "../support/world.js";

const c = loadInline([]).content;

function one(change: (ch: Character) => void = () => {}): World {
  const w = testWorld(c, {
    rows: ["#####", "#...#", "#####"],
    seed: "limbs",
    characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }],
  }).world;
  return produce(w, (d) => {
    change(d.characters["you"] as Character);
  });
}

function within<T>(w: World, fn: (sim: Sim, ch: Character) => T): T {
  return runInSim(w, c, (sim) => fn(sim, sim.world.characters["you"] as Character)).value;
}

describe("limb scores read by steps and melee (issue 31)", () => {
  it("[REAL-limb-move-speed] sound legs and feet: the modifier is 1 and a 100-move step costs 100", () => {
    within(one(), (sim, ch) => {
      expect(limbRunCostMod(sim, ch)).to.be.closeTo(1, 1e-9);
      expect(stepMoves(sim, ch, 100)).to.equal(100);
    });
  });

  it("[REAL-limb-move-speed] a left leg at 30 % gives 0.5 × 0.3 ÷ 0.75 = 0.2 move speed: score 0.7, (1 + 2 ÷ 0.7) ÷ 3 = 1.2857, a 100-move step costs 128", () => {
    const hurt = one((ch) => {
      const leg = ch.body["leg_l"];
      if (leg) (leg as { hp: number }).hp = leg.hpMax * 0.3;
    });
    within(hurt, (sim, ch) => {
      expect(limbRunCostMod(sim, ch)).to.be.closeTo(1.285714, 1e-6);
      expect(stepMoves(sim, ch, 100)).to.equal(128);
    });
  });

  it("[REAL-limb-melee-roll] balance 1 (torso 0.7 + two arms 0.15) leaves the roll as it is; a body with no balance at all keeps 0.2 of it", () => {
    within(one(), (sim, ch) => {
      expect(meleeAttackRollMod(sim, ch)).to.be.closeTo(1, 1e-9);
    });
    const noBalance = one((ch) => {
      for (const part of ["torso", "arm_l", "arm_r"]) delete (ch.body as Record<string, unknown>)[part];
    });
    within(noBalance, (sim, ch) => {
      expect(meleeAttackRollMod(sim, ch)).to.equal(0.2);
    });
  });
});
