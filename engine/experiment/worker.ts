/**
 * A worker thread of parallel.ts: prepares the experiment once, then takes chunks of blocks from
 * the shared counter until none is left, sending each chunk's Part back.
 */
import { workerData } from "node:worker_threads";
import { readExperiment } from "./format.js";
import { prepareExperiment, RunFailed, runBlocks, type Prepared } from "./run.js";
import type { ToWorker, FromWorker, WorkerSetup } from "./parallel.js";
import { BLOCK_SIZE } from "./seeds.js";
import { serveJobs } from "./worker_loop.js";

const setup = workerData as WorkerSetup;

serveJobs<Prepared, ToWorker, FromWorker>({
  file: "engine/experiment/worker.ts",
  setUp: () => {
    const decoded = readExperiment(setup.file);
    if (!decoded.ok) throw new Error(decoded.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join("\n"));
    const r = prepareExperiment({ ...decoded.experiment, ...setup.overrides }, { coreFolders: setup.coreFolders });
    if (!r.ok) throw new Error(r.problems.join("\n"));
    return r.prepared;
  },
  jobs: (run) => run.chunks.length,
  run: (prepared, run, i, send) => {
    const [a, b] = run.chunks[i] as readonly [number, number];
    let reported = 0;
    let finished = 0;
    const part = runBlocks(prepared, a, b, (done) => {
      finished = done;
      // A block's worth of runs: the progress bar moves often enough, and this thread's messages
      // do not keep the main thread busy.
      if (done - reported >= BLOCK_SIZE) {
        send({ type: "progress", runs: done - reported });
        reported = done;
      }
    });
    send({ type: "done", part, runs: finished - reported });
  },
  failure: (e) => ({
    type: "error",
    message: e.message,
    ...(e instanceof RunFailed ? { runFailed: true as const } : {}),
  }),
});
