// covers: issue 3 point 4 (scenario files: decoding, world set-up, expectations), E-0 (all problems collected), G-5 (comments)
// IDs introduced here:
//   FIGHT-loadout  a character's `loadout` wields the first weapon, wears armour, carries the rest;
//                  unknown items are errors at their JSON path
import { expect } from "chai";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadContent, type Content } from "../../engine/content/load.js";
import { decodeScenario, formatScenarioProblem, type ScenarioProblem } from "../../engine/scenario/format.js";
import { evaluate } from "../../engine/scenario/expect.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { tallyEvents } from "../../engine/scenario/tally.js";
import { createWorld } from "../../engine/scenario/setup.js";
import { carryCapacityFor } from "../../engine/scenario/character.js";
import type { Expectation, Scenario } from "../../engine/scenario/types.js";
import type { EventBody, SimEvent } from "../../engine/sim/events.js";
import type { World } from "../../engine/world/types.js";
import { PROJECT_ROOT } from "../support/load.js";
import { tempDir, writeJson } from "../support/files.js";

const BASE = join(PROJECT_ROOT, "content", "base");
const MONSTERS = join(PROJECT_ROOT, "content", "monsters");
const CLIMBING = join(PROJECT_ROOT, "content", "climbing");
const FIGHT = join(PROJECT_ROOT, "content", "fight");

let cached: Content | undefined;
function content(): Content {
  if (!cached) {
    const r = loadContent([BASE, MONSTERS, CLIMBING, FIGHT]);
    expect(r.problems.filter((p) => p.severity === "error")).to.deep.equal([]);
    cached = r.content;
  }
  return cached;
}

/** A minimal valid scenario file; `patch` replaces top-level members. */
function scenarioJson(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "t",
    content: [BASE, MONSTERS],
    seed: 1,
    world: { levels: [{ rows: ["#####", "#...#", "#####"] }], characters: [{ id: "you", pos: [1, 1] }] },
    steps: [],
    ...patch,
  };
}

function decoded(raw: unknown): Scenario {
  const r = decodeScenario(raw, "x.json");
  if (!r.ok) throw new Error(r.problems.map(formatScenarioProblem).join("\n"));
  return r.scenario;
}

function problemsOf(raw: unknown): ScenarioProblem[] {
  const r = decodeScenario(raw, "x.json");
  expect(r.ok, "the scenario should be rejected").to.equal(false);
  return r.ok ? [] : [...r.problems];
}

/** The problem at `path`, whose message must contain `text`. */
function expectProblem(problems: readonly ScenarioProblem[], path: string, text: string): void {
  const at = problems.filter((p) => p.path === path);
  expect(
    at.map((p) => p.message).join(" | "),
    `problems at ${path} (all: ${problems.map(formatScenarioProblem).join("; ")})`,
  ).to.contain(text);
}

function setupProblems(world: unknown): ScenarioProblem[] {
  const s = decoded(scenarioJson({ world }));
  const r = createWorld(s.world, content(), "1", "x.json");
  expect(r.ok, "the set-up should be rejected").to.equal(false);
  return r.ok ? [] : [...r.problems];
}

function build(world: unknown, seed = "1"): World {
  const s = decoded(scenarioJson({ world }));
  const r = createWorld(s.world, content(), seed, "x.json");
  if (!r.ok) throw new Error(r.problems.map(formatScenarioProblem).join("\n"));
  return r.world;
}

function writeScenario(value: unknown, name = "s.json"): string {
  const dir = tempDir("cdda-sim-scenario-");
  const file = join(dir, name);
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value, null, 2));
  return file;
}

