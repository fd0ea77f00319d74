/**
 * The frames of a run: the world before the first step, then one frame per step, and one per turn
 * inside a tick step, so that the slider shows monsters closing in turn by turn. The turns come
 * from running the tick again one turn at a time from the world before it; that is the same
 * computation (a tick is its turns in a row), and it is checked by the page builder: when the last
 * turn's world does not hash to the step's world, or the events differ, the step keeps one frame
 * and says why. Frames are handed on one at a time, never kept, so a tick of ten thousand turns
 * costs the memory of one world.
 */
import type { Content } from "../content/load.js";
import type { SimEvent } from "../sim/events.js";
import { step as applyStep } from "../step/step.js";
import type { World } from "../world/types.js";

/** A tick up to this long shows every turn; a longer one (a camp waiting hours) the turns where something happened. */
export const EVERY_TURN_UP_TO = 600;

export interface Frame {
  /** The step the frame belongs to; -1 for the world before the first step. */
  readonly step: number;
  readonly turn: number;
  readonly world: World;
  /** The events since the frame before. */
  readonly events: readonly SimEvent[];
}

/** Whether a step's turns are shown one by one: a tick of two turns or more that was not refused. */
export function turnsOf(
  action: { readonly type: string; readonly turns?: number } | undefined,
  refused?: string,
): number {
  if (action?.type !== "tick" || refused !== undefined || action.turns === undefined || action.turns < 2) return 0;
  return action.turns;
}

/**
 * Runs a tick of `turns` turns one turn at a time from `before`, handing each kept frame to
 * `onFrame` (every turn up to EVERY_TURN_UP_TO, else the turns with events and the last), and
 * each event to `onEvent`; returns the last turn's world.
 */
export function tickTurnByTurn(
  stepIndex: number,
  before: World,
  turns: number,
  content: Content,
  onFrame: (f: Frame) => void,
  onEvent: (e: SimEvent) => void,
): World {
  let world = before;
  let pending: SimEvent[] = [];
  for (let i = 0; i < turns; i++) {
    const r = applyStep(world, { type: "tick", turns: 1 }, content);
    world = r.world;
    for (const e of r.events) {
      onEvent(e);
      pending.push(e);
    }
    if (turns <= EVERY_TURN_UP_TO || r.events.length > 0 || i === turns - 1) {
      onFrame({ step: stepIndex, turn: world.turn, world, events: pending });
      pending = [];
    }
  }
  return world;
}
