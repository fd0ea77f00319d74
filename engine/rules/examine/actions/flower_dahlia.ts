/**
 * `flower_dahlia` (REAL-examine-flower_dahlia), the game's iexamine::flower_dahlia: in winter the
 * flower is dead and nothing happens. A nectar drinker drinks nectar and leaves the flower. Else
 * "Pick?" (answers.confirm; the question warns when there is no digging tool): the flower is
 * removed and the picker gets seed_dahlia and withered, and dahlia_root too with a DIG tool or
 * the BURROW / BURROWLARGE trait. No time is spent.
 */
import { bestQuality, confirmed, hasTrait, rule, say, season, type ExamineCtx } from "../context.js";
import { drinkNectar, pickFlower } from "./harvest_common.js";

export function flowerDahlia(ctx: ExamineCtx): void {
  if (season(ctx.sim) === "winter") return say(ctx, "This flower is dead.  You can't get it.");
  if (drinkNectar(ctx)) return;
  const root = bestQuality(ctx, "DIG") > 0 || hasTrait(ctx, "BURROW") || hasTrait(ctx, "BURROWLARGE");
  if (!confirmed(ctx)) return say(ctx, `You leave the ${ctx.def.name} alone.`);
  if (!root) say(ctx, "You don't have a digging tool to dig up roots.");
  const items = [...(root ? ["dahlia_root"] : []), "seed_dahlia", "withered"];
  pickFlower(
    ctx,
    items.map((id) => ({ id, count: 1 })),
    "REAL-examine-flower_dahlia",
    "the dahlia",
  );
  rule(ctx, "flower_picked", { id: ctx.def.id, root });
}
