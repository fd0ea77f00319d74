/**
 * Replaying a recording: decode its scenario again, run it with the recorded seed on the content
 * loaded now, and compare the initial state and every step, in order, with what was recorded. The
 * first step whose state hash or events differ is the divergence: it is named, its differing
 * events listed, and the recorded state (initial world plus the recorded changes up to that step)
 * shown against the replayed one, leaf by leaf. A different content fingerprint or engine version
 * is only a warning: a changed content number must show up as a state divergence, which is what a
 * replay is for.
 */
import { dirname } from "node:path";
import type { Content } from "../content/load.js";
import type { SimEvent } from "../sim/events.js";
import { apply, ApplyError, diffLines } from "../world/diff.js";
import { canonicalJson, hashJson } from "../world/hash.js";
import type { Json } from "../world/types.js";
import { decodeScenario, formatScenarioProblem, type ScenarioDecode } from "./format.js";
import { contentFingerprint } from "./fingerprint.js";
import { loadParsedScenario, type ScenarioLoadOptions } from "./load.js";
import { scenarioFileOf, worldJson } from "./record.js";
import { checkRecordingStream, openRecording, RecordedSteps, RecordingReadError } from "./recording_stream.js";
import {
  allObservers,
  runScenario as defaultRunScenario,
  type RunObserver,
  type RunSummary,
  type StepOutcome,
  type StepStart,
  StopRun,
  streamScenario,
  tellRun,
} from "./run.js";
import type { RecordedStep, Recording, RunResult, Scenario, StepFailure } from "./types.js";
import type { World } from "../world/types.js";
import { recordingDamage } from "./verify.js";

export type RunScenarioFn = (scenario: Scenario, content: Content, options: { seed?: string }) => RunResult;

/** Decodes the scenario a recording keeps; `file` is the scenario file it was recorded from. */
export type DecodeScenarioFn = (raw: unknown, file: string) => ScenarioDecode;

export interface ReplayOptions {
  /** Default: the scenario file decoder (engine/scenario/format.ts). */
  readonly decode?: DecodeScenarioFn;
  /** The engine replaying now; a different one from the recording's gives a warning. */
  readonly engineVersion?: string;
  /** The fingerprint of the content loaded now (engine/scenario/fingerprint.ts). */
  readonly contentFingerprint?: string;
  /** Most lines of state diff and of events shown (default 25 and 10). */
  readonly diffLimit?: number;
  readonly eventLimit?: number;
}

export interface Divergence {
  /** Where: the initial state, a step, or a step one side has and the other has not. */
  readonly at: "initial" | "step" | "missing" | "extra";
  /** The step's index and label (the recorded one; the replayed one for an extra step). */
  readonly index?: number;
  readonly label: string;
  readonly expectedHash?: string;
  readonly gotHash?: string;
  /** Differing events as short lines: "- recorded event 3: ..." and "+ replayed event 2: ...". */
  readonly events: readonly string[];
  /** The state diff as lines: "path: recorded X -> replayed Y". */
  readonly diff: readonly string[];
  /** Anything else to know (a damaged recording). */
  readonly notes: readonly string[];
}

export interface ReplayReport {
  readonly ok: boolean;
  readonly warnings: readonly string[];
  /** Steps compared and found equal before the divergence (all of them when ok). */
  readonly matched: number;
  /** Steps in the recording. */
  readonly total: number;
  readonly divergence?: Divergence;
  /** The replay could not run at all (the scenario does not decode, the run failed). */
  readonly error?: string;
}

