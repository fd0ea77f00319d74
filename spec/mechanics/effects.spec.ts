/**
 * Effects as the game runs them (issue 16). IDs introduced here (the real game's effect code,
 * REAL; docs/world.md "Effects" names the sources):
 *   REAL-effect-add        adding an effect: dur_add_perc of the new duration, max_duration,
 *                          int_dur_factor, a given intensity set, int_add_val, max_intensity,
 *                          main_parts_only, immune flags and blocking effects
 *   REAL-effect-decay      each turn: an effect found with no duration left ends, else its
 *                          duration runs down (not permanent ones; the game's effect::decay, so an
 *                          effect of N turns acts on the N turns after the one it came in),
 *                          int_decay_tick steps intensity (int_decay_remove ends it),
 *                          removes_effects, chance_kill
 *   REAL-effect-mods       base_mods/scaling_mods act: hurt and pain on their chance and tick,
 *                          speed_mod on the moves a turn gives, dex_mod and dodge_mod on dodging
 *   REAL-effect-downed     a downed character cannot walk until it stands (rng(0,40) <= dex+str/2),
 *                          and cannot dodge; a downed monster loses its turn getting up
 *   REAL-effect-stunned    a stunned character steps in a random direction; a stunned monster
 *                          stumbles and does not attack
 *   REAL-effect-paralysis  asleep or paralysed by fear, a character cannot move or dodge
 *   REAL-effect-webbed     webbed, a step is an attempt to break free (x_in_y(str, 6 × intensity))
 *   REAL-effect-blind      a blind monster sees only its neighbours
 *   REAL-effect-bleed      a bleeding character loses blood at the intensity per turn, goes into
 *                          shock and dies at the minimum; a bleeding monster loses hit points
 *   REAL-effect-onfire     burning hurts by intensity (characters) or material (monsters)
 *   REAL-effect-bite       a bite turns into an infection after 6 hours, an infection kills after a day
 */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { makeSim } from "../../engine/sim/context.js";
