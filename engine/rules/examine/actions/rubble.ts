/**
 * `rubble` (B2-rubble): DIG quality 3 (or the BURROW / BURROWLARGE traits) clears the rubble in
 * 1 minute, DIG 2 in 2 minutes; the rubble furniture is removed (rubble terrain becomes t_dirt).
 * Otherwise "If only you had a shovel…" and nothing changes.
 */
import { activity, bestQuality, clearToDirt, hasTrait, rule, say, type ExamineCtx } from "../context.js";

export function rubble(ctx: ExamineCtx): void {
  const dig = bestQuality(ctx, "DIG");
  const burrow = hasTrait(ctx, "BURROW") || hasTrait(ctx, "BURROWLARGE");
  const turns = dig >= 3 || burrow ? 60 : dig === 2 ? 120 : 0;
  if (turns === 0) return say(ctx, "If only you had a shovel…");
  if (!activity(ctx, "clear_rubble", turns)) return;
  clearToDirt(ctx);
  rule(ctx, "rubble_cleared", { turns, dig });
  say(ctx, "You clear up the rubble.");
}
