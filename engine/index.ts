/**
 * cdda-sim's public API: everything a library user needs, and nothing they should not lean on.
 * Import from "cdda-sim"; the modules behind this file may move between releases, this list may
 * only grow.
 *
 *   const loaded = loadScenario("scenarios/demo/arena.json");
 *   if (loaded.ok) console.log(runScenario(loaded.scenario, loaded.content).failures.length);
 */

// Content: load and validate folders of CDDA JSON.
export {
  type Content,
  type LoadOptions,
  type LoadResult,
  type LoadStats,
  loadContent,
} from "./content/load.js";
export { formatProblem, type Problem, type Severity } from "./content/problems.js";
export { type ValidateOptions, type ValidationResult, validateContent } from "./content/split/validate.js";
// Experiments: a scenario over seeds and variants, with statistics.
export { decodeExperiment, type Experiment, readExperiment } from "./experiment/format.js";
export { csv as summaryCsv, type Summary, summarise, table as summaryTable } from "./experiment/report.js";
export type { Part } from "./experiment/result.js";
export { type Prepared, type Preparation, prepareExperiment, prepareFile, runExperiment } from "./experiment/run.js";
// Scenarios: read a scenario file, build its world, run it, record and replay it.
export { decodeScenario, formatScenarioProblem, type ScenarioProblem } from "./scenario/format.js";
export { type LoadedScenario, loadParsedScenario, loadScenario, type ScenarioLoad } from "./scenario/load.js";
export { contentFingerprint, type FingerprintResult } from "./scenario/fingerprint.js";
export { engineVersion } from "./scenario/package_info.js";
export { makeRecording, type RecordingMeta, readRecording, writeRecording } from "./scenario/record.js";
export {
  type RecordScenarioOptions,
  type RecordScenarioResult,
  recordScenario,
} from "./scenario/record_scenario.js";
export { type ReplayFileResult, type ReplayReport, replay, replayFile } from "./scenario/replay.js";
export { initialWorld, type RunOptions, runScenario } from "./scenario/run.js";
export { createWorld } from "./scenario/setup.js";
export type {
  ExpectationResult,
  Recording,
  RunResult,
  Scenario,
  ScenarioStep,
  StepRecord,
  WorldSetup,
} from "./scenario/types.js";
// Events every reducer reports.
export type { EventType, SimEvent } from "./sim/events.js";
// The reducers: one action, or turns passing.
export { type Action, ACTION_TYPES, decodeAction } from "./step/actions/index.js";
export { type StepResult, step, tick } from "./step/step.js";
// The world state: plain JSON data.
export { diff, type StateChange } from "./world/diff.js";
export { type Hash, hashJson } from "./world/hash.js";
export type {
  Attitude,
  Camp,
  Character,
  Effect,
  Field,
  GameMap,
  ItemStack,
  Json,
  Level,
  Monster,
  Point,
  Tile,
  World,
} from "./world/types.js";
