/**
 * `vending` (REAL-examine-vending; src/iexamine.cpp iexamine::vending): the machine sells the
 * items on its tile at their `price`, paid from the examiner's cash cards. An empty machine says
 * so; without money on a card one can look but not buy. A `vending_menu` rule event lists the
 * goods (id, count, price in cents) and the money on the cards. answers.item picks what to buy
 * (none: only the menu) and answers.amount how many (default 1); each costs its price, stopping
 * at the first one the cards cannot pay ("You can't afford that item."). The first purchase takes
 * 5 seconds. Bought items go to the inventory; when the last item is sold the machine shuts down.
 */
import type { ItemStack } from "../../../world/types.js";
import { give, rule, say, spend, takeFromTile, tileOf, type ExamineCtx } from "../context.js";
import { cardBalance, chargeCards } from "./misc_common.js";

export const VENDING_MOVES = 500;

export function vending(ctx: ExamineCtx): void {
  const goods = tileOf(ctx)?.items ?? [];
  if (goods.length === 0) return say(ctx, "The vending machine is empty.");
  const priceOf = (id: string): number => ctx.sim.content.item.get(id)?.price ?? 0;
  rule(ctx, "vending_menu", {
    money: cardBalance(ctx),
    goods: goods.map((s) => ({ item: s.id, count: s.count, price: priceOf(s.id) })),
  });
  if (cardBalance(ctx) <= 0) say(ctx, "You need some money on a cash card to buy things.");
  const wanted = ctx.answers.item;
  if (wanted === undefined) return;
  if (!goods.some((s) => s.id === wanted)) return say(ctx, `The vending machine has no ${wanted}.`);
  const price = priceOf(wanted);
  let bought = 0;
  for (let i = 0; i < Math.max(1, Math.floor(ctx.answers.amount ?? 1)); i++) {
    if (!(tileOf(ctx)?.items ?? []).some((s) => s.id === wanted)) break;
    if (price > cardBalance(ctx)) {
      say(ctx, "You can't afford that item.");
      break;
    }
    if (bought === 0) spend(ctx, VENDING_MOVES);
    chargeCards(ctx, price);
    const stack = (tileOf(ctx)?.items ?? []).find((s) => s.id === wanted);
    // One item of the stack keeps its own flags and variables; charges only when it is alone.
    const one: ItemStack = {
      id: wanted,
      count: 1,
      ...(stack?.count === 1 && stack.charges !== undefined ? { charges: stack.charges } : {}),
      ...(stack?.flags ? { flags: [...stack.flags] } : {}),
      ...(stack?.vars ? { vars: JSON.parse(JSON.stringify(stack.vars)) as ItemStack["vars"] } : {}),
    };
    takeFromTile(ctx, ctx.pos, wanted, 1);
    give(ctx, one);
    bought++;
  }
  rule(ctx, "vended", { item: wanted, count: bought, price });
  if ((tileOf(ctx)?.items ?? []).length === 0) say(ctx, "With a beep, the empty vending machine shuts down.");
}
