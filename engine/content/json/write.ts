/**
 * Files written whole or not at all: the text goes to a temporary file beside the target (same
 * folder, so the same file system) and is renamed over it, which POSIX makes atomic. A command
 * killed half-way leaves the previous file as it was (and a `.tmp` file beside it); two processes
 * writing the same path leave one of the two complete files, never a mix.
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

let made = 0;

/** A temporary name beside `file`, distinct per process and per call (no clock, no randomness). */
function temporaryName(file: string): string {
  made++;
  return join(dirname(file), `.${basename(file)}.${process.pid}-${made}.tmp`);
}

/** A file being written: `write` as often as needed, then `commit` (renamed into place) or `abort`. */
export interface AtomicFile {
  readonly fd: number;
  write(text: string): void;
  /** Flushes to disk and renames the temporary file over the target. */
  commit(): void;
  /** Closes and removes the temporary file; the target is untouched. */
  abort(): void;
}

/** Opens a temporary file for `file`; throws the file system's error (with its `code`) as openSync does. */
export function openAtomic(file: string): AtomicFile {
  const temp = temporaryName(file);
  const fd = openSync(temp, "wx");
  let open = true;
  const close = (): void => {
    if (open) {
      open = false;
      closeSync(fd);
    }
  };
  return {
    fd,
    write(text) {
      writeSync(fd, text);
    },
    commit() {
      try {
        fsyncSync(fd);
        close();
        renameSync(temp, file);
      } catch (e) {
        removeQuietly(temp);
        throw e;
      }
    },
    abort() {
      close();
      removeQuietly(temp);
    },
  };
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone, or never made: nothing to clean.
  }
}

/** Writes `text` to `file` atomically; throws the file system's error as writeFileSync does. */
export function writeFileAtomic(file: string, text: string): void {
  const f = openAtomic(file);
  try {
    f.write(text);
  } catch (e) {
    f.abort();
    throw e;
  }
  f.commit();
}