export function replay(
  recording: Recording,
  content: Content,
  runScenario: RunScenarioFn = defaultRunScenario,
  options: ReplayOptions = {},
): ReplayReport {
  const warnings = versionWarnings(recording, options);
  const total = recording.steps.length;
  const damage = recordingDamage(recording);
  if (damage !== undefined)
    return { ok: false, warnings, matched: 0, total, error: `the recording cannot be trusted: ${damage}` };
  const decoded = (options.decode ?? decodeScenario)(recording.scenario, recording.createdFrom);
  if (!decoded.ok) return { ok: false, warnings, matched: 0, total, error: undecodable(decoded) };
  let run: RunResult;
  try {
    run = runScenario(decoded.scenario, content, { seed: recording.seed });
  } catch (e) {
    return { ok: false, warnings, matched: 0, total, error: unrunnable(e) };
  }
  let next = 0;
  const compare = new ReplayComparison(recording, { next: () => recording.steps[next++] }, total, {
    ...options,
    scenarioSteps: run.steps.length + (run.error ? 1 : 0),
  });
  try {
    tellRun(run, compare);
    compare.end(run.error);
  } catch (e) {
    if (!(e instanceof StopRun)) throw e;
  }
  return compare.report(warnings);
}

function undecodable(decoded: Extract<ScenarioDecode, { ok: false }>): string {
  return `the recording's scenario no longer decodes:\n${decoded.problems.map((p) => `  ${formatScenarioProblem(p)}`).join("\n")}`;
}

function unrunnable(e: unknown): string {
  return `the scenario could not be run again: ${e instanceof Error ? e.message : String(e)}`;
}

/** The recorded steps in order, from memory or from the file. */
interface StepSource {
  next(): RecordedStep | undefined;
}

/**
 * The comparison of a run, as it streams, with the recorded steps, read one at a time: each
 * replayed event is compared with the recorded one as it happens (the replayed events are kept
 * only after a first difference, for the report), each step's state hash when it ends. The
 * recorded state is rebuilt alongside (the recording's changes applied), to show a divergence
 * leaf by leaf. With `stop`, the first divergence ends the run (StopRun).
 */
class ReplayComparison implements RunObserver {
  private matched = 0;
  private divergence: Divergence | undefined;
  private recordedState: Json;
  private expected: RecordedStep | undefined;
  private started = false;
  private sameEvents = 0;
  private differing: SimEvent[] | undefined;
  private readonly diffLimit: number;
  private readonly eventLimit: number;

  constructor(
    private readonly head: Pick<Recording, "initial" | "initialHash">,
    private readonly steps: StepSource,
    private readonly total: number,
    private readonly options: ReplayOptions & { readonly scenarioSteps: number; readonly stop?: boolean },
  ) {
    this.recordedState = worldJson(head.initial);
    this.diffLimit = options.diffLimit ?? 25;
    this.eventLimit = options.eventLimit ?? 10;
  }

  report(warnings: readonly string[]): ReplayReport {
    const { matched, total } = this;
    return this.divergence
      ? { ok: false, warnings, matched, total, divergence: this.divergence }
      : { ok: true, warnings, matched: total, total };
  }

  private diverge(d: Divergence): void {
    this.divergence = d;
    if (this.options.stop) throw new StopRun();
  }

  /** A recorded step that failed on one side only: no world or events to compare, the notes say why. */
  private divergeOnFailure(expected: RecordedStep, notes: string[]): void {
    this.diverge({
      at: "step",
      index: expected.index,
      label: expected.label,
      expectedHash: expected.hash,
      events: [],
      diff: [],
      notes,
    });
  }

  start(initial: World): void {
    const got = hashJson(worldJson(initial));
    if (got === this.head.initialHash) return;
    this.diverge({
      at: "initial",
      label: "initial state",
      expectedHash: this.head.initialHash,
      gotHash: got,
      events: [],
      diff: diffLines(this.recordedState, worldJson(initial), { limit: this.diffLimit }),
      notes: hashJson(this.recordedState) === this.head.initialHash ? [] : [DAMAGED],
    });
  }

  stepStart(_s: StepStart): void {
    if (this.divergence) return;
    this.expected = this.steps.next();
    this.started = true;
    this.sameEvents = 0;
    this.differing = undefined;
  }

  event(e: SimEvent): void {
    const expected = this.expected;
    if (this.divergence || !expected) return;
    if (this.differing) this.differing.push(e);
    else if (
      this.sameEvents < expected.events.length &&
      canonicalJson(e) === canonicalJson(expected.events[this.sameEvents])
    )
      this.sameEvents++;
    else this.differing = [e];
  }

