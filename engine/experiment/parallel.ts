/**
 * Running an experiment on several threads (one worker thread per core by default). The blocks of
 * runs are taken in chunks on demand, so a slower core simply takes fewer chunks; every block is
 * computed exactly as on one thread, and the chunks' Parts are merged by block index, so the
 * result is identical whatever the number of workers or the order chunks finish in.
 *
 * With workers, this thread runs chunks only on a core none of them has, and only while one is
 * still loading: a worker thread simulates with a larger young generation than this thread's
 * (young_generation.ts), where the scavenger promotes next to nothing of a run's garbage, while
 * here it promotes part of it and copies it again; and beside a worker on its core, this thread's
 * first runs would pay the JIT's warm-up a third time (docs/performance.md, "Experiments: every run
 * on a worker thread").
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { type ResourceLimits, Worker } from "node:worker_threads";
import type { Experiment } from "./format.js";
import { mergeParts, type Part } from "./result.js";
import { RunFailed, runBlocks, type Prepared } from "./run.js";
import { workerResourceLimits } from "./young_generation.js";

export interface WorkerSetup {
  readonly file: string;
  /** Command-line overrides of the file's values (runs, seed). */
  readonly overrides: Partial<Pick<Experiment, "runs" | "seed">>;
  readonly coreFolders: readonly string[];
}

/** `run`: take chunks (ranges of blocks) by index from the shared counter until none is left. */
export type ToWorker =
  | { readonly type: "run"; readonly chunks: readonly (readonly [number, number])[]; readonly counter: Int32Array }
  | { readonly type: "stop" };
export type FromWorker =
  | { readonly type: "ready" }
  | { readonly type: "progress"; readonly runs: number }
  | { readonly type: "done"; readonly part: Part; readonly runs: number }
  | { readonly type: "finished" }
  | { readonly type: "error"; readonly message: string; readonly runFailed?: true };

export interface ParallelOptions {
  readonly workers?: number;
  /** Workers started earlier (startWorkers), so that they loaded while this thread prepared. */
  readonly pool?: WorkerPool;
  /** Told how many more runs (of every variant) are done. */
  readonly onProgress?: (runs: number) => void;
  /** The cores this thread may count on (default: availableParallelism()); see runParallel. */
  readonly cores?: number;
}

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/**
 * A worker on the compiled module, or on the TypeScript source through tsx when that is what runs;
 * or on `script` (a bundled worker: bench/experiment.ts starts the one the command line starts).
 */
function spawn(setup: WorkerSetup, script?: URL): Worker {
  if (script) return new Worker(script, { workerData: setup, ...limits() });
  return spawnModuleWorker(import.meta.url, "./worker", setup);
}

/**
 * A worker thread running the module `name` (without extension) beside the module at `here`:
 * the compiled .js, or the TypeScript source through tsx when that is what runs; with the young
 * generation of a simulating thread (young_generation.ts).
 */
export function spawnModuleWorker(here: string, name: string, workerData: unknown): Worker {
  if (here.endsWith(".js")) return new Worker(new URL(`${name}.js`, here), { workerData, ...limits() });
  const source = new URL(`${name}.ts`, here);
  // The TypeScript loader of the main thread does not reach workers on every path (tsx's CLI,
  // its register API): each worker registers it before importing the source.
  // tsx's register API (its `--import tsx` entry registers on the main thread only).
  const resolve = (import.meta as { resolve?: (s: string) => string }).resolve;
  const tsx =
    typeof resolve === "function"
      ? resolve("tsx/esm/api")
      : pathToFileURL(
          createRequire(here)
            .resolve("tsx/esm/api")
            .replace(/\.cjs$/, ".mjs"),
        ).href;
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(source.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData, ...limits() });
}

/** A simulating worker's young generation (young_generation.ts), as Worker options. */
function limits(): { resourceLimits?: ResourceLimits } {
  const resourceLimits = workerResourceLimits();
  return resourceLimits ? { resourceLimits } : {};
}

/** Worker threads started ahead of the run: each reads and prepares the experiment itself. */
export interface WorkerPool {
  readonly workers: readonly Worker[];
  /** Stops them (when this thread could not prepare the experiment, say). */
  stop(): Promise<void>;
}

/**
 * Starts `count` workers now: loading the engine and the content takes each a while, which then
 * overlaps this thread's own preparation instead of delaying the run. `script`: the worker's
 * module, when not this folder's worker (the command line's bundle, dist/bundle/worker.js).
 */
export function startWorkers(setup: WorkerSetup, count: number, script?: URL): WorkerPool {
  const workers = Array.from({ length: Math.max(0, count) }, () => spawn(setup, script));
  // A worker says "ready" (or why it cannot run) as soon as it is prepared: keep what it said
  // until runParallel listens, in case this thread let messages in before then.
  for (const w of workers) {
    const said: FromWorker[] = [];
    early.set(w, said);
    const keep = (m: FromWorker): void => {
      if (m.type === "ready" || m.type === "error") said.push(m);
    };
    const exited = (): void => void said.push({ type: "error", message: "a worker stopped before the run" });
    w.on("message", keep);
    w.once("exit", exited);
    earlyListeners.set(w, { keep, exited });
  }
  return { workers, stop: async () => void (await Promise.all(workers.map((w) => w.terminate()))) };
}

