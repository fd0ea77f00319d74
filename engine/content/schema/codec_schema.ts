/**
 * A codec's JSON Schema: io-ts structures by their `_tag`, the kit's own codecs by what they
 * registered (codec/meta.ts). A codec that says nothing of its shape (a hand-written `t.Type`)
 * accepts any value and carries its name as the description, so the schema never rejects what
 * the loader accepts.
 */
import type * as t from "io-ts";
import { metaOf, type JsonSchema } from "../codec/meta.js";

/** A member's schema, and whether the member may be left out (its codec accepts `undefined`). */
export interface MemberSchema {
  readonly schema: JsonSchema;
  readonly optional: boolean;
}

type Decoder = t.Decoder<unknown, unknown>;

/** The io-ts structure fields of a codec, read without `any`. */
interface Tagged {
  readonly _tag?: string;
  readonly name: string;
  readonly value?: unknown;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly types?: readonly Decoder[];
  readonly type?: Decoder;
  readonly props?: t.Props;
  readonly codomain?: Decoder;
}

export function codecSchema(codec: Decoder): MemberSchema {
  const meta = metaOf(codec);
  if (meta) {
    if ("schema" in meta) return { schema: meta.schema, optional: false };
    if ("wraps" in meta) {
      // A tolerant member reads a malformed value as its default without a word, as the game
      // does: the schema accepts what the loader accepts, and says what it expects.
      const inner = meta.tolerant
        ? { description: `${meta.wraps.name}; a malformed value reads as the default` }
        : codecSchema(meta.wraps).schema;
      const fallback = jsonDefault(meta.fallback);
      return { schema: fallback === undefined ? inner : { ...inner, default: fallback }, optional: true };
    }
    if ("shape" in meta) return codecSchema(meta.shape);
    if ("either" in meta) return plain({ anyOf: [codecSchema(meta.either).schema, ...meta.or] });
    return { schema: objectOf(meta.strict.required, meta.strict.optional, false), optional: false };
  }
  const c = codec as unknown as Tagged;
  switch (c._tag) {
    case "StringType":
      return plain({ type: "string" });
    case "NumberType":
      return plain({ type: "number" });
    case "BooleanType":
      return plain({ type: "boolean" });
    case "NullType":
      return plain({ type: "null" });
    case "UndefinedType":
    case "VoidType":
      return { schema: { not: {} }, optional: true };
    case "UnknownType":
    case "AnyType":
      return { schema: {}, optional: true };
    case "LiteralType":
      return plain({ const: c.value });
    case "KeyofType":
      return plain({ enum: Object.keys(c.keys ?? {}) });
    case "UnionType":
      return unionOf(c.types ?? []);
    case "ArrayType":
    case "ReadonlyArrayType":
      return plain({ type: "array", items: c.type ? codecSchema(c.type).schema : {} });
    case "InterfaceType":
      return plain(objectOf(c.props ?? {}, {}, true));
    case "PartialType":
      return plain(objectOf({}, c.props ?? {}, true));
    case "ExactType":
    case "StrictType":
    case "ReadonlyType":
    case "RefinementType":
      return c.type ? codecSchema(c.type) : plain({});
    case "IntersectionType":
      return plain({ allOf: (c.types ?? []).map((x) => codecSchema(x).schema) });
    case "DictionaryType":
      return plain({ type: "object", additionalProperties: c.codomain ? codecSchema(c.codomain).schema : {} });
    case "TupleType": {
      const items = (c.types ?? []).map((x) => codecSchema(x).schema);
      return plain({ type: "array", prefixItems: items, minItems: items.length, maxItems: items.length });
    }
    default:
      return plain({ description: c.name });
  }
}

const plain = (schema: JsonSchema): MemberSchema => ({ schema, optional: false });

function unionOf(types: readonly Decoder[]): MemberSchema {
  const branches = types.map(codecSchema);
  const optional = branches.some((b) => b.optional);
  const kept = branches.filter((b) => !(b.optional && isNever(b.schema))).map((b) => b.schema);
  if (kept.length === 1) return { schema: kept[0] as JsonSchema, optional };
  return { schema: { anyOf: kept }, optional };
}

const isNever = (s: JsonSchema): boolean => Object.keys(s).length === 1 && typeof s["not"] === "object";

/**
 * An object of these members. io-ts's `t.type` drops unknown members silently, so only a strict
 * object (`strictObject`) closes its member list.
 */
export function objectOf(required: t.Props, optional: t.Props, open: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const needed: string[] = [];
  for (const [key, codec] of Object.entries(required)) {
    const m = codecSchema(codec as Decoder);
    properties[key] = m.schema;
    if (!m.optional) needed.push(key);
  }
  for (const [key, codec] of Object.entries(optional)) properties[key] = codecSchema(codec as Decoder).schema;
  return {
    type: "object",
    properties,
    ...(needed.length > 0 ? { required: needed } : {}),
    ...(open ? {} : { patternProperties: { "^//": {} }, additionalProperties: false }),
  };
}

/** A fallback as a JSON Schema `default`: plain JSON only (not undefined, Sets or functions). */
function jsonDefault(value: unknown): unknown {
  if (value === undefined || typeof value === "function") return undefined;
  if (value instanceof Set || value instanceof Map) return undefined;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return undefined;
  }
}
