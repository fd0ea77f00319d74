// Monster special attacks (spec section D): every load rule and default of D1-D6, with accept and
// reject cases, plus monsters (G-15), spells and speech lines.
import { constantOf } from "../../engine/content/values/var_number.js";
import { expect } from "chai";
import { join } from "node:path";
import { loadContent } from "../../engine/content/load.js";
import { resolveAttacks, type Monster, type ResolvedAttack } from "../../engine/content/kinds/monster.js";
import type { AttackData, JsonAttack } from "../../engine/content/kinds/monster_attack.js";
import { attackDefinition } from "../../engine/content/kinds/monster_attack.js";
import { D2_IDS, REAL_EXTRA_IDS } from "../../engine/content/kinds/monsters/hardcoded_ids.js";
import { loadInline, PROJECT_ROOT, show, type Loaded } from "../support/load.js";
import { ABSORB_DEFAULTS } from "../support/monsters.js";

type Obj = Record<string, unknown>;

const mon = (id: string, extra: Obj = {}): Obj => ({ type: "MONSTER", id, name: { str: id }, hp: 10, ...extra });
const withAttacks = (attacks: unknown[], extra: Obj = {}): Obj =>
  mon("spec_mon", { special_attacks: attacks, ...extra });
const def = (id: string, extra: Obj = {}): Obj => ({ type: "monster_attack", id, attack_type: "melee", ...extra });

const clean = (r: Loaded): void => {
  expect(r.problems, show(r.problems)).to.have.length(0);
};
const monster = (r: Loaded, id = "spec_mon"): Monster => {
  const m = r.content.monster.get(id);
  expect(m, `monster ${id}; ${show(r.problems)}`).to.not.equal(undefined);
  return m as Monster;
};
const resolved = (r: Loaded, id = "spec_mon"): readonly ResolvedAttack[] => resolveAttacks(monster(r, id), r.content);
const attack = (r: Loaded, key: string, id = "spec_mon"): AttackData => {
  const a = resolved(r, id).find((x) => x.key === key);
  expect(a, `attack ${key}; ${show(r.problems)}`).to.not.equal(undefined);
  return (a as ResolvedAttack).attack;
};
function as<K extends AttackData["kind"]>(a: AttackData, kind: K): Extract<AttackData, { kind: K }> {
  expect(a.kind).to.equal(kind);
  return a as Extract<AttackData, { kind: K }>;
}
const definition = (r: Loaded, id: string): JsonAttack => {
  const d = attackDefinition(r.content, id);
  expect(d, `definition ${id}; ${show(r.problems)}`).to.not.equal(undefined);
  return d as JsonAttack;
};

describe("monsters (G-15)", () => {
  it("[G-15] accepts a minimal monster", () => {
    const r = loadInline([{ type: "MONSTER", id: "spec_min", hp: 5 }]);
    clean(r);
    expect(monster(r, "spec_min").hp).to.equal(5);
    expect(monster(r, "spec_min").grabStrength).to.equal(1);
  });
  it("[G-15] accepts a translation-object name and unit-string weight and volume", () => {
    const r = loadInline([
      mon("spec_m", { name: { str: "hound", str_pl: "hounds" }, weight: "40750 g", volume: "150 L" }),
    ]);
    clean(r);
    const m = monster(r, "spec_m");
    expect(m.name).to.equal("hound");
    expect(m.weight).to.equal(40750);
    expect(m.volume).to.equal(150000);
  });
  it("[G-15][X-42] a monster without hp loads with a warning (the game loads it, by Precedence (c)) and has 1 hp", () => {
    const r = loadInline([{ type: "MONSTER", id: "spec_nohp" }]);
    expect(r.errors()).to.deep.equal([]);
    expect(r.warnings("X-42").map((p) => p.id)).to.deep.equal(["spec_nohp"]);
    expect(r.content.monster.get("spec_nohp")?.hp).to.equal(1);
  });
  it("[G-6] accepts the real member vocabulary silently and warns about a misspelt member", () => {
    const ok = loadInline([
      mon("spec_m", { harvest: "x", families: [], weakpoint_sets: [], path_settings: {}, upgrades: false }),
    ]);
    clean(ok);
    const bad = loadInline([mon("spec_m", { specail_attacks: [] })]);
    expect(bad.warnings("G-6")).to.have.length(1);
    expect(bad.errors()).to.have.length(0);
  });
  it("[G-17] truncates stats made fractional by proportional, like the real loader", () => {
    const r = loadInline([
      mon("spec_p", { melee_dice_sides: 5 }),
      { type: "MONSTER", id: "spec_c", "copy-from": "spec_p", proportional: { melee_dice_sides: 1.25 } },
    ]);
    clean(r);
    expect(monster(r, "spec_c").meleeDiceSides).to.equal(6);
  });
});

