/**
 * Applying a map update (A3) to a canvas, shared by camp missions and examine actions (a card
 * reader's `mapgen_id`): rows with palettes and inline terrain/furniture maps, symbol-placed and
 * `place_nested` chunks (weighted choice, weighted alternatives of a nested id by `weight`, G-7;
 * placement conditions by ./conditions.ts), `{param}` values resolved from the player's choice
 * (A4-R2c), `set` points, lines and squares, `place_furniture`/`place_terrain`,
 * `place_items`/`place_loot` (item groups spawned by engine/mechanics/items/spawn.ts), level
 * offsets (A3-upd-z) and the bounds of the 24x24 tile (A3-upd-bounds). Order (A3-upd-set): rows,
 * then nested chunks, then `set`, then placed furniture and terrain, then items.
 *
 * Null and clearing ids (./null_ids.ts) mean what they mean in the game: `t_null` and `f_null` in
 * rows change nothing; `f_clear` anywhere, and `f_null` in `set`, remove the furniture; chunk
 * `null` places nothing.
 *
 * The canvas hides where the tiles live: the world map (missions, examine) or a scratch tile of
 * `t_dirt` (the needs calculation, A1-needs-auto).
 */
import type { Content } from "../../content/load.js";
import { contentLike } from "../../content/load.js";
import { isJsonObject, own, type Json } from "../../content/json/types.js";
import { allDefinitions } from "../../content/kinds/camp/content_access.js";
import type { ItemPlacement, MapgenObject, PlaceNested } from "../../content/kinds/camp/mapgen_object.js";
import { rowSymbols } from "../../content/kinds/camp/mapgen_object.js";
import type { Coord, MapValue } from "../../content/kinds/camp/mapgen_values.js";
import { readItemGroup } from "../../content/kinds/item_group.js";
import { OMT_SIZE, type NestedMapgen } from "../../content/kinds/mapgen.js";
import { line } from "../../world/grid.js";
import type { Dice } from "../../world/rng.js";
import type { ItemStack } from "../../world/types.js";
import { spawnItemGroup } from "../items/spawn.js";
import { conditionsHold, UNKNOWN_SITE, type MapgenSite } from "./conditions.js";
import { furnitureWrite, NULL_CHUNK, terrainWrite } from "./null_ids.js";

const OMT = OMT_SIZE;

/** Tiles of one overmap tile, in local coordinates 0-23 and a level offset. */
export interface Canvas {
  setTerrain(x: number, y: number, dz: number, id: string): void;
  /** `undefined` removes the furniture (null ids are resolved before: ./null_ids.ts). */
  setFurniture(x: number, y: number, dz: number, id: string | undefined): void;
  setTrap(x: number, y: number, dz: number, id: string | undefined): void;
  addItem(x: number, y: number, dz: number, item: ItemStack): void;
}

export interface ApplyContext {
  readonly content: Content;
  readonly dice: Dice;
  /** Chosen parameter values (A4-R2b); parameters without a choice use their default distribution. */
  readonly params: { readonly [name: string]: string };
  /** Notes for the caller (skipped placements, unresolved ids). */
  readonly notes: string[];
  /** The overmap around the tile, for placement conditions; absent: nothing is known (every condition fails). */
  readonly site?: MapgenSite;
}

interface SymbolMaps {
  terrain: Map<string, MapValue>;
  furniture: Map<string, MapValue>;
  nested: Map<string, MapgenObject["nested"][string]>;
}

const MAX_DEPTH = 12;

function coord(ctx: ApplyContext, c: Coord): number {
  return c.min === c.max ? c.min : ctx.dice.int(c.min, c.max);
}

/** Picks an id from a value: weighted lists by the world's dice, parameters by the choice. */
export function resolveValue(
  ctx: ApplyContext,
  v: MapValue,
  scope: { readonly [n: string]: MapgenObject["parameters"][string] },
): string | undefined {
  switch (v.kind) {
    case "id":
      return v.id;
    case "weighted": {
      const picked = ctx.dice.weighted(v.options.map((o) => [o.value, o.weight] as const));
      return picked === undefined ? undefined : resolveValue(ctx, picked, scope);
    }
    case "param":
      return paramValue(ctx, v.param, scope) ?? v.fallback;
    case "switch": {
      const value = paramValue(ctx, v.param, scope) ?? v.fallback;
      return value === undefined ? undefined : Object.hasOwn(v.cases, value) ? v.cases[value] : undefined;
    }
  }
}

