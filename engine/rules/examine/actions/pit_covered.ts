/**
 * `pit_covered` (B2-pit_covered, S-10): after "Remove cover?" (answers.confirm) a `2x4` drops at the
 * examiner's feet, the terrain reverts to its open pit and the examiner pays 100 moves.
 */
import { confirmed, dropAt, rule, say, setTerrain, spend, tileOf, type ExamineCtx } from "../context.js";
import { COVERED, PLANK } from "./pit.js";

export function pitCovered(ctx: ExamineCtx): void {
  const ter = tileOf(ctx)?.ter ?? "";
  const open = Object.keys(COVERED).find((k) => COVERED[k] === ter);
  if (open === undefined) return say(ctx, `You don't know how to uncover the ${ctx.def.name}.`);
  if (!confirmed(ctx)) return say(ctx, "You leave the cover in place.");
  if (ctx.sim.content.item.has(PLANK)) dropAt(ctx, ctx.c.pos, { id: PLANK, count: 1 });
  setTerrain(ctx, ctx.pos, open);
  spend(ctx, 100);
  rule(ctx, "pit_uncovered", { terrain: open });
  say(ctx, "You remove the plank.");
}
