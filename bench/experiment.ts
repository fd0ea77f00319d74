/**
 * Issue 9's scaling figure: scenario runs per second of an experiment on one worker (this thread)
 * and on every core (worker threads), and their ratio (target >= 1.8 on two cores, issue 37). The time runs
 * from preparing the experiment to its result, as `cdda-sim experiment` does it: the workers start
 * first and load while this thread prepares, from the command line's bundle when it is built.
 * Results are checked to be identical.
 * Usage: node dist/bench/experiment.js [experiment.json runs]...
 */
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { readExperiment } from "../engine/experiment/format.js";
import { runParallel, startWorkers, workersToStart } from "../engine/experiment/parallel.js";
import { prepareExperiment } from "../engine/experiment/run.js";
import { blockCount } from "../engine/experiment/seeds.js";

const args = process.argv.slice(2);
const cases: [string, number][] = [];
for (let i = 0; i + 1 < args.length; i += 2) cases.push([args[i] as string, Number(args[i + 1])]);
// Sized so that one worker takes 10-20 s, as a balance experiment does: a worker's start-up (a
// quarter of a second to a second) is then a small part, as in real use.
if (cases.length === 0)
  cases.push(["scenarios/experiments/slot_machine.json", 32000], ["scenarios/experiments/monster_bites.json", 2000]);

// The workers the command line starts: its bundle (build/cli_bundle.ts), one file to load instead
// of about 500 modules (about a second of CPU each worker at its start, which `cdda-sim experiment`
// does not pay).
const bundled = new URL("../bundle/worker.js", import.meta.url);
const script = existsSync(fileURLToPath(bundled)) ? bundled : undefined;
const cores = availableParallelism();
console.log(
  `\nexperiments: scenario runs per second, one worker vs all ${cores} cores (target: >= 1.8 x on two cores)\n`,
);
console.log(
  `${"experiment".padEnd(34)} ${"runs".padStart(6)} ${"1 worker".padStart(12)} ${`${cores} workers`.padStart(12)} ${"ratio".padStart(6)}   CPU of all threads, 1 / ${cores} (s)`,
);
for (const [file, runs] of cases) {
  const decoded = readExperiment(file);
  if (!decoded.ok) throw new Error(decoded.problems.map((p) => p.message).join("\n"));
  const setup = { file, overrides: { runs }, coreFolders: [] };
  let total = 0;
  // CPU of every thread (workers, V8's collector and compiler helpers): on a busy machine the
  // rates mean little, and the CPU a run takes tells what the work costs.
  const time = async (workers: number): Promise<{ rate: number; cpu: number; part: unknown }> => {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const pool = startWorkers(setup, workersToStart(blockCount(runs), workers), script);
    const prepared = prepareExperiment({ ...decoded.experiment, runs });
    if (!prepared.ok) throw new Error(prepared.problems.join("\n"));
    total = runs * prepared.prepared.variants.length;
    const part = await runParallel(prepared.prepared, setup, 0, blockCount(runs), { pool });
    const cpu = process.cpuUsage(cpu0);
    return { rate: total / ((performance.now() - t0) / 1000), cpu: (cpu.user + cpu.system) / 1e6, part };
  };
  const one = await time(1);
  const all = await time(cores);
  if (!isDeepStrictEqual(one.part, all.part)) throw new Error(`${file}: results differ between 1 and ${cores} workers`);
  const name =
    decoded.experiment.name.length > 34 ? `${decoded.experiment.name.slice(0, 31)}...` : decoded.experiment.name;
  console.log(
    `${name.padEnd(34)} ${String(total).padStart(6)} ${one.rate.toFixed(0).padStart(10)}/s ${all.rate.toFixed(0).padStart(10)}/s ${(all.rate / one.rate).toFixed(2).padStart(5)}x   ${one.cpu.toFixed(2)} / ${all.cpu.toFixed(2)}`,
  );
}
console.log(
  `\nload average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
