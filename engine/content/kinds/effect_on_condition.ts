/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface EffectOnCondition {
  readonly id: string;
}

export const effectOnConditionKind = minimalKind<EffectOnCondition>({ kind: "effect_on_condition", label: "effects on condition", codec: t.type({ id: t.string }) });
