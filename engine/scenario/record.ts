/**
 * Recordings: what a run did, kept so that a later run can be compared with it step by step. A
 * recording holds the scenario as written, the seed, the content fingerprint and engine version,
 * the initial world, and per step its label, the hash of the state after it, its events and the
 * state changes it made. Files are JSON with one step per line, so a changed recording reads well
 * in a version-control diff.
 */
import { writeFileAtomic } from "../content/json/write.js";
import { readJsonFile } from "../content/json/read.js";
import { clipMessage } from "../content/problems.js";
import { describe } from "../content/values/duration.js";
import { parseJsonText } from "../content/json/text.js";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { isLeft } from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { json } from "../sim/codecs.js";
import type { SimEvent } from "../sim/events.js";
import { diff } from "../world/diff.js";
import { hashJson } from "../world/hash.js";
import type { Json, World } from "../world/types.js";
import type { StateChange } from "../world/diff.js";
import type { RunObserver, RunSummary, StepOutcome, StepStart } from "./run.js";
import type { RecordedStep, Recording, RunResult } from "./types.js";
import { errorPointer, expectedName } from "../content/codec/error_path.js";

export const RECORDING_FORMAT = "cdda-sim-recording@1";
const FORMAT_FAMILY = "cdda-sim-recording@";
const WORLD_SCHEMA = "cdda-sim/world@1";

export interface RecordingMeta {
  readonly engineVersion: string;
  /**
   * The scenario file the run came from, relative to the recording's folder (scenarioPathFrom),
   * so that a replay on any clone finds the content the scenario names.
   */
  readonly scenarioFile: string;
  /** The scenario JSON as read from its file, before decoding. */
  readonly rawScenario: unknown;
  readonly contentFingerprint: string;
}

/** The scenario file as a recording names it: relative to the recording's folder, "/" separators. */
export function scenarioPathFrom(recordingFile: string, scenarioFile: string): string {
  return relative(dirname(resolve(recordingFile)), resolve(scenarioFile))
    .split(sep)
    .join("/");
}

/** Where the scenario of a recording is (its content paths are relative to it). */
export function scenarioFileOf(recordingFile: string, recording: Pick<Recording, "createdFrom">): string {
  return isAbsolute(recording.createdFrom)
    ? recording.createdFrom
    : resolve(dirname(resolve(recordingFile)), recording.createdFrom);
}

/** The world as JSON, for the diff and hash functions (it is plain JSON by construction). */
export function worldJson(world: World): Json {
  return world as unknown as Json;
}

export function makeRecording(run: RunResult, meta: RecordingMeta): Recording {
  const steps: RecordedStep[] = [];
  let previous = worldJson(run.initial);
  for (const s of run.steps) {
    const state = worldJson(s.world);
    steps.push({
      index: s.index,
      label: s.label,
      hash: hashJson(state),
      events: s.events,
      changes: diff(previous, state),
    });
    previous = state;
  }
  if (run.error)
    steps.push({
      index: run.error.step,
      label: run.error.label,
      hash: hashJson(previous),
      events: [],
      changes: [],
      error: run.error.message,
    });
  return {
    format: RECORDING_FORMAT,
    engineVersion: meta.engineVersion,
    createdFrom: meta.scenarioFile,
    scenario: meta.rawScenario,
    seed: run.seed,
    contentFingerprint: meta.contentFingerprint,
    initialHash: hashJson(worldJson(run.initial)),
    initial: run.initial,
    steps,
  };
}

type RecordingHeader = Omit<Recording, "steps">;

/** The members before the steps, one per line (the scenario indented as written). */
function headerText(r: RecordingHeader): string {
  const member = (key: string, value: unknown): string => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  return [
    member("format", r.format),
    member("engineVersion", r.engineVersion),
    member("createdFrom", r.createdFrom),
    member("seed", r.seed),
    member("contentFingerprint", r.contentFingerprint),
    member("initialHash", r.initialHash),
    `  "scenario": ${JSON.stringify(r.scenario, null, 2).replace(/\n/g, "\n  ")}`,
    member("initial", r.initial),
  ].join(",\n");
}

/** A step's line up to its events, and what follows them: the order a streamed step is written in. */
const stepHead = (index: number, label: string): string =>
  `    {"index":${index},"label":${JSON.stringify(label)},"events":[`;
const stepTail = (s: Pick<RecordedStep, "hash" | "changes" | "error">): string =>
  `],"hash":${JSON.stringify(s.hash)},"changes":${JSON.stringify(s.changes)}${s.error !== undefined ? `,"error":${JSON.stringify(s.error)}` : ""}}`;

