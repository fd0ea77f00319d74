// Mocha's dot reporter plus the plain closing line CI reads: "N passed, N failed, N skipped".
// With CDDA_SIM_SLOWEST=N it also lists the N spec files whose tests took longest (the sum of their
// tests' durations), to see where make test's five minutes go.
"use strict";
const Mocha = require("mocha");
const { EVENT_RUN_END, EVENT_TEST_PASS, EVENT_TEST_FAIL } = Mocha.Runner.constants;

class Reporter extends Mocha.reporters.Dot {
  constructor(runner, options) {
    super(runner, options);
    const slowest = Number(process.env.CDDA_SIM_SLOWEST ?? 0);
    const byFile = new Map();
    const tally = (test) => {
      const file = (test.file ?? "?").replace(`${process.cwd()}/`, "");
      byFile.set(file, (byFile.get(file) ?? 0) + (test.duration ?? 0));
    };
    if (slowest > 0) {
      runner.on(EVENT_TEST_PASS, tally);
      runner.on(EVENT_TEST_FAIL, tally);
    }
    runner.once(EVENT_RUN_END, () => {
      const s = runner.stats ?? {};
      if (slowest > 0) {
        process.stdout.write("\nslowest spec files (s of test time):\n");
        for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, slowest))
          process.stdout.write(`${(ms / 1000).toFixed(1).padStart(7)}  ${file}\n`);
      }
      process.stdout.write(`\n${s.passes ?? 0} passed, ${s.failures ?? 0} failed, ${s.pending ?? 0} skipped\n`);
    });
  }
}
module.exports = Reporter;
