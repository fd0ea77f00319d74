/** PLACEHOLDER: replaced by the area's full codec. */
import * as t from "io-ts";
import { minimalKind } from "./minimal.js";

export interface RecipeGroup {
  readonly id: string;
}

export const recipeGroupKind = minimalKind<RecipeGroup>({ kind: "recipe_group", label: "recipe groups", codec: t.type({ id: t.string }) });
