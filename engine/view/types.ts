/**
 * The data a viewer page carries: what the run was (scenario, seed, content fingerprint, the
 * command that re-runs it), how content draws (symbols, colours, names), the initial world and,
 * per frame (a step, or a turn inside a tick), the state changes since the frame before. The
 * page rebuilds every frame's world by applying the changes in order (engine/world/diff.ts), so
 * the page draws the engine's own World values. Plain JSON throughout.
 */
import type { SimEvent } from "../sim/events.js";
import type { StateChange } from "../world/diff.js";
import type { World } from "../world/types.js";

export const VIEW_FORMAT = "cdda-sim-view@1";

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
  readonly events: readonly SimEvent[];
  /** The step's state changes, one line per changed value ("path: before X -> after Y"). */
  readonly diff: readonly string[];
  /** Expectations of the step: passed or not, and the message. */
  readonly expectations: readonly { readonly passed: boolean; readonly message: string }[];
  /** The turns the step spans: the world's turn before and after it. */
  readonly turnBefore: number;
  readonly turnAfter: number;
  /** The index of the step's first frame. */
  readonly firstFrame: number;
  /** Why the step's turns are not shown one by one, when they are not. */
  readonly note?: string;
}

/** One position of the slider: the world after `turn` within step `step` (-1: before any step). */
export interface FrameView {
  readonly step: number;
  readonly turn: number;
  /** Changes from the previous frame's world (none for the first frame). */
  readonly changes: readonly StateChange[];
}

export interface ViewData {
  readonly format: typeof VIEW_FORMAT;
  readonly meta: ViewMeta;
  readonly looks: Looks;
  readonly initial: World;
  readonly steps: readonly StepView[];
  readonly frames: readonly FrameView[];
}
