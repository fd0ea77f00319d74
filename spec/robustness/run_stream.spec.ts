/**
 * Runs stream and a failure loses nothing (issue 23). IDs introduced here:
 *   ROB-stream-events   a step hands its events to a stream as they happen, the same events in the
 *                       same order as a step that keeps them; the step's own list is then empty
 *   ROB-big-step        one step of well over 100,000 events runs, records and replays (it used to
 *                       overflow the stack when the step's events were spread into the run's list)
 *   ROB-run-expect      event expectations count on the stream: a step's and the run's counts, and
 *                       the hint that names an event of the type when the fields did not match
 *   ROB-run-partial     a step the engine fails on ends the run: `run` tells every step before it,
 *                       names the step and exits 1 (never 3); `--json` stays one JSON document with
 *                       the error; `record` writes a whole recording with the failed step, and its
 *                       replay matches while the engine still fails there
 *   ROB-set-shape       `set` refuses a value that breaks the shape of what it replaces
 *   ROB-metrics-stream  an experiment's metrics are fed each run's events as they happen: a run of
 *                       more than 100,000 events counts them exactly
 *   ROB-tick-pieces     a long tick runs in pieces (so that immer's drafts of one piece are let go
 *                       before the next); the world and events are those of as many one-turn ticks
 */
import { expect } from "chai";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JsonRunWriter } from "../../engine/cli/run_json.js";
import { StoryWriter } from "../../engine/cli/story.js";
import { runSeed } from "../../engine/experiment/seeds.js";
import { loadScenario } from "../../engine/scenario/load.js";
import { parseRecording, RecordingWriter } from "../../engine/scenario/record.js";
import { replay } from "../../engine/scenario/replay.js";
import { runScenario, streamScenario, type RunObserver, type RunSummary } from "../../engine/scenario/run.js";
import type { SimEvent } from "../../engine/sim/events.js";
import { step } from "../../engine/step/step.js";
import { hashJson } from "../../engine/world/hash.js";
import type { Json } from "../../engine/world/types.js";
import { runCli } from "../support/cli.js";
import { longOnly } from "../support/long.js";
import { walledRoom } from "../support/world.js";
import { writeJson } from "../support/files.js";
import { withOurContent } from "../support/workspace.js";

const cli = (cwd: string, ...args: string[]) => runCli(args, { cwd, maxBuffer: 1 << 30 });

/** A 12x12 pit: 40 hounds around a survivor who cannot die, so every hound attacks every turn. */
function crowd(turns: number, extraSteps: unknown[] = []): unknown {
  const size = 12;
  const rows = walledRoom(size);
  const monsters: unknown[] = [];
  for (let y = 1; y < size - 1 && monsters.length < 40; y++)
    for (let x = 1; x < size - 1 && monsters.length < 40; x++)
      if (x !== 6 || y !== 6)
        monsters.push({ type: "sim_scrap_hound", id: `h${monsters.length}`, pos: [x, y], attitude: "hostile" });
  return {
    name: "crowd",
    seed: "crowd",
    content: ["content/base", "content/monsters"],
    world: { levels: [{ z: 0, rows }], characters: [{ id: "you", pos: [6, 6] }], monsters },
    steps: [
      { do: { type: "set", path: "/characters/you/body/torso/hp", value: 1e9 } },
      { do: { type: "set", path: "/characters/you/body/head/hp", value: 1e9 } },
      { tick: turns, expect: [{ event: "attack", count: { gte: 1 } }] },
      ...extraSteps,
    ],
  };
}

function workspace(scenario: unknown): string {
  const dir = withOurContent("cdda-sim-rob-");
  writeJson(dir, "s.json", scenario, 2);
  return dir;
}

function loaded(dir: string) {
  const l = loadScenario(join(dir, "s.json"));
  if (!l.ok) throw new Error(l.problems.map((p) => p.message).join("\n"));
  return l;
}