describe("special_attacks forms (D1)", () => {
  it("[D1-F-special_attacks][D1-old-discouraged] accepts a mixed array of old-style, inline and by-id entries", () => {
    const r = loadInline([
      def("spec_claw"),
      withAttacks([["SHRIEK", 10], { type: "leap", cooldown: 5, max_range: 3, min_range: 1 }, { id: "spec_claw" }]),
    ]);
    clean(r);
    expect(resolved(r).map((a) => a.key)).to.deep.equal(["SHRIEK", "leap", "spec_claw"]);
  });
  it("[D1-F-special_attacks] rejects a special_attacks that is not an array, and a bare-number entry", () => {
    expect(loadInline([withAttacks({} as unknown as unknown[])]).errors("D1-F-special_attacks")).to.have.length(1);
    expect(loadInline([withAttacks([5])]).errors("D1-F-special_attacks")).to.have.length(1);
  });
  it('[D1-old] rejects ["BOOMER"] and [5, "x"]', () => {
    const r = loadInline([withAttacks([["BOOMER"], [5, "x"]])]);
    expect(r.errors("D1-old")).to.have.length(2);
  });
  it("[D1-old-ids][D2-R3] accepts SHRIEK, GRAZE (with a warning) and a monster_attack id old-style", () => {
    const r = loadInline([
      def("spec_scratch", { cooldown: 9, move_cost: 130 }),
      withAttacks([
        ["SHRIEK", 10],
        ["GRAZE", 10],
        ["spec_scratch", 5],
      ]),
    ]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("D2-R3")).to.have.length(1);
    const scratch = as(attack(r, "spec_scratch"), "melee");
    expect(scratch.cooldown).to.deep.equal({ kind: "const", value: 5 });
    expect(scratch.moveCost).to.equal(130);
    expect(as(attack(r, "SHRIEK"), "hardcoded")).to.deep.include({
      id: "SHRIEK",
      cooldown: { kind: "const", value: 10 },
      implemented: true,
    });
  });
  it("[D1-old-ids] accepts an unknown UPPER_SNAKE_CASE id with a warning and rejects an unknown lower-case id [G-4]", () => {
    const upper = loadInline([withAttacks([["NOPE", 1]])]);
    expect(upper.errors()).to.have.length(0);
    expect(upper.warnings("D1-old-ids")).to.have.length(1);
    expect(as(attack(upper, "NOPE"), "hardcoded").implemented).to.equal(false);
    const lower = loadInline([withAttacks([["nope_attack", 1]])]);
    expect(lower.errors("G-4")).to.have.length(1);
    expect(lower.errors("G-4")[0]?.path).to.match(/special_attacks\[0\]/);
  });
  it("[D2-R2][D2-R1] accepts each of the 91 D2 ids old-style without any problem", () => {
    expect(D2_IDS).to.have.length(91);
    const r = loadInline([withAttacks(D2_IDS.map((id) => [id, 5]))]);
    clean(r);
    expect(resolved(r)).to.have.length(91);
  });
  it("[D2-R3] accepts GRAZE and BROWSE with one warning each; every real extra id is inert", () => {
    const r = loadInline([
      withAttacks([
        ["GRAZE", 10],
        ["BROWSE", 20],
      ]),
    ]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("D2-R3")).to.have.length(2);
    const all = loadInline([withAttacks(REAL_EXTRA_IDS.map((id) => [id, 1]))]);
    expect(resolved(all).every((a) => a.attack.kind === "hardcoded" && !a.attack.implemented)).to.equal(true);
  });
  it("[D1-inline] accepts an inline leap", () => {
    const r = loadInline([withAttacks([{ type: "leap", cooldown: 5, max_range: 3, min_range: 1 }])]);
    clean(r);
    const leap = as(attack(r, "leap"), "leap");
    expect(leap).to.include({ maxRange: 3, minRange: 1 });
    expect(leap.cooldown).to.deep.equal({ kind: "const", value: 5 });
  });
  it("[D1-byid][D3-R-id] a by-id entry overrides only what it lists; an omitted cooldown keeps the definition's", () => {
    const r = loadInline([
      def("spec_slam", { cooldown: 10, move_cost: 120 }),
      withAttacks([{ id: "spec_slam", cooldown: 5 }]),
      mon("spec_other", { special_attacks: [{ id: "spec_slam" }] }),
    ]);
    clean(r);
    expect(as(attack(r, "spec_slam"), "melee")).to.include({ moveCost: 120 });
    expect(as(attack(r, "spec_slam"), "melee").cooldown).to.deep.equal({ kind: "const", value: 5 });
    expect(as(attack(r, "spec_slam", "spec_other"), "melee")).to.deep.include({
      cooldown: { kind: "const", value: 10 },
      moveCost: 120,
    });
  });
  it("[D1-byid][D2-R1] accepts a by-id hardcoded attack; other members on it are ignored with a warning", () => {
    const ok = loadInline([withAttacks([{ id: "PARROT", cooldown: 4 }])]);
    clean(ok);
    expect(as(attack(ok, "PARROT"), "hardcoded").cooldown).to.deep.equal({ kind: "const", value: 4 });
    const extra = loadInline([withAttacks([{ id: "HOWL", cooldown: 4, move_cost: 50 }])]);
    expect(extra.errors()).to.have.length(0);
    expect(extra.warnings("D2-R1")).to.have.length(1);
  });
  it("[D1-byid][G-6] warns about an override member the referenced kind does not have", () => {
    const r = loadInline([def("spec_slam"), withAttacks([{ id: "spec_slam", max_range: 4 }])]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("G-6")).to.have.length(1);
  });
  it("[D1-byid][D3-mul] reports a bad override member in check, with the entry's path", () => {
    const r = loadInline([def("spec_slam"), withAttacks([{ id: "spec_slam", min_mul: "x" }])]);
    expect(r.errors("D3-F-min_mul")[0]?.path).to.match(/special_attacks\[0\]\.min_mul$/);
  });
  it("[D1-kind] rejects {}, {id: missing} [G-4] and {type: leap, attack_type: bite}", () => {
    expect(loadInline([withAttacks([{}])]).errors("D1-kind")).to.have.length(1);
    expect(loadInline([withAttacks([{ id: "missing" }])]).errors("G-4")).to.have.length(1);
    expect(
      loadInline([withAttacks([{ type: "leap", attack_type: "bite", max_range: 2 }])]).errors("D1-kind"),
    ).to.have.length(1);
  });
  it("[D1-kind][D1-types] accepts {type: monster_attack, attack_type: melee, id} inline and {type: bite, id}", () => {
    const r = loadInline([
      withAttacks([
        { type: "monster_attack", attack_type: "melee", id: "spec_inline", cooldown: 3 },
        { type: "bite", id: "spec_nip" },
      ]),
    ]);
    clean(r);
    expect(as(attack(r, "spec_inline"), "melee").cooldown).to.deep.equal({ kind: "const", value: 3 });
    expect(attack(r, "spec_nip").kind).to.equal("bite");
  });
  it("[D1-types] rejects an unknown kind {type: laser}", () => {
    expect(loadInline([withAttacks([{ type: "laser" }])]).errors("D1-types")).to.have.length(1);
  });
  it("[D1-key][D3-bite-multi] two bites without ids keep one (the later) with a warning; with ids both stay", () => {
    const r = loadInline([
      withAttacks([
        { type: "bite", cooldown: 1 },
        { type: "bite", cooldown: 2 },
      ]),
    ]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("D1-key")).to.have.length(1);
    expect(resolved(r)).to.have.length(1);
    expect(as(attack(r, "bite"), "bite").cooldown).to.deep.equal({ kind: "const", value: 2 });
    const two = loadInline([
      withAttacks([
        { type: "bite", id: "spec_b1" },
        { type: "bite", id: "spec_b2" },
      ]),
    ]);
    clean(two);
    expect(resolved(two).map((a) => a.key)).to.deep.equal(["spec_b1", "spec_b2"]);
  });
  it("[D1-key] orders attacks by key, as the real engine's map", () => {
    const r = loadInline([
      withAttacks([["SHRIEK", 1], ["ACID", 1], { type: "leap", max_range: 2, min_range: 1 }, ["HOWL", 1]]),
    ]);
    expect(resolved(r).map((a) => a.key)).to.deep.equal(["ACID", "HOWL", "SHRIEK", "leap"]);
  });
  it("[D1-extend][G-17] extend adds and replaces by key; delete removes by key; an absent key is ignored", () => {
    const r = loadInline([
      def("spec_bite_h", { attack_type: "bite" }),
      mon("spec_parent", { special_attacks: [["SHRIEK", 10], ["HOWL", 5], { id: "spec_bite_h" }] }),
      {
        type: "MONSTER",
        id: "spec_child",
        "copy-from": "spec_parent",
        extend: { special_attacks: [["SHRIEK", 3], { type: "leap", max_range: 3, min_range: 1 }] },
        delete: { special_attacks: ["spec_bite_h", "NOT_THERE"] },
      },
    ]);
    clean(r);
    const child = resolved(r, "spec_child");
    expect(child.map((a) => a.key)).to.deep.equal(["HOWL", "SHRIEK", "leap"]);
    expect(child.find((a) => a.key === "SHRIEK")?.attack.cooldown).to.deep.equal({ kind: "const", value: 3 });
    expect(resolved(r, "spec_parent").map((a) => a.key)).to.deep.equal(["HOWL", "SHRIEK", "spec_bite_h"]);
  });
  it("[D1-cooldown] an omitted cooldown is 0 on a new attack; a negative one is rejected", () => {
    const r = loadInline([withAttacks([{ type: "leap", max_range: 3, min_range: 1 }])]);
    expect(as(attack(r, "leap"), "leap").cooldown).to.deep.equal({ kind: "const", value: 0 });
    expect(
      loadInline([withAttacks([{ type: "leap", cooldown: -1, max_range: 3, min_range: 1 }])]).errors("D1-cooldown"),
    ).to.have.length(1);
  });
});

