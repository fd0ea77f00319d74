/**
 * Requirement objects: named sets of tools, qualities and components that recipes (`using`,
 * `"LIST"` entries) and constructions refer to. Tolerant projection for the needs calculation
 * (A1-needs-auto).
 */
import { own, type JsonObject } from "../json/types.js";
import type { DecodeCtx, KindDef } from "./kind.js";
import { readParts, type RequirementParts } from "./camp/requirements.js";
import { silentReader } from "./camp/tolerant_reader.js";

export interface Requirement extends RequirementParts {
  /** JSON `id`. */
  readonly id: string;
}

function decode(json: JsonObject, ctx: DecodeCtx): Requirement | undefined {
  const id = own(json, "id");
  if (typeof id !== "string") {
    ctx.sink.error(ctx.at, "G-1", "a requirement needs a string id");
    return undefined;
  }
  const r = silentReader(ctx);
  return {
    id,
    ...readParts(r, json, [], "G-15"),
  };
}

export const requirementKind: KindDef<Requirement> = {
  // A tolerant projection: nothing checks it, so it is decoded (and its files read) on first use.
  lazy: true,
  kind: "requirement",
  label: "requirements",
  rules: { "": "G-15" },
  duplicates: "replace",
  decode,
};
