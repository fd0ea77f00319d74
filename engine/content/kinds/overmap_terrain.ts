/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface OvermapTerrain {
  readonly id: string;
}

export const overmapTerrainKind = minimalKind<OvermapTerrain>({ kind: "overmap_terrain", label: "overmap terrains", codec: t.type({ id: t.string }) });
