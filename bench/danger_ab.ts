/**
 * `make bench-compare BASE=<commit> BENCHES=danger_ab`: the danger bench's fights, this checkout
 * against another build, in ONE process, cell by cell alternately (the base first for one cell,
 * this checkout first for the next), each side's CPU time summed and every cell's result compared.
 * On a machine shared with other jobs (a load average of 10 and more on two cores) fresh processes
 * run one after the other move by ±15 % between runs of the same code; here a burst of load falls
 * on both sides alike. Each side has its own module graph and content; the garbage collector and
 * the compiler threads are shared, so their time lands on whichever side runs: a difference is
 * diluted, never invented. The same build against itself gave ×1.01 CPU (docs/performance.md).
 *
 * Usage: node dist/bench/danger_ab.js <base checkout, built> [data/json]. BENCH_DANGER_EVERY (10)
 * and BENCH_DANGER_FIGHTS (20) pick the fights as bench/danger.ts does (bench/danger_sample.ts);
 * BENCH_AB_PASSES (1) passes.
 * Exits 1 when a cell's result differs (a speed change must not change a fight).
 */
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { runCells as RunCells } from "../engine/experiment/danger/parallel.js";
import type { ALL as AllSelection } from "../engine/experiment/danger/select.js";
import type { Plan, planSweep as PlanSweep } from "../engine/experiment/danger/sweep.js";
import { benchSweep, FIGHTS, sampleOf } from "./danger_sample.js";

const baseRoot = process.argv[2];
if (!baseRoot) {
  process.stderr.write("usage: node dist/bench/danger_ab.js <base checkout, built> [data/json]\n");
  process.exit(2);
}
const dataDir = process.argv[3] ?? "../shared/cdda/data/json";
const PASSES = Number(process.env["BENCH_AB_PASSES"] ?? 1);

interface Side {
  readonly name: string;
  readonly runCells: typeof RunCells;
  readonly plan: Plan;
  cpu: number;
  wall: number;
}

/** One build's sweep of the bench's monsters (the base's modules read as this checkout's types). */
async function side(name: string, engineDir: string): Promise<Side> {
  const load = async <T>(path: string): Promise<T> =>
    (await import(pathToFileURL(join(engineDir, "experiment", "danger", path)).href)) as T;
  const { ALL } = await load<{ ALL: typeof AllSelection }>("select.js");
  const { planSweep } = await load<{ planSweep: typeof PlanSweep }>("sweep.js");
  const { runCells } = await load<{ runCells: typeof RunCells }>("parallel.js");
  const base = benchSweep(dataDir, ALL);
  const all = planSweep(base);
  if (!all.ok) throw new Error(`${name}: ${all.problems.join("; ")}`);
  const planned = planSweep(
    sampleOf(
      base,
      all.plan.monsters.map((m) => m.id),
      ALL,
    ),
  );
  if (!planned.ok) throw new Error(`${name}: ${planned.problems.join("; ")}`);
  return { name, runCells, plan: planned.plan, cpu: 0, wall: 0 };
}

const here = join(dirname(fileURLToPath(import.meta.url)), "..", "engine");
const base = await side("base", join(baseRoot, "dist", "engine"));
const mine = await side("this checkout", here);
if (base.plan.cells !== mine.plan.cells) {
  process.stderr.write(`danger_ab: the base plans ${base.plan.cells} cells, this checkout ${mine.plan.cells}\n`);
  process.exit(1);
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let differing = 0;
for (let pass = 0; pass < PASSES; pass++)
  for (let cell = 0; cell < mine.plan.cells; cell++) {
    const order = (cell + pass) % 2 === 0 ? [base, mine] : [mine, base];
    const out = new Map<Side, string>();
    for (const s of order) {
      const c0 = cpuMs();
      const t0 = performance.now();
      out.set(s, JSON.stringify(await s.runCells(s.plan, [cell])));
      s.cpu += cpuMs() - c0;
      s.wall += performance.now() - t0;
    }
    if (out.get(base) !== out.get(mine)) differing++;
  }
const fights = mine.plan.cells * FIGHTS * PASSES;
const ms = (s: Side): string =>
  `${(s.cpu / fights).toFixed(2)} ms of CPU a fight, ${(s.wall / fights).toFixed(2)} ms by the wall clock`;
process.stdout.write(
  [
    `danger, both builds in one process, cell by cell alternately (${fights.toLocaleString("en-US")} fights a side, ${PASSES} passes):`,
    `  this checkout: ${ms(mine)}`,
    `  base:          ${ms(base)}`,
    `  ratio ${(mine.cpu / base.cpu).toFixed(3)} of CPU, ${(mine.wall / base.wall).toFixed(3)} by the wall clock; cells with different results: ${differing} of ${mine.plan.cells * PASSES}`,
    "",
  ].join("\n"),
);
if (differing > 0) process.exit(1);
