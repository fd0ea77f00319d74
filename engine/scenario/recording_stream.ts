/**
 * A recording file read as a stream: its members before the steps first (the starting world is
 * one world), then its steps one at a time. A long run's recording can be far larger than memory
 * allows to parse at once (a step per line, a million lines); read this way, memory is bounded by
 * the starting world plus the largest step. The members may come in any order: the first pass
 * reads every member but the steps and notes where the steps begin; the steps are then read from
 * there, as often as needed (once to check the stored hashes, once to replay).
 */
import { statSync } from "node:fs";
import { readTextFile } from "../content/json/text.js";
import { ApplyError, apply } from "../world/diff.js";
import { hashJson } from "../world/hash.js";
import type { Json } from "../world/types.js";
import { type CursorMark, JsonCursor, JsonCursorError } from "./json_cursor.js";
import { decodeRecordedStep, decodeRecordingHead, type RecordingHead, worldJson } from "./record.js";
import type { RecordedStep } from "./types.js";

/** A recording opened for streaming: its head, and where its steps are. */
export interface OpenRecording {
  readonly file: string;
  readonly head: RecordingHead;
  /** Where the value of "steps" begins (undefined: the file has no "steps", which the head's check reports). */
  readonly steps: CursorMark;
}

export type OpenRead = { ok: true; recording: OpenRecording } | { ok: false; message: string };

/** The reason a read failed, said as readRecording says it. */
export class RecordingReadError extends Error {}

/** Reads a recording's head; the steps are read later with RecordedSteps. Never throws on bad input. */
export function openRecording(file: string): OpenRead {
  const cannot = (what: string): OpenRead => ({ ok: false, message: `cannot read the recording ${file}: ${what}` });
  const st = statSync(file, { throwIfNoEntry: false });
  if (!st?.isFile()) {
    // Missing files, folders, FIFOs: said as the whole-file reader says them.
    const read = readTextFile(file);
    return cannot(read.ok ? "is not a regular file" : read.message);
  }
  let cursor: JsonCursor | undefined;
  try {
    cursor = JsonCursor.open(file);
    const members = new Map<string, Json>();
    let steps: CursorMark | undefined;
    if (cursor.peek() !== 0x7b) {
      // Not an object: the head's check names what it is.
      const head = decodeRecordingHead(cursor.value(), file);
      return head.ok ? cannot("not an object") : head;
    }
    cursor.expect("{");
    if (!cursor.empty("}")) {
      do {
        const key = cursor.key();
        if (key === "steps") {
          steps = cursor.mark();
          cursor.skip();
        } else members.set(key, cursor.value());
      } while (cursor.more("}"));
    }
    if (!cursor.atEnd()) cursor.refuse("the end of the file expected (more than one value?)");
    const head = decodeRecordingHead(Object.fromEntries(members), file);
    if (!head.ok) {
      // A syntax error anywhere is said first, as when the file is read whole.
      if (steps !== undefined && head.message.includes("is not a valid recording")) syntaxOfSteps(file, steps);
      return head;
    }
    if (steps === undefined)
      return {
        ok: false,
        message: `${file} is not a valid recording:\n  /steps: expected Array<recorded step>, got nothing (the member is missing)`,
      };
    return { ok: true, recording: { file, head: head.head, steps } };
  } catch (e) {
    if (e instanceof JsonCursorError) return cannot(`is not a recording: it is ${e.message}`);
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== undefined) return cannot(`cannot be read (${code})`);
    throw e;
  } finally {
    cursor?.close();
  }
}

/** Reads every step's text, one at a time, for its syntax only: throws JsonCursorError at the first error. */
function syntaxOfSteps(file: string, mark: CursorMark): void {
  const cursor = JsonCursor.at(file, mark);
  try {
    if (cursor.peek() !== 0x5b) {
      cursor.value();
      return;
    }
    cursor.expect("[");
    if (cursor.empty("]")) return;
    do cursor.value();
    while (cursor.more("]"));
  } finally {
    cursor.close();
  }
}

/**
 * The top-level `format` member of a JSON file when it is a string, read without reading the
 * rest (a recording's comes first); undefined when the file is not a JSON object with one, or
 * cannot be read (the caller reads it whole then, and says why).
 */
export function formatMember(file: string): string | undefined {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  let cursor: JsonCursor | undefined;
  try {
    cursor = JsonCursor.open(file);
    if (cursor.peek() !== 0x7b) return undefined;
    cursor.expect("{");
    if (cursor.empty("}")) return undefined;
    do {
      if (cursor.key() === "format") {
        const format = cursor.value();
        return typeof format === "string" ? format : undefined;
      }
      cursor.skip();
    } while (cursor.more("}"));
    return undefined;
  } catch {
    return undefined;
  } finally {
    cursor?.close();
  }
}

