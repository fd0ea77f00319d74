/** The built command line (`make build`), run in a process of its own as a user runs it. */
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "./load.js";

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
