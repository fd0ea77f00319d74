/**
 * A sweep's journal, for resuming: one line of JSON naming the sweep (its fingerprint), then one
 * line per finished cell, appended as each finishes. A sweep started again with the same journal
 * runs only the cells not in it; a cell is deterministic, so the result is the one an unbroken run
 * gives. A last line cut short by a kill is ignored (that cell runs again).
 */
import { isLeft } from "fp-ts/lib/Either.js";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import type { CellResult } from "./cell.js";
import { cellResultCodec } from "./part.js";

export const JOURNAL_FORMAT = "cdda-sim-danger-journal@1";

export type JournalRead =
  | { readonly ok: true; readonly done: readonly CellResult[] }
  | { readonly ok: false; readonly message: string };

/** The cells a journal holds for this sweep; a new journal is started when the file does not exist. */
export function openJournal(file: string, fingerprint: string): JournalRead {
  if (!existsSync(file)) {
    writeFileSync(file, `${JSON.stringify({ format: JOURNAL_FORMAT, fingerprint })}\n`);
    return { ok: true, done: [] };
  }
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    return {
      ok: false,
      message: `${file}: cannot read the journal (${(e as NodeJS.ErrnoException).code ?? String(e)})`,
    };
  }
  // A line cut short by a kill is dropped, so that the next cell starts a line of its own.
  if (!text.endsWith("\n")) {
    text = text.slice(0, text.lastIndexOf("\n") + 1);
    writeFileSync(file, text);
  }
  const lines = text.split("\n");
  let header: unknown;
  try {
    header = JSON.parse(lines[0] ?? "");
  } catch {
    header = undefined;
  }
  const h = header as { format?: unknown; fingerprint?: unknown } | undefined;
  if (!h || h.format !== JOURNAL_FORMAT)
    return {
      ok: false,
      message: `${file}: line 1: not a danger sweep journal (expected {"format": "${JOURNAL_FORMAT}", ...})`,
    };
  if (h.fingerprint !== fingerprint)
    return {
      ok: false,
      message: `${file}: the journal belongs to another sweep (different content, loadouts or options); remove it or name another --journal`,
    };
  const done: CellResult[] = [];
  // A complete line ends with "\n": the text after the last one is a line cut short.
  for (const line of lines.slice(1, -1)) {
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    const r = cellResultCodec.decode(value);
    if (!isLeft(r)) done.push(r.right as CellResult);
  }
  return { ok: true, done };
}

export function appendCell(file: string, cell: CellResult): void {
  appendFileSync(file, `${JSON.stringify(cell)}\n`);
}
