/**
 * Proficiencies (`proficiency`), read only for what weak points need: the bonus a character who
 * has one gets at finding a monster family's weak points, and what one who lacks it gets
 * (src/proficiency.cpp, weakpoint_family::modifier). A tolerant projection.
 */
import * as t from "io-ts";
import { finiteNumber } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { minimalKind } from "./minimal.js";

export interface Proficiency {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `default_weakpoint_bonus` (default 0): added to the weak point skill of one who has it. */
  readonly weakpointBonus: number;
  /** JSON `default_weakpoint_penalty` (default 0): added to the weak point skill of one who lacks it. */
  readonly weakpointPenalty: number;
}

export const proficiencyKind = minimalKind<Proficiency>({
  kind: "proficiency",
  label: "proficiencies",
  codec: projection(
    "proficiency",
    {
      id: t.string,
      default_weakpoint_bonus: lenient(finiteNumber, 0),
      default_weakpoint_penalty: lenient(finiteNumber, 0),
    },
    (o) => ({ id: o.id, weakpointBonus: o.default_weakpoint_bonus, weakpointPenalty: o.default_weakpoint_penalty }),
  ),
});
