/**
 * Fields, once a turn, as the game's map field processing runs them: each field ages a turn; once
 * its age is positive, dice(2, age) > half-life takes one intensity from it and starts its age
 * again (a field without a half-life keeps its intensity); a field with a countdown (`duration`)
 * ends with it; at intensity 0 it is gone. A gas (`phase` gas with `percent_spread`) of intensity
 * 2 or more spreads with a chance of percent_spread in 100: one intensity moves to a random
 * passable neighbour holding less of that gas. Fire does not spread and burns no fuel here (fuel is
 * not modelled): it decays on its half-life like any field.
 */
import { NEIGHBOURS, inBounds, tileAt } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Field, Point } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { tileMoveCost } from "../../sim/terrain.js";
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
  // Spreading changes the neighbours, so this tile is written first. A spreading field is the new
  // one made above and in no list yet: it gives its unit up in place (receive reads only its id and
  // since, and a target is found from the neighbours alone, which nothing writes before setFields).
  const n = spreads.length;
  let only: Point | undefined;
  const targets = n === 1 ? undefined : new Array<Point | undefined>(n);
  for (let i = 0; i < n; i++) {
    const f = spreads[i] as Field;
    const to = spreadTarget(sim, p, f);
    if (targets) targets[i] = to;
    else only = to;
    if (to) (f as { intensity: number }).intensity = f.intensity - 1;
    after.push(f);
  }
  setFields(sim, p, after);
  for (let i = 0; i < n; i++) {
    const to = targets ? targets[i] : only;
    if (to) receive(sim, to, spreads[i] as Field);
  }
}

/** The neighbour a spread looks at: one point rewritten for each (a spread looks at up to 8). */
const NEAR = { x: 0, y: 0, z: 0 };

function spreadTarget(sim: Sim, p: Point, f: Field): Point | undefined {
  const map = sim.map();
  const start = sim.dice.int(0, NEIGHBOURS.length - 1);
  const q = NEAR;
  for (let i = 0; i < NEIGHBOURS.length; i++) {
    const [dx, dy] = NEIGHBOURS[(start + i) % NEIGHBOURS.length] as readonly [number, number];
    q.x = p.x + dx;
    q.y = p.y + dy;
    q.z = p.z;
    if (!inBounds(map, q)) continue;
    const tile = tileAt(map, q);
    if (tileMoveCost(sim.content, tile) <= 0) continue;
    const there = intensityOf(latest(tile)?.fields, f.id);
    if (there === undefined || there < f.intensity) return { x: q.x, y: q.y, z: q.z };
  }
  return undefined;
}

/** The intensity of the first field of this id in the list (undefined: none). */
function intensityOf(fields: readonly Field[] | undefined, id: string): number | undefined {
  if (!fields) return undefined;
  for (let i = 0; i < fields.length; i++) if ((fields[i] as Field).id === id) return (fields[i] as Field).intensity;
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
