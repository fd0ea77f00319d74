/**
 * The lists of what the engine evaluates of the math language (engine/content/values/math_support.ts,
 * which the loader's REAL-condition-gap warnings read) against the evaluator (engine/sim/math.ts):
 * every name listed runs without the evaluator giving up, and a name not listed gives up.
 */
import { expect } from "chai";
import { join } from "node:path";
import { parseMath } from "../../engine/content/values/math.js";
import {
  CHARACTER_VALUES,
  MATH_FUNCTIONS,
  mathGaps,
  MONSTER_VALUES,
  TALKER_FUNCTIONS,
} from "../../engine/content/values/math_support.js";
import { runMath } from "../../engine/sim/math.js";
import { EocError, type EocScope } from "../../engine/sim/vars.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { runInSim, testWorld } from "../support/world.js";

const SAMPLE_ARGS: Readonly<Record<string, string>> = {
  value_or: "x, 1",
  has_var: "x",
  distance: "'u', 'npc'",
  time: "",
  val: "'hp'",
  skill: "'melee'",
  effect_intensity: "'x'",
  has_flag: "'X'",
  has_trait: "'X'",
  hp: "",
  hp_max: "",
  pain: "",
  speed: "",
  monsters_nearby: "",
  mon_species_nearby: "'MAMMAL'",
  mon_groups_nearby: "'GROUP_X'",
  vitamin: "'t_vit'",
};

describe("[REAL-condition-gap] the math the loader calls evaluable is what the engine evaluates", () => {
  const content = loadInline([{ type: "vitamin", id: "t_vit", min: -10, max: 10 }], {
    base: [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")],
  }).content;
  const { world } = testWorld(content, {
    rows: ["......"],
    characters: [{ id: "you", pos: { x: 0, y: 0, z: 0 } }],
    monsters: [{ type: "sim_scrap_hound", id: "m", pos: { x: 3, y: 0, z: 0 } }],
  });
  const evaluate = (src: string, scope: EocScope): string | undefined => {
    const p = parseMath(src);
    if (!p.ok) return p.message;
    expect(mathGaps(p.statement), src).to.deep.equal([]);
    return runInSim(world, content, (sim) => {
      try {
        runMath(sim, scope, p.statement);
        return undefined;
      } catch (e) {
        if (e instanceof EocError) return e.message;
        throw e;
      }
    }).value;
  };
  const character: EocScope = { u: "you", npc: "m", context: {} };
  const monster: EocScope = { u: "m", npc: "you", context: {} };

  it("every listed function, talker function and value runs, for a character and a monster", () => {
    for (const f of MATH_FUNCTIONS)
      expect(evaluate(`${f}(${SAMPLE_ARGS[f] ?? "1, 2, 3"})`, character), f).to.equal(undefined);
    for (const f of TALKER_FUNCTIONS)
      for (const scope of [character, monster])
        expect(evaluate(`u_${f}(${SAMPLE_ARGS[f] ?? ""})`, scope), `u_${f} of ${scope.u}`).to.equal(undefined);
    for (const v of [...CHARACTER_VALUES, ...MONSTER_VALUES])
      for (const scope of [character, monster])
        expect(evaluate(`n_val('${v}')`, scope), `n_val('${v}') of ${scope.npc}`).to.equal(undefined);
  });

  it("a name not listed is a gap, and the evaluator gives up on it", () => {
    const p = parseMath("u_calories() + frobnicate(2) + u_val('mana')");
    if (!p.ok) throw new Error(p.message);
    expect(mathGaps(p.statement).sort()).to.deep.equal(["frobnicate()", "u_calories()", "u_val('mana')"]);
    expect(evaluate("1", character)).to.equal(undefined);
    const r = runInSim(world, content, (sim) => {
      try {
        runMath(sim, character, p.statement);
        return "ran";
      } catch (e) {
        return e instanceof EocError ? "gave up" : "crashed";
      }
    });
    expect(r.value).to.equal("gave up");
  });
});
