/**
 * A recording checked against its own hashes before it is used: the stored starting world must
 * hash to `initialHash`, and each step's changes, applied in order, must rebuild a world hashing to
 * that step's `hash`. A file edited by hand or damaged is then refused as such (bad input) at the
 * start of `replay` and `view`, rather than shown as a divergence of the engine or failing later.
 */
import { ApplyError, apply } from "../world/diff.js";
import { hashJson } from "../world/hash.js";
import type { Json } from "../world/types.js";
import { worldJson } from "./record.js";
import type { Recording } from "./types.js";

/** Why the recording does not hold together, or undefined when every stored hash is rebuilt. */
export function recordingDamage(recording: Recording): string | undefined {
  let state: Json = worldJson(recording.initial);
  if (hashJson(state) !== recording.initialHash)
    return "its starting world does not hash to its stored initialHash: the file was edited or damaged";
  for (const [i, step] of recording.steps.entries()) {
    try {
      state = apply(step.changes, state);
    } catch (e) {
      if (!(e instanceof ApplyError)) throw e;
      return `step ${i + 1}'s changes do not apply to the state before it (${e.reason}): the file was edited or damaged`;
    }
    if (hashJson(state) !== step.hash)
      return `step ${i + 1}'s changes do not rebuild its stored hash: the file was edited or damaged`;
  }
  return undefined;
}
