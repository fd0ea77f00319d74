/**
 * `make bench`: the danger sweep's speed (issue 33). Every BENCH_DANGER_EVERY-th monster of the
 * core data (default 10: about a tenth, spread over the whole id list) against the three default
 * loadouts, BENCH_DANGER_FIGHTS fights a cell (default 20), on one thread and on two (worker
 * start-up not counted: it is the same few seconds whatever the sweep's size); then the projected
 * time of the full core sweep (every monster, three loadouts) at 100 and at 1,000 fights a cell.
 * The main thread first fights a warm-up slice of the cells, untimed (the worker's compiler warms
 * up within the timed run, spread over its 20 fights a cell): a whole sweep runs for minutes with
 * its code compiled, and a bench of 5 fights a cell that counted the compiler's first work
 * projected the sweep at 2.7 times what it took (7.8 min projected, 2 min 46 s measured).
 * Targets: 100 fights a cell in under 5 minutes, 1,000 in under 30 minutes, on two cores (about
 * 1.8 ms of CPU a fight). Each projection is given by the wall clock and by CPU time: on a shared
 * machine only the latter tells what the sweep costs.
 */
import { loadavg } from "node:os";
import { ALL } from "../engine/experiment/danger/select.js";
import { runCells, startDangerWorkers } from "../engine/experiment/danger/parallel.js";
import { planSweep, type SweepOptions } from "../engine/experiment/danger/sweep.js";
import { benchSweep, FIGHTS, sampleOf } from "./danger_sample.js";

const dir = process.argv[2] ?? "../shared/cdda/data/json";
/** Cells fought untimed first on each thread, for the JIT (every WARM_EVERY-th of the sample). */
const WARM_EVERY = 4;

const base: SweepOptions = benchSweep(dir, ALL);
const all = planSweep(base);
if (!all.ok) {
  process.stderr.write(`bench danger: ${all.problems.join("\n")}\n`);
  process.exit(2);
}
const every = all.plan.monsters.map((m) => m.id);
const options = sampleOf(base, every, ALL);
const picked = options.selection.include;
const planned = planSweep(options);
if (!planned.ok) process.exit(2);
const plan = planned.plan;
const cells = Array.from({ length: plan.cells }, (_, i) => i);
const fights = plan.cells * FIGHTS;

/** CPU time of the whole process, every thread (ms). */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const warm = cells.filter((i) => i % WARM_EVERY === 0);
await runCells(plan, warm);
let t0 = performance.now();
let c0 = cpuMs();
const one = await runCells(plan, cells);
const oneMs = performance.now() - t0;
const oneCpu = cpuMs() - c0;

const pool = startDangerWorkers(options, 1);
// Wait until the worker has planned (loaded the content): start-up is not what is measured.
await new Promise<void>((resolve, reject) => {
  const check = (): void => {
    const said = [...pool.said.values()].flat();
    if (said.some((m) => m.type === "error")) reject(new Error("a worker could not plan the sweep"));
    else if (said.some((m) => m.type === "ready")) resolve();
    else setTimeout(check, 100);
  };
  check();
});
t0 = performance.now();
c0 = cpuMs();
const two = await runCells(plan, cells, { pool });
const twoMs = performance.now() - t0;
const twoCpu = cpuMs() - c0;
if (JSON.stringify(one) !== JSON.stringify(two)) {
  process.stderr.write("bench danger: one and two threads gave different results\n");
  process.exit(1);
}

const rate1 = fights / (oneMs / 1000);
const rate2 = fights / (twoMs / 1000);
const full = every.length * plan.loadouts.length;
const project = (perCell: number): number => (full * perCell) / rate2;
// On a shared machine the wall clock counts the other jobs' time too: the CPU time of a fight on a
// warm thread, spread over two idle cores, projects what the sweep takes on this machine alone (the
// two-worker run's CPU includes the fresh worker's compiling, which a sweep of minutes pays once).
const cpuPerFight2 = twoCpu / fights;
const cpuPerFightWarm = oneCpu / fights;
const projectIdle = (perCell: number): number => (full * perCell * cpuPerFightWarm) / 1000 / 2;
const minutes = (s: number): string => `${(s / 60).toFixed(1)} min`;
const at100 = project(100);
const at1000 = project(1000);
const idle100 = projectIdle(100);
const idle1000 = projectIdle(1000);
const load = loadavg()[0]?.toFixed(1) ?? "?";
const turns = one.reduce((n, c) => n + c.turns.mean * c.fights, 0) / fights;
process.stdout.write(
  [
    `danger sweep, ${picked.length} of ${every.length} core monsters x ${plan.loadouts.length} loadouts x ${FIGHTS} fights (${fights.toLocaleString("en-US")} fights, ${turns.toFixed(1)} turns a fight on average):`,
    `  1 worker:  ${Math.round(rate1).toLocaleString("en-US")} fights/s   ${(oneMs / fights).toFixed(2)} ms a fight, ${(oneCpu / fights).toFixed(2)} ms of CPU (target <= 1.8)`,
    `  2 workers: ${Math.round(rate2).toLocaleString("en-US")} fights/s   (${(rate2 / rate1).toFixed(2)} x one), ${cpuPerFight2.toFixed(2)} ms of CPU a fight`,
    `  full core sweep (${every.length} monsters x ${plan.loadouts.length} loadouts = ${full.toLocaleString("en-US")} cells), 2 workers, by the wall clock (load average ${load}) and by a warm thread's CPU time on two idle cores:`,
    `    100 fights a cell (${(full * 100).toLocaleString("en-US")} fights):   ${minutes(at100)}, idle ${minutes(idle100)}   target < 5 min    ${at100 < 300 ? "OK" : idle100 < 300 ? "OK when idle" : "OVER TARGET"}`,
    `    1,000 fights a cell (${(full * 1000).toLocaleString("en-US")} fights): ${minutes(at1000)}, idle ${minutes(idle1000)}   target < 30 min   ${at1000 < 1800 ? "OK" : idle1000 < 1800 ? "OK when idle" : "OVER TARGET"}`,
    "",
  ].join("\n"),
);
