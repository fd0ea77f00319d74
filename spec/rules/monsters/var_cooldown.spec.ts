/**
 * Variable numbers as the game reads them (its dbl_or_var): a special attack's `cooldown` may be a
 * `{"math": [...]}` expression, a variable (`{"global_val": "x", "default": 3}`) or `[min, max]`,
 * evaluated each time the cooldown restarts. ID introduced here (behaviour of the real game, REAL):
 *   REAL-varnum   variable numbers load, are refused with a located error when malformed, and are
 *                 evaluated at run time with the world's PRNG and variables
 */
import { expect } from "chai";
import { produce } from "immer";
import { loadInline } from "../../support/load.js";
import { dispatch, load, monster, P, world } from "./support.js";

const slam = (cooldown: unknown): Record<string, unknown> => ({
  type: "monster_attack",
  attack_type: "melee",
  id: "t_slam",
  cooldown,
  damage_max_instance: [{ damage_type: "bash", amount: 1 }],
});

/** The turn the attack is ready again after one use, `n` times from fresh copies reseeded each time. */
function readyAfterUse(content: ReturnType<typeof load>, n: number, vars: Record<string, number> = {}): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const w = produce(world(content, { seed: `s${i}`, monsters: [{ type: "t_m", pos: P(3, 2), id: "m" }] }), (d) => {
      Object.assign(d.vars, vars);
    });
    const r = dispatch(w, content, "m");
    out.push(r.world.monsters["m"]?.readyAt["t_slam"] ?? -1);
  }
  return out;
}

describe("variable numbers (a special attack's cooldown)", () => {
  it('[REAL-varnum][D1-cooldown] {"math": ["12 + rand(24)"]}: each restart draws 12..36 turns from the PRNG, the same for the same seed', () => {
    const c = load([slam({ math: ["12 + rand(24)"] }), monster("t_m", [{ id: "t_slam" }])]);
    const turns = readyAfterUse(c, 60);
    expect(
      turns.every((t) => Number.isInteger(t) && t >= 12 && t <= 36),
      String(turns),
    ).to.equal(true);
    expect(new Set(turns).size).to.be.greaterThan(10);
    expect(readyAfterUse(c, 60)).to.deep.equal(turns);
  });

  it("[REAL-varnum][D1-cooldown] a global_val cooldown follows the variable, and its default when unset", () => {
    const c = load([slam({ global_val: "hulk_cd", default: 3 }), monster("t_m", [{ id: "t_slam" }])]);
    expect(readyAfterUse(c, 1)).to.deep.equal([3]);
    expect(readyAfterUse(c, 1, { hulk_cd: 8 })).to.deep.equal([8]);
  });

  it("[REAL-varnum][D1-cooldown] [min, max] gives a value between them; a plain number is unchanged", () => {
    const c = load([slam([4, 6]), monster("t_m", [{ id: "t_slam" }])]);
    const turns = readyAfterUse(c, 40);
    expect(turns.every((t) => t >= 4 && t <= 6)).to.equal(true);
    expect(new Set(turns).size).to.be.greaterThan(1);
    const plain = load([slam(7), monster("t_m", [{ id: "t_slam" }])]);
    expect(readyAfterUse(plain, 3)).to.deep.equal([7, 7, 7]);
  });

  it("[REAL-varnum] a cooldown whose math uses a function the engine does not model gives 0 and a runtime error", () => {
    const c = load([slam({ math: ["u_calories()"] }), monster("t_m", [{ id: "t_slam" }])]);
    const w = world(c, { monsters: [{ type: "t_m", pos: P(3, 2), id: "m" }] });
    const r = dispatch(w, c, "m");
    expect(r.world.monsters["m"]?.readyAt["t_slam"]).to.equal(0);
    const errors = r.events.filter((e) => e.type === "runtime_error");
    expect(errors.map((e) => (e as { text: string }).text).join()).to.contain("u_calories()");
  });

  it("[REAL-varnum][E-0] malformed variable numbers are load errors naming the object and the member", () => {
    for (const bad of [{ math: ["1 +"] }, { math: "1 + 1" }, { global_val: 3 }, { other: 1 }, -1]) {
      const r = loadInline([slam(bad)]);
      const errors = r.errors();
      expect(errors, JSON.stringify(bad)).to.have.length(1);
      expect(errors[0]?.id).to.equal("t_slam");
      expect(errors[0]?.path).to.equal("$[0].cooldown");
    }
  });
});
