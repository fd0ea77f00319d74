/**
 * One `cdda-sim` command in its own process, timed, with that process's peak resident memory
 * (bench/rss_report.ts, loaded in front of it, writes it to standard error when the process ends):
 * the memory benches (long_run.ts, view.ts) measure the real command, not a stand-in.
 */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project's root (this file runs from dist/bench/). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const cli = join(ROOT, "bin", "cdda-sim.js");
const report = join(ROOT, "dist", "bench", "rss_report.js");

export interface Measured {
  readonly ms: number;
  /** Peak resident memory in MB; NaN when the process did not report it. */
  readonly rssMb: number;
  readonly ok: boolean;
}

export function measureCli(args: readonly string[]): Measured {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ["--import", report, cli, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
  });
  const ms = performance.now() - t0;
  const m = /max-rss-kb (\d+)/.exec(r.stderr ?? "");
  return { ms, rssMb: m ? Number(m[1]) / 1024 : Number.NaN, ok: r.status === 0 };
}
