/**
 * `cdda-sim experiment <file>`: many seeded runs of a scenario per variant, with statistics;
 * `cdda-sim experiment merge <part...>`: combine shard files. Progress and the time left go to
 * stderr (the only place clocks are read); results are the same for any number of workers.
 */
import { mkdirSync } from "node:fs";
import { writeFileAtomic } from "../content/json/write.js";
import { join } from "node:path";
import { checkExpectations } from "../experiment/expect.js";
import type { Expectation } from "../experiment/format.js";
import { mergeAll } from "../experiment/merge.js";
import { defaultWorkers, runParallel, startWorkers, workersToStart, type WorkerSetup } from "../experiment/parallel.js";
import { chartName, csv, histogramSvg, json, summarise, table } from "../experiment/report.js";
import type { Part } from "../experiment/result.js";
import { prepareExperiment, RunFailed } from "../experiment/run.js";
import { clipMessage } from "../content/problems.js";
import { BLOCK_SIZE, blockCount, runsOfBlocks } from "../experiment/seeds.js";
import { readPart, shardBlocks, writePart } from "../experiment/shard.js";
import { formatExperimentProblem, MAX_RUNS, readExperiment } from "../experiment/format.js";
import { type OptionSpec, parseArgs, single, UsageError, valued } from "./args.js";
import { coreDataFallbacks } from "./paths.js";
import { progressBar } from "./progress.js";
import { mergePartFiles, mergeSubcommand, parseMergeArgs, SHARDED_RUN_OPTIONS, shardOption } from "./shards.js";

export const EXPERIMENT_HELP = `Usage: cdda-sim experiment [options] <experiment.json>
       cdda-sim experiment merge [options] <part.json>...

Runs a balance experiment (see docs/experiments.md): its scenario many times, each run from its
own seed derived from the experiment's seed, once per variant, and prints per variant and metric
the runs, mean, standard deviation, percentiles and a 95 % confidence interval (rates: Wilson).
Results are identical for the same file and seed whatever the number of workers or shards.

Options:
  --workers <n>      worker threads (default: one per core, ${defaultWorkers()} here; 1 runs on
                     the main thread alone)
  --runs <n>         override the file's number of runs
  --seed <seed>      override the file's base seed
  --shard <i/n>      run only slice i of n (1-based) and write a partial result with -o
  --shard auto       the slice from the scheduler's environment: CDDA_SIM_SHARD_INDEX (0-based)
                     and CDDA_SIM_SHARD_COUNT (a CI matrix), a Kubernetes Indexed Job
                     (JOB_COMPLETION_INDEX with CDDA_SIM_SHARD_COUNT) or a SLURM job array
                     (SLURM_ARRAY_TASK_ID); see docs/experiments.md
  -o, --out <file>   where --shard (or merge) writes the partial result
  --csv <file>       write the table as CSV
  --json <file>      write the statistics as JSON
  --svg <folder>     write one histogram per metric (variants side by side) as SVG
  --expect <file>    (merge) check the balance targets (expect) of this experiment file
  --quiet            no progress bar
  -h, --help         show this help

merge: combines partial results of one experiment (any order) into the statistics of the whole
run, exactly as if it had run unsharded; -o writes the merged partial result, and --csv, --json
and --svg work as above. A shard missing or given twice is an error (exit 2);
--allow-missing merges the shards given and says which runs are missing.

The experiment file's "expect" targets are checked after a whole run (and by merge --expect):
each prints ok or FAIL, and a missed one makes the exit status 1.

Exit status: 0 when the experiment ran and met its targets, 1 when a target was missed, 2 for a
usage error or a bad experiment or part file.`;

const OPTIONS: readonly OptionSpec[] = [...SHARDED_RUN_OPTIONS, ...valued("runs", "svg", "expect")];

function positiveInt(text: string | undefined, option: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new UsageError(`${option} takes an integer >= 1, got ${JSON.stringify(text)}`);
  return Number(text);
}

/** Writes the table and files; with targets, checks them and says whether all were met. */
function writeOutputs(
  part: Part,
  args: ReturnType<typeof parseArgs>,
  expectations: readonly Expectation[] = [],
): boolean {
  const summary = summarise(part);
  process.stdout.write(`${table(summary).join("\n")}\n`);
  const results = checkExpectations(summary, expectations);
  if (results.length > 0) process.stdout.write(`\nExpectations:\n${results.map((r) => `  ${r.line}`).join("\n")}\n`);
  const csvFile = single(args, "csv");
  if (csvFile !== undefined) writeFileAtomic(csvFile, csv(summary));
  const jsonFile = single(args, "json");
  if (jsonFile !== undefined) writeFileAtomic(jsonFile, json(summary));
  const svgDir = single(args, "svg");
  if (svgDir !== undefined) {
    mkdirSync(svgDir, { recursive: true });
    const metrics = part.variants[0]?.metrics ?? [];
    metrics.forEach((m, i) => writeFileAtomic(join(svgDir, chartName(m.name, i)), histogramSvg(part, i)));
  }
  return results.every((r) => r.ok);
}

