/** Where the project and the real game data are, seen from the CLI (source or compiled). */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, "package.json"))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

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

/** The engine's version, from package.json (recordings carry it). */
export function engineVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(projectRoot(), "package.json"), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "unknown";
  } catch {
    return "unknown";
  }
}
