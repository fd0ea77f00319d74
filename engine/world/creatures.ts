/**
 * Finding creatures. Characters and monsters are stored by id; every iteration goes through the
 * sorted ids here, so no rule ever depends on insertion order.
 */
import { latest } from "./peek.js";
import type { Character, Monster, Point, World } from "./types.js";
import { samePoint } from "./grid.js";

export function sortedIds(record: { readonly [id: string]: unknown }): string[] {
  return Object.keys(record).sort();
}

export function livingMonsters(world: World): Monster[] {
  const out: Monster[] = [];
  for (const id of sortedIds(world.monsters)) {
    const m = world.monsters[id] as Monster;
    if (!m.dead) out.push(m);
  }
  return out;
}

export function livingCharacters(world: World): Character[] {
  const out: Character[] = [];
  for (const id of sortedIds(world.characters)) {
    const c = world.characters[id] as Character;
    if (!c.dead) out.push(c);
  }
  return out;
}

export type CreatureRef =
  | { readonly kind: "character"; readonly id: string }
  | { readonly kind: "monster"; readonly id: string };

/** The living creature standing at a point, if any. (Reads a draft without drafting it.) */
export function creatureAt(world: World, p: Point): CreatureRef | undefined {
  const w = latest(world);
  const characters = latest(w.characters);
  for (const id of sortedIds(characters)) {
    const c = latest(characters[id] as Character);
    if (!c.dead && samePoint(c.pos, p)) return { kind: "character", id };
  }
  const monsters = latest(w.monsters);
  for (const id of sortedIds(monsters)) {
    const m = latest(monsters[id] as Monster);
    if (!m.dead && samePoint(m.pos, p)) return { kind: "monster", id };
  }
  return undefined;
}

/** Where a living creature stands, for reading (a draft is read without drafting it). */
export function creaturePos(world: World, id: string): Point | undefined {
  const w = latest(world);
  const c = latest(latest(w.characters)[id]);
  if (c) return c.dead ? undefined : latest(c.pos);
  const m = latest(latest(w.monsters)[id]);
  return m && !m.dead ? latest(m.pos) : undefined;
}
