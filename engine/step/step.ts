/**
 * The two reducers: `step` applies one action, `tick` lets turns pass. Both are pure: they return
 * a new world (sharing unchanged parts with the old one) and the events, and never touch their
 * input. A refused action returns the very same world and a `refused` event.
 */
import { produce, type Draft } from "immer";
import type { Content } from "../content/load.js";
import { openDice } from "../world/rng.js";
import type { World } from "../world/types.js";
import { inDrafts } from "../world/peek.js";
import {
  detachedCopy,
  keepWorkingCopy,
  settle,
  shareUnchanged,
  takeWorkingCopy,
  workingCopy,
} from "../world/working_copy.js";
import { actionKind, type Action } from "./actions/index.js";
import { type EventSink, makeSim, Refusal } from "../sim/context.js";
import { HOOKS } from "./areas.js";
import { applyGravity } from "../mechanics/gravity.js";
import { MAX_TURNS_PER_TICK } from "../sim/hooks.js";
import { untilActorCanAct } from "./time.js";
import { keepUnheardSounds } from "../mechanics/senses/hearing.js";
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
  /**
   * Receives the step's events as they happen instead of the result's `events` (which is then
   * empty), so that a tick of millions of turns never holds its events. They are handed over in
   * batches of a few thousand: an action refused before it made that many (every refusal the
   * engine has) reports only its `refused` event, as without a sink.
   */
  readonly onEvent?: (event: SimEvent) => void;
  /**
   * The event types the caller keeps (absent: all). Events of other types are neither copied nor
   * handed over (nor kept in the result's `events`), and rules may leave them unmade (Sim.keeps):
   * a run that only counts a few kinds of events (an experiment's metrics) pays for no others.
   */
  readonly keeps?: (type: SimEvent["type"]) => boolean;
  /** Turns per piece of a long tick (TICK_PIECE); specs make it small to check the pieces. */
  readonly tickPiece?: number;
  /**
   * How the step writes the world: on a working copy (`copy`, the default; `auto` is the same), on
   * a new working copy even where the step before kept its own (`fresh`), or through immer's drafts
   * (`immer`); specs run them all to compare them.
   */
  readonly writes?: "auto" | "immer" | "copy" | "fresh";
  /**
   * No step follows from the world this step returns (a scenario's last step: an experiment's run
   * is often one step): on a working copy the step leaves no copy for a next step, which spares
   * settling one (the world itself is the same).
   */
  readonly last?: boolean;
}

/** Events held back before the first hand-over of a streamed step. */
const STREAM_BATCH = 4096;

/** The step's events: kept in a list, or handed to the stream in batches. */
class StepEvents {
  readonly held: SimEvent[] = [];
  constructor(private readonly sink?: (event: SimEvent) => void) {}
  push(event: SimEvent): void {
    this.held.push(event);
    if (this.sink && this.held.length >= STREAM_BATCH) this.flush();
  }
  flush(): void {
    if (!this.sink) return;
    for (const e of this.held) this.sink(e);
    this.held.length = 0;
  }
}

/**
 * Turns of a long tick applied at once. A long tick runs on a working copy (WORKING_COPY_TURNS), so
 * a piece costs one copy and one freeze of the world; pieces bound what one application holds (a
 * stream gets its events piece by piece either way). Ticking in pieces is the same as ticking at
 * once (every turn starts from the world alone), which the specs check.
 */
export const TICK_PIECE = 50_000;

/*
 * Every step runs on a working copy of the world (world/working_copy.ts) instead of an immer draft:
 * the copy costs one pass over the creatures and the world's other records (the map is shared, a
 * tile copied when written), the proxies a trap on every read of every turn, which cost more even
 * in a one-turn step. What the step did not change is then shared with its input again (settle),
 * as immer shares it, so hashing and diffing the next world skip it; the copy itself is kept for
 * the next step from the world returned, which then need not copy it (a run of one-turn steps).
 */

export function step(world: World, action: Action, content: Content, options: StepOptions = {}): StepResult {
  const piece = options.tickPiece ?? TICK_PIECE;
  if (action.type !== "tick" || action.turns <= piece || action.turns > MAX_TURNS_PER_TICK)
    return stepOnce(world, action, content, options);
  let now = world;
  const events: SimEvent[] = [];
  const onEvent = options.onEvent ?? ((e: SimEvent) => void events.push(e));
  for (let done = 0; done < action.turns; done += piece) {
    const turns = Math.min(piece, action.turns - done);
    const r = stepOnce(now, { type: "tick", turns }, content, { ...options, onEvent });
    if (r.refused !== undefined) return { world, events: options.onEvent ? [] : events, refused: r.refused };
    now = r.world;
  }
  return { world: now, events: options.onEvent ? [] : events };
}

function stepOnce(world: World, action: Action, content: Content, options: StepOptions): StepResult {
  const events = new StepEvents(options.onEvent);
  const writes = options.writes ?? "auto";
  const onCopy = writes !== "immer";
  // A `set` may write any member, even one a rule keeps something for by the object it sits in
  // (bodyParts' list per body record): it starts from a new copy and leaves none.
  const reuse = onCopy && writes !== "fresh" && action.type !== "set";
  const keep = reuse && options.last !== true;
  // On a working copy an event must not hold a part of the world a later turn writes in place.
  const keeps = options.keeps;
  const sink: EventSink = keeps
    ? { push: (e: SimEvent) => keeps(e.type) && events.push(onCopy ? detachedEvent(e) : e), keeps }
    : onCopy
      ? { push: (e: SimEvent) => events.push(detachedEvent(e)) }
      : events;
  const apply = (draft: Draft<World>, base: World | undefined): void => {
    const dice = openDice(draft.rng);
    const kind = actionKind(action);
    const sim = makeSim(draft, content, dice, sink, base, HOOKS);
    kind.run(sim, action);
    applyGravity(sim);
    const actor = kind.actor?.(action);
    if (actor !== undefined && !options.free) untilActorCanAct(sim, actor);
    keepUnheardSounds(sim);
    draft.rng = dice.state();
  };
  try {
    let next: World;
    if (onCopy) {
      const copy = (reuse ? takeWorkingCopy(world) : workingCopy(world)) as Draft<World>;
      apply(copy, undefined);
      if (keep) {
        const settled = settle(copy as World, world);
        next = settled.world;
        keepWorkingCopy(next, settled.next);
      } else next = shareUnchanged(copy as World, world);
    } else next = inDrafts(() => produce(world, (draft) => apply(draft, world)));
    events.flush();
    return { world: next, events: options.onEvent ? [] : events.held };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const refused: SimEvent = { type: "refused", action: action.type, reason: e.reason, turn: world.turn };
    // Events already handed to a stream stay told; the world itself goes back to before the step.
    if (options.onEvent) {
      options.onEvent(refused);
      return { world, events: [], refused: e.reason };
    }
    return { world, events: [refused], refused: e.reason };
  }
}

/**
 * An event as told on a working copy: one holding only texts, numbers and the like (most events:
 * attacks, damage, messages, effects) holds no part of the world, and the rules make every event
 * as a new literal for the telling, so it is told as it is; one holding an object gets a detached
 * copy (detachedCopy), so that no later write in place reaches it.
 */
function detachedEvent(e: SimEvent): SimEvent {
  const members = e as unknown as Record<string, unknown>;
  for (const key in members) {
    const v = members[key];
    if (typeof v === "object" && v !== null) return detachedCopy(e);
  }
  return e;
}

export function tick(world: World, content: Content, turns: number): StepResult {
  return step(world, { type: "tick", turns }, content);
}
