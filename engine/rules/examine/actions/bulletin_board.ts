/**
 * `bulletin_board` (B2-bulletin_board): with a camp on this overmap tile it opens that camp's
 * mission list; otherwise "This bulletin board is not inside a camp" and nothing changes.
 *
 * Hook for the camp rules: there is no camp system yet, so `BULLETIN_BOARD.campAt` finds no camp.
 * The camp helper sets `campAt` (which camp's overmap tile holds this point) and `open` (show or
 * return its missions) from its own module; nothing else here needs to change.
 */
import type { Sim } from "../../../sim/context.js";
import type { Point } from "../../../world/types.js";
import { rule, say, type ExamineCtx } from "../context.js";

export interface BulletinBoardHook {
  campAt: (sim: Sim, pos: Point) => string | undefined;
  open: ((sim: Sim, campId: string, who: string) => void) | undefined;
}

export const BULLETIN_BOARD: BulletinBoardHook = { campAt: () => undefined, open: undefined };

export function bulletinBoard(ctx: ExamineCtx): void {
  const camp = BULLETIN_BOARD.campAt(ctx.sim, ctx.pos);
  if (camp === undefined) return say(ctx, "This bulletin board is not inside a camp.");
  rule(ctx, "camp_missions", { camp });
  if (BULLETIN_BOARD.open) BULLETIN_BOARD.open(ctx.sim, camp, ctx.who);
  else say(ctx, `The board lists the tasks of camp ${camp}.`);
}
