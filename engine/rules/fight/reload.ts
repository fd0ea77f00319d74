/**
 * `{"type": "reload", "who": id, "ammo"?: id}`: a character loads the gun it wields from the ammo it
 * carries, so the gun then fires from its own rounds (the wielded stack's `charges`, of one ammo
 * type in `vars.ammo`). The capacity is the gun's integral magazine (`pocket_data` MAGAZINE
 * `ammo_restriction`) or its `clip_size`; detachable magazines are not modelled, so a gun with
 * only a magazine well cannot be reloaded here. A RELOAD_ONE gun takes one round a reload, others
 * fill up. The moves are the game's Character::item_reload_cost (src/character_ammo.cpp): the
 * hands' encumbrance (item_handling_cost with no base cost) plus the gun's `reload` time ÷ (1 +
 * min(0.1 × its skill, 1)), at least 25.
 */
import * as t from "io-ts";
import type { Item } from "../../content/kinds/item.js";
import type { ActionKind } from "../../sim/action.js";
import { worldId } from "../../sim/codecs.js";
import type { Sim } from "../../sim/context.js";
import { character } from "../../sim/creature_state.js";
import { encumbrance } from "../../mechanics/fight/melee.js";
import { countOf, removeFromInventory } from "../../sim/items.js";
import type { Character } from "../../world/types.js";
import { loadedRounds } from "./ranged.js";

export interface ReloadAction {
  readonly type: "reload";
  readonly who: string;
  readonly ammo?: string;
}

/** How many rounds of this ammo the gun holds (0: it cannot be loaded here). */
export function gunCapacity(gun: Item, ammo: Item): number {
  for (const type of ammo.ammoType) {
    const cap = gun.processing.ammoCapacity[type];
    if (cap !== undefined && cap > 0) return cap;
  }
  return gun.combat.clipSize ?? 0;
}

/** The carried ammo the gun takes (the one asked for, else the first stack), with the gun's capacity for it. */
export function reloadAmmo(sim: Sim, c: Character, gun: Item, asked?: string): Item | undefined {
  const loaded = loadedRounds(c);
  for (const stack of c.inventory) {
    if (asked !== undefined && stack.id !== asked) continue;
    if (loaded && loaded.count > 0 && loaded.ammo !== stack.id) continue;
    const item = sim.content.item.get(stack.id);
    if (item && stack.count > 0 && item.ammoType.some((x) => gun.combat.ammo.includes(x)) && gunCapacity(gun, item) > 0)
      return item;
  }
  return undefined;
}

/** Character::item_reload_cost for a gun. */
export function reloadMoves(sim: Sim, c: Character, gun: Item): number {
  const hands = Math.min(encumbrance(sim, c, "hand_l"), encumbrance(sim, c, "hand_r"));
  const skill = c.skills[gun.combat.skill ?? "gun"] ?? 0;
  return Math.max(25, Math.round(hands + gun.combat.reloadTime / (1 + Math.min(skill * 0.1, 1))));
}

/** Loads the wielded gun; refuses clearly when it cannot. Returns the rounds loaded. */
export function reloadGun(sim: Sim, who: string, asked?: string): number {
  const c = character(sim, who);
  const gun = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
  if (!gun || gun.combat.ammo.length === 0)
    sim.refuse(`${who} wields ${c.wielded ? c.wielded.id : "nothing"}, not a gun that takes ammo`);
  const ammo = reloadAmmo(sim, c, gun, asked);
  if (!ammo) sim.refuse(`${who} carries no ammo that ${gun.id} takes and holds (${gun.combat.ammo.join(", ")})`);
  const loaded = loadedRounds(c)?.count ?? 0;
  const room = gunCapacity(gun, ammo) - loaded;
  if (room <= 0) sim.refuse(`${gun.id} is full`);
  const wanted = gun.flags.includes("RELOAD_ONE") ? 1 : room;
  const n = removeFromInventory(c.inventory, ammo.id, Math.min(wanted, countOf(c.inventory, ammo.id)));
  const w = c.wielded;
  if (w) {
    w.charges = loaded + n;
    w.vars = { ...(w.vars ?? {}), ammo: ammo.id };
  }
  c.moves -= reloadMoves(sim, c, gun);
  sim.emit({ type: "message", text: `${c.name} reloads the ${gun.name}.`, about: who });
  sim.emit({ type: "rule", name: "reload", data: { who, gun: gun.id, ammo: ammo.id, rounds: n, loaded: loaded + n } });
  return n;
}

export const reloadKind: ActionKind<ReloadAction> = {
  type: "reload",
  codec: t.intersection([t.type({ type: t.literal("reload"), who: worldId }), t.partial({ ammo: t.string })]),
  actor: (a) => a.who,
  describe: (a) => `${a.who} reloads`,
  run(sim, a) {
    reloadGun(sim, a.who, a.ammo);
  },
};
