/** The package as `npm pack` writes it (the build runs in prepack), made once per test process. */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "./load.js";
import { tempDir } from "./files.js";

export const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

let packed: string | undefined;

/** The path of the packed tarball (cdda-sim-<version>.tgz). */
export function packedTarball(): string {
  if (packed) return packed;
  const dir = tempDir("cdda-sim-pack-");
  execFileSync(NPM, ["pack", "--silent", "--pack-destination", dir], { cwd: PROJECT_ROOT, stdio: "pipe" });
  const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack wrote no tarball in ${dir}`);
  packed = join(dir, tarball);
  return packed;
}
