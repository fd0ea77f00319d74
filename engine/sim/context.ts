/**
 * What a reducer works with: the drafted world (immer), the read-only content, dice drawn from the
 * world's PRNG, and an event sink. `refuse` aborts the whole action: the draft is discarded and the
 * world stays exactly as it was, with a `refused` event saying why.
 */
import { isDraft, type Draft } from "immer";
import type { Content } from "../content/load.js";
import type { Dice } from "../world/rng.js";
import type { Character, GameMap, Level, Monster, Point, World } from "../world/types.js";
import { sortedIds } from "../world/creatures.js";
import { editTile } from "../world/grid.js";
import { Occupancy } from "./occupancy.js";
import { mapWriter } from "../world/map_writer.js";
import { latest, latestOf } from "../world/peek.js";
import type { SimEvent, SoundEvent } from "./events.js";
import { NO_HOOKS } from "./hooks.js";
import { SightGrid } from "./sight_grid.js";
import type { Hooks, Sim } from "./kernel.js";

export type { Sim } from "./kernel.js";

/** Where a step's events go as they happen: an array, or a run's stream (step's `onEvent`). */
export interface EventSink {
  push(event: SimEvent): unknown;
  /** The event types it keeps (absent: all); others may be left unmade (Sim.keeps). */
  keeps?(type: SimEvent["type"]): boolean;
}

export class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const NOWHERE: Point = { x: Number.NaN, y: Number.NaN, z: Number.NaN };
const NONE_MOVED: readonly string[] = Object.freeze([]);
const NO_SOUNDS: readonly SoundEvent[] = Object.freeze([]);

