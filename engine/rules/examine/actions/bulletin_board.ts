/**
 * `bulletin_board` (B2-bulletin_board): with a camp on this overmap tile it opens that camp's
 * mission list; otherwise "This bulletin board is not inside a camp" and nothing changes. The camp
 * area answers through `sim.hooks.camps` (engine/rules/camp/directory.ts), so this module does not
 * depend on the camp rules; without a camp area no tile is inside a camp.
 */
import { rule, say, type ExamineCtx } from "../context.js";

export function bulletinBoard(ctx: ExamineCtx): void {
  const camps = ctx.sim.hooks.camps;
  const camp = camps?.campAt(ctx.sim, ctx.pos);
  if (camps === undefined || camp === undefined) return say(ctx, "This bulletin board is not inside a camp.");
  rule(ctx, "bulletin_board", { camp });
  camps.open(ctx.sim, camp, ctx.who);
}
