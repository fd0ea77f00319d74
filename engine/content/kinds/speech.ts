/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Speech {
  readonly id: string;
}

export const speechKind = minimalKind<Speech>({ kind: "speech", label: "speech lines", codec: t.type({ id: t.string }) });
