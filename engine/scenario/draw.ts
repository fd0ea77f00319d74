/** Draws a level of the world as text, one character per tile: creatures over furniture over terrain. */
import type { Content } from "../content/load.js";
import { sortedIds } from "../world/creatures.js";
import { levelAt } from "../world/grid.js";
import type { World } from "../world/types.js";

export interface Drawing {
  readonly z: number;
  readonly rows: readonly string[];
  /** What the creature symbols stand for: "@ you", "Z zed (mon_zed)". */
  readonly key: readonly string[];
}

export function drawLevel(world: World, content: Content, z: number): Drawing | undefined {
  const level = levelAt(world.map, z);
  if (!level) return undefined;
  const grid = level.rows.map((row) =>
    row.map((tile) => {
      const furn = tile.furn !== undefined ? content.furniture.get(tile.furn) : undefined;
      if (furn) return visible(furn.symbol, "&");
      if (tile.items && tile.items.length > 0) return "*";
      return visible(content.terrain.get(tile.ter)?.symbol ?? "", "?");
    }),
  );
  const key: string[] = [];
  for (const id of sortedIds(world.characters)) {
    const c = world.characters[id];
    if (!c || c.dead || c.pos.z !== z) continue;
    const symbol = c.isPlayer ? "@" : (c.name[0] ?? "p").toLowerCase();
    put(grid, c.pos.x, c.pos.y, symbol);
    key.push(`${symbol} ${c.name === id ? id : `${c.name} (${id})`}`);
  }
  for (const id of sortedIds(world.monsters)) {
    const m = world.monsters[id];
    if (!m || m.dead || m.pos.z !== z) continue;
    const type = content.monster.get(m.type);
    const symbol = visible(type?.symbol ?? "", (type?.name ?? m.type)[0]?.toUpperCase() ?? "M");
    put(grid, m.pos.x, m.pos.y, symbol);
    key.push(`${symbol} ${id} (${m.type}, ${m.hp} hp)`);
  }
  return { z, rows: grid.map((r) => r.join("")), key };
}

function visible(symbol: string, fallback: string): string {
  const first = [...symbol][0];
  return first === undefined || first === "" ? fallback : first;
}

function put(grid: string[][], x: number, y: number, symbol: string): void {
  const row = grid[y];
  if (row && x >= 0 && x < row.length) row[x] = symbol;
}
