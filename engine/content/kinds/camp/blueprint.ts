/**
 * The upgrade-mission members of a recipe (A1): the update it applies, the camp features it
 * requires, provides and excludes, its resources, parameter names and explicit needs.
 */
import * as t from "io-ts";
import { defineOwn, isJsonObject, own, type Json, type JsonObject } from "../../json/types.js";
import { duration, text } from "../../codec/common.js";
import { warnUnknownMembers } from "../../codec/decode.js";
import type { Reader } from "../../codec/reader.js";
import { readPairs, readParts, type RequirementParts } from "./requirements.js";

export interface FeatureAmount {
  /** JSON `id`. */
  readonly id: string;
  /** `amount`: default 1 (A1-R1); 0 or more (A1-F-amount-range). */
  readonly amount: number;
}

export interface BlueprintNeeds {
  /** `time`: seconds. */
  readonly time: number;
  /** JSON `skills`. */
  readonly skills: readonly (readonly [string, number])[];
  /** JSON `inline`. */
  readonly inline: RequirementParts;
}

export interface Blueprint {
  /** The `update_mapgen_id` applied on completion. */
  readonly constructionBlueprint: string;
  /** Selector name: `construction_name`, else `blueprint_name`, else the result. */
  readonly name: string;
  /** `blueprint_provides`: features the mission adds to the camp. */
  readonly provides: readonly FeatureAmount[];
  /** `blueprint_requires`: features the camp must have. */
  readonly requires: readonly FeatureAmount[];
  /** `blueprint_excludes`: features that must be absent. */
  readonly excludes: readonly FeatureAmount[];
  /** `blueprint_resources`: one camp resource per entry, repeats included. */
  readonly resources: readonly string[];
  /** `blueprint_parameter_names`: parameter name -> option id -> shown text (A4-R3a). */
  readonly parameterNames: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** `blueprint_needs`: explicit needs; undefined means calculated (or none, when checking is off). */
  readonly needs: BlueprintNeeds | undefined;
  /** `check_blueprint_needs`, default true. */
  readonly checkNeeds: boolean;
  /** `blueprint_autocalc`: whether the needs are calculated from the update (A1-F-blueprint_autocalc, X-2). */
  readonly autocalc: boolean;
  /** An explicit `blueprint_autocalc: true` drops the recipe's own components (spec A1). */
  readonly autocalcExplicit: boolean;
}

export const BLUEPRINT_MEMBERS = [
  "construction_blueprint",
  "construction_name",
  "blueprint_name",
  "blueprint_provides",
  "blueprint_requires",
  "blueprint_excludes",
  "blueprint_resources",
  "blueprint_parameter_names",
  "blueprint_needs",
  "blueprint_autocalc",
  "check_blueprint_needs",
] as const;

const boolCodec = t.boolean;
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

function maybe<A>(
  r: Reader,
  codec: t.Decoder<unknown, A>,
  v: Json | undefined,
  member: string,
  rule: string,
): A | undefined {
  return v === undefined ? undefined : r.decode(codec, v, [member], rule);
}

function readFeatures(r: Reader, v: Json | undefined, member: string): FeatureAmount[] {
  const rule = `A1-F-${member}`;
  const out: FeatureAmount[] = [];
  if (v === undefined) return out;
  if (!Array.isArray(v)) {
    r.expected([member], rule, "an array of {id, amount?}", v);
    return out;
  }
  v.forEach((e, i) => {
    if (!isJsonObject(e)) return r.expected([member, i], rule, "an object {id, amount?}", e);
    const id = own(e, "id");
    const amount = own(e, "amount");
    if (typeof id !== "string") return r.expected([member, i, "id"], rule, "a feature id string", id);
    if (amount !== undefined && !isInt(amount))
      return r.expected([member, i, "amount"], rule, "an integer amount", amount);
    if (amount !== undefined && amount < 0)
      return r.error([member, i, "amount"], "A1-F-amount-range", `amount must be 0 or more, got ${amount}`);
    warnUnknownMembers(e, new Set(["id", "amount"]), r.target, [...r.base, member, i]);
    out.push({ id, amount: amount ?? 1 });
  });
  return out;
}

