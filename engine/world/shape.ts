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
import type { RngState } from "./rng.js";

export type ShapeNode =
  /** An object with these members (and no others). */
  | { readonly kind: "object"; readonly name: string; readonly members: Readonly<Record<string, ShapeNode>> }
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
/** Every member of T, required or optional, and no other: the compiler checks the list. */
const object = <T>(name: string, members: { readonly [K in keyof Required<T>]: ShapeNode }): ShapeNode => ({
  kind: "object",
  name,
  members,
});

const point = object<Point>("a position", { x: leaf, y: leaf, z: leaf });
const stack: ShapeNode = object<ItemStack>("an item stack", {
  id: leaf,
  count: leaf,
  charges: leaf,
  flags: array(leaf),
  vars: json,
  // Components are stacks themselves; their own members are not looked into.
  components: array(json),
  recipeCharges: leaf,
  // What a container holds (an item group's container-item): stacks, not looked into.
  contents: array(json),
});
const effect = object<Effect>("an effect", {
  id: leaf,
  bodyPart: leaf,
  intensity: leaf,
  duration: leaf,
  permanent: leaf,
  source: leaf,
});
const field = object<Field>("a field", { id: leaf, intensity: leaf, duration: leaf, since: leaf });
const tile = object<Tile>("a tile", {
  ter: leaf,
  furn: leaf,
  items: array(stack),
  veh: leaf,
  fields: array(field),
  trap: leaf,
  state: json,
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
  wielded: stack,
  worn: array(stack),
  traits: array(leaf),
  flags: array(leaf),
  kcal: leaf,
  thirst: leaf,
  pain: leaf,
  stamina: leaf,
  staminaMax: leaf,
  blood: leaf,
  wetness: record("body part", leaf),
  carriedWeight: leaf,
  carryCapacity: leaf,
  speed: leaf,
  moves: leaf,
  dodgesUsed: leaf,
  size: leaf,
  bodytype: leaf,
  dead: leaf,
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
  target: leaf,
  wander: object<{ pos: Point; turns: number }>("a wander goal", { pos: point, turns: leaf }),
  goal: point,
  anger: leaf,
  morale: leaf,
  vars: json,
  expiresAt: leaf,
  dead: leaf,
});

export const WORLD_SHAPE: ShapeNode = object<World>("the world", {
  schema: leaf,
  turn: leaf,
  seed: leaf,
  rng: object<RngState>("the PRNG state", { c: leaf, s0: leaf, s1: leaf, s2: leaf }),
  settings: object<Settings>("settings", { trigdist: leaf, startDay: leaf, startHour: leaf }),
  map,
  characters: record("character", character),
  monsters: record("monster", monster),
  // A camp's members belong to the camp rules (engine/rules/camp): free JSON here.
  camps: record("camp", json),
  vars: json,
  nextId: leaf,
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
    const d = editDistance(word.toLowerCase(), n.toLowerCase());
    if (d < bestDistance) {
      best = n;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 2)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost));
    }
    prev = row;
  }
  return prev[b.length] as number;
}
