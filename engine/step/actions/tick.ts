/** `{"type": "tick", "turns": n}`: time passes; every creature acts, timers run. */
import * as t from "io-ts";
import { advanceTurn } from "../turn.js";
import { positive } from "../../sim/codecs.js";
import type { ActionKind } from "../../sim/action.js";

export interface TickAction {
  readonly type: "tick";
  readonly turns: number;
}

/** Runs no more turns than this in one action: a typo such as 1e9 turns is refused, not run for hours. */
export const MAX_TURNS_PER_TICK = 10_000_000;

export const tickKind: ActionKind<TickAction> = {
  type: "tick",
  codec: t.type({ type: t.literal("tick"), turns: positive }),
  describe: (a) => (a.turns === 1 ? "1 turn passes" : `${a.turns} turns pass`),
  run(sim, a) {
    if (a.turns > MAX_TURNS_PER_TICK) sim.refuse(`tick of ${a.turns} turns exceeds the limit of ${MAX_TURNS_PER_TICK}`);
    for (let i = 0; i < a.turns; i++) advanceTurn(sim);
  },
};
