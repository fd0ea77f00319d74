/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Furniture {
  readonly id: string;
}

export const furnitureKind = minimalKind<Furniture>({ kind: "furniture", label: "furniture", codec: t.type({ id: t.string }) });
