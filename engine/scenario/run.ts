/**
 * Running a scenario: build the initial world, then apply each step's action and check its
 * expectations. The run streams: each event goes to the observer as it happens and each step's
 * outcome when it ends, and nothing of a finished step is kept but the counts its expectations
 * need, so a run of millions of turns runs in the memory of one world. A refused action is
 * recorded (with its `refused` event) and the run goes on; failed expectations are collected, never
 * thrown; a step that fails inside the engine ends the run with that step named, the steps before
 * it told. Pure: the same scenario, content and seed give the same stream.
 */
import { agreeSubject } from "./grammar.js";
import type { Content } from "../content/load.js";
import { actionKind } from "../step/actions/index.js";
import type { SimEvent } from "../sim/events.js";
import { step as applyStep } from "../step/step.js";
import type { World } from "../world/types.js";
import { evaluateAll } from "./expect.js";
import { formatScenarioProblem, type ScenarioProblem } from "./format.js";
import { createWorld } from "./setup.js";
import { EventTally, watchedEvents } from "./tally.js";
import type { ExpectationResult, RunResult, Scenario, StepFailure, StepRecord } from "./types.js";

export interface RunOptions {
  /** Overrides the scenario's seed. */
  readonly seed?: string | number;
  /**
   * The event types the observer needs (absent: all): the steps then make, copy and hand over
   * only these and those the scenario's expectations count (StepOptions.keeps); a step's
   * `eventCount` counts those only.
   */
  readonly keeps?: ReadonlySet<string>;
}

/**
 * Thrown only when the world set-up is invalid, which loadScenario (engine/scenario/load.ts)
 * reports as problems beforehand; callers that skip it get the same problems here.
 */
export class ScenarioSetupError extends Error {
  constructor(readonly problems: readonly ScenarioProblem[]) {
    super(problems.map(formatScenarioProblem).join("\n"));
  }
}

export function initialWorld(scenario: Scenario, content: Content, options: RunOptions = {}): World {
  const seed = options.seed !== undefined ? String(options.seed) : scenario.seed;
  const built = createWorld(scenario.world, content, seed, scenario.file);
  if (!built.ok) throw new ScenarioSetupError(built.problems);
  return built.world;
}

/**
 * Thrown by an observer to end a run early (a replay that has found its divergence): it passes
 * through streamScenario to the caller instead of being told as an engine failure of the step.
 */
export class StopRun extends Error {
  constructor() {
    super("the run was stopped by its observer");
  }
}

/** A step as it begins. */
export interface StepStart {
  readonly index: number;
  readonly label: string;
  readonly before: World;
}

/** A finished step: a StepRecord without its events (they went to the observer one by one). */
export type StepOutcome = Omit<StepRecord, "events"> & {
  /** The state before the step. */
  readonly before: World;
  readonly eventCount: number;
};

/** What a streamed run tells as it goes; every member is optional. */
export interface RunObserver {
  start?(initial: World, seed: string): void;
  stepStart?(s: StepStart): void;
  event?(event: SimEvent, stepIndex: number): void;
  stepEnd?(s: StepOutcome): void;
}

/** One observer telling several: each call goes to every one of them, in order. */
export function allObservers(...observers: readonly RunObserver[]): RunObserver {
  return {
    start: (initial, seed) => observers.forEach((o) => o.start?.(initial, seed)),
    stepStart: (s) => observers.forEach((o) => o.stepStart?.(s)),
    event: (e, index) => observers.forEach((o) => o.event?.(e, index)),
    stepEnd: (s) => observers.forEach((o) => o.stepEnd?.(s)),
  };
}

/**
 * A run held in memory, told to an observer as streamScenario told it while it ran: every step,
 * and of a failed step its start only (the caller knows how the run ended: `run.error`).
 */
export function tellRun(run: RunResult, observer: RunObserver): void {
  observer.start?.(run.initial, run.seed);
  let before = run.initial;
  for (const s of run.steps) {
    observer.stepStart?.({ index: s.index, label: s.label, before });
    for (const e of s.events) observer.event?.(e, s.index);
    observer.stepEnd?.({ ...s, before, eventCount: s.events.length });
    before = s.world;
  }
  if (run.error) observer.stepStart?.({ index: run.error.step, label: run.error.label, before });
}

