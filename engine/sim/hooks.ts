/**
 * How the four areas plug into the engine without the core knowing them. Each area exports one
 * `Area` value (engine/rules/<area>/area.ts); the step layer lists them in order
 * (engine/step/areas.ts) and composes their hooks once. A rule reaches the other areas' hooks only
 * through `sim.hooks`, so no module registers anything by being imported.
 */
import type { AreaHooks, CreatureReactions, Hooks, Restraints, Sim, TurnHook } from "./kernel.js";

export type {
  TurnHook,
  SpecialAttackHook,
  WhenHitHook,
  CampDirectory,
  LedgeMenu,
  LedgeClimbing,
  CreatureReactions,
  MonsterTurnHook,
  CharacterTurnHook,
  Restraints,
  AreaHooks,
  MonsterDiedHook,
  CastSpellHook,
  Area,
  Hooks,
} from "./kernel.js";

/** Nothing holds anyone. */
export const NO_RESTRAINTS: Restraints = Object.freeze({ onMove: () => true, onWait: () => {} });

/** No reactions: for a Sim outside a step (set-up, camp walks), where nothing is hurt. */
export const NO_REACTIONS: CreatureReactions = Object.freeze({ hurt: () => {}, died: () => {} });

/** For a Sim outside a step (set-up, camp walks): no area hooks, and time cannot pass. */
export const NO_HOOKS: Hooks = Object.freeze({
  passTurn: (sim: Sim) => sim.refuse("time cannot pass here"),
  turn: [],
  specialAttacks: [],
  whenHit: [],
  camps: undefined,
  ledges: undefined,
  monsterTurn: () => {},
  characterTurn: () => {},
  activityTurn: () => {},
  restraints: NO_RESTRAINTS,
  reactions: NO_REACTIONS,
  monsterDied: [],
  castSpell: () => false,
});

export function composeHooks(
  areas: readonly AreaHooks[],
  passTurn: TurnHook,
  reactions: CreatureReactions = NO_REACTIONS,
): Hooks {
  return Object.freeze({
    passTurn,
    turn: areas.flatMap((a) => a.turn ?? []),
    specialAttacks: areas.flatMap((a) => (a.specialAttacks ? [a.specialAttacks] : [])),
    whenHit: areas.flatMap((a) => (a.whenHit ? [a.whenHit] : [])),
    camps: areas.find((a) => a.camps)?.camps,
    ledges: areas.find((a) => a.ledges)?.ledges,
    monsterTurn: areas.find((a) => a.monsterTurn)?.monsterTurn ?? NO_HOOKS.monsterTurn,
    characterTurn: areas.find((a) => a.characterTurn)?.characterTurn ?? NO_HOOKS.characterTurn,
    activityTurn: areas.find((a) => a.activityTurn)?.activityTurn ?? NO_HOOKS.activityTurn,
    restraints: areas.find((a) => a.restraints)?.restraints ?? NO_RESTRAINTS,
    reactions,
    monsterDied: areas.flatMap((a) => (a.monsterDied ? [a.monsterDied] : [])),
    castSpell: areas.find((a) => a.castSpell)?.castSpell ?? NO_HOOKS.castSpell,
  });
}

/** Lets one turn of the world pass: creatures act, effects run down, every area's turn hooks run. */
export function passTurn(sim: Sim): void {
  sim.hooks.passTurn(sim);
}

/** Runs no more turns than this in one action: a typo such as 1e9 turns is refused, not run for hours. */
export const MAX_TURNS_PER_TICK = 10_000_000;

/** After any hit that dealt damage or landed: every area's defensive reaction (ZAPBACK, ACIDSPLASH, ...). */
export function afterHit(sim: Sim, victimId: string, attackerId: string, ranged: boolean, damage: number): void {
  for (const hook of sim.hooks.whenHit) hook(sim, victimId, attackerId, ranged, damage);
}
