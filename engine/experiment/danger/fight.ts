/**
 * One fight of a danger sweep, decided inside one tick: a private copy of the cell's prepared
 * world (the arena and the survivor, built once per cell; its map shared, a tile copied when
 * written) is re-seeded with the fight's seed, the
 * monster enters through the engine's own spawn (its starting cooldowns rolled from that seed),
 * and turns pass on that copy until the survivor dies, the monster dies, one of them is out of
 * reach, or the turn limit is reached. Nothing of the fight is kept but a few counts: the events
 * only add to them as they happen.
 *
 * The same fight as a scenario — the arena with the monster placed, the fight's seed, one tick of
 * the fight's turns — gives the very same world (spec/danger/fight.spec.ts checks it): that is how
 * the report's sample fights open in the viewer.
 */
import type { Draft } from "immer";
import type { Content } from "../../content/load.js";
import { makeSim } from "../../sim/context.js";
import type { SimEvent } from "../../sim/events.js";
import { spawnMonster } from "../../sim/spawn.js";
import { HOOKS } from "../../step/areas.js";
import { advanceTurn } from "../../step/turn.js";
import { distance } from "../../world/grid.js";
import { openDice, seedState } from "../../world/rng.js";
import type { Character, World } from "../../world/types.js";
import { workingCopy } from "../../world/working_copy.js";
import { FLEE_REACH, MONSTER_ID, MONSTER_POS } from "./arena.js";
import { SURVIVOR_ID } from "./loadout.js";
import { attackReach } from "./reach.js";

export type Outcome = "died" | "killed" | "fled" | "timeout";
export const OUTCOMES: readonly Outcome[] = ["died", "killed", "fled", "timeout"];

/** What one fight leaves: its outcome and a few numbers. */
export interface FightResult {
  readonly outcome: Outcome;
  /** Turns until it was decided (the turn limit for a timeout). */
  readonly turns: number;
  /** Damage the survivor took (its `damaged` events), any source. */
  readonly taken: number;
  /** Damage the monster took (its `damaged` events), any source. */
  readonly dealt: number;
  /** Share of the survivor's hit points (all body parts) lost by the end, 0..1. */
  readonly hpLost: number;
  /** The fight's danger: see dangerOf. */
  readonly danger: number;
}

/**
 * The danger of one fight, from 0 to 1 (reports show it × 100): a death weighs more than any
 * survival, a quick death more than a slow one, and a survival by the share of hit points lost:
 *   died on turn t of a limit L: 0.5 + 0.5 × (1 − (t − 1) / L)   (from 1 down to just above 0.5)
 *   otherwise:                   0.5 × hit points lost / hit points at the start   (0 .. 0.5)
 */
export function dangerOf(died: boolean, turns: number, limit: number, hpLost: number): number {
  if (died) return 0.5 + 0.5 * (1 - (turns - 1) / limit);
  return 0.5 * Math.min(1, Math.max(0, hpLost));
}

/** A cell's world, ready for its fights. */
export interface PreparedCell {
  readonly content: Content;
  /** The arena with the survivor, no monster. */
  readonly world: World;
  readonly monster: string;
  readonly turnLimit: number;
  /** Give the monster a hostile attitude whatever its data says (`--hostile`). */
  readonly hostile: boolean;
}

function hitPoints(c: Readonly<Character> | undefined): number {
  if (!c) return 0;
  let hp = 0;
  for (const part of Object.values(c.body)) hp += Math.max(0, part.hp);
  return hp;
}

/** Counts the fight's damage as its events happen; keeps nothing else. */
class Tally {
  taken = 0;
  dealt = 0;
  keeps(type: SimEvent["type"]): boolean {
    return type === "damaged";
  }
  push(e: SimEvent): void {
    if (e.type !== "damaged") return;
    if (e.who === SURVIVOR_ID) this.taken += e.amount;
    else if (e.who === MONSTER_ID) this.dealt += e.amount;
  }
}

export function runFight(cell: PreparedCell, seed: string): FightResult {
  return fightAndWorld(cell, seed).result;
}

/** The fight and the world it ends in (the world only for checks: a sweep keeps none). */
export function fightAndWorld(
  cell: PreparedCell,
  seed: string,
): { readonly result: FightResult; readonly world: World } {
  const world = workingCopy(cell.world) as Draft<World>;
  world.seed = seed;
  world.rng = seedState(seed);
  const dice = openDice(world.rng);
  const tally = new Tally();
  const sim = makeSim(world, cell.content, dice, tally, undefined, HOOKS);
  spawnMonster(sim, cell.monster, MONSTER_POS, { id: MONSTER_ID, ...(cell.hostile ? { attitude: "hostile" } : {}) });
  const startHp = hitPoints(sim.peekCharacter(SURVIVOR_ID));
  // Out of reach is beyond the arena's flee distance and beyond what the monster's attacks reach.
  const reach = Math.max(FLEE_REACH, attackReach(cell.content, cell.monster));
  let outcome: Outcome = "timeout";
  let turns = 0;
  while (turns < cell.turnLimit) {
    advanceTurn(sim);
    turns++;
    const survivor = sim.peekCharacter(SURVIVOR_ID);
    const monster = sim.peekMonster(MONSTER_ID);
    if (!survivor || survivor.dead) outcome = "died";
    else if (!monster || monster.dead) outcome = "killed";
    else if (survivor.pos.z !== monster.pos.z || distance(survivor.pos, monster.pos) > reach) outcome = "fled";
    if (outcome !== "timeout") break;
  }
  const survivor = sim.peekCharacter(SURVIVOR_ID);
  const hpLost = startHp > 0 ? (startHp - hitPoints(survivor)) / startHp : 0;
  const died = outcome === "died";
  world.rng = dice.state();
  const result = {
    outcome,
    turns,
    taken: tally.taken,
    dealt: tally.dealt,
    hpLost,
    danger: dangerOf(died, turns, cell.turnLimit, hpLost),
  };
  return { result, world: world as World };
}