  stepEnd(s: StepOutcome): void {
    if (this.divergence) return;
    const expected = this.expected;
    this.started = false;
    this.expected = undefined;
    if (!expected) {
      this.diverge({
        at: "extra",
        index: s.index,
        label: s.label,
        gotHash: hashJson(worldJson(s.world)),
        events: [],
        diff: [],
        notes: [`the replay has ${this.options.scenarioSteps} step(s); the recording has ${this.total}`],
      });
      return;
    }
    if (expected.error !== undefined) {
      this.divergeOnFailure(expected, [
        `the recorded run failed on this step (${expected.error})`,
        "the replay carried it out",
      ]);
      return;
    }
    const gotHash = hashJson(worldJson(s.world));
    const eventsDiffer = this.differing !== undefined || this.sameEvents !== expected.events.length;
    const rebuilt = applyRecorded(expected, this.recordedState);
    if (gotHash === expected.hash && !eventsDiffer && rebuilt.ok) {
      this.recordedState = rebuilt.state;
      this.matched++;
      return;
    }
    const got = [...expected.events.slice(0, this.sameEvents), ...(this.differing ?? [])];
    const notes: string[] = [];
    if (s.label !== expected.label) notes.push(`the replayed step is labelled ${JSON.stringify(s.label)}`);
    let diff: string[] = [];
    if (rebuilt.ok) {
      if (hashJson(rebuilt.state) !== expected.hash) notes.push(DAMAGED);
      diff = diffLines(rebuilt.state, worldJson(s.world), { limit: this.diffLimit });
    } else notes.push(rebuilt.message);
    this.diverge({
      at: "step",
      index: expected.index,
      label: expected.label,
      expectedHash: expected.hash,
      gotHash,
      events: eventLines(expected.events, got, this.eventLimit),
      diff,
      notes,
    });
  }

  /** The run is over; `error` when the engine failed on a step (its stepStart was told). */
  end(error: StepFailure | undefined): void {
    if (this.divergence) return;
    if (error) {
      const expected = this.started ? this.expected : this.steps.next();
      this.started = false;
      if (expected === undefined) return;
      if (expected.error !== error.message) {
        this.divergeOnFailure(expected, [
          expected.error !== undefined
            ? `the recorded run failed on this step (${expected.error})`
            : "the recorded run carried this step out",
          `the replay failed on it (${error.message})`,
        ]);
        return;
      }
      this.matched++;
    }
    const missing = this.steps.next();
    if (missing)
      this.diverge({
        at: "missing",
        index: missing.index,
        label: missing.label,
        expectedHash: missing.hash,
        events: [],
        diff: [],
        notes: [`the replay ended after ${this.matched} step(s); the recording has ${this.total}`],
      });
  }
}

function applyRecorded(step: RecordedStep, state: Json): Rebuilt {
  try {
    return { ok: true, state: apply(step.changes, state) };
  } catch (e) {
    if (!(e instanceof ApplyError)) throw e;
    return { ok: false, message: `the recording's changes of step ${step.index} do not apply: ${e.message}` };
  }
}

export interface ReplayFileResult {
  /** The recording could not be read or its scenario's content not loaded: why, for a person. */
  readonly error?: string;
  readonly report?: ReplayReport;
}

export interface ReplayFileOptions {
  readonly engineVersion?: string;
  /** Where the core game data may be, as for loadScenario (a recording of a real-data scenario needs it). */
  readonly coreCandidates?: ScenarioLoadOptions["coreCandidates"];
  /**
   * Sees the replayed run as it streams (with the content it runs on, at start). With a tap the
   * run goes on to its end after a divergence, so that the tap sees all of it; without one the
   * replay stops at the first divergence.
   */
  readonly tap?: ReplayTap;
}

/** What watches a streamed replay: the run as it goes, the content it runs on first, its summary last. */
export interface ReplayTap extends RunObserver {
  content?(content: Content, scenario: Scenario): void;
  end?(summary: RunSummary): void;
}

/**
 * Reads a recording file as a stream (engine/scenario/recording_stream.ts: its head, then one step
 * at a time), loads the content its scenario names (paths relative to the scenario file, found
 * relative to the recording), fingerprints it, checks the recording against its own hashes and
 * replays it, comparing step by step as the run streams: memory is bounded by a world and the
 * largest step, not by the file. Never throws on bad input.
 */
