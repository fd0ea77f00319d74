/** Draws a camp's overmap tiles as text: the A6 layout of every expansion, one character per tile. */
import type { Content } from "../../content/load.js";
import { levelAt } from "../../world/grid.js";
import type { World } from "../../world/types.js";
import { OMT, sortedDirs, type CampState } from "./state.js";

function symbolOf(content: Content, ter: string, furn: string | undefined, items: boolean): string {
  const first = (s: string | undefined, fb: string): string => [...(s ?? "")][0] ?? fb;
  if (furn !== undefined) return first(content.furniture.get(furn)?.symbol, "&");
  if (items) return "*";
  const t = content.terrain.get(ter);
  return t ? first(t.symbol, "?") : "?";
}

/** The camp's tiles on one level (default the camp's), covering every expansion. */
export function drawCamp(world: World, content: Content, camp: CampState, dz = 0): string[] {
  const dirs = sortedDirs(camp);
  const xs = dirs.map((d) => camp.expansions[d]?.omt.x ?? 0);
  const ys = dirs.map((d) => camp.expansions[d]?.omt.y ?? 0);
  const x0 = Math.min(...xs) * OMT;
  const y0 = Math.min(...ys) * OMT;
  const x1 = (Math.max(...xs) + 1) * OMT;
  const y1 = (Math.max(...ys) + 1) * OMT;
  const level = levelAt(world.map, camp.z + dz);
  const out: string[] = [];
  for (let y = y0; y < y1; y++) {
    let row = "";
    for (let x = x0; x < x1; x++) {
      const tile = level?.rows[y]?.[x];
      row += tile ? symbolOf(content, tile.ter, tile.furn, (tile.items?.length ?? 0) > 0) : " ";
    }
    out.push(row);
  }
  return out;
}
