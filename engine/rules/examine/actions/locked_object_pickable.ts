/**
 * `locked_object_pickable` (B2-locked_object_pickable): opens with a carried LOCKPICK tool (the
 * PICKABLE flag is a load rule): the tile becomes its `lockpick_result`, 100 moves per
 * attempt-turn of a short activity. Without a lockpick, only a message.
 */
import { activity, bestQuality, rule, say, setFurniture, setTerrain, type ExamineCtx } from "../context.js";

export function openWith(ctx: ExamineCtx, how: "pick" | "pry"): void {
  const result = how === "pick" ? ctx.def.lockpickResult : ctx.def.prying?.result;
  const message = how === "pick" ? ctx.def.lockpickMessage : ctx.def.prying?.message;
  if (result === undefined)
    return say(ctx, `The ${ctx.def.name} has no way to ${how === "pick" ? "pick" : "pry"} it open.`);
  if (!activity(ctx, how === "pick" ? "lockpicking" : "prying", how === "pick" ? 30 : 10)) return;
  const ok = ctx.source === "furniture" ? setFurniture(ctx, ctx.pos, result) : setTerrain(ctx, ctx.pos, result);
  rule(ctx, how === "pick" ? "lock_picked" : "pried_open", { result, ok });
  say(ctx, message ?? (how === "pick" ? "With a satisfying click, the lock opens." : "You pry it open."));
}

export function lockedObjectPickable(ctx: ExamineCtx): void {
  if (bestQuality(ctx, "LOCKPICK") <= 0)
    return say(ctx, `The ${ctx.def.name} is locked.  If only you had something to pick its lock with…`);
  openWith(ctx, "pick");
}
