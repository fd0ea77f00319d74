/**
 * `safe` (B2-safe): a cracking aid is the SUPER_HEARING flag or trait, or a carried SAFECRACK item.
 * Without one, an attempt costs 1000 moves and opens the safe (f_safe_o) with chance 1 in 80,000.
 * With one, the safecracking activity runs (refused when deaf: the DEAF flag or the `deaf` effect,
 * or wearing anything with the EARPHONES flag) and opens it; it takes 30 minutes reduced by 1 per
 * point of mechanics skill (at least 5 minutes).
 */
import {
  activity,
  carriesFlag,
  hasTrait,
  rule,
  say,
  setFurniture,
  setTerrain,
  spend,
  stackFlags,
  type ExamineCtx,
} from "../context.js";

export const SAFE_OPEN = "f_safe_o";
export const BLIND_CHANCE = 80000;

function open(ctx: ExamineCtx): void {
  if (ctx.source === "furniture") setFurniture(ctx, ctx.pos, SAFE_OPEN);
  else setTerrain(ctx, ctx.pos, SAFE_OPEN);
}

export function safe(ctx: ExamineCtx): void {
  const aid = hasTrait(ctx, "SUPER_HEARING") || carriesFlag(ctx, "SAFECRACK") !== undefined;
  if (!aid) {
    spend(ctx, 1000);
    const lucky = ctx.sim.dice.oneIn(BLIND_CHANCE);
    rule(ctx, "safe_attempt", { lucky });
    if (lucky) {
      open(ctx);
      return say(ctx, "You mess with the dial for a little bit… and it opens!");
    }
    return say(ctx, "You mess with the dial for a little bit.");
  }
  const deaf =
    hasTrait(ctx, "DEAF") ||
    ctx.c.effects.some((e) => e.id === "deaf") ||
    ctx.c.worn.some((s) => stackFlags(ctx.sim, s).includes("EARPHONES"));
  if (deaf) return say(ctx, "You can't crack a safe while you can't hear it.");
  const minutes = Math.max(5, 30 - (ctx.c.skills["mechanics"] ?? 0));
  if (!activity(ctx, "crack_safe", minutes * 60)) return;
  open(ctx);
  rule(ctx, "safe_cracked", { minutes });
  say(ctx, "With a satisfying click, the lock on the safe opens!");
}
