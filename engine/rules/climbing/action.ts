/**
 * `{"type": "descend", "who": id, "dir": "e", "aid"?: id or hotkey, "confirm"?: boolean}`: a
 * character climbs down the ledge in direction `dir` (the open-air tile next to it) with a
 * climbing aid (spec section C; the rules are in engine/rules/climbing/descent.ts).
 *
 * `aid` is the menu choice, by aid id or hotkey; with exactly one menu entry it may be omitted,
 * otherwise the refusal lists the entries. `confirm` answers the danger prompt (default true);
 * false steps back from the ledge, changing nothing.
 */
import * as t from "io-ts";
import { withDefault } from "../../content/codec/common.js";
import { runDescent } from "./descent.js";
import type { Direction } from "../../world/grid.js";
import { direction, worldId } from "../../sim/codecs.js";
import type { ActionKind } from "../../sim/action.js";

export interface DescendAction {
  readonly type: "descend";
  readonly who: string;
  readonly dir: Direction;
  readonly aid?: string;
  readonly confirm: boolean;
}

export const descendKind: ActionKind<DescendAction> = {
  type: "descend",
  codec: t.intersection([
    t.type({ type: t.literal("descend"), who: worldId, dir: direction, confirm: withDefault(t.boolean, true) }),
    t.partial({ aid: t.string }),
  ]),
  actor: (a) => a.who,
  describe: (a) =>
    `${a.who} climbs down the ledge to the ${a.dir}${a.aid !== undefined ? ` with ${a.aid}` : ""}${a.confirm ? "" : " (declining)"}`,
  run: (sim, a) =>
    runDescent(sim, a.who, a.dir, { ...(a.aid !== undefined ? { aid: a.aid } : {}), confirm: a.confirm }),
};
