/**
 * The schema of the camp kinds (spec section A): upgrade missions (recipes with
 * `construction_blueprint`; ordinary recipes are read leniently and stay unjudged) and recipe
 * groups, closed where the loader warns about unknown members.
 */
import { duration, nonNegativeInteger, text } from "../codec/common.js";
import type { JsonSchema } from "../codec/meta.js";
import { recipeKind } from "../kinds/recipe.js";
import { BUILDING_TYPES, recipeGroupKind } from "../kinds/recipe_group.js";
import { codecSchema } from "./codec_schema.js";
import { kindSchema, suggested, unlessInherited } from "./envelope.js";

const closed = (properties: Record<string, JsonSchema>, more: JsonSchema = {}): JsonSchema => ({
  type: "object",
  properties,
  patternProperties: { "^//": {} },
  additionalProperties: false,
  ...more,
});

const features = (member: string): JsonSchema => ({
  type: "array",
  description: `Camp features as {id, amount?}. [A1-F-${member}]`,
  items: closed(
    {
      id: { type: "string" },
      amount: { ...codecSchema(nonNegativeInteger).schema, default: 1, description: "[A1-F-amount-range]" },
    },
    { required: ["id"] },
  ),
});

const NEEDS = closed({
  time: { ...codecSchema(duration).schema, default: 0 },
  skills: { type: "array", description: "[skill, level] pairs." },
  inline: closed({ tools: {}, qualities: {}, components: {} }),
});

/** An upgrade mission: a recipe with construction_blueprint (A1-F-type). */
export const MISSION_SCHEMA: JsonSchema = kindSchema({
  types: ["recipe"],
  description: "A faction camp upgrade mission: a recipe with construction_blueprint (A1).",
  members: recipeKind.members ?? [],
  typed: {
    construction_blueprint: { type: "string", description: "The update_mapgen_id the mission applies. [A1-F-type]" },
    blueprint_name: { ...codecSchema(text).schema, description: "[A1-F-blueprint_name]" },
    construction_name: { ...codecSchema(text).schema, description: "[A1-F-construction_name]" },
    blueprint_provides: features("blueprint_provides"),
    blueprint_requires: features("blueprint_requires"),
    blueprint_excludes: features("blueprint_excludes"),
    blueprint_needs: { ...NEEDS, description: "[A1-F-blueprint_needs]" },
    blueprint_parameter_names: {
      type: "object",
      description: "Names of the options of each parameter. [A4-R3a]",
      additionalProperties: { type: "object", additionalProperties: codecSchema(text).schema },
    },
    time: { ...codecSchema(duration).schema, description: "[A1-F-time]" },
  },
  closed: true,
});

const ENTRY = closed(
  {
    id: {
      type: "string",
      description: "A recipe id (an expansion's overmap terrain for the expansions group). [A5-entry-object]",
    },
    description: { ...codecSchema(text).schema, description: "[A5-entry-F-description]" },
    om_terrains: {
      type: "array",
      description: "Overmap terrains the entry may be built on. [A5-entry-object]",
      items: {
        anyOf: [
          { type: "string" },
          closed({
            om_terrain: { type: "string" },
            om_terrain_match_type: { type: "string" },
            parameters: { type: "object" },
          }),
        ],
      },
    },
  },
  { required: ["id", "description"] },
);

export const RECIPE_GROUP_SCHEMA: JsonSchema = kindSchema({
  types: ["recipe_group"],
  description: "A recipe group: a camp's buildable expansions or the missions of a building (A5).",
  members: recipeGroupKind.members ?? [],
  typed: {
    name: { type: "string", description: "The group's id when it has no id. [A5-F-name]" },
    building_type: { ...suggested(BUILDING_TYPES, "[A5-F-building_type]"), default: "NONE" },
    recipes: { type: "array", items: ENTRY, description: "[A5-F-recipes]" },
  },
  closed: true,
  allOf: [unlessInherited({ required: ["recipes"] })],
});
