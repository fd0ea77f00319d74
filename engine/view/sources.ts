/**
 * What a page is made from: a recording, replayed with the engine as it is now (the replay's own
 * comparison with the recording is kept and shown), or a loaded scenario, run now. Either way the
 * page shows the run the engine computes, with the seed, the content fingerprint and the commands
 * that re-run it. The run streams into the page builder (engine/view/page_data.ts), so a long run
 * is never held whole. Bad input comes back as a message, never as an exception.
 */
import { dirname, relative } from "node:path";
import { contentFingerprint } from "../scenario/fingerprint.js";
import type { LoadedScenario, ScenarioLoadOptions } from "../scenario/load.js";
import { scenarioFileOf } from "../scenario/record.js";
import { openRecording } from "../scenario/recording_stream.js";
import { formatReplayReport, replayFile } from "../scenario/replay.js";
import { type RunSummary, streamScenario } from "../scenario/run.js";
import { PageBuilder } from "./page_data.js";
import type { ViewData } from "./types.js";

export type ViewBuild = { ok: true; data: ViewData } | { ok: false; message: string };

export function viewOfRecording(
  file: string,
  options: { readonly engineVersion: string; readonly coreCandidates?: ScenarioLoadOptions["coreCandidates"] },
): ViewBuild {
  const opened = openRecording(file);
  if (!opened.ok) return { ok: false, message: opened.message };
  const head = opened.recording.head;
  // The replay runs the scenario once; that run, streamed into the builder, is what the page shows.
  let builder: PageBuilder | undefined;
  let summary: RunSummary | undefined;
  const result = replayFile(file, {
    engineVersion: options.engineVersion,
    ...(options.coreCandidates ? { coreCandidates: options.coreCandidates } : {}),
    tap: {
      content: (content) => {
        builder = new PageBuilder(content);
      },
      start: (initial) => builder?.start(initial),
      stepStart: (s) => builder?.stepStart(s),
      event: (e) => builder?.event(e),
      stepEnd: (s) => builder?.stepEnd(s),
      end: (s) => {
        summary = s;
      },
    },
  });
  if (result.error !== undefined) return { ok: false, message: result.error };
  if (!builder || !summary || !result.report) {
    const why = result.report?.error ?? "the replay did not run";
    return { ok: false, message: `${file}: ${why}` };
  }
  const scenarioFile = shown(scenarioFileOf(file, head));
  const b = builder;
  return {
    ok: true,
    data: b.finish({
      name: summary.scenario.name,
      description: summary.scenario.description,
      source: "recording",
      file,
      scenarioFile,
      seed: head.seed,
      contentFingerprint: head.contentFingerprint,
      engineVersion: head.engineVersion,
      commands: [
        `npx cdda-sim replay ${shellWord(file)}`,
        `npx cdda-sim run ${shellWord(scenarioFile)} --seed ${shellWord(head.seed)}`,
      ],
      check: formatReplayReport(result.report, file),
      failures: failuresOf(summary, b),
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
  const builder = new PageBuilder(loaded.content);
  const summary = streamScenario(
    loaded.scenario,
    loaded.content,
    options.seed !== undefined ? { seed: options.seed } : {},
    builder,
  );
  return {
    ok: true,
    data: builder.finish({
      name: summary.scenario.name,
      description: summary.scenario.description,
      source: "scenario",
      file,
      scenarioFile: file,
      seed: summary.seed,
      contentFingerprint: fingerprint.fingerprint,
      engineVersion: options.engineVersion,
      commands: [`npx cdda-sim run ${shellWord(file)} --seed ${shellWord(summary.seed)}`],
      check: [],
      failures: failuresOf(summary, builder),
    }),
  };
}

function failuresOf(summary: RunSummary, builder: PageBuilder): string[] {
  return summary.failures.map((f) => `step ${f.step + 1} (${builder.labelOf(f.step) ?? "?"}): ${f.message}`);
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
