/**
 * The light on a tile, as the game's sight rules read it (src/calendar.cpp sunrise, sunset,
 * current_daylight_level, sunlight, get_moon_phase; src/game.cpp natural_light_level;
 * src/lightmap.cpp apply_light_source, light_calc, light_check):
 * - the clock: turn 0 is `settings.startHour` (default 8, the game's default start) of day
 *   `settings.startDay`; seasons are 91 days, spring first;
 * - sunrise goes from 6:00 at the spring equinox to 5:00 at midsummer, 6:00 in autumn and 7:00
 *   at midwinter; sunset from 19:00 to 21:00, 19:00 and 17:00; in between, linearly by the day of
 *   the season; twilight lasts an hour after each;
 * - daylight is 100 at the equinoxes, 125 at midsummer, 75 at midwinter (linear in between);
 * - at night the moon gives 1, 3, 5, 7 or 10 by its phase (a cycle of two thirds of a season,
 *   changing at noon); in twilight the two blend linearly;
 * - above ground (levels 0 to 10) that is the natural light; below ground, and above the
 *   overmap's top, it is 3.7 (LIGHT_AMBIENT_MINIMAL);
 * - a field that gives off light (`light_emitted`: fire) lights the tiles it can see: L at its own
 *   tile, L / (exp(0.0384 d) × d) at distance d, as long as that is above 3.5 (LIGHT_AMBIENT_LOW).
 *   A tile's light is the brightest of the natural light and of the fields'.
 * Not modelled: roofs (an indoor tile is lit as if outdoors), weather, lamps, vehicles' and
 * items' lights, a creature's own light, darkness fields (`light_override`).
 *
 * The natural light and the list of light-giving fields are found once a turn (cached by the
 * turn), so a sight check costs one comparison unless a fire burns on the level; there, a tile's
 * light is worked out once a turn and kept until a tile changes whether light passes (the step's
 * sight grid, sim/sight_grid.ts, whose lines the fires' light follows). A field no brighter than
 * its level's natural light is not a source for the turn (it could not light any tile above it).
 */
import { distance } from "../../world/grid.js";
import type { Point, World } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { glowingTiles } from "../fields/edit.js";
import type { SightGrid } from "../../sim/sight_grid.js";

/** The game's DAYLIGHT_LEVEL (default_daylight_level). */
export const DAYLIGHT = 100;
/** LIGHT_AMBIENT_MINIMAL: the light underground. */
export const AMBIENT_MINIMAL = 3.7;
/** LIGHT_AMBIENT_LOW: light propagation stops at or below this. */
const AMBIENT_LOW = 3.5;
/** LIGHT_TRANSPARENCY_OPEN_AIR: the attenuation per tile of open air. */
const OPEN_AIR = 0.038376418216;
/** The game's default start hour of a new game. */
export const DEFAULT_START_HOUR = 8;
const DAY = 86400;
const HOUR = 3600;
const SEASON_DAYS = 91;
/** OVERMAP_HEIGHT: the highest level with sky light. */
const TOP_LEVEL = 10;
const SUNRISE = [6, 5, 6, 7] as const;
const SUNSET = [19, 21, 19, 17] as const;

/** Seconds since midnight of day 0 of the year: the world's clock. */
export function clockSeconds(world: Pick<World, "turn" | "settings">): number {
  const hour = world.settings.startHour ?? DEFAULT_START_HOUR;
  return world.settings.startDay * DAY + hour * HOUR + world.turn;
}

/** The season now by the world's clock: 0 spring, 1 summer, 2 autumn, 3 winter. */
export function seasonNow(world: Pick<World, "turn" | "settings">): number {
  const day = Math.floor(clockSeconds(world) / DAY);
  return Math.floor((((day % (SEASON_DAYS * 4)) + SEASON_DAYS * 4) % (SEASON_DAYS * 4)) / SEASON_DAYS);
}

