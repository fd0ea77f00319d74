/**
 * Applying an update mapgen for a card reader's `mapgen_id` (B3-cardreader-F-mapgen_id) on one
 * overmap tile: `rows` with the object's own `terrain`/`furniture` symbols, and `set` entries of
 * terrain and furniture (points, lines, squares). Palettes, nested chunks and the other members are
 * the camp rules' business; they are reported once as a debug event and skipped here.
 */
import { rowSymbols, type MapgenObject, type SetEntry } from "../../content/kinds/camp/mapgen_object.js";
import type { Coord, MapValue } from "../../content/kinds/camp/mapgen_values.js";
import { inBounds, line } from "../../world/grid.js";
import type { Point } from "../../world/types.js";
import { OMT_SIZE } from "../../content/kinds/mapgen.js";
import { setFurniture, setTerrain, type ExamineCtx } from "./context.js";

function pickValue(ctx: ExamineCtx, v: MapValue | undefined, depth = 0): string | undefined {
  if (!v || depth > 8) return undefined;
  switch (v.kind) {
    case "id":
      return v.id;
    case "weighted": {
      const chosen = ctx.sim.dice.weighted(v.options.map((o) => [o.value, o.weight] as const));
      return pickValue(ctx, chosen, depth + 1);
    }
    case "param":
    case "switch":
      return v.fallback;
  }
}

const roll = (ctx: ExamineCtx, c: Coord): number => (c.min === c.max ? c.min : ctx.sim.dice.int(c.min, c.max));

function put(ctx: ExamineCtx, p: Point, what: "terrain" | "furniture", id: string | undefined): boolean {
  if (id === undefined || !inBounds(ctx.sim.map(), p)) return false;
  return what === "terrain" ? setTerrain(ctx, p, id) : setFurniture(ctx, p, id);
}

function applySet(ctx: ExamineCtx, s: SetEntry, ox: number, oy: number, z: number): boolean {
  if (s.what !== "terrain" && s.what !== "furniture") return false;
  if (s.chance < 100 && !ctx.sim.dice.chance(s.chance / 100)) return false;
  let changed = false;
  const x1 = roll(ctx, s.x);
  const y1 = roll(ctx, s.y);
  if (s.shape === "point") return put(ctx, { x: ox + x1, y: oy + y1, z: z + s.z }, s.what, s.id);
  const x2 = s.x2 ? roll(ctx, s.x2) : x1;
  const y2 = s.y2 ? roll(ctx, s.y2) : y1;
  if (s.shape === "square") {
    for (let y = Math.min(y1, y2); y <= Math.max(y1, y2); y++)
      for (let x = Math.min(x1, x2); x <= Math.max(x1, x2); x++)
        changed = put(ctx, { x: ox + x, y: oy + y, z: z + s.z }, s.what, s.id) || changed;
    return changed;
  }
  // The same cells as a camp update's line (world/grid.ts line, Bresenham).
  for (const c of [{ x: x1, y: y1 }, ...line({ x: x1, y: y1 }, { x: x2, y: y2 })]) {
    changed = put(ctx, { x: ox + c.x, y: oy + c.y, z: z + s.z }, s.what, s.id) || changed;
  }
  return changed;
}

function applyObject(ctx: ExamineCtx, o: MapgenObject, ox: number, oy: number, z: number): boolean {
  let changed = false;
  if (o.rows) {
    o.rows.forEach((row, y) => {
      // Symbols as the loader counts them: a base character with its combining marks (A3-nest-F-rows).
      rowSymbols(row).forEach((ch, x) => {
        const p = { x: ox + x, y: oy + y, z };
        changed = put(ctx, p, "terrain", pickValue(ctx, o.terrain[ch])) || changed;
        changed = put(ctx, p, "furniture", pickValue(ctx, o.furniture[ch])) || changed;
      });
    });
  }
  for (const s of o.set) changed = applySet(ctx, s, ox, oy, z) || changed;
  const skipped = [
    ...(o.palettes.length > 0 ? ["palettes"] : []),
    ...(o.placeNested.length > 0 ? ["place_nested"] : []),
    ...(Object.keys(o.nested).length > 0 ? ["nested"] : []),
    ...Object.keys(o.other),
  ];
  if (skipped.length > 0)
    ctx.sim.emit({ type: "debug", text: `update mapgen: ${skipped.join(", ")} not applied by the card reader` });
  return changed;
}

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
  return applyObject(ctx, def.object, omt.x * OMT_SIZE, omt.y * OMT_SIZE, omt.z);
}
