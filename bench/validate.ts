/**
 * `make bench`: validate on the real game data against a plain read + JSON.parse of the same
 * files, each in fresh processes, median of several runs; prints both times, their ratio and the
 * peak memory, and the CPU time of each (both threads of validate). Target (issue 37): validate
 * <= 1.3 x the baseline in wall-clock time, goal 1.2.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = process.argv[2] ?? join("..", "shared", "cdda", "data", "json");
const runs = Number(process.env["BENCH_RUNS"] ?? 7);
if (!existsSync(root)) {
  process.stdout.write(`bench validate: skipped, no data at ${root} (pass a folder as the first argument)\n`);
  process.exit(0);
}
const worker = join(dirname(fileURLToPath(import.meta.url)), "validate-worker.js");

interface Sample {
  ms: number;
  cpuMs: number;
  maxRssKb: number;
  threads: number;
}

function measure(mode: "baseline" | "validate" | "validate-full"): Sample {
  const text = execFileSync(process.execPath, [worker, mode, root], { encoding: "utf8" });
  process.stderr.write(".");
  return JSON.parse(text) as Sample;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

process.stderr.write(`bench validate on ${root}, ${runs} fresh processes each `);
// Interleave so that a slow spell of the machine hits both sides alike.
const base: Sample[] = [];
const val: Sample[] = [];
const full: Sample[] = [];
for (let i = 0; i < runs; i++) {
  base.push(measure("baseline"));
  val.push(measure("validate"));
  full.push(measure("validate-full"));
}
process.stderr.write("\n");
const b = median(base.map((s) => s.ms));
const v = median(val.map((s) => s.ms));
const f = median(full.map((s) => s.ms));
const ratio = v / b;
const TARGET = 1.3;
const GOAL = 1.2;
const cpu = (xs: readonly Sample[]): string => `${median(xs.map((s) => s.cpuMs)).toFixed(0)} ms`;
const mb = (kb: number): string => `${(kb / 1024).toFixed(0)} MiB`;
const threads = (xs: readonly Sample[]): string => [...new Set(xs.map((s) => s.threads))].join("/");
const lines = [
  `read + JSON.parse (baseline): median ${b.toFixed(0)} ms   peak RSS ${mb(Math.max(...base.map((s) => s.maxRssKb)))}`,
  `validate (load + check):      median ${v.toFixed(0)} ms   peak RSS ${mb(Math.max(...val.map((s) => s.maxRssKb)))}   threads ${threads(val)}`,
  `validate --full (every file): median ${f.toFixed(0)} ms   peak RSS ${mb(Math.max(...full.map((s) => s.maxRssKb)))}   threads ${threads(full)}   ratio ${(f / b).toFixed(2)}`,
  `ratio validate / baseline:    ${ratio.toFixed(2)}   target <= ${TARGET.toFixed(2)}   ${ratio <= TARGET ? "OK" : "OVER TARGET"}`,
  `goal validate / baseline:      <= ${GOAL.toFixed(2)}   ${ratio <= GOAL ? "met" : "not met"}`,
  `CPU time, median (all threads): baseline ${cpu(base)}   validate ${cpu(val)}   validate --full ${cpu(full)}`,
];
process.stdout.write(`${lines.join("\n")}\n`);
