/** Inventories: stacks merge by item id (and equal flags); counts never go below zero. */
import { castDraft, type Draft } from "immer";
import type { ItemStack } from "../world/types.js";

function sameKind(a: ItemStack, b: ItemStack): boolean {
  return (
    a.id === b.id &&
    JSON.stringify(a.flags ?? []) === JSON.stringify(b.flags ?? []) &&
    a.vars === undefined &&
    b.vars === undefined &&
    // A crafted item's components make it an item of its own (the game stacks only identical items).
    a.components === undefined &&
    b.components === undefined &&
    // A container stacks only with an identical one; the engine keeps such items apart.
    a.contents === undefined &&
    b.contents === undefined
  );
}

export function addToInventory(list: Draft<ItemStack>[], stack: ItemStack): void {
  const existing = list.find((s) => sameKind(s, stack) && (s.charges === undefined) === (stack.charges === undefined));
  if (existing) {
    existing.count += stack.count;
    if (existing.charges !== undefined && stack.charges !== undefined) existing.charges += stack.charges;
  } else {
    list.push(castDraft({ ...stack }));
  }
}

/** How many of an item a list holds (counting stacks, not charges). */
export function countOf(list: readonly ItemStack[], id: string): number {
  let n = 0;
  for (const s of list) if (s.id === id) n += s.count;
  return n;
}

/** Removes up to `count` of an item; returns how many were removed. */
export function removeFromInventory(list: Draft<ItemStack>[], id: string, count: number): number {
  let left = count;
  for (let i = 0; i < list.length && left > 0; ) {
    const s = list[i] as Draft<ItemStack>;
    if (s.id !== id) {
      i++;
      continue;
    }
    const take = Math.min(s.count, left);
    s.count -= take;
    left -= take;
    if (s.count === 0) list.splice(i, 1);
    else i++;
  }
  return count - left;
}
