/** `{"type": "give_item", "who": id, "item": id, "count": n}`: items appear in a character's inventory. */
import * as t from "io-ts";
import { withDefault, positiveInteger } from "../../content/codec/common.js";
import { character } from "../../sim/creature_state.js";
import { addToInventory } from "../../sim/items.js";
import type { ActionKind } from "../../sim/action.js";
import { worldId } from "../../sim/codecs.js";

export interface GiveItemAction {
  readonly type: "give_item";
  readonly who: string;
  readonly item: string;
  readonly count: number;
  readonly charges?: number;
}

export const giveItemKind: ActionKind<GiveItemAction> = {
  type: "give_item",
  codec: t.intersection([
    t.type({ type: t.literal("give_item"), who: worldId, item: t.string, count: withDefault(positiveInteger, 1) }),
    t.partial({ charges: positiveInteger }),
  ]),
  describe: (a) => `${a.who} gets ${a.count} ${a.item}`,
  run(sim, a) {
    const c = character(sim, a.who);
    if (!sim.content.item.has(a.item)) sim.refuse(`no item ${JSON.stringify(a.item)} is loaded`);
    addToInventory(c.inventory, {
      id: a.item,
      count: a.count,
      ...(a.charges !== undefined ? { charges: a.charges } : {}),
    });
    sim.emit({ type: "items_added", who: a.who, item: a.item, count: a.count });
  },
};
