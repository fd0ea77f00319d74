/**
 * The long tier: tests that take tens of seconds each (runs of more than 100,000 events, fights on
 * every seed) run when CDDA_SIM_LONG=1 is set, as `.ci/run` does after `make test`, so that
 * `make test` stays within its five minutes. Skipped, they say so on the output: a skipped long
 * test must never pass for a passing one.
 */
export const LONG = process.env["CDDA_SIM_LONG"] === "1";

/** For a long test's first line: skips it, saying so and how to run it, unless CDDA_SIM_LONG=1. */
export function longOnly(ctx: Mocha.Context, what: string): void {
  if (LONG) return;
  process.stdout.write(`\n  long test SKIPPED (set CDDA_SIM_LONG=1, as .ci/run does): ${what}\n`);
  ctx.skip();
}