function paramValue(
  ctx: ApplyContext,
  name: string,
  scope: { readonly [n: string]: MapgenObject["parameters"][string] },
): string | undefined {
  if (Object.hasOwn(ctx.params, name)) return ctx.params[name];
  const declared = scope[name];
  if (!declared) return undefined;
  // Not chosen by the player (not an omt parameter of this update): its default distribution, once per update.
  const picked = resolveValue(ctx, declared.default, {});
  if (picked !== undefined) (ctx.params as Record<string, string>)[name] = picked;
  return picked;
}

/** The symbol maps of an object: its palettes in order (later wins), then its own maps. */
function symbolMaps(
  ctx: ApplyContext,
  o: MapgenObject,
  scope: Record<string, MapgenObject["parameters"][string]>,
): SymbolMaps {
  const maps: SymbolMaps = { terrain: new Map(), furniture: new Map(), nested: new Map() };
  const addPalette = (p: MapgenObject, depth: number): void => {
    for (const [k, v] of Object.entries(p.parameters)) if (!(k in scope)) scope[k] = v;
    if (depth < MAX_DEPTH) {
      for (const ref of p.palettes) {
        const id = resolveValue(ctx, ref, scope);
        const pal = id === undefined ? undefined : ctx.content.palette.get(id);
        if (pal) addPalette(pal, depth + 1);
        else if (id !== undefined) ctx.notes.push(`palette ${id} is not loaded`);
      }
    }
    for (const [k, v] of Object.entries(p.terrain)) maps.terrain.set(k, v);
    for (const [k, v] of Object.entries(p.furniture)) maps.furniture.set(k, v);
    for (const [k, v] of Object.entries(p.nested)) maps.nested.set(k, v);
  };
  addPalette(o, 0);
  return maps;
}

/** Writes a chunk or update object with its top-left at local (ox, oy), level offset dz. */
export function applyObject(
  ctx: ApplyContext,
  canvas: Canvas,
  o: MapgenObject,
  ox: number,
  oy: number,
  dz: number,
  depth = 0,
  inherited: Record<string, MapgenObject["parameters"][string]> = {},
): void {
  if (depth > MAX_DEPTH) return void ctx.notes.push("nested chunks go deeper than 12 levels; stopped");
  const scope: Record<string, MapgenObject["parameters"][string]> = { ...inherited, ...o.parameters };
  const maps = symbolMaps(ctx, o, scope);
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < OMT && y < OMT;
  const fill = o.other["fill_ter"];
  if (typeof fill === "string") {
    const [w, h] = o.mapgensize ?? [OMT, OMT];
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) if (inside(ox + x, oy + y)) canvas.setTerrain(ox + x, oy + y, dz, fill);
  }
  const symbolNests: { sym: string; x: number; y: number }[] = [];
  (o.rows ?? []).forEach((row, y) => {
    rowSymbols(row).forEach((sym, x) => {
      const tx = ox + x;
      const ty = oy + y;
      if (!inside(tx, ty)) return;
      const ter = maps.terrain.get(sym);
      if (ter) {
        const w = terrainWrite(resolveValue(ctx, ter, scope));
        if (w !== undefined) canvas.setTerrain(tx, ty, dz, w);
      }
      const furn = maps.furniture.get(sym);
      if (furn) {
        const w = furnitureWrite(resolveValue(ctx, furn, scope), "rows");
        if (w !== undefined) canvas.setFurniture(tx, ty, dz, w.id);
      }
      if (maps.nested.has(sym)) symbolNests.push({ sym, x: tx, y: ty });
    });
  });
  for (const n of symbolNests) {
    for (const entry of maps.nested.get(n.sym) ?? []) {
      const options = conditionsHold(entry.condition, ctx.site ?? UNKNOWN_SITE, ctx.notes)
        ? entry.chunks
        : entry.elseChunks;
      placeChunk(ctx, canvas, options, n.x, n.y, dz, depth, scope);
    }
  }
  for (const p of o.placeNested) placeNestedEntry(ctx, canvas, p, ox, oy, dz, depth, scope);
  for (const s of o.set) {
    const repeat = coord(ctx, s.repeat);
    for (let i = 0; i < repeat; i++) {
      if (s.chance < 100 && !ctx.dice.chance(s.chance / 100)) continue;
      const cells = setCells(
        ctx,
        s.shape,
        coord(ctx, s.x),
        coord(ctx, s.y),
        s.x2 ? coord(ctx, s.x2) : 0,
        s.y2 ? coord(ctx, s.y2) : 0,
      );
      for (const [cx, cy] of cells) {
        const tx = ox + cx;
        const ty = oy + cy;
        if (!inside(tx, ty)) continue;
        const z = dz + s.z;
        if (s.what === "terrain") {
          const w = terrainWrite(s.id);
          if (w !== undefined) canvas.setTerrain(tx, ty, z, w);
        } else if (s.what === "furniture") {
          const w = furnitureWrite(s.id, "set");
          if (w !== undefined) canvas.setFurniture(tx, ty, z, w.id);
        } else if (s.what === "trap") canvas.setTrap(tx, ty, z, s.id === "tr_null" ? undefined : s.id);
        else if (s.what === "trap_remove") canvas.setTrap(tx, ty, z, undefined);
      }
    }
  }
  placeTiles(ctx, canvas, o, ox, oy, dz);
  for (const it of o.placeItems) placeItems(ctx, canvas, it, ox, oy, dz, false);
  for (const it of o.placeLoot) placeItems(ctx, canvas, it, ox, oy, dz, true);
}

