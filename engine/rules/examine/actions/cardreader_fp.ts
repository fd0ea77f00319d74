/**
 * `cardreader_fp` (REAL-examine-cardreader_fp; src/iexamine.cpp iexamine::cardreader_foodplace):
 * the Foodplace's face reader. Unlike the JSON `cardreader` actor it wants a worn Foodperson mask
 * (foodperson_mask or foodperson_mask_on):
 *
 * - worn, and "Press mask on the reader?" (answers.confirm, default yes): 100 moves; every
 *   t_door_metal_locked within 3 tiles becomes t_door_metal_c, with "Hello Foodperson.  Welcome
 *   home." spoken (a sound of volume 6). When none was locked, answers.option `lock` locks the
 *   open and closed metal doors again (not one the examiner stands in).
 * - carried but not worn: "FOODPERSON DETECTED.  Please make yourself presentable."
 * - no mask: "Your face is inadequate.  Please go away.", then "Attempt to hack this
 *   card-reader?" (answers.hack, default yes) runs the hack of misc_common.ts. As in the game,
 *   a successful hack of this reader opens nothing (the hack's door case is only the generic
 *   reader's); a failed one sounds the alarm.
 */
import { HACK_RADIUS } from "../actors/cardreader.js";
import { around, confirmed, copy, has, rule, say, setTerrain, spend, tileOf, type ExamineCtx } from "../context.js";
import { hack, wantsHack } from "./misc_common.js";

export const MASKS = ["foodperson_mask", "foodperson_mask_on"] as const;
export const LOCKED = "t_door_metal_locked";
export const CLOSED = "t_door_metal_c";
export const OPEN = "t_door_metal_o";

function speak(ctx: ExamineCtx, text: string): void {
  ctx.sim.emit({ type: "sound", description: text, volume: 6, pos: copy(ctx.pos), source: ctx.who });
  say(ctx, text);
}

export function cardreaderFp(ctx: ExamineCtx): void {
  const wearing = ctx.c.worn.some((s) => (MASKS as readonly string[]).includes(s.id));
  if (wearing && confirmed(ctx)) {
    spend(ctx, 100);
    let opened = 0;
    for (const p of around(ctx, ctx.pos, HACK_RADIUS))
      if (tileOf(ctx, p)?.ter === LOCKED && setTerrain(ctx, p, CLOSED)) opened++;
    rule(ctx, "face_accepted", { opened });
    if (opened > 0) {
      say(ctx, "You press your face on the reader.");
      say(ctx, "The nearby doors are unlocked.");
      return speak(ctx, '"Hello Foodperson.  Welcome home."');
    }
    say(ctx, "The nearby doors are already unlocked.");
    if (ctx.answers.option !== "lock") return;
    for (const p of around(ctx, ctx.pos, HACK_RADIUS)) {
      const ter = tileOf(ctx, p)?.ter;
      if (ter !== OPEN && ter !== CLOSED) continue;
      if (p.x === ctx.c.pos.x && p.y === ctx.c.pos.y && p.z === ctx.c.pos.z)
        say(ctx, "You are in the way of the door, move before trying again.");
      else setTerrain(ctx, p, LOCKED);
    }
    return;
  }
  // Finishing a hack started here: the greeting was heard when it began.
  if (ctx.finishing) {
    hack(ctx);
    return;
  }
  if (wearing || MASKS.some((m) => has(ctx, m) > 0))
    return speak(ctx, '"FOODPERSON DETECTED.  Please make yourself presentable."');
  speak(ctx, '"Your face is inadequate.  Please go away."');
  if (!wantsHack(ctx)) return;
  hack(ctx);
}
