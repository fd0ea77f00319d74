/**
 * The game's continuous rolls on the world's dice (src/rng.cpp): normal_roll(mean, stddev),
 * rng_normal(lo, hi) and rng_float(lo, hi). Every roll draws from `sim.dice`, so runs replay.
 */
import type { Dice } from "../../world/rng.js";

/** A normally distributed value (the game's normal_roll); Box–Muller on two uniform draws. */
export function normalRoll(dice: Dice, mean: number, stddev: number): number {
  if (stddev <= 0) return mean;
  // 1 - float() is in (0, 1], so the logarithm is finite.
  const u = 1 - dice.float();
  const v = dice.float();
  return mean + stddev * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The game's rng_normal(lo, hi): a normal roll centred in [lo, hi] with a quarter of it as deviation, clamped. */
export function rngNormal(dice: Dice, lo: number, hi: number): number {
  const a = Math.min(lo, hi);
  const b = Math.max(lo, hi);
  const spread = (b - a) / 4;
  if (spread === 0) return b;
  return Math.min(b, Math.max(a, normalRoll(dice, (a + b) / 2, spread)));
}

/** The game's rng_float(lo, hi). */
export function rngFloat(dice: Dice, lo: number, hi: number): number {
  return lo === hi ? lo : dice.range(Math.min(lo, hi), Math.max(lo, hi));
}
