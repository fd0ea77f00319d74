/**
 * `door_peephole` (REAL-examine-door_peephole; src/iexamine.cpp iexamine::door_peephole): a door
 * with a peephole. From outside (the examiner's tile is not INDOORS), a door that opens only from
 * inside (OPENCLOSE_INSIDE) is a locked object (prying, lock picking: locked_object); any other
 * says the peephole cannot be used from outside. From inside, answers.option picks:
 *
 * - `peek` (default, the menu's first entry): 200 moves and a `peek` event naming the creatures
 *   seen from the door's tile.
 * - `open`: the door becomes its `open` terrain (or furniture), from inside even when locked.
 * - `nothing`: "Never mind."
 */
import { lockedObject } from "./locked_object.js";
import { rule, say, setFurniture, setTerrain, type ExamineCtx } from "../context.js";
import { isOutside, peek, tileHasFlag, withoutOption } from "./misc_common.js";

export function doorPeephole(ctx: ExamineCtx): void {
  if (isOutside(ctx, ctx.c.pos)) {
    rule(ctx, "peephole_outside", {});
    if (tileHasFlag(ctx, ctx.pos, "OPENCLOSE_INSIDE")) return lockedObject(withoutOption(ctx));
    return say(ctx, "You cannot look through the peephole from the outside.");
  }
  const option = ctx.answers.option ?? "peek";
  rule(ctx, "peephole_menu", { option });
  if (option === "peek") {
    peek(ctx, ctx.pos);
    return say(ctx, "You peek through the peephole.");
  }
  if (option === "open") {
    const to = ctx.def.open;
    if (to === undefined) return say(ctx, `The ${ctx.def.name} does not open.`);
    const opened = ctx.source === "furniture" ? setFurniture(ctx, ctx.pos, to) : setTerrain(ctx, ctx.pos, to);
    if (opened) return say(ctx, "You open the door.");
    return;
  }
  say(ctx, "Never mind.");
}
