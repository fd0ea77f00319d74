/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface Monster {
  readonly id: string;
}

export const monsterKind = minimalKind<Monster>({ kind: "monster", label: "monsters", codec: t.type({ id: t.string }) });
