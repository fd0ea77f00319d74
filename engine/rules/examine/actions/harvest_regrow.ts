/**
 * Harvested plants grow back (REAL-examine-harvest-regrow): at the start of every season each
 * terrain and furniture with the HARVESTED flag becomes its `transforms_into` (a picked apple tree
 * is an apple tree again, to be picked when its season comes). The game does this when a map part
 * is loaded after a season change (src/map.cpp map::restock_fruits, run by map::actualize); a
 * headless world is always loaded, so it happens at the season's first turn. A per-turn hook.
 */
import type { Sim } from "../../../sim/context.js";
import { tileAt } from "../../../world/grid.js";
import { SEASON_DAYS } from "../context.js";

const DAY = 86400;

function seasonIndex(startDay: number, turn: number): number {
  return Math.floor((Math.floor(turn / DAY) + startDay) / SEASON_DAYS);
}

export function regrowHarvested(sim: Sim): void {
  const turn = sim.world.turn;
  // Seasons change only at midnight: every other turn costs one remainder.
  if (turn % DAY !== 0) return;
  const startDay = sim.world.settings.startDay;
  if (seasonIndex(startDay, turn) === seasonIndex(startDay, turn - 1)) return;
  const m = sim.map();
  let regrown = 0;
  for (const level of m.levels) {
    for (let y = 0; y < m.height; y++) {
      for (let x = 0; x < m.width; x++) {
        const p = { x, y, z: level.z };
        const tile = tileAt(m, p);
        if (!tile) continue;
        const ter = sim.content.terrain.get(tile.ter);
        const furn = tile.furn !== undefined ? sim.content.furniture.get(tile.furn) : undefined;
        const terTo = ter?.flags.includes("HARVESTED") ? ter.transformsInto : undefined;
        const furnTo = furn?.flags.includes("HARVESTED") ? furn.transformsInto : undefined;
        if (terTo !== undefined && sim.content.terrain.has(terTo)) {
          const from = tile.ter;
          sim.editTile(p, (t) => {
            t.ter = terTo;
          });
          sim.emit({ type: "tile_changed", pos: { ...p }, terrain: { from, to: terTo } });
          regrown++;
        }
        if (furnTo !== undefined && sim.content.furniture.has(furnTo)) {
          const from = tile.furn ?? null;
          sim.editTile(p, (t) => {
            t.furn = furnTo;
          });
          sim.emit({ type: "tile_changed", pos: { ...p }, furniture: { from, to: furnTo } });
          regrown++;
        }
      }
    }
  }
  if (regrown > 0) sim.emit({ type: "rule", name: "plants_regrown", data: { turn, count: regrown } });
}
