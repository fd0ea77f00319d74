/**
 * A character's `loadout`: a list of item ids (or stacks) sorted into hands, body and pack, so a
 * scenario gives a whole kit in one line. The rule, in order of the list:
 *
 * - an item with `armor` portions is worn (one of it; the rest of its stack is carried), after
 *   anything in `worn`, the first listed innermost;
 * - the first other item that is a weapon (a gun that takes ammo, or anything with melee damage) is
 *   wielded, unless `wielded` is given; one of it, the rest carried;
 * - everything else is carried, added to `inventory` (the same id stacks).
 */
import type { Content } from "../content/load.js";
import type { ItemStack } from "../world/types.js";

export interface Kit {
  readonly wielded: ItemStack | undefined;
  readonly worn: readonly ItemStack[];
  readonly inventory: readonly ItemStack[];
}

function isWeapon(content: Content, id: string): boolean {
  const item = content.item.get(id);
  if (!item) return false;
  return item.combat.ammo.length > 0 || Object.values(item.combat.meleeDamage).some((v) => v > 0);
}

function carry(list: ItemStack[], stack: ItemStack): void {
  const same = list.findIndex((s) => s.id === stack.id && s.charges === undefined && stack.charges === undefined);
  const found = list[same];
  if (found) list[same] = { ...found, count: found.count + stack.count };
  else list.push({ ...stack });
}

/** Sorts `loadout` into the kit given explicitly (whose ids are checked elsewhere). */
export function applyLoadout(content: Content, loadout: readonly ItemStack[], given: Kit): Kit {
  let wielded = given.wielded ? { ...given.wielded } : undefined;
  const worn = given.worn.map((s) => ({ ...s }));
  const inventory = given.inventory.map((s) => ({ ...s }));
  for (const stack of loadout) {
    const item = content.item.get(stack.id);
    let rest = stack.count;
    if (item && item.combat.armor.length > 0) {
      worn.push({ ...stack, count: 1 });
      rest--;
    } else if (wielded === undefined && isWeapon(content, stack.id)) {
      wielded = { ...stack, count: 1 };
      rest--;
    }
    if (rest > 0) carry(inventory, { ...stack, count: rest });
  }
  return { wielded, worn, inventory };
}
