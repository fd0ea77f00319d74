/**
 * `{"type": "set", "path": "/characters/you/thirst", "value": 300}`: writes any state directly.
 * For scripted scenarios and experiments (a thirsty follower, a wounded arm, a global variable).
 * An existing value keeps its JSON kind; new members (a variable) may be added.
 */
import { isDraft } from "immer";
import { detachedCopy } from "../../world/working_copy.js";
import type { GameMap } from "../../world/types.js";
import * as t from "io-ts";
import { MAX_DEPTH } from "../../content/json/text.js";
import { parsePointer, readPointer, writePointer } from "../../world/pointer.js";
import { CREATURE_SHAPES, pointerProblem, valueProblem } from "../../world/shape.js";
import { json } from "../../sim/codecs.js";
import type { ActionKind } from "../../sim/action.js";
import type { Json } from "../../world/types.js";

export interface SetAction {
  readonly type: "set";
  readonly path: string;
  readonly value: Json;
}

/** State only the engine may write: changing these would break determinism or the world's shape. */
const PROTECTED = ["/rng", "/schema", "/seed", "/turn", "/nextId"];

function kindOf(v: Json): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  return typeof v === "object" ? "an object" : `a ${typeof v}`;
}

/**
 * Where a new value breaks the shape of the one it replaces: a member both have changes its JSON
 * kind, a list's entries change kind, a member holding an object or a list is left out, or a
 * position loses a coordinate. Scalar members may be added or left out (a map of skills or
 * variables changes its keys); what remains unchecked fails, if at all, as an engine error on a
 * later step, which the run reports with the step.
 */
function shapeProblem(old: Json, value: Json, path: string): string | undefined {
  if (kindOf(old) !== kindOf(value)) return `${path} holds ${kindOf(old)}; it cannot be set to ${kindOf(value)}`;
  if (Array.isArray(old) && Array.isArray(value)) {
    const model = old[0];
    if (model === undefined) return undefined;
    for (const [i, v] of value.entries()) {
      const p = shapeProblem(model, v, `${path}/${i}`);
      if (p) return p;
    }
    return undefined;
  }
  if (old === null || typeof old !== "object" || Array.isArray(old)) return undefined;
  const o = old as { readonly [k: string]: Json };
  const n = value as { readonly [k: string]: Json };
  if (["x", "y", "z"].every((k) => typeof o[k] === "number"))
    for (const k of ["x", "y", "z"])
      if (typeof n[k] !== "number") return `${path} is a position; it needs a number "${k}"`;
  // A member holding an object or a list is structure (a map's levels, a creature's body); scalar
  // members may come and go (skills, variables).
  for (const k of Object.keys(o)) {
    const was = o[k];
    if (was !== null && typeof was === "object" && !Object.hasOwn(n, k))
      return `${path}/${k} holds ${kindOf(was)} that the engine reads; it cannot be left out`;
  }
  for (const k of Object.keys(n)) {
    if (!Object.hasOwn(o, k) || o[k] === undefined) continue;
    const p = shapeProblem(o[k] as Json, n[k] as Json, `${path}/${k}`);
    if (p) return p;
  }
  return undefined;
}

/** Free data (a world's, a creature's or an item's `vars`): any JSON, whatever its neighbours hold. */
const isFreeData = (tokens: readonly string[]): boolean => tokens.slice(0, -1).includes("vars");

/**
 * What a new member must look like: the first entry of the list it joins, or, in an object whose
 * members are all objects (the characters, the monsters, a body's parts), one of them. A new
 * character is then a whole character, not a string the next step cannot read.
 */
function siblingModel(parent: Json | undefined): Json | undefined {
  if (Array.isArray(parent)) return parent[0];
  if (parent === null || typeof parent !== "object") return undefined;
  const members = Object.values(parent as { readonly [k: string]: Json });
  if (members.length === 0) return undefined;
  const first = members[0] as Json;
  const allObjects = members.every((m) => m !== null && typeof m === "object" && !Array.isArray(m));
  return allObjects ? first : undefined;
}

