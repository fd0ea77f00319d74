/** Helpers for the hardcoded attack specs (D2): our bestiary, a bigger room, calls by id. */
import { produce } from "immer";
import { join } from "node:path";
import { expect } from "chai";
import { loadContent, type Content } from "../../../../engine/content/load.js";
import { isRuleEvent, type RuleEventOf, type SimEvent } from "../../../../engine/sim/events.js";
import type { RuleName } from "../../../../engine/sim/rule_events.js";
import type { Character, ItemStack, Point, World } from "../../../../engine/world/types.js";
import { PROJECT_ROOT } from "../../../support/load.js";
import { P, use, world, type Ran } from "../support.js";

export { P };
let cached: Content | undefined;

/** content/base + content/monsters (the bestiary of every D2 id). */
export function bestiary(): Content {
  if (cached) return cached;
  const r = loadContent([join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "monsters")]);
  expect(
    r.problems.filter((p) => p.severity === "error"),
    "content loads",
  ).to.have.length(0);
  cached = r.content;
  return cached;
}

export const BIG = [
  "######################",
  ...Array.from({ length: 9 }, () => "#....................#"),
  "######################",
];

export interface M {
  type: string;
  pos: Point;
  id: string;
  attitude?: "hostile" | "neutral" | "friendly";
}

export function arena(
  monsters: M[],
  you: Partial<Character> & { pos?: Point } = {},
  seed = "hc",
  others: (Partial<Character> & { id: string; pos: Point })[] = [],
): World {
  return world(bestiary(), { rows: BIG, seed, you: { pos: P(2, 5), ...you }, monsters, others });
}

/** One call of the monster's attack `id` (its key) against `target`. */
export function hit(w: World, monsterId: string, id: string, target: string | null = "you"): Ran<boolean> {
  return use(w, bestiary(), monsterId, id, target);
}

export function withSeed(w: World, seed: string): World {
  return { ...w, seed, rng: { ...w.rng, ...seedOf(seed) } };
}
import { seedState } from "../../../../engine/world/rng.js";
function seedOf(seed: string) {
  return seedState(seed);
}

/** Calls the attack over seeds until `pred` holds; returns that run (fails the test if none does). */
export function until(
  w: World,
  monsterId: string,
  id: string,
  pred: (r: Ran<boolean>) => boolean,
  n = 400,
  target: string | null = "you",
): Ran<boolean> {
  for (let i = 0; i < n; i++) {
    const r = hit(withSeed(w, `${id}-${i}`), monsterId, id, target);
    if (pred(r)) return r;
  }
  throw new Error(`${id}: no seed out of ${n} gave the expected outcome`);
}

export const of = <T extends SimEvent["type"]>(
  events: readonly SimEvent[],
  type: T,
): Extract<SimEvent, { type: T }>[] => events.filter((e) => e.type === type) as Extract<SimEvent, { type: T }>[];

export const ruleNamed = <N extends RuleName>(events: readonly SimEvent[], name: N) =>
  events.filter((e): e is SimEvent & RuleEventOf<N> => isRuleEvent(e, name));

export function hasEffect(w: World, who: string, effect: string): boolean {
  const list = w.characters[who]?.effects ?? w.monsters[who]?.effects ?? [];
  return list.some((e) => e.id === effect);
}

export function edit(w: World, fn: (d: import("immer").Draft<World>) => void): World {
  return produce(w, fn);
}

/** The monster `id` lies dead (a corpse), with `hp` left when given (a corpse to raise has none). */
export function corpse(w: World, id: string, hp?: number): World {
  return edit(w, (d) => {
    const m = d.monsters[id]!;
    m.dead = true;
    if (hp !== undefined) m.hp = hp;
  });
}

export function putItems(w: World, p: Point, items: ItemStack[]): World {
  return edit(w, (d) => {
    const level = d.map.levels.find((l) => l.z === p.z);
    const row = level?.rows[p.y];
    const tile = row?.[p.x];
    if (tile) (tile as { items?: ItemStack[] }).items = items;
  });
}

export function setTer(w: World, p: Point, ter: string, furn?: string): World {
  return edit(w, (d) => {
    const tile = d.map.levels.find((l) => l.z === p.z)?.rows[p.y]?.[p.x];
    if (tile) {
      (tile as { ter: string }).ter = ter;
      if (furn !== undefined) (tile as { furn?: string }).furn = furn;
    }
  });
}

export function tile(w: World, p: Point) {
  return w.map.levels.find((l) => l.z === p.z)?.rows[p.y]?.[p.x];
}

export function living(w: World): string[] {
  return Object.values(w.monsters)
    .filter((m) => !m.dead)
    .map((m) => m.id);
}

export const hpOf = (w: World, id: string): number => w.monsters[id]?.hp ?? -1;
export const partHp = (w: World, who: string): number =>
  Object.values(w.characters[who]?.body ?? {}).reduce((a, b) => a + b.hp, 0);