describe("special_when_hit (D1)", () => {
  it('[D1-F-special_when_hit] rejects ["ZAPBACK"]', () => {
    expect(
      loadInline([mon("spec_m", { special_when_hit: ["ZAPBACK"] })]).errors("D1-F-special_when_hit"),
    ).to.have.length(1);
  });
  it('[D1-when_hit-ids][E-8] accepts each defense id; ["ZAPBACK", 30] needs nothing else', () => {
    for (const id of ["ACIDSPLASH", "NONE", "ZAPBACK", "RETURN_FIRE"]) {
      const r = loadInline([mon("spec_m", { special_when_hit: [id, 30] })]);
      clean(r);
      expect(monster(r, "spec_m").specialWhenHit).to.deep.equal({ id, chance: 30 });
    }
  });
  it('[D1-when_hit-ids] rejects ["FIRE", 10]', () => {
    expect(loadInline([mon("spec_m", { special_when_hit: ["FIRE", 10] })]).errors("D1-when_hit-ids")).to.have.length(1);
  });
  it("[D1-when_hit-chance][X-30] accepts 0 and 100, rejects 101 and -1", () => {
    clean(
      loadInline([
        mon("spec_a", { special_when_hit: ["ZAPBACK", 0] }),
        mon("spec_b", { special_when_hit: ["ZAPBACK", 100] }),
      ]),
    );
    const r = loadInline([
      mon("spec_a", { special_when_hit: ["ZAPBACK", 101] }),
      mon("spec_b", { special_when_hit: ["ZAPBACK", -1] }),
    ]);
    expect(r.errors("D1-when_hit-chance")).to.have.length(2);
  });
  it("[D1-when_hit-default] without special_when_hit there is no defense", () => {
    expect(monster(loadInline([mon("spec_m")]), "spec_m").specialWhenHit).to.equal(undefined);
  });
});

