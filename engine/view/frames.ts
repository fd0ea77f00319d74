/**
 * The frames of a run: the world before the first step, then one frame per step, and one per turn
 * inside a tick step, so that the slider shows monsters closing in turn by turn. The turns come
 * from running the tick again one turn at a time from the world before it; that is the same
 * computation (a tick is its turns in a row), and it is checked: when the last turn's world does
 * not hash to the step's world, or the events differ, the step keeps one frame and says why.
 */
import type { Content } from "../content/load.js";
import type { RunResult, StepRecord } from "../scenario/types.js";
import type { SimEvent } from "../sim/events.js";
import { step as applyStep } from "../step/step.js";
import { canonicalJson, hashJson } from "../world/hash.js";
import type { World } from "../world/types.js";

/** A tick up to this long shows every turn; a longer one (a camp waiting hours) the turns where something happened. */
export const EVERY_TURN_UP_TO = 600;

export interface Frame {
  /** The step the frame belongs to; -1 for the world before the first step. */
  readonly step: number;
  readonly turn: number;
  readonly world: World;
}

export interface StepFrames {
  readonly frames: readonly Frame[];
  /** Why the step's turns are not shown one by one, when the step is a tick and they are not. */
  readonly note?: string;
}

export interface RunFrames {
  readonly frames: readonly Frame[];
  /** Per step: the index of its first frame, and the note of StepFrames. */
  readonly steps: readonly { readonly firstFrame: number; readonly note?: string }[];
}

export function framesOfRun(run: RunResult, content: Content): RunFrames {
  const frames: Frame[] = [{ step: -1, turn: run.initial.turn, world: run.initial }];
  const steps: { firstFrame: number; note?: string }[] = [];
  let before = run.initial;
  for (const s of run.steps) {
    const own = stepFrames(s, before, content);
    steps.push({ firstFrame: frames.length, ...(own.note !== undefined ? { note: own.note } : {}) });
    frames.push(...own.frames);
    before = s.world;
  }
  return { frames, steps };
}

export function stepFrames(s: StepRecord, before: World, content: Content): StepFrames {
  const whole: Frame = { step: s.index, turn: s.world.turn, world: s.world };
  const action = s.action;
  if (action?.type !== "tick" || s.refused !== undefined || action.turns < 2) return { frames: [whole] };
  const turns: Frame[] = [];
  const events: SimEvent[] = [];
  let world = before;
  for (let i = 0; i < action.turns; i++) {
    const r = applyStep(world, { type: "tick", turns: 1 }, content);
    world = r.world;
    events.push(...r.events);
    if (action.turns <= EVERY_TURN_UP_TO || r.events.length > 0 || i === action.turns - 1)
      turns.push({ step: s.index, turn: world.turn, world });
  }
  if (hashJson(world) !== hashJson(s.world) || canonicalJson(events) !== canonicalJson(s.events)) {
    return {
      frames: [whole],
      note: "this tick is shown as one frame: running it one turn at a time did not give the same world and events",
    };
  }
  // The last turn's world is the step's own (equal by hash); keep the step's, as the run has it.
  turns[turns.length - 1] = whole;
  return {
    frames: turns,
    ...(action.turns > EVERY_TURN_UP_TO
      ? { note: `a tick of ${action.turns} turns: only the turns where something happened are shown` }
      : {}),
  };
}
