/**
 * A worker thread of danger/parallel.ts: plans the sweep itself (the same content, loadouts and
 * monsters as the main thread), then takes cells from the shared counter until none is left,
 * sending each finished cell back.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { FromDangerWorker, ToDangerWorker } from "./parallel.js";
import { type Plan, planSweep, runPlannedCell, type SweepOptions } from "./sweep.js";

const port = parentPort;
if (!port) throw new Error("engine/experiment/danger/sweep_worker.ts runs as a worker thread");
const send = (m: FromDangerWorker): void => port.postMessage(m);

let plan: Plan | undefined;
try {
  const planned = planSweep(workerData as SweepOptions);
  if (!planned.ok) throw new Error(planned.problems.join("\n"));
  plan = planned.plan;
  send({ type: "ready" });
} catch (e) {
  send({ type: "error", message: (e as Error).message });
}

port.on("message", (m: ToDangerWorker) => {
  if (m.type === "stop" || !plan) {
    port.close();
    return;
  }
  try {
    for (let i = Atomics.add(m.counter, 0, 1); i < m.todo.length; i = Atomics.add(m.counter, 0, 1)) {
      let fights = 0;
      const cell = runPlannedCell(plan, m.todo[i] as number, () => {
        fights++;
        if (fights >= 16) {
          send({ type: "fights", n: fights });
          fights = 0;
        }
      });
      send({ type: "fights", n: fights });
      send({ type: "cell", cell });
    }
    send({ type: "finished" });
  } catch (e) {
    send({ type: "error", message: (e as Error).message });
  }
});