describe("scenario files: decoding", () => {
  it("[issue3-scenario] decodes every member, with defaults, point forms and the tick shorthand", () => {
    const s = decoded({
      name: "demo",
      description: "d",
      content: ["../content/base"],
      seed: 42,
      world: {
        settings: { trigdist: true },
        levels: [
          {
            z: -1,
            rows: ["..."],
            legend: {
              L: { terrain: "t_floor", furniture: "f_x", items: [{ id: "rope" }, "nail"] },
              G: "t_grass",
              S: {
                terrain: "t_floor",
                items: [{ id: "stew", components: [{ id: "meat", count: 2 }, "water"], recipeCharges: 2 }],
              },
            },
          },
        ],
        characters: [
          {
            id: "you",
            pos: { x: 1, y: 0, z: -1 },
            stats: { str: 10 },
            hp: { arm_l: 20 },
            effects: [{ id: "e1", duration: 5 }, { id: "e2" }],
          },
        ],
        monsters: [{ type: "mon_x", pos: [2, 0, -1], id: "zed", attitude: "hostile", cooldowns: { a: 2 } }],
        camps: { c1: { level: 1 } },
        vars: { flag: true },
      },
      steps: [
        {
          do: { type: "move", who: "you", dir: "e" },
          label: "step east",
          expect: [{ state: "/characters/you/pos/x", gte: 2, lt: 5 }],
        },
        { do: { type: "tick", turns: 10 } },
        { tick: 3 },
        {
          expect: [
            { event: "attack", where: { attacker: "zed" }, count: { gte: 1, lte: 4 }, scope: "run" },
            { event: "refused", count: 0 },
            { event: "moved" },
            { state: "/monsters/zed/dead", equals: true, note: "zed is down" },
          ],
        },
      ],
    });
    expect(s.seed).to.equal("42");
    expect(s.file).to.equal("x.json");
    expect(s.world.levels[0]?.legend["S"]?.items).to.deep.equal([
      {
        id: "stew",
        count: 1,
        components: [
          { id: "meat", count: 2 },
          { id: "water", count: 1 },
        ],
        recipeCharges: 2,
      },
    ]);
    expect(s.world.levels[0]?.legend["L"]?.items).to.deep.equal([
      { id: "rope", count: 1 },
      { id: "nail", count: 1 },
    ]);
    expect(s.world.levels[0]?.legend["G"]).to.deep.equal({ terrain: "t_grass" });
    expect(s.world.characters[0]?.pos).to.deep.equal({ x: 1, y: 0, z: -1 });
    expect(s.world.characters[0]?.effects).to.deep.equal([
      { id: "e1", intensity: 1, duration: 5 },
      { id: "e2", intensity: 1, duration: 0, permanent: true },
    ]);
    expect(s.world.monsters[0]?.pos).to.deep.equal({ x: 2, y: 0, z: -1 });
    expect(s.steps.map((st) => st.action)).to.deep.equal([
      { type: "move", who: "you", dir: "e" },
      { type: "tick", turns: 10 },
      { type: "tick", turns: 3 },
      undefined,
    ]);
    expect(s.steps[0]?.expect).to.deep.equal([
      {
        kind: "state",
        path: "/characters/you/pos/x",
        comparisons: [
          { op: "lt", value: 5 },
          { op: "gte", value: 2 },
        ],
      },
    ]);
    expect(s.steps[3]?.expect).to.deep.equal([
      {
        kind: "event",
        type: "attack",
        where: { attacker: "zed" },
        count: [
          { op: "lte", value: 4 },
          { op: "gte", value: 1 },
        ],
        scope: "run",
      },
      { kind: "event", type: "refused", where: {}, count: [{ op: "equals", value: 0 }], scope: "step" },
      { kind: "event", type: "moved", where: {}, count: [{ op: "gte", value: 1 }], scope: "step" },
      { kind: "state", path: "/monsters/zed/dead", comparisons: [{ op: "equals", value: true }], note: "zed is down" },
    ]);
  });

  it("[G-5] members starting with // are comments anywhere in the file", () => {
    const s = decoded(
      scenarioJson({
        "//": "top",
        world: {
          "//": "w",
          levels: [{ "//1": "l", rows: ["..."] }],
          characters: [{ "//": "c", id: "you", pos: [0, 0] }],
        },
        steps: [{ "//": "s", tick: 1, expect: [{ "//": "e", state: "/turn", equals: 1 }] }],
      }),
    );
    expect(s.steps).to.have.length(1);
  });

  it("[E-0] collects every problem of a bad file, each at its JSON path", () => {
    const problems = problemsOf({
      content: "content/base",
      seed: true,
      world: {
        levels: [{ rows: ["...", 5], legend: { L: { terain: "t_floor" } } }],
        characters: [{ id: "you", pos: [1] }, { pos: [0, 0] }],
        monsters: [{ type: "mon_x", pos: [0, 0], attitude: "angry" }],
      },
      steps: [
        { do: { type: "move", who: "you", dir: "up" }, expcet: [] },
        { do: { type: "fly", who: "you" } },
        { do: { type: "move", who: "you", dir: "n" }, tick: 3 },
        { tick: 0 },
        {
          expect: [
            { state: "characters/you", equals: 1 },
            { state: "/turn" },
            { event: "atack" },
            { event: "attack", count: { atleast: 1 } },
            { state: "/turn", event: "moved" },
            { equals: 1 },
          ],
        },
        { do: { who: "you" } },
      ],
    });
    expectProblem(problems, "$.content", "expected Array<string>");
    expectProblem(problems, "$.seed", "expected a seed (a string or a number), got true");
    expectProblem(problems, "$.world.levels[0].rows[1]", "expected string, got 5");
    expectProblem(problems, "$.world.levels[0].legend.L.terain", 'unknown member "terain"');
    expectProblem(problems, "$.world.levels[0].legend.L.terrain", "required member is missing");
    expectProblem(problems, "$.world.characters[0].pos", "expected point");
    expectProblem(problems, "$.world.characters[1].id", "required member is missing");
    expectProblem(problems, "$.world.monsters[0].attitude", "expected attitude (hostile, neutral, friendly)");
    expectProblem(problems, "$.steps[0].do.dir", "expected direction");
    expectProblem(problems, "$.steps[0].expcet", 'unknown member "expcet"');
    expectProblem(problems, "$.steps[1].do.type", 'unknown action type "fly"');
    expectProblem(problems, "$.steps[2]", 'a step has "do" or "tick", not both');
    expectProblem(problems, "$.steps[3].tick", "expected integer >= 1");
    expectProblem(problems, "$.steps[4].expect[0].state", "JSON pointer starting with");
    expectProblem(problems, "$.steps[4].expect[1]", "needs at least one of equals");
    expectProblem(problems, "$.steps[4].expect[2].event", 'unknown event type "atack"');
    expectProblem(problems, "$.steps[4].expect[3].count.atleast", 'unknown member "atleast"');
    expectProblem(problems, "$.steps[4].expect[4]", "not both");
    expectProblem(problems, "$.steps[4].expect[5]", 'needs "state"');
    expectProblem(problems, "$.steps[5].do.type", "required member is missing (the action's type: ");
    expect(problems.every((p) => p.file === "x.json")).to.equal(true);
  });

  it("[E-0] a missing world and a non-object file are reported, not thrown", () => {
    expectProblem(problemsOf({ content: [] }), "$.world", "required member is missing");
    expectProblem(problemsOf([1, 2]), "$", "expected a scenario");
    expectProblem(problemsOf(scenarioJson({ world: { levels: [] } })), "$.world.levels", "needs at least one level");
  });
});

