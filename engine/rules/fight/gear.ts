/**
 * `{"type": "wield", "who": id, "item"?: id}` and `{"type": "wear", "who": id, "item": id}`: a
 * character takes an item from its inventory into its hands (without `item`: puts the wielded one
 * away) or puts it on, over what it already wears (the last worn is the outermost, the first an
 * attack meets). Both cost the game's item handling moves (src/character.cpp item_handling_cost, as
 * we read it): 100, plus one per 20 ml of the item up to 200, plus the least encumbered hand's
 * encumbrance; wearing also adds 10 per point of the item's largest encumbrance.
 */
import type { Draft } from "immer";
import * as t from "io-ts";
import { worldId } from "../../sim/codecs.js";
import type { Item } from "../../content/kinds/item.js";
import type { ActionKind } from "../../sim/action.js";
import type { Sim } from "../../sim/context.js";
import { character } from "../../sim/creature_state.js";
import { encumbrance } from "../../mechanics/fight/melee.js";
import { addToInventory, countOf, removeFromInventory } from "../../sim/items.js";
import type { Character } from "../../world/types.js";

export interface WieldAction {
  readonly type: "wield";
  readonly who: string;
  readonly item?: string;
}

export interface WearAction {
  readonly type: "wear";
  readonly who: string;
  readonly item: string;
}

function handlingCost(sim: Sim, c: Character, item: Item | undefined): number {
  const hands = Math.min(encumbrance(sim, c, "hand_l"), encumbrance(sim, c, "hand_r"));
  return 100 + Math.min(200, Math.trunc((item?.volume ?? 0) / 20)) + hands;
}

/** Takes one of the item out of the inventory, refusing clearly when there is none. */
function takeOne(sim: Sim, c: Draft<Character>, id: string): Item {
  const item = sim.content.item.get(id);
  if (!item) sim.refuse(`no item ${JSON.stringify(id)} is loaded`);
  if (countOf(c.inventory, id) < 1)
    sim.refuse(
      `${c.id} has no ${id} in ${c.id === "you" ? "your" : "its"} inventory (${c.inventory.map((s) => s.id).join(", ") || "empty"}); give_item first`,
    );
  removeFromInventory(c.inventory, id, 1);
  return item;
}

export const wieldKind: ActionKind<WieldAction> = {
  type: "wield",
  codec: t.intersection([t.type({ type: t.literal("wield"), who: worldId }), t.partial({ item: t.string })]),
  actor: (a) => a.who,
  describe: (a) => (a.item !== undefined ? `${a.who} wields ${a.item}` : `${a.who} puts away what it wields`),
  run(sim, a) {
    const c = character(sim, a.who);
    const before = c.wielded;
    if (a.item === undefined && before === undefined) sim.refuse(`${a.who} wields nothing`);
    const item = a.item !== undefined ? takeOne(sim, c, a.item) : undefined;
    if (before) addToInventory(c.inventory, { ...before });
    if (item) c.wielded = { id: item.id, count: 1 };
    else delete c.wielded;
    // Character::wield: a new weapon in hand is not aimed yet (recoil = MAX_RECOIL).
    delete c.recoil;
    c.moves -= handlingCost(sim, c, item ?? (before ? sim.content.item.get(before.id) : undefined));
    sim.emit({
      type: "rule",
      name: "wield",
      data: { who: a.who, item: item?.id ?? null, ...(before ? { put_away: before.id } : {}) },
    });
  },
};

export const wearKind: ActionKind<WearAction> = {
  type: "wear",
  codec: t.type({ type: t.literal("wear"), who: worldId, item: t.string }),
  actor: (a) => a.who,
  describe: (a) => `${a.who} puts on ${a.item}`,
  run(sim, a) {
    const c = character(sim, a.who);
    const item = takeOne(sim, c, a.item);
    if (item.combat.armor.length === 0) sim.refuse(`${a.item} is not worn: it has no "armor" portions`);
    const enc = Math.max(0, ...item.combat.armor.map((p) => p.encumbrance));
    c.worn.push({ id: item.id, count: 1 });
    c.moves -= handlingCost(sim, c, item) + 10 * enc;
    sim.emit({ type: "rule", name: "wear", data: { who: a.who, item: item.id } });
  },
};
