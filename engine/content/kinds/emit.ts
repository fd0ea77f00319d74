/**
 * Field emissions (`emit`): a field, how much of it and how often, as the game's emit data holds
 * them (src/emit.cpp). Death spells with `effect: "emit"` and other rules that emit read them. A
 * tolerant projection.
 */
import * as t from "io-ts";
import { finiteNumber, intInRange } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { minimalKind } from "./minimal.js";

export interface Emit {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `field`: the field type emitted. */
  readonly field: string;
  /** JSON `intensity`: the most intensity it raises a tile to; undefined: the field's highest level. */
  readonly intensity: number | undefined;
  /** JSON `qty` (default 1): the units of intensity spread around the source. */
  readonly qty: number;
  /** JSON `chance` (default 100): the percent chance that it emits at all. */
  readonly chance: number;
}

export const emitKind = minimalKind<Emit>({
  kind: "emit",
  label: "field emissions",
  codec: projection(
    "emit",
    {
      id: t.string,
      field: lenient(t.string, ""),
      intensity: lenient(intInRange(1, 100), 0),
      qty: lenient(intInRange(0, 10_000), 1),
      chance: lenient(finiteNumber, 100),
    },
    (o) => ({
      id: o.id,
      field: o.field,
      intensity: o.intensity > 0 ? o.intensity : undefined,
      qty: o.qty,
      chance: o.chance,
    }),
  ),
});
