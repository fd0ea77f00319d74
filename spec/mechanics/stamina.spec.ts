/**
 * Stamina's pool, recovery and movement modes as the game has them in its 0.J development cycle
 * (engine/mechanics/fight/stamina.ts; src/character.cpp get_stamina_max, get_cardiofit,
 * update_stamina, burn_move_stamina, can_run; src/character_modifier.cpp; the game's
 * tests/char_stamina_test.cpp states the same figures). IDs introduced here:
 *   REAL-stamina-pool    the pool is 3,500 + 5 × cardio fitness, fitness = cardio (1,000 for a new
 *                        character) × (1 + athletics ÷ 100): 8,500 new; a scenario may pin it
 *   REAL-stamina-regen   the player regains ceil(max(1, 20 × fitness ÷ 1,000 × breathing score)
 *                        × (0.1 if winded, else 1)) a turn: 20 new, 2 winded, 40 at cardio 2,000
 *   REAL-move-mode       a step takes the terrain's moves ÷ ((stamina ÷ max + 1) ÷ 2 × the mode's
 *                        move_speed_multiplier) and burns trunc(trunc(15 × stamina_multiplier) ×
 *                        moves ÷ 100 × that same product): on the real walk, run and crouch data
 *                        at full stamina a walked step is 100 moves and 15 stamina, a run step 50
 *                        moves and 105, a crouched step 200 moves and 15
 *   REAL-run-refused     a runner with no stamina, winded or with a broken leg walks instead, told
 *                        the run mode's change_bad_none text; unknown modes are a set-up error
 *   REAL-stamina-npc     (also in melee_stamina.spec.ts) an NPC neither spends stamina walking,
 *                        running or dodging nor regains any
 * Expected figures are worked by hand from those formulas.
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { cardioFitness, staminaMaxFor } from "../../engine/mechanics/fight/stamina.js";
import { decodeScenario, formatScenarioProblem } from "../../engine/scenario/format.js";
import { createWorld } from "../../engine/scenario/setup.js";
import { step, tick } from "../../engine/step/step.js";
import type { Character, World } from "../../engine/world/types.js";
import { beforeReal, PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";

describe("stamina: pool, recovery and movement modes (issue 31, Deliver 3)", function () {
  this.timeout(120000);
  let content: Content;
  beforeReal((real) => (content = real));

  const corridor = (you: Partial<Character>): World =>
    testWorld(content, {
      rows: ["#########", "#.......#", "#########"],
      characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 }, moves: 100, ...you }],
    }).world;
  const stepEast = (w: World) => {
    const r = step(w, { type: "move", who: "you", dir: "e" }, content, { free: true });
    expect(r.refused).to.equal(undefined);
    return r;
  };
  /** The moves and stamina one step east took. */
  const spent = (w: World): { moves: number; stamina: number } => {
    const before = w.characters["you"];
    const after = stepEast(w).world.characters["you"];
    return {
      moves: (before?.moves ?? 0) - (after?.moves ?? 0),
      stamina: (before?.stamina ?? 0) - (after?.stamina ?? 0),
    };
  };

  it("[REAL-stamina-pool] 3,500 + 5 × cardio fitness: 8,500 new, 13,500 at cardio 2,000, 9,000 with athletics 10", () => {
    expect(staminaMaxFor({ skills: {} })).to.equal(8500);
    expect(staminaMaxFor({ skills: {}, cardio: 2000 })).to.equal(13500);
    expect(cardioFitness({ skills: { swimming: 10 } })).to.equal(1100);
    expect(staminaMaxFor({ skills: { swimming: 10 } })).to.equal(9000);
  });

  it("[REAL-stamina-pool] a scenario's character gets the game's pool for its cardio, unless it pins staminaMax", () => {
    const base = join(PROJECT_ROOT, "content", "base");
    const build = (characters: unknown[]): World => {
      const r = decodeScenario(
        {
          name: "t",
          content: [base],
          seed: 1,
          world: { levels: [{ rows: ["#####", "#...#", "#####"] }], characters },
          steps: [],
        },
        "x.json",
      );
      if (!r.ok) throw new Error(r.problems.map(formatScenarioProblem).join("\n"));
      const w = createWorld(r.scenario.world, content, "1", "x.json");
      if (!w.ok) throw new Error(w.problems.map(formatScenarioProblem).join("\n"));
      return w.world;
    };
    const w = build([
      { id: "you", pos: [1, 1] },
      { id: "fit", pos: [2, 1], cardio: 2000 },
      { id: "pinned", pos: [3, 1], staminaMax: 10000, stamina: 500 },
    ]);
    expect(w.characters["you"]).to.deep.include({ stamina: 8500, staminaMax: 8500 });
    expect(w.characters["fit"]).to.deep.include({ stamina: 13500, staminaMax: 13500, cardio: 2000 });
    expect(w.characters["pinned"]).to.deep.include({ stamina: 500, staminaMax: 10000 });
  });

  it("[REAL-stamina-regen] 20 a turn new, 2 while winded, 40 at cardio 2,000", () => {
    const resting = (you: Partial<Character>) =>
      tick(corridor({ stamina: 1000, ...you }), content, 1).world.characters["you"]?.stamina;
    expect(resting({})).to.equal(1020);
    expect(resting({ effects: [{ id: "winded", intensity: 1, duration: 5 }] })).to.equal(1002);
    expect(resting({ cardio: 2000, staminaMax: 13500 })).to.equal(1040);
  });

  it("[REAL-move-mode] on the real movement modes at full stamina: walk 100 moves / 15, run 50 / 105, crouch 200 / 15", () => {
    const full = { stamina: 8500, staminaMax: 8500 };
    const walk = spent(corridor(full));
    expect([walk.moves, walk.stamina]).to.deep.equal([100, 15]);
    const run = spent(corridor({ ...full, moveMode: "run" }));
    expect([run.moves, run.stamina]).to.deep.equal([50, 105]);
    const crouch = spent(corridor({ ...full, moveMode: "crouch" }));
    expect([crouch.moves, crouch.stamina]).to.deep.equal([200, 15]);
  });

  it("[REAL-move-mode] a tired character is slower: at a quarter of its stamina a walked step takes 160 moves", () => {
    // (2125 / 8500 + 1) / 2 = 0.625: trunc(100 / 0.625) = 160 moves, trunc(160 × 15 / 100 × 0.625) = 15.
    const tired = spent(corridor({ stamina: 2125, staminaMax: 8500 }));
    expect([tired.moves, tired.stamina]).to.deep.equal([160, 15]);
    // Running at the same stamina: 100 / (0.625 × 2) = 80 moves, trunc(80 × 105 / 100 × 1.25) = 105.
    const running = spent(corridor({ stamina: 2125, staminaMax: 8500, moveMode: "run" }));
    expect([running.moves, running.stamina]).to.deep.equal([80, 105]);
  });

  it("[REAL-run-refused] spent, winded or on a broken leg, a runner walks and is told why", () => {
    const cases: Partial<Character>[] = [{ stamina: 0 }, { effects: [{ id: "winded", intensity: 1, duration: 5 }] }];
    // The run mode's own change_bad_none text, read from the data.
    const why = content.movement_mode.get("run")?.changeBad ?? "";
    expect(why).to.contain("too tired");
    for (const you of cases) {
      const r = stepEast(corridor({ moveMode: "run", ...you }));
      expect(r.world.characters["you"]?.moveMode, JSON.stringify(you)).to.equal(undefined);
      expect(r.events.some((e) => e.type === "message" && e.text === why)).to.equal(true);
    }
    const w = corridor({ moveMode: "run" });
    const you = w.characters["you"];
    if (!you) throw new Error("no character");
    const leg = you.body["leg_l"];
    if (!leg) throw new Error("no left leg");
    const broken: World = { ...w, characters: { you: { ...you, body: { ...you.body, leg_l: { ...leg, hp: 0 } } } } };
    const r = step(broken, { type: "move", who: "you", dir: "e" }, content, { free: true });
    expect(r.world.characters["you"]?.moveMode).to.equal(undefined);
    // A fresh runner keeps running.
    expect(stepEast(corridor({ moveMode: "run" })).world.characters["you"]?.moveMode).to.equal("run");
  });

  it("[REAL-run-refused] a scenario naming a movement mode the content lacks is a set-up error", () => {
    const r = decodeScenario(
      {
        name: "t",
        content: [join(PROJECT_ROOT, "content", "base")],
        seed: 1,
        world: {
          levels: [{ rows: ["#####", "#...#", "#####"] }],
          characters: [{ id: "you", pos: [1, 1], moveMode: "sprint" }],
        },
        steps: [],
      },
      "x.json",
    );
    if (!r.ok) throw new Error(r.problems.map(formatScenarioProblem).join("\n"));
    const w = createWorld(r.scenario.world, content, "1", "x.json");
    expect(w.ok).to.equal(false);
    if (w.ok) return;
    const problem = w.problems.map(formatScenarioProblem).join("\n");
    expect(problem).to.contain("moveMode");
    expect(problem).to.contain('no movement mode "sprint"');
    expect(problem).to.contain("crouch");
  });

  it("[REAL-run-refused] a step in a mode the content lacks (set mid-scenario) is refused, naming it", () => {
    const r = step(corridor({ moveMode: "sprint" }), { type: "move", who: "you", dir: "e" }, content, { free: true });
    expect(r.refused).to.contain('moveMode "sprint" is no movement_mode');
  });

  it("[REAL-stamina-npc] an NPC walking, running and resting keeps its stamina", () => {
    let w = corridor({ isPlayer: false, stamina: 4000, moveMode: "run" });
    for (let i = 0; i < 3; i++) w = stepEast(w).world;
    expect(w.characters["you"]?.stamina).to.equal(4000);
    expect(w.characters["you"]?.pos.x).to.equal(4);
  });
});
