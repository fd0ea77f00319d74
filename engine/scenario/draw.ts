/**
 * Draws a level of the world as text, one character per tile: creatures over fields (the one of
 * highest priority, as the game shows it) over items over furniture over terrain. Terrain and furniture draw with the content's own symbol where it is
 * free and a stand-in where another kind already has it (glyphs.ts), so every kind on the map can
 * be told apart without colour; the legend names each character. With `color`, each character
 * also has the content's colour as an ANSI escape (for a terminal).
 */
import type { Content } from "../content/load.js";
import { sortedIds } from "../world/creatures.js";
import { levelAt } from "../world/grid.js";
import type { Field, World } from "../world/types.js";
import type { FieldType } from "../content/kinds/field_type.js";
import { paint } from "./ansi.js";
import { GlyphTable, type MapLayer } from "./glyphs.js";

export interface Drawing {
  readonly z: number;
  /** The rows; with ANSI colour escapes when drawn with `color`. */
  readonly rows: readonly string[];
  /** What the creature symbols stand for: "@ you", "Z zed (mon_zed, 20 hp)". */
  readonly key: readonly string[];
  /** What the map characters stand for, in the order first seen: "# wall (t_wall)". */
  readonly legend: readonly string[];
}

export interface DrawOptions {
  /** Keeps each kind's character from one drawing to the next (a story's maps). */
  readonly glyphs?: GlyphTable;
  readonly color?: boolean;
}

export function drawLevel(world: World, content: Content, z: number, options: DrawOptions = {}): Drawing | undefined {
  const level = levelAt(world.map, z);
  if (!level) return undefined;
  const glyphs = options.glyphs ?? new GlyphTable();
  const legend: string[] = [];
  const seen = new Set<string>();
  const cell = (char: string, color: string): string => (options.color ? paint(char, color) : char);
  const kind = (
    layer: MapLayer,
    id: string,
    def: { readonly name: string; readonly symbol: string; readonly color: string } | undefined,
    fallback: string,
  ): string => {
    const g = glyphs.glyph(layer, id, def?.symbol ?? "", fallback);
    const key = `${layer}\u0000${id}`;
    if (!seen.has(key)) {
      seen.add(key);
      const name = def?.name || id;
      const own = g.standsFor !== undefined ? `; the game draws it ${g.standsFor}` : "";
      const unknown = def ? "" : `; no such ${layer} in the content`;
      legend.push(`${g.char} ${name} (${name === id ? layer : id}${own}${unknown})`);
    }
    return cell(g.char, def?.color ?? "");
  };
  // Where kinds want the same character, the commonest on the level keeps it (the floor stays
  // "." and the one odd floor tile gets the stand-in); a kind met earlier in the story keeps its own.
  const counts = new Map<string, { layer: MapLayer; id: string; n: number }>();
  for (const row of level.rows)
    for (const tile of row) {
      if (tile.items && tile.items.length > 0) continue;
      const layer: MapLayer = tile.furn !== undefined ? "furniture" : "terrain";
      const id = tile.furn ?? tile.ter;
      const k = `${layer}\u0000${id}`;
      const c = counts.get(k);
      if (c) c.n++;
      else counts.set(k, { layer, id, n: 1 });
    }
  for (const { layer, id } of [...counts.values()].sort((a, b) => b.n - a.n)) {
    const def = layer === "furniture" ? content.furniture.get(id) : content.terrain.get(id);
    glyphs.glyph(layer, id, def?.symbol ?? "", layer === "furniture" ? "&" : "?");
  }
  let items = false;
  const grid = level.rows.map((row) =>
    row.map((tile) => {
      const field = shownField(tile.fields, content);
      if (field) {
        const level = field.type.levels[Math.min(field.intensity, field.type.levels.length) - 1];
        const def = level ? { name: level.name, symbol: level.symbol, color: level.color } : undefined;
        return kind("field", field.type.id, def, "%");
      }
      if (tile.items && tile.items.length > 0) {
        items = true;
        return cell("*", "white");
      }
      if (tile.furn !== undefined) return kind("furniture", tile.furn, content.furniture.get(tile.furn), "&");
      return kind("terrain", tile.ter, content.terrain.get(tile.ter), "?");
    }),
  );
  if (items) legend.push("* items (what lies there shows in the events)");
  const key: string[] = [];
  for (const id of sortedIds(world.characters)) {
    const c = world.characters[id];
    if (!c || c.dead || c.pos.z !== z) continue;
    const symbol = c.isPlayer ? "@" : (c.name[0] ?? "p").toLowerCase();
    put(grid, c.pos.x, c.pos.y, cell(symbol, c.isPlayer ? "white" : "light_cyan"));
    key.push(`${symbol} ${c.name === id ? id : `${c.name} (${id})`}`);
  }
  for (const id of sortedIds(world.monsters)) {
    const m = world.monsters[id];
    if (!m || m.dead || m.pos.z !== z) continue;
    const type = content.monster.get(m.type);
    const symbol = visible(type?.symbol ?? "", (type?.name ?? m.type)[0]?.toUpperCase() ?? "M");
    put(grid, m.pos.x, m.pos.y, cell(symbol, type?.color ?? ""));
    key.push(`${symbol} ${id} (${m.type}, ${m.hp} hp)`);
  }
  return { z, rows: grid.map((r) => r.join("")), key, legend };
}

/** The field a tile shows: of those whose type is loaded, the highest priority (the first of equals). */
function shownField(
  fields: readonly Field[] | undefined,
  content: Content,
): { type: FieldType; intensity: number } | undefined {
  let best: { type: FieldType; intensity: number } | undefined;
  for (const f of fields ?? []) {
    const type = content.field_type.get(f.id);
    if (type && type.levels.length > 0 && (!best || type.priority > best.type.priority))
      best = { type, intensity: Math.max(1, f.intensity) };
  }
  return best;
}

function visible(symbol: string, fallback: string): string {
  const first = [...symbol][0];
  return first === undefined || first === "" ? fallback : first;
}

function put(grid: string[][], x: number, y: number, symbol: string): void {
  const row = grid[y];
  if (row && x >= 0 && x < row.length) row[x] = symbol;
}
