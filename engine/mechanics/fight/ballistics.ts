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
 * more, which lowers the hit quality and raises the chance of a miss. A stray shot does not go on
 * to hit someone else here.
 */
import type { DamageUnit } from "../../content/kinds/monsters/values.js";
import type { Character } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
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

/** Flies one projectile at a target `range` tiles away: whether and how well it hits. */
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
