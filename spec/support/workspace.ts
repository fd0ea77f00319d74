/** Scratch folders holding copies of our content, as a user outside the repository has them. */
import { cpSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./files.js";
import { PROJECT_ROOT } from "./load.js";

/** A new temporary folder with copies of our content packs at content/<pack>; returns the folder. */
export function withOurContent(prefix: string, packs: readonly string[] = ["base", "monsters"]): string {
  const dir = tempDir(prefix);
  for (const pack of packs)
    cpSync(join(PROJECT_ROOT, "content", pack), join(dir, "content", pack), { recursive: true });
  return dir;
}
