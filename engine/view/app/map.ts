/**
 * The map of every level as a grid of characters, top level first: terrain, furniture, items and
 * fields with the content's symbols and colours, creatures over them (a dead one as a corpse, %).
 * Each cell carries its position, and a creature's cell its id, for clicks and for tests.
 */
import type { Field, ItemStack, Tile, World } from "../../world/types.js";
import type { Looks } from "../types.js";
import { type CellColors, cddaColor } from "./colors.js";
import type { Shown } from "./creatures.js";
import { esc } from "./dom.js";

export interface Selection {
  readonly creature?: string;
  readonly tile?: { readonly x: number; readonly y: number; readonly z: number };
}

/** Fields the content gives no colour: a guess from the id, so acid and fire still stand out. */
function fieldColorName(id: string): string {
  if (/fire|flame|plasma|lava/.test(id)) return "red";
  if (/acid|slime|bile/.test(id)) return "light_green";
  if (/blood|gibs/.test(id)) return "red";
  if (/web|snow|ice/.test(id)) return "white";
  if (/smoke|gas|toxic|tear|relax|fungicidal|insecticidal|dust/.test(id)) return "dark_gray";
  if (/elec|shock/.test(id)) return "light_cyan";
  if (/spore|fung/.test(id)) return "brown";
  return "magenta";
}

function strongest(fields: readonly Field[]): Field | undefined {
  let best: Field | undefined;
  for (const f of fields) if (!best || f.intensity > best.intensity) best = f;
  return best;
}

interface Drawn {
  readonly symbol: string;
  readonly colors: CellColors;
  readonly title: string;
  /** What the symbol stands for (the legend's words): furniture, items, a field or the terrain. */
  readonly what: string;
}

function drawTile(tile: Tile, looks: Looks): Drawn {
  const ter = looks.terrain[tile.ter];
  const furn = tile.furn !== undefined ? looks.furniture[tile.furn] : undefined;
  const title = [ter?.name ?? tile.ter];
  if (tile.furn !== undefined) title.push(furn?.name ?? tile.furn);
  if (tile.trap !== undefined) title.push(`trap ${tile.trap}`);
  const field = strongest(tile.fields ?? []);
  for (const f of tile.fields ?? []) title.push(`${looks.field[f.id]?.name ?? f.id} ${f.intensity}`);
  if (tile.items && tile.items.length > 0) title.push(tile.items.map((s) => itemText(s, looks)).join(", "));
  let symbol: string;
  let colors: CellColors;
  let what: string;
  if (furn !== undefined || tile.furn !== undefined) {
    symbol = [...(furn?.symbol ?? "")][0] ?? "&";
    colors = cddaColor(furn?.color ?? "", "light_gray");
    what = `${furn?.name ?? tile.furn} (furniture)`;
  } else if (field && looks.field[field.id]?.symbol) {
    symbol = [...(looks.field[field.id]?.symbol ?? "%")][0] ?? "%";
    colors = cddaColor(looks.field[field.id]?.color || fieldColorName(field.id));
    what = `${looks.field[field.id]?.name ?? field.id} (field)`;
  } else if (tile.items && tile.items.length > 0) {
    symbol = "*";
    colors = cddaColor("white");
    what = "items on the ground";
  } else {
    symbol = [...(ter?.symbol ?? "")][0] ?? "?";
    colors = cddaColor(ter?.color ?? "", "light_gray");
    what = ter?.name ?? tile.ter;
  }
  if (field) {
    const tint = cddaColor(looks.field[field.id]?.color || fieldColorName(field.id));
    colors = { fg: colors.fg, bg: `${tint.bg ?? tint.fg}66` };
  }
  return { symbol, colors, title: title.join(" · "), what };
}

/** An item stack as the side panel and tooltips name it: count, charges and what is inside. */
export function itemText(s: ItemStack, looks: Looks): string {
  const name = looks.item[s.id] ?? s.id;
  const n = `${name}${s.count > 1 ? ` ×${s.count}` : ""}${s.charges !== undefined ? ` (${s.charges})` : ""}`;
  return s.contents && s.contents.length > 0 ? `${n} [${s.contents.map((c) => itemText(c, looks)).join(", ")}]` : n;
}

/**
 * The legend of a map: one entry per symbol and colour drawn, with what it stands for, in symbol
 * order (creatures are named on the map and in the roster, not here).
 */
export function renderLegend(world: World, looks: Looks): string {
  const seen = new Map<string, Drawn>();
  for (const level of world.map.levels)
    for (const row of level.rows)
      for (const tile of row) {
        const d = drawTile(tile, looks);
        const key = `${d.symbol}\u0000${d.what}`;
        if (!seen.has(key)) seen.set(key, d);
      }
  const entries = [...seen.values()].sort((a, b) =>
    a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : a.what < b.what ? -1 : a.what > b.what ? 1 : 0,
  );
  const items = entries.map((d) => {
    const style = `color:${d.colors.fg}${d.colors.bg ? `;background:${d.colors.bg}` : ""}`;
    return `<li data-symbol="${esc(d.symbol)}"><span class="cell" style="${style}">${esc(d.symbol)}</span> ${esc(d.what)}</li>`;
  });
  return `<h2>Legend</h2><ul class="legend">${items.join("")}</ul>`;
}

function cell(x: number, y: number, z: number, d: Drawn, extra: string, attrs: string): string {
  const style = `color:${d.colors.fg}${d.colors.bg ? `;background:${d.colors.bg}` : ""}`;
  return `<span class="cell${extra}" data-x="${x}" data-y="${y}" data-z="${z}"${attrs} style="${style}" title="${esc(d.title)}">${esc(d.symbol)}</span>`;
}

export function renderMap(world: World, looks: Looks, creatures: readonly Shown[], selection: Selection): string {
  const at = new Map<string, Shown>();
  // The living draw over the dead; among the living, the first in the engine's order.
  for (const c of creatures) {
    const p = c.creature.pos;
    const key = `${p.x},${p.y},${p.z}`;
    const there = at.get(key);
    if (!there || (there.dead && !c.dead)) at.set(key, c);
  }
  const levels = [...world.map.levels].sort((a, b) => b.z - a.z);
  return levels
    .map((level) => {
      const rows = level.rows.map((row, y) => {
        const cells = row.map((tile, x) => {
          const d = drawTile(tile, looks);
          const who = at.get(`${x},${y},${level.z}`);
          const tileSelected =
            selection.tile !== undefined &&
            selection.tile.x === x &&
            selection.tile.y === y &&
            selection.tile.z === level.z;
          if (!who) return cell(x, y, level.z, d, tileSelected ? " selected" : "", "");
          const drawn: Drawn = {
            symbol: who.dead ? "%" : who.symbol,
            colors: { fg: who.colors.fg, ...(d.colors.bg ? { bg: d.colors.bg } : {}) },
            title: `${who.name} (${who.id}) ${who.dead ? "dead" : `${who.hp}/${who.hpMax} hp`} · ${d.title}`,
            what: who.name,
          };
          const cls = ` creature${who.dead ? " dead" : ""}${selection.creature === who.id ? " selected" : ""}`;
          return cell(x, y, level.z, drawn, cls, ` data-creature="${esc(who.id)}"`);
        });
        return `<div class="row">${cells.join("")}</div>`;
      });
      return `<section class="level" data-z="${level.z}"><h3>level z = ${level.z}</h3><div class="grid">${rows.join("")}</div></section>`;
    })
    .join("");
}
