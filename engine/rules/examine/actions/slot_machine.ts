/**
 * `slot_machine` (B2-slot_machine): each play costs $10 (the character's `cash` item, counted in
 * dollars); plays repeat up to answers.amount times (default 1; answers.confirm false: none)
 * while $10 is left. Outcomes, rolled in order with the world's PRNG: 1/5 gives $10 back, else
 * 1/20 $50, else 1/50 $200, else 1/1000 $3000, else nothing.
 */
import { confirmed, give, has, rule, say, take, type ExamineCtx } from "../context.js";

export const CASH = "cash";
export const PLAY_COST = 10;
export const PRIZES: readonly (readonly [number, number])[] = [
  [5, 10],
  [20, 50],
  [50, 200],
  [1000, 3000],
];

export function slotMachine(ctx: ExamineCtx): void {
  if (!confirmed(ctx)) return say(ctx, "You walk away from the slot machine.");
  const plays = ctx.answers.amount ?? 1;
  let played = 0;
  let won = 0;
  while (played < plays && has(ctx, CASH) >= PLAY_COST) {
    take(ctx, CASH, PLAY_COST);
    let prize = 0;
    for (const [odds, amount] of PRIZES) {
      if (ctx.sim.dice.oneIn(odds)) {
        prize = amount;
        break;
      }
    }
    played++;
    won += prize;
    if (prize > 0) give(ctx, { id: CASH, count: prize });
    rule(ctx, "slot_play", { who: ctx.who, prize });
    say(
      ctx,
      prize === 0 ? "No win." : prize === 10 ? "Three cherries… you get your money back!" : `You win $${prize}!`,
    );
  }
  if (played === 0) say(ctx, "You need $10 to play.");
  rule(ctx, "gambled", { plays: played, won, spent: played * PLAY_COST });
}
