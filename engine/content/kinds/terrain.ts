/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Terrain {
  readonly id: string;
}

export const terrainKind = minimalKind<Terrain>({ kind: "terrain", label: "terrain", codec: t.type({ id: t.string }) });
