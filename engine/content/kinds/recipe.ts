/**
 * Recipes. Every real recipe loads as a tolerant projection (G-15); a recipe with
 * `construction_blueprint` is a camp upgrade mission (A1-F-type) and is decoded strictly, with
 * every A1 member, its default and its rules. Cross-object rules (G-4, G-7, A1-R6/E-1, A4-R1c,
 * A4-R3b) need the update mapgen and the chunks it places, so they run in `check`.
 */
import * as t from "io-ts";
import { own, type Json, type JsonObject } from "../json/types.js";
import { duration, integer, text } from "../codec/common.js";
import type { CheckCtx, ContentLike, DecodeCtx, KindDef } from "./kind.js";
import { BLUEPRINT_MEMBERS, readBlueprint, type Blueprint } from "./camp/blueprint.js";
import { allDefinitions } from "./camp/content_access.js";
import { updateParameters } from "./camp/mapgen_graph.js";
import type { MapgenObject } from "./camp/mapgen_object.js";
import { Reader } from "../codec/reader.js";
import { readPairs, readParts, type RequirementParts } from "./camp/requirements.js";
import { silentReader } from "./camp/tolerant_reader.js";

export type { Blueprint, BlueprintNeeds, FeatureAmount } from "./camp/blueprint.js";

export interface Recipe extends RequirementParts {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `result`. */
  readonly result: string;
  /** JSON `description`. */
  readonly description: string;
  /** JSON `category`. */
  readonly category: string;
  /** JSON `subcategory`. */
  readonly subcategory: string;
  /** JSON `skill_used`. */
  readonly skillUsed: string | undefined;
  /** JSON `difficulty`. */
  readonly difficulty: number;
  /** JSON `autolearn`. */
  readonly autolearn: boolean;
  /** JSON `never_learn`. */
  readonly neverLearn: boolean;
  /** `time`: seconds. */
  readonly time: number;
  /** JSON `activity_level`. */
  readonly activityLevel: string | undefined;
  /** JSON `comment`. */
  readonly comment: string | undefined;
  /** JSON `skills_required`. */
  readonly skillsRequired: readonly (readonly [string, number])[];
  /** `using`: requirement ids with multipliers. */
  readonly using: readonly (readonly [string, number])[];
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** `charges`: how many units of the result one craft makes (a mill's ratio); undefined: the item's default. */
  readonly charges: number | undefined;
  /** The `construction_blueprint` and `blueprint_*` members; present exactly on upgrade missions (A1-F-type). */
  readonly blueprint: Blueprint | undefined;
}

/**
 * A recipe's id is its `result`, then `_<id_suffix>`, then `_<variant>` (G-4). A copy that
 * inherits its result (no `result` of its own) takes the parent's id as the base.
 */
export function recipeIds(json: JsonObject): readonly string[] {
  const id = own(json, "id");
  if (typeof id === "string") return [id];
  const result = own(json, "result");
  const parent = own(json, "copy-from");
  const base = typeof result === "string" ? result : typeof parent === "string" ? parent : undefined;
  if (base === undefined) return [];
  const suffix = own(json, "id_suffix");
  const variant = own(json, "variant");
  let out = base;
  if (typeof suffix === "string" && suffix !== "") out += `_${suffix}`;
  if (typeof variant === "string" && variant !== "") out += `_${variant}`;
  return [out];
}

/** Every member the real recipes use, plus the A1 members (G-6). */
const MEMBERS = new Set<string>([
  "type",
  "id",
  "result",
  "description",
  "category",
  "subcategory",
  "skill_used",
  "difficulty",
  "autolearn",
  "never_learn",
  "comment",
  "time",
  "qualities",
  "components",
  "tools",
  "using",
  "activity_level",
  "proficiencies",
  "book_learn",
  "batch_time_factors",
  "skills_required",
  "charges",
  "reversible",
  "id_suffix",
  "byproducts",
  "byproduct_group",
  "flags",
  "container",
  "container_variant",
  "decomp_learn",
  "result_mult",
  "variant",
  "contained",
  "delete_flags",
  "name",
  "result_eocs",
  "sealed",
  "obsolete",
  ...BLUEPRINT_MEMBERS,
]);

const boolOrSkills = t.union([t.boolean, t.array(t.unknown)]);
const strings = t.array(t.string);

/** `using`: a requirement id, or `[[id, multiplier], ...]`. */
function readUsing(r: Reader, v: Json | undefined, rule: string): [string, number][] {
  if (typeof v === "string") return [[v, 1]];
  return readPairs(r, v, ["using"], rule, "requirement id");
}

function decode(json: JsonObject, ctx: DecodeCtx): Recipe | undefined {
  const isMission = own(json, "construction_blueprint") !== undefined;
  // Ordinary recipes are a tolerant projection: a member of an unexpected form reads as absent.
  const r = isMission ? new Reader(ctx) : silentReader(ctx);
  const result = own(json, "result");
  const id = ctx.id;
  if (typeof result !== "string") {
    if (isMission) return void r.expected(["result"], "A1-F-result", "the result id string", result);
    if (id === undefined) return undefined;
  }
  const resultId = typeof result === "string" ? result : (id as string);
  const rule = (m: string): string => (isMission ? `A1-F-${m}` : "G-15");
  const description = r.optional(text, own(json, "description"), ["description"], rule("description"), "");
  const category = r.optional(t.string, own(json, "category"), ["category"], rule("category"), "");
  const subcategory = r.optional(t.string, own(json, "subcategory"), ["subcategory"], rule("subcategory"), "");
  const skillUsed =
    own(json, "skill_used") === undefined
      ? undefined
      : r.decode(t.string, own(json, "skill_used"), ["skill_used"], rule("skill_used"));
  const difficulty = r.optional(integer, own(json, "difficulty"), ["difficulty"], rule("difficulty"), 0);
  const autolearnRaw = isMission
    ? r.optional(t.boolean, own(json, "autolearn"), ["autolearn"], rule("autolearn"), false)
    : r.optional(boolOrSkills, own(json, "autolearn"), ["autolearn"], rule("autolearn"), false);
  const neverLearn = r.optional(t.boolean, own(json, "never_learn"), ["never_learn"], rule("never_learn"), false);
  const time = r.optional(duration, own(json, "time"), ["time"], rule("time"), 0);
  const activityLevel =
    own(json, "activity_level") === undefined
      ? undefined
      : r.decode(t.string, own(json, "activity_level"), ["activity_level"], rule("activity_level"));
  const comment =
    own(json, "comment") === undefined
      ? undefined
      : r.decode(t.string, own(json, "comment"), ["comment"], rule("comment"));
  const flags = r.optional(strings, own(json, "flags"), ["flags"], rule("standard"), []);
  const chargesRaw = own(json, "charges");
  const charges = typeof chargesRaw === "number" && Number.isFinite(chargesRaw) ? chargesRaw : undefined;
  const parts = readParts(r, json, [], {
    qualities: rule("qualities"),
    tools: rule("standard"),
    components: rule("components"),
  });
  const skillsRequired = readSkills(r, own(json, "skills_required"), rule("standard"));
  const using = readUsing(r, own(json, "using"), rule("standard"));
  const blueprint = isMission ? readBlueprint(r, json, resultId) : undefined;
  if (isMission && !r.ok) return undefined;
  return {
    id: id ?? resultId,
    result: resultId,
    description,
    category,
    subcategory,
    skillUsed,
    difficulty,
    autolearn: autolearnRaw !== false,
    neverLearn,
    time,
    activityLevel,
    comment,
    skillsRequired,
    using,
    flags,
    charges,
    ...parts,
    blueprint,
  };
}

/** `skills_required`: one `[skill, level]` pair or a list of them. */
function readSkills(r: Reader, v: Json | undefined, rule: string): [string, number][] {
  if (Array.isArray(v) && typeof v[0] === "string") return readPairs(r, [v], ["skills_required"], rule, "skill");
  return readPairs(r, v, ["skills_required"], rule, "skill");
}

interface HasObject {
  readonly object: MapgenObject;
}

function checkBlueprint(bp: Blueprint, ctx: CheckCtx, content: ContentLike): void {
  if (!ctx.ref("update_mapgen", bp.constructionBlueprint, ["construction_blueprint"], "G-4")) return;
  const defs = allDefinitions<HasObject>(content, "update_mapgen", bp.constructionBlueprint);
  if (defs.length > 1) {
    ctx.sink.error(
      ctx.atMember("construction_blueprint"),
      "G-7",
      `update_mapgen ${JSON.stringify(bp.constructionBlueprint)} has ${defs.length} definitions; a mission's update must have exactly one`,
    );
  }
  const update = defs[0];
  if (!update) return;
  const declared = updateParameters(content, bp.constructionBlueprint, update.object);
  for (const d of declared) {
    if (d.parameter.scope !== "omt") {
      ctx.sink.error(
        ctx.atMember("construction_blueprint"),
        "A4-R1c",
        `parameter ${JSON.stringify(d.name)} of ${d.where} has scope ${JSON.stringify(d.parameter.scope ?? null)}; parameters of camp updates must have scope "omt"`,
      );
    }
  }
  const options = new Map<string, Set<string>>();
  for (const d of declared) {
    const set = options.get(d.name) ?? new Set<string>();
    for (const o of d.parameter.options) set.add(o);
    options.set(d.name, set);
  }
  const named = Object.keys(bp.parameterNames);
  if (bp.needs !== undefined && (options.size > 0 || named.length > 0)) {
    ctx.sink.error(
      ctx.atMember("blueprint_needs"),
      "A1-R6",
      "a parametric mission must not give blueprint_needs: its needs are always calculated (E-1)",
    );
  }
  for (const [param, opts] of options) {
    const names = bp.parameterNames[param];
    if (names === undefined || !Object.hasOwn(bp.parameterNames, param)) {
      ctx.sink.error(
        ctx.atMember(named.length > 0 ? "blueprint_parameter_names" : "construction_blueprint"),
        "A4-R3b",
        `parameter ${JSON.stringify(param)} of the update has no entry in blueprint_parameter_names`,
      );
      continue;
    }
    for (const o of opts) {
      if (!Object.hasOwn(names, o))
        ctx.sink.error(
          ctx.atMember("blueprint_parameter_names", param),
          "A4-R3b",
          `option ${JSON.stringify(o)} of parameter ${JSON.stringify(param)} has no name`,
        );
    }
    for (const o of Object.keys(names)) {
      if (!opts.has(o))
        ctx.sink.error(
          ctx.atMember("blueprint_parameter_names", param, o),
          "A4-R3b",
          `parameter ${JSON.stringify(param)} has no option ${JSON.stringify(o)}`,
        );
    }
  }
  for (const param of named) {
    if (!options.has(param))
      ctx.sink.error(
        ctx.atMember("blueprint_parameter_names", param),
        "A4-R3b",
        `the update ${JSON.stringify(bp.constructionBlueprint)} declares no parameter ${JSON.stringify(param)}`,
      );
  }
}

export const recipeKind: KindDef<Recipe> = {
  kind: "recipe",
  label: "recipes",
  rules: { "": "G-15", id: "A1-F-result" },
  members: MEMBERS,
  idsOf: recipeIds,
  // Ordinary recipes are a tolerant projection: decoded when first used (by the camp's crafting).
  deferred: (json) => own(json, "construction_blueprint") === undefined,
  // A copy of a mission in such a file inherits its blueprint: the loader reads files whose
  // copy-from names a mission (see load.ts), so only chains through two unread files escape.
  deferredText: (text) => !text.includes('"construction_blueprint"'),
  idMembers: ["result", "id_suffix", "variant"],
  // The id parts are the object's own: a copy without a suffix does not take its parent's.
  inherit: { notInherited: ["id_suffix", "variant"] },
  duplicates: "replace",
  decode,
  check(value, ctx, content) {
    if (value.blueprint) checkBlueprint(value.blueprint, ctx, content);
  },
  subcounts: (value) => (value.blueprint ? ["upgrade missions"] : []),
};
