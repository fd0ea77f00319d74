/**
 * Balance targets (issue 21, item 4). IDs introduced here:
 *   EXP-expect         an experiment's `expect` bounds a metric's 95 % interval (default: lower
 *                      bounds on its low end, upper bounds on its high end) or its mean, per variant
 *                      or for every variant; each prints ok or FAIL, and a missed one exits 1
 *   EXP-expect-merge   `experiment merge --expect <experiment.json>` checks the targets on the merged
 *                      shards (a shard alone does not)
 *   EXP-expect-errors  an expectation naming no metric, without a bound or with an unknown member is
 *                      refused with its JSON path (exit 2)
 */
import { expect } from "chai";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "../support/cli.js";
import { ONE_PLAY, SLOT_METRICS, writeExperiment } from "./support.js";

const cli = (...args: string[]) => runCli(["experiment", ...args]);

describe("experiment expect (balance targets)", function () {
  this.timeout(120_000);
  const base = { name: "targets", runs: 130, seed: "targets", metrics: SLOT_METRICS, variants: [{ name: "one" }] };

  it("[EXP-expect] met targets exit 0; a missed one prints FAIL and exits 1", () => {
    const met = writeExperiment(ONE_PLAY, {
      ...base,
      expect: [
        { metric: "money back", gte: 0, lte: 1 },
        { metric: "prize", variant: "one", on: "mean", gte: 0 },
      ],
    });
    const ok = cli(met.file, "--quiet", "--workers", "1");
    expect(ok.code, ok.stderr + ok.stdout).to.equal(0);
    expect(ok.stdout).to.match(
      /Expectations:\n {2}money back \(one\): 95 % CI \S+ \.\. \S+ is >= 0, <= 1: ok\n {2}prize \(one\): mean \S+ is >= 0: ok/,
    );
    const missed = writeExperiment(ONE_PLAY, { ...base, expect: [{ metric: "money back", gte: 0.9 }] });
    const bad = cli(missed.file, "--quiet", "--workers", "1");
    expect(bad.code).to.equal(1);
    expect(bad.stdout).to.match(/money back \(one\): 95 % CI \S+ \.\. \S+ is not >= 0\.9: FAIL/);
  });

  it("[EXP-expect-merge] merge --expect checks the merged shards; a shard alone does not", () => {
    const { dir, file } = writeExperiment(ONE_PLAY, { ...base, expect: [{ metric: "money back", gte: 0.9 }] });
    for (const i of [1, 2]) {
      const r = cli(file, "--quiet", "--workers", "1", "--shard", `${i}/2`, "-o", join(dir, `p${i}.json`));
      expect(r.code, r.stderr).to.equal(0);
      expect(r.stderr).to.contain("a shard alone does not check the targets");
    }
    const parts = [join(dir, "p1.json"), join(dir, "p2.json")];
    const merged = cli("merge", ...parts, "--expect", file);
    expect(merged.code).to.equal(1);
    expect(merged.stdout).to.contain("is not >= 0.9: FAIL");
    expect(cli("merge", ...parts).code).to.equal(0);
  });

  it("[EXP-expect-errors] a target naming no metric, without a bound or with a typo is refused with its path", () => {
    const { dir, file } = writeExperiment(ONE_PLAY, {
      ...base,
      expect: [{ metric: "mony back", gte: 0 }, { metric: "prize" }, { metric: "prize", gte: 0, ci: 1 }],
    });
    const r = cli(file, "--quiet");
    expect(r.code).to.equal(2);
    expect(r.stderr).to.contain("$.expect[1]: an expectation needs a bound: gte, gt, lte or lt");
    expect(r.stderr).to.contain('$.expect[2].ci: unknown member "ci"');
    writeFileSync(
      join(dir, "one.json"),
      JSON.stringify({ ...base, scenario: "scenario.json", expect: [{ metric: "mony back", gte: 0 }] }),
    );
    const m = cli(join(dir, "one.json"), "--quiet");
    expect(m.code).to.equal(2);
    expect(m.stderr).to.contain('$.expect[0].metric: no metric is named "mony back"');
  });
});
