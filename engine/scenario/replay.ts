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
import { loadParsedScenario } from "./load.js";
import { readRecording, scenarioFileOf, worldJson } from "./record.js";
import { runScenario as defaultRunScenario } from "./run.js";
import type { Recording, RunResult, Scenario } from "./types.js";

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
  const failed = (error: string): ReplayReport => ({ ok: false, warnings, matched: 0, total, error });
  const diverged = (matched: number, divergence: Divergence): ReplayReport => ({
    ok: false,
    warnings,
    matched,
    total,
    divergence,
  });

  const decoded = (options.decode ?? decodeScenario)(recording.scenario, recording.createdFrom);
  if (!decoded.ok)
    return failed(
      `the recording's scenario no longer decodes:\n${decoded.problems.map((p) => `  ${formatScenarioProblem(p)}`).join("\n")}`,
    );
  let run: RunResult;
  try {
    run = runScenario(decoded.scenario, content, { seed: recording.seed });
  } catch (e) {
    return failed(`the scenario could not be run again: ${e instanceof Error ? e.message : String(e)}`);
  }

  const diffLimit = options.diffLimit ?? 25;
  const eventLimit = options.eventLimit ?? 10;
  const initialGot = hashJson(worldJson(run.initial));
  if (initialGot !== recording.initialHash) {
    const notes = hashJson(worldJson(recording.initial)) === recording.initialHash ? [] : [DAMAGED];
    return diverged(0, {
      at: "initial",
      label: "initial state",
      expectedHash: recording.initialHash,
      gotHash: initialGot,
      events: [],
      diff: diffLines(worldJson(recording.initial), worldJson(run.initial), { limit: diffLimit }),
      notes,
    });
  }

  for (let i = 0; i < total; i++) {
    const expected = recording.steps[i]!;
    const failedHere = run.error?.step === i ? run.error.message : undefined;
    // A run that failed inside the engine replays as matching when it fails again at that step, alike.
    if (expected.error !== undefined && failedHere === expected.error) continue;
    if (expected.error !== undefined || failedHere !== undefined) {
      return diverged(i, {
        at: "step",
        index: expected.index,
        label: expected.label,
        expectedHash: expected.hash,
        events: [],
        diff: [],
        notes: [
          expected.error !== undefined
            ? `the recorded run failed on this step (${expected.error})`
            : "the recorded run carried this step out",
          failedHere !== undefined ? `the replay failed on it (${failedHere})` : "the replay carried it out",
        ],
      });
    }
    const got = run.steps[i];
    if (!got) {
      return diverged(i, {
        at: "missing",
        index: expected.index,
        label: expected.label,
        expectedHash: expected.hash,
        events: [],
        diff: [],
        notes: [`the replay ended after ${run.steps.length} step(s); the recording has ${total}`],
      });
    }
    const gotHash = hashJson(worldJson(got.world));
    const events = eventLines(expected.events, got.events, eventLimit);
    if (gotHash === expected.hash && events.length === 0) continue;
    const notes: string[] = [];
    if (got.label !== expected.label) notes.push(`the replayed step is labelled ${JSON.stringify(got.label)}`);
    let diff: string[] = [];
    const rebuilt = recordedState(recording, i);
    if (rebuilt.ok) {
      if (hashJson(rebuilt.state) !== expected.hash) notes.push(DAMAGED);
      diff = diffLines(rebuilt.state, worldJson(got.world), { limit: diffLimit });
    } else {
      notes.push(rebuilt.message);
    }
    return diverged(i, {
      at: "step",
      index: expected.index,
      label: expected.label,
      expectedHash: expected.hash,
      gotHash,
      events,
      diff,
      notes,
    });
  }

  if (run.steps.length > total) {
    const extra = run.steps[total]!;
    return diverged(total, {
      at: "extra",
      index: extra.index,
      label: extra.label,
      gotHash: hashJson(worldJson(extra.world)),
      events: [],
      diff: [],
      notes: [`the replay has ${run.steps.length} step(s); the recording has ${total}`],
    });
  }
  return { ok: true, warnings, matched: total, total };
}

export interface ReplayFileResult {
  /** The recording could not be read or its scenario's content not loaded: why, for a person. */
  readonly error?: string;
  readonly report?: ReplayReport;
}

/**
 * Reads a recording file, loads the content its scenario names (paths relative to the scenario
 * file, found relative to the recording), fingerprints it and replays. Never throws on bad input.
 */
export function replayFile(
  recordingFile: string,
  options: { readonly engineVersion?: string; readonly runScenario?: RunScenarioFn } = {},
): ReplayFileResult {
  const read = readRecording(recordingFile);
  if (!read.ok) return { error: read.message };
  const recording = read.recording;
  const scenarioFile = scenarioFileOf(recordingFile, recording);
  const loaded = loadParsedScenario(recording.scenario, scenarioFile);
  if (!loaded.ok) {
    return {
      error: `${recordingFile}: its scenario (${scenarioFile}) cannot be loaded:\n${loaded.problems.map((p) => `  ${formatScenarioProblem(p)}`).join("\n")}`,
    };
  }
  const fingerprint = contentFingerprint(loaded.contentFiles, dirname(scenarioFile));
  if (!fingerprint.ok) return { error: fingerprint.message };
  return {
    report: replay(recording, loaded.content, options.runScenario ?? defaultRunScenario, {
      ...(options.engineVersion !== undefined ? { engineVersion: options.engineVersion } : {}),
      contentFingerprint: fingerprint.fingerprint,
      decode: (raw) => decodeScenario(raw, scenarioFile),
    }),
  };
}

const DAMAGED = "the recording's own changes do not rebuild its hash here: the file was edited or damaged";

function versionWarnings(recording: Recording, options: ReplayOptions): string[] {
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
