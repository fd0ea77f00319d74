/**
 * Special attack cooldowns (D1-cooldown): a monster keeps, per attack key, the turn from which the
 * attack may be used again. An attack used at turn t with cooldown c is ready again at t + c, which
 * is the game's countdown of c turns, one per turn, without any per-turn work.
 */
import type { Draft } from "immer";
import type { Monster } from "../world/types.js";

/** Turns until the attack may be used (0: ready). An attack never used is ready. */
export function cooldownLeft(monster: Monster | Draft<Monster>, key: string, turn: number): number {
  const at = monster.readyAt[key];
  return at === undefined ? 0 : Math.max(0, at - turn);
}

export function isReady(monster: Monster | Draft<Monster>, key: string, turn: number): boolean {
  return cooldownLeft(monster, key, turn) === 0;
}

/** Starts an attack's cooldown after it was performed (a miss counts as performed). */
export function startCooldown(monster: Draft<Monster>, key: string, cooldown: number, turn: number): void {
  monster.readyAt[key] = turn + Math.max(0, cooldown);
}
