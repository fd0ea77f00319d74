/**
 * `{"type": "set", "path": "/characters/you/thirst", "value": 300}`: writes any state directly.
 * For scripted scenarios and experiments (a thirsty follower, a wounded arm, a global variable).
 */
import * as t from "io-ts";
import { writePointer } from "../../world/pointer.js";
import { json } from "./codecs.js";
import type { ActionKind } from "./types.js";
import type { Json } from "../../world/types.js";

export interface SetAction {
  readonly type: "set";
  readonly path: string;
  readonly value: Json;
}

/** State only the engine may write: changing these would break determinism or the world's shape. */
const PROTECTED = ["/rng", "/schema", "/seed", "/turn", "/nextId"];

export const setKind: ActionKind<SetAction> = {
  type: "set",
  codec: t.type({ type: t.literal("set"), path: t.string, value: json }),
  describe: (a) => `set ${a.path} to ${JSON.stringify(a.value)}`,
  run(sim, a) {
    if (PROTECTED.some((p) => a.path === p || a.path.startsWith(`${p}/`))) sim.refuse(`${a.path} is kept by the engine and cannot be set`);
    const problem = writePointer(sim.world, a.path, a.value);
    if (problem) sim.refuse(problem);
  },
};
