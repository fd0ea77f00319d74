/** `leap` attacks (D6). */
import * as t from "io-ts";
import { finiteNumber, nonNegativeInteger, text } from "../../codec/common.js";
import { DEFAULT_MOVE_COST, type LeapAttack } from "./attack_types.js";
import { readCommon } from "./common_members.js";
import type { ObjectReader } from "../../codec/reader.js";
import { readEffects } from "./values.js";

export function readLeap(r: ObjectReader, base: LeapAttack | undefined): LeapAttack {
  const common = readCommon(r, base, "D6-leap-F-condition");
  const maxRange = r.opt("max_range", finiteNumber, "D6-leap-F-max_range") ?? base?.maxRange;
  if (maxRange === undefined && !r.has("max_range"))
    r.error(undefined, "D6-leap-F-max_range", "a leap attack needs max_range (a number of tiles)");
  let minRange = r.opt("min_range", finiteNumber, "D6-leap-F-min_range") ?? base?.minRange;
  if (minRange === undefined && !r.has("min_range")) {
    // 58 of 61 real leaps omit it; the real engine uses 1.0.
    r.warn(undefined, "D6-leap-F-min_range", "a leap attack should give min_range; 1.0 is used");
  }
  minRange ??= 1.0;
  if (maxRange !== undefined && minRange > maxRange) {
    r.error(
      r.has("min_range") ? "min_range" : "max_range",
      "D6-leap-range-order",
      `min_range (${minRange}) must not exceed max_range (${maxRange})`,
    );
  }
  return {
    kind: "leap",
    ...common,
    maxRange: maxRange ?? 0,
    minRange,
    preferLeap: r.get("prefer_leap", t.boolean, base?.preferLeap ?? false, "D6-leap-F-prefer_leap"),
    randomLeap: r.get("random_leap", t.boolean, base?.randomLeap ?? false, "D6-leap-F-random_leap"),
    ignoreDestTerrain: r.get(
      "ignore_dest_terrain",
      t.boolean,
      base?.ignoreDestTerrain ?? false,
      "D6-leap-F-ignore_dest_terrain",
    ),
    ignoreDestDanger: r.get(
      "ignore_dest_danger",
      t.boolean,
      base?.ignoreDestDanger ?? false,
      "D6-leap-F-ignore_dest_danger",
    ),
    allowNoTarget: r.get("allow_no_target", t.boolean, base?.allowNoTarget ?? false, "D6-leap-F-allow_no_target"),
    // 100 per the spec's Limits table. REAL DIFFERS: the real leap default is 150.
    moveCost: r.get("move_cost", nonNegativeInteger, base?.moveCost ?? DEFAULT_MOVE_COST, "D6-leap-F-move_cost"),
    minConsiderRange: r.get("min_consider_range", finiteNumber, base?.minConsiderRange ?? 0, "D6-leap-F-consider"),
    maxConsiderRange: r.get("max_consider_range", finiteNumber, base?.maxConsiderRange ?? 200, "D6-leap-F-consider"),
    selfEffects: readEffects(r, ["self_effects"], base?.selfEffects ?? [], "D6-leap-F-self_effects"),
    message: r.get("message", text, base?.message ?? "The %s leaps!", "D6-leap-F-message"),
  };
}
