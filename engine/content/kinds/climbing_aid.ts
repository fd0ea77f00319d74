/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface ClimbingAid {
  readonly id: string;
}

export const climbingAidKind = minimalKind<ClimbingAid>({ kind: "climbing_aid", label: "climbing aids", codec: t.type({ id: t.string }) });
