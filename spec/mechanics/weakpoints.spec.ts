/**
 * Weak points on small content of our own (engine/mechanics/fight/weakpoints.ts): inheritance of
 * `weakpoint_sets` and `weakpoints` through copy-from, `extend` and `delete`, and the damage maps'
 * `all` / `physical` / type keys. The real data's checks and the IDs are in
 * spec/conformance/monster_weakpoints.spec.ts (REAL-weakpoints, REAL-weakpoint-armor,
 * REAL-weakpoint-pick).
 *
 * IDs introduced here:
 *   REAL-weakpoint-condition  a weak point's `condition` is tested by the EOC interpreter with the
 *                             attacker as u and the monster as npc (weakpoint::hit_chance); a form
 *                             the interpreter does not model is a load warning and leaves the point
 *                             unmet, told once by a runtime_error
 */
import { expect } from "chai";
import { dealDamage, unit } from "../../engine/mechanics/damage.js";
import { hitChance, mapValue, weakpointsOf } from "../../engine/mechanics/fight/weakpoints.js";
import { loadInline } from "../support/load.js";
import type { Weakpoint } from "../../engine/content/kinds/monsters/weakpoints.js";
import { runInSim, testWorld } from "../support/world.js";
import type { Content } from "../../engine/content/load.js";
import type { World } from "../../engine/world/types.js";

const CONTENT = [
  { type: "damage_type", id: "bash", physical: true },
  { type: "damage_type", id: "heat", physical: false },
  {
    type: "weakpoint_set",
    id: "wps_a",
    weakpoints: [
      { id: "big", name: "the big part", coverage: 50 },
      { id: "small", name: "the small part", coverage: 10, armor_mult: { all: 0.5, physical: 0 } },
    ],
  },
  {
    type: "weakpoint_set",
    id: "wps_b",
    weakpoints: [{ id: "small", name: "the other small part", coverage: 20, armor_mult: { bash: 2 } }],
  },
  {
    type: "MONSTER",
    id: "mon_parent",
    name: "parent",
    hp: 100,
    armor: { bash: 10, heat: 10 },
    weakpoint_sets: ["wps_a"],
  },
  {
    type: "MONSTER",
    id: "mon_child",
    "copy-from": "mon_parent",
    name: "child",
    extend: { weakpoint_sets: ["wps_b"], weakpoints: [{ name: "tail", coverage: 5 }] },
    delete: { weakpoints: [{ id: "big" }] },
  },
  { type: "MONSTER", id: "mon_grandchild", "copy-from": "mon_child", name: "grandchild" },
  {
    type: "MONSTER",
    id: "mon_bad",
    name: "bad",
    hp: 100,
    weakpoints: [
      { id: "plate", coverage: 50, is_good: false, difficulty: { all: 0 } },
      { coverage: 30, name: "" },
    ],
  },
];

/** A corridor with you at (1, 1) and the monster `type` ("m") next to you at (2, 1). */
const youBeside = (c: Content, seed: string, type: string): World =>
  testWorld(c, {
    rows: ["#####", "#...#", "#####"],
    seed,
    characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 } }],
    monsters: [{ type, id: "m", pos: { x: 2, y: 1, z: 0 } }],
  }).world;

