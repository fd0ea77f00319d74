/**
 * What a reducer works with: the drafted world (immer), the read-only content, dice drawn from the
 * world's PRNG, and an event sink. `refuse` aborts the whole action: the draft is discarded and the
 * world stays exactly as it was, with a `refused` event saying why.
 */
import type { Draft } from "immer";
import type { Content } from "../content/load.js";
import type { Dice } from "../world/rng.js";
import type { World } from "../world/types.js";
import type { EventBody, SimEvent } from "./events.js";

export interface Sim {
  readonly world: Draft<World>;
  readonly content: Content;
  readonly dice: Dice;
  emit(event: EventBody): void;
  /** Stops the action; nothing it changed is kept. */
  refuse(reason: string): never;
}

export class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export function makeSim(world: Draft<World>, content: Content, dice: Dice, events: SimEvent[]): Sim {
  return {
    world,
    content,
    dice,
    emit: (event) => events.push({ ...event, turn: world.turn } as SimEvent),
    refuse: (reason) => {
      throw new Refusal(reason);
    },
  };
}