describe("monster_attack definitions (D1-def, D3)", () => {
  it("[D1-def] accepts a melee and a bite definition", () => {
    const r = loadInline([def("spec_m1"), def("spec_b1", { attack_type: "bite" })]);
    clean(r);
    expect(definition(r, "spec_m1").kind).to.equal("melee");
    expect(definition(r, "spec_b1").kind).to.equal("bite");
  });
  it("[D1-def][D1-types] rejects an unknown attack_type", () => {
    expect(loadInline([def("spec_x", { attack_type: "laser" })]).errors("D1-types")).to.have.length(1);
  });
  it("[D1-def][G-7] a definition without attack_type amends the earlier one; alone it is melee", () => {
    const r = loadInline({
      "a.json": [def("spec_amend", { attack_type: "bite", cooldown: 4, infection_chance: 30 })],
      "b.json": [
        { type: "monster_attack", id: "spec_amend", cooldown: 9 },
        { type: "monster_attack", id: "spec_alone" },
      ],
    });
    expect(r.errors()).to.have.length(0);
    const d = as(definition(r, "spec_amend"), "bite");
    expect(d.cooldown).to.deep.equal({ kind: "const", value: 9 });
    expect(d.infectionChance).to.equal(30);
    expect(definition(r, "spec_alone").kind).to.equal("melee");
  });
  it("[D3-F-damage_max_instance][D3-F-min_mul][D3-F-max_mul][D3-F-move_cost][L-move_cost-default][L-min_mul][L-max_mul] defaults of an empty melee attack", () => {
    const r = loadInline([def("spec_plain")]);
    clean(r);
    const a = as(definition(r, "spec_plain"), "melee");
    expect(a.damage).to.deep.equal([
      { damageType: "bash", amount: 9, armorPenetration: 0, armorMultiplier: 1, damageMultiplier: 1 },
    ]);
    expect(a).to.include({ minMul: 0.5, maxMul: 1.0, moveCost: 100, accuracy: -1, range: 1 });
    expect(a.cooldown).to.deep.equal({ kind: "const", value: 0 });
    expect(a).to.include({
      attackUpper: true,
      grab: false,
      noAdjacent: false,
      dodgeable: true,
      uncannyDodgeable: true,
      blockable: true,
    });
    expect(a).to.include({
      effectsRequireDmg: true,
      effectsRequireOrganic: false,
      throwStrength: 0,
      hitsizeMin: -1,
      hitsizeMax: -1,
    });
    expect(a.bodyParts).to.deep.equal([]);
    expect(a.condition).to.equal(undefined);
  });
  it("[D3-F-damage_max_instance] accepts a single damage object and armor_multiplier; rejects an entry without damage_type", () => {
    const r = loadInline([
      def("spec_d", { damage_max_instance: { damage_type: "cut", amount: 7, armor_multiplier: 0.5 } }),
    ]);
    clean(r);
    expect(as(definition(r, "spec_d"), "melee").damage[0]).to.include({
      damageType: "cut",
      amount: 7,
      armorMultiplier: 0.5,
    });
    expect(
      loadInline([def("spec_d", { damage_max_instance: [{ amount: 7 }] })]).errors("D3-F-damage_max_instance"),
    ).to.have.length(1);
  });
  it("[D3-mul] rejects min_mul above max_mul; accepts them equal", () => {
    expect(loadInline([def("spec_x", { min_mul: 0.9, max_mul: 0.5 })]).errors("D3-mul")).to.have.length(1);
    clean(loadInline([def("spec_x", { min_mul: 0.5, max_mul: 0.5 })]));
  });
  it("[D3-F-uncanny_dodgeable] defaults to dodgeable; an explicit value wins", () => {
    const r = loadInline([
      def("spec_a", { dodgeable: false }),
      def("spec_b", { dodgeable: false, uncanny_dodgeable: true }),
    ]);
    clean(r);
    expect(as(definition(r, "spec_a"), "melee").uncannyDodgeable).to.equal(false);
    expect(as(definition(r, "spec_b"), "melee").uncannyDodgeable).to.equal(true);
  });
  it("[D3-F-body_parts][D3-F-condition][D3-F-range][D3-F-accuracy] reads weighted parts, an opaque condition, range and accuracy", () => {
    const condition = { not: { u_has_effect: "maimed_leg" } };
    const r = loadInline([
      def("spec_x", {
        body_parts: [
          ["head", 1],
          ["torso", 3],
        ],
        condition,
        range: 3,
        accuracy: 7,
      }),
    ]);
    clean(r);
    const a = as(definition(r, "spec_x"), "melee");
    expect(a.bodyParts).to.deep.equal([
      ["head", 1],
      ["torso", 3],
    ]);
    expect(a.condition).to.deep.equal(condition);
    expect(a).to.include({ range: 3, accuracy: 7 });
    expect(loadInline([def("spec_y", { body_parts: [["head"]] })]).errors("D3-F-body_parts")).to.have.length(1);
    expect(loadInline([def("spec_y", { range: 0 })]).errors("D3-F-range")).to.have.length(1);
  });
  it("[D3-F-effects][D3-content] reads effect entries with their defaults; rejects an entry without id", () => {
    const r = loadInline([
      def("spec_x", {
        effects: [
          { id: "venom", duration: [2, 4] },
          { id: "bleed", duration: 5, intensity: 2, chance: 30, affect_hit_bp: true, permanent: true, bp: "torso" },
        ],
      }),
    ]);
    clean(r);
    const [a, b] = as(definition(r, "spec_x"), "melee").effects;
    expect(a).to.deep.equal({
      id: "venom",
      duration: { min: 2, max: 4 },
      intensity: { min: 1, max: 1 },
      chance: 100,
      bp: undefined,
      affectHitBp: false,
      permanent: false,
      message: undefined,
    });
    expect(b).to.include({ chance: 30, affectHitBp: true, permanent: true, bp: "torso" });
    expect(b?.intensity).to.deep.equal({ min: 2, max: 2 });
    expect(loadInline([def("spec_y", { effects: [{ duration: 3 }] })]).errors("D3-F-effects")).to.have.length(1);
  });
  it("[D3-F-self_effect_always][D3-F-self_effect_onhit][D3-F-self_effect_ondmg] accept the spec's singular and the real plural spellings", () => {
    const e = [{ id: "winded", duration: 2 }];
    const r = loadInline([
      def("spec_sing", { self_effect_always: e, self_effect_onhit: e, self_effect_ondmg: e }),
      def("spec_plur", { self_effects_always: e, self_effects_onhit: e, self_effects_ondmg: e }),
    ]);
    clean(r);
    for (const id of ["spec_sing", "spec_plur"]) {
      const a = as(definition(r, id), "melee");
      expect([a.selfEffectsAlways.length, a.selfEffectsOnhit.length, a.selfEffectsOndmg.length]).to.deep.equal([
        1, 1, 1,
      ]);
    }
  });
  it("[D3-F-eoc][G-4] accepts a defined EOC id and an inline EOC; rejects a dangling EOC id", () => {
    const eoc = { type: "effect_on_condition", id: "spec_eoc", effect: [] };
    const ok = loadInline([eoc, def("spec_x", { eoc: ["spec_eoc", { id: "spec_inline_eoc", effect: [] }] })]);
    expect(ok.errors(), show(ok.problems)).to.have.length(0);
    expect(as(definition(ok, "spec_x"), "melee").eoc).to.have.length(2);
    const bad = loadInline([def("spec_x", { eoc: ["spec_nowhere"] })]);
    expect(bad.errors("G-4")).to.have.length(1);
  });
  it("[D3-F-throw_strength][D3-F-miss_msg][D3-F-hit_dmg][D3-F-no_dmg_msg][D3-F-throw_msg] reads throw strength and every message", () => {
    const r = loadInline([
      def("spec_x", {
        throw_strength: 25,
        miss_msg_u: "a",
        miss_msg_npc: "b",
        hit_dmg_u: "c",
        hit_dmg_npc: "d",
        no_dmg_msg_u: "e",
        no_dmg_msg_npc: "f",
        throw_msg_u: "g",
        throw_msg_npc: { str: "h" },
      }),
    ]);
    clean(r);
    const a = as(definition(r, "spec_x"), "melee");
    expect(a.throwStrength).to.equal(25);
    expect(a.messages).to.deep.equal({
      missU: "a",
      missNpc: "b",
      hitU: "c",
      hitNpc: "d",
      noDmgU: "e",
      noDmgNpc: "f",
      throwU: "g",
      throwNpc: "h",
    });
    expect(loadInline([def("spec_y", { hit_dmg_u: 5 })]).errors("D3-F-hit_dmg")).to.have.length(1);
  });
  it("[D3-F-effects_require_organic][D3-F-effects_require_dmg][D3-F-no_adjacent][D3-F-blockable][D3-F-attack_upper] read booleans; a non-boolean is rejected", () => {
    const r = loadInline([
      def("spec_x", {
        effects_require_organic: true,
        effects_require_dmg: false,
        no_adjacent: true,
        blockable: false,
        attack_upper: false,
      }),
    ]);
    clean(r);
    expect(as(definition(r, "spec_x"), "melee")).to.include({
      effectsRequireOrganic: true,
      effectsRequireDmg: false,
      noAdjacent: true,
      blockable: false,
      attackUpper: false,
    });
    expect(loadInline([def("spec_y", { blockable: "no" })]).errors("D3-F-blockable")).to.have.length(1);
  });
  it("[D3-F-hitsize_min][D3-F-hitsize_max][D3-bite-hitsize] melee has no bounds by default; a bite's hitsize_min defaults to 1", () => {
    const r = loadInline([
      def("spec_m", { hitsize_min: 2, hitsize_max: 8 }),
      def("spec_b", { attack_type: "bite" }),
      def("spec_b0", { attack_type: "bite", hitsize_min: 0 }),
    ]);
    clean(r);
    expect(as(definition(r, "spec_m"), "melee")).to.include({ hitsizeMin: 2, hitsizeMax: 8 });
    expect(as(definition(r, "spec_b"), "bite").hitsizeMin).to.equal(1);
    expect(as(definition(r, "spec_b0"), "bite").hitsizeMin).to.equal(0);
  });
  it("[D3-bite-F-infection_chance][X-32][D3-bite-fields] defaults to 5; accepts 100; rejects 150; a bite takes every melee field", () => {
    const r = loadInline([
      def("spec_b", { attack_type: "bite" }),
      def("spec_c", {
        attack_type: "bite",
        infection_chance: 100,
        grab: true,
        grab_data: {},
        throw_strength: 10,
        body_parts: [["torso", 1]],
      }),
    ]);
    clean(r);
    expect(as(definition(r, "spec_b"), "bite").infectionChance).to.equal(5);
    expect(as(definition(r, "spec_c"), "bite")).to.include({ infectionChance: 100, grab: true, throwStrength: 10 });
    expect(
      loadInline([def("spec_d", { attack_type: "bite", infection_chance: 150 })]).errors("D3-bite-F-infection_chance"),
    ).to.have.length(1);
  });
  it("[D3-F-move_cost] rejects a negative move cost", () => {
    expect(loadInline([def("spec_x", { move_cost: -5 })]).errors("D3-F-move_cost")).to.have.length(1);
  });
  it("[G-6] warns about a member a melee attack does not have", () => {
    const r = loadInline([def("spec_x", { max_range: 3 })]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("G-6")).to.have.length(1);
  });
});

