/**
 * Damage kept apart by type from the attack to the wound (issue 15, "damage types"). IDs
 * introduced here (the real game's damage model, REAL):
 *   REAL-damage-types   each unit meets the target's resistance to its own type (a monster's
 *                       `armor`, or the type its damage_type derives from), less armour penetration,
 *                       times the armour multiplier; `no_resist` types ignore armour; immunity flags
 *                       stop a type entirely; one `damaged` event per type
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { dealDamage, unit } from "../../engine/mechanics/damage.js";
import { plainMelee } from "../../engine/rules/monsters/plain_melee.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { P, run, world } from "../rules/monsters/support.js";

const TYPES = [
  { type: "damage_type", id: "bash", physical: true },
  { type: "damage_type", id: "cut", physical: true, edged: true },
  { type: "damage_type", id: "stab", physical: true, derived_from: ["cut", 0.8] },
  { type: "damage_type", id: "acid", derived_from: ["cut", 0.5], immune_flags: { monster: ["ACIDPROOF"] } },
  { type: "damage_type", id: "pure", no_resist: true },
];

function content(): Content {
  const r = loadInline(
    {
      "types.json": TYPES,
      "monsters.json": [
        { type: "MONSTER", flags: ["SEES"], id: "t_tank", name: "tank", hp: 100, armor: { bash: 5, cut: 10 } },
        { type: "MONSTER", id: "t_proof", name: "proof", hp: 100, flags: ["SEES", "ACIDPROOF"] },
        {
          type: "MONSTER",
          flags: ["SEES"],
          id: "t_mixed",
          name: "mixed",
          hp: 100,
          melee_skill: 20,
          melee_dice: 1,
          melee_dice_sides: 1,
          melee_damage: [{ damage_type: "cut", amount: 4 }],
        },
      ],
    },
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

describe("damage by type", () => {
  const c = content();
  const w = world(c, {
    monsters: [
      { type: "t_tank", pos: P(4, 2), id: "tank" },
      { type: "t_proof", pos: P(5, 2), id: "proof" },
      { type: "t_mixed", pos: P(3, 2), id: "mixed" },
    ],
  });

  it("[REAL-damage-types] a monster's armour stops each type by its own value; stab and acid derive from cut", () => {
    const r = run(w, c, (sim) => [
      dealDamage(sim, "tank", undefined, [unit("bash", 8)], "x").total,
      dealDamage(sim, "tank", undefined, [unit("cut", 8)], "x").total,
      dealDamage(sim, "tank", undefined, [unit("stab", 12)], "x").total,
      dealDamage(sim, "tank", undefined, [unit("acid", 12)], "x").total,
      dealDamage(sim, "tank", undefined, [unit("pure", 6)], "x").total,
    ]);
    // bash 8 − 5; cut 8 − 10 → 0; stab 12 − 10 × 0.8; acid 12 − 10 × 0.5; pure ignores armour.
    expect(r.value).to.deep.equal([3, 0, 4, 7, 6]);
    expect(r.world.monsters["tank"]?.hp).to.equal(100 - 3 - 4 - 7 - 6);
  });

  it("[REAL-damage-types] armour penetration and the armour multiplier change what armour stops", () => {
    const r = run(w, c, (sim) => [
      dealDamage(sim, "tank", undefined, [{ ...unit("cut", 12), armorPenetration: 6 }], "x").total,
      dealDamage(sim, "tank", undefined, [{ ...unit("cut", 12), armorMultiplier: 0.5 }], "x").total,
      dealDamage(sim, "tank", undefined, [{ ...unit("cut", 6), damageMultiplier: 3 }], "x").total,
    ]);
    // The multiplier scales what armour leaves (src/creature.cpp deal_damage): 6 − 10 leaves nothing to triple.
    expect(r.value).to.deep.equal([12 - 4, 12 - 5, 0]);
  });

  it("[REAL-damage-types] an immunity flag stops the type entirely", () => {
    const r = run(w, c, (sim) => dealDamage(sim, "proof", undefined, [unit("acid", 20), unit("bash", 2)], "x"));
    expect(r.value.total).to.equal(2);
    expect(r.value.parts.map((p) => [p.damageType, p.dealt, p.stopped])).to.deep.equal([
      ["acid", 0, 20],
      ["bash", 2, 0],
    ]);
  });

  it("[REAL-damage-types][D3-F-damage_max_instance] a monster's bash dice and its cut melee_damage arrive as two types", () => {
    const r = run(w, c, (sim) => plainMelee(sim, "mixed", "you"));
    const damaged = r.events.filter((e) => e.type === "damaged");
    expect(damaged.map((e) => (e as { damageType: string }).damageType)).to.deep.equal(["bash", "cut"]);
    expect(damaged.map((e) => (e as { amount: number }).amount)).to.deep.equal([1, 4]);
  });
});
