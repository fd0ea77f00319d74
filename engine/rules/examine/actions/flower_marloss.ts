/**
 * `flower_marloss` (REAL-examine-flower_marloss), the game's iexamine::flower_marloss: the flower
 * lives through winter (a message says so). A nectar drinker is first offered the nectar
 * (answers.confirm): drinking costs 30 seconds and gives 10 minutes of teleglow ("the Mycus does
 * not want you"); declining ends the examine. Then "Pick?" (the same answer): the flower is removed,
 * 3 marloss_seed fall at the picker's feet and the picker gets one withered. No time is spent
 * picking.
 */
import { addEffect } from "../../../mechanics/effects/add.js";
import { activity, confirmed, rule, say, season, type ExamineCtx } from "../context.js";
import { canDrinkNectar, pickFlower } from "./harvest_common.js";

export const TELEGLOW_TURNS = 10 * 60;
export const MARLOSS_SEEDS = 3;

export function flowerMarloss(ctx: ExamineCtx): void {
  if (season(ctx.sim) === "winter" && !ctx.finishing)
    say(ctx, "This flower is still alive, despite the harsh conditions…");
  if (canDrinkNectar(ctx)) {
    if (!confirmed(ctx)) return say(ctx, `You leave the ${ctx.def.name} alone.`);
    if (!activity(ctx, "drink_nectar", 30)) return;
    say(ctx, "This flower tastes very wrong…");
    addEffect(ctx.sim, ctx.who, { id: "teleglow", intensity: 1, duration: TELEGLOW_TURNS });
    rule(ctx, "marloss_nectar", { who: ctx.who });
  }
  if (!confirmed(ctx)) return say(ctx, `You leave the ${ctx.def.name} alone.`);
  const drops = [
    { id: "marloss_seed", count: MARLOSS_SEEDS, atFeet: true },
    { id: "withered", count: 1 },
  ];
  pickFlower(ctx, drops, "REAL-examine-flower_marloss", "the flower");
  rule(ctx, "flower_picked", { id: ctx.def.id });
}