/** The recording as file text: the header members one per line, then one line per step. */
export function formatRecording(r: Recording): string {
  const steps = r.steps.map(
    (s) => `${stepHead(s.index, s.label)}${s.events.map((e) => JSON.stringify(e)).join(",")}${stepTail(s)}`,
  );
  const stepsText = steps.length === 0 ? `  "steps": []` : `  "steps": [\n${steps.join(",\n")}\n  ]`;
  return `{\n${headerText(r)},\n${stepsText}\n}\n`;
}

/**
 * A recording written as the run streams, in the same text as formatRecording: each event as it
 * happens, a step's hash and changes when it ends. A step the engine failed on is closed with the
 * state before it and the failure's message, so that the file is whole and a replay can check that
 * the engine still fails there.
 */
export class RecordingWriter implements RunObserver {
  private steps = 0;
  private eventsInStep = 0;
  private open = false;
  private before: Json | undefined;

  constructor(
    private readonly meta: RecordingMeta,
    private readonly write: (text: string) => void,
  ) {}

  start(initial: World, seed: string): void {
    this.before = worldJson(initial);
    const header: RecordingHeader = {
      format: RECORDING_FORMAT,
      engineVersion: this.meta.engineVersion,
      createdFrom: this.meta.scenarioFile,
      scenario: this.meta.rawScenario,
      seed,
      contentFingerprint: this.meta.contentFingerprint,
      initialHash: hashJson(this.before),
      initial,
    };
    this.write(`{\n${headerText(header)},\n  "steps": [`);
  }

  stepStart(s: StepStart): void {
    this.write(`${this.steps > 0 ? "," : ""}\n${stepHead(s.index, s.label)}`);
    this.eventsInStep = 0;
    this.open = true;
  }

  event(e: SimEvent): void {
    this.write(`${this.eventsInStep > 0 ? "," : ""}${JSON.stringify(e)}`);
    this.eventsInStep++;
  }

  stepEnd(s: StepOutcome): void {
    const state = worldJson(s.world);
    this.write(stepTail({ hash: hashJson(state), changes: diff(this.before ?? worldJson(s.before), state) }));
    this.before = state;
    this.steps++;
    this.open = false;
  }

  /** Closes the file's text; returns the hash of the last state written. */
  finish(summary: RunSummary): string {
    const last = hashJson(worldJson(summary.final));
    if (this.open && summary.error) {
      this.write(stepTail({ hash: last, changes: [], error: summary.error.message }));
      this.steps++;
    }
    this.write(this.steps > 0 ? "\n  ]\n}\n" : "]\n}\n");
    return last;
  }
}

export type WriteResult = { ok: true } | { ok: false; message: string };

export function writeRecording(file: string, recording: Recording): WriteResult {
  try {
    writeFileAtomic(file, formatRecording(recording));
    return { ok: true };
  } catch (e) {
    return {
      ok: false,
      message: `cannot write the recording ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`,
    };
  }
}

// --- Reading ------------------------------------------------------------------------------------

const hash = new t.Type<string, string, unknown>(
  "hash (16 hex digits)",
  (u): u is string => typeof u === "string" && /^[0-9a-f]{16}$/.test(u),
  (u, c) => (typeof u === "string" && /^[0-9a-f]{16}$/.test(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

const plainObject = (
  name: string,
  check: (o: Record<string, unknown>) => boolean = () => true,
): t.Type<Record<string, unknown>> =>
  new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
    name,
    (u): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u),
    (u, c) =>
      typeof u === "object" && u !== null && !Array.isArray(u) && check(u as Record<string, unknown>)
        ? t.success(u as Record<string, unknown>)
        : t.failure(u, c),
    t.identity,
  );

// The initial world is checked for its schema only: a replay compares its hash, which catches any
// other damage, and shows the difference.
const world = plainObject(`world (an object with "schema": "${WORLD_SCHEMA}")`, (o) => o["schema"] === WORLD_SCHEMA);

// Events are compared, never interpreted, so their type and turn are all that must be there.
const event = t.type({ type: t.string, turn: t.number }, "event");

const stateChange = t.intersection([t.type({ path: t.string }), t.partial({ value: json })], "state change");

const recordedStep = t.intersection(
  [
    t.type({ index: t.number, label: t.string, hash, events: t.array(event), changes: t.array(stateChange) }),
    t.partial({ error: t.string }),
  ],
  "recorded step",
);

const headerMembers = {
  format: t.literal(RECORDING_FORMAT),
  engineVersion: t.string,
  createdFrom: t.string,
  scenario: plainObject("scenario (an object)"),
  seed: t.string,
  contentFingerprint: t.string,
  initialHash: hash,
  initial: world,
};

const recordingCodec = t.type({ ...headerMembers, steps: t.array(recordedStep) }, "recording");
const headerCodec = t.type(headerMembers, "recording");

/** What a recording holds before its steps. */
export type RecordingHead = Omit<Recording, "steps">;

export type RecordingRead = { ok: true; recording: Recording } | { ok: false; message: string };

export function readRecording(file: string): RecordingRead {
  const read = readJsonFile(file, "a recording");
  if (!read.ok) {
    const what = read.message.startsWith("not valid JSON") ? `is not a recording: it is ${read.message}` : read.message;
    return { ok: false, message: `cannot read the recording ${file}: ${what}` };
  }
  return decodeRecording(read.value, file);
}

export function parseRecording(text: string, file: string): RecordingRead {
  const p = parseJsonText(text);
  if (!p.ok)
    return {
      ok: false,
      message: `${file} is not a recording: it is not valid JSON${p.line !== undefined ? ` at line ${p.line}, column ${p.column}` : ""} (${p.reason})`,
    };
  return decodeRecording(p.value, file);
}

/** Checks the format first, so a foreign file or another version is named as such. */
export function decodeRecording(value: unknown, file: string): RecordingRead {
  const read = decodeRecordingValue(value, file);
  return read.ok ? read : { ok: false, message: read.message.split("\n").map(clipMessage).join("\n") };
}

/** The recording's format checked: a message for a foreign file or another version, else undefined. */
function formatProblem(value: unknown, file: string): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return `${file} is not a cdda-sim recording: expected a JSON object with "format": "${RECORDING_FORMAT}"`;
  const format = (value as Record<string, unknown>)["format"];
  if (typeof format !== "string" || !format.startsWith(FORMAT_FAMILY)) {
    const found = format === undefined ? 'it has no "format" member' : `its "format" is ${describe(format)}`;
    return `${file} is not a cdda-sim recording: ${found} (expected "${RECORDING_FORMAT}")`;
  }
  if (format !== RECORDING_FORMAT)
    return `${file} is a recording of format ${describe(format)}; this engine reads "${RECORDING_FORMAT}" only. Record the scenario again with this version.`;
  return undefined;
}