export function replayFile(recordingFile: string, options: ReplayFileOptions = {}): ReplayFileResult {
  const opened = openRecording(recordingFile);
  if (!opened.ok) return { error: opened.message };
  const recording = opened.recording;
  const head = recording.head;
  const scenarioFile = scenarioFileOf(recordingFile, head);
  const loaded = loadParsedScenario(
    head.scenario,
    scenarioFile,
    options.coreCandidates ? { coreCandidates: options.coreCandidates } : {},
  );
  if (!loaded.ok) {
    return {
      error: `${recordingFile}: its scenario (${scenarioFile}) cannot be loaded:\n${loaded.problems.map((p) => `  ${formatScenarioProblem(p)}`).join("\n")}`,
    };
  }
  const fingerprint = contentFingerprint(loaded.contentFiles, dirname(scenarioFile));
  if (!fingerprint.ok) return { error: fingerprint.message };
  const warnings = versionWarnings(head, {
    ...(options.engineVersion !== undefined ? { engineVersion: options.engineVersion } : {}),
    contentFingerprint: fingerprint.fingerprint,
  });
  const checked = checkRecordingStream(recording);
  if (!checked.ok) {
    if (!checked.damaged) return { error: checked.message };
    return {
      report: {
        ok: false,
        warnings,
        matched: 0,
        total: 0,
        error: `the recording cannot be trusted: ${checked.message}`,
      },
    };
  }
  const total = checked.steps;
  const failed = (error: string): ReplayFileResult => ({ report: { ok: false, warnings, matched: 0, total, error } });
  const decoded = decodeScenario(head.scenario, scenarioFile);
  if (!decoded.ok) return failed(undecodable(decoded));
  const tap = options.tap ?? {};
  let steps: RecordedSteps;
  try {
    steps = new RecordedSteps(recording);
  } catch (e) {
    if (e instanceof RecordingReadError) return { error: e.message };
    throw e;
  }
  const compare = new ReplayComparison(head, steps, total, {
    scenarioSteps: decoded.scenario.steps.length,
    stop: options.tap === undefined,
  });
  tap.content?.(loaded.content, decoded.scenario);
  try {
    const summary = streamScenario(decoded.scenario, loaded.content, { seed: head.seed }, allObservers(compare, tap));
    compare.end(summary.error);
    tap.end?.(summary);
  } catch (e) {
    if (e instanceof RecordingReadError) return { error: e.message };
    if (!(e instanceof StopRun)) return failed(unrunnable(e));
  } finally {
    steps.close();
  }
  return { report: compare.report(warnings) };
}

const DAMAGED = "the recording's own changes do not rebuild its hash here: the file was edited or damaged";

function versionWarnings(
  recording: Pick<Recording, "engineVersion" | "contentFingerprint">,
  options: ReplayOptions,
): string[] {
  const out: string[] = [];
  if (options.engineVersion !== undefined && options.engineVersion !== recording.engineVersion) {
    out.push(`recorded with engine ${recording.engineVersion}, replayed with ${options.engineVersion}`);
  }
  if (options.contentFingerprint !== undefined && options.contentFingerprint !== recording.contentFingerprint) {
    out.push(
      `the content differs from the recorded content (fingerprint ${abbrev(recording.contentFingerprint)} recorded, ${abbrev(options.contentFingerprint)} now)`,
    );
  }
  return out;
}

function abbrev(fingerprint: string): string {
  return fingerprint.length > 19 ? `${fingerprint.slice(0, 19)}…` : fingerprint;
}

type Rebuilt = { ok: true; state: Json } | { ok: false; message: string };

/** The recorded state after step `upTo`: the initial world with the recorded changes applied. */
export function recordedState(recording: Recording, upTo: number): Rebuilt {
  let state = worldJson(recording.initial);
  for (let i = 0; i <= upTo && i < recording.steps.length; i++) {
    try {
      state = apply(recording.steps[i]!.changes, state);
    } catch (e) {
      if (!(e instanceof ApplyError)) throw e;
      return {
        ok: false,
        message: `the recording's changes of step ${recording.steps[i]!.index} do not apply: ${e.message}`,
      };
    }
  }
  return { ok: true, state };
}

