/**
 * What a monster sees, as the game's monster::sight_range and Creature::sees decide it:
 * - a monster without the SEES flag sees one tile (it notices only what is next to it; hearing is
 *   how such monsters find prey, senses/hearing.ts);
 * - otherwise its range depends on the light at what it looks at (senses/light.ts): `vision_night`
 *   in the dark (light 0), `vision_day` in daylight (100 or more), and in between
 *   (light × vision_day + (100 − light) × vision_night) / 100, rounded down;
 * - a tile lit above its level's natural light (by a fire) is seen from as far as the monster can
 *   see at all (the larger of its day and night ranges);
 * - effects cut it (blind: 1; sleeping: 0; mechanics/effects/status.ts sightRange);
 * - the line of sight must be clear (sim/terrain.ts canSee3d: across levels only through tiles
 *   with no floor, and at most 4 levels up or down, the game's fov_3d_z_range).
 */
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import { distance } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Point } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { canSee3d } from "../../sim/terrain.js";
import { DAYLIGHT, lightAt } from "./light.js";

/** The game's default when a type gives no `vision_day`. */
export const DEFAULT_VISION = 40;

interface Eyes {
  readonly sees: boolean;
  readonly day: number;
  readonly night: number;
  /** The farthest it sees in any light. */
  readonly far: number;
  /** The nearest it sees in any light: within this, light need not be read. */
  readonly near: number;
}

/** Per type, found once: sight is checked for every monster every turn. */
const EYES = new WeakMap<MonsterType, Eyes>();
const DEFAULT_EYES: Eyes = {
  sees: true,
  day: DEFAULT_VISION,
  night: DEFAULT_VISION,
  far: DEFAULT_VISION,
  near: DEFAULT_VISION,
};

function eyesOf(type: MonsterType | undefined): Eyes {
  if (!type) return DEFAULT_EYES;
  // The look-up alone here (this is inlined into every sight test), the first sight of a type apart.
  return EYES.get(type) ?? newEyes(type);
}

function newEyes(type: MonsterType): Eyes {
  const sees = type.flags.includes("SEES");
  const day = sees ? type.visionDay : 1;
  const night = sees ? type.visionNight : 1;
  const e = { sees, day, night, far: Math.max(day, night), near: Math.min(day, night) };
  EYES.set(type, e);
  return e;
}

/** The farthest a monster of this type sees in any light (a quick bound before the light is read). */
export function farthestSight(type: MonsterType | undefined): number {
  return eyesOf(type).far;
}

/** How far a monster of this type sees in full daylight, before effects (story lines, defaults). */
export function monsterVision(type: MonsterType | undefined): number {
  return eyesOf(type).day;
}

/** The game's monster::sight_range at a light level. */
export function sightAtLight(type: MonsterType | undefined, light: number): number {
  const e = eyesOf(type);
  if (!e.sees) return 1;
  if (light <= 0) return e.night;
  if (light >= DAYLIGHT) return e.day;
  return Math.floor((light * e.day + (DAYLIGHT - light) * e.night) / DAYLIGHT);
}

/** How far a monster sees at a tile, by the tile's light (before effects). */
export function sightToward(sim: Sim, type: MonsterType | undefined, p: Point): number {
  const { light, lit } = lightAt(sim, p);
  if (lit) return farthestSight(type);
  return sightAtLight(type, light);
}

/**
 * Does a monster at `from` see the tile `to`? `cap` is what its effects leave of its sight
 * (Infinity when nothing cuts it).
 */
export function monsterSees(sim: Sim, type: MonsterType | undefined, from: Point, to: Point, cap: number): boolean {
  const d = Math.max(distance(from, to), Math.abs(from.z - to.z));
  if (d > cap) return false;
  const e = eyesOf(type);
  if (d > e.far) return false;
  // Within its range in the worst light the light does not matter.
  if (d > e.near && d > sightToward(sim, type, to)) return false;
  return from.z === to.z ? sim.sight().canSee(from, to) : canSee3d(sim.content, sim.map(), from, to);
}

/** nearestSeenCharacter's answer: who, where (the character record's own position), how far. */
export interface SeenCharacter {
  readonly id: string;
  readonly pos: Point;
  readonly dist: number;
}

/** The one answer nearestSeenCharacter gives, rewritten by each call (every monster asks every turn). */
const SEEN: { id: string; pos: Point; dist: number } = { id: "", pos: { x: 0, y: 0, z: 0 }, dist: 0 };

/**
 * The nearest living character, no farther than `far` tiles (levels count as tiles), that a monster
 * of `type` at `here` sees (ties: the first in id order); with `sameLevel`, only on its level.
 * Sight is worked out only for one nearer than the best so far. The answer is read at once: the
 * next call rewrites it.
 */
export function nearestSeenCharacter(
  sim: Sim,
  type: MonsterType | undefined,
  here: Point,
  far: number,
  cap: number,
  sameLevel = false,
): SeenCharacter | undefined {
  let bestId: string | undefined;
  let bestPos: Point | undefined;
  let bestDist = Infinity;
  const ids = sim.characterIds();
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const c = sim.peekCharacter(id);
    if (!c || c.dead) continue;
    const p = latest(c.pos);
    if (sameLevel && p.z !== here.z) continue;
    const d = Math.max(distance(here, p), Math.abs(p.z - here.z));
    if (d > far || d >= bestDist || !monsterSees(sim, type, here, p, cap)) continue;
    bestId = id;
    bestPos = p;
    bestDist = d;
  }
  if (bestId === undefined || bestPos === undefined) return undefined;
  SEEN.id = bestId;
  SEEN.pos = bestPos;
  SEEN.dist = bestDist;
  return SEEN;
}
