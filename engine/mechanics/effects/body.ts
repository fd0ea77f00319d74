/**
 * What an effect's mods change on a creature's body: hit points (`hurt`, bypassing armour as the
 * game's apply_damage does), pain, stamina and thirst, each bounded by the mod's `X_max_val` when
 * it has one. Monsters only have hit points to lose.
 */
import type { Draft } from "immer";
import type { Character } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { applyDamage } from "../../sim/creature_state.js";

/** Adds `by` to a value, not pushing it past `cap` (0: no cap) in the direction it moves. */
function bounded(now: number, by: number, cap: number): number {
  if (cap === 0) return now + by;
  if (by > 0) return now >= cap ? now : Math.min(cap, now + by);
  return now <= cap ? now : Math.max(cap, now + by);
}

export function hurt(sim: Sim, who: string, amount: number, bodyPart: string | undefined, cause: string): void {
  if (amount <= 0) return;
  applyDamage(sim, who, amount, "effect", sim.world.characters[who] ? (bodyPart ?? "torso") : undefined, cause);
}

export function changePain(c: Draft<Character>, by: number, cap: number): void {
  c.pain = Math.max(0, bounded(c.pain, by, cap));
}

export function changeStamina(c: Draft<Character>, by: number, cap: number): void {
  c.stamina = Math.max(0, Math.min(c.staminaMax, bounded(c.stamina, by, cap)));
}

export function changeThirst(c: Draft<Character>, by: number, cap: number): void {
  c.thirst = bounded(c.thirst, by, cap);
}