const early = new WeakMap<Worker, FromWorker[]>();
const earlyListeners = new WeakMap<Worker, { keep: (m: FromWorker) => void; exited: () => void }>();

/** How many threads a run of `blocks` blocks uses when asked for `workers` (default: every core). */
export function threadsFor(blocks: number, workers: number | undefined): number {
  return Math.max(1, Math.min(workers ?? defaultWorkers(), blocks));
}

/**
 * How many worker threads to start for a run of `blocks` blocks on `workers` threads: none for
 * one (this thread runs alone and nothing loads), else one per thread.
 */
export function workersToStart(blocks: number, workers: number | undefined): number {
  const threads = threadsFor(blocks, workers);
  return threads > 1 ? threads : 0;
}

/**
 * Blocks [firstBlock, endBlock) as the chunks `threads` threads take in turn: at most a 32nd of a
 * thread's share each (one message per chunk), then smaller towards the end, down to one block,
 * so that the thread that finishes last waits on little more than a block.
 */
export function chunksOf(firstBlock: number, endBlock: number, threads: number): [number, number][] {
  const cap = Math.max(1, Math.floor((endBlock - firstBlock) / (threads * 32)));
  const chunks: [number, number][] = [];
  for (let b = firstBlock; b < endBlock; ) {
    const size = Math.max(1, Math.min(cap, Math.floor((endBlock - b) / (threads * 4))));
    chunks.push([b, Math.min(endBlock, b + size)]);
    b += size;
  }
  return chunks;
}

/**
 * Runs blocks [firstBlock, endBlock) of a prepared experiment on `workers` worker threads (1: on
 * this thread alone). `setup` lets each worker read and prepare the same experiment itself.
 */
export async function runParallel(
  prepared: Prepared,
  setup: WorkerSetup,
  firstBlock: number,
  endBlock: number,
  options: ParallelOptions = {},
): Promise<Part> {
  const blocks = endBlock - firstBlock;
  const started = options.pool ?? startWorkers(setup, workersToStart(blocks, options.workers));
  const pool = [...started.workers];
  if (pool.length === 0 || blocks <= 1) {
    await started.stop();
    let reported = 0;
    const part = runBlocks(prepared, firstBlock, endBlock, (done) => {
      options.onProgress?.(done - reported);
      reported = done;
    });
    return part;
  }
  // Every thread takes the next chunk from a shared counter, so none waits for another to hand it work.
  const chunks = chunksOf(firstBlock, endBlock, pool.length);
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const parts: Part[] = [];
  let failed = false;
  let ready = 0;
  // This thread is prepared already: on a core no worker has, it takes chunks while a worker is
  // still loading (the engine and the content take each a while), then leaves the runs to them.
  const spareCore = (options.cores ?? availableParallelism()) > pool.length;
  const here = async (): Promise<void> => {
    // First let in the messages that came while this thread was busy (a ready worker's among them).
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (spareCore && ready < pool.length && !failed) {
      const i = Atomics.add(counter, 0, 1);
      if (i >= chunks.length) break;
      const [a, b] = chunks[i] as [number, number];
      let reported = 0;
      parts.push(
        runBlocks(prepared, a, b, (done) => {
          options.onProgress?.(done - reported);
          reported = done;
        }),
      );
      // Let the workers' messages in between chunks.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  try {
    // Listen to the workers first: one started early may be ready, and waits for no chunk of ours.
    const working = pool.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          const start = (): void => w.postMessage({ type: "run", chunks, counter } satisfies ToWorker);
          const listeners = earlyListeners.get(w);
          if (listeners) {
            w.off("message", listeners.keep);
            w.off("exit", listeners.exited);
          }
          const handle = (m: FromWorker): void => {
            if (m.type === "ready") {
              ready++;
              start();
            } else if (m.type === "progress") options.onProgress?.(m.runs);
            else if (m.type === "done") {
              options.onProgress?.(m.runs);
              parts.push(m.part);
            } else if (m.type === "finished") {
              w.postMessage({ type: "stop" } satisfies ToWorker);
              resolve();
            } else {
              failed = true;
              reject(m.runFailed ? new RunFailed(m.message) : new Error(m.message));
            }
          };
          for (const m of early.get(w) ?? []) handle(m);
          early.delete(w);
          w.on("message", handle);
          w.on("error", reject);
          w.on("exit", (code) => {
            if (code !== 0) reject(new Error(`a worker stopped with exit code ${code}`));
          });
        }),
    );
    await Promise.all([...working, here()]);
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  parts.sort((a, b) => (a.covered[0]?.[0] ?? 0) - (b.covered[0]?.[0] ?? 0));
  let acc = parts[0];
  if (!acc) throw new Error("no worker returned a result");
  for (const p of parts.slice(1)) acc = mergeParts(acc, p);
  return acc;
}
