/**
 * A projectile from its shooter to its target, as the game flies it (src/ballistics.cpp
 * projectile_attack_roll, src/dispersion.cpp, src/line.cpp iso_tangent, src/creature.cpp
 * deal_projectile_attack):
 *
 * - the shot's dispersion (arc minutes) is rolled from its sources: rng_float(0, s) for each linear
 *   source, rng_normal(0, s) for each normal one, at most 3600;
 * - it misses the aim point by 2 × range × sin(dispersion / 2) tiles (iso_tangent), a fraction
 *   missed_by = min(1, that / the target's size) of the target (occupied_tile_fraction: tiny 0.1,
 *   small 0.25, medium 0.5, large 0.75, huge 1); missed_by 1 misses, and a target beyond the
 *   projectile's range is never reached;
 * - the target avoids part of it: goodhit = missed_by + clamp(dodge roll / dice(10, speed), 0, 1);
 *   goodhit ≥ 1 is avoided;
 * - the hit's quality multiplies the damage: below 0.1 a headshot (× rng_float(1.95, 2.05), the
 *   head), 0.2 a critical (× 1.5–2), 0.5 a good hit (× 1–1.5), 0.8 a hit (× 0.5–1), else a graze
 *   (× 0–0.25);
 * - the part: missed_by + rng_float(-0.5, 0.5) ≤ 0.4 is the torso, else a leg one time in four, else
 *   an arm (the game's older rule, src/creature.cpp deal_projectile_attack).
 *
 * So damage falls with range the way the game's model makes it fall: a farther target is missed by
 * more, which lowers the hit quality and raises the chance of a miss.
 *
 * flyAlong follows the projectile's path as src/ballistics.cpp projectile_attack does (the file as
 * stored at commit f08085fd): a shot that misses its aim point by a tile or more heads for another
 * tile, turned by its dispersion (at most 30°, to either side at even odds) at rng(range − offset,
 * the projectile's range) tiles, offset = min(range, √(tiles missed)), each coordinate rounded at
 * random (roll_remainder); a closer shot flies on past the target up to the projectile's range.
 * Along the way each creature but the shooter may be hit: the target with the shot's own
 * missed_by, anyone else with max(rng_float(0.1, 1.5 − missed_by) ÷ its size, 0.4), below 1 a hit
 * it may still dodge; a hit stops the projectile, and so does impassable terrain. Simplified: the
 * path is a straight line (find_clear_path and continue_line are straight lines too, the former
 * choosing among equal lines), terrain on the path is not damaged and does not soak damage
 * (map::shoot), allies are not spared (check_avoid_friendly_fire), and a digging monster is hit.
 */
import type { DamageUnit } from "../../content/kinds/monsters/values.js";
import type { Character } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { passable } from "../../sim/terrain.js";
import { creatureAt } from "../../world/creatures.js";
import { distance, line } from "../../world/grid.js";
import type { Point } from "../../world/types.js";
import { dodgeRoll, sizeOf } from "./defense.js";
import { rngFloat, rngNormal } from "./rolls.js";

/** Dispersion sources in arc minutes (the game's dispersion_sources). */
export interface DispersionSources {
  readonly normal: readonly number[];
  readonly linear: readonly number[];
}

/** A projectile: its damage, speed (the dodge roll's opponent) and range in tiles (0: unbounded). */
export interface Projectile {
  readonly units: readonly DamageUnit[];
  readonly speed: number;
  readonly range: number;
}

const TILE_FRACTION: Readonly<Record<Character["size"], number>> = {
  tiny: 0.1,
  small: 0.25,
  medium: 0.5,
  large: 0.75,
  huge: 1,
};

/** How much of its tile a creature fills, as a target (occupied_tile_fraction). */
export function targetSize(sim: Sim, id: string): number {
  return TILE_FRACTION[sizeOf(sim, id)];
}

export function rollDispersion(sim: Sim, d: DispersionSources): number {
  let roll = 0;
  for (const s of d.linear) roll += rngFloat(sim.dice, 0, s);
  for (const s of d.normal) roll += rngNormal(sim.dice, 0, s);
  return Math.min(roll, 3600);
}

/** Tiles by which a shot of `dispersion` arc minutes misses its aim point at `range` (iso_tangent). */
export function missedByTiles(range: number, dispersion: number): number {
  const angle = (dispersion / 60) * (Math.PI / 180);
  return Math.sqrt(2 * range * range * (1 - Math.cos(angle)));
}

export type HitQuality = "headshot" | "critical" | "good" | "hit" | "graze";

/** The band of a goodhit value below 1 and its multiplier's bounds. */
export function hitQuality(goodhit: number): {
  readonly quality: HitQuality;
  readonly lo: number;
  readonly hi: number;
} {
  if (goodhit < 0.1) return { quality: "headshot", lo: 1.95, hi: 2.05 };
  if (goodhit < 0.2) return { quality: "critical", lo: 1.5, hi: 2 };
  if (goodhit < 0.5) return { quality: "good", lo: 1, hi: 1.5 };
  if (goodhit < 0.8) return { quality: "hit", lo: 0.5, hi: 1 };
  return { quality: "graze", lo: 0, hi: 0.25 };
}

export type ShotResult =
  | { readonly outcome: "miss" | "avoided"; readonly missedBy: number }
  | {
      readonly outcome: "hit";
      readonly missedBy: number;
      readonly quality: HitQuality;
      readonly multiplier: number;
      readonly bodyPart: string | undefined;
    };