/**
 * The steps of an opened recording, one at a time. `skipEvents` leaves each step's events unread
 * (empty), for a pass that needs only the hashes and changes. next() throws RecordingReadError
 * on a step that is not JSON or not a recorded step.
 */
export class RecordedSteps {
  private readonly cursor: JsonCursor;
  private position = 0;
  private done = false;

  constructor(
    private readonly recording: OpenRecording,
    private readonly skipEvents = false,
  ) {
    this.cursor = JsonCursor.at(recording.file, recording.steps);
    try {
      if (this.cursor.peek() !== 0x5b) this.fail(this.notArray());
      this.cursor.expect("[");
      this.done = this.cursor.empty("]");
    } catch (e) {
      this.cursor.close();
      throw this.error(e);
    }
  }

  /** How many steps have been read. */
  get read(): number {
    return this.position;
  }

  next(): RecordedStep | undefined {
    if (this.done) return undefined;
    try {
      if (this.position > 0 && !this.cursor.more("]")) {
        this.done = true;
        this.cursor.close();
        return undefined;
      }
      const value = this.skipEvents && this.cursor.peek() === 0x7b ? this.withoutEvents() : this.cursor.value();
      const step = decodeRecordedStep(value, this.position, this.recording.file);
      if (!step.ok) throw new RecordingReadError(step.message);
      this.position++;
      return step.step;
    } catch (e) {
      this.done = true;
      this.cursor.close();
      throw this.error(e);
    }
  }

  close(): void {
    if (!this.done) this.cursor.close();
    this.done = true;
  }

  /** A step object read member by member, its events stepped over. */
  private withoutEvents(): Json {
    const members = new Map<string, Json>();
    this.cursor.expect("{");
    if (!this.cursor.empty("}")) {
      do {
        const key = this.cursor.key();
        if (key === "events") {
          this.cursor.skip();
          members.set(key, []);
        } else members.set(key, this.cursor.value());
      } while (this.cursor.more("}"));
    }
    return Object.fromEntries(members);
  }

  private notArray(): string {
    return `${this.recording.file} is not a valid recording:\n  /steps: expected Array<recorded step>, got ${JSON.stringify(this.cursor.value()).slice(0, 40)}`;
  }

  private fail(message: string): never {
    throw new RecordingReadError(message);
  }

  private error(e: unknown): Error {
    if (e instanceof RecordingReadError) return e;
    if (e instanceof JsonCursorError)
      return new RecordingReadError(
        `cannot read the recording ${this.recording.file}: is not a recording: it is ${e.message}`,
      );
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== undefined)
      return new RecordingReadError(`cannot read the recording ${this.recording.file}: cannot be read (${code})`);
    return e instanceof Error ? e : new Error(String(e));
  }
}

export type StreamCheck = { ok: true; steps: number } | { ok: false; message: string; damaged?: true };

/**
 * The recording checked against its own hashes as recordingDamage does (engine/scenario/verify.ts),
 * reading one step at a time and skipping the events; also counts the steps and finds any step
 * that is not well-formed.
 */
export function checkRecordingStream(recording: OpenRecording): StreamCheck {
  let state: Json = worldJson(recording.head.initial);
  if (hashJson(state) !== recording.head.initialHash)
    return {
      ok: false,
      damaged: true,
      message: "its starting world does not hash to its stored initialHash: the file was edited or damaged",
    };
  let steps: RecordedSteps;
  try {
    steps = new RecordedSteps(recording, true);
  } catch (e) {
    if (e instanceof RecordingReadError) return { ok: false, message: e.message };
    throw e;
  }
  try {
    for (let step = steps.next(), i = 0; step !== undefined; step = steps.next(), i++) {
      try {
        state = apply(step.changes, state);
      } catch (e) {
        if (!(e instanceof ApplyError)) throw e;
        return {
          ok: false,
          damaged: true,
          message: `step ${i + 1}'s changes do not apply to the state before it (${e.reason}): the file was edited or damaged`,
        };
      }
      if (hashJson(state) !== step.hash)
        return {
          ok: false,
          damaged: true,
          message: `step ${i + 1}'s changes do not rebuild its stored hash: the file was edited or damaged`,
        };
    }
    return { ok: true, steps: steps.read };
  } catch (e) {
    if (e instanceof RecordingReadError) return { ok: false, message: e.message };
    throw e;
  } finally {
    steps.close();
  }
}
