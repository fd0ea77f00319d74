/**
 * A bash on one tile, as the game's map::bash does it for what the simulation has (src/map.cpp
 * bash, bash_field, bash_ter_furn): a web on the tile takes the blow and is torn away; otherwise
 * the furniture when it can be bashed, else the terrain, breaks when the strength reaches
 * str_min + roll × (str_max − str_min) (rounded down; the roll a fraction drawn once per bash).
 * Broken furniture becomes its `furn_set` (none: it is gone); broken terrain its `ter_set`.
 * Not modelled: items on the tile (glass shattering), vehicles, the bash's sounds, the supported
 * and blocked strengths, terrain without `ter_set` (kept), collapse and explosive bashes.
 */
import type { Sim } from "../../sim/context.js";
import { fieldsAt, setFields } from "../../mechanics/fields/edit.js";
import { tileAt } from "../../world/grid.js";
import type { Point } from "../../world/types.js";

const WEB = "fd_web";

export type BashOutcome = "web" | "broke" | "held" | "nothing";

export function bashTile(sim: Sim, p: Point, strength: number): BashOutcome {
  const tile = tileAt(sim.map(), p);
  if (!tile) return "nothing";
  const fields = fieldsAt(sim, p);
  if (fields.some((f) => f.id === WEB)) {
    setFields(
      sim,
      p,
      fields.filter((f) => f.id !== WEB),
    );
    return "web";
  }
  const furn = tile.furn !== undefined ? sim.content.furniture.get(tile.furn) : undefined;
  const ter = sim.content.terrain.get(tile.ter);
  const onFurniture = furn?.bash !== undefined;
  const bash = onFurniture ? furn?.bash : ter?.bash;
  if (!bash) return "nothing";
  const roll = sim.dice.float();
  const resistance = Math.floor(bash.strMin + roll * (bash.strMax - bash.strMin));
  if (strength < resistance) return "held";
  const at = { x: p.x, y: p.y, z: p.z };
  if (onFurniture) {
    const to = bash.furnSet !== undefined && sim.content.furniture.has(bash.furnSet) ? bash.furnSet : undefined;
    const from = tile.furn;
    sim.editTile(p, (t) => {
      if (to === undefined) delete (t as { furn?: string }).furn;
      else t.furn = to;
    });
    sim.emit({ type: "tile_changed", pos: at, furniture: { from: from ?? null, to: to ?? null } });
    return "broke";
  }
  if (bash.terSet === undefined || !sim.content.terrain.has(bash.terSet)) return "held";
  const from = tile.ter;
  const to = bash.terSet;
  sim.editTile(p, (t) => {
    t.ter = to;
  });
  sim.emit({ type: "tile_changed", pos: at, terrain: { from, to } });
  return "broke";
}
