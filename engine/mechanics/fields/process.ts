/**
 * Fields, once a turn, as the game's map field processing runs them: each field ages a turn; once
 * its age is positive, dice(2, age) > half-life takes one intensity from it and starts its age
 * again (a field without a half-life keeps its intensity); a field with a countdown (`duration`)
 * ends with it; at intensity 0 it is gone. A gas (`phase` gas with `percent_spread`) of intensity
 * 2 or more spreads with a chance of percent_spread in 100: one intensity moves to a random
 * passable neighbour holding less of that gas. Fire does not spread and burns no fuel here (fuel is
 * not modelled): it decays on its half-life like any field.
 */
import { NEIGHBOURS, inBounds } from "../../world/grid.js";
import type { Field, Point } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { moveCost } from "../../sim/terrain.js";
import { fieldsAt, fieldTiles, setFields } from "./edit.js";

export function processFields(sim: Sim): void {
  const tiles = fieldTiles(sim);
  if (tiles.size === 0) return;
  for (const p of [...tiles.values()]) processTile(sim, p);
}

function processTile(sim: Sim, p: Point): void {
  const before = fieldsAt(sim, p);
  const turn = sim.world.turn;
  let after: Field[] | undefined;
  // Made only when a gas spreads: nearly every tile of every turn has none.
  let spreads: Field[] | undefined;
  for (let i = 0; i < before.length; i++) {
    const f = before[i] as Field;
    const type = sim.content.field_type.get(f.id);
    let intensity = f.intensity;
    let since = f.since ?? 0;
    const age = turn - since;
    const duration = f.duration !== undefined ? f.duration - 1 : undefined;
    if (type && type.halfLife > 0 && age > 0 && sim.dice.dice(2, age) > type.halfLife) {
      since = turn;
      intensity -= 1;
    }
    const gone = intensity < 1 || (duration !== undefined && duration <= 0);
    const spreading =
      !gone &&
      type !== undefined &&
      type.phase === "gas" &&
      type.percentSpread > 0 &&
      intensity > 1 &&
      sim.dice.int(1, 100) <= type.percentSpread;
    const changed = gone || spreading || intensity !== f.intensity || duration !== undefined;
    // Ageing alone writes nothing: only a field that changed makes the tile's list anew.
    if (changed && !after) after = before.slice(0, i);
    if (gone) continue;
    const next: Field = !changed
      ? f
      : duration !== undefined
        ? { id: f.id, intensity, since, duration }
        : { id: f.id, intensity, since };
    if (spreading) (spreads ??= []).push(next);
    else after?.push(next);
  }
  if (!after) return;
  if (!spreads) {
    setFields(sim, p, after);
    return;
  }
  // Spreading changes the neighbours, so this tile is written first.
  const spreading = spreads.map((f) => ({ field: f, to: spreadTarget(sim, p, f) }));
  for (const s of spreading) after.push(s.to ? { ...s.field, intensity: s.field.intensity - 1 } : s.field);
  setFields(sim, p, after);
  for (const s of spreading) if (s.to) receive(sim, s.to, s.field);
}

function spreadTarget(sim: Sim, p: Point, f: Field): Point | undefined {
  const map = sim.map();
  const start = sim.dice.int(0, NEIGHBOURS.length - 1);
  for (let i = 0; i < NEIGHBOURS.length; i++) {
    const [dx, dy] = NEIGHBOURS[(start + i) % NEIGHBOURS.length] as readonly [number, number];
    const q = { x: p.x + dx, y: p.y + dy, z: p.z };
    if (!inBounds(map, q) || moveCost(sim.content, map, q) <= 0) continue;
    const there = fieldsAt(sim, q).find((g) => g.id === f.id);
    if (!there || there.intensity < f.intensity) return q;
  }
  return undefined;
}

function receive(sim: Sim, q: Point, f: Field): void {
  const fields = fieldsAt(sim, q);
  const max = sim.content.field_type.get(f.id)?.levels.length ?? Number.POSITIVE_INFINITY;
  const there = fields.find((g) => g.id === f.id);
  setFields(
    sim,
    q,
    there
      ? fields.map((g) => (g.id === f.id ? { ...g, intensity: Math.min(max, g.intensity + 1) } : g))
      : [...fields, { id: f.id, intensity: 1, since: f.since ?? 0 }],
  );
}
