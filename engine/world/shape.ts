/**
 * The world's shape (engine/world/types.ts, docs/world.md) as data, for checking a JSON pointer
 * before a run: a scenario's state expectation on a misspelt member (`/characters/you/stamnia`)
 * addresses nothing and would pass `exists: false` silently. The object nodes are typed against the
 * world's interfaces, so a member added to or removed from a type fails to compile until it is
 * listed here too.
 */
import type {
  BodyPartState,
  Character,
  CharacterActivity,
  Effect,
  Field,
  GameMap,
  ItemStack,
  Level,
  Monster,
  Point,
  Settings,
  Stats,
  Tile,
  World,
} from "./types.js";
import { distance } from "fastest-levenshtein";
import type { RngState } from "./rng.js";

export type ShapeNode =
  /** An object with these members (and no others); an `optional` member may be absent. */
  | {
      readonly kind: "object";
      readonly name: string;
      readonly members: Readonly<Record<string, ShapeNode>>;
      readonly optional: ReadonlySet<string>;
    }
  /** An object keyed by ids the run chooses (characters, body parts, skills, ...). */
  | { readonly kind: "record"; readonly name: string; readonly of: ShapeNode }
  /** A list. */
  | { readonly kind: "array"; readonly of: ShapeNode }
  /** A number, string or boolean. */
  | { readonly kind: "leaf" }
  /** Free JSON (variables, per-tile state, camps): anything below. */
  | { readonly kind: "json" };

const leaf: ShapeNode = { kind: "leaf" };
const json: ShapeNode = { kind: "json" };
const array = (of: ShapeNode): ShapeNode => ({ kind: "array", of });
const record = (name: string, of: ShapeNode): ShapeNode => ({ kind: "record", name, of });
/** A member a value may leave out (an optional member of the world's types). */
interface Optional {
  readonly maybe: ShapeNode;
}
const opt = (node: ShapeNode): Optional => ({ maybe: node });
/**
 * Every member of T and no other, the optional ones wrapped in `opt`: the compiler checks the list
 * and which members are optional.
 */
const object = <T>(
  name: string,
  members: { readonly [K in keyof Required<T>]-?: object extends Pick<T, K> ? Optional : ShapeNode },
): ShapeNode => {
  const plain: Record<string, ShapeNode> = {};
  const optional = new Set<string>();
  for (const [key, m] of Object.entries(members) as [string, ShapeNode | Optional][]) {
    if ("maybe" in m) {
      plain[key] = m.maybe;
      optional.add(key);
    } else plain[key] = m;
  }
  return { kind: "object", name, members: plain, optional };
};

const point = object<Point>("a position", { x: leaf, y: leaf, z: leaf });
const stack: ShapeNode = object<ItemStack>("an item stack", {
  id: leaf,
  count: leaf,
  charges: opt(leaf),
  flags: opt(array(leaf)),
  vars: opt(json),
  // Components are stacks themselves; their own members are not looked into.
  components: opt(array(json)),
  recipeCharges: opt(leaf),
  // What a container holds (an item group's container-item): stacks, not looked into.
  contents: opt(array(json)),
});
const effect = object<Effect>("an effect", {
  id: leaf,
  bodyPart: opt(leaf),
  intensity: leaf,
  duration: leaf,
  permanent: opt(leaf),
  source: opt(leaf),
});
const field = object<Field>("a field", { id: leaf, intensity: leaf, duration: opt(leaf), since: opt(leaf) });
const tile = object<Tile>("a tile", {
  ter: leaf,
  furn: opt(leaf),
  items: opt(array(stack)),
  veh: opt(leaf),
  fields: opt(array(field)),
  trap: opt(leaf),
  state: opt(json),
});
const level = object<Level>("a level", { z: leaf, rows: array(array(tile)) });
const map = object<GameMap>("the map", { width: leaf, height: leaf, levels: array(level) });
const bodyPart = object<BodyPartState>("a body part", { hp: leaf, hpMax: leaf, hitSize: leaf, flags: array(leaf) });
const stats = object<Stats>("stats", { str: leaf, dex: leaf, int: leaf, per: leaf });

const character = object<Character>("a character", {
  id: leaf,
  name: leaf,
  isPlayer: leaf,
  faction: leaf,
  pos: point,
  stats,
  skills: record("skill", leaf),
  proficiencies: array(leaf),
  body: record("body part", bodyPart),
  effects: array(effect),
  inventory: array(stack),
  wielded: opt(stack),
  worn: array(stack),
  traits: array(leaf),
  flags: array(leaf),
  kcal: leaf,
  thirst: leaf,
  pain: leaf,
  stamina: leaf,
  staminaMax: leaf,
  cardio: opt(leaf),
  moveMode: opt(leaf),
  blood: opt(leaf),
  vitamins: opt(record("vitamin", leaf)),
  sleepiness: opt(leaf),
  wetness: record("body part", leaf),
  carriedWeight: opt(leaf),
  carryCapacity: leaf,
  speed: leaf,
  moves: leaf,
  dodgesUsed: opt(leaf),
  blocksUsed: opt(leaf),
  ai: opt(leaf),
  recoil: opt(leaf),
  // The NPC behaviour's own state (engine/rules/fight/npc): read by its rules only.
  personality: opt(json),
  npcMemory: opt(json),
  activity: opt(
    object<CharacterActivity>("an activity", {
      name: leaf,
      action: leaf,
      pos: point,
      answers: json,
      movesTotal: leaf,
      movesLeft: leaf,
      since: leaf,
      seen: array(leaf),
      hp: leaf,
    }),
  ),
  size: leaf,
  bodytype: leaf,
  dead: opt(leaf),
});

