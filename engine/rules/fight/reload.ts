/**
 * `{"type": "reload", "who": id, "ammo"?: id}`: a character loads the gun it wields from what it
 * carries (magazine.ts holds where the rounds are).
 *
 * - A gun with rounds of its own (the wielded stack's `charges`, of one ammo in `vars.ammo`) takes
 *   loose rounds up to its integral magazine (`pocket_data` MAGAZINE `ammo_restriction`) or its
 *   `clip_size`; a RELOAD_ONE gun one round a reload, others fill up.
 * - A gun with a magazine well (`pocket_data` MAGAZINE_WELL, its `item_restriction`) takes a
 *   magazine: a carried magazine holding more rounds than the inserted one is swapped in (the old
 *   one goes back into the inventory); otherwise loose rounds are loaded into the inserted magazine
 *   where it sits, or, with none inserted or an empty one, into an empty carried magazine that is
 *   then inserted.
 *
 * The moves are the game's Character::item_reload_cost (src/character_ammo.cpp): the hands'
 * encumbrance (item_handling_cost with no base cost) plus, for inserting a magazine or loading a
 * gun, the gun's `reload` ÷ (1 + min(0.1 × its skill, 1)), and for loading rounds into a magazine,
 * its `reload_time` × rounds ÷ (1 + min(0.1 × gun skill, 1)); each at least 25. Simplified: taking
 * a magazine out costs nothing of its own, and the inserted magazine is refilled in place.
 */
import * as t from "io-ts";
import { castDraft } from "immer";
import type { Item } from "../../content/kinds/item.js";
import type { ActionKind } from "../../sim/action.js";
import { worldId } from "../../sim/codecs.js";
import type { Sim } from "../../sim/context.js";
import { character } from "../../sim/creature_state.js";
import { encumbrance } from "../../mechanics/fight/melee.js";
import { addToInventory, countOf, removeFromInventory } from "../../sim/items.js";
import type { Character, ItemStack } from "../../world/types.js";
import {
  hasMagazineWell,
  insertedMagazine,
  isRoundFor,
  loadedRounds,
  pocketCapacity,
  roundsOf,
  withRounds,
} from "./magazine.js";

export interface ReloadAction {
  readonly type: "reload";
  readonly who: string;
  readonly ammo?: string;
}

/** How many rounds of this ammo the gun holds itself (0: it cannot be loaded so). */
export function gunCapacity(gun: Item, ammo: Item): number {
  return pocketCapacity(gun, ammo) || (gun.combat.clipSize ?? 0);
}

/**
 * What a reload of the wielded gun would do: the ammo it then fires, and the rounds ready to fire
 * before and after. `swap` inserts the carried magazine at `index`; `fill` loads `rounds` loose
 * rounds into the inserted magazine (`index` -1), a carried one (then inserted), or the gun itself.
 */
export interface ReloadPlan {
  readonly kind: "swap" | "fill";
  readonly ammo: Item;
  readonly before: number;
  readonly after: number;
  readonly rounds: number;
  /** The carried magazine's inventory index; -1 for the inserted one or the gun itself. */
  readonly index: number;
  /** The magazine item loaded or inserted (undefined: the gun itself). */
  readonly magazine: Item | undefined;
}

/** The first carried stack of loose rounds the holder takes (of `only` when it already holds some). */
function looseRounds(
  sim: Sim,
  c: Character,
  gun: Item,
  holder: Item,
  asked: string | undefined,
  only: string | undefined,
): Item | undefined {
  for (const stack of c.inventory) {
    if (stack.count <= 0 || (asked !== undefined && stack.id !== asked) || (only !== undefined && stack.id !== only))
      continue;
    const item = sim.content.item.get(stack.id);
    if (item && isRoundFor(gun, item) && (holder === gun ? gunCapacity(gun, item) : pocketCapacity(holder, item)) > 0)
      return item;
  }
  return undefined;
}

