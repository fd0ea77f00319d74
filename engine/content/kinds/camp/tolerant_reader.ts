/** A Reader that reports nothing, for tolerant projections of kinds the spec does not define (G-15). */
import { SILENT } from "../../problems.js";
import type { DecodeTarget } from "../../codec/decode.js";
import { Reader } from "../../codec/reader.js";

export function silentReader(target: DecodeTarget): Reader {
  return new Reader({ at: target.at, rules: target.rules, sink: SILENT });
}
