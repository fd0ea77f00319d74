/**
 * Characters fight back (issue 17), on content of our own. IDs introduced here:
 *   FIGHT-armor-type      worn armour stops each damage type by its materials' resistance × thickness,
 *                         less the blow's armour penetration
 *   FIGHT-armor-coverage  a portion stops a blow only when one roll of rng(1, 100) is within its coverage
 *   FIGHT-armor-event     each worn item that stopped something is named in an `armor` event
 *   FIGHT-melee-hit       a character's blow hits as often as the game's to-hit roll against the
 *                         target's dodge says (normal_roll(accuracy × 5, 25) − dodge × 5 − size ≥ 0)
 *   FIGHT-melee-crit      the crit chance of a fresh survivor is the game's ~1/16 (weapon × stat × skill)
 *   FIGHT-melee-moves     a swing costs the game's attack speed, a miss also the stumble
 *   FIGHT-zapback         a blow on a ZAPBACK monster shocks both arms by one roll; non-conductive gloves
 *                         or a non-conductive weapon spare the attacker (D1-ZAPBACK)
 *   FIGHT-actions         `attack`, `wield` and `wear` refuse clearly what they cannot do
 */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import { meleeAttack } from "../../../engine/rules/fight/attack.js";
import type { Sim } from "../../../engine/sim/context.js";
import { dealDamage } from "../../../engine/mechanics/damage.js";
import { attackSpeed, critChance, weaponOf } from "../../../engine/mechanics/fight/melee.js";
import { decodeAction } from "../../../engine/step/actions/index.js";
import { step } from "../../../engine/step/step.js";
import { seedState } from "../../../engine/world/rng.js";
import type { Point, World } from "../../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../../support/load.js";
import { armed, type Gear, type Ran, runInSim, testWorld } from "../../support/world.js";
import { erf } from "../../support/stats.js";

const P = (x: number, y: number): Point => ({ x, y, z: 0 });

const loaded = loadInline(
  [
    { type: "material", id: "t_hide", name: "hide", resist: { bash: 2, cut: 4 }, conductive: false },
    { type: "material", id: "t_iron", name: "iron", resist: { bash: 5, cut: 5 }, conductive: true },
    { type: "material", id: "t_rubber", name: "rubber", resist: { bash: 1, cut: 1 } },
    {
      type: "ARMOR",
      id: "t_coat",
      name: "coat",
      material: ["t_hide"],
      material_thickness: 2,
      weight: "1 kg",
      volume: "1 L",
      armor: [{ covers: ["torso", "arm_l", "arm_r"], coverage: 100, encumbrance: 10 }],
    },
    {
      type: "ARMOR",
      id: "t_vest",
      name: "vest",
      material: ["t_iron"],
      material_thickness: 1,
      armor: [{ covers: ["torso"], coverage: 50, encumbrance: 0 }],
    },
    {
      type: "ARMOR",
      id: "t_gloves",
      name: "gloves",
      material: ["t_rubber"],
      material_thickness: 1,
      armor: [{ covers: ["hand_l", "hand_r"], coverage: 100 }],
    },
    {
      type: "GENERIC",
      id: "t_club",
      name: "club",
      material: ["t_iron"],
      weight: "1 kg",
      volume: "500 ml",
      melee_damage: { bash: 10 },
      to_hit: { grip: "solid", length: "short", surface: "any", balance: "neutral" },
    },
    { type: "GENERIC", id: "t_stick", name: "stick", material: ["t_hide"], melee_damage: { bash: 6 } },
    { type: "MONSTER", flags: ["SEES"], id: "t_dummy", name: "dummy", hp: 1000, speed: 100, volume: "62 L", dodge: 0 },
    {
      type: "MONSTER",
      flags: ["SEES"],
      id: "t_dodger",
      name: "dodger",
      hp: 1000,
      speed: 100,
      volume: "62 L",
      dodge: 6,
    },
    {
      type: "MONSTER",
      flags: ["SEES"],
      id: "t_shocker",
      name: "shocker",
      hp: 1000,
      speed: 100,
      volume: "62 L",
      special_when_hit: ["ZAPBACK", 100],
    },
  ],
  { base: [join(PROJECT_ROOT, "content", "base")] },
);
const c: Content = loaded.content;

function arena(seed: string, gear: Gear & { dex?: number }, monster = "t_dummy"): World {
  return testWorld(c, {
    rows: ["#####", "#...#", "#####"],
    seed,
    characters: [
      {
        ...armed(P(1, 1), gear),
        ...(gear.dex !== undefined ? { stats: { str: 8, dex: gear.dex, int: 8, per: 8 } } : {}),
      },
    ],
    monsters: [{ type: monster, id: "m", pos: P(2, 1), attitude: "neutral" }],
  }).world;
}

