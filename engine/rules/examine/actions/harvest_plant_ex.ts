/** `harvest_plant_ex` (B2-harvest_plant_ex): the aggie_plant harvest without a question, only for GROWTH_HARVEST plants. */
import { say, type ExamineCtx } from "../context.js";
import { clearDeadPlant, harvest, seedOnTile } from "../plants.js";

export function harvestPlantEx(ctx: ExamineCtx): void {
  const seed = seedOnTile(ctx);
  if (!seed) return clearDeadPlant(ctx);
  if (!ctx.def.flags.includes("GROWTH_HARVEST")) return say(ctx, `The ${ctx.def.name} is not ready to harvest.`);
  harvest(ctx, seed);
}
