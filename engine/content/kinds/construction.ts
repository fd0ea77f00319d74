/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Construction {
  readonly id: string;
}

export const constructionKind = minimalKind<Construction>({ kind: "construction", label: "constructions", codec: t.type({ id: t.string }) });
