/**
 * `pit` (B2-pit, S-10): covering a pit uses one `2x4` from the crafting inventory (carried, or on a
 * tile within PICKUP_RANGE): t_pit -> t_pit_covered, t_pit_spiked -> t_pit_spiked_covered,
 * t_pit_glass -> t_pit_glass_covered; 100 moves; answers.confirm. Without a plank, only a message.
 */
import {
  around,
  confirmed,
  has,
  rule,
  say,
  setTerrain,
  spend,
  take,
  takeFromTile,
  tileOf,
  type ExamineCtx,
} from "../context.js";

export const PLANK = "2x4";
export const PICKUP_RANGE = 6;
export const COVERED: Readonly<Record<string, string>> = {
  t_pit: "t_pit_covered",
  t_pit_spiked: "t_pit_spiked_covered",
  t_pit_glass: "t_pit_glass_covered",
};

export function pit(ctx: ExamineCtx): void {
  const ter = tileOf(ctx)?.ter ?? "";
  const to = COVERED[ter];
  if (to === undefined) return say(ctx, `You don't know how to cover the ${ctx.def.name}.`);
  const nearby =
    has(ctx, PLANK) > 0
      ? undefined
      : around(ctx, ctx.c.pos, PICKUP_RANGE).find((p) => (tileOf(ctx, p)?.items ?? []).some((s) => s.id === PLANK));
  if (has(ctx, PLANK) === 0 && !nearby) return say(ctx, "You'd need a 2x4 to cover the pit.");
  if (!confirmed(ctx)) return say(ctx, "You leave the pit open.");
  if (nearby) takeFromTile(ctx, nearby, PLANK, 1);
  else take(ctx, PLANK, 1);
  setTerrain(ctx, ctx.pos, to);
  spend(ctx, 100);
  rule(ctx, "pit_covered", { terrain: to });
  say(ctx, "You place a plank of wood over the pit.");
}