describe("weak points on our own content", () => {
  const loaded = loadInline(CONTENT);
  const c = loaded.content;
  const w = youBeside(c, "wp", "mon_child");

  it("[REAL-weakpoints] a child keeps its parent's sets, extends them and its points, and deletes by id", () => {
    expect(
      loaded.errors(),
      loaded
        .errors()
        .map((p) => p.message)
        .join("\n"),
    ).to.deep.equal([]);
    const r = runInSim(w, c, (sim) => {
      const ids = (id: string) =>
        weakpointsOf(sim, sim.content.monster.get(id) as never).map((p) => `${p.id}:${p.name}`);
      return {
        parent: ids("mon_parent"),
        child: ids("mon_child"),
        grandchild: ids("mon_grandchild"),
        bad: ids("mon_bad"),
      };
    });
    // wps_a sorted by coverage: small (10), big (50); wps_b's small replaces it in place; the
    // child's own tail (its id is its name) appends; `delete` takes big out.
    expect(r.value.parent).to.deep.equal(["small:the small part", "big:the big part"]);
    expect(r.value.child).to.deep.equal(["small:the other small part", "tail:tail"]);
    // The deletion passes on to a copy-from child (simplified: the game forgets it there).
    expect(r.value.grandchild).to.deep.equal(r.value.child);
    // A point without id or name is the set's default, which a monster never carries.
    expect(r.value.bad).to.deep.equal(["plate:"]);
  });

  it("[REAL-weakpoint-armor] damage maps: a type's own value, else physical or non_physical, else all", () => {
    const r = runInSim(w, c, (sim) => {
      const map = { all: 0.5, physical: 0 };
      return [mapValue(sim, map, "bash", 1), mapValue(sim, map, "heat", 1), mapValue(sim, { bash: 2 }, "heat", 1)];
    });
    expect(r.value).to.deep.equal([0, 0.5, 1]);
  });

  it("[REAL-weakpoint-pick] a bad weak point's chance falls with skill, never below a tenth of its coverage", () => {
    const r = runInSim(w, c, (sim) => {
      const plate = weakpointsOf(sim, sim.content.monster.get("mon_bad") as never)[0];
      if (!plate) throw new Error("no plate");
      // max(0.1, P(normal(skill, 2) < max(0 + 10, 10))) × 50: skill 10 → 0.5 × 50 = 25; skill 0 →
      // Φ(5) × 50 ≈ 50; skill 20 → the floor, 0.1 × 50 = 5.
      return [0, 10, 20].map((s) => Math.round(hitChance(sim, plate, "bash", s, "you", "m") * 100) / 100);
    });
    expect(r.value).to.deep.equal([50, 25, 5]);
  });

  it("[REAL-weakpoint-armor] a hit on the child's small part meets twice its bash armour", () => {
    // wps_b's small: armor_mult bash 2: 30 bash − 2 × 10 = 10. Other hits: big is deleted, the
    // tail has no multiplier (30 − 10 = 20), no weak point 20.
    const r = runInSim(w, c, (sim) => {
      const seen = new Map<number, number>();
      for (let i = 0; i < 200; i++) {
        const m = sim.world.monsters["m"];
        if (m) m.hp = 1000;
        const dealt = dealDamage(sim, "m", undefined, [unit("bash", 30)], "you", "melee").total;
        seen.set(dealt, (seen.get(dealt) ?? 0) + 1);
      }
      return [...seen.keys()].sort((a, b) => a - b);
    });
    expect(r.value).to.deep.equal([10, 20]);
  });

  describe("conditions", () => {
    const COND = [
      { type: "damage_type", id: "bash", physical: true },
      { type: "effect_type", id: "stunned", name: ["Stunned"] },
      { type: "effect_type", id: "downed", name: ["Downed"], max_intensity: 3 },
      {
        type: "MONSTER",
        id: "mon_cond",
        name: "conditional",
        hp: 100,
        weakpoints: [
          { id: "stunned_eye", coverage: 10, condition: { npc_has_effect: "stunned" } },
          { id: "any", coverage: 10, condition: { npc_has_any_effect: ["downed", "stunned"] } },
          { id: "hard_down", coverage: 10, condition: { npc_has_effect: "downed", intensity: 2 } },
          { id: "not_stunned", coverage: 10, condition: { not: { npc_has_effect: "stunned" } } },
          { id: "trait", coverage: 10, condition: { u_has_trait: "KEEN" } },
          { id: "either", coverage: 10, condition: { or: [{ u_has_trait: "KEEN" }, { one_in_chance: 1 }] } },
          { id: "odd", coverage: 10, condition: { u_has_wielded_with_flag: "SPEAR" } },
        ],
      },
    ];
    const ld = loadInline(COND);
    const cc = ld.content;
    const world = youBeside(cc, "wp-cond", "mon_cond");

    /** The points with a chance above 0 against a bash of skill 10, after `setup`. */
    function open(setup: (sim: Parameters<Parameters<typeof runInSim>[2]>[0]) => void) {
      return runInSim(world, cc, (sim) => {
        setup(sim);
        const list = weakpointsOf(sim, sim.content.monster.get("mon_cond") as never) as Weakpoint[];
        return list.filter((p) => hitChance(sim, p, "bash", 10, "you", "m") > 0).map((p) => p.id);
      });
    }

    it("[REAL-weakpoint-condition] npc_has_effect, npc_has_any_effect with intensity, not, u_has_trait and or follow the monster's effects and the attacker's traits", () => {
      const plain = open(() => {});
      expect(plain.value).to.have.members(["not_stunned", "either"]);
      const stunned = open((sim) => {
        sim.world.monsters["m"]?.effects.push({ id: "stunned", duration: 5, intensity: 1 } as never);
      });
      expect(stunned.value).to.have.members(["stunned_eye", "any", "either"]);
      const down1 = open((sim) => {
        sim.world.monsters["m"]?.effects.push({ id: "downed", duration: 5, intensity: 1 } as never);
      });
      expect(down1.value).to.have.members(["any", "not_stunned", "either"]);
      const down2 = open((sim) => {
        sim.world.monsters["m"]?.effects.push({ id: "downed", duration: 5, intensity: 2 } as never);
        sim.world.characters["you"]?.traits.push("KEEN");
      });
      expect(down2.value).to.have.members(["any", "hard_down", "not_stunned", "trait", "either"]);
    });

    it("[REAL-weakpoint-condition][EOC-form] a form the interpreter does not model is a load warning naming the weak point, and the point is never found", () => {
      const warned = ld.warnings().filter((p) => /u_has_wielded_with_flag/.test(p.message));
      expect(
        warned.length,
        ld
          .warnings()
          .map((p) => p.message)
          .join("\n"),
      ).to.equal(1);
      expect(warned[0]?.path).to.match(/\.weakpoints\[6\]\.condition/);
      const r = open(() => {});
      expect(r.value).to.not.include("odd");
      const errors = r.events.filter((e) => e.type === "runtime_error" && /u_has_wielded_with_flag/.test(e.text));
      expect(errors.length, "told once").to.equal(1);
    });
  });
});
