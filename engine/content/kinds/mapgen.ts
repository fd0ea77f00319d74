/** PLACEHOLDER: replaced by the camp area's full codec. */
import * as t from "io-ts";
import { own, type JsonObject } from "../json/types.js";
import { minimalKind } from "./minimal.js";

export interface UpdateMapgen {
  readonly update_mapgen_id: string;
}
export interface NestedMapgen {
  readonly nested_mapgen_id: string;
}
export interface OmMapgen {
  readonly id: string;
}

const idFrom = (member: string) => (json: JsonObject): readonly string[] => {
  const v = own(json, member);
  return typeof v === "string" ? [v] : [];
};

export const updateMapgenKind = { ...minimalKind<UpdateMapgen>({ kind: "update_mapgen", label: "update mapgen", codec: t.type({ update_mapgen_id: t.string }), idsOf: idFrom("update_mapgen_id") }), duplicates: "alternatives" as const };
export const nestedMapgenKind = { ...minimalKind<NestedMapgen>({ kind: "nested_mapgen", label: "nested mapgen", codec: t.type({ nested_mapgen_id: t.string }), idsOf: idFrom("nested_mapgen_id") }), duplicates: "alternatives" as const };
export const omMapgenKind = { ...minimalKind<OmMapgen>({ kind: "om_mapgen", label: "overmap mapgen", codec: t.type({}) as unknown as t.Type<OmMapgen>, idsOf: () => [] }), duplicates: "alternatives" as const, anonymous: true };
