/**
 * `bars` (B2-bars): only an examiner with the AMORPHOUS trait slips through; any worn item with
 * `vars.encumbrance` of 10 or more stops it. After confirmation it pays 200 moves and moves onto
 * the bars. Anyone else gets the `none` description.
 */
import { confirmed, hasTrait, say, spend, type ExamineCtx } from "../context.js";
import { none } from "./none.js";

export const ENCUMBRANCE_LIMIT = 10;

export function bars(ctx: ExamineCtx): void {
  if (!hasTrait(ctx, "AMORPHOUS")) return none(ctx);
  const tight = ctx.c.worn.some((s) => Number(s.vars?.["encumbrance"] ?? 0) >= ENCUMBRANCE_LIMIT);
  if (tight) return say(ctx, "You are too encumbered to fit through the bars.");
  if (!confirmed(ctx)) return say(ctx, "You stay where you are.");
  if (ctx.sim.occupied(ctx.pos)) return say(ctx, "Something is in the way.");
  spend(ctx, 200);
  ctx.sim.relocate(ctx.who, ctx.pos, "squeezed");
  say(ctx, "You slide through the bars.");
}
