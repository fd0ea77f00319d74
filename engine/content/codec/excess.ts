/**
 * Unknown members of a value decoded by an io-ts codec built from `t.type`, `t.partial`,
 * `t.intersection`, `t.union`, `t.array` and friends, which accept and ignore them: a misspelt
 * `"tunrs"` in an action must be an error, not a silent default. Walks the codec's structure
 * beside the value and names each member no branch declares, with its path. Codecs of other
 * shapes (custom types, records) check their own members or take any.
 */
import * as t from "io-ts";
import { isJsonObject } from "../json/types.js";

export interface ExcessMember {
  /** Path from the value's top to the object holding the member. */
  readonly at: readonly (string | number)[];
  readonly key: string;
  /** The members that object may have. */
  readonly known: readonly string[];
}

/** Members an object may have under this codec, or undefined when the codec is not an object type. */
function declared(codec: t.Decoder<unknown, unknown>): { props: Record<string, t.Mixed> } | undefined {
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType || codec instanceof t.StrictType)
    return { props: codec.props as Record<string, t.Mixed> };
  if (codec instanceof t.IntersectionType) {
    const props: Record<string, t.Mixed> = {};
    for (const part of codec.types as t.Mixed[]) {
      const d = declared(part);
      if (!d) return undefined;
      Object.assign(props, d.props);
    }
    return { props };
  }
  if (codec instanceof t.RefinementType || codec instanceof t.ReadonlyType || codec instanceof t.ExactType)
    return declared(codec.type as t.Mixed);
  return undefined;
}

export function excessMembers(
  codec: t.Decoder<unknown, unknown>,
  value: unknown,
  at: readonly (string | number)[] = [],
): ExcessMember[] {
  if (codec instanceof t.UnionType) {
    // The branch that decodes the value is the one whose members count.
    const chosen = (codec.types as t.Mixed[]).find((b) => b.decode(value)._tag === "Right");
    return chosen ? excessMembers(chosen, value, at) : [];
  }
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) {
    if (!Array.isArray(value)) return [];
    return value.flatMap((v, i) => excessMembers(codec.type as t.Mixed, v, [...at, i]));
  }
  if (codec instanceof t.RefinementType || codec instanceof t.ReadonlyType || codec instanceof t.ExactType) {
    if (!declared(codec)) return excessMembers(codec.type as t.Mixed, value, at);
  }
  const d = declared(codec);
  if (!d || !isJsonObject(value)) return [];
  const known = Object.keys(d.props);
  const out: ExcessMember[] = [];
  for (const key of Object.keys(value)) {
    if (key.startsWith("//")) continue;
    const member = Object.hasOwn(d.props, key) ? d.props[key] : undefined;
    if (member === undefined) out.push({ at, key, known });
    else out.push(...excessMembers(member, value[key], [...at, key]));
  }
  return out;
}