describe("grabs (D4)", () => {
  /** A grabbing melee attack with an empty grab_data, and a grabbing bite. */
  const defaults = () => {
    const r = loadInline([
      def("spec_g", { grab: true, grab_data: {} }),
      def("spec_gb", { attack_type: "bite", grab: true }),
    ]);
    clean(r);
    return { r, g: as(definition(r, "spec_g"), "melee").grabData };
  };
  it("[D4-R-any] a melee attack with an empty grab_data and a bite both grab", () => {
    const { r } = defaults();
    expect(as(definition(r, "spec_g"), "melee").grab).to.equal(true);
    expect(as(definition(r, "spec_gb"), "bite").grab).to.equal(true);
  });
  // Each default of grab_data by its requirement: the JSON member, its decoded name and value.
  const GRAB_DEFAULTS = [
    ["D4-F-grab_strength", "grab_strength", "grabStrength", -1, "unset: the monster's own applies"],
    ["D4-F-grab_effect", "grab_effect", "grabEffect", "grabbed", ""],
    ["D4-F-exclusive_grab", "exclusive_grab", "exclusiveGrab", false, ""],
    ["D4-F-drag_distance", "drag_distance", "dragDistance", 0, ""],
    ["D4-F-drag_deviation", "drag_deviation", "dragDeviation", 0, ""],
    ["D4-F-drag_grab_break_distance", "drag_grab_break_distance", "dragGrabBreakDistance", 0, ""],
    ["D4-F-drag_movecost_mod", "drag_movecost_mod", "dragMovecostMod", 1.0, ""],
    ["D4-F-respect_seatbelts", "respect_seatbelts", "respectSeatbelts", true, ""],
    ["D4-F-pull_chance", "pull_chance", "pullChance", -1, "absent: never a pull"],
    ["D4-F-pull_weight_ratio", "pull_weight_ratio", "pullWeightRatio", 0.75, ""],
  ] as const;
  for (const [id, json, member, value, note] of GRAB_DEFAULTS)
    it(`[${id}] grab_data's ${json} defaults to ${JSON.stringify(value)}${note ? ` (${note})` : ""}`, () => {
      expect(defaults().g[member]).to.equal(value);
    });
  it("[D4-F-grab_strength] defaults to the monster's grab_strength (default 1); an explicit value wins", () => {
    const r = loadInline([
      def("spec_g", { grab: true, grab_data: {} }),
      def("spec_g20", { grab: true, grab_data: { grab_strength: 20 } }),
      withAttacks([{ id: "spec_g" }, { id: "spec_g20" }], { grab_strength: 35 }),
      mon("spec_weak", { special_attacks: [{ id: "spec_g" }] }),
    ]);
    clean(r);
    expect(as(attack(r, "spec_g"), "melee").grabData.grabStrength).to.equal(35);
    expect(as(attack(r, "spec_g20"), "melee").grabData.grabStrength).to.equal(20);
    expect(as(attack(r, "spec_g", "spec_weak"), "melee").grabData.grabStrength).to.equal(1);
  });
  it("[D3-F-grab_data] a by-id override of one grab member keeps the definition's others", () => {
    const r = loadInline([
      def("spec_pull", { grab: true, grab_data: { exclusive_grab: true, pull_chance: 100, pull_weight_ratio: 0.75 } }),
      withAttacks([{ id: "spec_pull", grab_data: { pull_weight_ratio: 2.0 } }]),
    ]);
    clean(r);
    expect(as(attack(r, "spec_pull"), "melee").grabData).to.include({
      exclusiveGrab: true,
      pullChance: 100,
      pullWeightRatio: 2.0,
    });
  });
  it("[D3-F-grab_data][X-25] grab false with grab_data warns; a one-element array warns; a longer array is rejected", () => {
    const off = loadInline([def("spec_x", { grab_data: { drag_distance: 1 } })]);
    expect(off.errors()).to.have.length(0);
    expect(off.warnings("D3-F-grab_data")).to.have.length(1);
    const one = loadInline([def("spec_x", { grab: true, grab_data: [{ drag_distance: 2 }] })]);
    expect(one.errors()).to.have.length(0);
    expect(one.warnings("D3-F-grab_data")).to.have.length(1);
    expect(as(definition(one, "spec_x"), "melee").grabData.dragDistance).to.equal(2);
    expect(loadInline([def("spec_x", { grab: true, grab_data: [{}, {}] })]).errors("D3-F-grab_data")).to.have.length(1);
  });
  it("[D4-F-drag_deviation] accepts 3 (acting as 2) and rejects -1", () => {
    clean(loadInline([def("spec_x", { grab: true, grab_data: { drag_deviation: 3 } })]));
    expect(
      loadInline([def("spec_x", { grab: true, grab_data: { drag_deviation: -1 } })]).errors("D4-F-drag_deviation"),
    ).to.have.length(1);
  });
  it("[D4-F-drag_movecost_mod] 0.0 warns, a negative value is rejected, 0.5 is accepted", () => {
    expect(
      loadInline([def("spec_x", { grab: true, grab_data: { drag_movecost_mod: 0 } })]).warnings(
        "D4-F-drag_movecost_mod",
      ),
    ).to.have.length(1);
    expect(
      loadInline([def("spec_x", { grab: true, grab_data: { drag_movecost_mod: -1 } })]).errors(
        "D4-F-drag_movecost_mod",
      ),
    ).to.have.length(1);
    clean(loadInline([def("spec_x", { grab: true, grab_data: { drag_movecost_mod: 0.5 } })]));
  });
  it("[D4-F-pull_chance] accepts 0, 100 and -1; rejects 150", () => {
    clean(
      loadInline([
        def("spec_a", { grab: true, grab_data: { pull_chance: 0 } }),
        def("spec_b", { grab: true, grab_data: { pull_chance: 100 } }),
        def("spec_c", { grab: true, grab_data: { pull_chance: -1 } }),
      ]),
    );
    expect(
      loadInline([def("spec_x", { grab: true, grab_data: { pull_chance: 150 } })]).errors("D4-F-pull_chance"),
    ).to.have.length(1);
  });
  it("[D4-F-pull_msg][D4-F-pull_fail_msg][D4-grab_effect-null][D4-F-drag_grab_break_distance] reads messages and the null effect; warns about an unknown grab member", () => {
    const r = loadInline([
      def("spec_x", {
        grab: true,
        grab_data: {
          grab_effect: "null",
          drag_grab_break_distance: 2,
          pull_msg_u: "a",
          pull_msg_npc: "b",
          pull_fail_msg_u: "c",
          pull_fail_msg_npc: "d",
        },
      }),
    ]);
    clean(r);
    expect(as(definition(r, "spec_x"), "melee").grabData).to.include({
      grabEffect: "null",
      dragGrabBreakDistance: 2,
      pullMsgU: "a",
      pullMsgNpc: "b",
      pullFailMsgU: "c",
      pullFailMsgNpc: "d",
    });
    expect(loadInline([def("spec_y", { grab: true, grab_data: { drag_distanse: 2 } })]).warnings("G-6")).to.have.length(
      1,
    );
  });
});

