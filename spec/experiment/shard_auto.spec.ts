/**
 * Experiments on real schedulers (issue 21, item 3). IDs introduced here:
 *   EXP-shard-auto-gha    --shard auto reads CDDA_SIM_SHARD_INDEX (0-based) and CDDA_SIM_SHARD_COUNT,
 *                         which a GitHub Actions matrix job sets from strategy.job-index/job-total
 *   EXP-shard-auto-k8s    --shard auto reads a Kubernetes Indexed Job's JOB_COMPLETION_INDEX, with
 *                         CDDA_SIM_SHARD_COUNT (the Job's completions) as the count
 *   EXP-shard-auto-slurm  --shard auto reads a SLURM job array: SLURM_ARRAY_TASK_ID less
 *                         SLURM_ARRAY_TASK_MIN, of SLURM_ARRAY_TASK_COUNT; a stepped array is refused
 *   EXP-shard-auto-errors no scheduler, a missing count, a malformed or out-of-range variable: a
 *                         usage error (exit 2) naming the variable and the rule
 *   EXP-merge-missing     merge refuses a set of parts with a shard missing (exit 2, naming the runs
 *                         missing); --allow-missing merges them with a note
 *   EXP-merge-duplicate   merge refuses a shard given twice (exit 2)
 * Each scheduler's shards, run under its simulated environment and merged, print exactly the
 * unsharded statistics.
 */
import { expect } from "chai";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { autoShard } from "../../engine/experiment/shard_auto.js";
import { runCli } from "../support/cli.js";
import { ONE_PLAY, SLOT_METRICS, writeExperiment } from "./support.js";

/** The parent's environment without any scheduler's variables (the suite itself may run under one). */
function cleanEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^(CDDA_SIM_SHARD_|JOB_COMPLETION_INDEX$|SLURM_)/.test(k)) env[k] = v;
  return { ...env, ...vars };
}

const cli = (vars: Record<string, string>, ...args: string[]) =>
  runCli(["experiment", ...args], { env: cleanEnv(vars) });

