/**
 * A worker thread of danger/parallel.ts: plans the sweep itself (the same content, loadouts and
 * monsters as the main thread), then takes cells from the shared counter until none is left,
 * sending each finished cell back.
 */
import { workerData } from "node:worker_threads";
import { serveJobs } from "../worker_loop.js";
import type { FromDangerWorker, ToDangerWorker } from "./parallel.js";
import { type Plan, planSweep, runPlannedCell, type SweepOptions } from "./sweep.js";

serveJobs<Plan, ToDangerWorker, FromDangerWorker>({
  file: "engine/experiment/danger/sweep_worker.ts",
  setUp: () => {
    const planned = planSweep(workerData as SweepOptions);
    if (!planned.ok) throw new Error(planned.problems.join("\n"));
    return planned.plan;
  },
  jobs: (run) => run.todo.length,
  run: (plan, run, i, send) => {
    let fights = 0;
    const cell = runPlannedCell(plan, run.todo[i] as number, () => {
      fights++;
      if (fights >= 16) {
        send({ type: "fights", n: fights });
        fights = 0;
      }
    });
    send({ type: "fights", n: fights });
    send({ type: "cell", cell });
  },
});
