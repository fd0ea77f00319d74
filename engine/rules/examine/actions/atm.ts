/**
 * `atm` (REAL-examine-atm; src/iexamine.cpp iexamine::atm, class atm_menu): the bank account
 * is the character variable `bank_account` (cents; the game's Character::cash), cash cards hold
 * cents as charges. The menu (an `atm_menu` rule event lists its entries and which are offered)
 * and answers.option:
 *
 * - `menu` (default): the menu only.
 * - `purchase_card` (account >= $10): with answers.confirm (default yes) a new empty cash card,
 *   $10 off the account.
 * - `deposit` (charged cards): answers.amount cents (default all, clamped) from the cards to the
 *   account.
 * - `withdraw` (a card and a positive account): answers.amount cents (default all, clamped) onto
 *   the cards, richest first, up to each card's capacity.
 * - `transfer` (two or more cards, some charged): every card's money onto the first card.
 *
 * Purchase, deposit and withdraw take 10 seconds plus 5 for the statement ("Your account now
 * holds ..."); a transfer 10 moves per card emptied. An amount of 0 changes nothing.
 */
import { confirmed, give, rule, say, spend, type ExamineCtx } from "../context.js";
import {
  bankAccount,
  CASH_CARD,
  cardBalance,
  cardCount,
  cardStacks,
  chargeCards,
  creditCards,
  money,
  setBankAccount,
} from "./misc_common.js";

export const CARD_PRICE = 1000;
export const ATM_OPTIONS = ["purchase_card", "deposit", "withdraw", "transfer"] as const;

function statement(ctx: ExamineCtx): void {
  const cash = bankAccount(ctx);
  say(ctx, cash < 0 ? `Your debt is now ${money(cash)}.` : `Your account now holds ${money(cash)}.`);
  spend(ctx, 500);
}

function offered(ctx: ExamineCtx): Record<(typeof ATM_OPTIONS)[number], boolean> {
  const cash = bankAccount(ctx);
  const cards = cardCount(ctx);
  const charged = cardBalance(ctx) > 0;
  return {
    purchase_card: cash >= CARD_PRICE,
    deposit: charged,
    withdraw: cards > 0 && cash > 0,
    transfer: cards >= 2 && charged,
  };
}

function amount(ctx: ExamineCtx, max: number): number {
  return Math.max(0, Math.min(max, Math.floor(ctx.answers.amount ?? max)));
}

export function atm(ctx: ExamineCtx): void {
  const option = ctx.answers.option ?? "menu";
  const menu = offered(ctx);
  rule(ctx, "atm_menu", { balance: bankAccount(ctx), cards: cardBalance(ctx), offered: { ...menu }, option });
  say(ctx, `Welcome to the C.C.B.o.t.T. ATM.  Your current balance is: ${money(bankAccount(ctx))}`);
  if (option === "menu") return;
  if (!(ATM_OPTIONS as readonly string[]).includes(option))
    return say(ctx, `The ATM offers ${ATM_OPTIONS.join(", ")}; ${JSON.stringify(option)} is not one of them.`);
  const choice = option as (typeof ATM_OPTIONS)[number];
  if (!menu[choice]) {
    rule(ctx, "atm_refused", { option: choice });
    return say(ctx, "The ATM does not offer that now.");
  }
  switch (choice) {
    case "purchase_card": {
      if (!confirmed(ctx)) return;
      give(ctx, { id: CASH_CARD, count: 1, charges: 0 });
      setBankAccount(ctx, bankAccount(ctx) - CARD_PRICE);
      spend(ctx, 500);
      rule(ctx, "atm_card_bought", { cents: CARD_PRICE });
      return statement(ctx);
    }
    case "deposit": {
      const n = amount(ctx, cardBalance(ctx));
      if (n === 0) return;
      chargeCards(ctx, n);
      setBankAccount(ctx, bankAccount(ctx) + n);
      spend(ctx, 1000);
      rule(ctx, "atm_deposit", { cents: n });
      return statement(ctx);
    }
    case "withdraw": {
      const n = amount(ctx, bankAccount(ctx));
      if (n === 0) return;
      const put = creditCards(ctx, n);
      setBankAccount(ctx, bankAccount(ctx) - put);
      spend(ctx, 1000);
      rule(ctx, "atm_withdraw", { cents: put });
      return statement(ctx);
    }
    case "transfer": {
      const [first, ...rest] = cardStacks(ctx);
      if (!first) return;
      let moved = 0;
      for (const s of rest) {
        if ((s.charges ?? 0) <= 0) continue;
        first.charges = (first.charges ?? 0) + (s.charges ?? 0);
        moved += s.charges ?? 0;
        s.charges = 0;
        spend(ctx, 10);
      }
      rule(ctx, "atm_transfer", { cents: moved });
      return;
    }
  }
}
