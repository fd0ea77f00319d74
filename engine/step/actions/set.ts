/**
 * `{"type": "set", "path": "/characters/you/thirst", "value": 300}`: writes any state directly.
 * For scripted scenarios and experiments (a thirsty follower, a wounded arm, a global variable).
 * An existing value keeps its JSON kind; new members (a variable) may be added.
 */
import * as t from "io-ts";
import { readPointer, writePointer } from "../../world/pointer.js";
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

export const setKind: ActionKind<SetAction> = {
  type: "set",
  codec: t.type({ type: t.literal("set"), path: t.string, value: json }),
  describe: (a) => `set ${a.path} to ${JSON.stringify(a.value)}`,
  run(sim, a) {
    if (PROTECTED.some((p) => a.path === p || a.path.startsWith(`${p}/`)))
      sim.refuse(`${a.path} is kept by the engine and cannot be set`);
    // A value keeps its JSON kind: a number stays a number, a position an object. A write that
    // changed it would leave a world the rules cannot read (characters set to null, say).
    const now = readPointer(sim.world, a.path);
    if (now.ok && now.value !== undefined && kindOf(now.value) !== kindOf(a.value)) {
      sim.refuse(`${a.path} holds ${kindOf(now.value)}; it cannot be set to ${kindOf(a.value)}`);
    }
    const problem = writePointer(sim.world, a.path, a.value);
    if (problem) sim.refuse(problem);
  },
};
