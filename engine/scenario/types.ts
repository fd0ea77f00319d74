/**
 * The shapes shared by scenario files, runs, recordings and replays. A scenario file decodes into
 * `Scenario`; running it gives a `RunResult` (one `StepRecord` per step); a recording stores the
 * scenario, the seed and per-step hashes and events, so a replay can find the first divergence.
 */
import type { StateChange } from "../world/diff.js";
import type { Action } from "../step/actions/index.js";
import type { SimEvent } from "../sim/events.js";
import type { Attitude, Effect, ItemStack, Json, Point, Settings, Stats, World } from "../world/types.js";

/** What a legend symbol puts on a tile. */
export interface TileSpec {
  readonly terrain: string;
  readonly furniture?: string;
  readonly items?: readonly ItemStack[];
  readonly vehicle?: string;
  readonly trap?: string;
  readonly fields?: readonly { readonly id: string; readonly intensity: number; readonly duration?: number }[];
  readonly state?: { readonly [key: string]: Json };
}

/** A level drawn as rows of characters, one per tile, and what each character means. */
export interface LevelSpec {
  readonly z: number;
  readonly rows: readonly string[];
  readonly legend: { readonly [symbol: string]: TileSpec };
}

/** A character as a scenario writes it; everything but id and position has a documented default. */
export interface CharacterSpec {
  readonly id: string;
  readonly name?: string;
  readonly pos: Point;
  readonly isPlayer?: boolean;
  readonly faction?: "player" | "follower" | "other";
  readonly stats?: Partial<Stats>;
  readonly skills?: { readonly [skill: string]: number };
  readonly proficiencies?: readonly string[];
  /** Hit points per body part (missing parts keep their full hit points). */
  readonly hp?: { readonly [bodyPart: string]: number };
  readonly effects?: readonly Effect[];
  readonly inventory?: readonly ItemStack[];
  readonly wielded?: ItemStack;
  readonly worn?: readonly ItemStack[];
  /** Item ids (or stacks) sorted into wielded, worn and carried (engine/scenario/loadout.ts). */
  readonly loadout?: readonly ItemStack[];
  readonly traits?: readonly string[];
  readonly flags?: readonly string[];
  readonly kcal?: number;
  readonly thirst?: number;
  readonly pain?: number;
  readonly stamina?: number;
  /** Default: the game's pool for the character's cardio (3,500 + 5 × cardio fitness). */
  readonly staminaMax?: number;
  /** The game's cardio accumulator (default 1,000). */
  readonly cardio?: number;
  /** A movement mode's id (`movement_mode` data; default walk). */
  readonly moveMode?: string;
  readonly wetness?: { readonly [bodyPart: string]: number };
  readonly carriedWeight?: number;
  readonly carryCapacity?: number;
  readonly speed?: number;
  /** "npc": the game's NPC combat behaviour decides its turns (docs/survivors.md); absent: scripted. */
  readonly ai?: "npc";
  /** The NPC's aggression and bravery (-10..10; default 0). */
  readonly personality?: { readonly aggression?: number; readonly bravery?: number };
}

export interface MonsterSpec {
  readonly id?: string;
  readonly type: string;
  readonly pos: Point;
  readonly attitude?: Attitude;
  readonly hp?: number;
  readonly effects?: readonly Effect[];
  /** Starting cooldowns per attack key; unlisted attacks get the game's seeded start. */
  readonly cooldowns?: { readonly [attackKey: string]: number };
  readonly ammo?: { readonly [ammo: string]: number };
}

export interface WorldSetup {
  readonly settings?: Partial<Settings>;
  readonly levels: readonly LevelSpec[];
  readonly characters: readonly CharacterSpec[];
  readonly monsters: readonly MonsterSpec[];
  readonly camps?: { readonly [id: string]: Json };
  readonly vars?: { readonly [name: string]: Json };
}

export type Comparison =
  | { readonly op: "equals"; readonly value: Json }
  | { readonly op: "notEquals"; readonly value: Json }
  | { readonly op: "includes"; readonly value: Json }
  | { readonly op: "lt" | "lte" | "gt" | "gte"; readonly value: number }
  | { readonly op: "exists"; readonly value: boolean };

