/**
 * Placing and removing fields, and the step's index of the tiles that hold any (so that turns do
 * not scan the whole map for them). Every field write goes through here.
 */
import { type Draft, isDraft } from "immer";
import { inBounds, tileAt } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Field, GameMap, Point, Tile } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { type PlaceKey, placeKey } from "../../sim/place_key.js";

const INDEX = new WeakMap<Sim, Map<PlaceKey, Point>>();

/**
 * The columns of a frozen row that hold fields: a frozen row never changes, and the rows a step
 * did not write are the very rows of the step before, so each step scans only the rows written.
 */
const ROW_FIELDS = new WeakMap<readonly Tile[], readonly number[]>();

function fieldColumns(row: readonly Tile[]): readonly number[] {
  const known = ROW_FIELDS.get(row);
  if (known) return known;
  const out: number[] = [];
  for (let x = 0; x < row.length; x++) {
    const fields = latest(row[x])?.fields;
    if (fields && fields.length > 0) out.push(x);
  }
  if (Object.isFrozen(row)) ROW_FIELDS.set(row, out);
  return out;
}

/**
 * The tiles holding fields of a frozen map, found once per map: a step that writes no tile hands
 * the next step the very same map, whose index is then a copy of this one, not a scan of its rows.
 */
const MAP_FIELDS = new WeakMap<GameMap, ReadonlyMap<PlaceKey, Point>>();

/**
 * The tiles holding fields now, in a fixed order (found by one scan per step, then kept), by
 * placeKey.
 */
export function fieldTiles(sim: Sim): Map<PlaceKey, Point> {
  let index = INDEX.get(sim);
  if (index) return index;
  const map = latest(sim.map()) as GameMap;
  const known = MAP_FIELDS.get(map);
  if (known) {
    index = new Map(known);
    INDEX.set(sim, index);
    return index;
  }
  index = new Map();
  for (const level of latest(map.levels)) {
    const rows = latest(latest(level).rows);
    for (let y = 0; y < rows.length; y++) {
      const row = latest(rows[y]);
      if (!row) continue;
      for (const x of fieldColumns(row)) {
        const p = { x, y, z: level.z };
        index.set(placeKey(p), p);
      }
    }
  }
  INDEX.set(sim, index);
  // Its points are handed to every later step from this map: frozen, so that none can move them.
  if (Object.isFrozen(map)) MAP_FIELDS.set(map, new Map([...index].map(([k, p]) => [k, Object.freeze(p)])));
  return index;
}

/** A tile holding a field that gives off light, and the brightest light its fields give. */
export interface GlowingTile {
  readonly pos: Point;
  readonly light: number;
}

const GLOWING = new WeakMap<Sim, Map<PlaceKey, GlowingTile>>();

/** The light the brightest of these fields gives off at its intensity (0: none does). */
export function lightOfFields(sim: Sim, fields: readonly Field[]): number {
  let light = 0;
  for (const f of fields) {
    const levels = sim.content.field_type.get(f.id)?.levels;
    if (!levels || levels.length === 0) continue;
    const level = levels[Math.min(Math.max(1, f.intensity), levels.length) - 1];
    if (level && level.lightEmitted > light) light = level.lightEmitted;
  }
  return light;
}

/**
 * The tiles holding fields that give off light now (found from fieldTiles on first use in a step,
 * then kept by setFields), with their light: the light of a turn reads these, not every tile
 * holding a field (gases, blood). Not in the order of fieldTiles.
 */
export function glowingTiles(sim: Sim): ReadonlyMap<PlaceKey, GlowingTile> {
  let index = GLOWING.get(sim);
  if (index) return index;
  index = new Map();
  for (const [k, p] of fieldTiles(sim)) {
    const light = lightOfFields(sim, fieldsAt(sim, p));
    if (light > 0) index.set(k, { pos: p, light });
  }
  GLOWING.set(sim, index);
  return index;
}

/** The field the game's FIRE monster trigger counts (mood.ts). */
export const FIRE_FIELD = "fd_fire";

/** A tile holding fire, and the sum of its fires' intensities. */
export interface BurningTile {
  readonly pos: Point;
  readonly intensity: number;
}

const BURNING = new WeakMap<Sim, Map<PlaceKey, BurningTile>>();