const gun = (extra: Obj = {}): Obj => ({
  type: "gun",
  cooldown: 1,
  gun_type: "spec_gun",
  ammo_type: "spec_ammo",
  ranges: [[0, 30, "DEFAULT"]],
  ...extra,
});

describe("gun attacks (D5)", () => {
  it("[D5-F-fake_stats][L-gun-fake-stats][D5-F-move_cost][X-18][D5-F-require_targeting][D5-F-targeting_timeout][D5-F-targeting_timeout_extend][D5-F-targeting_cost][D5-F-laser_lock][D5-F-targeting_sound][D5-F-no_ammo_sound][D5-F-description] defaults", () => {
    const r = loadInline([withAttacks([gun()], { starting_ammo: { spec_ammo: 10 } })]);
    clean(r);
    const g = as(attack(r, "gun"), "gun");
    expect(g).to.include({ fakeStr: 8, fakeDex: 8, fakeInt: 8, fakePer: 8, moveCost: 100 });
    expect(g).to.include({
      requireTargetingPlayer: true,
      requireTargetingNpc: false,
      requireTargetingMonster: false,
      targetMovingVehicles: false,
    });
    expect(g).to.include({ targetingTimeout: 8, targetingTimeoutExtend: 3, targetingCost: 100, laserLock: false });
    expect(g).to.include({
      targetingSound: "Beep.",
      targetingVolume: 6,
      noAmmoSound: "Click.",
      description: "The %1$s fires its %2$s!",
    });
    expect(g).to.include({ maxAmmo: undefined, range: undefined, rangeNoBurst: undefined });
    expect(g.ranges).to.deep.equal([{ min: 0, max: 30, mode: "DEFAULT" }]);
    expect(monster(r).startingAmmo).to.deep.equal({ spec_ammo: 10 });
  });
  it("[D5-F-gun_type] rejects a gun attack without gun_type", () => {
    const g = gun();
    delete g["gun_type"];
    expect(loadInline([withAttacks([g])]).errors("D5-F-gun_type")).to.have.length(1);
  });
  it("[D5-F-ammo_type][X-42] accepts a gun attack without ammo_type, with a warning", () => {
    const g = gun();
    delete g["ammo_type"];
    const r = loadInline([withAttacks([g])]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("D5-F-ammo_type")).to.have.length(1);
    expect(as(attack(r, "gun"), "gun").ammoType).to.equal(undefined);
  });
  it("[D5-starting_ammo][X-42] accepts a gun monster without starting_ammo for its ammo, with a warning", () => {
    const r = loadInline([withAttacks([gun()])]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("D5-starting_ammo")).to.have.length(1);
    const ok = loadInline([withAttacks([gun()], { starting_ammo: { spec_ammo: 5 } })]);
    expect(ok.warnings("D5-starting_ammo")).to.have.length(0);
    expect(
      loadInline([withAttacks([], { starting_ammo: { spec_ammo: -5 } })]).errors("D5-starting_ammo"),
    ).to.have.length(1);
  });
  it("[D5-F-ranges] accepts [[0, 30, DEFAULT]] and [min, max]; rejects [[5, 2]] and [[5]]", () => {
    clean(
      loadInline([
        withAttacks(
          [
            gun({
              ranges: [
                [0, 10],
                [11, 30, "AUTO"],
              ],
            }),
          ],
          { starting_ammo: { spec_ammo: 1 } },
        ),
      ]),
    );
    expect(loadInline([withAttacks([gun({ ranges: [[5, 2]] })])]).errors("D5-F-ranges")).to.have.length(1);
    expect(loadInline([withAttacks([gun({ ranges: [[5]] })])]).errors("D5-F-ranges")).to.have.length(1);
  });
  it('[D5-F-fake_skills] reads [skill, level] pairs; rejects [["gun"]]', () => {
    const r = loadInline([
      withAttacks(
        [
          gun({
            fake_skills: [
              ["gun", 4],
              ["rifle", 2],
            ],
          }),
        ],
        { starting_ammo: { spec_ammo: 1 } },
      ),
    ]);
    clean(r);
    expect(as(attack(r, "gun"), "gun").fakeSkills).to.deep.equal([
      ["gun", 4],
      ["rifle", 2],
    ]);
    expect(loadInline([withAttacks([gun({ fake_skills: [["gun"]] })])]).errors("D5-F-fake_skills")).to.have.length(1);
  });
  it("[D5-F-max_ammo][D5-F-range][D5-F-range_no_burst][E-6] reads the cap and ranges; exceeding max_ammo is not a load error", () => {
    const r = loadInline([
      withAttacks([gun({ max_ammo: 5, range: 20, range_no_burst: 5 })], { starting_ammo: { spec_ammo: 10 } }),
    ]);
    clean(r);
    expect(as(attack(r, "gun"), "gun")).to.include({ maxAmmo: 5, range: 20, rangeNoBurst: 5 });
  });
});

