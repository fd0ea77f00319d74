/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface MonsterAttack {
  readonly id: string;
}

export const monsterAttackKind = minimalKind<MonsterAttack>({ kind: "monster_attack", label: "monster attacks", codec: t.type({ id: t.string }) });