import { addEffect, type NewEffect } from "../../engine/mechanics/effects/add.js";
import type { SimEvent } from "../../engine/sim/events.js";
import { HOOKS } from "../../engine/step/areas.js";
import { step, tick } from "../../engine/step/step.js";
import { openDice } from "../../engine/world/rng.js";
import type { Character, Effect, World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { type InRow, placed, testWorld } from "../support/world.js";

function content(): Content {
  const r = loadInline(
    [
      { type: "effect_type", id: "t_stack", name: ["stack"], max_duration: 100, max_intensity: 5, dur_add_perc: 50 },
      { type: "effect_type", id: "t_steps", name: ["steps"], max_intensity: 4, int_add_val: 2 },
      { type: "effect_type", id: "t_durint", name: ["durint"], max_intensity: 3, int_dur_factor: 10 },
      { type: "effect_type", id: "t_limb", name: ["limb"], main_parts_only: true },
      {
        type: "effect_type",
        id: "t_shield",
        name: ["shield"],
        blocks_effects: ["t_stack"],
        removes_effects: ["t_limb"],
      },
      { type: "effect_type", id: "t_proof", name: ["proof"], immune_flags: ["T_PROOF"] },
      {
        type: "effect_type",
        id: "t_fade",
        name: ["fade"],
        max_intensity: 5,
        int_decay_step: -1,
        int_decay_tick: 2,
        int_decay_remove: true,
      },
      { type: "effect_type", id: "t_doom", name: ["doom"], chance_kill: [[1, 1]], death_msg: "Doomed." },
      {
        type: "effect_type",
        id: "t_sting",
        name: ["sting"],
        max_intensity: 3,
        base_mods: { hurt_min: [2], hurt_chance: [1], hurt_tick: [3], pain_min: [1], pain_chance: [1] },
      },
      {
        type: "effect_type",
        id: "t_slow",
        name: ["slow"],
        max_intensity: 3,
        base_mods: { speed_mod: [-20] },
        scaling_mods: { speed_mod: [-10] },
      },
      { type: "effect_type", id: "t_clumsy", name: ["clumsy"], base_mods: { dex_mod: [-6], dodge_mod: [-2] } },
      { type: "effect_type", id: "downed", name: ["Downed"] },
      { type: "effect_type", id: "stunned", name: ["Stunned"] },
      { type: "effect_type", id: "fearparalyze", name: ["Paralyzed"] },
      { type: "effect_type", id: "sleep", name: ["Asleep"], max_intensity: 24 },
      { type: "effect_type", id: "webbed", name: ["Webbed"], max_intensity: 3 },
      { type: "effect_type", id: "blind", name: ["Blind"] },
      {
        type: "effect_type",
        id: "bleed",
        name: ["Bleeding"],
        max_intensity: 40,
        int_dur_factor: 60,
        max_duration: 2400,
      },
      { type: "effect_type", id: "hypovolemia", name: ["Shock"], max_intensity: 4, scaling_mods: { speed_mod: [-10] } },
      { type: "effect_type", id: "onfire", name: ["On fire"], max_intensity: 3, int_dur_factor: 5 },
      {
        type: "effect_type",
        id: "bite",
        name: ["Bite"],
        max_intensity: 2,
        int_dur_factor: 1800,
        main_parts_only: true,
      },
      {
        type: "effect_type",
        id: "infected",
        name: ["Infected"],
        max_intensity: 3,
        int_dur_factor: 28800,
        main_parts_only: true,
      },
      {
        type: "MONSTER",
        flags: ["SEES"],
        id: "t_brute",
        name: "brute",
        hp: 200,
        speed: 100,
        melee_skill: 0,
        melee_dice: 1,
        melee_dice_sides: 3,
        material: ["flesh"],
        vision_day: 40,
      },
      { type: "MONSTER", flags: ["SEES"], id: "t_shrub", name: "shrub", hp: 200, speed: 100, material: ["veggy"] },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();

function world(
  chars: (Partial<Character> & { id: string })[] = [{ id: "you" }],
  monsters: InRow[] = [],
  seed = "test",
): World {
  return testWorld(c, {
    seed,
    rows: ["#########", "#.......#", "#.......#", "#.......#", "#########"],
    characters: chars.map((ch, i) => ({ pos: { x: 1 + i, y: 2, z: 0 }, moves: 100, ...ch })),
    monsters: placed(monsters, "hostile"),
  }).world;
}

/** "you" at (1, 2) and a hostile brute "m" further along the row, at column x. */
const withBrute = (x: number): World => world([{ id: "you" }], [{ type: "t_brute", id: "m", x }]);

/** Adds effects through the engine's own add (as an attack would), returning the world and events. */
function give(w: World, who: string, ...effects: NewEffect[]): { world: World; events: SimEvent[] } {
  const events: SimEvent[] = [];
  const next = produce(w, (draft) => {
    const dice = openDice(draft.rng);
    const sim = makeSim(draft, c, dice, events, w, HOOKS);
    for (const e of effects) addEffect(sim, who, e);
    draft.rng = dice.state();
  });
  return { world: next, events };
}

const effectsOf = (w: World, id: string): readonly Effect[] =>
  w.characters[id]?.effects ?? w.monsters[id]?.effects ?? [];
const one = (w: World, id: string, effect: string): Effect | undefined => effectsOf(w, id).find((e) => e.id === effect);

describe("effects: adding (REAL-effect-add)", () => {
  it("[REAL-effect-add] a repeat adds dur_add_perc of its duration, capped at max_duration; a given intensity is set, within max_intensity", () => {
    let w = give(world(), "you", { id: "t_stack", duration: 40, intensity: 2 }).world;
    w = give(w, "you", { id: "t_stack", duration: 40, intensity: 9 }).world;
    expect(one(w, "you", "t_stack")).to.include({ duration: 60, intensity: 5 });
    w = give(w, "you", { id: "t_stack", duration: 200, intensity: 1 }).world;
    expect(one(w, "you", "t_stack")).to.include({ duration: 100, intensity: 1 });
  });

  it("[REAL-effect-add] without an intensity a repeat steps by int_add_val; int_dur_factor makes intensity follow the duration", () => {
    let w = give(world(), "you", { id: "t_steps", duration: 10 }).world;
    w = give(w, "you", { id: "t_steps", duration: 10 }).world;
    expect(one(w, "you", "t_steps")?.intensity).to.equal(3);
    w = give(w, "you", { id: "t_steps", duration: 10 }).world;
    expect(one(w, "you", "t_steps")?.intensity).to.equal(4);
    w = give(w, "you", { id: "t_durint", duration: 25, intensity: 1 }).world;
    expect(one(w, "you", "t_durint")?.intensity).to.equal(3);
  });

  it("[REAL-effect-add] main_parts_only moves a hand's effect to the arm; immune flags and blocking effects keep an effect off", () => {
    let w = give(world(), "you", { id: "t_limb", bodyPart: "hand_l", duration: 5 }).world;
    expect(one(w, "you", "t_limb")?.bodyPart).to.equal("arm_l");
    w = give(w, "you", { id: "t_shield", duration: 50 }).world;
    const blocked = give(w, "you", { id: "t_stack", duration: 5 });
    expect(one(blocked.world, "you", "t_stack")).to.equal(undefined);
    expect(blocked.events.some((e) => e.type === "effect_blocked" && e.effect === "t_stack")).to.equal(true);
    const proof = give(world([{ id: "you", flags: ["T_PROOF"] }]), "you", { id: "t_proof", duration: 5 });
    expect(one(proof.world, "you", "t_proof")).to.equal(undefined);
  });
});

describe("effects: each turn (REAL-effect-decay, REAL-effect-mods)", () => {
  it("[REAL-effect-mods] dex_mod and dodge_mod lower a character's dodge: a brute hits a clumsy survivor several times as often as an agile one", () => {
    // The brute's swing: trunc(normal(0, 25)) against the dodge roll. Agile (dex 8, dodge 5): 45,
    // hit 3.6 % of swings; clumsy (dex 2, dodge_mod -2): 20, 21 %.
    const agile = monsterHits(undefined, 5, 40);
    expect(agile).to.be.below(20);
    expect(monsterHits("t_clumsy", 5, 40)).to.be.above(3 * agile + 10);
  });

  it("[REAL-effect-decay] durations run down and expire; permanent ones stay; removes_effects takes others away", () => {
    let w = give(
      world(),
      "you",
      { id: "t_stack", duration: 3, intensity: 1 },
      { id: "t_limb", duration: 5, permanent: true },
    ).world;
    w = tick(w, c, 2).world;
    expect(one(w, "you", "t_stack")?.duration).to.equal(1);
    // Still there on its last turn, with nothing left; the next turn removes it.
    w = tick(w, c, 1).world;
    expect(one(w, "you", "t_stack")?.duration).to.equal(0);
    w = tick(w, c, 1).world;
    expect(one(w, "you", "t_stack")).to.equal(undefined);
    expect(one(w, "you", "t_limb")?.duration).to.equal(5);
    w = give(w, "you", { id: "t_shield", duration: 10 }).world;
    expect(one(tick(w, c, 1).world, "you", "t_limb")).to.equal(undefined);
  });

  it("[REAL-effect-decay] int_decay_tick lowers intensity on its turns, and int_decay_remove ends it at nothing", () => {
    let w = give(world(), "you", { id: "t_fade", duration: 1000, intensity: 2 }).world;
    w = tick(w, c, 2).world;
    expect(one(w, "you", "t_fade")?.intensity).to.equal(1);
    w = tick(w, c, 2).world;
    expect(one(w, "you", "t_fade")).to.equal(undefined);
  });

  it("[REAL-effect-decay] chance_kill kills with the effect's death message", () => {
    const w = give(world(), "you", { id: "t_doom", duration: 10 }).world;
    const r = tick(w, c, 1);
    expect(r.world.characters["you"]?.dead).to.equal(true);
    expect(r.events.some((e) => e.type === "message" && e.text === "Doomed.")).to.equal(true);
  });

  it("[REAL-effect-mods] hurt acts on its tick (every 3rd turn here) and pain every turn", () => {
    const w = give(world(), "you", { id: "t_sting", duration: 100, intensity: 1 }).world;
    const r = tick(w, c, 6);
    const hurts = r.events.filter((e) => e.type === "damaged" && e.who === "you");
    expect(hurts.map((e) => e.turn)).to.deep.equal([3, 6]);
    expect(hurts.every((e) => e.type === "damaged" && e.amount === 2)).to.equal(true);
    expect(r.world.characters["you"]?.pain).to.equal(6);
  });

  it("[REAL-effect-mods] speed_mod (base and scaling) cuts the moves a turn gives: at intensity 2, 100 - 30", () => {
    const w = give(world(), "you", { id: "t_slow", duration: 100, intensity: 2 }).world;
    expect(tick(w, c, 1).world.characters["you"]?.moves).to.equal(70);
    // At 70 moves a turn, four steps of 100 moves take five turns (at speed 100, four).
    let cur = w;
    for (let i = 0; i < 4; i++) cur = step(cur, { type: "move", who: "you", dir: "e" }, c).world;
    expect(cur.turn).to.equal(5);
  });
});

/** Hits a brute next to an agile character lands over some turns and seeds, with an effect given or not. */
function monsterHits(effect: string | undefined, turns: number, seeds: number): number {
  let hits = 0;
  for (let s = 0; s < seeds; s++) {
    let w = world([{ id: "you", skills: { dodge: 5 } }], [{ type: "t_brute", id: "m", x: 2 }], `hits-${s}`);
    if (effect !== undefined) w = give(w, "you", { id: effect, duration: 1000, permanent: true }).world;
    const r = tick(w, c, turns);
    hits += r.events.filter((e) => e.type === "damaged" && e.who === "you").length;
  }
  return hits;
}

describe("effects the game's code gives meaning (REAL-effect-*)", () => {
  it("[REAL-effect-downed] a downed character cannot walk until it stands up, and each try costs the step", () => {
    // dex 40: rng(0, 40) > 40 never happens, so the first step stands up (and goes nowhere), the second walks.
    const nimble = give(world([{ id: "you", stats: { str: 8, dex: 40, int: 8, per: 8 } }]), "you", {
      id: "downed",
      duration: 1000,
    }).world;
    const first = step(nimble, { type: "move", who: "you", dir: "e" }, c);
    expect(first.world.characters["you"]?.pos.x).to.equal(1);
    expect(first.world.turn).to.equal(1);
    expect(one(first.world, "you", "downed")).to.equal(undefined);
    expect(step(first.world, { type: "move", who: "you", dir: "e" }, c).world.characters["you"]?.pos.x).to.equal(2);
    // dex 0, str 0: up only on rng(0, 40) = 0; whatever the roll, no step moves while down.
    let w = give(world([{ id: "you", stats: { str: 0, dex: 0, int: 8, per: 8 } }]), "you", {
      id: "downed",
      duration: 1000,
    }).world;
    let downSteps = 0;
    for (let i = 0; i < 10 && one(w, "you", "downed"); i++) {
      const r = step(w, { type: "move", who: "you", dir: "e" }, c);
      expect(r.world.characters["you"]?.pos.x).to.equal(1);
      expect(r.world.turn).to.equal(w.turn + 1);
      downSteps++;
      w = r.world;
    }
    expect(downSteps).to.be.greaterThan(0);
  });

  it("[REAL-effect-downed] downed, a character cannot dodge: a brute that seldom hits the survivor standing often hits her down", () => {
    // Downed: no dodge roll at all, so about half the swings land (against 3.6 % standing).
    const standing = monsterHits(undefined, 5, 40);
    expect(monsterHits("downed", 5, 40)).to.be.above(5 * standing + 30);
  });

  it("[REAL-effect-downed] a downed monster spends its turn getting up", () => {
    const w = give(withBrute(2), "m", { id: "downed", duration: 50 }).world;
    const r = tick(w, c, 1);
    expect(one(r.world, "m", "downed")).to.equal(undefined);
    expect(r.events.filter((e) => e.type === "attack").length).to.equal(0);
    expect(r.events.some((e) => e.type === "message" && e.text === "the brute climbs to its feet.")).to.equal(true);
  });

  it("[REAL-effect-stunned] a stunned character's step goes in a random direction", () => {
    const w = give(world(), "you", { id: "stunned", duration: 1000 }).world;
    const seen = new Set<string>();
    let cur = w;
    for (let i = 0; i < 12; i++) {
      const r = step(cur, { type: "move", who: "you", dir: "e" }, c);
      const p = r.world.characters["you"]?.pos;
      const q = cur.characters["you"]?.pos;
      if (p && q) seen.add(`${p.x - q.x},${p.y - q.y}`);
      cur = r.world;
    }
    expect([...seen].some((d) => d !== "1,0")).to.equal(true);
  });

  it("[REAL-effect-stunned] a stunned monster stumbles and does not attack", () => {
    const calm = withBrute(2);
    expect(tick(calm, c, 3).events.filter((e) => e.type === "attack").length).to.equal(3);
    const w = give(calm, "m", { id: "stunned", duration: 5 }).world;
    const r = tick(w, c, 3);
    expect(r.events.filter((e) => e.type === "attack").length).to.equal(0);
    expect(r.events.filter((e) => e.type === "message" && e.text === "the brute stumbles.").length).to.equal(3);
  });

  it("[REAL-effect-paralysis] asleep or paralysed by fear, a step spends its moves and the character stays", () => {
    for (const id of ["fearparalyze", "sleep"]) {
      const w = give(world(), "you", { id, duration: 30 }).world;
      const r = step(w, { type: "move", who: "you", dir: "e" }, c);
      expect(r.world.characters["you"]?.pos.x, id).to.equal(1);
      expect(r.world.turn, id).to.equal(1);
    }
    expect(monsterHits("fearparalyze", 5, 4)).to.be.greaterThan(monsterHits(undefined, 5, 4));
  });

  it("[REAL-effect-webbed] webbed, a weak character's step is a failed try to break free; a strong one gets loose", () => {
    /** "you", of strength `str`, caught in a web of that intensity. */
    const webbed = (str: number, intensity: number): World =>
      give(world([{ id: "you", stats: { str, dex: 8, int: 8, per: 8 } }]), "you", {
        id: "webbed",
        duration: 1000,
        intensity,
      }).world;
    const weak = webbed(0, 3);
    const r = step(weak, { type: "move", who: "you", dir: "e" }, c);
    expect(r.world.characters["you"]?.pos.x).to.equal(1);
    expect(one(r.world, "you", "webbed")).to.not.equal(undefined);
    const strong = webbed(30, 1);
    const s = step(strong, { type: "move", who: "you", dir: "e" }, c);
    expect(one(s.world, "you", "webbed")).to.equal(undefined);
    expect(s.world.characters["you"]?.pos.x).to.equal(1);
  });

  it("[REAL-effect-blind] a blind monster does not come for a character three tiles away", () => {
    const w0 = withBrute(5);
    expect(tick(w0, c, 1).world.monsters["m"]?.pos.x).to.equal(4);
    const blind = give(w0, "m", { id: "blind", duration: 10 }).world;
    expect(tick(blind, c, 1).world.monsters["m"]?.pos.x).to.equal(5);
  });

  it("[REAL-effect-bleed] a bleeding character loses blood at its intensity a turn, goes into shock, and dies at the minimum", () => {
    const w = give(world(), "you", { id: "bleed", duration: 2400 }).world;
    expect(one(w, "you", "bleed")?.intensity).to.equal(40);
    const r = tick(w, c, 10);
    const blood = r.world.characters["you"]?.blood ?? 0;
    // Ten turns at intensity 40 (falling to 40 at duration 2340): 400 units, one unit back every 6 turns.
    expect(blood).to.be.within(-400, -398);
    const drained = produce(w, (d) => {
      (d.characters["you"] as { blood?: number }).blood = -49990;
    });
    const end = tick(drained, c, 2);
    expect(end.world.characters["you"]?.dead).to.equal(true);
    const shock = produce(w, (d) => {
      (d.characters["you"] as { blood?: number }).blood = -8000;
    });
    expect(one(tick(shock, c, 1).world, "you", "hypovolemia")?.intensity).to.equal(2);
  });

  it("[REAL-effect-bleed] a bleeding monster loses hit points", () => {
    const w = give(withBrute(6), "m", { id: "bleed", duration: 2400 }).world;
    const r = tick(w, c, 20);
    expect(r.world.monsters["m"]?.hp ?? 200).to.be.below(200);
  });

  it("[REAL-effect-onfire] burning hurts a character by intensity, a vegetable monster more than a flesh one", () => {
    const w = give(
      world(
        [{ id: "you" }],
        [
          { type: "t_brute", id: "m", x: 6 },
          { type: "t_shrub", id: "s", x: 7 },
        ],
      ),
      "you",
      {
        id: "onfire",
        duration: 10,
      },
    ).world;
    const burnt = give(give(w, "m", { id: "onfire", duration: 10 }).world, "s", { id: "onfire", duration: 10 }).world;
    const r = tick(burnt, c, 1);
    const dmg = (who: string): number =>
      r.events
        .filter((e) => e.type === "damaged" && e.who === who)
        .reduce((n, e) => n + (e.type === "damaged" ? e.amount : 0), 0);
    expect(dmg("you")).to.be.within(2, 4);
    expect(dmg("m")).to.be.within(5, 10);
    expect(dmg("s")).to.be.within(10, 20);
  });

  it("[REAL-effect-bite] an untreated bite becomes an infection after 6 hours, and the infection kills after a day", () => {
    const w = give(world([{ id: "you", traits: [] }]), "you", {
      id: "bite",
      bodyPart: "arm_l",
      duration: 6 * 3600 - 2,
      permanent: true,
    }).world;
    const r = tick(w, c, 4);
    // Recovery is a 100-in-108000 chance a turn; this seed does not recover in four turns.
    expect(one(r.world, "you", "bite")).to.equal(undefined);
    expect(one(r.world, "you", "infected")?.bodyPart).to.equal("arm_l");
    const late = give(world(), "you", {
      id: "infected",
      bodyPart: "arm_l",
      duration: 24 * 3600 - 1,
      permanent: true,
    }).world;
    expect(tick(late, c, 3).world.characters["you"]?.dead).to.equal(true);
  });
});