/** A check on the state after a step: the value at a JSON pointer compared. */
export interface StateExpectation {
  readonly kind: "state";
  readonly path: string;
  readonly comparisons: readonly Comparison[];
  readonly note?: string;
}

/** A check on events: those of a type whose fields match, counted. */
export interface EventExpectation {
  readonly kind: "event";
  readonly type: string;
  /** Fields the event must have (deep equality per field). */
  readonly where: { readonly [field: string]: Json };
  /** Count comparisons; default: at least one. */
  readonly count: readonly Comparison[];
  /** The events of this step (default) or of the whole run so far. */
  readonly scope: "step" | "run";
  readonly note?: string;
}

/**
 * A check on how a `tick` step with `until` ended: its condition held ("until") or its turn limit
 * passed first ("limit"), and on the turns it took.
 */
export interface EndedExpectation {
  readonly kind: "ended";
  readonly how: "until" | "limit";
  /** Count comparisons on the turns the step took; none: any. */
  readonly turns: readonly Comparison[];
  readonly note?: string;
}

export type Expectation = StateExpectation | EventExpectation | EndedExpectation;

export interface ScenarioStep {
  /** Shown in the story and in failures; defaults to the action's own description. */
  readonly label?: string;
  /** Absent for a step that only checks expectations. */
  readonly action?: Action;
  /** `free`: the action takes no time (the world's turns do not pass for it). */
  readonly free?: boolean;
  /**
   * `until` (with `tick`): the turns pass one at a time and stop as soon as this holds (an event
   * of this step, or a state), or when the tick's turns have passed.
   */
  readonly until?: StateExpectation | EventExpectation;
  readonly expect: readonly Expectation[];
}

export interface Scenario {
  /** The file it came from (paths in it are relative to this file). */
  readonly file: string;
  readonly name: string;
  readonly description: string;
  /** Content files and folders, as given (relative to the scenario file). */
  readonly content: readonly string[];
  readonly seed: string;
  readonly world: WorldSetup;
  readonly steps: readonly ScenarioStep[];
}

export interface ExpectationResult {
  readonly step: number;
  readonly expectation: Expectation;
  readonly passed: boolean;
  /** What was found, for a person: "expected /characters/you/hp ≥ 10, found 7". */
  readonly message: string;
}

export interface StepRecord {
  readonly index: number;
  readonly label: string;
  readonly action?: Action;
  readonly refused?: string;
  readonly events: readonly SimEvent[];
  /** The state after the step. */
  readonly world: World;
  readonly expectations: readonly ExpectationResult[];
}

/** A step the engine failed to carry out: the run ends there, the steps before it stand. */
export interface StepFailure {
  readonly step: number;
  readonly label: string;
  readonly message: string;
}

export interface RunResult {
  readonly scenario: Scenario;
  /** The seed actually used (the scenario's, or an override). */
  readonly seed: string;
  readonly initial: World;
  readonly steps: readonly StepRecord[];
  readonly failures: readonly ExpectationResult[];
  /** The step where the run stopped, when the engine failed on it. */
  readonly error?: StepFailure;
}

/** A recording: enough to re-run a scenario and find the first step where anything differs. */
export interface Recording {
  readonly format: "cdda-sim-recording@1";
  readonly engineVersion: string;
  readonly createdFrom: string;
  /** The scenario as decoded input (its file path is kept for content lookup). */
  readonly scenario: unknown;
  readonly seed: string;
  /** Hash of the content files the run loaded (names and bytes). */
  readonly contentFingerprint: string;
  readonly initialHash: string;
  /** The initial world, so a divergence can be shown as a diff of states. */
  readonly initial: World;
  readonly steps: readonly RecordedStep[];
}

export interface RecordedStep {
  readonly index: number;
  readonly label: string;
  readonly hash: string;
  readonly events: readonly SimEvent[];
  /** What changed in the state during the step (applied to the previous step's state). */
  readonly changes: readonly StateChange[];
  /** The engine failed on this step (the run ended here; the state is the one before it). */
  readonly error?: string;
}
