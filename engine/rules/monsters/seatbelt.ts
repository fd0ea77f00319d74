/**
 * Seatbelts (D4-drag-seatbelt, D4-F-respect_seatbelts). The world has no vehicle model beyond a
 * tile's vehicle marker, so a seat with a fastened belt is that: a tile with `veh` whose state has
 * `seatbelt: true`. A character standing there is belted. Tearing someone out damages the belt
 * (`state.seatbeltDamage`, 2 each time, as the game does to the seatbelt part) and unfastens it.
 */
import type { Sim } from "../../sim/context.js";
import { creaturePos } from "../../world/creatures.js";
import { tileAt } from "../../world/grid.js";

export const SEATBELT_DAMAGE = 2;

export function belted(sim: Sim, id: string): boolean {
  if (!sim.world.characters[id]) return false;
  const p = creaturePos(sim.world, id);
  const tile = p ? tileAt(sim.map(), p) : undefined;
  return tile?.veh !== undefined && tile.state?.["seatbelt"] === true;
}

export function tearOutOfSeatbelt(sim: Sim, id: string): void {
  const p = creaturePos(sim.world, id);
  if (!p) return;
  sim.editTile(p, (tile) => {
    const state = tile.state ?? (tile.state = {});
    const before = typeof state["seatbeltDamage"] === "number" ? state["seatbeltDamage"] : 0;
    state["seatbeltDamage"] = before + SEATBELT_DAMAGE;
    state["seatbelt"] = false;
  });
  sim.emit({ type: "rule", name: "seatbelt_torn", data: { target: id, damage: SEATBELT_DAMAGE } });
}
