/** `{"type": "wait", "who": id, "turns": n}`: a character waits in place while time passes. */
import * as t from "io-ts";
import { withDefault, positiveInteger } from "../../content/codec/common.js";
import { character } from "../../sim/creature_state.js";
import { advanceTurn } from "../turn.js";
import type { ActionKind } from "../../sim/action.js";
import { worldId } from "../../sim/codecs.js";

export interface WaitAction {
  readonly type: "wait";
  readonly who: string;
  readonly turns: number;
}

export const waitKind: ActionKind<WaitAction> = {
  type: "wait",
  codec: t.type({ type: t.literal("wait"), who: worldId, turns: withDefault(positiveInteger, 1) }),
  describe: (a) => `${a.who} waits ${a.turns} turn${a.turns === 1 ? "" : "s"}`,
  run(sim, a) {
    character(sim, a.who);
    for (let i = 0; i < a.turns; i++) {
      // D4-R-attempt: waiting in place, a grabbed character tries to break each grab.
      sim.hooks.restraints.onWait(sim, a.who);
      advanceTurn(sim);
    }
  },
};
