/**
 * Running a scenario: build the initial world, then apply each step's action, collect its events
 * and check its expectations. A refused action is recorded (with its `refused` event) and the run
 * goes on; failed expectations are collected, never thrown. Pure: the same scenario, content and
 * seed give a deep-equal result.
 */
import type { Content } from "../content/load.js";
import { actionKind } from "../step/actions/index.js";
import type { SimEvent } from "../sim/events.js";
import { step as applyStep } from "../step/step.js";
import type { World } from "../world/types.js";
import { evaluateAll } from "./expect.js";
import { formatScenarioProblem, type ScenarioProblem } from "./format.js";
import { createWorld } from "./setup.js";
import type { ExpectationResult, RunResult, Scenario, StepRecord } from "./types.js";

export interface RunOptions {
  /** Overrides the scenario's seed. */
  readonly seed?: string | number;
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

export function runScenario(scenario: Scenario, content: Content, options: RunOptions = {}): RunResult {
  const seed = options.seed !== undefined ? String(options.seed) : scenario.seed;
  const initial = initialWorld(scenario, content, { seed });
  let world = initial;
  const runEvents: SimEvent[] = [];
  const steps: StepRecord[] = [];
  const failures: ExpectationResult[] = [];
  scenario.steps.forEach((s, index) => {
    let events: readonly SimEvent[] = [];
    let refused: string | undefined;
    if (s.action) {
      const r = applyStep(world, s.action, content, s.free ? { free: true } : {});
      world = r.world;
      events = r.events;
      refused = r.refused;
    }
    runEvents.push(...events);
    const expectations = evaluateAll(s.expect, { step: index, world, stepEvents: events, runEvents });
    for (const e of expectations) if (!e.passed) failures.push(e);
    steps.push({
      index,
      label: s.label ?? (s.action ? actionKind(s.action).describe(s.action) : "check"),
      ...(s.action ? { action: s.action } : {}),
      ...(refused !== undefined ? { refused } : {}),
      events,
      world,
      expectations,
    });
  });
  return { scenario, seed, initial, steps, failures };
}
