/**
 * `{"type": "set", "path": "/characters/you/thirst", "value": 300}`: writes any state directly.
 * For scripted scenarios and experiments (a thirsty follower, a wounded arm, a global variable).
 * An existing value keeps its JSON kind; new members (a variable) may be added.
 */
import * as t from "io-ts";
import { parsePointer, readPointer, writePointer } from "../../world/pointer.js";
import { pointerProblem } from "../../world/shape.js";
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
    if (now.ok && now.value !== undefined) {
      const problem = shapeProblem(now.value, a.value, a.path);
      if (problem) sim.refuse(problem);
    }
    const problem = writePointer(sim.world, a.path, a.value);
    if (problem) sim.refuse(problem);
  },
};
