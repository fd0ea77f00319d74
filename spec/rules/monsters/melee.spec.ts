// covers: D3-sequence, D3-F-accuracy, D3-F-dodgeable, D3-F-uncanny_dodgeable, D3-F-blockable, D3-F-body_parts, D3-F-attack_upper, D3-F-hitsize_min, D3-F-hitsize_max, D3-F-damage_max_instance, D3-F-min_mul, D3-F-max_mul, D3-mul, L-min_mul, L-max_mul, D3-F-move_cost, L-move_cost-default, D3-F-range, D3-F-no_adjacent, D3-F-effects, D3-F-effects_require_dmg, D3-F-effects_require_organic, D3-F-self_effect_always, D3-F-self_effect_onhit, D3-F-self_effect_ondmg, D3-F-throw_strength, D3-F-miss_msg, D3-F-hit_dmg, D3-F-no_dmg_msg, D3-F-throw_msg, D3-msg-rules, D3-F-eoc
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { hitChance, hitThreshold } from "../../../engine/rules/monsters/combat.js";
import type { SimEvent } from "../../../engine/sim/events.js";
import type { World } from "../../../engine/world/types.js";
import { bodyPartName } from "../../../engine/world/anatomy.js";
import { count, expectRate, load, monster, P, reseed, run, use, world } from "./support.js";
import { messagesOf } from "../../support/world.js";

const N = 1500;
const D = (amount: number, type = "bash") => [{ damage_type: type, amount }];
const attackOf = (events: readonly SimEvent[]) =>
  events.find((e) => e.type === "attack") as Extract<SimEvent, { type: "attack" }> | undefined;

