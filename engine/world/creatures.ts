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

/**
 * The living creature standing at a point, if any: characters first, each kind's lowest id (the
 * first in sorted order) when two share it. (Reads a draft without drafting it.) Scanned, not
 * sorted: a shot or a blow asks this for every tile it passes.
 */
export function creatureAt(world: World, p: Point): CreatureRef | undefined {
  const w = latest(world);
  const character = lowestAt(latest(w.characters), p);
  if (character !== undefined) return { kind: "character", id: character };
  const monster = lowestAt(latest(w.monsters), p);
  return monster === undefined ? undefined : { kind: "monster", id: monster };
}

/** The lowest id of a living creature of `record` at `p` (ids compare as `sort` orders them). */
function lowestAt(record: { readonly [id: string]: Character | Monster }, p: Point): string | undefined {
  let found: string | undefined;
  for (const id in record) {
    if (found !== undefined && id >= found) continue;
    const c = latest(record[id] as Character | Monster);
    if (!c.dead && samePoint(latest(c.pos), p)) found = id;
  }
  return found;
}

/** Where a living creature stands, for reading (a draft is read without drafting it). */
export function creaturePos(world: World, id: string): Point | undefined {
  const w = latest(world);
  const c = latest(latest(w.characters)[id]);
  if (c) return c.dead ? undefined : latest(c.pos);
  const m = latest(latest(w.monsters)[id]);
  return m && !m.dead ? latest(m.pos) : undefined;
}
