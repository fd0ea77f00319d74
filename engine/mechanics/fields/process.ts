/**
 * Fields, once a turn, as the game's map field processing runs them: each field ages a turn; once
 * its age is positive, dice(2, age) > half-life takes one intensity from it and starts its age
 * again (a field without a half-life keeps its intensity); a field with a countdown (`duration`)
 * ends with it; at intensity 0 it is gone. A gas (`phase` gas with `percent_spread`) of intensity
 * 2 or more spreads with a chance of percent_spread in 100: one intensity moves to a random
 * passable neighbour holding less of that gas. Fire does not spread and burns no fuel here (fuel is
 * not modelled): it decays on its half-life like any field.
 */
import { isDraft } from "immer";
import { NEIGHBOURS, inBounds, tileAt } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Field, Point } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { tileMoveCost } from "../../sim/terrain.js";
import { fieldsAt, fieldTiles, setFields } from "./edit.js";

/**
 * The field lists and fields this step's field processing made itself on a working copy: nothing
 * else holds them (a list is the one tile's own, a field in one list only; events are copies), so
 * a later turn of the same step writes them in place instead of making them anew. Through immer's
 * drafts (null) nothing is written in place.
 */
const OWN = new WeakMap<Sim, WeakSet<object> | null>();

function ownOf(sim: Sim): WeakSet<object> | undefined {
  let own = OWN.get(sim);
  if (own === undefined) {
    own = isDraft(sim.world) ? null : new WeakSet();
    OWN.set(sim, own);
  }
  return own ?? undefined;
}

export function processFields(sim: Sim): void {
  const tiles = fieldTiles(sim);
  if (tiles.size === 0) return;
  const own = ownOf(sim);
  for (const p of [...tiles.values()]) processTile(sim, p, own);
}

function processTile(sim: Sim, p: Point, own: WeakSet<object> | undefined): void {
  const before = fieldsAt(sim, p);
  const turn = sim.world.turn;
  // The tile's own list, made by an earlier turn of this step: written in place.
  const inPlace = own?.has(before) ? (before as Field[]) : undefined;
  let after: Field[] | undefined;
  let kept = 0;
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
    if (changed && !after) {
      after = inPlace ?? before.slice(0, i);
      kept = i;
    }
    if (gone) continue;
    let next: Field = f;
    if (changed) {
      if (own?.has(f)) {
        // Made by this step with the same members (since, and duration when it counts down).
        const w = f as { intensity: number; since?: number; duration?: number };
        w.intensity = intensity;
        w.since = since;
        if (duration !== undefined) w.duration = duration;
      } else {
        next = duration !== undefined ? { id: f.id, intensity, since, duration } : { id: f.id, intensity, since };
        own?.add(next);
      }
    }
    if (spreading) (spreads ??= []).push(next);
    else if (after === inPlace && after !== undefined) after[kept++] = next;
    else after?.push(next);
  }
  if (!after) return;
  if (after === inPlace) after.length = kept;
  else own?.add(after);
  if (!spreads) {
    setFields(sim, p, after);
    return;
  }
  // Spreading changes the neighbours, so this tile is written first. A spreading field is made by
  // this step and in no list yet: it gives its unit up in place (receive reads only its id and
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
    if (to) receive(sim, to, spreads[i] as Field, own);
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

function receive(sim: Sim, q: Point, f: Field, own: WeakSet<object> | undefined): void {
  const fields = fieldsAt(sim, q);
  const max = sim.content.field_type.get(f.id)?.levels.length ?? Number.POSITIVE_INFINITY;
  let there = false;
  for (let i = 0; i < fields.length && !there; i++) there = (fields[i] as Field).id === f.id;
  if (own?.has(fields)) {
    // The tile's own list (made by this step): written in place, as are its own fields.
    const list = fields as Field[];
    if (!there) {
      const made: Field = { id: f.id, intensity: 1, since: f.since ?? 0 };
      own.add(made);
      list.push(made);
    } else
      for (let i = 0; i < list.length; i++) {
        const g = list[i] as Field;
        if (g.id !== f.id) continue;
        const intensity = Math.min(max, g.intensity + 1);
        if (own.has(g)) (g as { intensity: number }).intensity = intensity;
        else list[i] = { ...g, intensity };
      }
    setFields(sim, q, list);
    return;
  }
  const list = there
    ? fields.map((g) => (g.id === f.id ? { ...g, intensity: Math.min(max, g.intensity + 1) } : g))
    : [...fields, { id: f.id, intensity: 1, since: f.since ?? 0 }];
  if (own) {
    own.add(list);
    if (!there) own.add(list[list.length - 1] as Field);
  }
  setFields(sim, q, list);
}
