/**
 * The content fingerprint a recording keeps: sha256 over the names and bytes of the content files
 * a run loaded. Names are taken relative to a base folder (the scenario's) with "/" separators and
 * sorted, so the fingerprint is the same on every clone and machine. A replay compares it to warn
 * that content changed; the state hashes, not this, decide whether the replay matches.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";

export type FingerprintResult = { ok: true; fingerprint: string } | { ok: false; message: string };

/** "sha256:" and 64 hex digits; an error names the file that could not be read. */
export function contentFingerprint(files: readonly string[], baseDir: string): FingerprintResult {
  const named = files.map((file) => ({ file, name: relative(resolve(baseDir), resolve(file)).split(sep).join("/") }));
  named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash("sha256");
  let previous: string | undefined;
  for (const { file, name } of named) {
    if (name === previous) continue;
    previous = name;
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (e) {
      return {
        ok: false,
        message: `cannot read content file ${file} for the fingerprint: ${(e as NodeJS.ErrnoException).code ?? String(e)}`,
      };
    }
    // Name and length first, so no two different file sets can feed the same bytes.
    hash.update(`${name}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return { ok: true, fingerprint: `sha256:${hash.digest("hex")}` };
}
