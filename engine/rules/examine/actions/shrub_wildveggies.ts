/**
 * `shrub_wildveggies` (B2-shrub_wildveggies): asks (answers.confirm) only when something lies on the
 * tile or a creature is there. Foraging costs 100000 / (2 x survival + 5) moves divided by
 * rng(max(4, per), 4 + 2 x per) and finds, by season, one item of FORAGE[season] (the first loaded
 * of a seeded pick; winter finds nothing). The shrub becomes t_underbrush_harvested_<season> when
 * loaded, else its `transforms_into`, else it is only marked harvested (`state.harvested`).
 */
import { statOf } from "../../../mechanics/effects/status.js";
import {
  confirmed,
  give,
  rule,
  say,
  season,
  setTerrain,
  setTileState,
  skill,
  tileOf,
  type ExamineCtx,
} from "../context.js";

export const FORAGE: Readonly<Record<string, readonly string[]>> = {
  spring: ["veggy_wild", "wild_herbs"],
  summer: ["veggy_wild", "wild_herbs"],
  autumn: ["veggy_wild", "wild_herbs"],
  winter: [],
};

export function shrubWildveggies(ctx: ExamineCtx): void {
  const busy = (tileOf(ctx)?.items ?? []).length > 0 || ctx.sim.occupied(ctx.pos);
  if (busy && !confirmed(ctx)) return say(ctx, "You leave the shrub alone.");
  const per = statOf(ctx.sim, ctx.c, "per");
  const base = 100000 / (2 * skill(ctx, "survival") + 5);
  const moves = Math.round(base / ctx.sim.dice.int(Math.max(4, per), 4 + 2 * per));
  ctx.c.moves -= moves;
  const s = season(ctx.sim);
  const options = (FORAGE[s] ?? []).filter((id) => ctx.sim.content.item.has(id));
  const found = ctx.sim.dice.pick(options);
  if (found) give(ctx, { id: found, count: 1 });
  const harvested = `t_underbrush_harvested_${s}`;
  if (ctx.source === "terrain" && ctx.sim.content.terrain.has(harvested)) setTerrain(ctx, ctx.pos, harvested);
  else if (ctx.source === "terrain" && ctx.def.transformsInto && ctx.sim.content.terrain.has(ctx.def.transformsInto))
    setTerrain(ctx, ctx.pos, ctx.def.transformsInto);
  else setTileState(ctx, ctx.pos, "harvested", ctx.sim.world.turn);
  rule(ctx, "foraged", { moves, found: found ?? null, season: s });
  say(ctx, found ? `You find some ${ctx.sim.content.item.get(found)?.name ?? found}.` : "You didn't find anything.");
}
