/**
 * `gunsafe_el` (REAL-examine-gunsafe_el; src/iexamine.cpp iexamine::gunsafe_el, and the SAFE case
 * of hacking_activity_actor::finish): "Attempt to hack this safe?" (answers.hack, default yes)
 * starts the hack of misc_common.ts (an electrohack with 25 charges or bio_fingerhack, 5 minutes,
 * the game's roll); on success "The door on the safe swings open." and the furniture becomes
 * f_safe_o. A failed hack short-circuits the tool and sounds an alarm.
 */
import { rule, say, setFurniture, setTerrain, type ExamineCtx } from "../context.js";
import { hack, wantsHack } from "./misc_common.js";
import { OPEN_SAFE } from "./open_safe.js";

export function gunsafeEl(ctx: ExamineCtx): void {
  if (!wantsHack(ctx)) return say(ctx, "You leave the safe alone.");
  if (hack(ctx) !== "success") return;
  if (ctx.source === "furniture") setFurniture(ctx, ctx.pos, OPEN_SAFE);
  else setTerrain(ctx, ctx.pos, OPEN_SAFE);
  rule(ctx, "safe_hacked", {});
  say(ctx, "The door on the safe swings open.");
}
