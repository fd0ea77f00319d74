/**
 * Overmap terrains, as far as camps need them: an expansion id must name one (A5-R2). `id` may be
 * a string or an array of strings; copy-from and abstract apply (G-17).
 */
import * as t from "io-ts";
import { fields } from "../codec/fields.js";
import { isJsonObject } from "../json/types.js";
import { text } from "../codec/common.js";
import { lenient } from "../codec/tolerant.js";
import { minimalKind } from "./minimal.js";

export interface OvermapTerrain {
  /** `id`: every id the object defines (a string or an array). */
  readonly ids: readonly string[];
  /** JSON `name`. */
  readonly name: string;
  /** JSON `flags`. */
  readonly flags: readonly string[];
}

const ids = new t.Type<readonly string[], readonly string[], unknown>(
  "overmap terrain id (string or array of strings)",
  (u): u is readonly string[] => Array.isArray(u),
  (u, c) => {
    if (typeof u === "string") return t.success([u]);
    if (Array.isArray(u) && u.length > 0 && u.every((x) => typeof x === "string")) return t.success(u as string[]);
    return t.failure(u, c);
  },
  t.identity,
);

const shape = fields({ id: ids, name: lenient(text, ""), flags: lenient(t.array(t.string), []) });

const codec = new t.Type<OvermapTerrain, OvermapTerrain, unknown>(
  "overmap_terrain",
  (u): u is OvermapTerrain => isJsonObject(u),
  (u, c) => {
    const r = shape.validate(u, c);
    return r._tag === "Left"
      ? r
      : t.success({ ids: r.right.id, name: r.right.name || (r.right.id[0] ?? ""), flags: r.right.flags });
  },
  t.identity,
);

export const overmapTerrainKind = {
  ...minimalKind<OvermapTerrain>({
    kind: "overmap_terrain",
    label: "overmap terrains",
    codec,
    rules: { "": "G-15", id: "A5-R2" },
  }),
  // Expansions must name an overmap terrain (A5-R2, an error), so these are always read.
  lazy: false,
};