function fireOf(fields: readonly Field[]): number {
  let sum = 0;
  for (const f of fields) if (f.id === FIRE_FIELD) sum += f.intensity;
  return sum;
}

/**
 * The tiles holding fire now (found from fieldTiles on first use in a step, then kept by
 * setFields): a monster's FIRE trigger reads these each turn, not the 49 tiles around it, when
 * gas and blood fill the map. Not in the order of fieldTiles.
 */
export function burningTiles(sim: Sim): ReadonlyMap<PlaceKey, BurningTile> {
  let index = BURNING.get(sim);
  if (index) return index;
  index = new Map();
  for (const [k, p] of fieldTiles(sim)) {
    const intensity = fireOf(fieldsAt(sim, p));
    if (intensity > 0) index.set(k, { pos: p, intensity });
  }
  BURNING.set(sim, index);
  return index;
}

/** The fields on a tile as they are now (read only). */
export function fieldsAt(sim: Sim, p: Point): readonly Field[] {
  return latest(tileAt(sim.map(), p))?.fields ?? [];
}

const NO_FIELDS: readonly Field[] = Object.freeze([]);
/** The list setFields is putting into its tile (NO_FIELDS between writes). */
let putting: readonly Field[] = NO_FIELDS;

function putFields(tile: Draft<Tile>): void {
  const fields = putting;
  if (fields.length === 0) delete (tile as { fields?: Field[] }).fields;
  else if (isDraft(tile)) (tile as { fields?: Draft<Field>[] }).fields = fields.map((f) => ({ ...f }));
  else (tile as { fields?: readonly Field[] }).fields = fields;
}

/**
 * Replaces a tile's fields (an empty list removes them) and keeps the index true. The list becomes
 * the tile's own: pass a new one (every caller builds it). Its fields may be the tile's fields
 * before (no field is ever written in place, so sharing one is safe); through immer's drafts each
 * is copied, as a draft's may not be put back.
 */
export function setFields(sim: Sim, p: Point, fields: readonly Field[]): void {
  // One function for every write (a closure per write was a steady source of garbage): editTile
  // calls it at once, before anything else can set another list.
  putting = fields;
  sim.editTile(p, putFields);
  putting = NO_FIELDS;
  const index = INDEX.get(sim);
  if (!index) return;
  const key = placeKey(p);
  if (fields.length === 0) index.delete(key);
  // A tile already listed keeps its place in the order (as Map.set would keep it).
  else if (!index.has(key)) index.set(key, { x: p.x, y: p.y, z: p.z });
  // An entry whose value stays is kept (a gas tile is written nearly every turn; Map.set of an
  // existing key keeps its place in the order either way).
  const burning = BURNING.get(sim);
  if (burning) {
    const fire = fireOf(fields);
    if (fire > 0) {
      if (burning.get(key)?.intensity !== fire) burning.set(key, { pos: index.get(key) as Point, intensity: fire });
    } else burning.delete(key);
  }
  const glowing = GLOWING.get(sim);
  if (!glowing) return;
  const light = fields.length === 0 ? 0 : lightOfFields(sim, fields);
  if (light > 0) {
    if (glowing.get(key)?.light !== light) glowing.set(key, { pos: index.get(key) as Point, light });
  } else glowing.delete(key);
}

/** Adds a field to a tile (an existing field of that id keeps the higher intensity). */
export function addField(sim: Sim, p: Point, id: string, intensity: number, duration?: number): boolean {
  if (!inBounds(sim.map(), p) || !tileAt(sim.map(), p)) return false;
  const fields = fieldsAt(sim, p);
  const existing = fields.find((f) => f.id === id);
  const next: Field[] = existing
    ? fields.map((f) => (f.id === id ? { ...f, intensity: Math.max(f.intensity, intensity) } : f))
    : [...fields, { id, intensity, since: sim.world.turn, ...(duration !== undefined ? { duration } : {}) }];
  setFields(sim, p, next);
  return true;
}

export function removeField(sim: Sim, p: Point, id: string): boolean {
  const fields = fieldsAt(sim, p);
  if (!fields.some((f) => f.id === id)) return false;
  setFields(
    sim,
    p,
    fields.filter((f) => f.id !== id),
  );
  return true;
}