describe("scenario files: loading from disk", () => {
  it("[issue3-scenario] loads a file, its content relative to it, and lists the content files", () => {
    const file = writeScenario(scenarioJson());
    const r = loadScenario(file);
    if (!r.ok) throw new Error(r.problems.map(formatScenarioProblem).join("\n"));
    expect(r.scenario.file).to.equal(file);
    expect(r.contentFiles).to.deep.equal([
      join(BASE, "terrain.json"),
      join(MONSTERS, "attacks.json"),
      join(MONSTERS, "bestiary.json"),
      join(MONSTERS, "hardcoded.json"),
      join(MONSTERS, "hardcoded_support.json"),
      join(MONSTERS, "support.json"),
    ]);
    expect(r.content.terrain.has("t_floor")).to.equal(true);
  });

  it("[issue3-scenario] the demo arena loads with our own content", () => {
    const r = loadScenario(join(PROJECT_ROOT, "scenarios", "demo", "arena.json"));
    expect(r.ok ? [] : r.problems.map(formatScenarioProblem)).to.deep.equal([]);
  });

  it("[E-0] a missing file, a JSON syntax error and a missing content folder are clear problems", () => {
    const missing = loadScenario(join(tmpdir(), "no-such-scenario.json"));
    expect(missing.ok ? [] : missing.problems.map(formatScenarioProblem)).to.deep.equal([
      `${join(tmpdir(), "no-such-scenario.json")}: $: no such file`,
    ]);

    const broken = writeScenario('{\n  "name": "x",\n  "seed": 1,,\n}');
    const b = loadScenario(broken);
    expect(b.ok).to.equal(false);
    expect(b.ok ? "" : b.problems[0]?.message).to.match(/^not valid JSON at line 3, column \d+/);

    const noContent = writeScenario(scenarioJson({ content: ["../nowhere/content"] }));
    const n = loadScenario(noContent);
    expect(n.ok ? [] : n.problems.map((p) => p.path)).to.deep.equal(["$.content[0]"]);
    expect(n.ok ? "" : n.problems[0]?.message).to.contain('"../nowhere/content" does not exist');
  });

  it("[E-0] set-up problems come back from loading, formatted as file: path: message", () => {
    const file = writeScenario(
      scenarioJson({ world: { levels: [{ rows: ["#####", "#...#", "#.....#"] }] } }),
      "x.json",
    );
    const r = loadScenario(file);
    expect(r.ok ? [] : r.problems.map(formatScenarioProblem)).to.deep.equal([
      `${file}: $.world.levels[0].rows[2]: row is 7 wide, expected 5`,
    ]);
  });

  it("[E-0] content with errors fails the load and hands its problems over", () => {
    const dir = tempDir("cdda-sim-badcontent-");
    writeJson(dir, "bad.json", [{ type: "MONSTER", id: "mon_bad", hp: -3 }]);
    const file = writeScenario(scenarioJson({ content: [BASE, dir] }));
    const r = loadScenario(file);
    expect(r.ok).to.equal(false);
    expect(r.ok ? [] : r.problems.map((p) => p.path)).to.deep.equal(["$.content"]);
    expect(r.contentProblems.some((p) => p.severity === "error" && p.file === join(dir, "bad.json"))).to.equal(true);
  });
});

