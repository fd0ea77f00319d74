/**
 * The standard arena of a danger sweep: open ground (grass, no walls) 31 tiles square, the survivor
 * in the middle and the monster six tiles north of it; indoors, the survivor stands in a walled
 * room of 9 × 9 floor tiles whose north wall has a closed door, and the monster outside that door;
 * at night the world's clock starts at midnight instead of noon. A fight ends when one side is
 * out of reach: more than FLEE_REACH tiles apart and beyond the monster's attack reach
 * (reach.ts), or on different levels.
 */
import type { CharacterSpec, LevelSpec, MonsterSpec, WorldSetup } from "../../scenario/types.js";
import type { Point } from "../../world/types.js";

export type ArenaKind = "open" | "indoors";
export const ARENA_KINDS: readonly ArenaKind[] = ["open", "indoors"];

export interface ArenaOptions {
  readonly kind: ArenaKind;
  readonly night: boolean;
}

export const ARENA_SIZE = 23;
const MIDDLE = 11;
/** Where the survivor stands and where the monster enters. */
export const SURVIVOR_POS: Point = { x: MIDDLE, y: MIDDLE, z: 0 };
export const MONSTER_POS: Point = { x: MIDDLE, y: MIDDLE - 6, z: 0 };
/** Farther apart than this (Chebyshev distance, tiles), a side has fled out of reach. */
export const FLEE_REACH = 10;
/** The monster's id in the arena. */
export const MONSTER_ID = "monster";

/** Terrain ids the arena draws with, by symbol. */
export const ARENA_LEGEND = { '"': "t_grass", ".": "t_floor", "#": "t_wall", "+": "t_door_c" } as const;

function rows(kind: ArenaKind): string[] {
  const out: string[] = [];
  for (let y = 0; y < ARENA_SIZE; y++) {
    let row = "";
    for (let x = 0; x < ARENA_SIZE; x++) {
      const dx = Math.abs(x - MIDDLE);
      const dy = Math.abs(y - MIDDLE);
      if (kind === "open" || Math.max(dx, dy) > 5) row += '"';
      else if (Math.max(dx, dy) === 5) row += dx === 0 && y < MIDDLE ? "+" : "#";
      else row += ".";
    }
    out.push(row);
  }
  return out;
}

/** The terrain ids an arena needs from the content. */
export function arenaTerrains(kind: ArenaKind): readonly string[] {
  return kind === "open" ? [ARENA_LEGEND['"']] : Object.values(ARENA_LEGEND);
}

function level(kind: ArenaKind): LevelSpec {
  const used = new Set(rows(kind).join(""));
  const legend = Object.fromEntries(
    Object.entries(ARENA_LEGEND)
      .filter(([symbol]) => used.has(symbol))
      .map(([symbol, terrain]) => [symbol, { terrain }]),
  );
  return { z: 0, rows: rows(kind), legend };
}

/** The arena with the survivor (no monster: it enters each fight from the fight's own seed). */
export function arenaSetup(options: ArenaOptions, survivor: CharacterSpec): WorldSetup {
  return {
    levels: [level(options.kind)],
    characters: [survivor],
    monsters: [],
    settings: { trigdist: false, startDay: 0, startHour: options.night ? 0 : 12 },
  };
}

/** The monster as a scenario places it (the sample fight written for the viewer). */
export function monsterSpec(type: string): MonsterSpec {
  return { type, id: MONSTER_ID, pos: MONSTER_POS };
}
