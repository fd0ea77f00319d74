/**
 * Ratio metrics of experiments (issue 21, item 4). IDs introduced here:
 *   EXP-ratio             a `ratio` metric divides the totals of two count or sum metrics of the
 *                         file (Σx / Σy over the runs); `mean_per_event` divides a sum over
 *                         matching events by their count
 *   EXP-ratio-delta       its 95 % interval is the delta method's: Cov from the moments of x + y,
 *                         Var R ≈ (Var x − 2R·Cov + R²·Var y) / (n·ȳ²), R ± t(n − 1)·√Var R
 *   EXP-ratio-merge       shards of an experiment with ratios merge to exactly the unsharded result
 *   EXP-ratio-format      a ratio naming no metric, or a metric that is not a count or sum, is
 *                         refused with the file and the JSON path
 *   EXP-ratio-output      the table shows the interval with "delta method" and the totals; CSV has
 *                         numerator and denominator columns; JSON, SVG and `expect` work on ratios
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { mergeAll } from "../../engine/experiment/merge.js";
import { summarise } from "../../engine/experiment/report.js";
import { prepareFile, runBlocks, runExperiment } from "../../engine/experiment/run.js";
import { shardBlocks } from "../../engine/experiment/shard.js";
import { EMPTY, type Moments, push, ratioEstimate } from "../../engine/experiment/stats.js";
import { readExperiment } from "../../engine/experiment/format.js";
import { PROJECT_ROOT } from "../support/load.js";
import { ONE_PLAY, writeExperiment } from "./support.js";

const moments = (values: readonly number[]): Moments => values.reduce(push, EMPTY);

function estimate(pairs: readonly (readonly [number, number])[]) {
  return ratioEstimate(
    moments(pairs.map(([x]) => x)),
    moments(pairs.map(([, y]) => y)),
    moments(pairs.map(([x, y]) => x + y)),
  );
}

/** Prize per play and per slot_play event: one play per run of ONE_PLAY. */
const RATIO_METRICS = [
  { name: "prize", type: "sum", event: "rule", where: { name: "slot_play" }, field: "/data/prize" },
  { name: "plays", type: "count", event: "rule", where: { name: "slot_play" } },
  { name: "prize per play", type: "ratio", numerator: "prize", denominator: "plays" },
  {
    name: "prize per event",
    type: "mean_per_event",
    event: "rule",
    where: { name: "slot_play" },
    field: "/data/prize",
  },
];

/** The estimate of `pairs` is `ratio`, its interval `ratio` ± `half` (to 6 places, worked by hand). */
function expectInterval(pairs: [number, number][], ratio: number, half: number): void {
  const e = estimate(pairs);
  expect(e?.ratio).to.equal(ratio);
  expect(e?.interval?.[0]).to.be.closeTo(ratio - half, 1e-6);
  expect(e?.interval?.[1]).to.be.closeTo(ratio + half, 1e-6);
}