describe("spell attacks (D6)", () => {
  const spell = {
    type: "SPELL",
    id: "spec_spell",
    name: "Spec Spell",
    description: "d",
    effect: "attack",
    min_range: 3,
    max_range: 5,
  };
  it("[D6-spell-F-spell_data][D6-spell-F-min_level][D6-spell-F-monster_message][D6-spell-F-allow_no_target] accepts {id} and {id, hit_self, min_level}", () => {
    const r = loadInline([
      spell,
      withAttacks([
        { type: "spell", id: "spec_a", spell_data: { id: "spec_spell" } },
        {
          type: "spell",
          id: "spec_b",
          spell_data: { id: "spec_spell", hit_self: true, min_level: 3 },
          allow_no_target: true,
        },
      ]),
    ]);
    clean(r);
    expect(as(attack(r, "spec_a"), "spell")).to.deep.include({
      spell: { id: "spec_spell", minLevel: 0, hitSelf: false },
      monsterMessage: "%1$s casts %2$s at %3$s!",
      allowNoTarget: false,
    });
    expect(as(attack(r, "spec_b"), "spell")).to.deep.include({
      spell: { id: "spec_spell", minLevel: 3, hitSelf: true },
      allowNoTarget: true,
    });
  });
  it("[D6-spell-F-min_level][X-19] accepts min_level at the top level; inside spell_data wins", () => {
    const r = loadInline([
      spell,
      withAttacks([
        { type: "spell", id: "spec_a", min_level: 2, spell_data: { id: "spec_spell" } },
        { type: "spell", id: "spec_b", min_level: 2, spell_data: { id: "spec_spell", min_level: 4 } },
      ]),
    ]);
    clean(r);
    expect(as(attack(r, "spec_a"), "spell").spell.minLevel).to.equal(2);
    expect(as(attack(r, "spec_b"), "spell").spell.minLevel).to.equal(4);
  });
  it("[D6-spell-F-spell_data] rejects a spell attack without spell_data or with a spell_data without id", () => {
    expect(loadInline([withAttacks([{ type: "spell" }])]).errors("D6-spell-F-spell_data")).to.have.length(1);
    expect(
      loadInline([withAttacks([{ type: "spell", spell_data: { min_level: 1 } }])]).errors("D6-spell-F-spell_data"),
    ).to.have.length(1);
  });
  it("[D6-spell-run][G-4] an undefined spell is only a warning (spells are opaque ids)", () => {
    const r = loadInline([withAttacks([{ type: "spell", spell_data: { id: "spec_nowhere" } }])]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("G-4")).to.have.length(1);
  });
  it("[D6-spell-run] decodes a SPELL definition's members", () => {
    const r = loadInline([spell]);
    clean(r);
    expect(r.content.spell.get("spec_spell")).to.include({
      name: "Spec Spell",
      effect: "attack",
      minRange: 3,
      maxRange: 5,
    });
  });
});