describe("monster special attacks: melee (D3)", function () {
  this.timeout(60000);
  let c: Content;
  before(() => {
    c = load([
      monster("t_m", [
        { type: "melee", id: "acc2", accuracy: 2, damage_max_instance: D(4), blockable: false },
        { type: "melee", id: "acc8", accuracy: 8, damage_max_instance: D(4), blockable: false },
        {
          type: "melee",
          id: "sure",
          dodgeable: false,
          blockable: false,
          damage_max_instance: D(10),
          min_mul: 0.5,
          max_mul: 0.5,
        },
        { type: "melee", id: "uniform", dodgeable: false, blockable: false, damage_max_instance: D(100) },
        { type: "melee", id: "uncanny", dodgeable: false, uncanny_dodgeable: true, blockable: false },
        { type: "melee", id: "head", dodgeable: false, body_parts: [["head", 1]] },
        { type: "melee", id: "low", dodgeable: false, attack_upper: false, damage_max_instance: D(1) },
        { type: "melee", id: "big", dodgeable: false, hitsize_min: 13, damage_max_instance: D(1) },
        { type: "melee", id: "small", dodgeable: false, hitsize_max: 3, damage_max_instance: D(1) },
        { type: "melee", id: "reach2", dodgeable: false, range: 2, damage_max_instance: D(1) },
        { type: "melee", id: "far", dodgeable: false, range: 3, no_adjacent: true, damage_max_instance: D(1) },
        {
          type: "melee",
          id: "fx",
          dodgeable: false,
          damage_max_instance: D(3),
          effects: [{ id: "t_mark", duration: [2, 4], affect_hit_bp: true }],
          self_effects_always: [{ id: "s_always" }],
          self_effects_onhit: [{ id: "s_onhit" }],
          self_effects_ondmg: [{ id: "s_ondmg" }],
        },
        {
          type: "melee",
          id: "fx_miss",
          accuracy: 0,
          damage_max_instance: D(3),
          self_effects_always: [{ id: "s_always" }],
          self_effects_onhit: [{ id: "s_onhit" }],
        },
        {
          type: "melee",
          id: "nodmg",
          dodgeable: false,
          damage_max_instance: D(0),
          effects: [{ id: "t_mark", duration: 5 }],
          self_effects_onhit: [{ id: "s_onhit" }],
          self_effects_ondmg: [{ id: "s_ondmg" }],
        },
        {
          type: "melee",
          id: "nodmg_fx",
          dodgeable: false,
          damage_max_instance: D(0),
          effects_require_dmg: false,
          effects: [{ id: "t_mark", duration: 5 }],
        },
        {
          type: "melee",
          id: "organic",
          dodgeable: false,
          body_parts: [["arm_l", 1]],
          effects_require_organic: true,
          effects: [{ id: "t_mark", duration: 5, affect_hit_bp: true }],
        },
        { type: "melee", id: "chance", dodgeable: false, effects: [{ id: "t_mark", duration: 5, chance: 30 }] },
        { type: "melee", id: "fling", dodgeable: false, throw_strength: 25, damage_max_instance: D(1) },
        {
          type: "melee",
          id: "fling_hard",
          dodgeable: false,
          throw_strength: 25,
          damage_max_instance: D(1),
          throw_msg_u: "%s bowls you over!",
        },
        {
          type: "melee",
          id: "talk",
          accuracy: 30,
          damage_max_instance: D(1),
          blockable: false,
          hit_dmg_u: "%1$s claws your %2$s!",
          hit_dmg_npc: "%1$s claws <npcname>'s %2$s!",
          miss_msg_u: "%s misses you.",
        },
        {
          type: "melee",
          id: "eoc",
          dodgeable: false,
          damage_max_instance: D(2),
          eoc: [{ id: "t_eoc", effect: [{ u_message: "It hums." }] }],
        },
      ]),
      { type: "effect_type", id: "s_always" },
      { type: "effect_type", id: "s_onhit" },
      { type: "effect_type", id: "s_ondmg" },
      monster("t_armored", [], { armor: { bash: 100 }, dodge: 0 }),
    ]);
  });

  const base = (extra: Partial<Parameters<typeof world>[1]> = {}): World =>
    world(c, { monsters: [{ type: "t_m", id: "m", pos: P(3, 2) }], ...extra });

  it("[D3-F-accuracy] the measured hit rate follows P(dice(accuracy, 10) >= dodge roll + size penalty), for a low and a high accuracy", () => {
    const w = base({ you: { stats: { str: 8, dex: 8, int: 8, per: 8 }, skills: { dodge: 2 } } });
    // dodge = dex/2 + dodge skill = 6; roll 30; medium: no penalty.
    const measured: number[] = [];
    for (const [key, acc] of [
      ["acc2", 2],
      ["acc8", 8],
    ] as const) {
      let hits = 0;
      for (let i = 0; i < N; i++)
        if (attackOf(use(reseed(w, `${key}${i}`), c, "m", key).events)?.outcome !== "dodged") hits++;
      expectRate(hits, N, hitChance(acc, hitThreshold(30, "medium", false)), key);
      measured.push(hits / N);
    }
    // Independent of the formula: more accuracy, measurably more hits.
    expect((measured[1] ?? 0) - (measured[0] ?? 0), "accuracy 8 over accuracy 2").to.be.greaterThan(0.1);
  });

  it("[D3-F-accuracy] an IMMOBILE target is hit more often (+40)", () => {
    expect(hitChance(2, hitThreshold(30, "medium", true))).to.be.greaterThan(
      hitChance(2, hitThreshold(30, "medium", false)),
    );
    expect(hitThreshold(0, "tiny", false)).to.equal(30);
    expect(hitThreshold(0, "huge", false)).to.equal(-20);
  });

  it("[D3-F-dodgeable] with dodgeable false a nimble target is always hit; [D3-mul] min = max = 0.5 gives exactly half", () => {
    const w = base({ you: { skills: { dodge: 30 } } });
    for (let i = 0; i < 50; i++) {
      const a = attackOf(use(reseed(w, `d${i}`), c, "m", "sure").events);
      expect(a?.outcome).to.equal("hit");
      expect(a?.damage).to.equal(5);
    }
  });

  it("[D3-F-min_mul][D3-F-max_mul][L-min_mul][L-max_mul] the multiplier is uniform in [0.5, 1.0]: damage stays in [50, 100] with mean 75", () => {
    const w = base();
    const values: number[] = [];
    for (let i = 0; i < N; i++) values.push(attackOf(use(reseed(w, `u${i}`), c, "m", "uniform").events)?.damage ?? -1);
    expect(Math.min(...values)).to.be.at.least(50);
    expect(Math.max(...values)).to.be.at.most(100);
    const mean = values.reduce((a, b) => a + b, 0) / N;
    // uniform on [50, 100] rounded: sd = 50 / sqrt(12); tolerance 4.5 standard errors.
    expect(Math.abs(mean - 75)).to.be.at.most((4.5 * 50) / Math.sqrt(12) / Math.sqrt(N) + 0.5);
    const low = values.filter((v) => v < 62.5).length;
    expectRate(low, N, 0.25, "lowest quarter");
  });

  it("[D3-F-uncanny_dodgeable] an UNCANNY_DODGE character steps aside even from an undodgeable attack that allows it", () => {
    const w = base({ you: { flags: ["UNCANNY_DODGE"] } });
    const r = use(w, c, "m", "uncanny");
    expect(attackOf(r.events)?.outcome).to.equal("dodged");
    // 300 for the uncanny step, and 90 for the dodge the hit roll tried first (deal_melee_attack
    // rolls against the dodge even for an undodgeable attack: REAL-dodge-stamina).
    expect(r.world.characters["you"]?.stamina).to.equal(8500 - 90 - 300);
    expect(r.events.some((e) => e.type === "moved" && e.how === "dodged")).to.equal(true);
    expect(
      attackOf(use(w, c, "m", "sure").events)?.outcome,
      "sure: uncanny_dodgeable follows dodgeable (false)",
    ).to.equal("hit");
  });

  it("[D3-F-blockable] a blocking character takes less from a blockable attack than from an unblockable one", () => {
    // Melee 5 makes every block attempt succeed (the game's block_hit: melee × 20 × reaction %),
    // and unarmed 6 allows an arm block; an untrained fighter would never block.
    const w = base({ you: { skills: { unarmed: 6, melee: 5 }, stats: { str: 16, dex: 8, int: 8, per: 8 } } });
    let blocked = 0;
    for (let i = 0; i < 40; i++)
      if (use(reseed(w, `b${i}`), c, "m", "head").events.some((e) => e.type === "rule" && e.name === "block"))
        blocked++;
    expect(blocked).to.equal(40);
    expect(use(w, c, "m", "sure").events.some((e) => e.type === "rule" && e.name === "block")).to.equal(false);
  });

  it("[D3-F-body_parts] [[head, 1]] always hits the head; [D3-F-attack_upper] false never hits UPPER_LIMB parts; [D3-F-hitsize_min/max] bound the part size", () => {
    const w = base();
    for (let i = 0; i < 200; i++) {
      const s = reseed(w, `p${i}`);
      expect(attackOf(use(s, c, "m", "head").events)?.bodyPart).to.equal("head");
      expect(["arm_l", "arm_r", "hand_l", "hand_r"]).to.not.include(attackOf(use(s, c, "m", "low").events)?.bodyPart);
      expect(["torso", "leg_l", "leg_r"]).to.include(attackOf(use(s, c, "m", "big").events)?.bodyPart);
      expect(["hand_l", "hand_r", "foot_l", "foot_r", "eyes", "mouth"]).to.include(
        attackOf(use(s, c, "m", "small").events)?.bodyPart,
      );
    }
  });

  it("[D3-F-move_cost][L-move_cost-default] the attack costs 100 moves by default", () => {
    expect(use(base(), c, "m", "sure").world.monsters["m"]?.moves).to.equal(-100);
  });

  it("[D3-F-range] range 1 does not reach 2 tiles; range 2 does with a clear path; a wall in between stops it", () => {
    const w = world(c, { monsters: [{ type: "t_m", id: "m", pos: P(4, 2) }] });
    expect(use(w, c, "m", "sure").value).to.equal(false);
    expect(use(w, c, "m", "reach2").value).to.equal(true);
    const walled = world(c, {
      rows: ["#########", "#.......#", "#..#....#", "#.......#", "#########"],
      monsters: [{ type: "t_m", id: "m", pos: P(4, 2) }],
    });
    expect(use(walled, c, "m", "reach2").value).to.equal(false);
  });

  it("[D3-F-no_adjacent] an adjacent target is not attacked; one 3 tiles away is", () => {
    expect(use(base(), c, "m", "far").value).to.equal(false);
    expect(use(world(c, { monsters: [{ type: "t_m", id: "m", pos: P(5, 2) }] }), c, "m", "far").value).to.equal(true);
  });

  it("[D3-F-effects][D3-F-self_effect_always/onhit/ondmg] effects land on the hit part for 2-4 turns; the self effects follow the outcome", () => {
    const durations = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const r = use(reseed(base(), `e${i}`), c, "m", "fx");
      const a = attackOf(r.events);
      const fx = r.world.characters["you"]?.effects.find((e) => e.id === "t_mark");
      expect(fx?.bodyPart).to.equal(a?.bodyPart);
      durations.add(fx?.duration ?? 0);
      expect(r.world.monsters["m"]?.effects.map((e) => e.id).sort()).to.deep.equal(["s_always", "s_ondmg", "s_onhit"]);
    }
    expect([...durations].sort()).to.deep.equal([2, 3, 4]);
    const miss = use(base({ you: { skills: { dodge: 40 } } }), c, "m", "fx_miss");
    expect(attackOf(miss.events)?.outcome).to.equal("dodged");
    expect(
      miss.world.monsters["m"]?.effects.map((e) => e.id),
      "a miss: only the always effects",
    ).to.deep.equal(["s_always"]);
  });

  it("[D3-F-effects_require_dmg][D3-F-no_dmg_msg] a 0-damage hit applies effects only with false; onhit self effects yes, ondmg no", () => {
    const r = use(base(), c, "m", "nodmg");
    expect(attackOf(r.events)?.outcome).to.equal("no_damage");
    expect(r.world.characters["you"]?.effects.some((e) => e.id === "t_mark")).to.equal(false);
    expect(r.world.monsters["m"]?.effects.map((e) => e.id)).to.deep.equal(["s_onhit"]);
    expect(messagesOf(r.events)).to.include(
      `The m bites your ${bodyPartName(attackOf(r.events)?.bodyPart ?? "")}, but fails to penetrate armor!`,
    );
    expect(use(base(), c, "m", "nodmg_fx").world.characters["you"]?.effects.some((e) => e.id === "t_mark")).to.equal(
      true,
    );
  });

  it("[D3-F-effects_require_organic] no effect on a BIONIC_LIMB part with true", () => {
    const bionic = base();
    const w = run(bionic, c, (sim) => {
      const arm = sim.world.characters["you"]?.body["arm_l"];
      if (arm) arm.flags = ["UPPER_LIMB", "BIONIC_LIMB"];
    }).world;
    expect(use(w, c, "m", "organic").world.characters["you"]?.effects.some((e) => e.id === "t_mark")).to.equal(false);
    expect(use(base(), c, "m", "organic").world.characters["you"]?.effects.some((e) => e.id === "t_mark")).to.equal(
      true,
    );
  });

  it("[D3-F-effects] chance 30: the effect lands at the rate of x_in_y(30, 100)", () => {
    let k = 0;
    for (let i = 0; i < N; i++)
      if (
        use(reseed(base(), `c${i}`), c, "m", "chance").world.characters["you"]?.effects.some((e) => e.id === "t_mark")
      )
        k++;
    expectRate(k, N, 0.3, "effect chance");
  });

  it("[D3-F-throw_strength][D3-F-throw_msg] strength 25 throws 2 tiles away from the monster; a grab of intensity 100 usually holds", () => {
    const r = use(base(), c, "m", "fling_hard");
    expect(r.world.characters["you"]?.pos, "thrown west; the wall at x = 0 stops it after one tile").to.deep.equal(
      P(1, 2),
    );
    expect(messagesOf(r.events)).to.include("The m bowls you over!");
    const far = world(c, { you: { pos: P(5, 2) }, monsters: [{ type: "t_m", id: "m", pos: P(4, 2) }] });
    expect(use(far, c, "m", "fling").world.characters["you"]?.pos).to.deep.equal(P(7, 2));
    let held = 0;
    for (let i = 0; i < 100; i++) {
      const g = run(reseed(far, `g${i}`), c, (sim) =>
        sim.world.characters["you"]?.effects.push({
          id: "grabbed",
          bodyPart: "torso",
          intensity: 100,
          duration: 100,
          source: "other",
        }),
      ).world;
      if (use(g, c, "m", "fling").world.characters["you"]?.pos.x === 5) held++;
    }
    expectRate(held, 100, 1 - 12.5 / 100, "held in place");
  });

  it("[D3-msg-rules][D3-F-hit_dmg][D3-F-miss_msg] _u texts for the player, _npc texts with <npcname> for others, defaults without texts", () => {
    const w = world(c, {
      others: [{ id: "bob", name: "Bob", isPlayer: false, pos: P(4, 3) }],
      monsters: [{ type: "t_m", id: "m", pos: P(3, 2) }],
    });
    const u = use(w, c, "m", "talk");
    expect(messagesOf(u.events)[0]).to.match(/^The m claws your (.+)!$/);
    const npc = use(w, c, "m", "talk", "bob");
    expect(messagesOf(npc.events)[0]).to.match(/^The m claws Bob's (.+)!$/);
    const miss = use(base({ you: { skills: { dodge: 60 } } }), c, "m", "acc2");
    expect(messagesOf(miss.events)).to.include("The m lunges at you, but you dodge!");
  });

  it("[D3-F-eoc] the EOCs run after a damaging hit, not after a 0-damage one", () => {
    const r = use(base(), c, "m", "eoc");
    expect(count(r.events, (e) => e.type === "rule" && e.name === "eoc")).to.equal(1);
    expect(messagesOf(r.events)).to.include("It hums.");
  });

  it("[D3-F-damage_max_instance] armor of a monster target takes its share; fully absorbed is a no-damage hit", () => {
    const w = world(c, {
      monsters: [
        { type: "t_m", id: "m", pos: P(3, 2) },
        { type: "t_armored", id: "tank", pos: P(4, 2) },
      ],
    });
    const r = use(w, c, "m", "sure", "tank");
    expect(attackOf(r.events)?.outcome).to.equal("no_damage");
  });
});
