/** `cdda-sim run <scenario>`: run a scenario, tell its story, check its expectations. */
import { runScenario } from "../scenario/run.js";
import { parseArgs, single, UsageError } from "./args.js";
import { ALLOW_CONTENT_ERRORS_HELP, scenarioOrReport } from "./scenario_input.js";
import { tellRun } from "./story.js";

export const RUN_HELP = `Usage: cdda-sim run [options] <scenario.json>

Runs a scenario file (see docs/scenarios.md): builds its world from its content and set-up, applies
its steps one by one, and prints the story of the run turn by turn, with the map wherever it
changed, then every expectation and whether it held.

Options:
  --seed <seed>   run with another seed than the file's
  --quiet         only the steps and the expectations
  --verbose       also every step taken and every attack roll
  --json          print the run as JSON (steps, events, expectations, final world)
${ALLOW_CONTENT_ERRORS_HELP}
  -h, --help      show this help

Exit status: 0 when every expectation holds, 1 when one fails, 2 when the scenario cannot run
(usage, a bad scenario file, content with errors).`;

export function runCommand(argv: readonly string[]): number {
  const args = parseArgs(argv, [
    { name: "seed", value: "one" },
    { name: "quiet" },
    { name: "verbose" },
    { name: "json" },
    { name: "allow-content-errors" },
    { name: "help", alias: "h" },
  ]);
  if (args.flags.has("help")) {
    process.stdout.write(`${RUN_HELP}\n`);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError("run needs a scenario file");
  if (extra.length > 0) throw new UsageError(`run takes one scenario file, got ${args.positionals.length}`);
  const loaded = scenarioOrReport(file, { allowContentErrors: args.flags.has("allow-content-errors") });
  if (!loaded) return 2;
  const seed = single(args, "seed");
  const run = runScenario(loaded.scenario, loaded.content, seed !== undefined ? { seed } : {});
  if (args.flags.has("json")) {
    const report = {
      scenario: run.scenario.name,
      file: run.scenario.file,
      seed: run.seed,
      steps: run.steps.map((s) => ({
        index: s.index,
        label: s.label,
        ...(s.refused ? { refused: s.refused } : {}),
        turn: s.world.turn,
        events: s.events,
        expectations: s.expectations,
      })),
      failures: run.failures,
      world: run.steps.at(-1)?.world ?? run.initial,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const lines = tellRun(run, loaded.content, { quiet: args.flags.has("quiet"), verbose: args.flags.has("verbose") });
    process.stdout.write(`${lines.join("\n")}\n`);
  }
  return run.failures.length > 0 ? 1 : 0;
}
