// covers: issue 3 point 4 (running scenarios), E-0 (refused actions), G-8 (immutability), G-9 (determinism), G-10 (events)
import { expect } from "chai";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadContent, type Content } from "../../engine/content/load.js";
import { decodeScenario, formatScenarioProblem } from "../../engine/scenario/format.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { initialWorld, runScenario, ScenarioSetupError } from "../../engine/scenario/run.js";
import type { Scenario } from "../../engine/scenario/types.js";
import { step } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { PROJECT_ROOT } from "../support/load.js";
import { tempDir } from "../support/files.js";

const BASE = join(PROJECT_ROOT, "content", "base");
const MONSTERS = join(PROJECT_ROOT, "content", "monsters");
const ARENA = join(PROJECT_ROOT, "scenarios", "demo", "arena.json");

let cached: Content | undefined;
function content(): Content {
  if (!cached) cached = loadContent([BASE, MONSTERS]).content;
  return cached;
}

function scenario(raw: Record<string, unknown>): Scenario {
  const r = decodeScenario({ content: [BASE, MONSTERS], seed: "s", ...raw }, "x.json");
  if (!r.ok) throw new Error(r.problems.map(formatScenarioProblem).join("\n"));
  return r.scenario;
}

function arena(): { scenario: Scenario; content: Content } {
  const r = loadScenario(ARENA);
  if (!r.ok) throw new Error(r.problems.map(formatScenarioProblem).join("\n"));
  return r;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

const ROOM = { levels: [{ rows: ["#####", "#...#", "#####"] }], characters: [{ id: "you", pos: [1, 1] }] };

describe("running scenarios", () => {
  it("[E-0] a refused action is recorded with its event and the run goes on", () => {
    const s = scenario({
      world: ROOM,
      steps: [
        {
          do: { type: "move", who: "you", dir: "n" },
          expect: [{ event: "refused", where: { action: "move" }, count: 1 }],
        },
        { do: { type: "move", who: "nobody", dir: "e" } },
        {
          do: { type: "move", who: "you", dir: "e" },
          expect: [
            { event: "refused", count: 0 },
            { state: "/characters/you/pos/x", equals: 2 },
          ],
        },
      ],
    });
    const r = runScenario(s, content());
    expect(r.steps).to.have.length(3);
    expect(r.steps[0]?.refused).to.equal("1,0,0 cannot be walked on");
    expect(r.steps[0]?.events).to.deep.equal([
      { type: "refused", action: "move", reason: "1,0,0 cannot be walked on", turn: 0 },
    ]);
    expect(r.steps[0]?.world).to.equal(r.initial);
    expect(r.steps[1]?.refused).to.contain('there is no character "nobody"');
    expect(r.steps[2]?.refused).to.equal(undefined);
    expect(r.failures).to.deep.equal([]);
  });

  it("[issue3-scenario] expectations are checked after their own step; failures name the step and say why", () => {
    const s = scenario({
      world: ROOM,
      steps: [
        { tick: 2, expect: [{ state: "/turn", equals: 2 }] },
        {
          do: { type: "move", who: "you", dir: "e" },
          label: "east",
          expect: [{ state: "/characters/you/pos/x", gte: 3 }],
        },
        {
          expect: [
            { state: "/turn", equals: 3 },
            { event: "moved", count: 1 },
          ],
        },
        { tick: 3, expect: [{ event: "moved", scope: "run", where: { who: "you" } }] },
      ],
    });
    const r = runScenario(s, content());
    expect(r.steps.map((st) => st.label)).to.deep.equal(["2 turns pass", "east", "check", "3 turns pass"]);
    expect(r.steps.map((st) => st.expectations.map((e) => e.passed))).to.deep.equal([
      [true],
      [false],
      [true, false],
      [true],
    ]);
    expect(r.failures.map((f) => [f.step, f.message])).to.deep.equal([
      [1, "/characters/you/pos/x: expected >= 3, found 2"],
      [2, "moved events in this step: expected count = 1, found 0"],
    ]);
    expect(r.steps[2]?.action).to.equal(undefined);
    expect(r.steps[2]?.world).to.equal(r.steps[1]?.world);
  });

  it("[G-9] the same scenario and seed give deep-equal results, also after a JSON round trip", () => {
    const { scenario: s, content: c } = arena();
    const a = runScenario(s, c);
    const b = runScenario(s, c);
    expect(a).to.deep.equal(b);
    expect(JSON.parse(JSON.stringify(a.steps.at(-1)?.world))).to.deep.equal(b.steps.at(-1)?.world);
    expect(a.seed).to.equal("arena-1");
    expect(a.failures.map((f) => f.message)).to.deep.equal([]);
  });

  it("[G-9] a different seed gives a different run; the seed used is recorded", () => {
    const { scenario: s, content: c } = arena();
    const a = runScenario(s, c);
    const b = runScenario(s, c, { seed: 7 });
    expect(b.seed).to.equal("7");
    expect(b.initial.seed).to.equal("7");
    expect(b.initial.rng).to.not.deep.equal(a.initial.rng);
    expect(b.steps.at(-1)?.world).to.not.deep.equal(a.steps.at(-1)?.world);
    expect(b.steps.at(-1)?.events).to.not.deep.equal(a.steps.at(-1)?.events);
    expect(initialWorld(s, c, { seed: 7 })).to.deep.equal(b.initial);
  });

  it("[G-10] the events of every step are kept in order with their turn", () => {
    const { scenario: s, content: c } = arena();
    const r = runScenario(s, c);
    const turns = r.steps.flatMap((st) => st.events.map((e) => e.turn));
    expect(turns.length).to.be.greaterThan(10);
    expect(turns).to.deep.equal([...turns].sort((x, y) => x - y));
    expect(r.steps.flatMap((st) => st.events).some((e) => e.type === "attack")).to.equal(true);
  });

  it("[issue3-scenario] running a scenario whose set-up is invalid throws ScenarioSetupError with the problems", () => {
    const s = scenario({ world: { levels: [{ rows: ["..."] }], monsters: [{ type: "mon_nothing", pos: [0, 0] }] } });
    let caught: unknown;
    try {
      runScenario(s, content());
    } catch (e) {
      caught = e;
    }
    expect(caught).to.be.instanceOf(ScenarioSetupError);
    expect((caught as ScenarioSetupError).problems.map(formatScenarioProblem)).to.deep.equal([
      'x.json: $.world.monsters[0].type: no monster type "mon_nothing" is loaded; check the id and the scenario\'s "content"',
    ]);
  });
});

describe("running scenarios: the documented example", () => {
  it("[issue3-scenario] the complete example of docs/scenarios.md loads and runs as a file outside the repository", () => {
    const doc = readFileSync(join(PROJECT_ROOT, "docs", "scenarios.md"), "utf8");
    const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(example, "docs/scenarios.md has a json example").to.be.a("string");
    // Laid out as the example expects: the scenario one folder below the content.
    const dir = tempDir("cdda-sim-doc-");
    symlinkSync(join(PROJECT_ROOT, "content"), join(dir, "content"));
    mkdirSync(join(dir, "scenarios"));
    const file = join(dir, "scenarios", "example.json");
    writeFileSync(file, example ?? "");
    const loaded = loadScenario(file);
    if (!loaded.ok) throw new Error(loaded.problems.map(formatScenarioProblem).join("\n"));
    const r = runScenario(loaded.scenario, loaded.content);
    expect(r.steps).to.have.length(4);
    expect(r.failures.map((f) => f.message)).to.deep.equal([]);
  });
});

describe("running scenarios: immutability", () => {
  it("[G-8] the initial world is frozen by construction", () => {
    const { scenario: s, content: c } = arena();
    const r = runScenario(s, c);
    expect(isDeepFrozen(r.initial)).to.equal(true);
  });

  it("[G-8] stepping a deep-frozen world never throws and leaves it deep-equal to a copy taken before", () => {
    const { scenario: s, content: c } = arena();
    let world: World = deepFreeze(structuredClone(initialWorld(s, c)));
    let steps = 0;
    for (const st of s.steps) {
      if (!st.action) continue;
      const before = structuredClone(world);
      const r = step(world, st.action, c);
      expect(world).to.deep.equal(before);
      world = deepFreeze(structuredClone(r.world));
      steps++;
    }
    expect(steps).to.be.greaterThan(3);
    // The run changed something, so the comparisons above could have failed.
    expect(world).to.not.deep.equal(initialWorld(s, c));
  });

  it("[G-8] a deep-frozen scenario runs and stays unchanged", () => {
    const { scenario: s, content: c } = arena();
    const frozen = deepFreeze(structuredClone(s));
    const copy = structuredClone(s);
    const r = runScenario(frozen, c);
    expect(frozen).to.deep.equal(copy);
    expect(r).to.deep.equal(runScenario(s, c));
  });
});
