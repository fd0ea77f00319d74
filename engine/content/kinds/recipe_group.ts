/**
 * Recipe groups (A5): the recipes a camp can craft once a mission provides the group, and the two
 * special groups listing camp types and expansions with the overmap terrains they may use.
 */
import { defineOwn, isJsonObject, own, type Json, type JsonObject } from "../json/types.js";
import { text } from "../codec/common.js";
import type { CheckCtx, ContentLike, DecodeCtx, KindDef } from "./kind.js";
import { memoised } from "./camp/content_access.js";
import { Reader } from "../codec/reader.js";
import type { Recipe } from "./recipe.js";

export const CAMP_TYPES_GROUP = "all_faction_base_types";
export const EXPANSIONS_GROUP = "all_faction_base_expansions";
export const SPECIAL_GROUPS: readonly string[] = [CAMP_TYPES_GROUP, EXPANSIONS_GROUP];

/** `NONE` and `BASE` are gated by no feature; FARM, COOK and SMITH by reseeding, kitchen, blacksmith (A2). */
export const BUILDING_TYPES: readonly string[] = ["NONE", "BASE", "FARM", "COOK", "SMITH"];

export const MATCH_TYPES = ["EXACT", "TYPE", "PREFIX", "CONTAINS", "SUFFIX", "SUBTYPE"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export type OmTerrainMatch =
  | { readonly kind: "any" }
  | {
      readonly kind: "terrain";
      readonly omTerrain: string;
      /** TYPE for plain strings and objects without a match type (REAL, A5-om-exact). */
      readonly matchType: MatchType;
      /** Mapgen parameter name -> accepted values; undefined when not given. */
      readonly parameters: Readonly<Record<string, readonly string[]>> | undefined;
    };

export interface RecipeGroupEntry {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `description`. */
  readonly description: string;
  /** JSON `om_terrains`. */
  readonly omTerrains: readonly OmTerrainMatch[];
}

export interface RecipeGroup {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `building_type`. */
  readonly buildingType: string;
  /** JSON `recipes`. */
  readonly recipes: readonly RecipeGroupEntry[];
}

/** The group id is `id` (real data) or `name` (spec); `id` wins when both are given (A5-F-name). */
function groupIds(json: JsonObject): readonly string[] {
  const id = own(json, "id");
  if (typeof id === "string") return [id];
  const name = own(json, "name");
  return typeof name === "string" ? [name] : [];
}

const ENTRY_ID = /^faction_base_.+_0$/;
type Seg = string | number;

function readOmTerrains(r: Reader, v: Json | undefined, path: Seg[]): OmTerrainMatch[] {
  const out: OmTerrainMatch[] = [];
  if (!Array.isArray(v) || v.length === 0) {
    r.expected(path, "A5-entry-F-om_terrains", "a non-empty array of overmap terrain ids or match objects", v);
    return out;
  }
  v.forEach((e, i) => {
    const at = [...path, i];
    if (e === "ANY") return void out.push({ kind: "any" });
    if (typeof e === "string")
      return void out.push({ kind: "terrain", omTerrain: e, matchType: "TYPE", parameters: undefined });
    if (!isJsonObject(e))
      return r.expected(at, "A5-entry-F-om_terrains", "an overmap terrain id or an object {om_terrain, ...}", e);
    const om = own(e, "om_terrain");
    if (typeof om !== "string")
      return r.expected([...at, "om_terrain"], "A5-om-obj-F-om_terrain", "an overmap terrain id string", om);
    const mt = own(e, "om_terrain_match_type");
    const params = own(e, "parameters");
    if (mt === undefined && params === undefined)
      return r.error(
        at,
        "A5-om-obj-atleast",
        "an om_terrains object needs parameters or om_terrain_match_type (or both)",
      );
    if (mt !== undefined && !(MATCH_TYPES as readonly Json[]).includes(mt)) {
      return r.error(
        [...at, "om_terrain_match_type"],
        "A5-om-obj-match-other",
        `om_terrain_match_type must be one of ${MATCH_TYPES.join(", ")}, got ${JSON.stringify(mt)}`,
      );
    }
    let parameters: Record<string, string[]> | undefined;
    if (params !== undefined) {
      if (!isJsonObject(params))
        return r.expected(
          [...at, "parameters"],
          "A5-om-obj-F-parameters",
          "an object mapping parameter names to arrays of values",
          params,
        );
      parameters = {};
      for (const [k, vals] of Object.entries(params)) {
        if (!Array.isArray(vals) || !vals.every((x): x is string => typeof x === "string"))
          return r.expected([...at, "parameters", k], "A5-om-obj-F-parameters", "an array of accepted values", vals);
        defineOwn(parameters, k, vals);
      }
    }
    const unknown = Object.keys(e).filter(
      (k) => !["om_terrain", "om_terrain_match_type", "parameters"].includes(k) && !k.startsWith("//"),
    );
    for (const k of unknown) r.warn([...at, k], "G-6", `unknown member ${JSON.stringify(k)} is ignored`);
    out.push({ kind: "terrain", omTerrain: om, matchType: (mt as MatchType | undefined) ?? "TYPE", parameters });
  });
  return out;
}

function decode(json: JsonObject, ctx: DecodeCtx): RecipeGroup | undefined {
  const r = new Reader(ctx);
  const id = groupIds(json)[0];
  if (id === undefined) return void r.error(["id"], "A5-F-name", "a recipe group needs an id (or name) string");
  if (typeof own(json, "id") === "string" && own(json, "name") !== undefined) {
    r.warn(["name"], "A5-F-name", "both id and name are given; id is the group id");
  }
  const special = SPECIAL_GROUPS.includes(id);
  const bt = own(json, "building_type") ?? "NONE";
  if (typeof bt !== "string")
    return void r.expected(["building_type"], "A5-F-building_type", "a building type string", bt);
  if (special && bt !== "NONE")
    r.error(["building_type"], "A5-special-bt", `${id} must have building_type NONE, got ${JSON.stringify(bt)}`);
  else if (!BUILDING_TYPES.includes(bt))
    r.warn(
      ["building_type"],
      "A5-F-building_type",
      `building_type ${JSON.stringify(bt)} is not one of ${BUILDING_TYPES.join(", ")}; no camp feature will make this group visible`,
    );
  const list = own(json, "recipes");
  if (!Array.isArray(list)) return void r.expected(["recipes"], "A5-F-recipes", "an array of recipe entries", list);
  if (special && list.length === 0) r.error(["recipes"], "A5-F-recipes", `${id} must list at least one entry`);
  const recipes: RecipeGroupEntry[] = [];
  list.forEach((e, i) => {
    const at: Seg[] = ["recipes", i];
    if (!isJsonObject(e)) return r.expected(at, "A5-entry-object", "an entry object {id, description, om_terrains}", e);
    const eid = own(e, "id");
    if (typeof eid !== "string") return r.expected([...at, "id"], "A5-entry-object", "a recipe id string", eid);
    const desc = own(e, "description");
    if (desc === undefined) return r.error([...at, "description"], "A5-entry-object", "an entry needs a description");
    const description = r.decode(text, desc, [...at, "description"], "A5-entry-F-description");
    if (special && !ENTRY_ID.test(eid))
      r.warn(
        [...at, "id"],
        "A5-entry-F-id",
        `entry id ${JSON.stringify(eid)} does not match the pattern faction_base_X_0`,
      );
    const omRaw = own(e, "om_terrains");
    if (special && omRaw === undefined)
      return r.error([...at, "om_terrains"], "A5-entry-object", `an entry of ${id} needs om_terrains`);
    const omTerrains = omRaw === undefined ? [] : readOmTerrains(r, omRaw, [...at, "om_terrains"]);
    for (const k of Object.keys(e)) {
      if (!["id", "description", "om_terrains"].includes(k) && !k.startsWith("//"))
        r.warn([...at, k], "G-6", `unknown member ${JSON.stringify(k)} is ignored`);
    }
    if (description !== undefined) recipes.push({ id: eid, description, omTerrains });
  });
  return r.ok ? { id, buildingType: bt, recipes } : undefined;
}

/**
 * Ids some mission can provide (A5-R1b): every mission's result and every `blueprint_provides` id.
 * Only missions provide camp features; ordinary recipes (decoded on first use) never do.
 */
function providedIds(content: ContentLike): Set<string> {
  return memoised(content, "recipe_group.provided", () => {
    const out = new Set<string>();
    for (const r of (content.table("recipe")?.checkedValues() ?? []) as Recipe[]) {
      if (!r.blueprint) continue;
      out.add(r.result);
      for (const p of r.blueprint.provides) out.add(p.id);
    }
    return out;
  });
}

function check(value: RecipeGroup, ctx: CheckCtx, content: ContentLike): void {
  const special = SPECIAL_GROUPS.includes(value.id);
  const recipes = content.table("recipe");
  value.recipes.forEach((e, i) => {
    // G-4 (REAL): an entry naming no recipe is never craftable, and only a warning.
    const found = ctx.ref("recipe", e.id, ["recipes", i, "id"], "G-4", { warnOnly: true });
    if (value.id === EXPANSIONS_GROUP) ctx.ref("overmap_terrain", e.id, ["recipes", i, "id"], "A5-R2");
    if (!special || !found) return;
    const recipe = recipes?.peek(e.id) as Recipe | undefined;
    const provided = providedIds(content);
    const unmeetable = (recipe?.blueprint?.requires ?? []).some((q) => !provided.has(q.id));
    if (!unmeetable) {
      ctx.sink.error(
        ctx.atMember("recipes", i, "id"),
        "A5-R1b",
        `start recipe ${JSON.stringify(e.id)} must require a feature no mission provides (such as "not_an_upgrade"), so that it is never offered as an upgrade`,
      );
    }
  });
}

export const recipeGroupKind: KindDef<RecipeGroup> = {
  kind: "recipe_group",
  label: "recipe groups",
  rules: { "": "A5-F-recipes", id: "A5-F-name" },
  members: new Set(["type", "id", "name", "building_type", "recipes"]),
  idsOf: groupIds,
  duplicates: "replace",
  decode,
  check,
};
