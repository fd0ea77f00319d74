/**
 * `locked_object` (B2-locked_object): the best PRY and LOCKPICK tools carried decide. Prying needs
 * PRY quality of at least the object's `prying.prying_data.prying_level` and gives
 * `prying.result`; picking needs the PICKABLE flag and gives `lockpick_result`. With both,
 * answers.option "pry" or "pick" (default: pick when the pry tool is too weak, else pry). Without
 * a tool: "is locked" and nothing changes.
 */
import { bestQuality, say, type ExamineCtx } from "../context.js";
import { openWith } from "./locked_object_pickable.js";

export function lockedObject(ctx: ExamineCtx): void {
  const pry = bestQuality(ctx, "PRY");
  const pick = ctx.def.flags.includes("PICKABLE") ? bestQuality(ctx, "LOCKPICK") : 0;
  const level = ctx.def.prying?.pryingLevel ?? 1;
  const canPry = pry > 0 && ctx.def.prying?.result !== undefined;
  const canPick = pick > 0;
  if (!canPry && !canPick)
    return say(ctx, `The ${ctx.def.name} is locked.  You could pry it open with the right tool…`);
  let how = ctx.answers.option ?? (canPick && (!canPry || pry < level) ? "pick" : "pry");
  if (how === "pick" && !canPick) how = "pry";
  if (how === "pry" && !canPry) how = "pick";
  if (how === "pick") return openWith(ctx, "pick");
  if (pry < level) return say(ctx, `You need a better prying tool (level ${level}) to open the ${ctx.def.name}.`);
  openWith(ctx, "pry");
}
