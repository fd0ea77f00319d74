/** `{"type": "tick", "turns": n}`: time passes; every creature acts, timers run. */
import * as t from "io-ts";
import { positiveInteger } from "../../content/codec/common.js";
import { MAX_TURNS_PER_TICK } from "../../sim/hooks.js";
import { advanceTurn } from "../turn.js";
import type { ActionKind } from "../../sim/action.js";

export interface TickAction {
  readonly type: "tick";
  readonly turns: number;
}

export const tickKind: ActionKind<TickAction> = {
  type: "tick",
  codec: t.type({ type: t.literal("tick"), turns: positiveInteger }),
  describe: (a) => (a.turns === 1 ? "1 turn passes" : `${a.turns} turns pass`),
  run(sim, a) {
    if (a.turns > MAX_TURNS_PER_TICK) sim.refuse(`tick of ${a.turns} turns exceeds the limit of ${MAX_TURNS_PER_TICK}`);
    for (let i = 0; i < a.turns; i++) advanceTurn(sim);
  },
};
