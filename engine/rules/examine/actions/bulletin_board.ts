/**
 * `bulletin_board` (B2-bulletin_board): with a camp on this overmap tile it opens that camp's
 * mission list; otherwise "This bulletin board is not inside a camp" and nothing changes.
 *
 * The camp rules fill in `campAt` (which camp's overmap tile holds this point) and `open` (the
 * mission list) from engine/rules/camp/bulletin.ts, so this module does not depend on them.
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
  rule(ctx, "bulletin_board", { camp });
  if (BULLETIN_BOARD.open) BULLETIN_BOARD.open(ctx.sim, camp, ctx.who);
  else say(ctx, `The board lists the tasks of camp ${camp}.`);
}