const monster = object<Monster>("a monster", {
  id: leaf,
  type: leaf,
  pos: point,
  hp: leaf,
  moves: leaf,
  attitude: leaf,
  effects: array(effect),
  readyAt: record("attack", leaf),
  ammo: record("ammo", leaf),
  grabbing: array(leaf),
  target: opt(leaf),
  wander: opt(object<{ pos: Point; turns: number }>("a wander goal", { pos: point, turns: leaf })),
  goal: opt(point),
  anger: opt(leaf),
  morale: opt(leaf),
  vars: opt(json),
  expiresAt: opt(leaf),
  dead: opt(leaf),
  aggro: opt(leaf),
  pinned: opt(leaf),
  stance: opt(leaf),
  route: opt(object<{ goal: Point; steps: readonly Point[] }>("a route", { goal: point, steps: array(point) })),
});

/** The shapes of a new character and a new monster (a `set` of a whole creature is checked against them). */
export const CREATURE_SHAPES: { readonly characters: ShapeNode; readonly monsters: ShapeNode } = {
  characters: character,
  monsters: monster,
};

export const WORLD_SHAPE: ShapeNode = object<World>("the world", {
  schema: leaf,
  turn: leaf,
  seed: leaf,
  rng: object<RngState>("the PRNG state", { c: leaf, s0: leaf, s1: leaf, s2: leaf }),
  settings: object<Settings>("settings", { trigdist: leaf, startDay: leaf, startHour: opt(leaf) }),
  map,
  characters: record("character", character),
  monsters: record("monster", monster),
  // A camp's members belong to the camp rules (engine/rules/camp): free JSON here.
  camps: record("camp", json),
  vars: json,
  nextId: leaf,
  queuedEocs: opt(json),
});

/** Why a pointer (its segments) addresses nothing in the shape, with the closest member; undefined when it may. */
export function pointerProblem(segments: readonly string[], shape: ShapeNode = WORLD_SHAPE): string | undefined {
  let node = shape;
  const walked: string[] = [];
  for (const seg of segments) {
    const here = walked.length === 0 ? "the world" : `/${walked.join("/")}`;
    switch (node.kind) {
      case "json":
        return undefined;
      case "leaf":
        return `${here} is a plain value, with nothing inside for ${JSON.stringify(seg)}`;
      case "array":
        if (!/^(0|[1-9][0-9]*)$/.test(seg))
          return `${here} is a list: the next part must be an index (0, 1, ...), got ${JSON.stringify(seg)}`;
        node = node.of;
        break;
      case "record":
        node = node.of;
        break;
      case "object": {
        const next = Object.hasOwn(node.members, seg) ? node.members[seg] : undefined;
        if (!next) {
          const names = Object.keys(node.members);
          const near = closest(seg, names);
          return `${here} (${node.name}) has no member ${JSON.stringify(seg)}${near ? `; did you mean ${JSON.stringify(near)}?` : ""} (members: ${names.join(", ")})`;
        }
        node = next;
        break;
      }
    }
    walked.push(seg);
  }
  return undefined;
}

/** The name nearest to `word` by edit distance (case-insensitive), when near enough to be a slip. */
export function closest(word: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const n of names) {
    const d = distance(word.toLowerCase(), n.toLowerCase());
    if (d < bestDistance) {
      best = n;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 2)) ? best : undefined;
}

/**
 * Why a value does not have the shape (a member missing or unknown, a list or object where a plain
 * value belongs, ...), or undefined when it has: a whole creature added with `set` must be one the
 * engine can step. Walks without recursion, so a deep value cannot overflow the stack.
 */
export function valueProblem(value: unknown, shape: ShapeNode, where: string): string | undefined {
  const stack: { value: unknown; shape: ShapeNode; where: string }[] = [{ value, shape, where }];
  while (stack.length > 0) {
    const { value: v, shape: node, where: at } = stack.pop() as (typeof stack)[number];
    switch (node.kind) {
      case "json":
        break;
      case "leaf":
        if (!(typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v))))
          return `${at} must be a number, a string or true/false`;
        break;
      case "array":
        if (!Array.isArray(v)) return `${at} must be a list`;
        v.forEach((entry, i) => stack.push({ value: entry, shape: node.of, where: `${at}/${i}` }));
        break;
      case "record":
      case "object": {
        if (v === null || typeof v !== "object" || Array.isArray(v)) return `${at} must be an object (${node.name})`;
        const members = v as Readonly<Record<string, unknown>>;
        if (node.kind === "record") {
          for (const key of Object.keys(members))
            stack.push({ value: members[key], shape: node.of, where: `${at}/${key}` });
          break;
        }
        for (const key of Object.keys(members)) {
          const member = Object.hasOwn(node.members, key) ? node.members[key] : undefined;
          if (member === undefined) {
            const near = closest(key, Object.keys(node.members));
            return `${at} (${node.name}) has no member ${JSON.stringify(key)}${near ? `; did you mean ${JSON.stringify(near)}?` : ""}`;
          }
          stack.push({ value: members[key], shape: member, where: `${at}/${key}` });
        }
        for (const key of Object.keys(node.members))
          if (!node.optional.has(key) && !Object.hasOwn(members, key))
            return `${at} (${node.name}) lacks ${JSON.stringify(key)}`;
        break;
      }
    }
  }
  return undefined;
}