/**
 * The events that differ, as short lines: "- recorded event 3: ..." for one the replay lacks,
 * "+ replayed event 2: ..." for one it added; empty when all agree. Events are matched by their
 * longest common run (after the common start and end), so one missing event is one line.
 */
export function eventLines(expected: readonly SimEvent[], got: readonly SimEvent[], limit = 10): string[] {
  const a = expected.map(canonicalJson);
  const b = got.map(canonicalJson);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  if (start === endA && start === endB) return [];
  const lines: string[] = [];
  for (const op of alignEvents(a, b, start, endA, endB)) {
    lines.push(
      op.side === "recorded"
        ? `- recorded event ${op.index + 1}: ${showEvent(expected[op.index])}`
        : `+ replayed event ${op.index + 1}: ${showEvent(got[op.index])}`,
    );
  }
  const shown = lines.slice(0, limit);
  if (lines.length > limit) shown.push(`... and ${lines.length - limit} more differing event(s)`);
  if (expected.length !== got.length) shown.push(`(${expected.length} event(s) recorded, ${got.length} replayed)`);
  return shown;
}

type EventOp = { readonly side: "recorded" | "replayed"; readonly index: number };

/** Longest common subsequence over the differing middle; position by position when it is too big. */
function alignEvents(a: readonly string[], b: readonly string[], start: number, endA: number, endB: number): EventOp[] {
  const n = endA - start;
  const m = endB - start;
  const ops: EventOp[] = [];
  if (n * m > 250_000) {
    for (let i = 0; i < Math.max(n, m); i++) {
      if (i < n && (i >= m || a[start + i] !== b[start + i])) ops.push({ side: "recorded", index: start + i });
      if (i < m && (i >= n || a[start + i] !== b[start + i])) ops.push({ side: "replayed", index: start + i });
    }
    return ops;
  }
  // lcs[i][j]: the longest common run of a[start+i..endA) and b[start+j..endB).
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = a[start + i] === b[start + j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      i++;
      j++;
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      ops.push({ side: "recorded", index: start + i++ });
    } else {
      ops.push({ side: "replayed", index: start + j++ });
    }
  }
  return ops;
}

/** An event as `type@turn {other fields}`, cut to one short line. */
function showEvent(e: SimEvent | undefined, width = 110): string {
  if (e === undefined) return "(none)";
  const { type, turn, ...rest } = e as SimEvent & Record<string, unknown>;
  const text = `${type}@${turn} ${canonicalJson(rest)}`;
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** The report as text for a person; `file` names the recording. */
export function formatReplayReport(report: ReplayReport, file: string): string[] {
  const lines = report.warnings.map((w) => `warning: ${w}`);
  if (report.error) {
    lines.push(`${file}: ${report.error}`);
    return lines;
  }
  const d = report.divergence;
  if (report.ok || !d) {
    lines.push(`${file}: replay matches (${report.total} step(s), initial state and every step hash equal)`);
    return lines;
  }
  const where = d.at === "initial" ? "the initial state" : `step ${(d.index ?? 0) + 1} (${JSON.stringify(d.label)})`;
  lines.push(`${file}: replay diverges at ${where}, after ${report.matched} of ${report.total} step(s) matched`);
  if (d.expectedHash || d.gotHash)
    lines.push(`  state hash: recorded ${d.expectedHash ?? "(none)"}, replayed ${d.gotHash ?? "(none)"}`);
  for (const note of d.notes) lines.push(`  note: ${note}`);
  if (d.events.length > 0) {
    lines.push("  events:");
    for (const l of d.events) lines.push(`    ${l}`);
  }
  if (d.diff.length > 0) {
    lines.push("  state (recorded -> replayed):");
    for (const l of d.diff) lines.push(`    ${l}`);
  } else if (d.at === "step" && d.expectedHash === d.gotHash) {
    lines.push("  state: equal; only the events differ");
  }
  return lines;
}
