/**
 * `curtains` (REAL-examine-curtains; src/iexamine.cpp iexamine::curtains): a window with
 * curtains. From outside (the examiner's tile is not INDOORS), a wall or a window whose curtains
 * are closed (BARRICADABLE_WINDOW_CURTAINS) is a locked object: prying and lock picking decide
 * (locked_object). From inside, answers.option picks:
 *
 * - `peek` (p): only while the curtains are closed (the flag, and no `close` transform left):
 *   200 moves and a `peek` event naming the creatures seen from the window.
 * - `tear` (t; default): the terrain becomes its `curtain_transform`, and 4 nails, 2 sheets, a
 *   stick and a 36-inch string drop at the examiner's feet; 1000 moves (10 seconds).
 * - `nothing`: "Never mind."
 *
 * Opening and closing the curtains is the game's open and close actions, not this examine.
 */
import { lockedObject } from "./locked_object.js";
import { dropAt, rule, say, setTerrain, spend, type ExamineCtx } from "../context.js";
import { isOutside, peek, tileHasFlag, withoutOption } from "./misc_common.js";

export const CURTAIN_FLAG = "BARRICADABLE_WINDOW_CURTAINS";
export const TEAR_DOWN_MOVES = 1000;
/** What tearing the curtains down leaves, as the game spawns it. */
export const TORN_CURTAIN_ITEMS: readonly { readonly id: string; readonly count: number }[] = [
  { id: "nail", count: 4 },
  { id: "sheet", count: 2 },
  { id: "stick", count: 1 },
  { id: "string_36", count: 1 },
];

export function curtains(ctx: ExamineCtx): void {
  const closed = tileHasFlag(ctx, ctx.pos, CURTAIN_FLAG);
  if (isOutside(ctx, ctx.c.pos) && (tileHasFlag(ctx, ctx.pos, "WALL") || closed)) {
    rule(ctx, "curtains_outside", {});
    return lockedObject(withoutOption(ctx));
  }
  const canPeek = closed && ctx.def.close === undefined;
  const option = ctx.answers.option ?? "tear";
  rule(ctx, "curtains_menu", { option, peek: canPeek });
  if (option === "peek") {
    if (!canPeek) return say(ctx, "The curtains are open: there is nothing to peek through.");
    peek(ctx, ctx.pos);
    return say(ctx, "You carefully peek through the curtains.");
  }
  if (option === "tear") {
    if (ctx.def.curtainTransform !== undefined) setTerrain(ctx, ctx.pos, ctx.def.curtainTransform);
    for (const it of TORN_CURTAIN_ITEMS) dropAt(ctx, ctx.c.pos, { id: it.id, count: it.count });
    spend(ctx, TEAR_DOWN_MOVES);
    return say(ctx, "You tear the curtains and curtain rod off the windowframe.");
  }
  say(ctx, "Never mind.");
}
