/** Where the project and the real game data are, seen from the CLI (source or compiled). */
import { dirname, join } from "node:path";
import { projectRoot } from "../scenario/package_info.js";

export { engineVersion, projectRoot } from "../scenario/package_info.js";

/**
 * Candidate folders for the core game data (`dda`) of a mod, in the order the README's "Mods load
 * as the game loads them" documents after a named core and the game's own `mods/dda`: data/json
 * beside the mod (the game's layout, data/mods/<mod>), then the fallbacks. Every command that loads
 * content (validate, camp, run, record, replay, view, experiment) finds the core through this list.
 */
export function coreDataCandidates(modPath: string): string[] {
  return [join(dirname(modPath), "..", "json"), ...coreDataFallbacks()];
}

/** The folders tried for the core data wherever a mod is: `$CDDA_CORE_DATA`, ../shared/cdda/data/json. */
export function coreDataFallbacks(): string[] {
  const env = process.env["CDDA_CORE_DATA"];
  return [...(env ? [env] : []), join(projectRoot(), "..", "shared", "cdda", "data", "json")];
}
