/**
 * What a page is made from: a recording, replayed with the engine as it is now (the replay's own
 * comparison with the recording is kept and shown), or a loaded scenario, run now. Either way the
 * page shows the run the engine computes, with the seed, the content fingerprint and the commands
 * that re-run it. Bad input comes back as a message, never as an exception.
 */
import { dirname, relative } from "node:path";
import type { Content } from "../content/load.js";
import { contentFingerprint } from "../scenario/fingerprint.js";
import type { LoadedScenario, ScenarioLoadOptions } from "../scenario/load.js";
import { readRecording, scenarioFileOf } from "../scenario/record.js";
import { formatReplayReport, replayFile } from "../scenario/replay.js";
import { runScenario } from "../scenario/run.js";
import type { RunResult } from "../scenario/types.js";
import type { SimEvent } from "../sim/events.js";
import { pageData } from "./page_data.js";
import type { ViewData } from "./types.js";

export type ViewBuild = { ok: true; data: ViewData } | { ok: false; message: string };

export function viewOfRecording(
  file: string,
  options: { readonly engineVersion: string; readonly coreCandidates?: ScenarioLoadOptions["coreCandidates"] },
): ViewBuild {
  const read = readRecording(file);
  if (!read.ok) return { ok: false, message: read.message };
  const recording = read.recording;
  // The replay runs the scenario once; keeping that run is what the page shows.
  let ran: { run: RunResult; content: Content } | undefined;
  let loadedContent: Content | undefined;
  const steps: RunResult["steps"][number][] = [];
  let events: SimEvent[] = [];
  const result = replayFile(file, {
    engineVersion: options.engineVersion,
    ...(options.coreCandidates ? { coreCandidates: options.coreCandidates } : {}),
    tap: {
      content: (c) => {
        loadedContent = c;
      },
      stepStart: () => {
        events = [];
      },
      event: (e) => {
        events.push(e);
      },
      stepEnd: (s) => {
        const { before: _before, eventCount: _count, ...record } = s;
        steps.push({ ...record, events });
      },
      end: (summary) => {
        if (loadedContent)
          ran = {
            content: loadedContent,
            run: {
              scenario: summary.scenario,
              seed: summary.seed,
              initial: summary.initial,
              steps,
              failures: summary.failures,
              ...(summary.error ? { error: summary.error } : {}),
            },
          };
      },
    },
  });
  if (result.error !== undefined) return { ok: false, message: result.error };
  if (!ran || !result.report) {
    const why = result.report?.error ?? "the replay did not run";
    return { ok: false, message: `${file}: ${why}` };
  }
  const scenarioFile = shown(scenarioFileOf(file, recording));
  const { run, content } = ran;
  return {
    ok: true,
    data: pageData(run, content, {
      name: run.scenario.name,
      description: run.scenario.description,
      source: "recording",
      file,
      scenarioFile,
      seed: recording.seed,
      contentFingerprint: recording.contentFingerprint,
      engineVersion: recording.engineVersion,
      commands: [
        `npx cdda-sim replay ${shellWord(file)}`,
        `npx cdda-sim run ${shellWord(scenarioFile)} --seed ${shellWord(recording.seed)}`,
      ],
      check: formatReplayReport(result.report, file),
      failures: failuresOf(run),
    }),
  };
}

export function viewOfScenario(
  file: string,
  loaded: LoadedScenario,
  options: { readonly engineVersion: string; readonly seed?: string },
): ViewBuild {
  const fingerprint = contentFingerprint(loaded.contentFiles, dirname(file));
  if (!fingerprint.ok) return { ok: false, message: fingerprint.message };
  const run = runScenario(loaded.scenario, loaded.content, options.seed !== undefined ? { seed: options.seed } : {});
  return {
    ok: true,
    data: pageData(run, loaded.content, {
      name: run.scenario.name,
      description: run.scenario.description,
      source: "scenario",
      file,
      scenarioFile: file,
      seed: run.seed,
      contentFingerprint: fingerprint.fingerprint,
      engineVersion: options.engineVersion,
      commands: [`npx cdda-sim run ${shellWord(file)} --seed ${shellWord(run.seed)}`],
      check: [],
      failures: failuresOf(run),
    }),
  };
}

function failuresOf(run: RunResult): string[] {
  return run.failures.map((f) => `step ${f.step + 1} (${run.steps[f.step]?.label ?? "?"}): ${f.message}`);
}

/** A path as a person at this prompt would type it. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === "" ? "." : rel;
}

/** A word for a POSIX shell: as is when it is plain, else in single quotes. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
