/**
 * Constructions, as the blueprint needs calculation reads them (A1-needs-auto): what a
 * construction turns which terrain into, its time, skills and requirements. Tolerant projection.
 * A `post_terrain` naming furniture (`f_` prefix, as the real loader decides) builds furniture.
 */
import { own, type Json, type JsonObject } from "../json/types.js";
import { parseDuration } from "../values/duration.js";
import type { DecodeCtx, KindDef } from "./kind.js";
import { readPairs, readParts, type RequirementParts } from "./camp/requirements.js";
import { silentReader } from "./camp/tolerant_reader.js";

export interface Construction extends RequirementParts {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `group`. */
  readonly group: string;
  /** JSON `category`. */
  readonly category: string;
  /** Terrain (or `f_` furniture) that must be present before; several ids are alternatives. */
  readonly preTerrain: readonly string[];
  /** JSON `pre_flags`. */
  readonly preFlags: readonly string[];
  /** JSON `post_terrain`. */
  readonly postTerrain: string | undefined;
  /** `post_terrain` when it names furniture (`f_` ids): the furniture built. */
  readonly postFurniture: string | undefined;
  /** `time`: seconds. */
  readonly time: number;
  /** JSON `required_skills`. */
  readonly requiredSkills: readonly (readonly [string, number])[];
  /** `using`: requirement ids with multipliers. */
  readonly using: readonly (readonly [string, number])[];
}

const strings = (v: Json | undefined): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

function decode(json: JsonObject, ctx: DecodeCtx): Construction | undefined {
  const id = own(json, "id");
  if (typeof id !== "string") {
    ctx.sink.error(ctx.at, "G-1", "a construction needs a string id");
    return undefined;
  }
  const r = silentReader(ctx);
  const post = own(json, "post_terrain");
  const postId = typeof post === "string" ? post : undefined;
  const furniture = postId?.startsWith("f_");
  const t = parseDuration(own(json, "time") ?? 0);
  const using = own(json, "using");
  const flags = own(json, "pre_flags");
  const preFlags =
    typeof flags === "object" && flags !== null && !Array.isArray(flags) ? strings(own(flags, "flag")) : strings(flags);
  return {
    id,
    group: typeof own(json, "group") === "string" ? (own(json, "group") as string) : id,
    category: typeof own(json, "category") === "string" ? (own(json, "category") as string) : "",
    preTerrain: strings(own(json, "pre_terrain")),
    preFlags,
    postTerrain: furniture ? undefined : postId,
    postFurniture: furniture ? postId : undefined,
    time: t.ok ? t.seconds : 0,
    requiredSkills: readPairs(r, own(json, "required_skills"), ["required_skills"], "G-15", "skill"),
    using: typeof using === "string" ? [[using, 1]] : readPairs(r, using, ["using"], "G-15", "requirement"),
    ...readParts(r, json, [], "G-15"),
  };
}

export const constructionKind: KindDef<Construction> = {
  // A tolerant projection: nothing checks it, so it is decoded (and its files read) on first use.
  lazy: true,
  kind: "construction",
  label: "constructions",
  rules: { "": "G-15" },
  duplicates: "replace",
  decode,
};