/** Flies one projectile at a target `range` tiles away: whether and how well it hits (no path). */
export function flyProjectile(
  sim: Sim,
  targetId: string,
  range: number,
  projectile: Projectile,
  dispersion: DispersionSources,
): ShotResult {
  const shot = rollDispersion(sim, dispersion);
  const missedBy = Math.min(1, missedByTiles(range, shot) / targetSize(sim, targetId));
  // A range of 0 (neither the gun nor its ammo gives one) leaves the attack's `ranges` to bound it.
  if (missedBy >= 1 || (projectile.range > 0 && range > projectile.range)) return { outcome: "miss", missedBy };
  return land(sim, targetId, missedBy, projectile);
}

/** A projectile that reached a creature `missedBy` off: its dodge, the hit's quality and part (deal_projectile_attack). */
export function land(sim: Sim, targetId: string, missedBy: number, projectile: Projectile): ShotResult {
  const avoid = dodgeRoll(sim, targetId);
  const diff = sim.dice.dice(10, Math.max(1, Math.round(projectile.speed)));
  const goodhit = missedBy + Math.max(0, Math.min(1, avoid / diff));
  if (goodhit >= 1) return { outcome: "avoided", missedBy: goodhit };
  const q = hitQuality(goodhit);
  let bodyPart: string | undefined;
  if (sim.world.characters[targetId]) {
    const hitValue = missedBy + rngFloat(sim.dice, -0.5, 0.5);
    if (q.quality === "headshot") bodyPart = "head";
    else if (hitValue <= 0.4) bodyPart = "torso";
    else if (sim.dice.oneIn(4)) bodyPart = sim.dice.oneIn(2) ? "leg_l" : "leg_r";
    else bodyPart = sim.dice.oneIn(2) ? "arm_l" : "arm_r";
  }
  const multiplier = rngFloat(sim.dice, q.lo, q.hi);
  return { outcome: "hit", missedBy: goodhit, quality: q.quality, multiplier, bodyPart };
}

/** Where a projectile went: what it did to each creature it reached, and where it stopped. */
export interface Flight {
  /** The aimed shot's missed_by against the target (1: it missed the target). */
  readonly missedBy: number;
  /** Tiles it missed its aim point by (iso_tangent); 1 or more sends it to another tile. */
  readonly missedByTiles: number;
  /** Each creature the path reached with a chance to hit, in order; the last may be the one hit. */
  readonly reached: readonly { readonly id: string; readonly result: ShotResult }[];
  /** The last tile it flew through. */
  readonly end: Point;
}

/** The game's roll_remainder: the integer part, plus one with the chance of the fraction. */
export function rollRemainder(sim: Sim, value: number): number {
  const whole = Math.trunc(value);
  const frac = value - whole;
  if (frac > 0 && rngFloat(sim.dice, 0, 1) < frac) return whole + 1;
  if (frac < 0 && rngFloat(sim.dice, 0, 1) < -frac) return whole - 1;
  return whole;
}

const MAX_MISS_ANGLE = Math.PI / 6;

/**
 * Flies one projectile from `from` at a creature, along its path (projectile_attack): it may hit
 * the target, another creature on the way or beyond, or nothing. `shooterId` is never hit.
 */
export function flyAlong(
  sim: Sim,
  shooterId: string,
  from: Point,
  targetId: string,
  tpos: Point,
  projectile: Projectile,
  dispersion: DispersionSources,
): Flight {
  let range = distance(from, tpos);
  const shot = rollDispersion(sim, dispersion);
  const tiles = missedByTiles(range, shot);
  const missedBy = Math.min(1, tiles / targetSize(sim, targetId));
  // A range of 0 (a thrown item) flies no farther than its target.
  const reach = projectile.range > 0 ? projectile.range : range;
  let extendTo = reach;
  let aimAt: Point = tpos;
  if (tiles >= 1) {
    const angle =
      Math.atan2(tpos.y - from.y, tpos.x - from.x) +
      (sim.dice.oneIn(2) ? 1 : -1) * Math.min((shot / 60) * (Math.PI / 180), MAX_MISS_ANGLE);
    const offset = Math.min(range, Math.trunc(Math.sqrt(tiles)));
    const newRange = Math.max(1, sim.dice.int(Math.min(range - offset, reach), Math.max(range - offset, reach)));
    aimAt = {
      x: from.x + rollRemainder(sim, newRange * Math.cos(angle)),
      y: from.y + rollRemainder(sim, newRange * Math.sin(angle)),
      z: from.z,
    };
    if (aimAt.x === from.x && aimAt.y === from.y)
      aimAt = { x: from.x + Math.sign(tpos.x - from.x), y: from.y + Math.sign(tpos.y - from.y), z: from.z };
    range = distance(from, aimAt);
    extendTo = range;
  }
  let far = aimAt;
  if (range > 0 && range < extendTo) {
    // continue_line: on along the same line to the projectile's range.
    const k = extendTo / range;
    far = { x: from.x + Math.round((aimAt.x - from.x) * k), y: from.y + Math.round((aimAt.y - from.y) * k), z: from.z };
  }
  const reached: { id: string; result: ShotResult }[] = [];
  let end: Point = from;
  for (const step of line(from, far)) {
    const p = { x: step.x, y: step.y, z: from.z };
    if (distance(from, p) > reach) break;
    end = p;
    const who = creatureAt(sim.world, p);
    if (who && who.id !== shooterId) {
      const onTarget = p.x === tpos.x && p.y === tpos.y && who.id === targetId;
      const cur = onTarget
        ? missedBy
        : Math.max(rngFloat(sim.dice, 0.1, 1.5 - missedBy) / targetSize(sim, who.id), 0.4);
      if (cur < 1) {
        const result = land(sim, who.id, cur, projectile);
        reached.push({ id: who.id, result });
        if (result.outcome === "hit") break;
      }
    }
    if (!passable(sim.content, sim.map(), p)) break;
  }
  return { missedBy, missedByTiles: tiles, reached, end };
}
