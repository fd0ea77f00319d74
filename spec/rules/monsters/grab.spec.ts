// covers (REAL-pull-starved-lean, REAL-weight-carried: spec/mechanics/body_weight.spec.ts; REAL-pull-stored-kcal: a character weighs its lean mass and the fat of its stored kcal, src/character.cpp bodyweight; REAL-grab-break-bonus: the game adds a grab-break technique's +10 after the grabber's
// roll, and keeps the escape score a fraction, src/character.cpp try_remove_grab): D3-bite-grab, D3-bite-infect, D3-bite-hitsize, D3-bite-F-infection_chance, X-20, X-32, D4-R-any, D4-R-apply, D4-R-grabbing, D4-F-grab_strength, D4-F-grab_effect, D4-R-noregrab, D4-R-noregrab-fail, D4-grab_effect-null, D4-F-exclusive_grab, D4-exclusive, D4-F-pull_chance, D4-F-pull_weight_ratio, D4-F-pull_msg, D4-F-pull_fail_msg, D4-pull-held, D4-F-drag_distance, D4-drag-moves, D4-drag-stop, D4-F-drag_deviation, D4-F-drag_movecost_mod, D4-F-drag_grab_break_distance, D4-R-block, D4-R-attempt, D4-R-chance, D4-R-success, D4-R-free, S-6
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { breakProbability, escapeScore } from "../../../engine/rules/monsters/grab.js";
import { step } from "../../../engine/step/step.js";
import type { SimEvent } from "../../../engine/sim/events.js";
import type { Effect, World } from "../../../engine/world/types.js";
import { HUMAN_ANATOMY } from "../../../engine/world/anatomy.js";
import { count, expectRate, load, monster, P, reseed, run, use, world } from "./support.js";
import { messagesOf, partsWith } from "../../support/world.js";

const N = 1500;
const SURE = { dodgeable: false, blockable: false, damage_max_instance: [{ damage_type: "bash", amount: 1 }] };
const attackOf = (events: readonly SimEvent[]) =>
  events.find((e) => e.type === "attack") as Extract<SimEvent, { type: "attack" }> | undefined;
const grab = (part: string, source = "other", intensity = 10): Effect => ({
  id: "grabbed",
  bodyPart: part,
  intensity,
  duration: 1000,
  permanent: true,
  source,
});