function magazinePlan(sim: Sim, c: Character, gun: Item, asked: string | undefined): ReloadPlan | undefined {
  const stack = c.wielded?.id === gun.id ? c.wielded : undefined;
  const inserted = insertedMagazine(gun, stack);
  const before = inserted ? roundsOf(inserted).count : 0;
  // A loaded spare with more rounds than the inserted magazine: swap it in.
  let best: { index: number; count: number; ammo: Item; mag: Item } | undefined;
  c.inventory.forEach((s, index) => {
    if (!gun.combat.magazineWell.includes(s.id)) return;
    const r = roundsOf(s);
    const ammo = r.ammo !== undefined ? sim.content.item.get(r.ammo) : undefined;
    const mag = sim.content.item.get(s.id);
    if (!ammo || !mag || r.count <= (best?.count ?? before) || (asked !== undefined && r.ammo !== asked)) return;
    best = { index, count: r.count, ammo, mag };
  });
  if (best)
    return {
      kind: "swap",
      ammo: best.ammo,
      before,
      after: best.count,
      rounds: 0,
      index: best.index,
      magazine: best.mag,
    };
  // Otherwise fill the inserted magazine, or an empty carried one.
  const insertedItem = inserted ? sim.content.item.get(inserted.id) : undefined;
  if (insertedItem && inserted && before > 0) {
    const have = roundsOf(inserted);
    const ammo = looseRounds(sim, c, gun, insertedItem, asked, have.ammo);
    const room = ammo ? pocketCapacity(insertedItem, ammo) - before : 0;
    if (!ammo || room <= 0) return undefined;
    const rounds = Math.min(room, countOf(c.inventory, ammo.id));
    return { kind: "fill", ammo, before, after: before + rounds, rounds, index: -1, magazine: insertedItem };
  }
  const targets: { index: number; mag: Item }[] = [];
  if (insertedItem) targets.push({ index: -1, mag: insertedItem });
  c.inventory.forEach((s, index) => {
    const mag = gun.combat.magazineWell.includes(s.id) ? sim.content.item.get(s.id) : undefined;
    if (mag && roundsOf(s).count === 0) targets.push({ index, mag });
  });
  for (const target of targets) {
    const ammo = looseRounds(sim, c, gun, target.mag, asked, undefined);
    if (!ammo) continue;
    const rounds = Math.min(pocketCapacity(target.mag, ammo), countOf(c.inventory, ammo.id));
    return { kind: "fill", ammo, before, after: rounds, rounds, index: target.index, magazine: target.mag };
  }
  return undefined;
}

/** What reloading the gun would do (undefined: nothing it carries loads it further). */
export function reloadPlan(sim: Sim, c: Character, gun: Item, asked?: string): ReloadPlan | undefined {
  if (hasMagazineWell(gun)) return magazinePlan(sim, c, gun, asked);
  const loaded = loadedRounds(sim, c);
  const have = loaded?.count ?? 0;
  const ammo = looseRounds(sim, c, gun, gun, asked, loaded && have > 0 ? loaded.ammo : undefined);
  if (!ammo) return undefined;
  const room = gunCapacity(gun, ammo) - have;
  if (room <= 0) return undefined;
  const wanted = gun.flags.includes("RELOAD_ONE") ? 1 : room;
  const rounds = Math.min(wanted, countOf(c.inventory, ammo.id));
  return { kind: "fill", ammo, before: have, after: have + rounds, rounds, index: -1, magazine: undefined };
}

/** The carried ammo the gun would fire after a reload (undefined: it has none it can load). */
export function reloadAmmo(sim: Sim, c: Character, gun: Item, asked?: string): Item | undefined {
  return reloadPlan(sim, c, gun, asked)?.ammo;
}

function skillOf(c: Character, skill: string): number {
  return c.skills[skill] ?? 0;
}

function handsCost(sim: Sim, c: Character): number {
  return Math.min(encumbrance(sim, c, "hand_l"), encumbrance(sim, c, "hand_r"));
}

/** Character::item_reload_cost for loading a gun or inserting a magazine into it. */
export function reloadMoves(sim: Sim, c: Character, gun: Item): number {
  const skill = skillOf(c, gun.combat.skill ?? "gun");
  return Math.max(25, Math.round(handsCost(sim, c) + gun.combat.reloadTime / (1 + Math.min(skill * 0.1, 1))));
}