describe("scenario files: world set-up", () => {
  it("[issue3-scenario] draws levels from rows with the default legend and the level's own", () => {
    const w = build({
      levels: [
        {
          z: 1,
          rows: ['"L  ', "####"],
          legend: {
            L: { terrain: "t_floor", furniture: "f_sim_folding_ladder", items: [{ id: "sim_chalk_pouch", count: 2 }] },
          },
        },
        { z: 0, rows: ["R..R", "R..R"] },
      ],
      characters: [{ id: "you", pos: [1, 0, 0] }],
    });
    expect(w.map.width).to.equal(4);
    expect(w.map.height).to.equal(2);
    expect(w.map.levels.map((l) => l.z)).to.deep.equal([0, 1]);
    const top = w.map.levels[1];
    expect(top?.rows[0]).to.deep.equal([
      { ter: "t_grass" },
      { ter: "t_floor", furn: "f_sim_folding_ladder", items: [{ id: "sim_chalk_pouch", count: 2 }] },
      { ter: "t_open_air" },
      { ter: "t_open_air" },
    ]);
    expect(top?.rows[1]?.every((t) => t.ter === "t_wall")).to.equal(true);
    expect(w.map.levels[0]?.rows[0]?.map((t) => t.ter)).to.deep.equal(["t_rock", "t_floor", "t_floor", "t_rock"]);
  });

  it("[issue3-scenario] characters get the documented defaults; the first is the player", () => {
    const w = build({
      levels: [{ rows: ["....."] }],
      characters: [
        { id: "you", pos: [0, 0] },
        {
          id: "ally",
          name: "Ally",
          pos: [2, 0],
          faction: "follower",
          stats: { str: 10 },
          hp: { arm_l: 20 },
          traits: ["SIM_FROG_HANDS"],
          inventory: [{ id: "sim_chalk_pouch" }],
          thirst: 300,
        },
      ],
    });
    const you = w.characters["you"];
    expect(you).to.deep.include({
      name: "you",
      isPlayer: true,
      faction: "player",
      stats: { str: 8, dex: 8, int: 8, per: 8 },
      skills: {},
      // The game's healthy stored kcal for a new character: floor(7,716.17 × 5 × 1.75²).
      kcal: 118153,
      thirst: 0,
      pain: 0,
      // The game's pool for a new character: 3,500 + 5 × cardio 1,000.
      stamina: 8500,
      staminaMax: 8500,
      wetness: {},
      carryCapacity: 45000,
      speed: 100,
      moves: 100,
      size: "medium",
      bodytype: "human",
    });
    expect(Object.keys(you?.body ?? {})).to.deep.equal([
      "head",
      "torso",
      "arm_l",
      "arm_r",
      "hand_l",
      "hand_r",
      "leg_l",
      "leg_r",
      "foot_l",
      "foot_r",
    ]);
    expect(you?.body["torso"]).to.deep.equal({ hp: 60, hpMax: 60, hitSize: 45, flags: [] });
    expect(you?.body["arm_l"]?.flags).to.deep.equal(["UPPER_LIMB"]);
    const ally = w.characters["ally"];
    expect(ally?.isPlayer).to.equal(false);
    expect(ally?.faction).to.equal("follower");
    expect(ally?.carryCapacity).to.equal(carryCapacityFor(10)).and.to.equal(53000);
    expect(ally?.body["arm_l"]).to.deep.include({ hp: 20, hpMax: 60 });
    expect(ally?.traits).to.deep.equal(["SIM_FROG_HANDS"]);
    expect(ally?.inventory).to.deep.equal([{ id: "sim_chalk_pouch", count: 1 }]);
    expect(ally?.thirst).to.equal(300);
    expect(w.turn).to.equal(0);
    expect(w.seed).to.equal("1");
    expect(w.settings).to.deep.equal({ trigdist: false, startDay: 0 });
  });

  it("[issue3-scenario] monsters spawn with seeded starting cooldowns; overrides apply; camps and vars are copied", () => {
    const world = {
      levels: [{ rows: ["......"] }],
      characters: [{ id: "you", pos: [0, 0] }],
      monsters: [
        { type: "sim_scrap_hound", pos: [1, 0] },
        {
          type: "sim_scrap_hound",
          pos: [2, 0],
          id: "m1",
          attitude: "hostile",
          hp: 10,
          cooldowns: { sim_gnaw: 7 },
          effects: [{ id: "sim_rattled", duration: 3 }],
        },
      ],
      camps: { camp1: { level: 2 } },
      vars: { v: [1, 2] },
    };
    const w = build(world);
    // A generated id never takes one the scenario names.
    expect(Object.keys(w.monsters).sort()).to.deep.equal(["m1", "m2"]);
    const anon = w.monsters["m2"];
    expect(anon?.attitude).to.equal("neutral");
    expect(anon?.hp).to.equal(40);
    expect(Object.keys(anon?.readyAt ?? {}).sort()).to.deep.equal(["sim_claw_rake", "sim_gnaw"]);
    expect(anon?.readyAt["sim_claw_rake"]).to.be.within(0, 6);
    const named = w.monsters["m1"];
    expect(named).to.deep.include({
      attitude: "hostile",
      hp: 10,
      effects: [{ id: "sim_rattled", intensity: 1, duration: 3 }],
    });
    expect(named?.readyAt["sim_gnaw"]).to.equal(7);
    expect(w.camps).to.deep.equal({ camp1: { level: 2, id: "camp1" } });
    expect(w.vars).to.deep.equal({ v: [1, 2] });

    // The starting cooldowns come from the seed: some seed gives a different roll.
    const rolls = new Set(
      ["1", "2", "3", "4", "5", "6", "7", "8"].map((seed) =>
        JSON.stringify(build(world, seed).monsters["m2"]?.readyAt),
      ),
    );
    expect(rolls.size).to.be.greaterThan(1);
  });

  it("[issue3-scenario] bad ids are errors naming the scenario path", () => {
    const problems = setupProblems({
      levels: [
        {
          rows: ["LLF.."],
          legend: {
            L: { terrain: "t_lava", items: [{ id: "unobtainium" }] },
            F: { terrain: "t_floor", furniture: "f_nope" },
          },
        },
      ],
      characters: [
        {
          id: "you",
          pos: [3, 0],
          traits: ["NO_SUCH_TRAIT"],
          inventory: [{ id: "sim_chalk_pouch" }, { id: "ghost_item" }],
          hp: { tail: 5, torso: 99 },
          effects: [{ id: "no_effect", duration: 2 }],
        },
      ],
      monsters: [
        { type: "mon_nothing", pos: [4, 0] },
        { type: "sim_scrap_hound", pos: [2, 0], cooldowns: { bite: 1 } },
      ],
    });
    expectProblem(problems, "$.world.levels[0].legend.L.terrain", 'no terrain "t_lava" is loaded');
    expectProblem(problems, "$.world.levels[0].legend.L.items[0].id", 'no item "unobtainium" is loaded');
    expectProblem(problems, "$.world.levels[0].legend.F.furniture", 'no furniture "f_nope" is loaded');
    expectProblem(problems, "$.world.characters[0].traits[0]", 'no trait "NO_SUCH_TRAIT" is loaded');
    expectProblem(problems, "$.world.characters[0].inventory[1].id", 'no item "ghost_item" is loaded');
    expectProblem(problems, "$.world.characters[0].hp.tail", 'no body part "tail" has hit points');
    expectProblem(problems, "$.world.characters[0].hp.torso", "99 is more than the torso's 60 hit points");
    expectProblem(problems, "$.world.characters[0].effects[0].id", 'no effect type "no_effect" is loaded');
    expectProblem(problems, "$.world.monsters[0].type", 'no monster type "mon_nothing" is loaded');
    expectProblem(
      problems,
      "$.world.monsters[1].cooldowns.bite",
      'sim_scrap_hound has no special attack "bite" (its attacks: sim_claw_rake, sim_gnaw)',
    );
    expect(problems.every((p) => p.file === "x.json")).to.equal(true);
  });

  it("[FIGHT-loadout] a loadout wields the first weapon, wears armour in order, carries the rest", () => {
    const w = build({
      levels: [{ rows: ["....."] }],
      characters: [
        {
          id: "you",
          pos: [0, 0],
          worn: ["sim_grip_gloves"],
          inventory: [{ id: "sim_throwing_stone", count: 2 }],
          loadout: [
            "sim_hide_jacket",
            "sim_rebar_club",
            { id: "sim_throwing_stone", count: 3 },
            "sim_rebar_club",
            "sim_scrap_helmet",
            "sim_chalk_pouch",
          ],
        },
        { id: "b", pos: [2, 0], wielded: { id: "sim_chalk_pouch" }, loadout: ["sim_rebar_club"] },
      ],
    });
    const you = w.characters["you"];
    expect(you?.wielded).to.deep.equal({ id: "sim_rebar_club", count: 1 });
    expect(you?.worn.map((s) => s.id)).to.deep.equal(["sim_grip_gloves", "sim_hide_jacket", "sim_scrap_helmet"]);
    expect(you?.inventory).to.deep.equal([
      { id: "sim_throwing_stone", count: 5 },
      { id: "sim_rebar_club", count: 1 },
      { id: "sim_chalk_pouch", count: 1 },
    ]);
    // An explicit `wielded` wins: the loadout's weapon is carried.
    expect(w.characters["b"]?.wielded?.id).to.equal("sim_chalk_pouch");
    expect(w.characters["b"]?.inventory).to.deep.equal([{ id: "sim_rebar_club", count: 1 }]);
    const problems = setupProblems({
      levels: [{ rows: ["..."] }],
      characters: [
        { id: "you", pos: [0, 0], loadout: ["sim_rebar_club", "sim_plasma_rifle", { id: "nope", count: 2 }] },
      ],
    });
    expectProblem(problems, "$.world.characters[0].loadout[1].id", 'no item "sim_plasma_rifle" is loaded');
    expectProblem(problems, "$.world.characters[0].loadout[2].id", 'no item "nope" is loaded');
  });

  it("[issue3-scenario] the map's shape and symbols are checked row by row", () => {
    const problems = setupProblems({
      levels: [
        { rows: ["....", ".?..", "....."], legend: { ab: "t_floor" } },
        { z: 0, rows: ["...."] },
      ],
    });
    expectProblem(problems, "$.world.levels[0].rows[1]", 'symbol "?" (column 1) is not in the legend');
    expectProblem(problems, "$.world.levels[0].rows[2]", "row is 5 wide, expected 4");
    expectProblem(problems, "$.world.levels[0].legend.ab", 'a legend symbol is one character, got "ab"');
    expectProblem(problems, "$.world.levels[1].z", "level z=0 is drawn twice");
    expectProblem(problems, "$.world.levels[1].rows", "level has 1 rows, expected 3");
  });

  it("[issue3-scenario] positions must be on the map, on a drawn level, standable and free", () => {
    const problems = setupProblems({
      levels: [{ rows: ["#...", "...."] }],
      characters: [
        { id: "you", pos: [0, 0] },
        { id: "b", pos: [9, 0] },
        { id: "c", pos: [1, 0, 3] },
        { id: "d", pos: [1, 1] },
        { id: "d", pos: [3, 1] },
      ],
      monsters: [{ type: "sim_scrap_hound", pos: [1, 1], id: "zed" }],
    });
    expectProblem(problems, "$.world.characters[0].pos", "0,0,0 cannot be stood on (t_wall blocks movement)");
    expectProblem(problems, "$.world.characters[1].pos", "9,0,0 is outside the map (x 0..3, y 0..1)");
    expectProblem(problems, "$.world.characters[2].pos", "1,0,3 is on level z=3, which the scenario does not draw");
    expectProblem(problems, "$.world.characters[4].id", 'id "d" is already used by character 3');
    expectProblem(problems, "$.world.monsters[0].pos", 'monster "zed" would share 1,1,0 with character "d"');
  });

  it("[issue3-scenario] a default symbol needs its terrain in the content", () => {
    const dir = tempDir("cdda-sim-noterrain-");
    writeFileSync(
      join(dir, "t.json"),
      JSON.stringify([{ type: "terrain", id: "t_sand", name: "sand", symbol: "~", color: "yellow", move_cost: 3 }]),
    );
    const only = loadContent([dir]).content;
    const s = decoded(scenarioJson({ world: { levels: [{ rows: ["~.~"], legend: { "~": "t_sand" } }] } }));
    const r = createWorld(s.world, only, "1", "x.json");
    expect(r.ok ? [] : r.problems.map(formatScenarioProblem)).to.deep.equal([
      'x.json: $.world.levels[0].rows[0]: symbol "." (column 1) means t_floor by default, but no terrain t_floor is loaded; load content/base or define "." in the legend',
    ]);
  });
});

