/**
 * The schema of terrain and furniture (G-15) and their `examine_action` (B1-B3): an action name
 * (the documented names are offered; any other loads with a warning, as `none`), or an actor object
 * selected by its `type`, closed as the loader closes it.
 */
import type * as t from "io-ts";
import { stringOrStrings, text } from "../codec/common.js";
import type { JsonSchema } from "../codec/meta.js";
import { APPLIANCE_MEMBERS, EOC_ACTOR_MEMBERS, MORTAR_MEMBERS } from "../kinds/examine/action.js";
import { CARDREADER_DEFAULTS, CARDREADER_MEMBERS } from "../kinds/examine/cardreader.js";
import { EXAMINE_ACTOR_TYPES, GAME_EXAMINE_NAMES, HARDCODED_EXAMINE_NAMES } from "../kinds/examine/names.js";
import { eocRefs } from "../kinds/effect_on_condition.js";
import { FURNITURE_EXTRAS, furnitureKind } from "../kinds/furniture.js";
import { TERRAIN_EXTRAS, terrainKind } from "../kinds/terrain.js";
import type { KindDef } from "../kinds/kind.js";
import { codecSchema } from "./codec_schema.js";
import { kindSchema, suggested, whenMember } from "./envelope.js";

type Decoder = t.Decoder<unknown, unknown>;

function actor(
  type: string,
  members: ReadonlySet<string>,
  typed: Record<string, JsonSchema>,
  required: string[],
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const m of members) properties[m] = typed[m] ?? {};
  properties["type"] = { const: type };
  return {
    properties,
    patternProperties: { "^//": {} },
    additionalProperties: false,
    ...(required.length > 0 ? { required } : {}),
  };
}

const eocList = (rule: string): JsonSchema => ({
  ...codecSchema(eocRefs).schema,
  description: `${eocRefs.name} [${rule}]`,
});

const rule = (schema: JsonSchema, id: string, fallback?: unknown): JsonSchema => ({
  ...schema,
  description: `[${id}]`,
  ...(fallback !== undefined ? { default: fallback } : {}),
});
const BOOL: JsonSchema = { type: "boolean" };
const ID_MAP: JsonSchema = { type: "object", additionalProperties: { type: "string" } };
const TEXT = codecSchema(text).schema;

const CARDREADER: Record<string, JsonSchema> = {
  flags: rule({ type: "array", items: { type: "string" }, minItems: 1 }, "B3-cardreader-F-flags"),
  consume_card: rule(BOOL, "B3-cardreader-F-consume_card", CARDREADER_DEFAULTS.consumeCard),
  allow_hacking: rule(BOOL, "B3-cardreader-F-allow_hacking", CARDREADER_DEFAULTS.allowHacking),
  despawn_monsters: rule(BOOL, "B3-cardreader-F-despawn_monsters", CARDREADER_DEFAULTS.despawnMonsters),
  omt_allowed_radius: rule(
    { anyOf: [{ type: "integer", minimum: 0 }, { type: "null" }] },
    "B3-cardreader-F-omt_allowed_radius",
    CARDREADER_DEFAULTS.omtAllowedRadius,
  ),
  mapgen_id: rule({ type: "string" }, "B3-cardreader-F-mapgen_id"),
  radius: rule({ type: "integer", minimum: 0 }, "B3-cardreader-F-radius", CARDREADER_DEFAULTS.radius),
  terrain_changes: rule(ID_MAP, "B3-cardreader-F-terrain_changes"),
  furn_changes: rule(ID_MAP, "B3-cardreader-F-furn_changes"),
  query: rule(BOOL, "B3-cardreader-F-query", CARDREADER_DEFAULTS.query),
  query_msg: TEXT,
  success_msg: TEXT,
  redundant_msg: TEXT,
};

const ACTOR: JsonSchema = {
  type: "object",
  description: "An examine actor, selected by its type. [B1-object]",
  required: ["type"],
  properties: { type: { enum: [...EXAMINE_ACTOR_TYPES] } },
  allOf: [
    whenMember(
      "type",
      "appliance_convert",
      actor(
        "appliance_convert",
        APPLIANCE_MEMBERS,
        {
          item: { type: "string", description: "The appliance item placed. [B3-appliance_convert-F-item]" },
          furn_set: { type: "string", description: "[B3-appliance_convert-F-furn_set]" },
          ter_set: { type: "string", description: "[B3-appliance_convert-F-ter_set]" },
        },
        ["item"],
      ),
    ),
    whenMember(
      "type",
      "cardreader",
      actor("cardreader", CARDREADER_MEMBERS, CARDREADER, ["flags", "success_msg", "redundant_msg"]),
    ),
    whenMember(
      "type",
      "effect_on_condition",
      actor(
        "effect_on_condition",
        EOC_ACTOR_MEMBERS,
        { effect_on_conditions: eocList("B3-effect_on_condition-F-effect_on_conditions") },
        ["effect_on_conditions"],
      ),
    ),
    whenMember("type", "mortar", actor("mortar", MORTAR_MEMBERS, { effect_on_conditions: eocList("B3-mortar") }, [])),
  ],
};

export const EXAMINE_ACTION_SCHEMA: JsonSchema = {
  description:
    'What examining the tile does: a hardcoded action name (default "none") or an actor object. An undocumented name loads as "none" with a warning. [B1-string] [B1-object]',
  anyOf: [
    suggested(
      [...HARDCODED_EXAMINE_NAMES, ...GAME_EXAMINE_NAMES],
      "A hardcoded examine action: the specification's [B2-list] or one of the real game's [B1-string].",
    ),
    ACTOR,
  ],
};

function tileSchema(def: KindDef<unknown>, extras: Decoder, what: string): JsonSchema {
  const typed: Record<string, JsonSchema> = {};
  const shape = codecSchema(extras).schema["properties"];
  if (typeof shape === "object" && shape !== null) Object.assign(typed, shape);
  return kindSchema({
    types: [def.kind],
    description: `${what} (G-15); cdda-sim reads its examine action and what the simulation needs.`,
    members: def.members ?? [],
    typed: {
      ...typed,
      name: { ...codecSchema(text).schema, description: "Name. [G-15]" },
      description: { ...codecSchema(text).schema, description: "Description. [G-15]" },
      flags: { ...codecSchema(stringOrStrings).schema, description: "Flags. [G-15]", default: [] },
      examine_action: EXAMINE_ACTION_SCHEMA,
    },
    required: ["id"],
    closed: true,
  });
}

export const TERRAIN_SCHEMA = tileSchema(terrainKind as KindDef<unknown>, TERRAIN_EXTRAS, "Terrain");
export const FURNITURE_SCHEMA = tileSchema(furnitureKind as KindDef<unknown>, FURNITURE_EXTRAS, "Furniture");