describe("monster special attacks: bites and grabs (D3 bite, D4)", function () {
  this.timeout(60000);
  let c: Content;
  before(() => {
    c = load([
      monster(
        "t_g",
        [
          { type: "bite", id: "bite", ...SURE, infection_chance: 100 },
          { type: "bite", id: "bite40", ...SURE, infection_chance: 40 },
          { type: "melee", id: "grab", ...SURE, grab: true },
          {
            type: "melee",
            id: "grab_arm",
            ...SURE,
            grab: true,
            body_parts: [["arm_l", 1]],
            grab_data: { grab_strength: 7 },
          },
          {
            type: "melee",
            id: "grab_arms",
            ...SURE,
            grab: true,
            body_parts: [
              ["arm_l", 1],
              ["arm_r", 1],
            ],
          },
          {
            type: "melee",
            id: "pull",
            ...SURE,
            range: 3,
            grab: true,
            grab_data: { grab_effect: "null", pull_chance: 100, pull_weight_ratio: 2, pull_msg_u: "%s reels you in!" },
          },
          {
            type: "melee",
            id: "pull0",
            ...SURE,
            range: 3,
            grab: true,
            grab_data: { grab_effect: "null", pull_chance: 0, pull_weight_ratio: 2 },
          },
          {
            type: "melee",
            id: "pull60",
            ...SURE,
            range: 3,
            grab: true,
            grab_data: { grab_effect: "null", pull_chance: 60, pull_weight_ratio: 2 },
          },
          {
            type: "melee",
            id: "pull_heavy",
            ...SURE,
            range: 3,
            grab: true,
            grab_data: {
              grab_effect: "null",
              pull_chance: 100,
              pull_weight_ratio: 0.75,
              pull_fail_msg_u: "You are too heavy.",
            },
          },
          {
            type: "melee",
            id: "pull_heavy0",
            ...SURE,
            range: 3,
            grab: true,
            grab_data: {
              grab_effect: "null",
              pull_chance: 0,
              pull_weight_ratio: 0.75,
              pull_fail_msg_u: "You are too heavy.",
            },
          },
          { type: "melee", id: "excl", ...SURE, grab: true, grab_data: { grab_strength: 20, exclusive_grab: true } },
          { type: "melee", id: "drag2", ...SURE, grab: true, grab_data: { drag_distance: 2, pull_weight_ratio: 2 } },
          {
            type: "melee",
            id: "drag_half",
            ...SURE,
            grab: true,
            grab_data: { drag_distance: 2, drag_movecost_mod: 0.5, pull_weight_ratio: 2 },
          },
          {
            type: "melee",
            id: "drag_dev1",
            ...SURE,
            grab: true,
            grab_data: { drag_distance: 1, drag_deviation: 1, pull_weight_ratio: 2 },
          },
          {
            type: "melee",
            id: "drag_break",
            ...SURE,
            grab: true,
            grab_data: { grab_strength: 5, drag_distance: 3, drag_grab_break_distance: 1, pull_weight_ratio: 2 },
          },
        ],
        { grab_strength: 9 },
      ),
      monster("t_dog", [], { bodytype: "dog" }),
      monster("t_human", [], { bodytype: "human" }),
      monster("t_virus", [{ type: "bite", id: "bite", ...SURE, infection_chance: 100 }], { flags: ["DEADLY_VIRUS"] }),
    ]);
  });

  const base = (extra: Partial<Parameters<typeof world>[1]> = {}): World =>
    world(c, { monsters: [{ type: "t_g", id: "m", pos: P(3, 2) }], ...extra });
  // A grabber that does not act on its own (waiting and moving run whole turns).
  const still = (extra: Partial<Parameters<typeof world>[1]> = {}): World =>
    world(c, { monsters: [{ type: "t_g", id: "m", pos: P(3, 2), attitude: "neutral" }], ...extra });
  const withEffects = (w: World, who: string, effects: Effect[]): World =>
    run(w, c, (sim) => {
      const x = sim.world.characters[who] ?? sim.world.monsters[who];
      for (const e of effects) x?.effects.push(e);
    }).world;

  it("[D3-bite-grab][X-20] a bite lands on an ungrabbed human but infects only a grabbed one (or a dog)", () => {
    const free = use(base(), c, "m", "bite");
    expect(free.value).to.equal(true);
    expect(attackOf(free.events)?.outcome).to.not.equal(undefined);
    expect(free.world.characters["you"]?.effects.some((e) => e.id === "bite")).to.equal(false);
    const held = use(withEffects(base(), "you", [grab("torso")]), c, "m", "bite");
    expect(held.value).to.equal(true);
    expect(held.world.characters["you"]?.effects.some((e) => e.id === "bite")).to.equal(true);
    const w = world(c, {
      monsters: [
        { type: "t_g", id: "m", pos: P(3, 2) },
        { type: "t_dog", id: "dog", pos: P(4, 2) },
        { type: "t_human", id: "zed", pos: P(3, 3) },
      ],
    });
    expect(use(w, c, "m", "bite", "dog").value).to.equal(true);
    expect(use(w, c, "m", "bite", "zed").value, "a humanoid monster is bitten too").to.equal(true);
  });

  it("[D3-bite-infect][D3-bite-hitsize] chance 100 gives `bite` on the bitten part, never eyes or mouth; a bionic limb gets none; a DEADLY_VIRUS biter passes zombie_virus", () => {
    const held = withEffects(base(), "you", [grab("torso")]);
    for (let i = 0; i < 100; i++) {
      const r = use(reseed(held, `i${i}`), c, "m", "bite");
      const part = attackOf(r.events)?.bodyPart;
      expect(["eyes", "mouth"]).to.not.include(part);
      expect(r.world.characters["you"]?.effects.find((e) => e.id === "bite")?.bodyPart).to.equal(part);
    }
    const bionic = run(held, c, (sim) => {
      for (const s of Object.values(sim.world.characters["you"]?.body ?? {})) s.flags = [...s.flags, "BIONIC_LIMB"];
    }).world;
    expect(use(bionic, c, "m", "bite").world.characters["you"]?.effects.some((e) => e.id === "bite")).to.equal(false);
    const v = world(c, { monsters: [{ type: "t_virus", id: "v", pos: P(3, 2) }] });
    expect(
      use(withEffects(v, "you", [grab("torso")]), c, "v", "bite").world.characters["you"]?.effects.some(
        (e) => e.id === "zombie_virus",
      ),
    ).to.equal(true);
  });

  it("[D3-bite-infect][D3-bite-F-infection_chance] infection_chance 40: the measured rate is 40 %", () => {
    const held = withEffects(base(), "you", [grab("torso")]);
    let k = 0;
    for (let i = 0; i < N; i++)
      if (use(reseed(held, `r${i}`), c, "m", "bite40").world.characters["you"]?.effects.some((e) => e.id === "bite"))
        k++;
    expectRate(k, N, 0.4, "infection");
  });

  it("[D4-R-apply][D4-F-grab_effect][D4-F-grab_strength][D4-R-grabbing] a grab puts `grabbed` (the monster's strength 9, or the attack's 7) on the part and the part's grabbing effect on the monster", () => {
    const r = use(base(), c, "m", "grab");
    const part = attackOf(r.events)?.bodyPart;
    const e = r.world.characters["you"]?.effects.find((x) => x.id === "grabbed");
    expect(e).to.include({ bodyPart: part, intensity: 9, permanent: true, source: "m" });
    expect(r.world.monsters["m"]?.grabbing).to.deep.equal(["you"]);
    const r2 = use(base(), c, "m", "grab_arm");
    expect(r2.world.characters["you"]?.effects.find((x) => x.id === "grabbed")?.intensity).to.equal(7);
    expect(r2.world.monsters["m"]?.effects.map((x) => x.id)).to.deep.equal(["grabbing_arm_l"]);
  });

  it("[D4-R-noregrab][D4-R-noregrab-fail] a grabbed part is not grabbed again: it retargets (beyond the attack's own list, the first free part), and with none left it misses (performed); a grabbed monster is not grabbed (not performed)", () => {
    const r = use(withEffects(base(), "you", [grab("arm_l")]), c, "m", "grab_arms");
    expect(partsWith(r.world, "you", "grabbed")).to.deep.equal(["arm_l", "arm_r"]);
    // Both listed parts held: the game looks further than the attack's list, at every part it
    // could hit, and takes the first free one in anatomy order.
    const arms = use(withEffects(base(), "you", [grab("arm_l"), grab("arm_r")]), c, "m", "grab_arms");
    expect(attackOf(arms.events)?.bodyPart).to.equal("head");
    const full = use(
      withEffects(
        base(),
        "you",
        HUMAN_ANATOMY.map((p) => grab(p.id)),
      ),
      c,
      "m",
      "grab_arms",
    );
    expect(full.value).to.equal(true);
    expect(attackOf(full.events)?.outcome).to.equal("miss");
    const w = world(c, {
      monsters: [
        { type: "t_g", id: "m", pos: P(3, 2) },
        { type: "t_dog", id: "dog", pos: P(4, 2) },
      ],
    });
    const heldDog = run(w, c, (sim) =>
      sim.world.monsters["dog"]?.effects.push({ id: "grabbed", intensity: 5, duration: 100, source: "x" }),
    ).world;
    expect(use(heldDog, c, "m", "grab", "dog").value).to.equal(false);
    const dogGrab = use(w, c, "m", "grab", "dog");
    expect(dogGrab.world.monsters["dog"]?.effects.find((x) => x.id === "grabbed")?.bodyPart).to.equal(undefined);
    expect(dogGrab.world.monsters["m"]?.effects.map((x) => x.id)).to.deep.equal(["grabbing"]);
  });

  it("[D4-F-pull_chance][D4-grab_effect-null][D4-F-pull_msg] pull 100 from 3 tiles: the target ends adjacent, with no effect; pull 0: not performed", () => {
    const w = world(c, { you: { pos: P(6, 2) }, monsters: [{ type: "t_g", id: "m", pos: P(3, 2) }] });
    const r = use(w, c, "m", "pull");
    expect(r.world.characters["you"]?.pos).to.deep.equal(P(4, 2));
    expect(r.world.characters["you"]?.effects).to.deep.equal([]);
    expect(messagesOf(r.events)).to.include("The g reels you in!");
    const r0 = use(w, c, "m", "pull0");
    expect(r0.value).to.equal(false);
    let k = 0;
    for (let i = 0; i < N; i++) if (use(reseed(w, `p${i}`), c, "m", "pull60").value) k++;
    expectRate(k, N, 0.6, "pull rate");
  });

  // A small survivor with str 8 and 2,500 stored kcal, by the game's Character::bodyweight: its fat
  // BMI (0.20) is far under normal, so its lean BMI loses floor((1 - 0.20 / 3) × 8) = 7 points:
  // (12 + 8 - 7) × 1.75² kg × 0.52 (small) lean + 2,500 / 7,716.17 kg fat = 21.026 kg.
  const SMALL_BODY = 13 * 1.75 * 1.75 * 0.52 * 1000 + (2500 / 7716.17) * 1000;

  it("[D4-F-pull_weight_ratio][D4-F-pull_fail_msg] a 100 kg monster (ratio 0.75) pulls a 70 kg target, not an 80 kg one (fail message, performed)", () => {
    const at = (total: number) =>
      world(c, {
        you: { pos: P(6, 2), size: "small", carriedWeight: total - SMALL_BODY },
        monsters: [{ type: "t_g", id: "m", pos: P(3, 2) }],
      });
    expect(use(at(70000), c, "m", "pull_heavy").world.characters["you"]?.pos).to.deep.equal(P(4, 2));
    const heavy = use(at(80000), c, "m", "pull_heavy");
    expect(heavy.value).to.equal(true);
    expect(heavy.world.characters["you"]?.pos).to.deep.equal(P(6, 2));
    expect(messagesOf(heavy.events)).to.include("You are too heavy.");
    // The weight is checked after the pull roll: a failed roll stays silent even against a too-heavy target.
    const missed = use(at(80000), c, "m", "pull_heavy0");
    expect(missed.value).to.equal(false);
    expect(messagesOf(missed.events)).to.not.include("You are too heavy.");
  });

  it("[D4-F-pull_weight_ratio][REAL-pull-stored-kcal] stored calories weigh: a 100 kg monster (ratio 0.75) pulls a medium survivor of 2,500 kcal (starved to a lean BMI of 13: 40.1 kg), not the same survivor after 110,000 kcal more (75.8 kg)", () => {
    // The game's Ranged_pull_tests: the same survivor is too heavy or light enough by its stored
    // kcal alone (src/character.cpp bodyweight_fat: kcal / 7,716.17 kg; get_bmi_lean).
    const at = (kcal: number) =>
      world(c, { you: { pos: P(6, 2), kcal }, monsters: [{ type: "t_g", id: "m", pos: P(3, 2) }] });
    expect(use(at(2500), c, "m", "pull_heavy").world.characters["you"]?.pos).to.deep.equal(P(4, 2));
    const fed = use(at(112500), c, "m", "pull_heavy");
    expect(fed.world.characters["you"]?.pos).to.deep.equal(P(6, 2));
    expect(messagesOf(fed.events)).to.include("You are too heavy.");
  });

  it("[D4-F-pull_weight_ratio][REAL-pull-starved-lean][REAL-weight-carried] a 100 kg monster (ratio 0.75) pulls a starving survivor (5,000 kcal: 40.5 kg) with 30 kg of gear, not a healthy one (118,156 kcal: 76.6 kg) with none", () => {
    const at = (kcal: number, carriedWeight: number) =>
      world(c, { you: { pos: P(6, 2), kcal, carriedWeight }, monsters: [{ type: "t_g", id: "m", pos: P(3, 2) }] });
    expect(use(at(5000, 30000), c, "m", "pull_heavy").world.characters["you"]?.pos).to.deep.equal(P(4, 2));
    const healthy = use(at(118156, 0), c, "m", "pull_heavy");
    expect(healthy.world.characters["you"]?.pos).to.deep.equal(P(6, 2));
    expect(messagesOf(healthy.events)).to.include("You are too heavy.");
  });

  it("[D4-pull-held] a pull fails with the fail message while another monster holds the target", () => {
    const w = withEffects(
      world(c, { you: { pos: P(5, 2) }, monsters: [{ type: "t_g", id: "m", pos: P(3, 2) }] }),
      "you",
      [grab("leg_l", "someone")],
    );
    const r = use(w, c, "m", "pull");
    expect(r.world.characters["you"]?.pos).to.deep.equal(P(5, 2));
  });

  it("[D4-exclusive] strength 20 always strips an intensity-10 grab; an intensity-40 grab goes about 25 % of the time", () => {
    for (let i = 0; i < 30; i++) {
      const r = use(reseed(withEffects(base(), "you", [grab("leg_l", "x", 10)]), `x${i}`), c, "m", "excl");
      expect(r.world.characters["you"]?.effects.some((e) => e.source === "x")).to.equal(false);
    }
    let k = 0;
    for (let i = 0; i < N; i++) {
      const r = use(reseed(withEffects(base(), "you", [grab("leg_l", "x", 40)]), `y${i}`), c, "m", "excl");
      if (!r.world.characters["you"]?.effects.some((e) => e.source === "x")) k++;
    }
    expectRate(k, N, 0.25, "exclusive strip");
  });

  it("[D4-F-drag_distance][D4-drag-moves] drag 2: each step the monster moves away and the target into its old tile, all in one turn at 100 moves a step", () => {
    const r = use(base(), c, "m", "drag2");
    const moves = r.events.filter((e) => e.type === "moved");
    expect(moves.map((e) => (e.type === "moved" ? [e.who, e.to.x] : []))).to.deep.equal([
      ["m", 4],
      ["you", 3],
      ["m", 5],
      ["you", 4],
    ]);
    expect(r.world.monsters["m"]?.moves).to.equal(-100 - 200);
    expect(use(base(), c, "m", "drag_half").world.monsters["m"]?.moves, "[D4-F-drag_movecost_mod] 0.5").to.equal(
      -100 - 100,
    );
  });

  it("[D4-drag-stop] a walled-in monster cannot drag: the target resists and stays grabbed", () => {
    const w = world(c, {
      rows: ["#####", "#.#.#", "##..#", "#####"],
      you: { pos: P(3, 2) },
      monsters: [{ type: "t_g", id: "m", pos: P(3, 1) }],
    });
    const r = use(w, c, "m", "drag2");
    expect(r.world.monsters["m"]?.pos).to.deep.equal(P(3, 1));
    expect(r.world.characters["you"]?.effects.some((e) => e.id === "grabbed")).to.equal(true);
    expect(messagesOf(r.events).some((t) => t.startsWith("You resist the g"))).to.equal(true);
  });

  it("[D4-F-drag_deviation] deviation 1: any neighbour of the monster within 1 of the tile opposite the target", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const p = use(reseed(base(), `v${i}`), c, "m", "drag_dev1").world.monsters["m"]?.pos;
      seen.add(`${p?.x},${p?.y}`);
    }
    expect([...seen].sort()).to.deep.equal(["3,1", "3,3", "4,1", "4,2", "4,3"]);
  });

  it("[D4-F-drag_grab_break_distance] with 1, the dragged character gets an attempt after every step", () => {
    const r = use(base(), c, "m", "drag_break");
    const attempts = count(r.events, (e) => e.type === "rule" && e.name === "grab_break");
    const steps = count(r.events, (e) => e.type === "moved" && e.who === "you");
    expect(attempts).to.equal(steps);
    expect(attempts).to.be.greaterThan(0);
  });

  it("[D4-R-chance] the measured break rate of one attempt matches the formula; str 8 unarmed 0 against strength 20", () => {
    const score = run(still(), c, (sim) => {
      const you = sim.world.characters["you"];
      if (!you) throw new Error("no character");
      return escapeScore(sim, you);
    }).value;
    expect(score).to.be.closeTo(13, 1e-9);
    // The formula by hand: the grabber rolls max(20, 13) + 1d10, the break succeeds 13 in that.
    // (requirements.md says "about 40 %" here; its own formula gives 50.8 %, which is kept.)
    const byHand = Array.from({ length: 10 }, (_, i) => 13 / (21 + i)).reduce((a, b) => a + b, 0) / 10;
    expect(breakProbability(score, 20)).to.be.closeTo(byHand, 1e-9);
    expect(breakProbability(score + 5, 20)).to.be.greaterThan(breakProbability(score, 20));
    expect(breakProbability(score, 40)).to.be.lessThan(breakProbability(score, 20));
    const w = withEffects(still(), "you", [grab("torso", "m", 20)]);
    let k = 0;
    for (let i = 0; i < N; i++) {
      const r = step(reseed(w, `w${i}`), { type: "wait", who: "you", turns: 1 }, c);
      if (r.events.some((e) => e.type === "rule" && e.name === "grab_break" && e.data["broke"] === true)) k++;
    }
    expectRate(k, N, byHand, "grab break");
  });

  it("[REAL-grab-break-bonus] a grab-break technique adds 10 to the escape after the grabber rolls against the score without it", () => {
    // str 8, unarmed 0: escape 13; against strength 20 the grabber rolls 20 + 1d10 (not 23 + 1d10),
    // and the escape counted against that roll is 23.
    const byHand = Array.from({ length: 10 }, (_, i) => Math.min(1, 23 / (21 + i))).reduce((a, b) => a + b, 0) / 10;
    expect(breakProbability(13, 20, 10)).to.be.closeTo(byHand, 1e-9);
    const w = withEffects(still(), "you", [grab("torso", "m", 20)]);
    const skilled = run(w, c, (sim) => {
      sim.world.characters["you"]?.flags.push("GRAB_BREAK_TECHNIQUE");
    }).world;
    const rolls: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = step(reseed(skilled, `t${i}`), { type: "wait", who: "you", turns: 1 }, c);
      const e = r.events.find((x) => x.type === "rule" && x.name === "grab_break");
      if (e?.type !== "rule") continue;
      expect(e.data["escape"]).to.be.closeTo(23, 1e-9);
      rolls.push(Number(e.data["roll"]));
    }
    expect(Math.min(...rolls)).to.be.at.least(21);
    expect(Math.max(...rolls)).to.be.at.most(30);
  });

  it("[D4-R-attempt][D4-R-success][S-6] waiting rolls once per grab; a break removes the grab and the grabber's effect; unbroken grabs persist", () => {
    const g = use(still(), c, "m", "grab_arm").world;
    const held = withEffects(g, "you", [grab("leg_l", "m", 1000000)]);
    let w = held;
    for (let t = 0; t < 5; t++) {
      const r = step(reseed(w, `a${t}`), { type: "wait", who: "you", turns: 1 }, c);
      const first = r.events.filter((e) => e.type === "rule" && e.name === "grab_break");
      expect(first.length).to.equal(w.characters["you"]?.effects.filter((e) => e.id === "grabbed").length);
      w = r.world;
    }
    expect(w.characters["you"]?.effects.some((e) => e.bodyPart === "leg_l")).to.equal(true);
    const arm = w.characters["you"]?.effects.some((e) => e.bodyPart === "arm_l");
    expect(w.monsters["m"]?.effects.some((e) => e.id === "grabbing_arm_l")).to.equal(arm);
  });

  it("[D4-R-block][D4-R-free] a held character that fails to break free does not move; breaking every grab moves it in the same turn", () => {
    const hard = withEffects(still(), "you", [grab("torso", "m", 100000)]);
    const r = step(hard, { type: "move", who: "you", dir: "w" }, c);
    expect(r.refused).to.equal(undefined);
    expect(r.world.characters["you"]?.pos).to.deep.equal(P(2, 2));
    const weak = withEffects(still({ you: { stats: { str: 30, dex: 8, int: 8, per: 8 } } }), "you", [
      grab("torso", "m", 1),
    ]);
    const f = step(weak, { type: "move", who: "you", dir: "w" }, c);
    expect(f.world.characters["you"]?.pos).to.deep.equal(P(1, 2));
    expect(f.world.characters["you"]?.effects.some((e) => e.id === "grabbed")).to.equal(false);
  });
});
