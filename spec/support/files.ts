/** Temporary files for specs: a folder of their own and JSON written into it. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A new temporary folder. */
export function tempDir(prefix = "cdda-sim-spec-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Writes `value` as JSON to `name` inside `dir` (its folders made as needed); returns the file's path. */
export function writeJson(dir: string, name: string, value: unknown, indent?: number): string {
  const file = join(dir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, indent));
  return file;
}
