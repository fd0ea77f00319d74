/**
 * `ledge` (REAL-examine-ledge; src/iexamine.cpp iexamine::ledge): open air at the edge of a
 * drop. The game asks "There is a ledge here. What do you want to do?"; answers.option picks:
 *
 * - `climb` (default, hotkey c): the climbing menu of the ledge opens, the same one the `descend`
 *   action shows (engine/rules/climbing, reached through sim.hooks.ledges). answers.item names the
 *   climbing aid (an id or a hotkey); without it a menu of one entry is taken, a longer one is
 *   only shown (a `climb_menu` rule event). answers.confirm answers the danger prompt.
 * - `jump` (j): a jump across to the tile two steps away in the same direction, refused when
 *   strength is below 4, more than a quarter of the carrying capacity is carried, the landing tile
 *   is outside the map or impassable, a creature stands there, or it is a ledge itself.
 * - `nothing`: "You decided to step back from the ledge."
 */
import { statOf } from "../../../mechanics/effects/status.js";
import { carriedWeight } from "../../../mechanics/body_weight.js";
import type { Point } from "../../../world/types.js";
import { passable, hasNoFloor } from "../../../sim/terrain.js";
import { inBounds } from "../../../world/grid.js";
import { rule, say, type ExamineCtx } from "../context.js";
import { directionTo } from "./misc_common.js";

export const LEDGE_OPTIONS = ["climb", "jump", "nothing"] as const;
/** The weakest jumper (the game's get_str() < 4 check). */
export const JUMP_MIN_STR = 4;
/** Percent of the carrying capacity above which one is too burdened to jump. */
export const JUMP_MAX_BURDEN = 25;

function jump(ctx: ExamineCtx): void {
  const from = ctx.c.pos;
  const dest: Point = {
    x: from.x + 2 * Math.sign(ctx.pos.x - from.x),
    y: from.y + 2 * Math.sign(ctx.pos.y - from.y),
    z: from.z,
  };
  const map = ctx.sim.map();
  let refusal: string | undefined;
  if (statOf(ctx.sim, ctx.c, "str") < JUMP_MIN_STR) refusal = "You are too weak to jump over an obstacle.";
  else if (
    ctx.c.carryCapacity <= 0 ||
    (100 * carriedWeight(ctx.sim.content, ctx.c)) / ctx.c.carryCapacity > JUMP_MAX_BURDEN
  )
    refusal = "You are too burdened to jump over an obstacle.";
  else if (!inBounds(map, dest) || !passable(ctx.sim.content, map, dest))
    refusal = "You cannot jump over an obstacle - something is blocking the way.";
  else if (ctx.sim.occupied(dest)) refusal = "You cannot jump over an obstacle - a creature is blocking the way.";
  else if (hasNoFloor(ctx.sim.content, map, dest))
    refusal = "You are not going to jump over an obstacle only to fall down.";
  if (refusal !== undefined) {
    rule(ctx, "ledge_jump_refused", { to: [dest.x, dest.y, dest.z] });
    return say(ctx, refusal);
  }
  say(ctx, "You jump over an obstacle.");
  rule(ctx, "ledge_jump", { from: [from.x, from.y, from.z], to: [dest.x, dest.y, dest.z] });
  ctx.sim.relocate(ctx.who, dest, "jumped");
}

function climb(ctx: ExamineCtx): void {
  const ledges = ctx.sim.hooks.ledges;
  const dir = directionTo(ctx.c.pos, ctx.pos);
  if (!ledges || dir === undefined) return say(ctx, "You can't climb down there.");
  const menu = ledges.menu(ctx.sim, ctx.who, dir);
  if (!menu.ok) {
    rule(ctx, "ledge_no_climb", { reason: menu.reason });
    return say(ctx, "You can't climb down there.");
  }
  const aid = ctx.answers.item;
  if (aid === undefined && menu.entries !== 1) {
    // The menu is open and waits for a choice: shown, nothing climbed.
    ctx.sim.emit({ type: "rule", name: "climb_menu", data: { who: ctx.who, ...menu.data } });
    return;
  }
  ledges.descend(ctx.sim, ctx.who, dir, {
    ...(aid !== undefined ? { aid } : {}),
    confirm: ctx.answers.confirm ?? true,
  });
}

export function ledge(ctx: ExamineCtx): void {
  const option = ctx.answers.option ?? "climb";
  rule(ctx, "ledge_menu", { option });
  if (option === "jump") return jump(ctx);
  if (option === "climb") return climb(ctx);
  if (option !== "nothing")
    return say(ctx, `The ledge offers ${LEDGE_OPTIONS.join(", ")}; ${JSON.stringify(option)} is not one of them.`);
  say(ctx, "You decided to step back from the ledge.");
}
