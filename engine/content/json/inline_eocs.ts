/**
 * Effect-on-condition objects defined inline, with an `id`, inside other objects (an examine
 * action's `effect_on_conditions`, another EOC's `run_eocs`, an item's use action, a mutation's
 * `activated_eocs`, ...). The game registers each by its id, so another object may name it. They
 * are found by walking the objects of files whose text mentions EOCs at all: a nested object under
 * a member whose name speaks of EOCs, with a string `id` and an effect or a condition.
 */
import { appendPath } from "./path.js";
import type { RawObject } from "./read.js";
import { isJsonObject, type Json, type JsonObject } from "./types.js";

/** Does a file's text mention EOCs at all (the cheap test before walking its objects)? */
export const MENTIONS_EOCS = /eoc|effect_on_condition/i;

const EOC_MEMBER = /eoc|effect_on_condition/i;

function isInlineEoc(o: JsonObject): boolean {
  if (typeof o["id"] !== "string") return false;
  const type = o["type"];
  if (type !== undefined && type !== "effect_on_condition") return false;
  return Object.hasOwn(o, "effect") || Object.hasOwn(o, "false_effect") || Object.hasOwn(o, "condition");
}

/** Calls `found` for every inline EOC with an id inside `raw` (nested ones too), as an object of its own. */
export function findInlineEocs(raw: RawObject, found: (eoc: RawObject) => void): void {
  const walk = (value: Json, path: string, eocMember: boolean): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${path}[${i}]`, eocMember));
      return;
    }
    if (!isJsonObject(value)) return;
    if (eocMember && isInlineEoc(value))
      found({ json: value, file: raw.file, path, order: raw.order, base: raw.base, inlineEoc: true });
    for (const key of Object.keys(value)) {
      if (key.startsWith("//")) continue;
      walk(value[key] as Json, appendPath(path, key), EOC_MEMBER.test(key));
    }
  };
  for (const key of Object.keys(raw.json)) {
    if (key.startsWith("//")) continue;
    walk(raw.json[key] as Json, appendPath(raw.path, key), EOC_MEMBER.test(key));
  }
}