/**
 * `place_furniture` (`{furn, x, y}`) and `place_terrain` (`{ter, x, y}`): single placements, with
 * `repeat` and ranges like the others; `f_clear` removes the furniture, null ids change nothing.
 */
function placeTiles(ctx: ApplyContext, canvas: Canvas, o: MapgenObject, ox: number, oy: number, dz: number): void {
  for (const [member, key] of [
    ["place_furniture", "furn"],
    ["place_terrain", "ter"],
  ] as const) {
    const list = o.other[member];
    if (!Array.isArray(list)) continue;
    for (const e of list) {
      if (!isJsonObject(e)) continue;
      const id = own(e, key);
      const x = rangeOf(own(e, "x"));
      const y = rangeOf(own(e, "y"));
      if (typeof id !== "string" || !x || !y) {
        ctx.notes.push(`a ${member} entry needs ${key}, x and y; skipped`);
        continue;
      }
      const repeat = rangeOf(own(e, "repeat")) ?? { min: 1, max: 1 };
      for (let i = coord(ctx, repeat); i > 0; i--) {
        const tx = ox + coord(ctx, x);
        const ty = oy + coord(ctx, y);
        if (tx < 0 || ty < 0 || tx >= OMT || ty >= OMT) continue;
        if (key === "ter") {
          const w = terrainWrite(id);
          if (w !== undefined) canvas.setTerrain(tx, ty, dz, w);
        } else {
          const w = furnitureWrite(id, "rows");
          if (w !== undefined) canvas.setFurniture(tx, ty, dz, w.id);
        }
      }
    }
  }
}