function readParameterNames(r: Reader, v: Json | undefined): Record<string, Record<string, string>> {
  const rule = "A4-R3a";
  const out: Record<string, Record<string, string>> = {};
  if (v === undefined) return out;
  if (!isJsonObject(v)) {
    r.expected(["blueprint_parameter_names"], rule, "an object keyed by parameter name", v);
    return out;
  }
  for (const [param, names] of Object.entries(v)) {
    if (param.startsWith("//")) continue;
    if (!isJsonObject(names)) {
      r.expected(["blueprint_parameter_names", param], rule, "an object keyed by option id", names);
      continue;
    }
    const inner: Record<string, string> = {};
    for (const [option, label] of Object.entries(names)) {
      if (option.startsWith("//")) continue;
      const t = r.decode(text, label, ["blueprint_parameter_names", param, option], rule);
      if (t !== undefined) defineOwn(inner, option, t);
    }
    defineOwn(out, param, inner);
  }
  return out;
}

function readNeeds(r: Reader, v: Json | undefined): BlueprintNeeds | undefined {
  const rule = "A1-F-blueprint_needs";
  if (v === undefined) return undefined;
  if (!isJsonObject(v)) {
    r.expected(["blueprint_needs"], rule, "an object {time?, skills?, inline?}", v);
    return undefined;
  }
  warnUnknownMembers(v, new Set(["time", "skills", "inline"]), r.target, [...r.base, "blueprint_needs"]);
  const time = r.optional(duration, own(v, "time"), ["blueprint_needs", "time"], rule, 0);
  const skills = readPairs(r, own(v, "skills"), ["blueprint_needs", "skills"], rule, "skill");
  const inl = own(v, "inline");
  let inline: RequirementParts = { qualities: [], tools: [], components: [] };
  if (inl !== undefined) {
    if (!isJsonObject(inl))
      r.expected(["blueprint_needs", "inline"], rule, "a requirement object {tools?, qualities?, components?}", inl);
    else {
      warnUnknownMembers(inl, new Set(["tools", "qualities", "components"]), r.target, [
        ...r.base,
        "blueprint_needs",
        "inline",
      ]);
      inline = readParts(r, inl, ["blueprint_needs", "inline"], rule);
    }
  }
  return { time, skills, inline };
}

/** Reads the blueprint members of a recipe that has `construction_blueprint`. */
export function readBlueprint(r: Reader, json: JsonObject, result: string): Blueprint | undefined {
  const cb = own(json, "construction_blueprint");
  if (typeof cb !== "string")
    return void r.expected(["construction_blueprint"], "A1-F-construction_blueprint", "an update_mapgen_id string", cb);
  const cn = maybe(r, text, own(json, "construction_name"), "construction_name", "A1-F-construction_name");
  const bn = maybe(r, text, own(json, "blueprint_name"), "blueprint_name", "A1-F-blueprint_name");
  if (cn !== undefined && bn !== undefined && cn !== bn) {
    r.warn(
      ["blueprint_name"],
      "A1-F-blueprint_name",
      "both construction_name and blueprint_name are given; construction_name is shown (X-1)",
    );
  }
  const resourcesRaw = own(json, "blueprint_resources");
  let resources: string[] = [];
  if (resourcesRaw !== undefined) {
    if (Array.isArray(resourcesRaw) && resourcesRaw.every((x): x is string => typeof x === "string"))
      resources = resourcesRaw;
    else r.expected(["blueprint_resources"], "A1-F-blueprint_resources", "an array of item ids", resourcesRaw);
  }
  const checkNeeds = r.optional(
    boolCodec,
    own(json, "check_blueprint_needs"),
    ["check_blueprint_needs"],
    "A1-F-check_blueprint_needs",
    true,
  );
  const explicit = maybe(
    r,
    boolCodec,
    own(json, "blueprint_autocalc"),
    "blueprint_autocalc",
    "A1-F-blueprint_autocalc",
  );
  const needs = readNeeds(r, own(json, "blueprint_needs"));
  return {
    constructionBlueprint: cb,
    name: cn ?? bn ?? result,
    provides: readFeatures(r, own(json, "blueprint_provides"), "blueprint_provides"),
    requires: readFeatures(r, own(json, "blueprint_requires"), "blueprint_requires"),
    excludes: readFeatures(r, own(json, "blueprint_excludes"), "blueprint_excludes"),
    resources,
    parameterNames: readParameterNames(r, own(json, "blueprint_parameter_names")),
    needs,
    checkNeeds,
    autocalc: explicit ?? (needs === undefined && checkNeeds),
    autocalcExplicit: explicit === true,
  };
}
