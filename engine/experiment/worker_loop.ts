/**
 * The worker side of the two thread pools (parallel.ts runs an experiment's blocks, danger/parallel.ts
 * a sweep's cells): the worker sets itself up once and says "ready" (or "error" with why), then on
 * "run" takes job numbers from the counter the threads share until none is left and says
 * "finished"; "stop" (or a "run" after a failed set-up) closes its port. A job that throws ends the
 * run with "error".
 */
import { parentPort } from "node:worker_threads";

/** What every worker says besides its own results. */
type Said =
  | { readonly type: "ready" }
  | { readonly type: "finished" }
  | { readonly type: "error"; readonly message: string };

/** The messages a worker gets: a run over `jobs` numbers drawn from `counter`, or the end. */
type Told = { readonly type: "run"; readonly counter: Int32Array } | { readonly type: "stop" };

export interface WorkerJobs<S, T extends Told, F> {
  /** The module's path, for the error when it is not started as a worker thread. */
  readonly file: string;
  /** Sets the worker up (throws with the reason it cannot run). */
  readonly setUp: () => S;
  /** How many jobs a run holds. */
  readonly jobs: (run: Extract<T, { type: "run" }>) => number;
  /** Runs job `i` of the run, sending its results. */
  readonly run: (state: S, run: Extract<T, { type: "run" }>, i: number, send: (m: F) => void) => void;
  /** The message for a job that threw (default: "error" with the error's message). */
  readonly failure?: (e: Error) => F;
}

export function serveJobs<S, T extends Told, F>(w: WorkerJobs<S, T, F | Said>): void {
  const port = parentPort;
  if (!port) throw new Error(`${w.file} runs as a worker thread`);
  const send = (m: F | Said): void => port.postMessage(m);
  let state: { readonly value: S } | undefined;
  try {
    state = { value: w.setUp() };
    send({ type: "ready" });
  } catch (e) {
    send({ type: "error", message: (e as Error).message });
  }
  port.on("message", (m: T) => {
    if (m.type === "stop" || !state) {
      port.close();
      return;
    }
    const run = m as Extract<T, { type: "run" }>;
    try {
      const n = w.jobs(run);
      for (let i = Atomics.add(run.counter, 0, 1); i < n; i = Atomics.add(run.counter, 0, 1))
        w.run(state.value, run, i, send);
      send({ type: "finished" });
    } catch (e) {
      send(w.failure?.(e as Error) ?? { type: "error", message: (e as Error).message });
    }
  });
}
