/**
 * Where the four areas plug into the turn loop without the core knowing them: per-turn work
 * (camp missions, followers drinking) and a monster's special attacks. Each area adds its
 * functions to these lists in its own module (engine/rules/<area>/hooks.ts), imported once by
 * engine/sim/rules.ts.
 */
import type { Sim } from "./context.js";

/** Runs once per turn after creatures have acted (timers, camp work, thirsty followers). */
export type TurnHook = (sim: Sim) => void;

/**
 * Lets a monster try its special attacks against its target. Returns true when it used one (its
 * moves were spent), false when none applied, so it falls back to plain melee or movement.
 */
export type SpecialAttackHook = (sim: Sim, monsterId: string, targetId: string | undefined) => boolean;

/** Runs when a creature is hit in melee or by a projectile (defensive specials, D1). */
export type WhenHitHook = (sim: Sim, victimId: string, attackerId: string, ranged: boolean, damage: number) => void;

export interface Hooks {
  readonly turn: TurnHook[];
  readonly specialAttacks: SpecialAttackHook[];
  readonly whenHit: WhenHitHook[];
}

export const HOOKS: Hooks = { turn: [], specialAttacks: [], whenHit: [] };
