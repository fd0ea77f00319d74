/**
 * Running a sweep's cells on several threads: this one and worker threads, each planning the same
 * sweep itself (loading the content once) and taking the next cell from a shared counter until
 * none is left. A cell is always run whole by one thread, so the results are the same bits for any
 * number of workers; they are sorted by cell index at the end.
 */
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { spawnModuleWorker } from "../parallel.js";
import type { CellResult } from "./cell.js";
import { type Plan, runPlannedCell, type SweepOptions } from "./sweep.js";

export type ToDangerWorker =
  | { readonly type: "run"; readonly todo: readonly number[]; readonly counter: Int32Array }
  | { readonly type: "stop" };
export type FromDangerWorker =
  | { readonly type: "ready" }
  | { readonly type: "fights"; readonly n: number }
  | { readonly type: "cell"; readonly cell: CellResult }
  | { readonly type: "finished" }
  | { readonly type: "error"; readonly message: string };

export function defaultDangerWorkers(): number {
  return Math.max(1, availableParallelism());
}

/** Worker threads started before this thread plans, so that their loading overlaps its own. */
export interface DangerPool {
  readonly workers: readonly Worker[];
  /** What each said before anyone listened (its "ready", or why it cannot run). */
  readonly said: ReadonlyMap<Worker, FromDangerWorker[]>;
  stop(): Promise<void>;
}

export function startDangerWorkers(options: SweepOptions, count: number): DangerPool {
  const said = new Map<Worker, FromDangerWorker[]>();
  const workers = Array.from({ length: Math.max(0, count) }, () => {
    const w = spawnModuleWorker(import.meta.url, "./sweep_worker", options);
    const list: FromDangerWorker[] = [];
    said.set(w, list);
    w.on("message", (m: FromDangerWorker) => {
      if (m.type === "ready" || m.type === "error") list.push(m);
    });
    return w;
  });
  return { workers, said, stop: async () => void (await Promise.all(workers.map((w) => w.terminate()))) };
}

export interface SweepRunOptions {
  /** Started workers (startDangerWorkers); none: this thread alone. */
  readonly pool?: DangerPool;
  /** Told each finished cell as it finishes (the journal). */
  readonly onCell?: (cell: CellResult) => void;
  /** Told how many more fights are done. */
  readonly onFights?: (n: number) => void;
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs the cells `todo` of a plan; the results sorted by index. */
export async function runCells(
  plan: Plan,
  todo: readonly number[],
  options: SweepRunOptions = {},
): Promise<CellResult[]> {
  const results: CellResult[] = [];
  const finish = (cell: CellResult): void => {
    results.push(cell);
    options.onCell?.(cell);
  };
  const pool = options.pool?.workers ?? [];
  const counter = new Int32Array(new SharedArrayBuffer(4));
  let failed: Error | undefined;
  const here = async (): Promise<void> => {
    await tick();
    for (let i = Atomics.add(counter, 0, 1); i < todo.length && !failed; i = Atomics.add(counter, 0, 1)) {
      let fights = 0;
      finish(
        runPlannedCell(plan, todo[i] as number, () => {
          fights++;
          if (fights >= 16) {
            options.onFights?.(fights);
            fights = 0;
          }
        }),
      );
      options.onFights?.(fights);
      // Let the workers' messages in between cells.
      await tick();
    }
  };
  // A worker still loading when this thread has taken the last cell is not waited for.
  const idle = new Map<Worker, () => void>();
  const working = pool.map(
    (w) =>
      new Promise<void>((resolve, reject) => {
        idle.set(w, resolve);
        const handle = (m: FromDangerWorker): void => {
          if (m.type === "ready") {
            idle.delete(w);
            w.postMessage({ type: "run", todo, counter } satisfies ToDangerWorker);
          } else if (m.type === "fights") options.onFights?.(m.n);
          else if (m.type === "cell") finish(m.cell);
          else if (m.type === "finished") resolve();
          else {
            failed = new Error(m.message);
            reject(failed);
          }
        };
        for (const m of options.pool?.said.get(w) ?? []) handle(m);
        w.removeAllListeners("message");
        w.on("message", handle);
        w.on("error", reject);
        w.on("exit", (code) => {
          if (code !== 0) reject(new Error(`a worker stopped with exit code ${code}`));
          else resolve();
        });
      }),
  );
  try {
    const mine = here().then(() => {
      for (const release of idle.values()) release();
    });
    await Promise.all([...working, mine]);
  } finally {
    await options.pool?.stop();
  }
  return results.sort((a, b) => a.index - b.index);
}
