/** Helpers for the monster attack specs: inline content, a small room, running one attack or turn. */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import type { SimEvent } from "../../../engine/sim/events.js";
import { attacksOf, callAttack, trySpecialAttacks } from "../../../engine/rules/monsters/dispatch.js";
import type { Character, Point, World } from "../../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../../support/load.js";
import { type Ran, runInSim, testWorld } from "../../support/world.js";

export const P = (x: number, y: number, z = 0): Point => ({ x, y, z });

const BASE_EFFECTS = [
  { type: "effect_type", id: "grabbed", name: ["Grabbed"], max_intensity: 100, flags: ["GRAB"] },
  { type: "effect_type", id: "grabbing", name: ["Grabbing"], flags: ["GRAB_FILTER"] },
  { type: "effect_type", id: "t_flagged", name: ["Flagged"], flags: ["T_FLAG"] },
  { type: "effect_type", id: "t_mark", name: ["Mark"], max_intensity: 10 },
];

export function load(objects: unknown[]): Content {
  const r = loadInline(
    { "content.json": [...BASE_EFFECTS, ...objects] },
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors(), JSON.stringify(r.errors(), null, 1)).to.have.length(0);
  return r.content;
}

/** A monster type with the given special attacks (defaults: 100 kg, medium, melee 5). */
export function monster(id: string, attacks: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "MONSTER",
    flags: ["SEES"],
    id,
    name: id.replace(/^t_/, ""),
    hp: 100,
    speed: 100,
    weight: "100 kg",
    volume: "70 L",
    melee_skill: 5,
    melee_dice: 1,
    melee_dice_sides: 2,
    special_attacks: attacks,
    ...extra,
  };
}

export const ROOM = ["#########", "#.......#", "#.......#", "#.......#", "#.......#", "#########"];

export interface Setup {
  readonly rows?: readonly string[];
  readonly seed?: string;
  readonly you?: Partial<Character> & { pos?: Point };
  readonly others?: readonly (Partial<Character> & { id: string; pos: Point })[];
  readonly monsters?: readonly {
    type: string;
    pos: Point;
    id: string;
    attitude?: "hostile" | "neutral" | "friendly";
  }[];
}

/** The room with "you" at (2,2) and the given monsters; every attack starts ready. */
export function world(c: Content, s: Setup): World {
  const w = testWorld(c, {
    rows: s.rows ?? ROOM,
    seed: s.seed ?? "t",
    characters: [{ id: "you", pos: P(2, 2), ...(s.you ?? {}) }, ...(s.others ?? [])],
    monsters: (s.monsters ?? []).map((m) => ({ ...m, attitude: m.attitude ?? "hostile" })),
  }).world;
  return produce(w, (d) => {
    for (const m of Object.values(d.monsters)) m.readyAt = {};
  });
}

export type { Ran } from "../../support/world.js";
/** Runs `fn` on a sim of the world, as a reducer would. */
export const run = runInSim;

/** Calls one attack (by key) of a monster against a target, as the dispatcher would, ignoring readiness. */
export function use(w: World, c: Content, monsterId: string, key: string, target: string | null = "you"): Ran<boolean> {
  const targetId = target ?? undefined;
  return run(w, c, (sim) => {
    const m = sim.world.monsters[monsterId];
    const type = m ? sim.content.monster.get(m.type) : undefined;
    const a = type ? attacksOf(type, sim).find((x) => x.key === key) : undefined;
    if (!a) throw new Error(`no attack ${key}`);
    return callAttack(sim, monsterId, targetId, a);
  });
}

/** One dispatcher call (HOOKS.specialAttacks) for the monster. */
export function dispatch(w: World, c: Content, monsterId: string, targetId: string | undefined = "you"): Ran<boolean> {
  return run(w, c, (sim) => trySpecialAttacks(sim, monsterId, targetId));
}

/** Reseeds a world (same everything, another PRNG state). */
export function reseed(w: World, seed: string): World {
  return testWorldSeed(w, seed);
}

import { seedState } from "../../../engine/world/rng.js";
function testWorldSeed(w: World, seed: string): World {
  return { ...w, seed, rng: seedState(seed) };
}

/** Binomial tolerance: |k/n − p| must stay within 4.5 standard deviations (plus one count). */
export function expectRate(k: number, n: number, p: number, what: string): void {
  const sd = Math.sqrt((p * (1 - p)) / n);
  const tol = 4.5 * sd + 1 / n;
  expect(
    Math.abs(k / n - p),
    `${what}: measured ${k}/${n} = ${(k / n).toFixed(4)}, expected ${p.toFixed(4)} ± ${tol.toFixed(4)}`,
  ).to.be.at.most(tol);
}

export function count(events: readonly SimEvent[], pred: (e: SimEvent) => boolean): number {
  return events.filter(pred).length;
}