/** Sunrise or sunset of the day, in seconds after midnight (whole minutes, as the game rounds). */
function sunTime(hours: readonly number[], season: number, dayOfSeason: number): number {
  const f = dayOfSeason / SEASON_DAYS;
  const start = hours[season] ?? 0;
  const end = hours[(season + 1) % 4] ?? 0;
  return Math.floor((start * (1 - f) + end * f) * 60) * 60;
}

/** The sun's light at full day for the day of the year (±25 % at the solstices). */
function daylightLevel(season: number, dayOfSeason: number): number {
  const f = dayOfSeason / SEASON_DAYS;
  const modifier = [1 + f * 0.25, 1.25 - f * 0.25, 1 - f * 0.25, 0.75 + f * 0.25][season] ?? 1;
  return modifier * DAYLIGHT;
}

function moonlight(seconds: number): number {
  const cycle = ((SEASON_DAYS * 2) / 3) * DAY;
  let phase = Math.round(((seconds + DAY / 2) / cycle) * 8) % 8;
  if (phase > 4) phase = 8 - phase;
  return 1 + Math.floor(phase * 2.25);
}

/** The sky's light now (the game's sunlight() for vision). */
export function sunlight(world: Pick<World, "turn" | "settings">): number {
  const seconds = clockSeconds(world);
  const day = Math.floor(seconds / DAY);
  const now = seconds - day * DAY;
  const dayOfYear = ((day % (SEASON_DAYS * 4)) + SEASON_DAYS * 4) % (SEASON_DAYS * 4);
  const season = Math.floor(dayOfYear / SEASON_DAYS);
  const dayOfSeason = dayOfYear % SEASON_DAYS;
  const rise = sunTime(SUNRISE, season, dayOfSeason);
  const set = sunTime(SUNSET, season, dayOfSeason);
  const full = daylightLevel(season, dayOfSeason);
  const moon = moonlight(seconds);
  if (now > set + HOUR || now < rise) return moon;
  if (now <= rise + HOUR) {
    const f = (now - rise) / HOUR;
    return moon * (1 - f) + full * f;
  }
  if (now >= set) {
    const f = (now - set) / HOUR;
    return full * (1 - f) + moon * f;
  }
  return full;
}

interface Source {
  readonly pos: Point;
  readonly light: number;
  /** How far its light carries above AMBIENT_LOW. */
  readonly reach: number;
}

interface TurnLight {
  readonly turn: number;
  readonly sky: number;
  /** The tile light of an unlit tile above ground and below it, made once a turn. */
  readonly open: TileLight;
  readonly under: TileLight;
  /** Light-giving fields by level; empty on nearly every map. */
  readonly sources: ReadonlyMap<number, readonly Source[]>;
  /**
   * The light of tiles on levels with sources, as worked out so far this turn, by tileKey: kept
   * while no tile changes whether it lets light through (the sight grid's version).
   */
  readonly tiles: Map<number, TileLight>;
  sightVersion: number;
}

const CACHE = new WeakMap<Sim, TurnLight>();
/** The last one handed out: nearly every look-up in a turn is for the same sim and turn. */
let last: { sim: Sim; light: TurnLight } | undefined;

function fieldLight(value: number, d: number): number {
  return d === 0 ? value : value / (Math.exp(OPEN_AIR * d) * d);
}

/** reachOf's answers by light value: every source is looked at every turn, with few values among them. */
const REACH = new Map<number, number>();

function reachOf(value: number): number {
  const known = REACH.get(value);
  if (known !== undefined) return known;
  const reach = reachFrom(value);
  REACH.set(value, reach);
  return reach;
}

function reachFrom(value: number): number {
  let d = 0;
  while (d < 60 && fieldLight(value, d + 1) > AMBIENT_LOW) d++;
  return d;
}

/** No light-giving fields: the answer on nearly every map and turn, made once. */
const NO_SOURCES: ReadonlyMap<number, readonly Source[]> = new Map();

