/**
 * The rounds a wielded gun holds, and its detachable magazine (src/item.cpp: a gun with a
 * MAGAZINE_WELL pocket fires from the magazine inserted in it, item::ammo_remaining).
 *
 * A loaded magazine or gun keeps its rounds as the item stack's `charges` of the ammo named in
 * `vars.ammo` (one ammo type at a time); an inserted magazine is the gun stack's one `contents`
 * entry that its well takes. A gun without a well but with `charges` holds its own rounds (an
 * integral magazine); a gun with neither draws straight from the inventory (`loadedRounds`
 * undefined).
 */
import { castDraft, type Draft } from "immer";
import type { Item } from "../../content/kinds/item.js";
import type { Sim } from "../../sim/context.js";
import type { Character, ItemStack } from "../../world/types.js";

export interface Rounds {
  /** The ammo item id, undefined when the stack names none. */
  readonly ammo: string | undefined;
  readonly count: number;
}

/** The rounds of a loaded stack (a gun with its own rounds, or a magazine). */
export function roundsOf(stack: ItemStack): Rounds {
  const ammo = stack.vars?.["ammo"];
  return { ammo: typeof ammo === "string" ? ammo : undefined, count: stack.charges ?? 0 };
}

/** Whether the gun takes detachable magazines. */
export function hasMagazineWell(gun: Item): boolean {
  return gun.combat.magazineWell.length > 0;
}

/** The magazine inserted in a gun stack, if any. */
export function insertedMagazine(gun: Item, stack: ItemStack | undefined): ItemStack | undefined {
  return stack?.contents?.find((s) => gun.combat.magazineWell.includes(s.id));
}

/** How many rounds of this ammo a magazine (or a gun's integral magazine) holds: its `ammo_restriction`. */
export function pocketCapacity(holder: Item, ammo: Item): number {
  for (const type of ammo.ammoType) {
    const cap = holder.processing.ammoCapacity[type];
    if (cap !== undefined && cap > 0) return cap;
  }
  return 0;
}

/** Loose rounds (not a magazine) that the gun fires. */
export function isRoundFor(gun: Item, item: Item): boolean {
  return !item.combat.isMagazine && item.ammoType.some((x) => gun.combat.ammo.includes(x));
}

/**
 * The rounds in the wielded gun that holds its own or takes a magazine (none inserted: 0 rounds);
 * undefined for a gun that draws from the inventory, or nothing wielded.
 */
export function loadedRounds(sim: Sim, c: Character): Rounds | undefined {
  const w = c.wielded;
  if (!w) return undefined;
  const gun = sim.content.item.get(w.id);
  if (gun && hasMagazineWell(gun)) {
    const mag = insertedMagazine(gun, w);
    return mag ? roundsOf(mag) : { ammo: undefined, count: 0 };
  }
  return w.charges === undefined ? undefined : roundsOf(w);
}

/** A stack holding `count` rounds of `ammo`; an emptied one forgets its ammo (it stacks with other empty ones). */
export function withRounds(stack: ItemStack, ammo: string, count: number): ItemStack {
  const { charges: _c, vars, ...rest } = stack;
  const others = { ...(vars ?? {}) };
  delete others["ammo"];
  const keep = Object.keys(others).length > 0 ? { vars: others } : {};
  return count > 0 ? { ...rest, charges: count, vars: { ...others, ammo } } : { ...rest, ...keep };
}

/** Takes one round from the wielded gun: from its magazine, or its own. */
export function spendRound(sim: Sim, c: Draft<Character>): void {
  const w = c.wielded;
  if (!w) return;
  const gun = sim.content.item.get(w.id);
  if (gun && hasMagazineWell(gun)) {
    const i = w.contents?.findIndex((s) => gun.combat.magazineWell.includes(s.id)) ?? -1;
    const mag = i >= 0 ? w.contents?.[i] : undefined;
    if (!w.contents || !mag) return;
    const r = roundsOf(mag);
    w.contents[i] = castDraft(withRounds(mag, r.ammo ?? "", Math.max(0, r.count - 1)));
    return;
  }
  w.charges = Math.max(0, (w.charges ?? 1) - 1);
}
