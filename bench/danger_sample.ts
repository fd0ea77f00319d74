/**
 * The danger bench's sample, shared by bench/danger.ts and bench/danger_ab.ts so both fight the
 * same cells: every BENCH_DANGER_EVERY-th core monster (default 10) against the default loadouts,
 * BENCH_DANGER_FIGHTS fights a cell (default 20), open ground at noon, seed "bench".
 */
import type { ALL as AllSelection } from "../engine/experiment/danger/select.js";
import type { SweepOptions } from "../engine/experiment/danger/sweep.js";

export const EVERY = Number(process.env["BENCH_DANGER_EVERY"] ?? 10);
export const FIGHTS = Number(process.env["BENCH_DANGER_FIGHTS"] ?? 20);

/** The sweep of every core monster the sample is picked from (`all` is the build's own ALL). */
export function benchSweep(dataDir: string, all: typeof AllSelection): SweepOptions {
  return {
    content: [dataDir],
    arena: "open",
    night: false,
    hostile: false,
    fights: FIGHTS,
    seed: "bench",
    turnLimit: 100,
    selection: all,
    coreFolders: [],
  };
}

/** The sample: every EVERY-th monster id of the full plan, debug monsters and hallucinations kept. */
export function sampleOf(base: SweepOptions, ids: readonly string[], all: typeof AllSelection): SweepOptions {
  const picked = ids.filter((_, i) => i % EVERY === 0);
  return { ...base, selection: { ...all, include: picked, withDebug: true, withHallucinations: true } };
}