function run<T>(w: World, fn: (sim: Sim) => T): Ran<T> {
  return runInSim(w, c, fn);
}

const unit = (damageType: string, amount: number, armorPenetration = 0) => ({
  damageType,
  amount,
  armorPenetration,
  armorMultiplier: 1,
  damageMultiplier: 1,
});

describe("characters fight back (issue 17)", () => {
  it("loads the fight's content without errors", () => {
    expect(loaded.errors()).to.deep.equal([]);
  });

  it("[FIGHT-armor-type] a coat of hide 2 mm thick stops 4 bash and 8 cut; penetration 3 gets 3 more cut through", () => {
    const r = run(arena("a", { worn: ["t_coat"] }), (sim) => [
      dealDamage(sim, "you", "torso", [unit("bash", 10)], "x").total,
      dealDamage(sim, "you", "torso", [unit("cut", 10)], "x").total,
      dealDamage(sim, "you", "torso", [unit("cut", 10, 3)], "x").total,
      dealDamage(sim, "you", "leg_l", [unit("cut", 10)], "x").total,
    ]);
    expect(r.value).to.deep.equal([6, 2, 5, 10]);
  });

  it("[FIGHT-armor-event] the story's armor event names the item, the part, the type and what it stopped", () => {
    const r = run(arena("a", { worn: ["t_coat"] }), (sim) => dealDamage(sim, "you", "arm_l", [unit("cut", 10)], "x"));
    expect(r.events.filter((e) => e.type === "armor")).to.deep.include({
      type: "armor",
      who: "you",
      bodyPart: "arm_l",
      item: "t_coat",
      damageType: "cut",
      stopped: 8,
      turn: 0,
    });
  });

  it("[FIGHT-armor-coverage] a vest of coverage 50 stops a blow about half the time, outermost first", () => {
    let stopped = 0;
    const N = 600;
    for (let i = 0; i < N; i++) {
      const w = { ...arena("v", { worn: ["t_vest"] }), rng: seedState(`v${i}`) };
      const r = run(w, (sim) => dealDamage(sim, "you", "torso", [unit("bash", 10)], "x").total);
      if (r.value === 5) stopped++;
      else expect(r.value).to.equal(10);
    }
    expect(stopped / N).to.be.within(0.45, 0.55);
  });

  it("[FIGHT-melee-hit] the share of blows that land follows the game's roll: normal(accuracy × 5, 25) against dodge × 5", () => {
    // Dex 8 with the club: accuracy = 8 / 4 + 0 / 3 + 0 / 2 + to_hit 0 = 2, centred on 10.
    const model = (dodgeRoll: number): number => {
      // P(trunc(X) − dodgeRoll ≥ 0), X ~ N(10, 25): trunc(X) ≥ d ⇔ X ≥ d for d ≥ 1, X > −1 for d = 0.
      const edge = dodgeRoll === 0 ? -1 : dodgeRoll;
      return 0.5 * (1 - erf((edge - 10) / (25 * Math.SQRT2)));
    };
    const rate = (monster: string): number => {
      let hits = 0;
      const N = 1500;
      for (let i = 0; i < N; i++) {
        const w = { ...arena("h", { wielded: "t_club" }, monster), rng: seedState(`h${monster}${i}`) };
        const r = run(w, (sim) => meleeAttack(sim, "you", "m"));
        if (r.events.some((e) => e.type === "attack" && e.outcome !== "miss")) hits++;
      }
      return hits / N;
    };
    expect(rate("t_dummy")).to.be.closeTo(model(0), 0.035);
    // A dodge of 6 is a roll of 30: most blows miss.
    expect(rate("t_dodger")).to.be.closeTo(model(30), 0.035);
  });

  it("[FIGHT-melee-crit] a fresh survivor's unarmed crit chance is weapon 0.5 × stat 0.49 × skill 0.25", () => {
    const w = arena("c", {});
    const r = run(w, (sim) => {
      const you = sim.world.characters["you"];
      if (!you) throw new Error("no you");
      return [critChance(sim, you, undefined, 0, 10), critChance(sim, you, undefined, 100, 10)];
    });
    expect(r.value[0]).to.be.closeTo(0.5 * 0.49 * 0.25, 1e-9);
    // A roll above 1.5 × the dodge adds the double-crit term.
    expect(r.value[1]).to.be.greaterThan(0.2);
  });

  it("[FIGHT-melee-moves] a swing with the club costs (65 + 8 + 16) / 2 = 44, + 44 × 15/15, − dex 8 / 2: 84; a bare hand 60", () => {
    const w = arena("m", { wielded: "t_club" });
    const r = run(w, (sim) => {
      const you = sim.world.characters["you"];
      if (!you) throw new Error("no you");
      const bare = { ...you, wielded: undefined } as typeof you;
      return [attackSpeed(sim, you, weaponOf(sim, you)), attackSpeed(sim, bare, undefined)];
    });
    expect(r.value).to.deep.equal([84, 60]);
    const swing = run(w, (sim) => meleeAttack(sim, "you", "m"));
    const spent = (w.characters["you"]?.moves ?? 0) - (swing.world.characters["you"]?.moves ?? 0);
    const missed = swing.events.some((e) => e.type === "attack" && e.outcome === "miss");
    // A miss adds the stumble: 500 ml / 125 + 1000 g / (8 × 10 + 13) = 4 + 10.
    expect(spent).to.equal(missed ? 84 + 14 : 84);
  });

  it("[FIGHT-zapback][D1-ZAPBACK] a punch on a shocker shocks both arms by one roll; rubber gloves or a hide stick spare the attacker", () => {
    let zapped = 0;
    for (let i = 0; i < 30; i++) {
      const seed = `z${i}`;
      const bare = run({ ...arena(seed, {}, "t_shocker"), rng: seedState(seed) }, (sim) =>
        meleeAttack(sim, "you", "m"),
      );
      if (!bare.events.some((e) => e.type === "attack" && e.outcome !== "miss")) continue;
      zapped++;
      const shocks = bare.events.filter((e) => e.type === "damaged" && e.who === "you");
      expect(shocks.map((e) => (e.type === "damaged" ? [e.bodyPart, e.damageType] : []))).to.deep.equal([
        ["arm_l", "electric"],
        ["arm_r", "electric"],
      ]);
      expect(new Set(shocks.map((e) => (e.type === "damaged" ? e.amount : 0))).size).to.equal(1);
      for (const gear of [{ worn: ["t_gloves"] }, { wielded: "t_stick" }]) {
        const spared = run({ ...arena(seed, gear, "t_shocker"), rng: seedState(seed) }, (sim) =>
          meleeAttack(sim, "you", "m"),
        );
        expect(spared.events.some((e) => e.type === "damaged" && e.who === "you")).to.equal(false);
      }
      // An iron club conducts.
      const club = run({ ...arena(seed, { wielded: "t_club" }, "t_shocker"), rng: seedState(seed) }, (sim) =>
        meleeAttack(sim, "you", "m"),
      );
      if (club.events.some((e) => e.type === "attack" && e.outcome !== "miss"))
        expect(club.events.some((e) => e.type === "rule" && e.name === "zapback")).to.equal(true);
    }
    expect(zapped).to.be.greaterThan(10);
  });

  it("[FIGHT-actions] attack, wield and wear refuse what they cannot do, naming why", () => {
    const w = arena("x", {});
    const refused = (action: unknown): string => {
      const d = decodeAction(action);
      if (!d.ok) return d.problems.join("; ");
      const r = step(w, d.action, c);
      const e = r.events.find((x) => x.type === "refused");
      return e && e.type === "refused" ? e.reason : "";
    };
    expect(refused({ type: "attack", who: "you", dir: "w" })).to.match(/no one to attack/);
    expect(refused({ type: "attack", who: "you", target: "m", dir: "e" })).to.match(/exactly one/);
    expect(refused({ type: "attack", who: "you", target: "m", weapon: "x" })).to.match(/unknown member "weapon"/);
    expect(refused({ type: "wield", who: "you", item: "t_club" })).to.match(/no t_club in your inventory/);
    expect(refused({ type: "wear", who: "you", item: "t_nothing" })).to.match(/no item "t_nothing"/);
    const given = produce(w, (d) => {
      d.characters["you"]?.inventory.push({ id: "t_club", count: 1 }, { id: "t_coat", count: 1 });
    });
    const wornClub = step(given, { type: "wear", who: "you", item: "t_club" }, c);
    expect(wornClub.events.find((e) => e.type === "refused")).to.deep.include({
      reason: 't_club is not worn: it has no "armor" portions',
    });
    const wielded = step(given, { type: "wield", who: "you", item: "t_club" }, c).world;
    expect(wielded.characters["you"]?.wielded?.id).to.equal("t_club");
    const dressed = step(wielded, { type: "wear", who: "you", item: "t_coat" }, c).world;
    expect(dressed.characters["you"]?.worn.map((s) => s.id)).to.deep.equal(["t_coat"]);
    expect(dressed.characters["you"]?.inventory).to.deep.equal([]);
  });
});
