/** `none` (B2-none): only a short description of what is there; the world is unchanged. */
import { say, type ExamineCtx } from "../context.js";

export function none(ctx: ExamineCtx): void {
  const d = ctx.def.description.trim();
  say(ctx, d ? `That is a ${ctx.def.name}.  ${d}` : `That is a ${ctx.def.name}.`);
}
