/**
 * `flower_poppy` (B2-flower_poppy): in winter the flower is dead and nothing happens. Otherwise
 * "Pick?" (answers.confirm): the flower is removed and the examiner gets poppy_bud and withered.
 * With mouth protection below 5 (worn items' `vars.mouthProtection`, summed) there is a 1-in-3
 * chance (1-in-6 when `world.vars.rainedRecently` is true) of falling asleep for 2 h with 4
 * damage to each leg and 50 moves lost.
 */
import { applyDamage } from "../../../sim/creature_state.js";
import { addEffect } from "../../../mechanics/effects/add.js";
import { confirmed, rule, say, season, spend, type ExamineCtx } from "../context.js";
import { pickFlower } from "./harvest_common.js";

export const SLEEP_TURNS = 2 * 3600;

export function flowerPoppy(ctx: ExamineCtx): void {
  if (season(ctx.sim) === "winter") return say(ctx, "This flower is dead.  You can't get it.");
  if (!confirmed(ctx)) return say(ctx, "You leave the poppy alone.");
  const protection = ctx.c.worn.reduce((n, s) => n + Number(s.vars?.["mouthProtection"] ?? 0), 0);
  if (protection < 10) say(ctx, "This flower has a heady aroma.");
  const rained = ctx.sim.world.vars["rainedRecently"] === true;
  if (protection < 5 && ctx.sim.dice.oneIn(rained ? 6 : 3)) {
    say(ctx, "You fall asleep…");
    addEffect(ctx.sim, ctx.who, { id: "sleep", intensity: 1, duration: SLEEP_TURNS });
    applyDamage(ctx.sim, ctx.who, 4, "bash", "leg_l", "poppy");
    applyDamage(ctx.sim, ctx.who, 4, "bash", "leg_r", "poppy");
    spend(ctx, 50);
    rule(ctx, "poppy_sleep", { who: ctx.who });
  }
  const drops = [
    { id: "poppy_bud", count: 1 },
    { id: "withered", count: 1 },
  ];
  pickFlower(ctx, drops, "B2-flower_poppy", "the poppy");
}
