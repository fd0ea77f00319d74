/** `cdda-sim record <scenario> -o <file>`: run a scenario and write a recording of it. */
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { contentFingerprint } from "../scenario/fingerprint.js";
import { makeRecording, scenarioPathFrom, writeRecording } from "../scenario/record.js";
import { runScenario } from "../scenario/run.js";
import { parseArgs, single, UsageError } from "./args.js";
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

Exit status: 0 when the recording was written (also when an expectation failed: that is reported),
2 when the scenario cannot run or the file cannot be written.`;

export function recordCommand(argv: readonly string[]): number {
  const args = parseArgs(argv, [
    { name: "out", alias: "o", value: "one" },
    { name: "seed", value: "one" },
    { name: "allow-content-errors" },
    { name: "help", alias: "h" },
  ]);
  if (args.flags.has("help")) {
    process.stdout.write(`${RECORD_HELP}\n`);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  const out = single(args, "out");
  if (file === undefined) throw new UsageError("record needs a scenario file");
  if (extra.length > 0) throw new UsageError(`record takes one scenario file, got ${args.positionals.length}`);
  if (out === undefined) throw new UsageError("record needs -o <recording.json>");
  const loaded = scenarioOrReport(file, { allowContentErrors: args.flags.has("allow-content-errors") });
  if (!loaded) return 2;
  const seed = single(args, "seed");
  const run = runScenario(loaded.scenario, loaded.content, seed !== undefined ? { seed } : {});
  const fingerprint = contentFingerprint(loaded.contentFiles, dirname(file));
  if (!fingerprint.ok) {
    process.stderr.write(`cdda-sim record: ${fingerprint.message}\n`);
    return 2;
  }
  // The scenario goes in as written, so that a replay decodes it again with the engine of its day.
  const raw: unknown = JSON.parse(readFileSync(file, "utf8"));
  const recording = makeRecording(run, {
    engineVersion: engineVersion(),
    scenarioFile: scenarioPathFrom(out, file),
    rawScenario: raw,
    contentFingerprint: fingerprint.fingerprint,
  });
  const written = writeRecording(out, recording);
  if (!written.ok) {
    process.stderr.write(`cdda-sim record: ${written.message}\n`);
    return 2;
  }
  const last = recording.steps.at(-1);
  const lines = [
    `Recorded ${recording.steps.length} step(s) of ${JSON.stringify(run.scenario.name)} (seed ${JSON.stringify(run.seed)}) to ${out}.`,
    `Final state hash ${last?.hash ?? recording.initialHash}; content ${fingerprint.fingerprint}.`,
  ];
  if (run.failures.length > 0)
    lines.push(`Note: ${run.failures.length} expectation(s) failed in this run (see cdda-sim run).`);
  process.stdout.write(`${lines.join("\n")}\n`);
  return 0;
}