/** How deep a value nests (a scalar is 0), counted without recursion. */
function depthOf(value: Json): number {
  let deepest = 0;
  const stack: { v: Json; d: number }[] = [{ v: value, d: 0 }];
  while (stack.length > 0) {
    const { v, d } = stack.pop() as { v: Json; d: number };
    if (v === null || typeof v !== "object") continue;
    if (d + 1 > deepest) deepest = d + 1;
    if (deepest > MAX_DEPTH) break;
    for (const c of Array.isArray(v) ? v : Object.values(v)) stack.push({ v: c as Json, d: d + 1 });
  }
  return deepest;
}
/** A pointer into the world that addresses something of its documented shape (engine/world/shape.ts). */
const statePath = new t.Type<string, string, unknown>(
  "a JSON pointer into the world",
  (u): u is string => typeof u === "string",
  (u, c) => {
    if (typeof u !== "string")
      return t.failure(u, c, `expected a JSON pointer into the world, got ${JSON.stringify(u)}`);
    const parts = parsePointer(u);
    if (parts === undefined) return t.failure(u, c, `a JSON pointer starts with "/", got ${JSON.stringify(u)}`);
    const why = pointerProblem(parts);
    return why ? t.failure(u, c, `${JSON.stringify(u)} addresses nothing: ${why}`) : t.success(u);
  },
  t.identity,
);

export const setKind: ActionKind<SetAction> = {
  type: "set",
  codec: t.type({ type: t.literal("set"), path: statePath, value: json }),
  describe: (a) => `set ${a.path} to ${JSON.stringify(a.value)}`,
  run(sim, a) {
    if (PROTECTED.some((p) => a.path === p || a.path.startsWith(`${p}/`)))
      sim.refuse(`${a.path} is kept by the engine and cannot be set`);
    // A value keeps its JSON kind: a number stays a number, a position an object. A write that
    // changed it would leave a world the rules cannot read (characters set to null, say).
    const now = readPointer(sim.world, a.path);
    const tokens = parsePointer(a.path) ?? [];
    // Every walk over the world (hashing, diffs, the story's values) stays inside the depth limit.
    if (tokens.length + depthOf(a.value) > MAX_DEPTH)
      sim.refuse(`the world may nest ${MAX_DEPTH} levels at most; ${a.path} set to this value would nest deeper`);
    if (now.ok && now.value !== undefined) {
      const problem = shapeProblem(now.value, a.value, a.path);
      if (problem) sim.refuse(problem);
    } else if (now.ok && !isFreeData(tokens)) {
      const parent = readPointer(sim.world, tokens.length > 1 ? a.path.slice(0, a.path.lastIndexOf("/")) : "");
      const model = parent.ok ? siblingModel(parent.value) : undefined;
      const creatures = tokens[0] === "characters" || tokens[0] === "monsters" ? tokens[0] : undefined;
      if (model === undefined && tokens.length === 2 && creatures !== undefined) {
        // No neighbour to model it on: the new creature must be whole by the world's shape.
        const problem = valueProblem(a.value, CREATURE_SHAPES[creatures], a.path);
        if (problem)
          sim.refuse(`a new ${creatures === "monsters" ? "monster" : "character"} must be whole: ${problem}`);
      } else if (model !== undefined) {
        const problem = shapeProblem(model, a.value, a.path);
        if (problem) sim.refuse(`a new member takes the shape of its neighbours: ${problem}`);
      }
    }
    // On a working copy the map is still the input's own, frozen (tiles are copied as rules write
    // them, world/map_writer.ts): a write anywhere in it copies the whole map first.
    if (tokens[0] === "map" && !isDraft(sim.world)) (sim.world as { map: GameMap }).map = detachedCopy(sim.world.map);
    const problem = writePointer(sim.world, a.path, a.value);
    if (problem) sim.refuse(problem);
  },
};