describe("experiment ratio metrics", function () {
  this.timeout(120000);

  it("[EXP-ratio-delta] the delta-method interval of a small set of pairs, worked by hand", () => {
    // (x, y) = (1, 2), (2, 2), (0, 1), (3, 3): x̄ = 1.5, ȳ = 2, R = 0.75.
    // Var x = (0.25 + 0.25 + 2.25 + 2.25) / 3 = 5/3; Var y = (0 + 0 + 1 + 1) / 3 = 2/3;
    // x + y = 3, 4, 1, 6 (mean 3.5): Var = (0.25 + 0.25 + 6.25 + 6.25) / 3 = 13/3, so
    // Cov = (13/3 − 5/3 − 2/3) / 2 = 1 (directly: (0 + 0 + 1.5 + 1.5) / 3 = 1).
    // Var R = (5/3 − 2·0.75·1 + 0.5625·2/3) / (4·2²) = (13/24) / 16 = 13/384;
    // t(3) = 3.182, so the half width is 3.182·√(13/384) = 0.585473 (to 6 places).
    expectInterval(
      [
        [1, 2],
        [2, 2],
        [0, 1],
        [3, 3],
      ],
      0.75,
      0.585473,
    );
  });

  it("[EXP-ratio-delta] with a denominator of 1 in every run it is the t interval of the mean of x", () => {
    // x = 1, 2, 3, 4: mean 2.5, Var = 5/3, se = √(5/12); half = 3.182·√(5/12) = 2.053972.
    expectInterval(
      [
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
      ],
      2.5,
      2.053972,
    );
  });

  it("[EXP-ratio-delta] no estimate when y totals 0; no interval from one run", () => {
    expect(estimate([[3, 0]])).to.equal(undefined);
    expect(estimate([[3, 2]])).to.deep.equal({ ratio: 1.5, interval: undefined });
  });

  it("[EXP-ratio] a ratio of a sum by a count, and the mean per event, equal the mean prize per play", () => {
    const { file } = writeExperiment(ONE_PLAY, { runs: 300, seed: "ratio", metrics: RATIO_METRICS });
    const p = prepareFile(file);
    if (!p.ok) throw new Error(p.problems.join("\n"));
    const s = summarise(runExperiment(p.prepared));
    const row = (name: string) => s.rows.find((r) => r.metric === name)!;
    const prize = row("prize");
    for (const name of ["prize per play", "prize per event"]) {
      const r = row(name);
      // One play per run: Σ prize / Σ plays is the mean prize, and the interval the t interval.
      expect(r.totals?.[1], name).to.equal(300);
      expect(r.totals?.[0], name).to.equal(Math.round(prize.mean! * 300));
      expect(r.mean, name).to.be.closeTo(prize.mean!, 1e-9);
      expect(r.ci95![0], name).to.be.closeTo(prize.ci95![0], 1e-9);
      expect(r.ci95![1], name).to.be.closeTo(prize.ci95![1], 1e-9);
      expect(r.runs, name).to.equal(300);
    }
  });

  it("[EXP-ratio-merge] three shards of an experiment with ratios merge to exactly the unsharded result", () => {
    const { file } = writeExperiment(ONE_PLAY, { runs: 300, seed: "ratio-merge", metrics: RATIO_METRICS });
    const p = prepareFile(file);
    if (!p.ok) throw new Error(p.problems.join("\n"));
    const whole = runExperiment(p.prepared);
    const roundTrip = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
    const parts = [3, 1, 2].map((i) => {
      const b = shardBlocks(300, { index: i, count: 3 });
      return { file: String(i), part: roundTrip(runBlocks(p.prepared, b.firstBlock, b.endBlock)) };
    });
    const merged = mergeAll(parts);
    expect(merged.ok && merged.complete).to.equal(true);
    if (!merged.ok) return;
    expect(merged.part).to.deep.equal(whole);
    expect(summarise(merged.part)).to.deep.equal(summarise(whole));
    expect(whole.variants[0]?.metrics[2]?.pair?.sum.length).to.equal(5);
  });

  it("[EXP-ratio-format] a ratio of an unknown metric or of a rate is refused at its path", () => {
    // r1 divides a rate, r2 names no metric.
    const BAD_RATIOS = [
      { name: "won", type: "rate", event: "rule", where: { name: "slot_play" } },
      { name: "plays", type: "count", event: "rule", where: { name: "slot_play" } },
      { name: "r1", type: "ratio", numerator: "won", denominator: "plays" },
      { name: "r2", type: "ratio", numerator: "plays", denominator: "nothing" },
    ];
    const { file } = writeExperiment(ONE_PLAY, {
      runs: 10,
      metrics: [...BAD_RATIOS, { name: "r3", type: "ratio", numerator: "plays" }],
    });
    const r = readExperiment(file);
    expect(r.ok).to.equal(false);
    const lines = r.ok ? [] : r.problems.map((x) => `${x.path}: ${x.message}`);
    expect(lines.join("\n")).to.contain("$.metrics[4].denominator: required member is missing");
    const again = writeExperiment(ONE_PLAY, {
      runs: 10,
      metrics: BAD_RATIOS,
    });
    const r2 = readExperiment(again.file);
    const lines2 = r2.ok ? [] : r2.problems.map((x) => `${x.file}: ${x.path}: ${x.message}`);
    expect(lines2).to.deep.equal([
      `${again.file}: $.metrics[2].numerator: "won" is a rate metric; a ratio divides count or sum metrics (per-run totals)`,
      `${again.file}: $.metrics[3].denominator: no metric is named "nothing"; a ratio divides two count or sum metrics of this file`,
    ]);
  });

  it("[EXP-ratio-output] table, CSV, JSON, SVG and expect targets on a ratio", () => {
    const { dir, file } = writeExperiment(ONE_PLAY, {
      name: "ratio out",
      runs: 200,
      seed: "ratio-out",
      metrics: RATIO_METRICS,
      expect: [
        { metric: "prize per play", gte: 0 },
        { metric: "prize per event", lt: 1 },
      ],
    });
    const r = spawnSync(
      process.execPath,
      [
        join(PROJECT_ROOT, "bin", "cdda-sim.js"),
        "experiment",
        file,
        "--quiet",
        "--csv",
        join(dir, "r.csv"),
        "--json",
        join(dir, "r.json"),
        "--svg",
        join(dir, "charts"),
      ],
      { encoding: "utf8" },
    );
    // The second target is missed (a prize per play below $1 would be a poor machine): exit 1.
    expect(r.status, r.stderr).to.equal(1);
    expect(r.stdout).to.match(/prize per play\s+200 .* \(delta method; \d+\/200\)/);
    expect(r.stdout).to.match(/prize per play \(baseline\): 95 % CI \S+ \.\. \S+ is >= 0: ok/);
    expect(r.stdout).to.match(/prize per event \(baseline\): 95 % CI \S+ \.\. \S+ is not < 1: FAIL/);
    const csv = readFileSync(join(dir, "r.csv"), "utf8").trim().split("\n");
    expect(csv[0]?.endsWith(",hits,numerator,denominator")).to.equal(true);
    expect(csv.find((l) => l.startsWith("baseline,prize per play,ratio,200,0,"))).to.match(/,\d+,200$/);
    const json = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as {
      rows: { metric: string; type: string; totals?: number[] }[];
    };
    expect(json.rows.find((x) => x.metric === "prize per event")).to.include({ type: "mean_per_event" });
    expect(json.rows.find((x) => x.metric === "prize per event")?.totals?.[1]).to.equal(200);
    expect(readdirSync(join(dir, "charts"))).to.include("03-prize-per-play.svg");
  });
});
