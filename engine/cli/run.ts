/** `cdda-sim run <scenario>`: run a scenario, tell its story, check its expectations. */
import { streamScenario } from "../scenario/run.js";
import { flags, parseCommand, single, UsageError, valued } from "./args.js";
import { ChunkedWriter } from "./out.js";
import { JsonRunWriter } from "./run_json.js";
import { ALLOW_CONTENT_ERRORS_HELP, scenarioOrReport } from "./scenario_input.js";
import { StoryWriter } from "./story.js";

export const RUN_HELP = `Usage: cdda-sim run [options] <scenario.json>

Runs a scenario file (see docs/scenarios.md): builds its world from its content and set-up, applies
its steps one by one, and prints the story of the run turn by turn, with the map wherever it
changed (with a legend of its characters), then every expectation and whether it held. On a
terminal the map and the game's coloured text are in colour (NO_COLOR=1 for none). The story is written as the run goes, so a
run of millions of turns needs no more memory than its world.

Options:
  --seed <seed>   run with another seed than the file's
  --quiet         only the steps and the expectations
  --verbose       also every step taken and every attack roll
  --json          print the run as JSON (steps, events, expectations, final world)
${ALLOW_CONTENT_ERRORS_HELP}
  -h, --help      show this help

Exit status: 0 when every expectation holds, 1 when one fails or the engine fails on a step (the
steps before it are still told, and the step is named), 2 when the scenario cannot run (usage, a
bad scenario file, content with errors).`;

export function runCommand(argv: readonly string[]): number {
  const args = parseCommand(
    argv,
    [...valued("seed"), ...flags("quiet", "verbose", "json", "allow-content-errors")],
    RUN_HELP,
  );
  if (!args) return 0;
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError("run needs a scenario file");
  if (extra.length > 0) throw new UsageError(`run takes one scenario file, got ${args.positionals.length}`);
  const loaded = scenarioOrReport(file, { allowContentErrors: args.flags.has("allow-content-errors") });
  if (!loaded) return 2;
  const seed = single(args, "seed");
  const { scenario, content } = loaded;
  const out = new ChunkedWriter();
  const options = seed !== undefined ? { seed } : {};
  let summary: ReturnType<typeof streamScenario>;
  if (args.flags.has("json")) {
    const json = new JsonRunWriter(scenario, (text) => out.write(text));
    summary = streamScenario(scenario, content, options, json);
    json.finish(summary);
  } else {
    const story = new StoryWriter(
      content,
      {
        quiet: args.flags.has("quiet"),
        verbose: args.flags.has("verbose"),
        // Colours only for a person at a terminal (and not when NO_COLOR asks for none).
        color: process.stdout.isTTY === true && !process.env["NO_COLOR"],
      },
      (lines) => out.lines(lines),
    );
    summary = streamScenario(scenario, content, options, {
      start: (initial, s) => story.start(initial, s, scenario),
      stepStart: (s) => story.stepStart(s),
      event: (e) => story.event(e),
      stepEnd: (s) => story.stepEnd(s),
    });
    story.finish(summary);
  }
  out.flush();
  return summary.failures.length > 0 || summary.error ? 1 : 0;
}
