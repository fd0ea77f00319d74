/**
 * Effects on condition (EOCs). The specification leaves their content "not shown"
 * (B3-effect_on_condition-content), so an EOC is kept as opaque JSON for a later, pluggable
 * interpreter: only the id is required, and nothing else is ever an error (the real data holds
 * hundreds of forms). Also the shared "inline EOC or id" codec that examine actors and monster
 * attacks use.
 */
import * as t from "io-ts";
import type { PathSegment } from "../json/path.js";
import { defineOwn, isJsonObject, own, type Json, type JsonObject } from "../json/types.js";
import { isCommentKey } from "../inherit.js";
import { describe } from "../values/duration.js";
import { decodeAt } from "../codec/decode.js";
import type { CheckCtx, KindDef } from "./kind.js";
import { checkEocForms } from "./eoc_forms.js";

export type EocType =
  | "ACTIVATION"
  | "RECURRING"
  | "SCENARIO_SPECIFIC"
  | "AVATAR_DEATH"
  | "NPC_DEATH"
  | "PREVENT_DEATH"
  | "EVENT"
  | "OM_MOVE"
  | (string & {});

export interface EffectOnCondition {
  /** JSON `id`. */
  readonly id: string;
  /** Explicit `eoc_type`, else RECURRING with `recurrence`, EVENT with `required_event`, else ACTIVATION (real engine). */
  readonly eocType: EocType;
  /** `condition`: opaque condition (a string, an object, or absent: always true). */
  readonly condition: Json | undefined;
  /** JSON `deactivate_condition`. */
  readonly deactivateCondition: Json | undefined;
  /** `effects`: effects, normalised to a list (a single effect object counts as a list of one). */
  readonly effects: readonly Json[];
  /** `false_effect`: effects when the condition fails, normalised to a list. */
  readonly falseEffects: readonly Json[];
  /** JSON `recurrence`. */
  readonly recurrence: Json | undefined;
  /** JSON `required_event`. */
  readonly requiredEvent: string | undefined;
  /** JSON `global`. */
  readonly global: boolean;
  /** JSON `run_for_npcs`. */
  readonly runForNpcs: boolean;
  /** `json`: the whole object, comments removed, for members the interpreter may want later. */
  readonly json: JsonObject;
}

export const EOC_MEMBERS: ReadonlySet<string> = new Set([
  "type",
  "id",
  "eoc_type",
  "condition",
  "deactivate_condition",
  "effect",
  "false_effect",
  "recurrence",
  "required_event",
  "global",
  "run_for_npcs",
]);

function effectList(v: Json | undefined): readonly Json[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

function withoutComments(obj: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(obj)) {
    if (isCommentKey(key)) continue;
    const v = obj[key] as Json;
    defineOwn(out, key, v);
  }
  return out;
}

/** Builds the EOC value from an object; `fallbackId` names inline EOCs that lack an id. */
export function eocFromJson(obj: JsonObject, fallbackId: string): EffectOnCondition {
  const id = own(obj, "id");
  const type = own(obj, "eoc_type");
  const recurrence = own(obj, "recurrence");
  const requiredEvent = own(obj, "required_event");
  const eocType: EocType =
    typeof type === "string"
      ? type
      : recurrence !== undefined
        ? "RECURRING"
        : typeof requiredEvent === "string"
          ? "EVENT"
          : "ACTIVATION";
  return {
    id: typeof id === "string" ? id : fallbackId,
    eocType,
    condition: own(obj, "condition"),
    deactivateCondition: own(obj, "deactivate_condition"),
    effects: effectList(own(obj, "effect")),
    falseEffects: effectList(own(obj, "false_effect")),
    recurrence,
    requiredEvent: typeof requiredEvent === "string" ? requiredEvent : undefined,
    global: own(obj, "global") === true,
    runForNpcs: own(obj, "run_for_npcs") === true,
    json: withoutComments(obj),
  };
}

const eocCodec = new t.Type<EffectOnCondition, EffectOnCondition, unknown>(
  "effect_on_condition",
  (u): u is EffectOnCondition => isJsonObject(u),
  (u, c) => {
    if (!isJsonObject(u)) return t.failure(u, c);
    const id = own(u, "id");
    if (typeof id !== "string")
      return t.failure(
        id,
        [...c, { key: "id", type: t.string, actual: id }],
        `an effect_on_condition needs a string "id", got ${describe(id)}`,
      );
    return t.success(eocFromJson(u, id));
  },
  t.identity,
);

export const effectOnConditionKind: KindDef<EffectOnCondition> = {
  kind: "effect_on_condition",
  label: "effects on condition",
  rules: { "": "G-15", id: "G-1" },
  duplicates: "replace",
  members: EOC_MEMBERS,
  decode: (json, ctx) => decodeAt(eocCodec, json, ctx),
  check: checkEocForms,
};

// ---------------------------------------------------------------------------------------------
// "Inline EOC or id", shared with other kinds (examine actors, monster attack `eoc`).

/** A reference to an EOC: a string id to resolve, or an inline EOC object. */
export type EocRef =
  | { readonly kind: "id"; readonly id: string }
  | { readonly kind: "inline"; readonly eoc: EffectOnCondition };

/** One entry: a string id or an inline EOC object (an inline EOC without an id gets `<inline eoc>`). */
export const eocRef = new t.Type<EocRef, EocRef, unknown>(
  "effect_on_condition id or inline effect_on_condition object",
  (u): u is EocRef => isJsonObject(u) && (u["kind"] === "id" || u["kind"] === "inline"),
  (u, c) => {
    if (typeof u === "string") return t.success({ kind: "id", id: u });
    if (isJsonObject(u)) return t.success({ kind: "inline", eoc: eocFromJson(u, "<inline eoc>") });
    return t.failure(
      u,
      c,
      `expected an effect_on_condition id or an inline effect_on_condition object, got ${describe(u)}`,
    );
  },
  t.identity,
);

/** An array of `eocRef`s. */
export const eocRefs = t.readonlyArray(
  eocRef,
  "array of effect_on_condition ids and/or inline effect_on_condition objects",
);

/** Reports every string id that names no loaded EOC (G-4); inline EOCs need no lookup. */
export function checkEocRefs(
  refs: readonly EocRef[],
  ctx: CheckCtx,
  segments: readonly PathSegment[],
  rule = "G-4",
): void {
  refs.forEach((r, i) => {
    if (r.kind === "id") ctx.ref("effect_on_condition", r.id, [...segments, i], rule);
  });
}