function rangeOf(v: Json | undefined): Coord | undefined {
  if (typeof v === "number" && Number.isInteger(v)) return { min: v, max: v };
  if (Array.isArray(v) && typeof v[0] === "number" && typeof v[1] === "number") {
    const a = Math.trunc(v[0]);
    const b = Math.trunc(v[1]);
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  return undefined;
}

/**
 * `place_items` (an item group, by id or inline) and `place_loot` (one item, or a group): each
 * repeat rolls `chance` percent (the game's map::place_items), then spawns the group's items with
 * the world's dice onto the tile; a `place_loot` item is one item of that type.
 */
function placeItems(
  ctx: ApplyContext,
  canvas: Canvas,
  it: ItemPlacement,
  ox: number,
  oy: number,
  dz: number,
  loot: boolean,
): void {
  const repeat = coord(ctx, it.repeat);
  for (let i = 0; i < repeat; i++) {
    if (it.chance < 100 && !ctx.dice.chance(it.chance / 100)) continue;
    const tx = ox + coord(ctx, it.x);
    const ty = oy + coord(ctx, it.y);
    if (tx < 0 || ty < 0 || tx >= OMT || ty >= OMT) continue;
    for (const item of itemsOf(ctx, it, loot)) canvas.addItem(tx, ty, dz + it.z, item);
  }
}

function itemsOf(ctx: ApplyContext, it: ItemPlacement, loot: boolean): ItemStack[] {
  const spawn = { content: ctx.content, dice: ctx.dice, notes: ctx.notes };
  if (loot && typeof it.item === "string") {
    if (ctx.content.item.has(it.item)) return [{ id: it.item, count: 1 }];
    ctx.notes.push(`place_loot item ${JSON.stringify(it.item)} is not loaded; nothing placed`);
    return [];
  }
  if (isJsonObject(it.item)) return spawnItemGroup(spawn, readItemGroup(it.item, "inline group", "collection"));
  const id = typeof it.item === "string" ? it.item : it.group;
  return id === undefined ? [] : spawnItemGroup(spawn, id);
}

function setCells(
  ctx: ApplyContext,
  shape: "point" | "line" | "square",
  x: number,
  y: number,
  x2: number,
  y2: number,
): [number, number][] {
  void ctx;
  if (shape === "point") return [[x, y]];
  if (shape === "square") {
    const out: [number, number][] = [];
    for (let yy = Math.min(y, y2); yy <= Math.max(y, y2); yy++)
      for (let xx = Math.min(x, x2); xx <= Math.max(x, x2); xx++) out.push([xx, yy]);
    return out;
  }
  return [[x, y], ...line({ x, y }, { x: x2, y: y2 }).map((p): [number, number] => [p.x, p.y])];
}

function placeNestedEntry(
  ctx: ApplyContext,
  canvas: Canvas,
  p: PlaceNested,
  ox: number,
  oy: number,
  dz: number,
  depth: number,
  scope: Record<string, MapgenObject["parameters"][string]>,
): void {
  const options = conditionsHold(p.condition, ctx.site ?? UNKNOWN_SITE, ctx.notes) ? p.chunks : p.elseChunks;
  const repeat = coord(ctx, p.repeat);
  for (let i = 0; i < repeat; i++) {
    const x = ox + coord(ctx, p.x);
    const y = oy + coord(ctx, p.y);
    if (x < 0 || y < 0 || x >= OMT || y >= OMT) {
      ctx.notes.push(`a chunk placement at (${x}, ${y}) lies outside the tile and is skipped`);
      continue;
    }
    placeChunk(ctx, canvas, options, x, y, dz + p.z, depth, scope);
  }
}

/** Picks a chunk id (a bare id weighs 100), then one definition of that id by `weight` (G-7). */
function placeChunk(
  ctx: ApplyContext,
  canvas: Canvas,
  options: PlaceNested["chunks"],
  x: number,
  y: number,
  dz: number,
  depth: number,
  scope: Record<string, MapgenObject["parameters"][string]>,
): void {
  if (options.length === 0) return;
  const value =
    options.length === 1 ? options[0]?.value : ctx.dice.weighted(options.map((o) => [o.value, o.weight] as const));
  if (!value) return;
  const id = resolveValue(ctx, value, scope);
  if (id === undefined || id === NULL_CHUNK) return;
  const defs = allDefinitions<NestedMapgen>(contentLike(ctx.content), "nested_mapgen", id);
  if (defs.length === 0) return void ctx.notes.push(`nested chunk ${id} is not loaded`);
  const def = defs.length === 1 ? defs[0] : ctx.dice.weighted(defs.map((d) => [d, d.weight] as const));
  if (def) applyObject(ctx, canvas, def.object, x, y, dz, depth + 1, scope);
}
