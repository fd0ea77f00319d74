/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Spell {
  readonly id: string;
}

export const spellKind = minimalKind<Spell>({ kind: "spell", label: "spells", codec: t.type({ id: t.string }) });
