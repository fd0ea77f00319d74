/**
 * `{"type": "camp_expand", "camp": "base", "dir": "e", "terrain": "field"}`: adds an expansion on
 * the neighbouring overmap tile (A5-expand, A2-bed): `expansion` chooses among several matching
 * expansion types (A5-R3); `terrain`/`args` default to `world.vars` as for camp_found.
 */
import * as t from "io-ts";
import { draftCamp } from "../state.js";
import { expandCamp } from "../lifecycle.js";
import { campDirection, stringMap } from "./codecs.js";
import type { ActionKind } from "../../../sim/action.js";
import type { Direction } from "../state.js";
import { worldId } from "../../../sim/codecs.js";

export interface CampExpandAction {
  readonly type: "camp_expand";
  readonly camp: string;
  readonly dir: Direction;
  readonly expansion?: string;
  readonly terrain?: string;
  readonly args?: { [k: string]: string };
}

export const campExpandKind: ActionKind<CampExpandAction> = {
  type: "camp_expand",
  codec: t.intersection([
    t.type({ type: t.literal("camp_expand"), camp: worldId, dir: campDirection }),
    t.partial({ expansion: t.string, terrain: t.string, args: stringMap }),
  ]),
  describe: (a) => `camp ${a.camp} expands ${a.dir}${a.expansion ? ` (${a.expansion})` : ""}`,
  run(sim, a) {
    const camp = draftCamp(sim, a.camp);
    expandCamp(sim, camp, {
      camp: a.camp,
      dir: a.dir,
      ...(a.expansion !== undefined ? { expansion: a.expansion } : {}),
      ...(a.terrain !== undefined ? { terrain: a.terrain } : {}),
      ...(a.args !== undefined ? { args: a.args } : {}),
    });
  },
};