describe("leap attacks (D6)", () => {
  it("[D6-leap-F-move_cost][D6-leap-F-consider][D6-leap-F-message][D6-leap-F-allow_no_target][D6-leap-F-prefer_leap][D6-leap-F-random_leap][D6-leap-F-ignore_dest_terrain][D6-leap-F-ignore_dest_danger] defaults", () => {
    const r = loadInline([withAttacks([{ type: "leap", max_range: 4, min_range: 2 }])]);
    clean(r);
    const l = as(attack(r, "leap"), "leap");
    expect(l).to.include({
      maxRange: 4,
      minRange: 2,
      moveCost: 100,
      minConsiderRange: 0,
      maxConsiderRange: 200,
      message: "The %s leaps!",
    });
    expect(l).to.include({
      allowNoTarget: false,
      preferLeap: false,
      randomLeap: false,
      ignoreDestTerrain: false,
      ignoreDestDanger: false,
    });
    expect(l.selfEffects).to.deep.equal([]);
  });
  it("[D6-leap-F-max_range] rejects a leap without max_range", () => {
    expect(loadInline([withAttacks([{ type: "leap", min_range: 1 }])]).errors("D6-leap-F-max_range")).to.have.length(1);
  });
  it("[D6-leap-F-min_range][X-21] accepts a leap without min_range, with a warning: it uses 1.0", () => {
    const r = loadInline([withAttacks([{ type: "leap", max_range: 3 }])]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("D6-leap-F-min_range")).to.have.length(1);
    expect(as(attack(r, "leap"), "leap").minRange).to.equal(1.0);
  });
  it("[D6-leap-range-order] rejects min_range above max_range", () => {
    expect(
      loadInline([withAttacks([{ type: "leap", max_range: 2, min_range: 3 }])]).errors("D6-leap-range-order"),
    ).to.have.length(1);
  });
  it("[D6-leap-F-self_effects][D6-leap-F-condition] reads self effects and the condition", () => {
    const r = loadInline([
      withAttacks([
        {
          type: "leap",
          max_range: 3,
          min_range: 1,
          self_effects: [{ id: "spec_e", duration: 30 }],
          condition: { u_has_effect: "x" },
        },
      ]),
    ]);
    clean(r);
    const l = as(attack(r, "leap"), "leap");
    expect(l.selfEffects.map((e) => e.id)).to.deep.equal(["spec_e"]);
    expect(l.condition).to.deep.equal({ u_has_effect: "x" });
  });
});

describe("ABSORB_ITEMS options (D2)", () => {
  it("[D2-ABSORB_ITEMS-placement][D2-ABSORB_ITEMS-F-absorb_move_cost_per_ml][D2-ABSORB_ITEMS-F-absorb_move_cost_min][D2-ABSORB_ITEMS-F-absorb_move_cost_max][D2-ABSORB_ITEMS-F-absorb_ml_per_hp][D2-ABSORB_ITEMS-F-absorb_materials] defaults", () => {
    const r = loadInline([withAttacks([["ABSORB_ITEMS", 0]])]);
    clean(r);
    expect(monster(r).absorb).to.deep.include(ABSORB_DEFAULTS);
  });
  it("[D2-ABSORB_ITEMS-F-absorb_materials][X-24] accepts absorb_materials as a string, absorb_material, no_absorb_material and split_move_cost", () => {
    const r = loadInline([
      mon("spec_a", {
        special_attacks: [
          ["ABSORB_ITEMS", 0],
          ["SPLIT", 5],
        ],
        absorb_materials: "wood",
        no_absorb_material: ["steel"],
        split_move_cost: 180,
      }),
      mon("spec_b", { special_attacks: [["ABSORB_ITEMS", 0]], absorb_material: ["wood", "paper"] }),
    ]);
    clean(r);
    expect(monster(r, "spec_a").absorb).to.deep.include({
      materials: ["wood"],
      noMaterials: ["steel"],
      splitMoveCost: 180,
    });
    expect(monster(r, "spec_b").absorb.materials).to.deep.equal(["wood", "paper"]);
    expect(
      loadInline([mon("spec_c", { special_attacks: [["ABSORB_ITEMS", 0]], absorb_ml_per_hp: 0 })]).errors(
        "D2-ABSORB_ITEMS-F-absorb_ml_per_hp",
      ),
    ).to.have.length(1);
  });
  it("[D2-R1] ABSORB_ITEMS options on a monster without ABSORB_ITEMS are ignored with a warning", () => {
    const r = loadInline([mon("spec_a", { absorb_ml_per_hp: 100 })]);
    expect(r.errors()).to.have.length(0);
    expect(r.warnings("D2-R1")).to.have.length(1);
  });
});

describe("speech lines (D2-PARROT)", () => {
  it("[D2-PARROT] registers id-less speech objects; speaker may be an array or a string", () => {
    const r = loadInline([
      { type: "speech", speaker: ["spec_bird"], sound: "hello", volume: 10 },
      { type: "speech", speaker: "spec_bird", sound: { str: "bye" }, volume: 5 },
    ]);
    clean(r);
    const lines = r.content.speech.everyEntry().map((e) => e.value);
    expect(lines).to.deep.equal([
      { speakers: ["spec_bird"], sound: "hello", volume: 10 },
      { speakers: ["spec_bird"], sound: "bye", volume: 5 },
    ]);
  });
  it("[D2-PARROT] rejects a speech object without a volume", () => {
    expect(loadInline([{ type: "speech", speaker: ["x"], sound: "hi" }]).errors("D2-PARROT")).to.have.length(1);
  });
});

describe("our bestiary (content/monsters)", () => {
  const r = loadContent([join(PROJECT_ROOT, "content", "monsters")]);
  it("[D1-F-special_attacks][D3-F-grab][D5-run][D6-spell-run][D6-leap-run] loads with zero problems and uses every attack kind and form", () => {
    expect(r.problems, show(r.problems)).to.have.length(0);
    const kinds = new Set<string>();
    const forms = new Set<string>();
    for (const m of r.content.monster.values()) {
      for (const ref of m.specialAttacks) forms.add(ref.form);
      for (const a of resolveAttacks(m, r.content)) kinds.add(a.attack.kind);
      expect(resolveAttacks(m, r.content)).to.have.length(m.specialAttacks.length);
    }
    expect([...kinds].sort()).to.deep.equal(["bite", "gun", "hardcoded", "leap", "melee", "spell"]);
    expect([...forms].sort()).to.deep.equal(["byid", "inline", "old"]);
    const whenHit = new Set([...r.content.monster.values()].map((m) => m.specialWhenHit?.id));
    for (const id of ["ACIDSPLASH", "NONE", "ZAPBACK", "RETURN_FIRE"])
      expect(whenHit.has(id as never), id).to.equal(true);
  });
  it("[D1-extend] the elder pouncer has its parent's attacks minus HOWL plus SMASH, with SHRIEK's cooldown replaced", () => {
    const elder = r.content.monster.get("sim_pouncer_elder") as Monster;
    const keys = resolveAttacks(elder, r.content).map((a) => [a.key, constantOf(a.attack.cooldown)]);
    expect(keys).to.deep.equal([
      ["SHRIEK", 4],
      ["SMASH", 12],
      ["leap", 8],
    ]);
  });
});