async function mergeCommand(argv: readonly string[]): Promise<number> {
  const args = parseMergeArgs(
    argv,
    "experiment",
    OPTIONS,
    ["workers", "runs", "seed", "shard"],
    "partial result files",
  );
  const part = mergePartFiles("experiment merge", args, readPart, mergeAll);
  if (part === undefined) return 2;
  let expectations: readonly Expectation[] = [];
  const expectFile = single(args, "expect");
  if (expectFile !== undefined) {
    const decoded = readExperiment(expectFile);
    if (!decoded.ok) {
      process.stderr.write(
        `cdda-sim experiment merge: ${expectFile} cannot be read:\n${decoded.problems.map((p) => `  ${formatExperimentProblem(p)}`).join("\n")}\n`,
      );
      return 2;
    }
    expectations = decoded.experiment.expect;
  }
  const out = single(args, "out");
  if (out !== undefined) writePart(out, part);
  return writeOutputs(part, args, expectations) ? 0 : 1;
}

export async function experimentCommand(argv: readonly string[]): Promise<number> {
  const merged = mergeSubcommand(argv, EXPERIMENT_HELP, mergeCommand);
  if (merged) return merged;
  const args = parseArgs(argv, OPTIONS);
  if (args.flags.has("allow-missing")) throw new UsageError("--allow-missing is an option of experiment merge");
  if (args.values.has("expect"))
    throw new UsageError("--expect is an option of experiment merge (an experiment checks its own expect)");
  if (args.flags.has("help")) {
    process.stdout.write(`${EXPERIMENT_HELP}\n`);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError("experiment needs an experiment file");
  if (extra.length > 0) throw new UsageError(`experiment takes one experiment file, got ${args.positionals.length}`);
  const workers = positiveInt(single(args, "workers"), "--workers");
  const runs = positiveInt(single(args, "runs"), "--runs");
  if (runs !== undefined && runs > MAX_RUNS)
    throw new UsageError(`--runs takes at most ${MAX_RUNS.toLocaleString("en")}, got ${runs}`);
  const seed = single(args, "seed");
  const shard = shardOption(args);
  const out = single(args, "out");
  if (!shard && out !== undefined)
    throw new UsageError("-o is for --shard (the full statistics go to stdout, --csv, --json and --svg)");

  const decoded = readExperiment(file);
  if (!decoded.ok) {
    process.stderr.write(
      `cdda-sim: ${file} cannot run:\n${decoded.problems.map((p) => `  ${formatExperimentProblem(p)}`).join("\n")}\n`,
    );
    return 2;
  }
  const overrides = { ...(runs !== undefined ? { runs } : {}), ...(seed !== undefined ? { seed } : {}) };
  const experiment = { ...decoded.experiment, ...overrides };
  const setup: WorkerSetup = { file, overrides, coreFolders: coreDataFallbacks() };
  const { firstBlock, endBlock } = shard
    ? shardBlocks(experiment.runs, shard)
    : { firstBlock: 0, endBlock: blockCount(experiment.runs) };
  // The workers load while this thread prepares: their start-up then costs no time of the run.
  const pool = startWorkers(setup, workersToStart(endBlock - firstBlock, workers));
  const prepared = prepareExperiment(experiment, { coreFolders: setup.coreFolders });
  if (!prepared.ok) {
    await pool.stop();
    process.stderr.write(`cdda-sim: ${file} cannot run:\n${prepared.problems.map((p) => `  ${p}`).join("\n")}\n`);
    return 2;
  }
  const { from, to } = runsOfBlocks(experiment.runs, firstBlock, endBlock);
  const variants = prepared.prepared.variants.length;
  const bar = progressBar(
    to - from,
    `${experiment.name}${shard ? ` (shard ${shard.index}/${shard.count})` : ""}, ${variants} variant${variants === 1 ? "" : "s"}`,
    args.flags.has("quiet"),
  );
  let part: Part;
  try {
    part = await runParallel(prepared.prepared, setup, firstBlock, endBlock, { pool, onProgress: bar.add });
  } catch (e) {
    if (!(e instanceof RunFailed)) throw e;
    // A run the engine failed on is the experiment's finding, told as `run` tells it: exit 1.
    bar.end();
    process.stderr.write(`cdda-sim experiment: ${file}: ${clipMessage(e.message)}\n`);
    return 1;
  }
  bar.end();
  if (shard && out !== undefined) {
    writePart(out, part);
    process.stderr.write(
      `shard ${shard.index}/${shard.count}: ${to > from ? `runs ${from}..${to - 1}` : `no runs (${experiment.runs} runs make ${blockCount(experiment.runs)} block(s) of ${BLOCK_SIZE}, fewer than the shards)`} of ${experiment.runs} written to ${out}; combine the shards with cdda-sim experiment merge${experiment.expect.length > 0 ? ` --expect ${file} (a shard alone does not check the targets)` : ""}\n`,
    );
  }
  return writeOutputs(part, args, shard ? [] : experiment.expect) ? 0 : 1;
}
