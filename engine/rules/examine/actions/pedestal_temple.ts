/**
 * `pedestal_temple` (B2-pedestal_temple): a petrified eye lying on the pedestal, or one carried and
 * offered (answers.confirm), opens the temple: the eye is used up, the pedestal becomes t_dirt, and
 * TEMPLE_OPEN fires 10 s later (timers.ts). Otherwise only a description.
 */
import { clearItems, confirmed, has, rule, say, setTerrain, take, tileOf, type ExamineCtx } from "../context.js";
import { schedule } from "../timers.js";

export const PETRIFIED_EYE = "petrified_eye";

export function pedestalTemple(ctx: ExamineCtx): void {
  const onIt = (tileOf(ctx)?.items ?? []).some((s) => s.id === PETRIFIED_EYE);
  if (!onIt) {
    if (has(ctx, PETRIFIED_EYE) === 0)
      return say(
        ctx,
        "This pedestal is engraved in eye-shaped diagrams, and has a large semi-spherical indentation at the top.",
      );
    if (!confirmed(ctx)) return say(ctx, "You keep the petrified eye.");
    take(ctx, PETRIFIED_EYE, 1);
    say(ctx, "You place the petrified eye on the pedestal; it fits perfectly.");
  }
  clearItems(ctx, ctx.pos);
  setTerrain(ctx, ctx.pos, "t_dirt");
  schedule(ctx.sim, { at: ctx.sim.world.turn + 10, event: "TEMPLE_OPEN", pos: [ctx.pos.x, ctx.pos.y, ctx.pos.z] });
  rule(ctx, "temple_opening", {});
  say(ctx, "The pedestal sinks into the ground, with an ominous grinding noise…");
}
