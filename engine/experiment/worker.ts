/**
 * A worker thread of parallel.ts: prepares the experiment once, then takes chunks of blocks from
 * the shared counter until none is left, sending each chunk's Part back.
 */
import { parentPort, workerData } from "node:worker_threads";
import { readExperiment } from "./format.js";
import { prepareExperiment, RunFailed, runBlocks, type Prepared } from "./run.js";
import type { ToWorker, FromWorker, WorkerSetup } from "./parallel.js";

const port = parentPort;
if (!port) throw new Error("engine/experiment/worker.ts runs as a worker thread");
const setup = workerData as WorkerSetup;
const send = (m: FromWorker): void => port.postMessage(m);

let prepared: Prepared | undefined;
try {
  const decoded = readExperiment(setup.file);
  if (!decoded.ok) throw new Error(decoded.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join("\n"));
  const r = prepareExperiment({ ...decoded.experiment, ...setup.overrides }, { coreFolders: setup.coreFolders });
  if (!r.ok) throw new Error(r.problems.join("\n"));
  prepared = r.prepared;
  send({ type: "ready" });
} catch (e) {
  send({ type: "error", message: (e as Error).message });
}

port.on("message", (m: ToWorker) => {
  if (m.type === "stop" || !prepared) {
    port.close();
    return;
  }
  try {
    for (let i = Atomics.add(m.counter, 0, 1); i < m.chunks.length; i = Atomics.add(m.counter, 0, 1)) {
      const [a, b] = m.chunks[i] as readonly [number, number];
      let reported = 0;
      let finished = 0;
      const part = runBlocks(prepared, a, b, (done) => {
        finished = done;
        if (done - reported >= 8) {
          send({ type: "progress", runs: done - reported });
          reported = done;
        }
      });
      send({ type: "done", part, runs: finished - reported });
    }
    send({ type: "finished" });
  } catch (e) {
    send({
      type: "error",
      message: (e as Error).message,
      ...(e instanceof RunFailed ? { runFailed: true as const } : {}),
    });
  }
});
