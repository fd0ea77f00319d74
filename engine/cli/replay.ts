/** `cdda-sim replay <recording>`: re-run a recording and report the first step that differs. */
import { formatReplayReport, replayFile } from "../scenario/replay.js";
import { parseCommand, UsageError } from "./args.js";
import { coreDataCandidates, engineVersion } from "./paths.js";

export const REPLAY_HELP = `Usage: cdda-sim replay <recording.json>...

Re-runs each recording (made by "cdda-sim record") with its scenario, seed and the content its
scenario names as it is now, and compares the state after every step with the recorded hash. On
the first step that differs it names the step, lists the events that differ and shows the state
change by change (recorded -> replayed). A changed engine version or content is said first.

Options:
  -h, --help   show this help

Exit status: 0 when every recording replays identically, 1 when one diverges, 2 when one cannot be
read or run.`;

export function replayCommand(argv: readonly string[]): number {
  const args = parseCommand(argv, [], REPLAY_HELP);
  if (!args) return 0;
  if (args.positionals.length === 0) throw new UsageError("replay needs a recording file");
  let status = 0;
  for (const file of args.positionals) {
    const result = replayFile(file, {
      engineVersion: engineVersion(),
      coreCandidates: (mod) => coreDataCandidates(mod.path),
    });
    if (result.error !== undefined || !result.report) {
      process.stderr.write(`cdda-sim replay: ${result.error ?? `${file}: nothing to replay`}\n`);
      status = Math.max(status, 2);
      continue;
    }
    process.stdout.write(`${formatReplayReport(result.report, file).join("\n")}\n`);
    if (result.report.error) status = Math.max(status, 2);
    else if (!result.report.ok) status = Math.max(status, 1);
  }
  return status;
}
