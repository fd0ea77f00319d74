/**
 * Where an experiment's time goes, thread by thread (issue 37; docs/performance.md, "Experiments:
 * where two workers' time goes"): one run as bench/experiment.ts measures it (the bundled workers
 * started first, then this thread's preparation, then runParallel), with the CPU of every thread of
 * the process (read from /proc/self/task: this thread, each worker, V8's helper threads, which do
 * the optimising compiler's and the collector's parallel work) and a timeline: when this thread
 * was prepared, when each worker said it was ready, when each finished its first block and the end.
 * Linux only (/proc). Not part of `make bench`: a tool for looking into the two-worker ratio.
 * Usage: node dist/bench/experiment_threads.js <experiment.json> <runs> <workers>
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { formatExperimentProblem, readExperiment } from "../engine/experiment/format.js";
import { type FromWorker, runParallel, startWorkers, workersToStart } from "../engine/experiment/parallel.js";
import { prepareExperiment } from "../engine/experiment/run.js";
import { blockCount } from "../engine/experiment/seeds.js";

/** Seconds of CPU of each thread of this process, by thread id and name. */
function threadTimes(): Map<string, { readonly name: string; readonly cpu: number }> {
  const out = new Map<string, { readonly name: string; readonly cpu: number }>();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      const name = readFileSync(`/proc/self/task/${tid}/comm`, "utf8").trim();
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      // Fields after the name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(tid, { name, cpu: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/** A bad argument or experiment file: said on stderr, no stack trace. */
function fail(message: string): never {
  process.stderr.write(
    `experiment_threads: ${message}\nusage: node dist/bench/experiment_threads.js <experiment.json> <runs> <workers>\n`,
  );
  process.exit(2);
}

/** A whole number of at least 1, or the reason it is not. */
function count(text: string | undefined, what: string): number {
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n) || n < 1)
    fail(`${what} must be a whole number of at least 1, not ${text ?? "nothing"}`);
  return n;
}

const [file, runsText, workersText] = process.argv.slice(2);
if (file === undefined) fail("no experiment file given");
const runs = count(runsText, "<runs>");
const workers = count(workersText, "<workers>");
const decoded = readExperiment(file);
if (!decoded.ok)
  fail(`${file} cannot be read:\n${decoded.problems.map((p) => `  ${formatExperimentProblem(p)}`).join("\n")}`);
const bundled = new URL("../bundle/worker.js", import.meta.url);
const script = existsSync(fileURLToPath(bundled)) ? bundled : undefined;
const setup = { file, overrides: { runs }, coreFolders: [] };

const before = threadTimes();
// Worker threads end before the run returns: the last reading taken while they ran counts for them.
let last = before;
const sampler = setInterval(() => {
  last = new Map([...last, ...threadTimes()]);
}, 20);
const t0 = performance.now();
const at = (): string => ((performance.now() - t0) / 1000).toFixed(2);
const timeline: string[] = [];
const pool = startWorkers(setup, workersToStart(blockCount(runs), workers), script);
pool.workers.forEach((w, i) => {
  let blocks = 0;
  w.on("message", (m: FromWorker) => {
    if (m.type === "ready") timeline.push(`worker ${i} ready ${at()} s`);
    else if ((m.type === "progress" || m.type === "done") && m.runs > 0 && blocks++ === 0)
      timeline.push(`worker ${i} first block ${at()} s`);
    else if (m.type === "finished") timeline.push(`worker ${i} finished ${at()} s`);
  });
});
const prepared = prepareExperiment({ ...decoded.experiment, runs });
if (!prepared.ok) fail(`${file} cannot run:\n${prepared.problems.map((p) => `  ${p}`).join("\n")}`);
timeline.push(`prepared ${at()} s`);
let done = 0;
await runParallel(prepared.prepared, setup, 0, blockCount(runs), {
  pool,
  onProgress: (n) => {
    // With one worker this thread runs alone and says each run: its first block is its 64th run.
    if (pool.workers.length === 0 && done < 64 && done + n >= 64) timeline.push(`first block ${at()} s`);
    done += n;
  },
});
const wall = (performance.now() - t0) / 1000;
clearInterval(sampler);
last = new Map([...last, ...threadTimes()]);

console.log(`${decoded.experiment.name}, ${runs} runs, ${workers} worker(s)${script ? "" : " (not bundled)"}`);
for (const [tid, { name, cpu }] of last) {
  const spent = cpu - (before.get(tid)?.cpu ?? 0);
  if (spent >= 0.01)
    console.log(
      `  thread ${tid.padStart(8)} ${name.padEnd(16)} ${spent.toFixed(2)} s${tid === String(process.pid) ? " (this thread)" : ""}`,
    );
}
console.log(`  ${timeline.join(", ")}`);
const total = runs * prepared.prepared.variants.length;
console.log(
  `  wall ${wall.toFixed(2)} s, ${(total / wall).toFixed(0)} runs/s; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
