/**
 * `math` in a monster attack's condition and a variable cooldown on a hardcoded attack id, run as
 * the game runs them; what the engine cannot evaluate is a load warning naming it.
 *
 * IDs introduced here (the real game's behaviour, REAL):
 *   REAL-condition-math   a `{"math": [...]}` condition of a monster attack is evaluated with the
 *                         game's math language, `u` the monster and `npc` the target; a character's
 *                         value a monster lacks (stamina, strength, ...) reads 0, as the game's talker
 *   REAL-condition-gap    a condition form, math function or cooldown expression the engine cannot
 *                         evaluate is a load warning naming it (never a silent false, never a 0 cooldown)
 *   REAL-varnum-hardcoded a by-id hardcoded attack's cooldown may be a variable number, evaluated
 *                         each time it restarts (it does not become 0)
 *   REAL-attack-eoc-run   an attack's `eoc` runs through the EOC interpreter after a damaging hit,
 *                         `u` the monster and `npc` the target: its condition, then its effects (math
 *                         included); a form it cannot run is a runtime error naming it (a real
 *                         Magiclysm feral radiation mage's `n_val('rad') += ...` did nothing at all)
 *   REAL-attack-eoc-gap   what of an attack's EOC (by id or inline) the engine cannot run, an effect
 *                         form or a math function or value, is a load warning naming it
 *   REAL-attack-eoc-damage the damage the hit dealt is the EOC's context variable `_damage` (the
 *                         real star vampires drain blood only when `_damage > 0`; it read nothing)
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import { PROJECT_ROOT, loadInline } from "../../support/load.js";
import { count, dispatch, load, monster, P, use, world } from "./support.js";

const SURE = { dodgeable: false, blockable: false, damage_max_instance: [{ damage_type: "bash", amount: 2 }] };
const melee = (id: string, condition: unknown) => ({ type: "melee", id, cooldown: 1, condition, ...SURE });

describe("monster attack conditions in the math language, variable cooldowns on hardcoded ids", function () {
  this.timeout(30000);
  let c: Content;
  before(() => {
    c = load([
      monster("t_math", [
        melee("target_fresh", { math: ["n_val('stamina') > 10"] }),
        melee("self_stamina", { math: ["u_val('stamina') > 10"] }),
        melee("self_no_stamina", { math: ["u_val('stamina') == 0"] }),
        melee("hurt", { and: [{ math: ["u_hp() < u_hp_max()"] }, { not: { math: ["n_val('pain') >= 5"] } }] }),
      ]),
      monster("t_hard_var", [{ id: "NONE", cooldown: { math: ["4 + 3"] } }]),
    ]);
  });

  it("[REAL-condition-math] n_val reads the target, u_val the monster (a monster's stamina reads 0)", () => {
    const w = world(c, { monsters: [{ type: "t_math", id: "m", pos: P(3, 2) }] });
    expect(use(w, c, "m", "target_fresh").value, "the survivor has 10000 stamina").to.equal(true);
    const tired = world(c, { you: { stamina: 5 }, monsters: [{ type: "t_math", id: "m", pos: P(3, 2) }] });
    expect(use(tired, c, "m", "target_fresh").value, "5 stamina is not > 10").to.equal(false);
    expect(use(w, c, "m", "self_stamina").value).to.equal(false);
    const none = use(w, c, "m", "self_no_stamina");
    expect(none.value).to.equal(true);
    expect(
      count(none.events, (e) => e.type === "runtime_error"),
      "no form gave up",
    ).to.equal(0);
  });

  it("[REAL-condition-math] math inside and/not, with the monster's hit points", () => {
    const w = world(c, { monsters: [{ type: "t_math", id: "m", pos: P(3, 2) }] });
    expect(use(w, c, "m", "hurt").value, "unhurt: false").to.equal(false);
    const hurt = world(c, { monsters: [{ type: "t_math", id: "m", pos: P(3, 2) }] });
    const m = hurt.monsters["m"];
    if (!m) throw new Error("no monster");
    const wounded = { ...hurt, monsters: { ...hurt.monsters, m: { ...m, hp: 40 } } };
    expect(use(wounded, c, "m", "hurt").value).to.equal(true);
    const pained = {
      ...wounded,
      characters: { ...wounded.characters, you: { ...wounded.characters["you"]!, pain: 9 } },
    };
    expect(use(pained, c, "m", "hurt").value, "the target's pain blocks it").to.equal(false);
  });

  it("[REAL-varnum-hardcoded] a math cooldown on a hardcoded id restarts at its value, not 0", () => {
    const w = world(c, { monsters: [{ type: "t_hard_var", id: "m", pos: P(3, 2) }] });
    const r = dispatch(w, c, "m");
    expect(r.world.monsters["m"]?.readyAt["NONE"]).to.equal(7);
  });

  it("[REAL-condition-gap] a form, a math function or a cooldown the engine cannot evaluate is a load warning naming it", () => {
    const r = loadInline(
      {
        "content.json": [
          monster("t_gaps", [
            melee("kcal", { math: ["u_calories() > 10"] }),
            melee("mana", { not: { math: ["n_val('mana') > 10"] } }),
            melee("odd", { u_has_mystery: "x" }),
            melee("fine", { and: [{ math: ["n_val('stamina') > 10 && rand(3) >= 0"] }, { u_has_effect: "x" }] }),
            { id: "NONE", cooldown: { math: ["u_calories()"] } },
          ]),
        ],
      },
      { base: [join(PROJECT_ROOT, "content", "base")] },
    );
    const warned = r.warnings("REAL-condition-gap");
    expect(warned.map((p) => p.path.replace(/^.*special_attacks/, "")).sort()).to.deep.equal([
      "[0].condition",
      "[1].condition",
      "[2].condition",
      "[4].cooldown",
    ]);
    const gaps = warned.map((p) => `${p.path}: ${p.message}`);
    expect(gaps.join("\n"))
      .to.contain("math u_calories()")
      .and.contain("math n_val('mana')")
      .and.contain("u_has_mystery");
    expect(gaps.find((g) => g.includes("cooldown")))
      .to.contain("u_calories()")
      .and.contain("fire every turn");
  });

  it("[REAL-attack-eoc-run] an attack's EOC runs its math on a hit: the target's thirst is set, by id and inline; a value the engine lacks is a runtime error naming it", () => {
    const hit = (id: string, eoc: unknown) => ({ ...melee(id, undefined), eoc: [eoc] });
    const k = load([
      { type: "effect_on_condition", id: "t_parch", effect: [{ math: ["n_val('thirst') = 42"] }] },
      monster("t_eocs", [
        hit("by_id", "t_parch"),
        hit("inline", {
          id: "t_inline",
          condition: { math: ["u_hp() > 0"] },
          effect: [{ math: ["n_val('thirst') = 7"] }],
        }),
        hit("refused", {
          id: "t_refused",
          condition: { math: ["u_hp() > 1000"] },
          effect: [{ math: ["n_val('thirst') = 9"] }],
          false_effect: [{ math: ["n_val('thirst') = 3"] }],
        }),
        hit("mana", { id: "t_mana", effect: [{ math: ["n_val('mana') += 5"] }] }),
      ]),
    ]);
    const w = world(k, { monsters: [{ type: "t_eocs", id: "m", pos: P(3, 2) }] });
    const thirst = (key: string) => use(w, k, "m", key).world.characters["you"]?.thirst;
    expect(thirst("by_id")).to.equal(42);
    expect(thirst("inline")).to.equal(7);
    expect(thirst("refused"), "the false_effect when the condition fails").to.equal(3);
    const mana = use(w, k, "m", "mana");
    const errors = mana.events.flatMap((e) => (e.type === "runtime_error" ? [e.text] : []));
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain("t_mana").and.contain('"mana"');
  });

  it("[REAL-attack-eoc-damage] an attack's EOC reads the damage its hit dealt as _damage", () => {
    const hit = (id: string, eoc: unknown) => ({ ...melee(id, undefined), eoc: [eoc] });
    const k = load([
      monster("t_dmg", [
        hit("dealt", {
          id: "t_dealt",
          condition: { math: ["_damage > 0"] },
          effect: [{ math: ["n_val('thirst') = _damage"] }],
        }),
      ]),
    ]);
    const w = world(k, { monsters: [{ type: "t_dmg", id: "m", pos: P(3, 2) }] });
    const r = use(w, k, "m", "dealt");
    const dealt = r.events.flatMap((e) => (e.type === "attack" && e.attacker === "m" ? [e.damage ?? 0] : []));
    expect(dealt).to.have.length(1);
    expect(dealt[0]).to.be.greaterThan(0);
    expect(r.world.characters["you"]?.thirst).to.equal(dealt[0]);
  });

  it("[REAL-attack-eoc-gap] an attack's EOC the engine cannot run all of is a load warning naming each gap", () => {
    const hit = (id: string, eoc: unknown) => ({ ...melee(id, undefined), eoc: [eoc] });
    const r = loadInline(
      {
        "content.json": [
          {
            type: "effect_on_condition",
            id: "t_glow",
            effect: [{ math: ["n_val('rad') += rand(10) + 10"] }, { npc_emit: "x" }],
          },
          monster("t_gap_eocs", [
            hit("by_id", "t_glow"),
            hit("inline", {
              id: "t_inl",
              effect: [
                // biome-ignore lint/suspicious/noThenProperty: the game's EOC form is {if, then}
                { if: { math: ["u_hp() > 0"] }, then: [{ math: ["n_calories() -= 5"] }] },
              ],
            }),
            hit("fine", { id: "t_fine", effect: [{ math: ["n_val('thirst') = 1"] }, { u_message: "x" }] }),
          ]),
        ],
      },
      { base: [join(PROJECT_ROOT, "content", "base")] },
    );
    const warned = r.warnings("REAL-attack-eoc-gap");
    expect(warned.map((p) => p.path.replace(/^.*special_attacks/, "")).sort()).to.deep.equal([
      "[0].eoc[0]",
      "[1].eoc[0]",
    ]);
    const text = warned.map((p) => p.message).join("\n");
    expect(text).to.contain("math n_val('rad')").and.contain("effect npc_emit").and.contain("math n_calories()");
  });
});
