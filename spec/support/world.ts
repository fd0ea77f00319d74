/** Builds small worlds for specs directly from rows, without a scenario file. */
import { produce } from "immer";
import type { Content } from "../../engine/content/load.js";
import { defaultCharacter } from "../../engine/scenario/character.js";
import { makeSim, type Sim } from "../../engine/sim/context.js";
import { HOOKS } from "../../engine/step/areas.js";
import type { SimEvent } from "../../engine/sim/events.js";
import { spawnMonster } from "../../engine/sim/spawn.js";
import { openDice, seedState } from "../../engine/world/rng.js";
import type { Attitude, Character, ItemStack, Point, Tile, World } from "../../engine/world/types.js";

const LEGEND: Record<string, Tile> = { ".": { ter: "t_floor" }, "#": { ter: "t_wall" }, " ": { ter: "t_open_air" } };

export interface TestWorldSpec {
  readonly rows: readonly string[];
  readonly seed?: string;
  readonly characters?: readonly (Partial<Character> & { id: string; pos: Point })[];
  readonly monsters?: readonly { type: string; pos: Point; id?: string; attitude?: Attitude }[];
}

/** A monster by its column (and row: 2, the middle of the specs' five-row rooms, unless given), on level 0. */
export interface InRow {
  readonly type: string;
  readonly id: string;
  readonly x: number;
  readonly y?: number;
}

/** The short monster placements of the mechanics specs as testWorld's monsters, all of one attitude when given. */
export function placed(monsters: readonly InRow[], attitude?: Attitude): NonNullable<TestWorldSpec["monsters"]> {
  return monsters.map((m) => ({
    type: m.type,
    id: m.id,
    pos: { x: m.x, y: m.y ?? 2, z: 0 },
    ...(attitude !== undefined ? { attitude } : {}),
  }));
}

/** The rows of a room `width` by `height` tiles: floor inside one ring of wall. */
export function walledRoom(width: number, height = width): string[] {
  return [
    "#".repeat(width),
    ...Array.from({ length: height - 2 }, () => `#${".".repeat(width - 2)}#`),
    "#".repeat(width),
  ];
}

/**
 * The fresh character of every game-side default (engine/scenario/character.ts), as the spec gives
 * it, but for its stored kcal: the specs' figures for pulls and drags were worked for the lean body
 * of 2,500 kcal that every character had before a new one started healthy.
 */
export function character(spec: Partial<Character> & { id: string; pos: Point }): Character {
  return { ...defaultCharacter(spec.id, spec.pos), kcal: SPEC_KCAL, ...spec };
}

const SPEC_KCAL = 2500;

/** What a fight spec's character holds and wears: item ids, one of each. */
export interface Gear {
  readonly wielded?: string;
  readonly worn?: readonly string[];
}

/** The character `you` at `pos`, wielding and wearing `gear`, for testWorld's characters. */
export function armed(pos: Point, gear: Gear): Partial<Character> & { id: string; pos: Point } {
  const one = (id: string): ItemStack => ({ id, count: 1 });
  return { id: "you", pos, ...(gear.wielded ? { wielded: one(gear.wielded) } : {}), worn: (gear.worn ?? []).map(one) };
}

export function testWorld(content: Content, spec: TestWorldSpec): { world: World; events: SimEvent[] } {
  const seed = spec.seed ?? "test";
  const width = Math.max(...spec.rows.map((r) => r.length));
  const base: World = {
    schema: "cdda-sim/world@1",
    turn: 0,
    seed,
    rng: seedState(seed),
    settings: { trigdist: false, startDay: 0 },
    map: {
      width,
      height: spec.rows.length,
      levels: [
        { z: 0, rows: spec.rows.map((r) => [...r.padEnd(width, "#")].map((ch) => LEGEND[ch] ?? { ter: "t_floor" })) },
      ],
    },
    characters: Object.fromEntries((spec.characters ?? []).map((c) => [c.id, character(c)])),
    monsters: {},
    camps: {},
    vars: {},
    nextId: 1,
  };
  const events: SimEvent[] = [];
  const world = produce(base, (draft) => {
    const dice = openDice(draft.rng);
    const sim = makeSim(draft, content, dice, events, undefined, HOOKS);
    for (const m of spec.monsters ?? [])
      spawnMonster(sim, m.type, m.pos, {
        ...(m.id ? { id: m.id } : {}),
        ...(m.attitude ? { attitude: m.attitude } : {}),
      });
    draft.rng = dice.state();
  });
  return { world, events };
}

/** The zombie field of the monster index specs: 12 real zombies spread over 20 × 12 open tiles. */
export const FIELD_W = 20;
export const FIELD_H = 12;

export function zombieField(content: Content): World {
  const rows = Array.from({ length: FIELD_H }, () => ".".repeat(FIELD_W));
  const monsters = Array.from({ length: 12 }, (_, i) => ({
    type: "mon_zombie",
    id: `z${String(i).padStart(2, "0")}`,
    pos: { x: (i * 3) % FIELD_W, y: Math.floor((i * 3) / FIELD_W) * 2, z: 0 },
  }));
  return testWorld(content, { rows, monsters }).world;
}

/** Freezes a value and everything in it, so that any write throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  } else if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** What a function run inside a sim (one draft of the world) leaves: the world, its events, its value. */
export interface Ran<T> {
  readonly world: World;
  readonly events: SimEvent[];
  readonly value: T;
}

/** Runs `fn` with a sim over a draft of `w` (the rules' hooks wired, the world's PRNG advanced). */
export function runInSim<T>(w: World, c: Content, fn: (sim: Sim) => T): Ran<T> {
  const events: SimEvent[] = [];
  let value: T | undefined;
  const next = produce(w, (d) => {
    const dice = openDice(d.rng);
    value = fn(makeSim(d, c, dice, events, w, HOOKS));
    d.rng = dice.state();
  });
  return { world: next, events, value: value as T };
}

/** The body parts a character has the effect on, sorted (undefined for a whole-body one). */
export function partsWith(w: World, who: string, effect: string): (string | undefined)[] {
  return (w.characters[who]?.effects ?? [])
    .filter((e) => e.id === effect)
    .map((e) => e.bodyPart)
    .sort();
}

/** The texts of the message events, in order. */
export function messagesOf(events: readonly SimEvent[]): string[] {
  return events.flatMap((e) => (e.type === "message" ? [e.text] : []));
}
