/**
 * The danger sweep against the game's own data (issue 33). IDs introduced here:
 *   DANGER-difficulty  the game's static difficulty as src/monstergenerator.cpp computes it: the
 *                      formula on a monster whose every term is known, and the armour types it
 *                      counts are those the game's damage types mark mon_difficulty
 *   DANGER-defaults    the three default loadouts are built from real item ids (they plan on the
 *                      core data) and a short sweep tells a zombie brute from a deer
 *   DANGER-reach       a fight is "fled" only beyond the arena's flee distance and beyond what the
 *                      monster's attacks reach (its melee reach, gun ranges, spell and leap
 *                      max_range, the ranges its hardcoded attacks aim with): a civilian running
 *                      from the core's gun robot (the secubot) is shot, not "out of reach" at 11
 *                      tiles with no damage taken as before
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIFFICULTY_ARMOUR_TYPES, staticDifficulty } from "../../engine/content/kinds/monsters/difficulty.js";
import { ALL } from "../../engine/experiment/danger/select.js";
import { attackReach } from "../../engine/experiment/danger/reach.js";
import { planSweep, runPlannedCell } from "../../engine/experiment/danger/sweep.js";
import { summarise } from "../../engine/experiment/danger/summary.js";
import { partOf } from "../../engine/experiment/danger/part.js";
import { hasRealData, loadInline, REAL_DATA } from "../support/load.js";

/** A sweep of four fights a cell on the open arena of the core data, for the monsters named. */
function realPlan(include: string[], o: { hostile: boolean; seed: string; turnLimit: number }) {
  const planned = planSweep({
    content: [REAL_DATA],
    arena: "open",
    night: false,
    fights: 4,
    selection: { ...ALL, include },
    coreFolders: [],
    ...o,
  });
  if (!planned.ok) throw new Error(planned.problems.join("\n"));
  return planned.plan;
}

describe("danger sweep on the game's data (issue 33)", function () {
  this.timeout(300000);

  it("[DANGER-difficulty] the static difficulty of a monster whose every term is known", () => {
    const loaded = loadInline([
      {
        type: "MONSTER",
        id: "spec_rated",
        name: "rated",
        hp: 100,
        speed: 110,
        attack_cost: 100,
        morale: 20,
        aggression: 30,
        melee_skill: 4,
        melee_dice: 2,
        melee_dice_sides: 6,
        dodge: 1,
        armor: { bash: 2, cut: 3, acid: 50 },
        diff: 2,
        special_attacks: [
          ["GRAZE", 10],
          ["SHRIEK", 10],
        ],
        emit_fields: [{ emit_id: "emit_smoke_stream", delay: "1 s" }],
      },
    ]);
    const m = loaded.content.monster.get("spec_rated");
    if (!m)
      throw new Error(
        loaded
          .errors()
          .map((p) => p.message)
          .join("\n"),
      );
    // offence 5 × 2 × 6 × 0.04 = 2.4; defence 2 × (3 + 2 + 3) × 0.04 = 0.64 (acid does not count);
    // extra 2 + 1 (GRAZE is not counted) + 8 × 1 = 11; base 14; mod (100 + 110 − 100 + 5) / 100 +
    // (40 + 2) / 100 = 1.57; 14 × 1.57 = 21.98 -> 21.
    expect(staticDifficulty(m)).to.equal(21);
    expect(staticDifficulty({ ...m, hp: 1, speed: 0, visionDay: 0, visionNight: 0 })).to.equal(1);
  });

  it("[DANGER-difficulty] the armour types counted are those the game's damage types mark mon_difficulty", function () {
    if (!hasRealData()) this.skip();
    const types = JSON.parse(readFileSync(join(REAL_DATA, "damage_types.json"), "utf8")) as {
      type: string;
      id: string;
      mon_difficulty?: boolean;
    }[];
    const marked = types.filter((t) => t.type === "damage_type" && t.mon_difficulty === true).map((t) => t.id);
    expect([...new Set(marked)].sort()).to.deep.equal([...DIFFICULTY_ARMOUR_TYPES].sort());
  });

  it("[DANGER-defaults] the default loadouts plan on the core data and a short sweep tells a brute from a deer", function () {
    if (!hasRealData()) this.skip();
    const plan = realPlan(["mon_zombie_brute", "mon_deer"], { hostile: false, seed: "real", turnLimit: 60 });
    expect(plan.loadouts.map((l) => l.name)).to.deep.equal(["civilian", "melee", "shooter"]);
    const cells = [0, 3].map((i) => runPlannedCell(plan, i)); // the civilian against each
    const s = summarise(partOf(plan, 0, plan.cells, cells));
    const brute = s.rows.find((r) => r.monster === "mon_zombie_brute");
    const deer = s.rows.find((r) => r.monster === "mon_deer");
    expect(brute?.danger.value ?? 0).to.be.greaterThan(deer?.danger.value ?? 100);
    expect(brute?.difficulty ?? 0).to.be.greaterThan(deer?.difficulty ?? 100);
  });

  it("[DANGER-reach] the reach of a monster's attacks: melee, gun ranges within range, spell and leap max_range", () => {
    const k = loadInline([
      {
        type: "SPELL",
        id: "t_zap",
        name: "zap",
        description: "z",
        valid_targets: ["hostile"],
        effect: "attack",
        max_range: 14,
      },
      { type: "MONSTER", id: "t_biter", name: "biter", hp: 5 },
      {
        type: "MONSTER",
        id: "t_gunner",
        name: "gunner",
        hp: 5,
        special_attacks: [{ type: "gun", gun_type: "t_gun", ranges: [[0, 30, "DEFAULT"]], range: 25 }],
      },
      {
        type: "MONSTER",
        id: "t_caster",
        name: "caster",
        hp: 5,
        special_attacks: [{ type: "spell", spell_data: { id: "t_zap" }, cooldown: 5 }],
      },
      { type: "MONSTER", id: "t_leaper", name: "leaper", hp: 5, special_attacks: [{ type: "leap", max_range: 5 }] },
      {
        type: "MONSTER",
        id: "t_spitter",
        name: "spitter",
        hp: 5,
        special_attacks: [
          ["ACID", 10],
          ["SHRIEK", 10],
        ],
      },
    ]).content;
    expect(attackReach(k, "t_biter")).to.equal(1);
    expect(attackReach(k, "t_gunner")).to.equal(25);
    expect(attackReach(k, "t_caster")).to.equal(14);
    expect(attackReach(k, "t_leaper")).to.equal(6);
    // ACID aims within 10 tiles (the game's mattack::acid); a shriek harms no one from afar.
    expect(attackReach(k, "t_spitter")).to.equal(10);
  });

  it("[DANGER-reach] a civilian cannot outrun the core's gun robot: the fights end by death or the limit, not out of reach", function () {
    if (!hasRealData()) this.skip();
    const plan = realPlan(["mon_secubot"], { hostile: true, seed: "reach", turnLimit: 40 });
    const civilian = plan.loadouts.findIndex((l) => l.name === "civilian");
    const s = summarise(partOf(plan, civilian, civilian + 1, [runPlannedCell(plan, civilian)]));
    const row = s.rows[0];
    expect(row?.counts.fled).to.equal(0);
    expect(row?.takenPerTurn.value ?? 0).to.be.greaterThan(0);
  });
});
