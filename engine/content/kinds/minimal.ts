/**
 * Tolerant projections of kinds the simulation refers to but the specification does not define
 * (items, effects, traits, ...): only the members the engine reads are decoded, nothing is warned
 * about, and a malformed member the engine does not need is never an error.
 */
import type * as t from "io-ts";
import { decodeAt, type RuleMap } from "../codec/decode.js";
import type { InheritRules } from "../inherit.js";
import type { JsonObject } from "../json/types.js";
import type { KindDef } from "./kind.js";

export interface MinimalOptions<T> {
  /** JSON `kind`. */
  readonly kind: string;
  readonly label: string;
  readonly family?: string;
  readonly codec: t.Decoder<unknown, T>;
  readonly rules?: RuleMap;
  readonly inherit?: InheritRules;
  readonly idsOf?: (json: JsonObject) => readonly string[];
}

export function minimalKind<T>(o: MinimalOptions<T>): KindDef<T> {
  const def: KindDef<T> = {
    kind: o.kind,
    label: o.label,
    rules: o.rules ?? { "": "G-15" },
    duplicates: "replace",
    lazy: true,
    decode: (json, ctx) => decodeAt(o.codec, json, ctx),
    ...(o.family !== undefined ? { family: o.family } : {}),
    ...(o.inherit !== undefined ? { inherit: o.inherit } : {}),
    ...(o.idsOf !== undefined ? { idsOf: o.idsOf } : {}),
  };
  return def;
}
