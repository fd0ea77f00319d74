/** The built command line (`make build`), run in a process of its own as a user runs it. */
import { type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns, spawnSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "./load.js";

/** What a run of the command line gave: its exit status and what it wrote. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `cdda-sim <args>` (cwd, env, timeout and buffer as given; the text read as UTF-8). */
export function runCli(
  args: readonly string[],
  options: Omit<SpawnSyncOptionsWithStringEncoding, "encoding"> = {},
): CliRun {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin", "cdda-sim.js"), ...args], {
    ...options,
    encoding: "utf8",
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `cdda-sim camp` over our base and camp content, from the primitive camp's first blueprint. */
export function ourCampCli(...options: string[]): SpawnSyncReturns<string> {
  return spawnSync(
    process.execPath,
    [
      join(PROJECT_ROOT, "bin", "cdda-sim.js"),
      "camp",
      join(PROJECT_ROOT, "content", "base"),
      join(PROJECT_ROOT, "content", "camp"),
      "--base-type",
      "faction_base_camp_0",
      ...options,
    ],
    { encoding: "utf8" },
  );
}