/**
 * The light-giving fields of the turn that can light a tile above its level's natural light.
 * A field's light is brightest on its own tile (L / (exp(0.0384 d) × d) is at most L for every d,
 * the division being by at least 1), so one no brighter than the natural light of its level
 * changes no tile's light (lightAt keeps the brighter of the two) and is left out: by day, every
 * source but the brightest fires.
 */
function sourcesOf(sim: Sim, sky: number): ReadonlyMap<number, readonly Source[]> {
  const tiles = glowingTiles(sim);
  if (tiles.size === 0) return NO_SOURCES;
  const out = new Map<number, Source[]>();
  for (const { pos: p, light } of tiles.values()) {
    if (light <= naturalOn(sky, p.z)) continue;
    const list = out.get(p.z) ?? [];
    list.push({ pos: { x: p.x, y: p.y, z: p.z }, light, reach: reachOf(light) });
    out.set(p.z, list);
  }
  return out;
}

function turnLight(sim: Sim): TurnLight {
  const turn = sim.world.turn;
  if (last && last.sim === sim && last.light.turn === turn) return last.light;
  let light = CACHE.get(sim);
  if (!light || light.turn !== turn) {
    const sky = sunlight(sim.world);
    light = {
      turn,
      sky,
      open: { light: sky, lit: false },
      under: { light: AMBIENT_MINIMAL, lit: false },
      sources: sourcesOf(sim, sky),
      tiles: new Map(),
      sightVersion: -1,
    };
    CACHE.set(sim, light);
  }
  last = { sim, light };
  return light;
}

function skyOn(tl: TurnLight, z: number): number {
  return naturalOn(tl.sky, z);
}

/** The natural light of level z when the sky gives `sky`. */
function naturalOn(sky: number, z: number): number {
  return z < 0 || z > TOP_LEVEL ? AMBIENT_MINIMAL : sky;
}

/** The light a level gets from the sky now (the game's natural_light_level). */
export function naturalLight(sim: Sim, z: number): number {
  return skyOn(turnLight(sim), z);
}

/** The brightest light a field casts on the tile, or 0. */
function sourceLight(sight: SightGrid, sources: readonly Source[], p: Point): number {
  let best = 0;
  for (const s of sources) {
    const d = distance(s.pos, p);
    if (d > s.reach) continue;
    const value = fieldLight(s.light, d);
    if (value <= best) continue;
    if (d > 1 && !sight.canSee(s.pos, p)) continue;
    best = value;
  }
  return best;
}

/** A number per tile for the turn's cache; undefined off any map this size (not cached). */
function tileKey(p: Point): number | undefined {
  if (p.x < 0 || p.y < 0 || p.x >= 0x10000 || p.y >= 0x10000 || Math.abs(p.z) >= 0x10000) return undefined;
  return ((p.z + 0x10000) * 0x10000 + p.y) * 0x10000 + p.x;
}

export interface TileLight {
  /** The tile's light (the game's ambient_light_at). */
  readonly light: number;
  /** Lit above the level's natural light (by a fire): seen from as far as the viewer can see at all. */
  readonly lit: boolean;
}

/** The light on a tile now. */
export function lightAt(sim: Sim, p: Point): TileLight {
  const tl = turnLight(sim);
  const plain = p.z < 0 || p.z > TOP_LEVEL ? tl.under : tl.open;
  const sources = tl.sources.size === 0 ? undefined : tl.sources.get(p.z);
  if (!sources) return plain;
  const sight = sim.sight();
  if (tl.sightVersion !== sight.version) {
    tl.tiles.clear();
    tl.sightVersion = sight.version;
  }
  const key = tileKey(p);
  const known = key === undefined ? undefined : tl.tiles.get(key);
  if (known) return known;
  const natural = plain.light;
  const fromFields = sourceLight(sight, sources, p);
  const light = fromFields > natural ? { light: fromFields, lit: true } : plain;
  if (key !== undefined) tl.tiles.set(key, light);
  return light;
}
