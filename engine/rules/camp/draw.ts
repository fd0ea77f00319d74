/**
 * Draws a camp's overmap tiles as text: the A6 layout of every expansion, one character per tile
 * (furniture over items over terrain, as the game draws them), with a legend of what each symbol
 * stands for.
 */
import type { Content } from "../../content/load.js";
import { levelAt } from "../../world/grid.js";
import type { World } from "../../world/types.js";
import { OMT, sortedDirs, type CampState } from "./state.js";

/** What a tile shows: its symbol and what the symbol stands for there. */
interface Shown {
  readonly symbol: string;
  readonly kind: "furniture" | "items" | "terrain";
  /** The id shown (for items: "items"). */
  readonly id: string;
  readonly name: string;
}

function shownOf(content: Content, ter: string, furn: string | undefined, items: boolean): Shown {
  const first = (s: string | undefined, fb: string): string => [...(s ?? "")][0] ?? fb;
  if (furn !== undefined) {
    const f = content.furniture.get(furn);
    return { symbol: first(f?.symbol, "&"), kind: "furniture", id: furn, name: f?.name ?? furn };
  }
  if (items) return { symbol: "*", kind: "items", id: "items", name: "items" };
  const t = content.terrain.get(ter);
  return { symbol: t ? first(t.symbol, "?") : "?", kind: "terrain", id: ter, name: t?.name ?? ter };
}

/** The camp's tiles on one level and the legend of the symbols drawn (see campLegend). */
export function drawCampWithLegend(
  world: World,
  content: Content,
  camp: CampState,
  dz = 0,
): { readonly rows: string[]; readonly legend: string[] } {
  const seen = new Map<string, Shown>();
  const rows = drawWith(world, content, camp, dz, (s) => {
    const key = `${s.symbol} ${s.kind} ${s.id}`;
    if (!seen.has(key)) seen.set(key, s);
  });
  return { rows, legend: campLegend([...seen.values()]) };
}

/**
 * One line per symbol drawn, in symbol order: `# furniture f_x (name), terrain t_y (name)`; a
 * symbol standing for several ids lists them all, furniture first.
 */
function campLegend(shown: readonly Shown[]): string[] {
  const order = { furniture: 0, items: 1, terrain: 2 };
  const bySymbol = new Map<string, Shown[]>();
  for (const s of shown) bySymbol.set(s.symbol, [...(bySymbol.get(s.symbol) ?? []), s]);
  return [...bySymbol.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((sym) => {
      const list = [...(bySymbol.get(sym) ?? [])].sort(
        (a, b) => order[a.kind] - order[b.kind] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      return `${sym} ${list.map((s) => (s.kind === "items" ? "items on the ground" : `${s.kind} ${s.id} (${s.name})`)).join(", ")}`;
    });
}

/** The camp's tiles on one level (default the camp's), covering every expansion. */
export function drawCamp(world: World, content: Content, camp: CampState, dz = 0): string[] {
  return drawWith(world, content, camp, dz, () => undefined);
}

function drawWith(world: World, content: Content, camp: CampState, dz: number, note: (s: Shown) => void): string[] {
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
      if (!tile) {
        row += " ";
        continue;
      }
      const shown = shownOf(content, tile.ter, tile.furn, (tile.items?.length ?? 0) > 0);
      note(shown);
      row += shown.symbol;
    }
    out.push(row);
  }
  return out;
}
