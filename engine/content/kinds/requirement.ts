/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Requirement {
  readonly id: string;
}

export const requirementKind = minimalKind<Requirement>({ kind: "requirement", label: "requirements", codec: t.type({ id: t.string }) });
