/** `cdda-sim record <scenario> -o <file>`: run a scenario and write a recording of it. */
import { type AtomicFile, openAtomic } from "../content/json/write.js";
import { dirname } from "node:path";
import { contentFingerprint } from "../scenario/fingerprint.js";
import { RecordingWriter, scenarioPathFrom } from "../scenario/record.js";
import { streamScenario } from "../scenario/run.js";
import { parseFileToOut } from "./args.js";
import { fileWriter } from "./out.js";
import { engineVersion } from "./paths.js";
import { ALLOW_CONTENT_ERRORS_HELP, scenarioOrReport } from "./scenario_input.js";

export const RECORD_HELP = `Usage: cdda-sim record [options] <scenario.json> -o <recording.json>

Runs a scenario and writes a recording: the scenario, the seed, a fingerprint of its content, the
engine version, and per step the hash of the state, the events and what changed. "cdda-sim replay"
re-runs it later and names the first step where anything differs. Recordings kept under scenarios/
are replayed by "make test".

Options:
  -o, --out <file>  where to write the recording (required)
  --seed <seed>     record with another seed than the file's
${ALLOW_CONTENT_ERRORS_HELP}
  -h, --help        show this help

The recording is written as the run goes, so a run of millions of turns needs no more memory than
its world.

Exit status: 0 when the recording was written (also when an expectation failed: that is reported),
1 when the engine failed on a step (the recording holds the steps before it and the failure), 2 when
the scenario cannot run or the file cannot be written.`;

export function recordCommand(argv: readonly string[]): number {
  const parsed = parseFileToOut(argv, "record", RECORD_HELP, {
    input: "a scenario file",
    outHint: "<recording.json>",
  });
  if (!parsed) return 0;
  const { args, file, out, seed } = parsed;
  const loaded = scenarioOrReport(file, { allowContentErrors: args.flags.has("allow-content-errors") });
  if (!loaded) return 2;
  const fingerprint = contentFingerprint(loaded.contentFiles, dirname(file));
  if (!fingerprint.ok) {
    process.stderr.write(`cdda-sim record: ${fingerprint.message}\n`);
    return 2;
  }
  // Written beside the target and renamed into place when done: a killed or failed record leaves
  // the recording that was there before.
  let target: AtomicFile;
  try {
    target = openAtomic(out);
  } catch (e) {
    process.stderr.write(
      `cdda-sim record: cannot write the recording ${out}: ${(e as NodeJS.ErrnoException).code ?? String(e)}\n`,
    );
    return 2;
  }
  // The scenario goes in as written, so that a replay decodes it again with the engine of its day.
  const writer = fileWriter(target.fd);
  const recording = new RecordingWriter(
    {
      engineVersion: engineVersion(),
      scenarioFile: scenarioPathFrom(out, file),
      rawScenario: loaded.raw,
      contentFingerprint: fingerprint.fingerprint,
    },
    (text) => writer.write(text),
  );
  let summary: ReturnType<typeof streamScenario>;
  let lastHash: string;
  try {
    summary = streamScenario(loaded.scenario, loaded.content, seed !== undefined ? { seed } : {}, recording);
    lastHash = recording.finish(summary);
    writer.flush();
    target.commit();
  } catch (e) {
    target.abort();
    const code = (e as NodeJS.ErrnoException).code;
    if (code === undefined) throw e;
    process.stderr.write(`cdda-sim record: cannot write the recording ${out}: ${code}\n`);
    return 2;
  }
  const lines = [
    `Recorded ${summary.steps + (summary.error ? 1 : 0)} step(s) of ${JSON.stringify(loaded.scenario.name)} (seed ${JSON.stringify(summary.seed)}) to ${out}.`,
    `Final state hash ${lastHash}; content ${fingerprint.fingerprint}.`,
  ];
  if (summary.failures.length > 0)
    lines.push(`Note: ${summary.failures.length} expectation(s) failed in this run (see cdda-sim run).`);
  if (summary.error) {
    lines.push(
      `The engine failed on step ${summary.error.step + 1} (${summary.error.label}): ${summary.error.message}`,
      "The recording holds every step before it and the failure; a replay checks that it still fails there.",
    );
    process.stdout.write(`${lines.join("\n")}\n`);
    return 1;
  }
  process.stdout.write(`${lines.join("\n")}\n`);
  return 0;
}
