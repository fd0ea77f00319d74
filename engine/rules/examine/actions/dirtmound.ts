/**
 * `dirtmound` (B2-dirtmound): plant a carried seed (answers.item, default the first by id) when it
 * is warm enough (not winter) and nothing lies on the tile: one seed is used, it lies on the tile
 * with `vars.planted`, the mound becomes its plant_data `transform` (default f_plant_seed), 30 s.
 * The tile must be soil for that seed (REAL-plant-soil): its terrain or furniture carries the
 * seed's `required_terrain_flag` (PLANTABLE unless the seed says otherwise, SHALLOW_WATER for
 * rice), as the game's iexamine::dirtmound checks; a mound on a bare indoor floor grows nothing.
 */
import type { Furniture } from "../../../content/kinds/furniture.js";
import { carried, rule, say, season, setFurniture, take, tileOf, type ExamineCtx } from "../context.js";
import { isSeed, PLANT_MOVES } from "../plants.js";

export function dirtmound(ctx: ExamineCtx): void {
  if (season(ctx.sim) === "winter") return say(ctx, "It is too cold to plant anything now.");
  const seeds = [
    ...new Set(
      carried(ctx)
        .filter((s) => isSeed(ctx, s))
        .map((s) => s.id),
    ),
  ].sort();
  if (seeds.length === 0) return say(ctx, "You have no seeds to plant.");
  if ((tileOf(ctx)?.items ?? []).length > 0) return say(ctx, "Something's lying there…");
  const chosen = ctx.answers.item ?? seeds[0];
  if (chosen === undefined || !seeds.includes(chosen))
    return say(ctx, `You have no seed ${JSON.stringify(chosen)}; you carry ${seeds.join(", ")}.`);
  const soil = ctx.sim.content.item.get(chosen)?.seedData?.requiredTerrainFlag ?? "PLANTABLE";
  if (!tileHasFlag(ctx, soil)) {
    rule(ctx, "not_plantable", { seed: chosen, needs: soil });
    return say(ctx, "This type of seed can not be planted in this location.");
  }
  if (take(ctx, chosen, 1) === 0) return say(ctx, "You have no seeds to plant.");
  const target =
    ctx.source === "furniture" ? ((ctx.def as Furniture).plantData?.transform ?? "f_plant_seed") : "f_plant_seed";
  setFurniture(ctx, ctx.pos, target);
  ctx.sim.editTile(ctx.pos, (t) => {
    t.items ??= [];
    t.items.push({ id: chosen, count: 1, vars: { planted: ctx.sim.world.turn } });
  });
  ctx.sim.emit({ type: "items_added", pos: ctx.pos, item: chosen, count: 1 });
  ctx.c.moves -= PLANT_MOVES;
  rule(ctx, "planted", { seed: chosen, furniture: target });
  say(ctx, `You plant some ${ctx.sim.content.item.get(chosen)?.name ?? chosen}.`);
}

/** Does the tile's terrain or furniture carry the flag (the game's has_flag_ter_or_furn)? */
function tileHasFlag(ctx: ExamineCtx, flag: string): boolean {
  const tile = tileOf(ctx);
  if (!tile) return false;
  if (ctx.sim.content.terrain.get(tile.ter)?.flags.includes(flag)) return true;
  return tile.furn !== undefined && ctx.sim.content.furniture.get(tile.furn)?.flags.includes(flag) === true;
}
