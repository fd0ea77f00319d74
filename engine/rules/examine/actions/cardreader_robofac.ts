/**
 * `cardreader_robofac` (REAL-examine-cardreader_robofac; src/iexamine.cpp
 * iexamine::cardreader_robofac): the robot factory's hardcoded card reader. Unlike the JSON
 * `cardreader` actor (engine/rules/examine/actors/cardreader.ts) it takes one item, id_science,
 * and cannot be hacked. With the card and a yes to "Swipe your ID card?" (answers.confirm,
 * default yes): 100 moves, the card is used up, the reader short-circuits (the terrain becomes
 * t_card_reader_broken) and the intercom is called (intercom.ts). Otherwise: "You have never
 * seen this card reader model before.  Hacking it seems impossible."
 */
import { confirmed, has, rule, say, setTerrain, spend, take, type ExamineCtx } from "../context.js";
import { intercom } from "./intercom.js";

export const SCIENCE_CARD = "id_science";
export const BROKEN_READER = "t_card_reader_broken";

export function cardreaderRobofac(ctx: ExamineCtx): void {
  if (has(ctx, SCIENCE_CARD) < 1 || !confirmed(ctx))
    return say(ctx, "You have never seen this card reader model before.  Hacking it seems impossible.");
  spend(ctx, 100);
  take(ctx, SCIENCE_CARD, 1);
  say(ctx, "The card reader short circuits!");
  setTerrain(ctx, ctx.pos, BROKEN_READER);
  rule(ctx, "card_accepted", { card: SCIENCE_CARD, consumed: true });
  intercom(ctx);
}
