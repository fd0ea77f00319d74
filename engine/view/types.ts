/**
 * The data a viewer page carries: what the run was (scenario, seed, content fingerprint, the
 * command that re-runs it), how content draws (symbols, colours, names), the steps and frames (a
 * step, or a turn inside a tick), and the frames' worlds and events in chunks: a keyframe (a whole
 * world) and per frame the state changes since the frame before, compressed. The page unpacks a
 * chunk when it is shown and rebuilds its worlds with the engine's own apply
 * (engine/world/diff.ts), so it draws the engine's own World values. Plain JSON throughout.
 */
import type { SimEvent } from "../sim/events.js";
import type { StateChange } from "../world/diff.js";
import type { World } from "../world/types.js";

export const VIEW_FORMAT = "cdda-sim-view@2";

/** The id of the page's script element holding the data; the front end reads it from there. */
export const DATA_ELEMENT = "cdda-sim-data";

/** How one content object draws: its map symbol and colour name (CDDA's, e.g. "light_gray"). */
export interface Look {
  readonly name: string;
  /** Empty when the content gives none (the page falls back to a letter of the name). */
  readonly symbol: string;
  /** Empty when the content gives none. */
  readonly color: string;
}

/** A monster type also gives the hit points a monster of it starts with. */
export interface MonsterLook extends Look {
  readonly hp: number;
}

/** The looks of every id the run shows, by content kind and id. */
export interface Looks {
  readonly terrain: { readonly [id: string]: Look };
  readonly furniture: { readonly [id: string]: Look };
  readonly monster: { readonly [id: string]: MonsterLook };
  readonly field: { readonly [id: string]: Look };
  /** Items and effects only need a name in the side panel. */
  readonly item: { readonly [id: string]: string };
  readonly effect: { readonly [id: string]: string };
}

export interface ViewMeta {
  readonly name: string;
  readonly description: string;
  /** What the page was made from: a recording (replayed now) or a scenario (run now). */
  readonly source: "recording" | "scenario";
  /** The input file, as given on the command line. */
  readonly file: string;
  /** The scenario file (for a recording, the one it was recorded from). */
  readonly scenarioFile: string;
  readonly seed: string;
  readonly contentFingerprint: string;
  readonly engineVersion: string;
  /** Shell commands that re-run it exactly (replay a recording; run the scenario with its seed). */
  readonly commands: readonly string[];
  /** How the replay compared with the recording (for a recording), one line each. */
  readonly check: readonly string[];
  /** Failed expectations of the run, for a person. */
  readonly failures: readonly string[];
}

export interface StepView {
  readonly index: number;
  readonly label: string;
  /** The step's action as the scenario gave it (shown as JSON; typed loosely so that the page does not import the action modules). */
  readonly action?: { readonly type: string };
  readonly refused?: string;
  /** How many events the step had (they are kept per frame, in the chunks). */
  readonly eventCount: number;
  /** Expectations of the step: passed or not, and the message. */
  readonly expectations: readonly { readonly passed: boolean; readonly message: string }[];
  /** The turns the step spans: the world's turn before and after it. */
  readonly turnBefore: number;
  readonly turnAfter: number;
  /** The indexes of the step's first and last frame (its diff lines are in the chunk of the last). */
  readonly firstFrame: number;
  readonly lastFrame: number;
  /** Why the step's turns are not shown one by one, when they are not. */
  readonly note?: string;
}

/** One position of the slider: the world after `turn` within step `step` (-1: before any step). */
export interface FrameView {
  readonly step: number;
  readonly turn: number;
}

/**
 * A run of frames with what rebuilds them: the world of its first frame (a keyframe), then per
 * frame the changes since the frame before, the events that led to it, and the diff lines of each
 * step whose last frame is here. Kept compressed in the page (see Chunk) and unpacked only when
 * the slider reaches it, so a page of ten thousand turns opens as fast as a short one.
 */
export interface ChunkData {
  readonly keyframe: World;
  /** Per frame of the chunk: the changes from the frame before (none for the first: it is the keyframe). */
  readonly changes: readonly (readonly StateChange[])[];
  /** Per frame: the events since the frame before (those of the step, for a step shown as one frame). */
  readonly events: readonly (readonly SimEvent[])[];
  /** By step index: the step's state changes, one line per changed value ("path: before X -> after Y"). */
  readonly diffs: { readonly [step: string]: readonly string[] };
}

export interface Chunk {
  /** The index of its first frame, and how many frames it holds. */
  readonly first: number;
  readonly count: number;
  /** The ChunkData's JSON, gzip-compressed, in base64 (a page of more than SMALL_PAGE bytes of chunks)... */
  readonly gzip?: string;
  /** ...or the ChunkData itself (a small page, where unpacking would cost more than it saves). */
  readonly data?: ChunkData;
}

/** A camp mission's completion: the frame that shows the camp right after it. */
export interface MissionMark {
  readonly mission: string;
  /** The display name (the mission id in recordings made before missions carried one). */
  readonly name: string;
  readonly camp: string;
  readonly frame: number;
}

export interface ViewData {
  readonly format: typeof VIEW_FORMAT;
  readonly meta: ViewMeta;
  readonly looks: Looks;
  readonly steps: readonly StepView[];
  readonly frames: readonly FrameView[];
  readonly chunks: readonly Chunk[];
  /** Every event type the run has, for the log's filter. */
  readonly eventTypes: readonly string[];
  readonly missions: readonly MissionMark[];
}
