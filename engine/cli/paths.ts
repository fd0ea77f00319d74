/** Where the project and the real game data are, seen from the CLI (source or compiled). */
import { dirname, join } from "node:path";
import { projectRoot } from "../scenario/package_info.js";

export { engineVersion, projectRoot } from "../scenario/package_info.js";

/** Candidate folders for the core game data, most specific first. */
export function coreDataCandidates(modPath: string): string[] {
  const out: string[] = [];
  const env = process.env["CDDA_CORE_DATA"];
  if (env) out.push(env);
  // The game's own layout: data/mods/<mod> beside data/json.
  out.push(join(dirname(modPath), "..", "json"));
  out.push(join(projectRoot(), "..", "shared", "cdda", "data", "json"));
  return out;
}
