/**
 * Decoding `examine_action` (B1): a string names a hardcoded action (unknown names warn and
 * behave as `none`), an object is an actor selected by its `type`; anything else, and any other
 * actor type, is a load error (B1-object). Also the cross-object checks of actors (G-4).
 */
import * as t from "io-ts";
import type { PathSegment } from "../../json/path.js";
import { isJsonObject, own, type Json, type JsonObject } from "../../json/types.js";
import { memberPath, warnUnknownMembers, type DecodeTarget } from "../../codec/decode.js";
import { describe } from "../../values/duration.js";
import { checkEocRefs, eocRefs, type EocRef } from "../effect_on_condition.js";
import type { CheckCtx } from "../kind.js";
import { decodeCardreader } from "./cardreader.js";
import { field, fieldOk, optional } from "./field.js";
import { EXAMINE_ACTOR_TYPES, isGameExamineName, isHardcodedExamineName } from "./names.js";
import type { ApplianceConvertActor, EffectOnConditionActor, ExamineAction, MortarActor } from "./types.js";

export const APPLIANCE_MEMBERS: ReadonlySet<string> = new Set(["type", "item", "furn_set", "ter_set"]);
export const EOC_ACTOR_MEMBERS: ReadonlySet<string> = new Set(["type", "effect_on_conditions"]);
export const MORTAR_MEMBERS: ReadonlySet<string> = new Set([
  "type",
  "ammo",
  "condition",
  "condition_fail_msg",
  "range",
  "aim_duration",
  "aim_deviation",
  "flight_time",
  "effect_on_conditions",
]);

const SEGMENTS: readonly PathSegment[] = ["examine_action"];

/** Decodes an `examine_action` value; undefined when absent (B1-default) or invalid (reported). */
export function decodeExamineAction(
  value: Json | undefined,
  target: DecodeTarget,
  base: readonly PathSegment[] = SEGMENTS,
): ExamineAction | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") {
    if (isHardcodedExamineName(value)) return { kind: "hardcoded", name: value };
    if (isGameExamineName(value)) return { kind: "game", name: value };
    target.sink.warn(
      memberPath(target, ...base),
      "B1-string",
      `examine action ${describe(value)} is not one of the documented hardcoded actions; examining behaves as "none"`,
    );
    return { kind: "unknown", name: value };
  }
  if (!isJsonObject(value)) {
    target.sink.error(
      memberPath(target, ...base),
      "B1-object",
      `examine_action must be an action name or an actor object, got ${describe(value)}`,
    );
    return undefined;
  }
  const type = own(value, "type");
  switch (type) {
    case "appliance_convert":
      return decodeApplianceConvert(value, target, base);
    case "cardreader":
      return decodeCardreader(value, target, base);
    case "effect_on_condition":
      return decodeEocActor(value, target, base);
    case "mortar":
      return decodeMortar(value, target, base);
    default:
      target.sink.error(
        memberPath(target, ...base, "type"),
        "B1-object",
        `examine actor type must be one of ${EXAMINE_ACTOR_TYPES.join(", ")}, got ${describe(type)}`,
      );
      return undefined;
  }
}

const optionalId = optional(t.string);

function decodeApplianceConvert(
  obj: JsonObject,
  target: DecodeTarget,
  base: readonly PathSegment[],
): ApplianceConvertActor | undefined {
  warnUnknownMembers(obj, APPLIANCE_MEMBERS, target, base);
  const item = field(t.string, own(obj, "item"), target, [...base, "item"], "B3-appliance_convert-F-item");
  const furn = fieldOk(
    optionalId,
    own(obj, "furn_set"),
    target,
    [...base, "furn_set"],
    "B3-appliance_convert-F-furn_set",
  );
  const ter = fieldOk(optionalId, own(obj, "ter_set"), target, [...base, "ter_set"], "B3-appliance_convert-F-ter_set");
  if (item === undefined || !furn.ok || !ter.ok) return undefined;
  return { kind: "appliance_convert", item, furnSet: furn.value, terSet: ter.value };
}

const requiredEocRefs = new t.Type<readonly EocRef[], readonly EocRef[], unknown>(
  eocRefs.name,
  eocRefs.is,
  (u, c) =>
    u === undefined ? t.failure(u, c, `required member is missing (expected ${eocRefs.name})`) : eocRefs.validate(u, c),
  t.identity,
);

function decodeEocActor(
  obj: JsonObject,
  target: DecodeTarget,
  base: readonly PathSegment[],
): EffectOnConditionActor | undefined {
  warnUnknownMembers(obj, EOC_ACTOR_MEMBERS, target, base);
  const refs = field(
    requiredEocRefs,
    own(obj, "effect_on_conditions"),
    target,
    [...base, "effect_on_conditions"],
    "B3-effect_on_condition-F-effect_on_conditions",
  );
  if (refs === undefined) return undefined;
  return { kind: "effect_on_condition", effectOnConditions: refs };
}

function decodeMortar(obj: JsonObject, target: DecodeTarget, base: readonly PathSegment[]): MortarActor | undefined {
  warnUnknownMembers(obj, MORTAR_MEMBERS, target, base);
  const raw = own(obj, "effect_on_conditions");
  const refs = raw === undefined ? [] : field(eocRefs, raw, target, [...base, "effect_on_conditions"], "B3-mortar");
  if (refs === undefined) return undefined;
  target.sink.warn(
    memberPath(target, ...base),
    "B3-mortar",
    'the mortar actor is not implemented; examining it behaves as "none"',
  );
  return { kind: "mortar", effectOnConditions: refs, json: obj };
}

/** References an actor makes to other modelled kinds (G-4). */
export function checkExamineAction(
  action: ExamineAction | undefined,
  ctx: CheckCtx,
  base: readonly PathSegment[] = SEGMENTS,
): void {
  if (action === undefined) return;
  switch (action.kind) {
    case "effect_on_condition":
    case "mortar":
      checkEocRefs(action.effectOnConditions, ctx, [...base, "effect_on_conditions"]);
      return;
    case "cardreader":
      if (action.mapgenId !== undefined) ctx.ref("update_mapgen", action.mapgenId, [...base, "mapgen_id"], "G-4");
      return;
    default:
      return;
  }
}
