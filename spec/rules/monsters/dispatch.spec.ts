// covers: D1-cooldown, D1-key, D1-byid, D1-old-ids, S-7, X-31, D3-F-condition, D3-condition-flags, D6-spell-F-condition, D6-leap-F-condition
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { spawnMonster } from "../../../engine/sim/spawn.js";
import { tick } from "../../../engine/step/step.js";
import type { World } from "../../../engine/world/types.js";
import { count, dispatch, load, monster, P, run, use, world } from "./support.js";

const SURE = { dodgeable: false, blockable: false, damage_max_instance: [{ damage_type: "bash", amount: 2 }] };

describe("monster special attacks: dispatch, cooldowns and conditions (D1)", function () {
  this.timeout(30000);
  let c: Content;
  before(() => {
    c = load([
      { type: "monster_attack", id: "t_def", attack_type: "melee", cooldown: 10, move_cost: 120, ...SURE },
      monster("t_cd3", [{ type: "melee", id: "slap", cooldown: 3, ...SURE }]),
      monster("t_order", [
        { type: "melee", id: "zz_last", cooldown: 5, move_cost: 10, ...SURE },
        { type: "melee", id: "aa_first", cooldown: 5, move_cost: 10, ...SURE },
        { type: "melee", id: "mm_far", cooldown: 5, range: 1, no_adjacent: true, ...SURE },
      ]),
      monster(
        "t_byid",
        [
          { id: "t_def", cooldown: 5 },
          { id: "t_def", ...{} },
        ].slice(0, 1),
      ),
      monster("t_byid2", [{ id: "t_def" }]),
      monster(
        "t_cond",
        [
          { type: "melee", id: "if_effect", cooldown: 1, condition: { u_has_effect: "t_mark" }, ...SURE },
          { type: "melee", id: "if_flag", cooldown: 1, condition: { u_has_flag: "T_FLAG" }, ...SURE },
          {
            type: "melee",
            id: "if_npc_flag",
            cooldown: 1,
            condition: { and: [{ npc_has_flag: "GRAB" }, { not: { npc_has_trait: "NOPE" } }] },
            ...SURE,
          },
          { type: "melee", id: "weird", cooldown: 1, condition: { u_has_mystery: "x" }, ...SURE },
        ],
        { flags: ["T_FLAG"] },
      ),
      monster("t_hard", [
        ["NONE", 2],
        ["GRAZE", 2],
      ]),
      monster("t_spawn", [{ type: "melee", id: "s", cooldown: 3, ...SURE }]),
    ]);
  });

  const at = (w: World, turn: number): World => ({ ...w, turn });

  it("[D1-cooldown][S-7] cooldown 3: used at turn 0, unusable at turns 1-2, usable again at turn 3", () => {
    let w = world(c, { monsters: [{ type: "t_cd3", id: "m", pos: P(3, 2) }] });
    const used: number[] = [];
    for (let t = 0; t <= 4; t++) {
      const r = dispatch(at(w, t), c, "m");
      if (count(r.events, (e) => e.type === "attack" && e.attack === "slap") > 0) used.push(t);
      w = { ...r.world, turn: 0 };
    }
    expect(used).to.deep.equal([0, 3]);
  });

  it("[D1-cooldown][X-31] at spawn each attack waits rng(0, cooldown): over seeds every value 0-3 occurs, nothing else", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const w = world(c, { seed: `sp${i}` });
      const r = run({ ...w, seed: `sp${i}` }, c, (sim) => {
        sim.world.rng = { ...sim.world.rng };
        return spawnMonster(sim, "t_spawn", P(5, 3), { id: "x" });
      });
      seen.add(r.world.monsters["x"]?.readyAt["s"] ?? -1);
    }
    expect([...seen].sort()).to.deep.equal([0, 1, 2, 3]);
  });

  it("[D1-key] attacks are tried in key order; one whose preconditions fail stays ready and the next is tried", () => {
    const w = world(c, { monsters: [{ type: "t_order", id: "m", pos: P(3, 2) }] });
    const r = dispatch(w, c, "m");
    const order = r.events.filter((e) => e.type === "attack").map((e) => (e.type === "attack" ? e.attack : ""));
    expect(order).to.deep.equal(["aa_first", "zz_last"]);
    const m = r.world.monsters["m"];
    expect(m?.readyAt["aa_first"]).to.equal(5);
    expect(m?.readyAt["mm_far"], "not performed: still ready").to.equal(undefined);
    expect(m?.moves).to.equal(-20);
  });

  it("[D1-byid] a by-id entry keeps the definition's move_cost 120; {id, cooldown: 5} gives cooldown 5, {id} alone 10", () => {
    const w = world(c, {
      monsters: [
        { type: "t_byid", id: "a", pos: P(3, 2) },
        { type: "t_byid2", id: "b", pos: P(1, 2) },
      ],
    });
    const r1 = dispatch(w, c, "a");
    expect(r1.world.monsters["a"]?.readyAt["t_def"]).to.equal(5);
    expect(r1.world.monsters["a"]?.moves).to.equal(-120);
    const r2 = dispatch(w, c, "b");
    expect(r2.world.monsters["b"]?.readyAt["t_def"]).to.equal(10);
  });

  it("[D3-F-condition][D3-condition-flags] conditions see u = the monster and npc = the target; a monster's own type flags do not count", () => {
    const w = world(c, { monsters: [{ type: "t_cond", id: "m", pos: P(3, 2) }] });
    expect(use(w, c, "m", "if_effect").value, "no effect: false").to.equal(false);
    const marked = run(w, c, (sim) =>
      sim.world.monsters["m"]?.effects.push({ id: "t_mark", intensity: 1, duration: 5 }),
    ).world;
    expect(use(marked, c, "m", "if_effect").value).to.equal(true);
    expect(use(w, c, "m", "if_flag").value, "a type flag is not an effect flag").to.equal(false);
    const flagged = run(w, c, (sim) =>
      sim.world.monsters["m"]?.effects.push({ id: "t_flagged", intensity: 1, duration: 5 }),
    ).world;
    expect(use(flagged, c, "m", "if_flag").value, "an effect with the flag").to.equal(true);
    expect(use(w, c, "m", "if_npc_flag").value).to.equal(false);
    const held = run(w, c, (sim) =>
      sim.world.characters["you"]?.effects.push({ id: "grabbed", bodyPart: "torso", intensity: 1, duration: 5 }),
    ).world;
    expect(use(held, c, "m", "if_npc_flag").value).to.equal(true);
  });

  it("[D3-F-condition] an unsupported condition form is false and reported once as a runtime_error", () => {
    let w = world(c, { monsters: [{ type: "t_cond", id: "m", pos: P(3, 2) }] });
    const r = use(w, c, "m", "weird");
    expect(r.value).to.equal(false);
    expect(count(r.events, (e) => e.type === "runtime_error")).to.equal(1);
    w = r.world;
    expect(
      count(use(w, c, "m", "weird").events, (e) => e.type === "runtime_error"),
      "only once",
    ).to.equal(0);
  });

  it("[D1-old-ids][D2-R3] NONE is performed (cooldown restarts, no moves); an id the engine does not implement (GRAZE) is not", () => {
    const w = world(c, { monsters: [{ type: "t_hard", id: "m", pos: P(3, 2) }] });
    const r = dispatch(w, c, "m");
    expect(r.world.monsters["m"]?.readyAt["NONE"]).to.equal(2);
    expect(r.world.monsters["m"]?.readyAt["GRAZE"]).to.equal(undefined);
    expect(r.value, "no moves spent: the monster goes on").to.equal(false);
  });

  it("[D1-cooldown] several attacks may fire in one turn inside the normal tick", () => {
    const w = world(c, { monsters: [{ type: "t_order", id: "m", pos: P(3, 2) }] });
    const r = tick(w, c, 1);
    expect(count(r.events, (e) => e.type === "attack" && e.attacker === "m" && e.attack !== "melee")).to.equal(2);
  });
});