describe("experiment --shard auto and merge", function () {
  this.timeout(180_000);
  // 3 blocks of 64 runs: every shard of three has one.
  const { dir, file } = writeExperiment(ONE_PLAY, {
    name: "sharded play",
    runs: 150,
    seed: "sched",
    metrics: SLOT_METRICS,
    variants: [{ name: "one" }],
  });
  let whole = "";
  before(() => {
    const r = cli({}, file, "--quiet", "--workers", "1");
    expect(r.code, r.stderr).to.equal(0);
    whole = r.stdout;
  });

  const schedulers: [string, string, (i: number) => Record<string, string>][] = [
    [
      "EXP-shard-auto-gha",
      "a GitHub Actions matrix",
      (i) => ({ CDDA_SIM_SHARD_INDEX: `${i}`, CDDA_SIM_SHARD_COUNT: "3" }),
    ],
    [
      "EXP-shard-auto-k8s",
      "a Kubernetes Indexed Job",
      (i) => ({ JOB_COMPLETION_INDEX: `${i}`, CDDA_SIM_SHARD_COUNT: "3" }),
    ],
    [
      "EXP-shard-auto-slurm",
      "a SLURM job array --array=1-3",
      (i) => ({
        SLURM_ARRAY_TASK_ID: `${i + 1}`,
        SLURM_ARRAY_TASK_MIN: "1",
        SLURM_ARRAY_TASK_MAX: "3",
        SLURM_ARRAY_TASK_COUNT: "3",
        SLURM_ARRAY_JOB_ID: "4242",
      }),
    ],
  ];
  // The first scheduler runs all three shards through the CLI; the others must name the same
  // shards (checked in-process for each index) and their CLI run of the middle shard, merged with
  // the first scheduler's other two, must print the unsharded statistics: one process each
  // instead of three, the same guarantee.
  const [first] = schedulers;
  for (const [id, what, envOf] of schedulers) {
    it(`[${id}] the shards of ${what}, merged, print exactly the unsharded statistics`, () => {
      const shardPart = (i: number): string => {
        const part = join(dir, `${id}-${i}.json`);
        const r = cli(envOf(i), file, "--quiet", "--workers", "1", "--shard", "auto", "-o", part);
        expect(r.code, r.stderr).to.equal(0);
        expect(r.stderr).to.contain(`shard ${i + 1}/3 from `);
        return part;
      };
      let parts: string[];
      if (id === first?.[0]) parts = [2, 0, 1].map(shardPart);
      else {
        for (const i of [0, 1, 2]) {
          const mine = autoShard(envOf(i));
          const theirs = first ? autoShard(first[2](i)) : undefined;
          expect(mine.ok && theirs?.ok ? mine.shard : mine).to.deep.equal(theirs?.ok ? theirs.shard : theirs);
        }
        parts = [join(dir, `${first?.[0]}-2.json`), join(dir, `${first?.[0]}-0.json`), shardPart(1)];
      }
      const merged = cli({}, "merge", ...parts);
      expect(merged.code, merged.stderr).to.equal(0);
      expect(merged.stdout).to.equal(whole);
    });
  }

  it("[EXP-merge-missing] merge refuses a missing shard; --allow-missing merges the rest with a note", () => {
    const parts = [0, 2].map((i) => join(dir, `EXP-shard-auto-gha-${i}.json`));
    const r = cli({}, "merge", ...parts);
    expect(r.code).to.equal(2);
    expect(r.stderr).to.contain("a shard is missing: runs 64..127 are in no shard given");
    expect(r.stdout).to.equal("");
    const allowed = cli({}, "merge", "--allow-missing", ...parts);
    expect(allowed.code, allowed.stderr).to.equal(0);
    expect(allowed.stderr).to.contain("note: runs 64..127 are in no shard given");
  });

  it("[EXP-merge-duplicate] merge refuses a shard given twice", () => {
    const part = join(dir, "EXP-shard-auto-gha-1.json");
    const r = cli({}, "merge", part, join(dir, "EXP-shard-auto-gha-0.json"), part);
    expect(r.code).to.equal(2);
    expect(r.stderr).to.contain("is given twice");
    // The same shard under another name covers the same runs.
    const copy = join(dir, "EXP-shard-auto-gha-1-copy.json");
    copyFileSync(part, copy);
    const c = cli({}, "merge", part, join(dir, "EXP-shard-auto-gha-0.json"), copy);
    expect(c.code).to.equal(2);
    expect(c.stderr).to.contain("cover some of the same runs");
  });

  it("[EXP-shard-auto-errors] no scheduler, or a bad variable, is a usage error naming the variable", () => {
    const none = cli({}, file, "--shard", "auto", "-o", join(dir, "x.json"));
    expect(none.code).to.equal(2);
    expect(none.stderr).to.contain("--shard auto: no scheduler found: set CDDA_SIM_SHARD_INDEX");
    expect(none.stderr).to.not.contain("    at ");
    const noCount = cli({ JOB_COMPLETION_INDEX: "0" }, file, "--shard", "auto", "-o", join(dir, "x.json"));
    expect(noCount.code).to.equal(2);
    expect(noCount.stderr).to.contain("needs CDDA_SIM_SHARD_COUNT");
  });

  it("[EXP-shard-auto-errors] each malformed environment is refused with its variable and rule", () => {
    const cases: [Record<string, string>, string][] = [
      [{ CDDA_SIM_SHARD_INDEX: "1" }, "CDDA_SIM_SHARD_COUNT is not set"],
      [
        { CDDA_SIM_SHARD_INDEX: "x", CDDA_SIM_SHARD_COUNT: "3" },
        'CDDA_SIM_SHARD_INDEX must be a whole number >= 0, got "x"',
      ],
      [{ CDDA_SIM_SHARD_INDEX: "3", CDDA_SIM_SHARD_COUNT: "3" }, "the index 3 is not below the count 3"],
      [{ JOB_COMPLETION_INDEX: "0", CDDA_SIM_SHARD_COUNT: "0" }, "CDDA_SIM_SHARD_COUNT must be a whole number >= 1"],
      [
        {
          SLURM_ARRAY_TASK_ID: "4",
          SLURM_ARRAY_TASK_MIN: "0",
          SLURM_ARRAY_TASK_MAX: "6",
          SLURM_ARRAY_TASK_COUNT: "4",
          SLURM_ARRAY_TASK_STEP: "2",
        },
        "one range with step 1",
      ],
      [{ SLURM_ARRAY_TASK_ID: "2" }, "SLURM_ARRAY_TASK_MIN is not set"],
    ];
    for (const [env, message] of cases) {
      const r = autoShard(env);
      expect(r.ok, JSON.stringify(env)).to.equal(false);
      if (!r.ok) expect(r.message).to.contain(message);
    }
    const explicit = autoShard({ CDDA_SIM_SHARD_INDEX: "0", CDDA_SIM_SHARD_COUNT: "2", JOB_COMPLETION_INDEX: "1" });
    expect(explicit.ok && explicit.shard).to.deep.equal({ index: 1, count: 2 });
  });
});
