/**
 * A recording made with the library alone, as `cdda-sim record` makes one: load the scenario, run
 * it, and keep the scenario as written, the engine's version and the content's fingerprint, so
 * that `replay` (or `cdda-sim replay`) checks it later.
 */
import { dirname } from "node:path";
import { contentFingerprint } from "./fingerprint.js";
import { formatScenarioProblem } from "./format.js";
import { loadScenario } from "./load.js";
import { engineVersion } from "./package_info.js";
import { makeRecording, scenarioPathFrom } from "./record.js";
import { runScenario } from "./run.js";
import type { Recording } from "./types.js";

export interface RecordScenarioOptions {
  /**
   * Where the recording will be written: it names its scenario relative to that folder, so a
   * replay on another clone finds it. Default: beside the scenario.
   */
  readonly recordingFile?: string;
  /** Another seed than the scenario's own. */
  readonly seed?: string;
}

export type RecordScenarioResult =
  | { readonly ok: true; readonly recording: Recording }
  | { readonly ok: false; readonly problems: readonly string[] };

export function recordScenario(scenarioFile: string, options: RecordScenarioOptions = {}): RecordScenarioResult {
  const loaded = loadScenario(scenarioFile);
  if (!loaded.ok) return { ok: false, problems: loaded.problems.map(formatScenarioProblem) };
  const fingerprint = contentFingerprint(loaded.contentFiles, dirname(scenarioFile));
  if (!fingerprint.ok) return { ok: false, problems: [fingerprint.message] };
  const run = runScenario(loaded.scenario, loaded.content, options.seed !== undefined ? { seed: options.seed } : {});
  const recording = makeRecording(run, {
    engineVersion: engineVersion(),
    scenarioFile: scenarioPathFrom(options.recordingFile ?? scenarioFile, scenarioFile),
    rawScenario: loaded.raw,
    contentFingerprint: fingerprint.fingerprint,
  });
  return { ok: true, recording };
}
