/** PLACEHOLDER: replaced by the camp area's full codec. */
import * as t from "io-ts";
import { own, type JsonObject } from "../json/types.js";
import { minimalKind } from "./minimal.js";

export interface Recipe {
  readonly result: string;
}

/** A recipe's id is its `result`, or `result_<id_suffix>` (G-4). */
export function recipeIds(json: JsonObject): readonly string[] {
  const result = own(json, "result");
  const id = own(json, "id");
  if (typeof id === "string") return [id];
  if (typeof result !== "string") return [];
  const suffix = own(json, "id_suffix");
  return [typeof suffix === "string" && suffix !== "" ? `${result}_${suffix}` : result];
}

export const recipeKind = minimalKind<Recipe>({
  kind: "recipe",
  label: "recipes",
  codec: t.type({ result: t.string }),
  idsOf: recipeIds,
});
