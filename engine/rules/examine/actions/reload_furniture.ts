/**
 * `reload_furniture` (REAL-examine-reload_furniture; the game's iexamine.cpp reload_furniture): a
 * forge, clay kiln or the like is fuelled through its `crafting_pseudo_item`: that item's pockets
 * say which ammo types it takes and how many (`pocket_data[].ammo_restriction`; fake_forge: 2000
 * charcoal). The fuel lies on the furniture's tile (the game keeps it there, too).
 * Holding fuel: "Unload?" (answers.confirm, default yes) takes it all into the inventory, unless
 * answers.option is `load`. Loading: answers.item picks the carried ammo (default the first
 * carried one the furniture takes), answers.amount how many (default as many as fit); 5 seconds.
 * The fuel is what the game's crafting uses at the furniture; cdda-sim does not run crafting, so
 * nothing else reads it yet (docs/examine.md).
 */
import type { Furniture } from "../../../content/kinds/furniture.js";
import { confirmed, type ExamineCtx, give, rule, say, spend, take } from "../context.js";
import { itemName, itemsHere, setItemsHere } from "./station_common.js";

/** How many of an ammo item the furniture takes (0: not its fuel). */
function capacityFor(ctx: ExamineCtx, caps: Readonly<Record<string, number>>, id: string): number {
  const types = ctx.sim.content.item.get(id)?.ammoType ?? [];
  return types.reduce((n, t) => Math.max(n, caps[t] ?? 0), 0);
}

export function reloadFurniture(ctx: ExamineCtx): void {
  const pseudo = ctx.source === "furniture" ? (ctx.def as Furniture).craftingPseudoItem : undefined;
  const caps = pseudo !== undefined ? (ctx.sim.content.item.get(pseudo)?.processing.ammoCapacity ?? {}) : {};
  if (Object.keys(caps).length === 0) return say(ctx, `This ${ctx.def.name} can not be reloaded!`);
  const items = itemsHere(ctx);
  const fuel = items.filter((s) => capacityFor(ctx, caps, s.id) > 0);
  const loaded = fuel.reduce((n, s) => n + s.count, 0);
  if (loaded > 0 && ctx.answers.option !== "load" && confirmed(ctx)) {
    setItemsHere(
      ctx,
      items.filter((s) => !fuel.includes(s)),
    );
    for (const s of fuel) give(ctx, s);
    spend(ctx, 100);
    rule(ctx, "furniture_unloaded", { items: fuel.map((s) => [s.id, s.count]) });
    return say(ctx, `You unload the ${ctx.def.name}.`);
  }
  const kinds: string[] = [];
  for (const s of ctx.c.inventory) if (capacityFor(ctx, caps, s.id) > 0 && !kinds.includes(s.id)) kinds.push(s.id);
  const id = ctx.answers.item ?? fuel[0]?.id ?? kinds[0];
  if (id === undefined || !kinds.includes(id)) {
    const wanted = Object.keys(caps).sort().join(" or ");
    return say(ctx, `You need some ${id !== undefined ? itemName(ctx, id) : wanted} to reload this ${ctx.def.name}.`);
  }
  const inside = fuel.filter((s) => s.id === id).reduce((n, s) => n + s.count, 0);
  const room = capacityFor(ctx, caps, id) - inside;
  if (room <= 0) return say(ctx, `The ${ctx.def.name} is full.`);
  const held = ctx.c.inventory.filter((s) => s.id === id).reduce((n, s) => n + s.count, 0);
  const max = Math.min(held, room);
  const amount = ctx.answers.amount ?? max;
  if (amount <= 0 || amount > max) return say(ctx, "Never mind.");
  const got = take(ctx, id, amount);
  setItemsHere(ctx, [...items.filter((s) => s.id !== id), { id, count: inside + got }]);
  spend(ctx, 5 * 100);
  rule(ctx, "furniture_reloaded", { item: id, count: inside + got, pseudoItem: pseudo ?? null });
  say(ctx, `The ${ctx.def.name} contains ${inside + got} ${itemName(ctx, id)}.`);
  say(ctx, `You reload the ${ctx.def.name}.`);
  say(ctx, "Crafting uses this fuel; cdda-sim does not run crafting.");
}
