/**
 * Monster types finished after loading, as the game finishes them (MonsterGenerator::
 * finalize_mtypes). IDs introduced here:
 *   REAL-species-attributes  a monster takes the flags and the anger, fear and placate triggers of
 *                            every species it belongs to (SPECIES objects, apply_species_attributes),
 *                            and bleeds its first species' `bleeds` when its flags and materials name
 *                            no blood and its bleed_rate is above 0 (mtype::get_bleed_type). Before,
 *                            SPECIES objects were not loaded: 50 real mammals did not fear HURT,
 *                            FIRE and FRIEND_DIED as the game's do, insects were not angered by a
 *                            friend's death
 *   REAL-monster-adjustment  a mod's `monster_adjustment` (species or ALL; `stat` speed, hp or
 *                            bleed_rate times `modifier`, in single precision and truncated; `flag`
 *                            set or cleared; `special` "nightvision") applies to every monster of
 *                            the species after the species' attributes, in load order, and a
 *                            monster keeps at least 1 hp. Other stat names and specials, which the
 *                            game ignores silently, are warnings; no species is an error (the
 *                            in-repo mod "Dark Days of the Dead" uses it; before, it was an unknown
 *                            type and did nothing)
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { bloodField } from "../../engine/rules/monsters/death.js";
import { applyDamage } from "../../engine/sim/creature_state.js";
import { tick } from "../../engine/step/step.js";
import { beforeReal, loadInline, PROJECT_ROOT } from "../support/load.js";
import { run } from "../rules/monsters/support.js";
import { testWorld } from "../support/world.js";

const BODY = { hp: 60, speed: 70, melee_skill: 6, melee_dice: 1, melee_dice_sides: 3, vision_day: 30, vision_night: 3 };

const SPECIES = [
  { type: "SPECIES", id: "T_BEAST", fear_triggers: ["HURT", "FIRE"], flags: ["T_SPECIES_FLAG"], bleeds: "fd_t_ooze" },
  {
    type: "SPECIES",
    id: "T_SWARM",
    anger_triggers: ["FRIEND_DIED"],
    placate_triggers: ["T_PLACATE"],
    bleeds: "fd_t_ichor",
  },
  { type: "SPECIES", id: "T_PLAIN" },
];

function load(objects: unknown[]): Content {
  const r = loadInline([...SPECIES, ...objects], { base: [join(PROJECT_ROOT, "content", "base")] });
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

describe("monster species (REAL-species-attributes)", () => {
  const c = load([
    {
      type: "MONSTER",
      id: "t_beast",
      name: "beast",
      ...BODY,
      species: ["T_PLAIN", "T_BEAST", "T_SWARM"],
      flags: ["SEES"],
      fear_triggers: ["FIRE"],
      material: ["stone"],
    },
    {
      type: "MONSTER",
      id: "t_dry",
      name: "dry beast",
      ...BODY,
      species: "T_BEAST",
      bleed_rate: 0,
      material: ["stone"],
    },
    { type: "MONSTER", id: "t_warm", name: "warm", ...BODY, species: "T_BEAST", flags: ["WARM"], material: ["flesh"] },
    { type: "MONSTER", id: "t_loner", name: "loner", ...BODY, material: ["stone"] },
  ]);

  it("[REAL-species-attributes] a monster has its own flags and triggers and those of each of its species, once", () => {
    const m = c.monster.get("t_beast");
    expect(m?.flags).to.deep.equal(["SEES", "T_SPECIES_FLAG"]);
    expect(m?.fearTriggers).to.deep.equal(["FIRE", "HURT"]);
    expect(m?.angerTriggers).to.deep.equal(["FRIEND_DIED"]);
    expect(m?.placateTriggers).to.deep.equal(["T_PLACATE"]);
    expect(c.monster.get("t_loner")).to.include({ bleeds: undefined });
    expect(c.monster.get("t_loner")?.fearTriggers).to.deep.equal([]);
  });

  it("[REAL-species-attributes] its blood is its first species' with a bleeds, unless a flag or material names one or it does not bleed", () => {
    const type = (id: string) => {
      const t = c.monster.get(id);
      if (!t) throw new Error(id);
      return t;
    };
    expect(bloodField(type("t_beast"))).to.equal("fd_t_ooze");
    expect(bloodField(type("t_dry"))).to.equal(undefined);
    expect(bloodField(type("t_warm"))).to.equal("fd_blood");
    expect(bloodField(type("t_loner"))).to.equal(undefined);
  });

  it("[REAL-species-attributes] [REAL-mood-hurt] a hostile monster whose species fears HURT stops attacking once a blow makes its morale negative", () => {
    const content = load([
      {
        type: "MONSTER",
        id: "t_biter",
        name: "biter",
        ...BODY,
        speed: 100,
        flags: ["SEES"],
        species: "T_BEAST",
        aggression: 20,
        morale: 5,
        material: ["flesh"],
      },
      {
        type: "MONSTER",
        id: "t_stoic",
        name: "stoic",
        ...BODY,
        speed: 100,
        flags: ["SEES"],
        species: "T_PLAIN",
        aggression: 20,
        morale: 5,
        material: ["flesh"],
      },
    ]);
    const rows = ["############", "#..........#", "#..........#", "#..........#", "############"];
    const w = testWorld(content, {
      rows,
      characters: [{ id: "you", pos: { x: 1, y: 2, z: 0 } }],
      monsters: [
        { type: "t_biter", id: "b", pos: { x: 2, y: 2, z: 0 } },
        { type: "t_stoic", id: "s", pos: { x: 2, y: 1, z: 0 } },
      ],
    }).world;
    const hurt = run(w, content, (sim) => {
      applyDamage(sim, "b", 30, "cut", undefined, "you");
      applyDamage(sim, "s", 30, "cut", undefined, "you");
    }).world;
    // morale 5 - (1 + 30 / 3) = -6 for the one that fears HURT through its species; the other keeps 5.
    expect(hurt.monsters["b"]?.morale).to.equal(-6);
    // Unchanged morale is not stored: the type's 5.
    expect(hurt.monsters["s"]?.morale).to.equal(undefined);
    const after = tick(hurt, content, 1);
    expect(after.events.some((e) => e.type === "attack" && e.attacker === "b")).to.equal(false);
    expect(after.events.some((e) => e.type === "attack" && e.attacker === "s")).to.equal(true);
  });
});

describe("monster adjustments (REAL-monster-adjustment)", () => {
  const monsters = [
    {
      type: "MONSTER",
      id: "t_shambler",
      name: "shambler",
      ...BODY,
      species: "T_BEAST",
      flags: ["SEES", "REVIVES"],
      bleed_rate: 50,
    },
    { type: "MONSTER", id: "t_bug", name: "bug", ...BODY, species: "T_SWARM", flags: ["SEES"] },
  ];
  const adjust = (o: Record<string, unknown>) => ({ type: "monster_adjustment", ...o });

  it("[REAL-monster-adjustment] multiplies speed, hp and bleed_rate of the species' monsters (single precision, truncated) and leaves others be", () => {
    const c = load([
      ...monsters,
      adjust({ species: "T_BEAST", stat: { name: "speed", modifier: 0.95 } }),
      adjust({ species: "T_BEAST", stat: { name: "hp", modifier: 5 } }),
      adjust({ species: "T_BEAST", stat: { name: "bleed_rate", modifier: 0.5 } }),
    ]);
    // 70 x 0.95 is 66.5 in single precision: 66.
    expect(c.monster.get("t_shambler")).to.include({ speed: 66, hp: 300, bleedRate: 25 });
    expect(c.monster.get("t_bug")).to.include({ speed: 70, hp: 60, bleedRate: 100 });
  });

  it("[REAL-monster-adjustment] sets and clears flags, gives night vision, composes in load order, reaches ALL, keeps 1 hp", () => {
    const c = load([
      ...monsters,
      adjust({ species: "T_BEAST", flag: { name: "REVIVES", value: false } }),
      adjust({ species: "T_BEAST", flag: { name: "DEADLY_VIRUS", value: true }, stat: { name: "hp", modifier: 0.5 } }),
      adjust({ species: "ALL", stat: { name: "hp", modifier: 0.5 }, special: "nightvision" }),
      adjust({ species: "T_SWARM", stat: { name: "hp", modifier: 0 } }),
    ]);
    const shambler = c.monster.get("t_shambler");
    // The species' flag comes first, then REVIVES cleared and DEADLY_VIRUS set; 60 x 0.5 x 0.5.
    expect(shambler?.flags).to.deep.equal(["SEES", "T_SPECIES_FLAG", "DEADLY_VIRUS"]);
    expect(shambler).to.include({ hp: 15, visionNight: 30 });
    // 60 x 0.5 = 30, then x 0: at least 1.
    expect(c.monster.get("t_bug")).to.include({ hp: 1, visionNight: 30 });
  });

  it("[REAL-monster-adjustment] a stat or special the game ignores is a warning, a missing species an error", () => {
    const r = loadInline([
      ...SPECIES,
      ...monsters,
      adjust({ species: "T_BEAST", stat: { name: "melee_skill", modifier: 2 }, special: "daylight" }),
      adjust({ stat: { name: "hp", modifier: 2 } }),
    ]);
    expect(r.warnings("REAL-monster-adjustment").map((p) => p.path)).to.deep.equal(["$[5].stat.name", "$[5].special"]);
    expect(r.errors("REAL-monster-adjustment").map((p) => p.path)).to.deep.equal(["$[6]"]);
    expect(r.content.monster.get("t_shambler")).to.include({ hp: 60, speed: 70 });
  });
});

describe("species on the real data (REAL-species-attributes)", () => {
  let real: Content;
  beforeReal((c) => {
    real = c;
  });

  it("[REAL-species-attributes] every real mammal fears HURT, FIRE and FRIEND_DIED, as the game's MAMMAL species gives them", () => {
    const mammals = real.monster.values().filter((m) => m.species.includes("MAMMAL"));
    expect(mammals.length).to.be.greaterThan(40);
    for (const m of mammals) expect(m.fearTriggers, m.id).to.include.members(["HURT", "FIRE", "FRIEND_DIED"]);
    // An insect is angered when a friend dies (INSECT's anger_triggers).
    expect(real.monster.get("mon_bee")?.angerTriggers).to.include("FRIEND_DIED");
  });
});
