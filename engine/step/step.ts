/**
 * The two reducers: `step` applies one action, `tick` lets turns pass. Both are pure: they return
 * a new world (sharing unchanged parts with the old one) and the events, and never touch their
 * input. A refused action returns the very same world and a `refused` event.
 */
import { produce } from "immer";
import type { Content } from "../content/load.js";
import { openDice } from "../world/rng.js";
import type { World } from "../world/types.js";
import { actionKind, type Action } from "./actions/index.js";
import { makeSim, Refusal } from "../sim/context.js";
import { HOOKS } from "./areas.js";
import { applyGravity } from "../sim/gravity.js";
import { untilActorCanAct } from "./time.js";
import type { SimEvent } from "../sim/events.js";

export interface StepResult {
  readonly world: World;
  readonly events: readonly SimEvent[];
  /** Why the action was refused, when it was. */
  readonly refused?: string;
}

export interface StepOptions {
  /**
   * Apply the action without letting time pass for it: the character's moves are spent, but the
   * world's turns do not run (the instant scripts of earlier versions; a scenario step's `free`).
   */
  readonly free?: boolean;
}

export function step(world: World, action: Action, content: Content, options: StepOptions = {}): StepResult {
  const events: SimEvent[] = [];
  try {
    const next = produce(world, (draft) => {
      const dice = openDice(draft.rng);
      const kind = actionKind(action);
      const sim = makeSim(draft, content, dice, events, world, HOOKS);
      kind.run(sim, action);
      applyGravity(sim);
      const actor = kind.actor?.(action);
      if (actor !== undefined && !options.free) untilActorCanAct(sim, actor);
      draft.rng = dice.state();
    });
    return { world: next, events };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return {
      world,
      events: [{ type: "refused", action: action.type, reason: e.reason, turn: world.turn }],
      refused: e.reason,
    };
  }
}

export function tick(world: World, content: Content, turns: number): StepResult {
  return step(world, { type: "tick", turns }, content);
}
