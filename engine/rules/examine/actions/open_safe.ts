/**
 * `open_safe` (REAL-examine-open_safe; src/iexamine.cpp iexamine::open_safe): an unlocked, closed
 * safe (the real f_safe_c) simply opens: "You open the unlocked safe." and the furniture becomes
 * its `open` transform (f_safe_o when it has none). Its contents stay on the tile, now reachable;
 * closing it again is the game's close action, not this examine.
 */
import { rule, say, setFurniture, setTerrain, type ExamineCtx } from "../context.js";

export const OPEN_SAFE = "f_safe_o";

export function openSafe(ctx: ExamineCtx): void {
  const to = ctx.def.open ?? OPEN_SAFE;
  const opened = ctx.source === "furniture" ? setFurniture(ctx, ctx.pos, to) : setTerrain(ctx, ctx.pos, to);
  if (!opened) return;
  rule(ctx, "safe_opened", { to });
  say(ctx, "You open the unlocked safe.");
}