/** What is left of a streamed run: its ends and its verdicts. */
export interface RunSummary {
  readonly scenario: Scenario;
  readonly seed: string;
  readonly initial: World;
  readonly final: World;
  /** Steps carried out (a failed step is not counted). */
  readonly steps: number;
  readonly expectations: number;
  readonly failures: readonly ExpectationResult[];
  readonly error?: StepFailure;
}

export function streamScenario(
  scenario: Scenario,
  content: Content,
  options: RunOptions,
  observer: RunObserver,
): RunSummary {
  const seed = options.seed !== undefined ? String(options.seed) : scenario.seed;
  const initial = initialWorld(scenario, content, { seed });
  observer.start?.(initial, seed);
  const watched = watchedEvents(scenario);
  const runTally = new EventTally(watched);
  const wanted = options.keeps;
  const keeps = wanted ? { keeps: (type: string) => wanted.has(type) || watched.has(type) } : {};
  const failures: ExpectationResult[] = [];
  let world = initial;
  let done = 0;
  let expectations = 0;
  for (const [index, s] of scenario.steps.entries()) {
    const label = s.label ?? (s.action ? agreeSubject(actionKind(s.action).describe(s.action)) : "check");
    observer.stepStart?.({ index, label, before: world });
    const stepTally = new EventTally(watched);
    let eventCount = 0;
    const onEvent = (e: SimEvent): void => {
      eventCount++;
      stepTally.add(e);
      runTally.add(e);
      observer.event?.(e, index);
    };
    const before = world;
    try {
      let refused: string | undefined;
      let ended: { how: "until" | "limit"; turns: number } | undefined;
      let action = s.action;
      if (s.action && s.until && s.action.type === "tick") {
        // Turn by turn until the condition holds or the tick's turns have passed; the step's
        // action is then the tick of the turns that passed, so a replay of it agrees.
        const limit = s.action.turns;
        ended = { how: "limit", turns: limit };
        for (let turn = 1; turn <= limit; turn++) {
          const r = applyStep(world, { type: "tick", turns: 1 }, content, { onEvent, ...keeps });
          world = r.world;
          refused = r.refused;
          if (refused !== undefined) break;
          if (evaluateAll([s.until], { step: index, world, stepTally, runTally })[0]?.passed) {
            ended = { how: "until", turns: turn };
            break;
          }
        }
        action = { type: "tick", turns: ended.turns };
      } else if (s.action) {
        // The run's last step leaves no working copy behind (StepOptions.last).
        const last = index === scenario.steps.length - 1 ? { last: true } : {};
        const r = applyStep(world, s.action, content, {
          ...(s.free ? { free: true } : {}),
          onEvent,
          ...keeps,
          ...last,
        });
        world = r.world;
        refused = r.refused;
      }
      const results = evaluateAll(s.expect, { step: index, world, stepTally, runTally, ...(ended ? { ended } : {}) });
      observer.stepEnd?.({
        index,
        label,
        ...(action ? { action } : {}),
        ...(refused !== undefined ? { refused } : {}),
        before,
        world,
        eventCount,
        expectations: results,
      });
      expectations += results.length;
      for (const e of results) if (!e.passed) failures.push(e);
    } catch (e) {
      if (e instanceof StopRun) throw e;
      // An engine failure is a bug, but the run before it is the user's evidence: keep it.
      const error: StepFailure = { step: index, label, message: e instanceof Error ? e.message : String(e) };
      return { scenario, seed, initial, final: before, steps: done, expectations, failures, error };
    }
    done++;
  }
  return { scenario, seed, initial, final: world, steps: done, expectations, failures };
}

/**
 * A whole run held in memory, every step's events and state: for short runs, replays and tests.
 * `tap` sees the stream as it goes too.
 */
export function runScenario(
  scenario: Scenario,
  content: Content,
  options: RunOptions = {},
  tap: RunObserver = {},
): RunResult {
  const steps: StepRecord[] = [];
  let events: SimEvent[] = [];
  const summary = streamScenario(scenario, content, options, {
    start: (initial, seed) => tap.start?.(initial, seed),
    stepStart: (s) => {
      events = [];
      tap.stepStart?.(s);
    },
    event: (e, index) => {
      events.push(e);
      tap.event?.(e, index);
    },
    stepEnd: (s) => {
      const { before: _before, eventCount: _count, ...record } = s;
      steps.push({ ...record, events });
      tap.stepEnd?.(s);
    },
  });
  return {
    scenario,
    seed: summary.seed,
    initial: summary.initial,
    steps,
    failures: summary.failures,
    ...(summary.error ? { error: summary.error } : {}),
  };
}
