/**
 * `grab_data` of grabbing melee and bite attacks (D4). Read member by member over a fallback, so a
 * by-id override such as `{id: "ranged_pull", grab_data: {pull_weight_ratio: 2}}` keeps the
 * definition's other members (D3-F-grab_data).
 */
import * as t from "io-ts";
import { finiteNumber, integer, nonNegativeInteger, text } from "../../codec/common.js";
import { isJsonObject } from "../../json/types.js";
import type { ObjectReader } from "../../codec/reader.js";
import { describe } from "../../values/duration.js";

export interface GrabData {
  /** Intensity of the grab effect; -1 means the monster's own `grab_strength` (filled in by resolveAttacks). */
  readonly grabStrength: number;
  /** `grab_effect`: effect applied; "null" applies none (D4-grab_effect-null). */
  readonly grabEffect: string;
  /** JSON `exclusive_grab`. */
  readonly exclusiveGrab: boolean;
  /** JSON `drag_distance`. */
  readonly dragDistance: number;
  /** `drag_deviation`: 0 straight away, 1 neighbours of the opposite tile, 2 (and above, as the real radius) any free neighbour. */
  readonly dragDeviation: number;
  /** `drag_grab_break_distance`: A grab-break chance after every N drag steps; 0 never. */
  readonly dragGrabBreakDistance: number;
  /** JSON `drag_movecost_mod`. */
  readonly dragMovecostMod: number;
  /** JSON `respect_seatbelts`. */
  readonly respectSeatbelts: boolean;
  /** `pull_chance`: percent; -1 means the attack never pulls. */
  readonly pullChance: number;
  /** JSON `pull_weight_ratio`. */
  readonly pullWeightRatio: number;
  /** JSON `pull_msg_u`. */
  readonly pullMsgU: string | undefined;
  /** JSON `pull_msg_npc`. */
  readonly pullMsgNpc: string | undefined;
  /** JSON `pull_fail_msg_u`. */
  readonly pullFailMsgU: string | undefined;
  /** JSON `pull_fail_msg_npc`. */
  readonly pullFailMsgNpc: string | undefined;
}

export const DEFAULT_GRAB_DATA: GrabData = {
  grabStrength: -1,
  grabEffect: "grabbed",
  exclusiveGrab: false,
  dragDistance: 0,
  dragDeviation: 0,
  dragGrabBreakDistance: 0,
  dragMovecostMod: 1.0,
  respectSeatbelts: true,
  pullChance: -1,
  pullWeightRatio: 0.75,
  pullMsgU: undefined,
  pullMsgNpc: undefined,
  pullFailMsgU: undefined,
  pullFailMsgNpc: undefined,
};

export const GRAB_DATA_MEMBERS: ReadonlySet<string> = new Set([
  "grab_strength",
  "grab_effect",
  "exclusive_grab",
  "drag_distance",
  "drag_deviation",
  "drag_grab_break_distance",
  "drag_movecost_mod",
  "respect_seatbelts",
  "pull_chance",
  "pull_weight_ratio",
  "pull_msg_u",
  "pull_msg_npc",
  "pull_fail_msg_u",
  "pull_fail_msg_npc",
]);

/** Reads `grab_data` from an attack reader over `base`; undefined result means "keep base". */
export function readGrabData(r: ObjectReader, base: GrabData): GrabData {
  let raw = r.raw("grab_data");
  if (raw === undefined) return base;
  if (Array.isArray(raw)) {
    // the spec types it "array"; a one-element array holding the object is read leniently.
    if (raw.length === 1 && isJsonObject(raw[0])) {
      r.warn(
        "grab_data",
        "D3-F-grab_data",
        "grab_data is an object of D4 members; the one-element array is read as that object",
      );
      raw = raw[0];
    } else {
      r.error("grab_data", "D3-F-grab_data", `grab_data must be an object of D4 members, got ${describe(raw)}`);
      return base;
    }
  }
  if (!isJsonObject(raw)) {
    r.error("grab_data", "D3-F-grab_data", `grab_data must be an object of D4 members, got ${describe(raw)}`);
    return base;
  }
  const g = r.nested(raw, "grab_data");
  const grabStrength = g.get("grab_strength", integer, base.grabStrength, "D4-F-grab_strength");
  const grabEffect = g.get("grab_effect", t.string, base.grabEffect, "D4-F-grab_effect");
  const exclusiveGrab = g.get("exclusive_grab", t.boolean, base.exclusiveGrab, "D4-F-exclusive_grab");
  const dragDistance = g.get("drag_distance", nonNegativeInteger, base.dragDistance, "D4-F-drag_distance");
  const dragDeviation = g.get("drag_deviation", nonNegativeInteger, base.dragDeviation, "D4-F-drag_deviation");
  const dragGrabBreakDistance = g.get(
    "drag_grab_break_distance",
    nonNegativeInteger,
    base.dragGrabBreakDistance,
    "D4-F-drag_grab_break_distance",
  );
  let dragMovecostMod = g.get("drag_movecost_mod", finiteNumber, base.dragMovecostMod, "D4-F-drag_movecost_mod");
  if (g.has("drag_movecost_mod")) {
    if (dragMovecostMod < 0) {
      g.error(
        "drag_movecost_mod",
        "D4-F-drag_movecost_mod",
        `drag_movecost_mod must not be negative, got ${dragMovecostMod}`,
      );
      dragMovecostMod = base.dragMovecostMod;
    } else if (dragMovecostMod === 0) {
      g.warn(
        "drag_movecost_mod",
        "D4-F-drag_movecost_mod",
        "drag_movecost_mod 0.0 prevents the drag from moving; use a slightly larger value",
      );
    }
  }
  const respectSeatbelts = g.get("respect_seatbelts", t.boolean, base.respectSeatbelts, "D4-F-respect_seatbelts");
  let pullChance = g.get("pull_chance", integer, base.pullChance, "D4-F-pull_chance");
  if (g.has("pull_chance") && pullChance !== -1 && (pullChance < 0 || pullChance > 100)) {
    g.error(
      "pull_chance",
      "D4-F-pull_chance",
      `pull_chance is a percent from 0 to 100 (or -1 for never), got ${pullChance}`,
    );
    pullChance = base.pullChance;
  }
  const pullWeightRatio = g.get("pull_weight_ratio", finiteNumber, base.pullWeightRatio, "D4-F-pull_weight_ratio");
  const grabData: GrabData = {
    grabStrength,
    grabEffect,
    exclusiveGrab,
    dragDistance,
    dragDeviation,
    dragGrabBreakDistance,
    dragMovecostMod,
    respectSeatbelts,
    pullChance,
    pullWeightRatio,
    pullMsgU: g.get("pull_msg_u", text, base.pullMsgU, "D4-F-pull_msg"),
    pullMsgNpc: g.get("pull_msg_npc", text, base.pullMsgNpc, "D4-F-pull_msg"),
    pullFailMsgU: g.get("pull_fail_msg_u", text, base.pullFailMsgU, "D4-F-pull_fail_msg"),
    pullFailMsgNpc: g.get("pull_fail_msg_npc", text, base.pullFailMsgNpc, "D4-F-pull_fail_msg"),
  };
  for (const k of g.unread())
    if (!k.startsWith("//")) g.warn(k, "G-6", `unknown grab_data member ${JSON.stringify(k)} is ignored`);
  if (!g.ok) r.ok = false;
  return grabData;
}
