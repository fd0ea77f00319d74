/**
 * Applying an update mapgen for a card reader's `mapgen_id` (B3-cardreader-F-mapgen_id) on one
 * overmap tile, with the map generation camps use (engine/mechanics/mapgen/apply.ts): rows with
 * palettes, nested chunks and their placement conditions (the overmap around the tile as
 * `world.vars["omt:<x>,<y>"]` records it), `set`, placed furniture and terrain, and item groups
 * spawned onto the tiles with the world's dice. Tiles go through the examine helpers, so every
 * change is a `tile_changed` or `items_added` event; notes of the update are one debug event.
 */
import { applyObject, type Canvas } from "../../mechanics/mapgen/apply.js";
import { siteAt, worldTerrainAt } from "../../mechanics/mapgen/site.js";
import { inBounds } from "../../world/grid.js";
import { OMT_SIZE } from "../../content/kinds/mapgen.js";
import { dropAt, setFurniture, setTerrain, type ExamineCtx } from "./context.js";

/** Runs update mapgen `id` on the overmap tile `omt`; true when a tile changed. */
export function applyUpdateMapgen(ctx: ExamineCtx, id: string, omt: { x: number; y: number; z: number }): boolean {
  const def = ctx.sim.content.update_mapgen.get(id);
  if (!def) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `update mapgen ${JSON.stringify(id)} is not loaded`,
      rule: "B3-cardreader-F-mapgen_id",
    });
    return false;
  }
  let changed = false;
  const at = (x: number, y: number, dz: number) => {
    const p = { x: omt.x * OMT_SIZE + x, y: omt.y * OMT_SIZE + y, z: omt.z + dz };
    return inBounds(ctx.sim.map(), p) ? p : undefined;
  };
  const canvas: Canvas = {
    setTerrain: (x, y, dz, to) => {
      const p = at(x, y, dz);
      if (p) changed = setTerrain(ctx, p, to) || changed;
    },
    setFurniture: (x, y, dz, to) => {
      const p = at(x, y, dz);
      if (p) changed = setFurniture(ctx, p, to ?? null) || changed;
    },
    setTrap: (x, y, dz, to) => {
      const p = at(x, y, dz);
      if (!p) return;
      ctx.sim.editTile(p, (t) => {
        if (t.trap === to) return;
        changed = true;
        if (to === undefined) delete t.trap;
        else t.trap = to;
      });
    },
    addItem: (x, y, dz, item) => {
      const p = at(x, y, dz);
      if (!p) return;
      dropAt(ctx, p, item);
      changed = true;
    },
  };
  const notes: string[] = [];
  const site = siteAt(ctx.sim.content, omt, omt.z, (x, y) => worldTerrainAt(ctx.sim.world, x, y));
  applyObject({ content: ctx.sim.content, dice: ctx.sim.dice, params: {}, notes, site }, canvas, def.object, 0, 0, 0);
  if (notes.length > 0) ctx.sim.emit({ type: "debug", text: `update mapgen ${id}: ${notes.join("; ")}` });
  return changed;
}
