/**
 * The JSON Schema (draft-07, the draft editors complete best: VS Code's JSON service completes
 * tuples written as `items: [...]`, not 2020-12's `prefixItems`) of a CDDA content file as
 * cdda-sim reads it: an array of objects (or one object), each judged by the schema of its `type`
 * where cdda-sim models that kind, and otherwise closed over the members the game's loaders read
 * (the member catalogue, engine/content/catalogue), so that a typo in any kind is flagged.
 */
import type { JsonSchema } from "../codec/meta.js";
import { KINDS, type KindName } from "../kinds/index.js";
import type { KindDef } from "../kinds/kind.js";
import { MISSION_SCHEMA, RECIPE_GROUP_SCHEMA } from "./camp.js";
import { CLIMBING_AID_SCHEMA } from "./climbing.js";
import { FURNITURE_SCHEMA, TERRAIN_SCHEMA } from "./examine.js";
import { kindSchema } from "./envelope.js";
import { MONSTER_ATTACK_SCHEMA, MONSTER_SCHEMA } from "./monsters.js";
import { knownTypes, membersOf } from "../catalogue/index.js";
import type { IdIndex } from "../catalogue/ids.js";
import { idCompletion } from "./ids.js";

export const SCHEMA_DRAFT = "http://json-schema.org/draft-07/schema#";

/** One `type` value's schema, and the condition (beyond the type) under which it applies. */
interface Dispatch {
  readonly type: string;
  readonly def: string;
  readonly when?: JsonSchema;
}

/** A closed frame from a kind's member list alone: for modelled kinds the generator has no shapes for. */
function membersOnly(kind: KindName, type: string, what: string): JsonSchema {
  const def = KINDS[kind] as KindDef<unknown>;
  return kindSchema({
    types: [type],
    description: `${what}: cdda-sim knows its members and checks their values when it loads it.`,
    members: def.members ?? [],
    typed: {},
    closed: true,
  });
}

const DEFS: Readonly<Record<string, JsonSchema>> = {
  climbing_aid: CLIMBING_AID_SCHEMA,
  terrain: TERRAIN_SCHEMA,
  furniture: FURNITURE_SCHEMA,
  monster: MONSTER_SCHEMA,
  monster_attack: MONSTER_ATTACK_SCHEMA,
  upgrade_mission: MISSION_SCHEMA,
  recipe_group: RECIPE_GROUP_SCHEMA,
  update_mapgen: membersOnly("update_mapgen", "mapgen", "An update mapgen (A2, A3)"),
  nested_mapgen: membersOnly("nested_mapgen", "mapgen", "A nested mapgen (A3)"),
  palette: membersOnly("palette", "palette", "A mapgen palette (A3)"),
  effect_on_condition: membersOnly("effect_on_condition", "effect_on_condition", "An effect on condition (B3)"),
  gate: membersOnly("gate", "gate", "A gate (B2 controls_gate)"),
};

const DISPATCH: readonly Dispatch[] = [
  { type: "climbing_aid", def: "climbing_aid" },
  { type: "terrain", def: "terrain" },
  { type: "furniture", def: "furniture" },
  { type: "MONSTER", def: "monster" },
  { type: "monster_attack", def: "monster_attack" },
  // Ordinary recipes are read leniently (a tolerant projection) and never judged.
  { type: "recipe", def: "upgrade_mission", when: { required: ["construction_blueprint"] } },
  { type: "recipe_group", def: "recipe_group" },
  { type: "mapgen", def: "update_mapgen", when: { required: ["update_mapgen_id"] } },
  {
    type: "mapgen",
    def: "nested_mapgen",
    when: { required: ["nested_mapgen_id"], not: { required: ["update_mapgen_id"] } },
  },
  { type: "palette", def: "palette" },
  { type: "effect_on_condition", def: "effect_on_condition" },
  { type: "gate", def: "gate" },
];

/** The `type` values whose objects this schema judges. */
export const JUDGED_TYPES: readonly string[] = [...new Set(DISPATCH.map((d) => d.type))];

/** The other types of the game: closed over the members its loaders read, values unchecked. */
function catalogueDispatch(): { defs: Record<string, JsonSchema>; dispatch: Dispatch[] } {
  const defs: Record<string, JsonSchema> = {};
  const dispatch: Dispatch[] = [];
  const frame = (type: string): JsonSchema =>
    kindSchema({
      types: [type],
      description: `A ${type} object: its members are those the game's loaders read (cdda-sim's member catalogue); their values are not checked.`,
      members: [...(membersOf(type) ?? [])].filter((m) => m !== "id" && m !== "type"),
      typed: {},
      closed: true,
    });
  for (const type of knownTypes()) {
    const def = `catalogue_${type}`;
    if (type === "recipe") {
      defs[def] = frame(type);
      dispatch.push({ type, def, when: { not: { required: ["construction_blueprint"] } } });
    } else if (type === "mapgen") {
      defs[def] = frame(type);
      dispatch.push({
        type,
        def,
        when: { not: { anyOf: [{ required: ["update_mapgen_id"] }, { required: ["nested_mapgen_id"] }] } },
      });
    } else if (!JUDGED_TYPES.includes(type)) {
      defs[def] = frame(type);
      dispatch.push({ type, def });
    }
  }
  return { defs, dispatch };
}

/** 2020-12 forms as draft-07 writes them: `prefixItems` tuples as `items` arrays, `$defs` as `definitions`. */
function toDraft07(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(toDraft07);
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === "$ref" && typeof x === "string") out[k] = x.replace("#/$defs/", "#/definitions/");
    else if (k === "prefixItems") out["items"] = toDraft07(x);
    else if (k === "$defs") out["definitions"] = toDraft07(x);
    else out[k] = toDraft07(x);
  }
  return out;
}

export interface SchemaOptions {
  /** The ids of loaded content, offered where a member names a monster, item, terrain or furniture (ids.ts). */
  readonly ids?: IdIndex;
}

/** The whole schema: deterministic (same engine and content, same bytes). */
export function contentSchema(options: SchemaOptions = {}): JsonSchema {
  const catalogue = catalogueDispatch();
  const completion = idCompletion(options.ids);
  const object: JsonSchema = {
    type: "object",
    description: "A CDDA content object; its type selects the schema cdda-sim checks it with.",
    properties: {
      type: {
        description: "The object's kind. Kinds cdda-sim does not model are accepted unchecked. [G-1]",
        anyOf: [{ enum: [...new Set([...JUDGED_TYPES, ...knownTypes()])].sort() }, { type: "string" }],
      },
    },
    required: ["type"],
    allOf: [
      ...[...DISPATCH, ...catalogue.dispatch].map((d) => ({
        if: { properties: { type: { const: d.type } }, required: ["type"], ...(d.when ?? {}) },
        then: { $ref: `#/$defs/${d.def}` },
      })),
      ...[...completion.byType].map(([type, then]) => ({
        if: { properties: { type: { const: type } }, required: ["type"] },
        then,
      })),
    ],
  };
  return toDraft07({
    $schema: SCHEMA_DRAFT,
    title: "CDDA content as cdda-sim reads it",
    description:
      "Content files of Cataclysm: Dark Days Ahead (an array of objects, or one object). Generated by `cdda-sim schema` from cdda-sim's codecs: descriptions name requirement IDs in brackets; objects of the kinds cdda-sim does not model are checked against the members the game's loaders read.",
    anyOf: [{ type: "array", items: { $ref: "#/$defs/object" } }, { $ref: "#/$defs/object" }],
    $defs: { object, ...DEFS, ...catalogue.defs, ...completion.defs },
  }) as JsonSchema;
}
