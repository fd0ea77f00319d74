/**
 * Weak point sets (`weakpoint_set`, src/weakpoint.cpp weakpoints::load_weakpoint_sets): named lists
 * of weak points that monsters name in `weakpoint_sets`. A tolerant projection; the points are
 * read as engine/content/kinds/monsters/weakpoints.ts reads a monster's own.
 */
import * as t from "io-ts";
import { projection } from "../codec/tolerant.js";
import type { Json } from "../json/types.js";
import { checkConditionForms } from "./eoc_forms.js";
import type { KindDef } from "./kind.js";
import { minimalKind } from "./minimal.js";
import { readWeakpointList, type Weakpoint } from "./monsters/weakpoints.js";

export interface WeakpointSet {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `weakpoints`: sorted by coverage, smallest first, as the game loads them. */
  readonly weakpoints: readonly Weakpoint[];
}

export const weakpointSetKind: KindDef<WeakpointSet> = {
  ...minimalKind<WeakpointSet>({
    kind: "weakpoint_set",
    label: "weak point sets",
    codec: projection("weakpoint_set", { id: t.string, weakpoints: t.unknown }, (o) => ({
      id: o.id,
      weakpoints: readWeakpointList(o.weakpoints as Json | undefined),
    })),
  }),
  // A weak point's condition is tested by the EOC interpreter: the forms it does not model are warned of.
  check(set, ctx, content) {
    for (const wp of set.weakpoints)
      if (wp.condition !== undefined)
        checkConditionForms(wp.condition, ["weakpoints", wp.index, "condition"], ctx, content);
  },
};
