/**
 * `{"type": "camp_distribute_food", "camp": "base"}`: the camp's Distribute Food mission
 * (engine/rules/camp/distribute.ts). The food lying on the camp center's overmap tile goes into the
 * camp's larder as kcal; with `who`, a character at the camp hands over the food they carry; `items`
 * (`{id: units}`) limits what is given. Refused when nothing edible is there.
 */
import * as t from "io-ts";
import { draftCamp } from "../state.js";
import { distributeFood } from "../distribute.js";
import { itemCounts } from "./codecs.js";
import type { ActionKind } from "../../../sim/action.js";
import { worldId } from "../../../sim/codecs.js";

export interface CampDistributeFoodAction {
  readonly type: "camp_distribute_food";
  readonly camp: string;
  readonly who?: string;
  readonly items?: { [id: string]: number };
}

export const campDistributeFoodKind: ActionKind<CampDistributeFoodAction> = {
  type: "camp_distribute_food",
  codec: t.intersection([
    t.type({ type: t.literal("camp_distribute_food"), camp: worldId }),
    t.partial({ who: worldId, items: itemCounts }),
  ]),
  describe: (a) => `${a.who ?? "the camp"} distributes food at camp ${a.camp}`,
  run(sim, a) {
    const camp = draftCamp(sim, a.camp);
    distributeFood(sim, camp, {
      ...(a.who !== undefined ? { who: a.who } : {}),
      ...(a.items !== undefined ? { items: a.items } : {}),
    });
  },
};