export type HeadRead = { ok: true; head: RecordingHead } | { ok: false; message: string };

/** The members before the steps (a streamed read decodes the steps one by one: decodeRecordedStep). */
export function decodeRecordingHead(value: unknown, file: string): HeadRead {
  const problem = formatProblem(value, file);
  if (problem !== undefined) return { ok: false, message: clipMessage(problem) };
  const result = decodeIn(headerCodec, value, file);
  if (!result.ok) return result;
  const r = result.value;
  return { ok: true, head: { ...r, format: RECORDING_FORMAT, initial: r.initial as unknown as World } };
}

export type StepRead = { ok: true; step: RecordedStep } | { ok: false; message: string };

/** One step of a recording, the `position`-th (from 0), as decodeRecording checks it. */
export function decodeRecordedStep(value: unknown, position: number, file: string): StepRead {
  const result = decodeIn(recordedStep, value, file, `/steps/${position}`);
  if (!result.ok) return result;
  const s = result.value;
  return {
    ok: true,
    step: { ...s, events: s.events as unknown as SimEvent[], changes: s.changes as StateChange[] },
  };
}

/** Decodes with `codec`; on failure, the problems (their pointers below `at`) as one message naming the file. */
function decodeIn<A>(
  codec: t.Decoder<unknown, A>,
  value: unknown,
  file: string,
  at = "",
): { readonly ok: true; readonly value: A } | { readonly ok: false; readonly message: string } {
  const result = codec.decode(value);
  if (isLeft(result))
    return {
      ok: false,
      message: invalid(
        file,
        result.left.map((e) => explain(e, at)),
      ),
    };
  return { ok: true, value: result.right };
}

function invalid(file: string, explained: readonly string[]): string {
  const problems = [...new Set(explained)];
  const shown = problems.slice(0, 5).map((p) => `  ${clipMessage(p)}`);
  if (problems.length > shown.length) shown.push(`  ... and ${problems.length - shown.length} more`);
  return `${file} is not a valid recording:\n${shown.join("\n")}`;
}

function decodeRecordingValue(value: unknown, file: string): RecordingRead {
  const problem = formatProblem(value, file);
  if (problem !== undefined) return { ok: false, message: problem };
  const result = decodeIn(recordingCodec, value, file);
  if (!result.ok) return result;
  const r = result.value;
  return {
    ok: true,
    recording: {
      ...r,
      format: RECORDING_FORMAT,
      initial: r.initial as unknown as World,
      steps: r.steps.map((s) => ({
        ...s,
        events: s.events as unknown as SimEvent[],
        changes: s.changes as StateChange[],
      })),
    },
  };
}

/** One failure as "JSON pointer: expected X, got Y". */
function explain(error: t.ValidationError, prefix = ""): string {
  const pointer = errorPointer(error);
  const path = `${prefix}${pointer === "/" ? "" : pointer}`;
  const got = error.value === undefined ? "nothing (the member is missing)" : shortJson(error.value);
  return `${path || "/"}: expected ${expectedName(error)}, got ${got}`;
}

function shortJson(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length <= 40 ? text : `${text.slice(0, 39)}…`;
}
