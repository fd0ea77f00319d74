/**
 * `{"type": "camp_found", "camp": "base", "omt": [0, 0], "terrain": "field"}`: founds a camp on an
 * overmap tile (A5-R1c, A5-special-types). `omt` is the overmap tile (its world tiles start at
 * omt x 24); `terrain` is its overmap terrain (default: `world.vars["omt:<x>,<y>"]`); `args` its
 * mapgen arguments (default: `world.vars["omt_args:<x>,<y>"]`); `base_type` chooses among several
 * matching camp types (required then, A5-R3). `items` stocks the camp inventory; `unlimited`
 * (default false) skips needs; `auto_complete` (default true) completes missions during ticks;
 * `food` (kcal) fills the larder and makes the camp track food (the calorie gate, food.ts).
 */
import * as t from "io-ts";
import { integer, withDefault } from "../../../content/codec/common.js";
import { foundCamp } from "../lifecycle.js";
import { itemCounts, omtPos, stringMap } from "./codecs.js";
import type { ActionKind } from "../../../sim/action.js";
import { worldId } from "../../../sim/codecs.js";

const nonNegative = t.refinement(integer, (n) => n >= 0, "kcal (a whole number, 0 or more)");

export interface CampFoundAction {
  readonly type: "camp_found";
  readonly camp: string;
  readonly omt: { x: number; y: number };
  readonly z: number;
  readonly terrain?: string;
  readonly args?: { [k: string]: string };
  readonly base_type?: string;
  readonly items?: { [k: string]: number };
  readonly unlimited: boolean;
  readonly auto_complete: boolean;
  readonly food?: number;
}

export const campFoundKind: ActionKind<CampFoundAction> = {
  type: "camp_found",
  codec: t.intersection([
    t.type({
      type: t.literal("camp_found"),
      camp: worldId,
      omt: withDefault(omtPos, { x: 0, y: 0 }),
      z: withDefault(integer, 0),
      unlimited: withDefault(t.boolean, false),
      auto_complete: withDefault(t.boolean, true),
    }),
    t.partial({ terrain: t.string, args: stringMap, base_type: t.string, items: itemCounts, food: nonNegative }),
  ]),
  describe: (a) => `found camp ${a.camp} on overmap tile ${a.omt.x},${a.omt.y}${a.terrain ? ` (${a.terrain})` : ""}`,
  run(sim, a) {
    foundCamp(sim, {
      camp: a.camp,
      omt: a.omt,
      z: a.z,
      unlimited: a.unlimited,
      autoComplete: a.auto_complete,
      ...(a.terrain !== undefined ? { terrain: a.terrain } : {}),
      ...(a.args !== undefined ? { args: a.args } : {}),
      ...(a.base_type !== undefined ? { baseType: a.base_type } : {}),
      ...(a.items !== undefined ? { items: a.items } : {}),
      ...(a.food !== undefined ? { food: a.food } : {}),
    });
  },
};
