/** A Reader that reports nothing, for tolerant projections of kinds the spec does not define (G-15). */
import type { DecodeTarget } from "../../codec/decode.js";
import { Reader } from "./read.js";

export function silentReader(target: DecodeTarget): Reader {
  return new Reader({ at: target.at, rules: target.rules, sink: { error: () => undefined, warn: () => undefined } });
}