/** Character::item_reload_cost for loading `rounds` into a magazine (the gun skill speeds it). */
export function magazineLoadMoves(sim: Sim, c: Character, magazine: Item, rounds: number): number {
  const skill = skillOf(c, "gun");
  return Math.max(
    25,
    Math.round(handsCost(sim, c) + (magazine.combat.magazineReloadTime * rounds) / (1 + Math.min(skill * 0.1, 1))),
  );
}

/** Loads the wielded gun; refuses clearly when it cannot. Returns the rounds ready to fire after. */
export function reloadGun(sim: Sim, who: string, asked?: string): number {
  const c = character(sim, who);
  const w = c.wielded;
  const gun = w ? sim.content.item.get(w.id) : undefined;
  if (!w || !gun || gun.combat.ammo.length === 0)
    sim.refuse(`${who} wields ${c.wielded ? c.wielded.id : "nothing"}, not a gun that takes ammo`);
  const plan = reloadPlan(sim, c, gun, asked);
  if (!plan) {
    const loaded = loadedRounds(sim, c);
    if (loaded && loaded.count > 0 && !hasMagazineWell(gun)) sim.refuse(`${gun.id} is full`);
    const takes = hasMagazineWell(gun)
      ? `a magazine (${gun.combat.magazineWell.join(", ")}) with rounds, or rounds (${gun.combat.ammo.join(", ")}) and a magazine to load them into`
      : `rounds it takes and holds (${gun.combat.ammo.join(", ")})`;
    sim.refuse(`${who} cannot load ${gun.id} further: it carries no ${takes}`);
  }
  let moves = 0;
  if (plan.magazine === undefined) {
    // The gun's own rounds.
    const n = removeFromInventory(c.inventory, plan.ammo.id, plan.rounds);
    w.charges = plan.before + n;
    w.vars = { ...(w.vars ?? {}), ammo: plan.ammo.id };
    moves = reloadMoves(sim, c, gun);
  } else {
    const inserted = insertedMagazine(gun, w);
    let magStack: ItemStack | undefined = plan.index < 0 ? inserted : c.inventory[plan.index];
    if (plan.index >= 0 && magStack) {
      // Out of the inventory: one magazine of its stack.
      const s = c.inventory[plan.index];
      if (s && s.count > 1) s.count -= 1;
      else c.inventory.splice(plan.index, 1);
      magStack = { ...magStack, count: 1 };
    }
    if (!magStack) sim.refuse(`${who} has no magazine to load`);
    if (plan.kind === "fill") {
      const n = removeFromInventory(c.inventory, plan.ammo.id, plan.rounds);
      magStack = withRounds(magStack, plan.ammo.id, roundsOf(magStack).count + n);
      moves += magazineLoadMoves(sim, c, plan.magazine, n);
    }
    if (plan.index >= 0) {
      // Insert it; the magazine it replaces goes back into the inventory.
      if (inserted) addToInventory(c.inventory, castDraft({ ...inserted }));
      moves += reloadMoves(sim, c, gun);
    }
    const others = (w.contents ?? []).filter((s) => !gun.combat.magazineWell.includes(s.id));
    w.contents = castDraft([...others, magStack]);
  }
  c.moves -= moves;
  // item::reload (reload_activity): reloading a gun maxes out recoil.
  delete c.recoil;
  const loaded = loadedRounds(sim, c)?.count ?? 0;
  sim.emit({ type: "message", text: `${c.name} reloads the ${gun.name}.`, about: who });
  sim.emit({
    type: "rule",
    name: "reload",
    data: {
      who,
      gun: gun.id,
      ammo: plan.ammo.id,
      rounds: plan.rounds,
      loaded,
      moves,
      ...(plan.magazine
        ? {
            magazine: plan.magazine.id,
            how: plan.kind === "swap" ? "swap" : plan.index < 0 ? "refill" : "load_and_insert",
          }
        : {}),
    },
  });
  return loaded;
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
