/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Gate {
  readonly id: string;
}

export const gateKind = minimalKind<Gate>({ kind: "gate", label: "gates", codec: t.type({ id: t.string }) });