export function makeSim(
  world: Draft<World>,
  content: Content,
  dice: Dice,
  events: EventSink,
  base?: World,
  hooks: Hooks = NO_HOOKS,
): Sim {
  let taken: Occupancy | undefined;
  let mapTouched = base === undefined;
  let characterIds: string[] | undefined;
  let monsterIds: string[] | undefined;
  let alive: string[] | undefined;
  // monsterPlaces: the positions of `alive`'s monsters, for the list `placesOf`; the slot of each id.
  let places: Float64Array | undefined;
  let placesOf: readonly string[] | undefined;
  let slots: Map<string, number> | undefined;
  let monstersNow: (() => World["monsters"]) | undefined;
  let charactersNow: (() => World["characters"]) | undefined;
  let sounds: SoundEvent[] | undefined;
  // Who was relocated since takeMoved, in order, each once (a list: rarely more than one or two).
  let moved: string[] | undefined;
  let sight: SightGrid | undefined;
  let arrived = 0;
  // A world written in place (a working copy) shares its map with the world it was copied from:
  // a tile is copied when first written.
  const writeTile = isDraft(world) ? editTile : mapWriter();
  // Built on first use: most actions never ask, a tick asks thousands of times.
  const index = (): Occupancy => {
    if (taken) return taken;
    const map = latest(sim.map());
    const levels = latest(map.levels);
    const zs: number[] = [];
    for (let i = 0; i < levels.length; i++) zs.push(latest(levels[i] as Level).z);
    const made = new Occupancy(map.width, map.height, zs);
    // Read without drafting: building the index must not draft every creature.
    for (const c of Object.values(latest(world.characters))) if (!latest(c).dead) made.bump(latest(c).pos, 1);
    for (const m of Object.values(latest(world.monsters))) if (!latest(m).dead) made.bump(latest(m).pos, 1);
    taken = made;
    return made;
  };
  const sim: Sim = {
    world,
    content,
    dice,
    hooks,
    emit: (event) => {
      (event as { turn?: number }).turn = world.turn;
      events.push(event as SimEvent);
      if (event.type === "sound") (sounds ??= []).push(event as SoundEvent);
    },
    keeps: events.keeps ? (type) => (events.keeps as (t: SimEvent["type"]) => boolean)(type) : () => true,
    // Asked after every monster's turn: nothing is allocated when nothing was moved or made.
    takeMoved: () => {
      if (moved === undefined) return NONE_MOVED;
      const who = moved;
      moved = undefined;
      return who;
    },
    takeSounds: () => {
      const made = sounds ?? NO_SOUNDS;
      sounds = undefined;
      return made;
    },
    refuse: (reason) => {
      throw new Refusal(reason);
    },
    occupied: (p) => index().count(p) > 0,
    relocate: (id, to, how) => {
      const character = world.characters[id];
      const creature = character ?? world.monsters[id];
      if (!creature) return;
      const from = { x: creature.pos.x, y: creature.pos.y, z: creature.pos.z };
      creature.pos = { x: to.x, y: to.y, z: to.z };
      if (taken && !creature.dead) {
        taken.bump(from, -1);
        taken.bump(to, 1);
      }
      // Kept also after the list is out of date: the next list takes its places from it.
      if (places && placesOf && character === undefined) {
        const i = (slots as Map<string, number>).get(id);
        if (i !== undefined && placesOf[i] === id) {
          places[3 * i] = to.x;
          places[3 * i + 1] = to.y;
          places[3 * i + 2] = to.z;
        }
      }
      events.push({ type: "moved", who: id, from, to: { ...creature.pos }, how, turn: world.turn });
      if (how !== "fell") {
        if (moved === undefined) moved = [id];
        else if (!moved.includes(id)) moved.push(id);
      }
    },
    map: () => (mapTouched ? (world.map as GameMap) : (base as World).map),
    editTile: (p, change) => {
      mapTouched = true;
      const written = writeTile(world, p, change);
      if (written && sight) sight.written(p);
      return written;
    },
    sight: () => (sight ??= new SightGrid(content, sim.map)),
    characterIds: () => (characterIds ??= sortedIds(world.characters)),
    monsterIds: () => (monsterIds ??= sortedIds(world.monsters)),
    monstersAlive: () => {
      if (alive) return alive;
      const ids = sim.monsterIds();
      alive = [];
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as string;
        if (sim.peekMonster(id)?.dead !== true) alive.push(id);
      }
      return alive;
    },
    monsterPlaces: () => {
      const ids = sim.monstersAlive();
      if (places && placesOf === ids) return places;
      // The list before (made again after a death or an arrival) still holds most places.
      const before = places;
      const beforeSlots = slots;
      places = new Float64Array(3 * ids.length);
      slots = new Map();
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as string;
        const was = beforeSlots?.get(id);
        if (before && was !== undefined) {
          places[3 * i] = before[3 * was] as number;
          places[3 * i + 1] = before[3 * was + 1] as number;
          places[3 * i + 2] = before[3 * was + 2] as number;
        } else {
          // A monster no longer in the world has no place: NaN fails every distance test.
          const p = latest(sim.peekMonster(id)?.pos) ?? NOWHERE;
          places[3 * i] = p.x;
          places[3 * i + 1] = p.y;
          places[3 * i + 2] = p.z;
        }
        slots.set(id, i);
      }
      placesOf = ids;
      return places;
    },
    peekCharacter: (id) => {
      const characters = (charactersNow ??= latestOf(world.characters))() as Readonly<Record<string, Character>>;
      return Object.hasOwn(characters, id) ? latest(characters[id]) : undefined;
    },
    peekMonster: (id) => {
      const monsters = (monstersNow ??= latestOf(world.monsters))() as Readonly<Record<string, Monster>>;
      // The current copy, not the draft: reading a draft's members makes drafts of them in turn.
      return Object.hasOwn(monsters, id) ? latest(monsters[id]) : undefined;
    },
    noteArrival: (p) => {
      arrived++;
      if (taken) taken.bump(p, 1);
      // A new creature: the id lists are read again on next use, and every place (a new monster
      // may take the id of one gone).
      characterIds = undefined;
      monsterIds = undefined;
      alive = undefined;
      places = undefined;
      placesOf = undefined;
      slots = undefined;
    },
    noteDeparture: (p) => {
      if (taken) taken.bump(p, -1);
      alive = undefined;
    },
    arrivals: () => arrived,
  };
  if (!isDraft(world)) {
    const plain = world as World;
    sim.peekCharacter = (id) => ownRecord(plain.characters, id);
    sim.peekMonster = (id) => ownRecord(plain.monsters, id);
  }
  return sim;
}

/**
 * `all[id]` if it is `all`'s own: one look-up instead of `Object.hasOwn` and a read (creatures are
 * looked up by id millions of times a tick). Every member a plain object inherits is a function
 * but `__proto__`, and a world's creature is never a function.
 */
function ownRecord<T>(all: { readonly [id: string]: T }, id: string): T | undefined {
  const v = all[id];
  // A record found (an object, and not the prototype) is answered here; the rest apart, so that
  // the body inlined into every creature look-up stays small.
  return typeof v === "object" && id !== "__proto__" ? v : ownRecordOtherwise(all, id, v);
}

function ownRecordOtherwise<T>(all: { readonly [id: string]: T }, id: string, v: T): T | undefined {
  if (v === undefined || typeof v === "function") return undefined;
  return id !== "__proto__" || Object.hasOwn(all, id) ? v : undefined;
}
