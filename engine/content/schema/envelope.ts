/**
 * The frame every content object of a modelled kind shares: its `type`, the loader's own members
 * (copy-from, abstract, extend, delete, relative, proportional), `//` comments, and the member list
 * the kind knows. Where the loader warns about a member it does not know (G-6), the schema closes
 * the object; members a kind must have are required only of an object that inherits nothing.
 */
import type { JsonSchema } from "../codec/meta.js";

const MEMBER_NAMES: JsonSchema = {
  type: "object",
  description: "Members by name, as the loader's inheritance operators take them. [G-17]",
};

/** The loader's members (engine/content/inherit.ts LOADER_MEMBERS) and ids. */
export const LOADER_PROPERTIES: Readonly<Record<string, JsonSchema>> = {
  "copy-from": { type: "string", description: "Id of the object this one inherits from. [G-17]" },
  abstract: { type: "string", description: "Id of a template: never loaded itself, only copied from. [G-17]" },
  extend: MEMBER_NAMES,
  delete: MEMBER_NAMES,
  relative: MEMBER_NAMES,
  proportional: MEMBER_NAMES,
};

export const ID: JsonSchema = {
  anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
  description: "The object's id (or ids).",
};

export interface KindFrame {
  /** The `type` value(s) of the kind. */
  readonly types: readonly string[];
  readonly description: string;
  /** Every member the kind knows (its KindDef.members), typed or not. */
  readonly members: Iterable<string>;
  /** Schemas of the members the generator knows the shape of; the rest accept any value. */
  readonly typed: Readonly<Record<string, JsonSchema>>;
  /** Members an object that inherits nothing must have. */
  readonly required?: readonly string[];
  /** Closed: any other member is flagged (the loader warns G-6). */
  readonly closed: boolean;
  /** Further rules on the whole object (if-then on members). */
  readonly allOf?: readonly JsonSchema[];
}

export function kindSchema(frame: KindFrame): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const m of [...frame.members].sort())
    properties[m] = { description: "Read by the game; cdda-sim does not check it." };
  Object.assign(properties, LOADER_PROPERTIES);
  properties["id"] = ID;
  Object.assign(properties, frame.typed);
  properties["type"] = frame.types.length === 1 ? { const: frame.types[0] } : { enum: [...frame.types] };
  const rules: JsonSchema[] = [...(frame.allOf ?? [])];
  if (frame.required && frame.required.length > 0) rules.push(unlessInherited({ required: [...frame.required] }));
  return {
    type: "object",
    description: frame.description,
    properties,
    ...(frame.closed ? { patternProperties: { "^//": {} }, additionalProperties: false } : {}),
    ...(rules.length > 0 ? { allOf: rules } : {}),
  };
}

/** `then` holds only for an object that neither copies from another nor is a template. */
export function unlessInherited(then: JsonSchema): JsonSchema {
  return { if: { anyOf: [{ required: ["copy-from"] }, { required: ["abstract"] }] }, else: then };
}

/** Completion for a string that may be any string: the known values first, any other accepted. */
export function suggested(values: readonly string[], description: string): JsonSchema {
  return { description, anyOf: [{ enum: [...values] }, { type: "string" }] };
}

/** `then` when member `name` has value `value`. */
export function whenMember(name: string, value: string, then: JsonSchema): JsonSchema {
  return { if: { properties: { [name]: { const: value } }, required: [name] }, then };
}
