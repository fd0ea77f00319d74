/**
 * Issue 9's scaling figure: scenario runs per second of an experiment on one worker (the main
 * thread alone) and on every core (one worker thread each), and their ratio (target >= 1.8 on two
 * cores, issue 37). The time runs from preparing the experiment to its result, as `cdda-sim
 * experiment` does it: the workers start first and load while the main thread prepares, from the
 * command line's bundle when it is built.
 *
 * Each measurement is a fresh node process, as each `cdda-sim experiment` is: every thread starts
 * with cold code and pays the JIT's warm-up (about a second of CPU on the bite experiment's first
 * block). Measured in one process, the run on every core reused the main thread the one-worker run
 * had warmed. The two are run in turn `ROUNDS` times (default 3: one worker's rate alone moves by
 * a third between runs on this shared machine); results are checked to be identical; the CPU of
 * every thread (workers, V8's collector and compiler helpers) is printed beside the rates, as on a
 * busy machine the rates say little. The verdict is the median of the rounds' ratios.
 * Usage: [ROUNDS=n] node dist/bench/experiment.js [experiment.json runs]...
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { deserialize, serialize } from "node:v8";
import { readExperiment } from "../engine/experiment/format.js";
import { runParallel, startWorkers, workersToStart } from "../engine/experiment/parallel.js";
import type { Part } from "../engine/experiment/result.js";
import { prepareExperiment } from "../engine/experiment/run.js";
import { blockCount } from "../engine/experiment/seeds.js";

/** One measurement, in a process of its own. */
interface Measured {
  readonly name: string;
  readonly total: number;
  readonly rate: number;
  /** Seconds of CPU of every thread of the process, from preparing to the result. */
  readonly cpu: number;
  readonly part: Part;
}

const ONE = "CDDA_SIM_BENCH_EXPERIMENT";
/** Issue 37: runs a second on two cores at least 1.8 times those on one. */
const TARGET = 1.8;

// The workers the command line starts: its bundle (build/cli_bundle.ts), one file to load instead
// of about 500 modules (about a second of CPU each worker at its start, which `cdda-sim experiment`
// does not pay).
const bundled = new URL("../bundle/worker.js", import.meta.url);
const script = existsSync(fileURLToPath(bundled)) ? bundled : undefined;

async function measure(file: string, runs: number, workers: number): Promise<Measured> {
  const decoded = readExperiment(file);
  if (!decoded.ok) throw new Error(decoded.problems.map((p) => p.message).join("\n"));
  const setup = { file, overrides: { runs }, coreFolders: [] };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const pool = startWorkers(setup, workersToStart(blockCount(runs), workers), script);
  const prepared = prepareExperiment({ ...decoded.experiment, runs });
  if (!prepared.ok) throw new Error(prepared.problems.join("\n"));
  const part = await runParallel(prepared.prepared, setup, 0, blockCount(runs), { pool });
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const total = runs * prepared.prepared.variants.length;
  return { name: decoded.experiment.name, total, rate: total / seconds, cpu: (cpu.user + cpu.system) / 1e6, part };
}

function inFreshProcess(file: string, runs: number, workers: number): Measured {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, [ONE]: JSON.stringify({ file, runs, workers }) },
    maxBuffer: 1 << 28,
    encoding: "utf8",
  });
  // V8's serialisation keeps every number as it is (JSON would turn an infinite bound into null).
  return deserialize(Buffer.from(out, "base64")) as Measured;
}

const asked = process.env[ONE];
if (asked !== undefined) {
  const { file, runs, workers } = JSON.parse(asked) as { file: string; runs: number; workers: number };
  process.stdout.write(serialize(await measure(file, runs, workers)).toString("base64"));
} else {
  const args = process.argv.slice(2);
  const cases: [string, number][] = [];
  for (let i = 0; i + 1 < args.length; i += 2) cases.push([args[i] as string, Number(args[i + 1])]);
  // Sized so that one worker takes 10-20 s, as a balance experiment does: a worker's start-up (a
  // quarter of a second to a second) is then a small part, as in real use.
  if (cases.length === 0)
    cases.push(["scenarios/experiments/slot_machine.json", 32000], ["scenarios/experiments/monster_bites.json", 2000]);
  const rounds = Number(process.env["ROUNDS"] ?? 3);
  if (!Number.isInteger(rounds) || rounds < 1) {
    process.stderr.write(
      `bench experiment: ROUNDS must be a whole number of at least 1, not "${process.env["ROUNDS"]}"\n`,
    );
    process.exit(2);
  }
  const cores = availableParallelism();
  console.log(
    `\nexperiments: scenario runs per second, one worker vs all ${cores} cores (target: >= ${TARGET} x on two cores), each a fresh process\n`,
  );
  console.log(
    `${"experiment".padEnd(34)} ${"runs".padStart(6)} ${"1 worker".padStart(12)} ${`${cores} workers`.padStart(12)} ${"ratio".padStart(6)}   CPU of all threads, 1 / ${cores} (s)`,
  );
  const ratios = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++)
    for (const [file, runs] of cases) {
      const one = inFreshProcess(file, runs, 1);
      const all = inFreshProcess(file, runs, cores);
      if (!isDeepStrictEqual(one.part, all.part))
        throw new Error(`${file}: results differ between 1 and ${cores} workers`);
      const name = one.name.length > 34 ? `${one.name.slice(0, 31)}...` : one.name;
      ratios.set(name, [...(ratios.get(name) ?? []), all.rate / one.rate]);
      console.log(
        `${name.padEnd(34)} ${String(one.total).padStart(6)} ${one.rate.toFixed(0).padStart(10)}/s ${all.rate.toFixed(0).padStart(10)}/s ${(all.rate / one.rate).toFixed(2).padStart(5)}x   ${one.cpu.toFixed(2)} / ${all.cpu.toFixed(2)}`,
      );
    }
  console.log("");
  for (const [name, xs] of ratios) {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = sorted.length / 2;
    const median = Number.isInteger(mid)
      ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
      : (sorted[Math.floor(mid)] ?? 0);
    const verdict = cores < 2 ? "one core: no target" : median >= TARGET ? "OK" : "UNDER TARGET";
    console.log(
      `${name.padEnd(34)} median ratio of ${xs.length} round(s): ${median.toFixed(2)}x   target >= ${TARGET}x   ${verdict}`,
    );
  }
  console.log(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
}
