/**
 * How the four areas plug into the engine without the core knowing them. Each area exports one
 * `Area` value (engine/rules/<area>/area.ts); the step layer lists them in order
 * (engine/step/areas.ts) and composes their hooks once. A rule reaches the other areas' hooks only
 * through `sim.hooks`, so no module registers anything by being imported.
 */
import type { Direction } from "../world/grid.js";
import type { Json, Point } from "../world/types.js";
import type { ActionKind } from "./action.js";
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

/** What the camp area offers other areas: the bulletin board (B2) asks which camp a tile belongs to. */
export interface CampDirectory {
  /** The camp whose overmap tiles hold this point, if any (lowest id first). */
  campAt(sim: Sim, pos: Point): string | undefined;
  /** Opens that camp's mission list for `who`. */
  open(sim: Sim, campId: string, who: string): void;
}

/** The climbing menu at a ledge as plain JSON, or why there is none. */
export type LedgeMenu =
  | { readonly ok: true; readonly entries: number; readonly data: { readonly [key: string]: Json } }
  | { readonly ok: false; readonly reason: string };

/**
 * What the climbing area offers other areas: examining a ledge (the game's `ledge` action) opens
 * its menu, and a step into a ledge is refused with that menu spelled out (C-menu-trigger).
 */
export interface LedgeClimbing {
  /** Refuses `who`'s step to `to` (in direction `dir`) when it is a ledge, naming the menu's choices. */
  refuseStep(sim: Sim, who: string, to: Point, dir: Direction): void;
  /** The climbing menu `who` sees at the ledge in direction `dir`. */
  menu(sim: Sim, who: string, dir: Direction): LedgeMenu;
  /** Climbs down that ledge with the chosen aid (an id or hotkey), as the `descend` action does. */
  descend(sim: Sim, who: string, dir: Direction, choice: { readonly aid?: string; readonly confirm: boolean }): void;
}

/**
 * How creatures answer what happens to them, from the mechanics floor (engine/mechanics/mood.ts):
 * the kernel's damage helper reports a hurt or a death here, so the kernel calls nothing above it.
 */
export interface CreatureReactions {
  /**
   * A monster was hurt by `dealt` and lives: its own HURT trigger and its friends' FRIEND_ATTACKED;
   * `source` is the damage's source (a creature id or a cause).
   */
  hurt(sim: Sim, id: string, dealt: number, source: string): void;
  /** A monster died: its friends see it (FRIEND_DIED). */
  died(sim: Sim, id: string): void;
}

/** Nothing holds anyone. */
export const NO_RESTRAINTS: Restraints = Object.freeze({ onMove: () => true, onWait: () => {} });

/** No reactions: for a Sim outside a step (set-up, camp walks), where nothing is hurt. */
export const NO_REACTIONS: CreatureReactions = Object.freeze({ hurt: () => {}, died: () => {} });

/** A monster's whole turn: moves, target, specials, melee or a step (the monsters area). */
export type MonsterTurnHook = (sim: Sim, monsterId: string) => void;

/** A character's own turn when something other than the scenario decides it (the fight area's NPC behaviour). */
export type CharacterTurnHook = (sim: Sim, characterId: string) => void;

/** What holds a character in place: grabs (the monsters area, D4-R-attempt). */
export interface Restraints {
  /** Before a step costing `stepCost`: false when the character is held (the moves go on the struggle). */
  onMove(sim: Sim, who: string, stepCost: number): boolean;
  /** Each turn a character waits: it tries to break free. */
  onWait(sim: Sim, who: string): void;
}

/** What one area hooks into the turn loop. */
export interface AreaHooks {
  readonly name: string;
  readonly turn?: readonly TurnHook[];
  readonly specialAttacks?: SpecialAttackHook;
  readonly whenHit?: WhenHitHook;
  readonly camps?: CampDirectory;
  readonly ledges?: LedgeClimbing;
  readonly monsterTurn?: MonsterTurnHook;
  readonly characterTurn?: CharacterTurnHook;
  readonly activityTurn?: CharacterTurnHook;
  readonly restraints?: Restraints;
  /** A monster died (after its friends saw it): what its death leaves (the monsters area). */
  readonly monsterDied?: MonsterDiedHook;
}

/** What happens where a monster died, `cause` as `kill` was given it (a killer's id, an effect, ...). */
export type MonsterDiedHook = (sim: Sim, id: string, cause: string) => void;

/** One area of the engine: its hooks and its action kinds, one per action `type` of its union `A`. */
export interface Area<A extends { readonly type: string } = never> extends AreaHooks {
  readonly actions: { readonly [T in A["type"]]: ActionKind<Extract<A, { type: T }>> };
}

/** The areas' hooks composed, in area order, and the clock the step layer provides. */
export interface Hooks {
  /** One turn of the world (engine/step/turn.ts): actions that let time pass call it through `passTurn`. */
  readonly passTurn: TurnHook;
  readonly turn: readonly TurnHook[];
  readonly specialAttacks: readonly SpecialAttackHook[];
  readonly whenHit: readonly WhenHitHook[];
  readonly camps: CampDirectory | undefined;
  readonly ledges: LedgeClimbing | undefined;
  readonly monsterTurn: MonsterTurnHook;
  readonly characterTurn: CharacterTurnHook;
  /** A turn of the activity a character holds (the examine area's timed actions). */
  readonly activityTurn: CharacterTurnHook;
  readonly restraints: Restraints;
  readonly reactions: CreatureReactions;
  readonly monsterDied: readonly MonsterDiedHook[];
}

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
