/** Members every JSON attack kind shares: cooldown, condition, attack_chance. */
import * as t from "io-ts";
import { intInRange, nonNegativeInteger } from "../../codec/common.js";
import type { Json } from "../../json/types.js";
import type { ObjectReader } from "../../codec/reader.js";
import { constNumber, type VarNumber, varNumber } from "../../values/var_number.js";

/** A `cooldown`: a whole number of turns, or a variable number (REAL-varnum). */
export const COOLDOWN = varNumber(nonNegativeInteger);
const NO_COOLDOWN = constNumber(0);

export interface CommonMembers {
  /** JSON `cooldown`: a number or a variable number (REAL-varnum). */
  readonly cooldown: VarNumber;
  /** JSON `condition`. */
  readonly condition: Json | undefined;
  /** JSON `attack_chance`. */
  readonly attackChance: number;
}

const anyJson = new t.Type<Json, Json, unknown>(
  "dialogue condition",
  (u): u is Json => u !== undefined,
  (u, c) => (u === undefined ? t.failure(u, c) : t.success(u as Json)),
  t.identity,
);

export function readCommon(r: ObjectReader, base: CommonMembers | undefined, conditionRule: string): CommonMembers {
  return {
    cooldown: r.get("cooldown", COOLDOWN, base?.cooldown ?? NO_COOLDOWN, "D1-cooldown"),
    condition: r.get("condition", anyJson, base?.condition, conditionRule),
    attackChance: r.get("attack_chance", intInRange(0, 100), base?.attackChance ?? 100, "D1-F-special_attacks"),
  };
}
