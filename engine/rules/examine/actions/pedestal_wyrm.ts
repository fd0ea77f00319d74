/**
 * `pedestal_wyrm` (B2-pedestal_wyrm): only when the single item on the pedestal is one petrified
 * eye and the examiner confirms: the eye is taken, a dark wyrm appears next to every t_orifice of
 * the level, "an ominous grinding noise" sounds (volume 80), the pedestal becomes t_rock_floor and
 * more wyrms come rng(30, 60) s later (SPAWN_WYRMS). Otherwise nothing happens.
 */
import { confirmed, give, rule, say, setTerrain, takeFromTile, tileOf, type ExamineCtx } from "../context.js";
import { schedule, wyrmsAtOrifices } from "../timers.js";
import { none } from "./none.js";
import { PETRIFIED_EYE } from "./pedestal_temple.js";

export function pedestalWyrm(ctx: ExamineCtx): void {
  const items = tileOf(ctx)?.items ?? [];
  const only = items.length === 1 ? items[0] : undefined;
  if (!only || only.id !== PETRIFIED_EYE || only.count !== 1) return none(ctx);
  if (!confirmed(ctx)) return say(ctx, "You leave the eye where it lies.");
  takeFromTile(ctx, ctx.pos, PETRIFIED_EYE, 1);
  give(ctx, { id: PETRIFIED_EYE, count: 1 });
  const n = wyrmsAtOrifices(ctx.sim, ctx.pos.z);
  ctx.sim.emit({
    type: "sound",
    description: "an ominous grinding noise…",
    volume: 80,
    pos: ctx.pos,
    source: ctx.def.id,
  });
  setTerrain(ctx, ctx.pos, "t_rock_floor");
  schedule(ctx.sim, {
    at: ctx.sim.world.turn + ctx.sim.dice.int(30, 60),
    event: "SPAWN_WYRMS",
    pos: [ctx.pos.x, ctx.pos.y, ctx.pos.z],
  });
  rule(ctx, "wyrms", { spawned: n });
  say(ctx, "The pedestal sinks into the ground…");
}