describe("scenario files: expectations", () => {
  const world = build({
    levels: [{ rows: ["....."] }],
    characters: [
      {
        id: "you",
        pos: [0, 0],
        hp: { torso: 41 },
        inventory: [{ id: "sim_chalk_pouch", count: 2 }],
        name: "Sam the survivor",
      },
    ],
  });
  const ev = (e: EventBody): SimEvent => ({ ...e, turn: 0 }) as SimEvent;
  const stepEvents: SimEvent[] = [
    ev({
      type: "attack",
      attacker: "zed",
      target: "you",
      attack: "melee",
      outcome: "hit",
      bodyPart: "torso",
      damage: 4,
    }),
    ev({ type: "moved", who: "you", from: { x: 0, y: 0, z: 0 }, to: { x: 1, y: 0, z: 0 }, how: "walk" }),
  ];
  const runEvents: SimEvent[] = [
    ev({ type: "attack", attacker: "rex", target: "you", attack: "melee", outcome: "miss", damage: 0 }),
    ...stepEvents,
  ];
  const check = (e: unknown): { passed: boolean; message: string } => {
    const s = decoded(scenarioJson({ steps: [{ expect: [e] }] }));
    const exp = s.steps[0]?.expect[0] as Expectation;
    const watched = exp.kind === "event" ? [exp] : [];
    const r = evaluate(exp, {
      step: 0,
      world,
      stepTally: tallyEvents(stepEvents, watched),
      runTally: tallyEvents(runEvents, watched),
    });
    return { passed: r.passed, message: r.message };
  };

  const cases: [string, unknown, boolean, string][] = [
    [
      "gte fails",
      { state: "/characters/you/body/torso/hp", gte: 50 },
      false,
      "/characters/you/body/torso/hp: expected >= 50, found 41",
    ],
    [
      "gte passes",
      { state: "/characters/you/body/torso/hp", gte: 41 },
      true,
      "/characters/you/body/torso/hp: 41, as expected (>= 41)",
    ],
    ["gt fails", { state: "/characters/you/body/torso/hp", gt: 41 }, false, "expected > 41, found 41"],
    ["gt passes", { state: "/characters/you/body/torso/hp", gt: 40 }, true, "41, as expected (> 40)"],
    ["lt fails", { state: "/characters/you/body/torso/hp", lt: 41 }, false, "expected < 41, found 41"],
    ["lt passes", { state: "/characters/you/body/torso/hp", lt: 42 }, true, "as expected (< 42)"],
    ["lte fails", { state: "/characters/you/body/torso/hp", lte: 40 }, false, "expected <= 40, found 41"],
    ["lte passes", { state: "/characters/you/body/torso/hp", lte: 41 }, true, "as expected (<= 41)"],
    [
      "comparison of a non-number",
      { state: "/characters/you/name", gte: 1 },
      false,
      '/characters/you/name: expected >= 1, found "Sam the survivor" (a number is needed to compare)',
    ],
    [
      "equals (deep) passes",
      { state: "/characters/you/pos", equals: { z: 0, y: 0, x: 0 } },
      true,
      '/characters/you/pos: {"x":0,"y":0,"z":0}, as expected (= {"z":0,"y":0,"x":0})',
    ],
    [
      "equals fails",
      { state: "/characters/you/pos/x", equals: 3 },
      false,
      "/characters/you/pos/x: expected = 3, found 0",
    ],
    [
      "equals on a missing member fails",
      { state: "/monsters/zed/dead", equals: true },
      false,
      "/monsters/zed/dead: expected = true, found nothing there",
    ],
    ["notEquals passes", { state: "/characters/you/pos/x", notEquals: 3 }, true, "as expected (not 3)"],
    [
      "notEquals fails",
      { state: "/characters/you/pos/x", notEquals: 0 },
      false,
      "/characters/you/pos/x: expected not 0, found 0",
    ],
    [
      "includes an element (deep)",
      { state: "/characters/you/inventory", includes: { id: "sim_chalk_pouch", count: 2 } },
      true,
      "as expected (to include",
    ],
    [
      "includes fails",
      { state: "/characters/you/inventory", includes: { id: "rope", count: 1 } },
      false,
      'expected to include {"id":"rope","count":1}, found [{"id":"sim_chalk_pouch","count":2}]',
    ],
    [
      "includes a substring",
      { state: "/characters/you/name", includes: "survivor" },
      true,
      'as expected (to include "survivor")',
    ],
    [
      "includes a missing substring",
      { state: "/characters/you/name", includes: "zombie" },
      false,
      'expected to include "zombie", found "Sam the survivor"',
    ],
    ["includes on a number", { state: "/turn", includes: 0 }, false, "(includes needs a list or a text)"],
    ["exists passes", { state: "/characters/you/body/arm_l", exists: true }, true, "as expected (to exist)"],
    [
      "exists fails",
      { state: "/characters/you/body/tail", exists: true },
      false,
      "/characters/you/body/tail: expected to exist, found nothing there",
    ],
    [
      "not exists passes",
      { state: "/characters/you/body/tail", exists: false },
      true,
      "nothing there, as expected (not to exist)",
    ],
    [
      "two comparisons: one fails",
      { state: "/characters/you/body/torso/hp", gt: 10, lt: 20 },
      false,
      "expected < 20, found 41",
    ],
    [
      "event in this step",
      { event: "attack", where: { attacker: "zed" } },
      true,
      'attack events with {"attacker":"zed"} in this step: 1, as expected (count >= 1)',
    ],
    [
      "event only earlier in the run",
      { event: "attack", where: { attacker: "rex" } },
      false,
      'attack events with {"attacker":"rex"} in this step: expected count >= 1, found 0; 1 was of type attack, for example {"type":"attack","attacker":"zed"',
    ],
    [
      "event in the run",
      { event: "attack", where: { attacker: "rex" }, scope: "run" },
      true,
      "in the run so far: 1, as expected",
    ],
    [
      "event count exact",
      { event: "attack", scope: "run", count: 1 },
      false,
      "attack events in the run so far: expected count = 1, found 2",
    ],
    [
      "event count range",
      { event: "attack", scope: "run", count: { gte: 1, lte: 2 } },
      true,
      "2, as expected (count <= 2 and >= 1)",
    ],
    ["no refusals", { event: "refused", count: 0 }, true, "refused events in this step: 0, as expected (count = 0)"],
    [
      "a point written as a list matches",
      { event: "moved", where: { who: "you", to: [1, 0] } },
      true,
      "1, as expected",
    ],
    ["a field the event lacks never matches", { event: "moved", where: { attacker: "you" } }, false, "found 0"],
    [
      "a note prefixes the message",
      { state: "/turn", equals: 5, note: "time flies" },
      false,
      "time flies: /turn: expected = 5, found 0",
    ],
  ];
  for (const [title, e, passed, message] of cases) {
    it(`[issue3-expect] ${title}`, () => {
      const r = check(e);
      expect(r.message).to.contain(message);
      expect(r.passed, r.message).to.equal(passed);
    });
  }

  it("[issue3-expect][REAL-pointer-shape] a path through a number is refused at load (the world's shape has nothing there)", () => {
    const d = decodeScenario(scenarioJson({ steps: [{ expect: [{ state: "/turn/x", exists: true }] }] }), "x.json");
    expect(d.ok).to.equal(false);
    if (!d.ok) expect(d.problems.map((p) => p.message).join("\n")).to.contain("/turn is a plain value");
  });
});