describe("runs stream; a failure loses nothing (issue 23)", function () {
  this.timeout(120000);

  it("[ROB-stream-events] a streamed step hands over the same events in the same order, and keeps none", () => {
    const l = loaded(workspace(crowd(300)));
    const first = runScenario({ ...l.scenario, steps: l.scenario.steps.slice(0, 2) }, l.content).steps.at(-1);
    if (!first) throw new Error("no step");
    const kept = step(first.world, { type: "tick", turns: 300 }, l.content);
    const streamed: SimEvent[] = [];
    const r = step(first.world, { type: "tick", turns: 300 }, l.content, { onEvent: (e) => streamed.push(e) });
    expect(kept.events.length).to.be.greaterThan(5000);
    expect(r.events).to.deep.equal([]);
    expect(streamed).to.deep.equal(kept.events);
    expect(r.world).to.deep.equal(kept.world);
  });

  it("[ROB-stream-events] a refused action reports only its refused event on a stream, as without one", () => {
    const l = loaded(workspace(crowd(1)));
    const world = runScenario({ ...l.scenario, steps: [] }, l.content).initial;
    const streamed: SimEvent[] = [];
    const r = step(world, { type: "move", who: "nobody", dir: "n" }, l.content, { onEvent: (e) => streamed.push(e) });
    expect(r.refused).to.be.a("string");
    expect(streamed.map((e) => e.type)).to.deep.equal(["refused"]);
    expect(r.world).to.equal(world);
  });

  it("[ROB-big-step] one tick of more than 100,000 events runs, records and replays", function () {
    longOnly(this, "[ROB-big-step] a tick of more than 100,000 events");
    const dir = workspace(crowd(3500));
    const l = loaded(dir);
    let events = 0;
    const summary = streamScenario(l.scenario, l.content, {}, { event: () => events++ });
    expect(events, "events of the run").to.be.greaterThan(100_000);
    expect(summary.failures).to.deep.equal([]);
    expect(summary.error).to.equal(undefined);
    // The whole run held in memory too (the path that overflowed the stack).
    expect(runScenario(l.scenario, l.content).steps[2]?.events.length).to.be.greaterThan(100_000);

    const run = cli(dir, "run", "--quiet", "s.json");
    expect(run.code, run.stderr).to.equal(0);
    expect(run.stdout).to.contain("Step 3: 3500 turns pass  (turns 1-3500)");
    const rec = cli(dir, "record", "s.json", "-o", "s.rec.json");
    expect(rec.code, rec.stderr).to.equal(0);
    const replay = cli(dir, "replay", "s.rec.json");
    expect(replay.code, replay.stdout + replay.stderr).to.equal(0);
    const recording = JSON.parse(readFileSync(join(dir, "s.rec.json"), "utf8")) as { steps: { events: unknown[] }[] };
    expect(recording.steps[2]?.events.length).to.equal(events - 2 * 0);
  });

  it("[ROB-metrics-stream] an experiment counts the events of runs of more than 100,000 events exactly", function () {
    longOnly(this, "[ROB-metrics-stream] an experiment of runs of more than 100,000 events");
    const dir = workspace(crowd(3500));
    const l = loaded(dir);
    let attacks = 0;
    streamScenario(
      l.scenario,
      l.content,
      { seed: runSeed("big", 0) },
      {
        event: (e) => {
          if (e.type === "attack") attacks++;
        },
      },
    );
    expect(attacks).to.be.greaterThan(30_000);
    writeFileSync(
      join(dir, "e.json"),
      JSON.stringify({
        name: "big",
        scenario: "s.json",
        runs: 1,
        seed: "big",
        metrics: [{ name: "attacks", type: "count", event: "attack" }],
      }),
    );
    const r = cli(dir, "experiment", "e.json", "--quiet", "--json", join(dir, "out.json"));
    expect(r.code, r.stderr).to.equal(0);
    const out = readFileSync(join(dir, "out.json"), "utf8");
    expect(out).to.contain(`"mean": ${attacks}`);
  });

  it("[ROB-run-expect] step and run expectations count the streamed events; a near miss names an event of the type", () => {
    const dir = workspace(
      crowd(20, [
        {
          tick: 5,
          expect: [
            { event: "attack", count: { gte: 1 } },
            { event: "attack", scope: "run", count: { gt: 100 } },
            { event: "attack", where: { attacker: "nobody" }, count: { gte: 1 } },
          ],
        },
      ]),
    );
    const l = loaded(dir);
    const r = runScenario(l.scenario, l.content);
    const results = r.steps[3]?.expectations ?? [];
    const perStep = r.steps[3]?.events.filter((e) => e.type === "attack").length ?? 0;
    const perRun = r.steps.flatMap((s) => s.events).filter((e) => e.type === "attack").length;
    expect(perStep).to.be.greaterThan(0);
    expect(results.map((x) => x.passed)).to.deep.equal([true, true, false]);
    expect(results[0]?.message).to.contain(`: ${perStep}, as expected`);
    expect(results[1]?.message).to.contain(`: ${perRun}, as expected`);
    expect(results[2]?.message).to.match(new RegExp(`found 0; ${perStep} were of type attack, for example \\{`));
  });

  /**
   * The engine failing inside a step: the content's monster table throws once the third step has
   * begun (a stand-in for a bug; no input of ours still makes the engine throw, see ROB-set-shape).
   */
  function failingRun(dir: string) {
    const l = loaded(dir);
    let armed = false;
    const monster = new Proxy(l.content.monster, {
      get(target, key, receiver) {
        if (key === "get" && armed)
          return () => {
            throw new Error("monster table unreadable");
          };
        const v = Reflect.get(target, key, receiver);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    const content = { ...l.content, monster } as typeof l.content;
    const arm = (index: number) => {
      armed = index === 2;
    };
    return { l, content, arm };
  }

  /** The failing run streamed to `observer`, the failure armed as each step starts. */
  function streamFailing({ l, content, arm }: ReturnType<typeof failingRun>, observer: RunObserver): RunSummary {
    return streamScenario(
      l.scenario,
      content,
      {},
      {
        start: (w, seed) => observer.start?.(w, seed),
        stepStart: (s) => {
          arm(s.index);
          observer.stepStart?.(s);
        },
        event: (e, index) => observer.event?.(e, index),
        stepEnd: (s) => observer.stepEnd?.(s),
      },
    );
  }

  const steps = [
    { tick: 2, label: "the hounds come", expect: [{ event: "attack", scope: "run" }] },
    { do: { type: "set", path: "/characters/you/thirst", value: 10 }, free: true, label: "thirst" },
    { tick: 3, label: "the failing step" },
    { tick: 1, label: "never reached" },
  ];

  it("[ROB-run-partial] the story tells the steps before an engine failure and names the step", () => {
    const run = failingRun(workspace({ ...(crowd(1) as object), steps }));
    const lines: string[] = [];
    const story = new StoryWriter(run.content, { quiet: false, verbose: false }, (ls) => lines.push(...ls));
    const summary = streamFailing(run, {
      start: (w, seed) => story.start(w, seed, run.l.scenario),
      stepStart: (s) => story.stepStart(s),
      event: (e) => story.event(e),
      stepEnd: (s) => story.stepEnd(s),
    });
    story.finish(summary);
    const text = lines.join("\n");
    expect(summary.error).to.deep.equal({ step: 2, label: "the failing step", message: "monster table unreadable" });
    expect(summary.steps).to.equal(2);
    expect(summary.final.turn).to.equal(2);
    expect(text).to.contain("Step 1: the hounds come  (turns 1-2)");
    expect(text).to.contain("Step 2: thirst  (turn 2)");
    expect(text).to.contain("Step 3: the failing step  (from turn 3)");
    expect(text).to.contain("ERROR: the engine failed on this step: monster table unreadable");
    expect(text).to.contain("The run stopped at step 3 of 4");
    expect(text).to.not.contain("never reached");
    expect(text).to.contain("All 1 expectation(s) met before the failed step.");
  });

  it("[ROB-run-partial] --json stays one document with the failed step and the error", () => {
    const run = failingRun(workspace({ ...(crowd(1) as object), steps }));
    let text = "";
    const json = new JsonRunWriter(run.l.scenario, (t) => {
      text += t;
    });
    const summary = streamFailing(run, json);
    json.finish(summary);
    const doc = JSON.parse(text) as {
      steps: { index: number; failed?: boolean; events: unknown[] }[];
      error: { step: number; label: string; message: string };
      world: { turn: number };
    };
    expect(doc.steps.map((s) => s.index)).to.deep.equal([0, 1, 2]);
    expect(doc.steps[0]?.events.length).to.be.greaterThan(0);
    expect(doc.steps[2]?.failed).to.equal(true);
    expect(doc.error).to.deep.equal({ step: 2, label: "the failing step", message: "monster table unreadable" });
    expect(doc.world.turn).to.equal(2);
  });

  it("[ROB-run-partial] a recording keeps the steps before and the failure; its replay matches while the engine still fails there", () => {
    const dir = workspace({ ...(crowd(1) as object), steps });
    const run = failingRun(dir);
    const { l } = run;
    let text = "";
    const writer = new RecordingWriter(
      { engineVersion: "test", scenarioFile: "s.json", rawScenario: l.raw, contentFingerprint: "f" },
      (t) => {
        text += t;
      },
    );
    const summary = streamFailing(run, writer);
    writer.finish(summary);
    const read = parseRecording(text, "s.rec.json");
    if (!read.ok) throw new Error(read.message);
    expect(read.recording.steps.map((s) => s.index)).to.deep.equal([0, 1, 2]);
    expect(read.recording.steps[2]?.error).to.equal("monster table unreadable");
    // Replayed with the same failing engine: it matches; with a sound one: the step is named.
    const again = failingRun(dir);
    const failing = replay(read.recording, again.content, (sc, c, o) =>
      runScenario(sc, c, o, { stepStart: (s) => again.arm(s.index) }),
    );
    expect(failing.ok, JSON.stringify(failing)).to.equal(true);
    const sound = replay(read.recording, l.content, runScenario);
    expect(sound.ok).to.equal(false);
    expect(sound.divergence?.index).to.equal(2);
    expect(sound.divergence?.notes.join(" ")).to.contain(
      "the recorded run failed on this step (monster table unreadable)",
    );
  });

  it("[ROB-tick-pieces] a 250-turn tick in pieces of 100 gives the world and events of 250 one-turn ticks", () => {
    const l = loaded(workspace(crowd(1)));
    const start = runScenario({ ...l.scenario, steps: l.scenario.steps.slice(0, 2) }, l.content).steps.at(-1)?.world;
    if (!start) throw new Error("no world");
    // Pieces of 100 turns here (50,000 by default): two whole pieces and a part.
    const long = step(start, { type: "tick", turns: 250 }, l.content, { tickPiece: 100 });
    let w = start;
    const events: SimEvent[] = [];
    for (let i = 0; i < 250; i++) {
      const r = step(w, { type: "tick", turns: 1 }, l.content);
      w = r.world;
      events.push(...r.events);
    }
    expect(long.world.turn).to.equal(start.turn + 250);
    expect(hashJson(long.world as unknown as Json)).to.equal(hashJson(w as unknown as Json));
    expect(long.events.length).to.equal(events.length);
    expect(long.events).to.deep.equal(events);
  });

  it("[ROB-set-shape] set refuses a value that breaks the shape it replaces, and allows one that keeps it", () => {
    const l = loaded(workspace(crowd(1)));
    const world = runScenario({ ...l.scenario, steps: [] }, l.content).initial;
    const set = (path: string, value: unknown) =>
      step(world, { type: "set", path, value } as Parameters<typeof step>[1], l.content, { free: true });
    expect(set("/characters/you/pos", { x: 1, y: 2 }).refused).to.contain("needs a number");
    expect(set("/characters/you/pos", { x: 1, y: "2", z: 0 }).refused).to.contain('needs a number "y"');
    expect(set("/map", {}).refused).to.contain("/map/levels holds an array");
    expect(set("/characters/you/body/torso/hp", "full").refused).to.contain("holds a number");
    expect(set("/monsters/h0/pos", { x: 2, y: 3, z: 0 }).refused).to.equal(undefined);
    expect(set("/characters/you/skills", { melee: 2 }).refused).to.equal(undefined);
  });
});
