/**
 * Effect-on-condition objects defined inline, with an `id`, inside other objects (an examine
 * action's `effect_on_conditions`, another EOC's `run_eocs`, an item's use action, a mutation's
 * `activated_eocs`, ...). The game registers each by its id, so another object may name it. They
 * are found by walking the objects of files whose text mentions EOCs at all: a nested object under
 * a member whose name speaks of EOCs, with a string `id` and an effect or a condition.
 */
import { appendPath } from "./path.js";
import type { RawObject } from "./types.js";
import type { Json, JsonObject } from "./types.js";

/** Does a file's text mention EOCs at all (the cheap test before walking its objects)? */
export const MENTIONS_EOCS = /eoc|effect_on_condition/i;

function isInlineEoc(o: JsonObject): boolean {
  if (typeof o["id"] !== "string") return false;
  const type = o["type"];
  if (type !== undefined && type !== "effect_on_condition") return false;
  return Object.hasOwn(o, "effect") || Object.hasOwn(o, "false_effect") || Object.hasOwn(o, "condition");
}

/** Does a member's name speak of EOCs (`effect_on_conditions`, `run_eocs`, `eoc`, `activated_eocs`, ...)? */
function eocMember(key: string): boolean {
  return key.includes("eoc") || key.includes("effect_on_condition") || key.includes("EOC");
}

/** Calls `found` for every inline EOC with an id inside `raw` (nested ones too), as an object of its own. */
export function findInlineEocs(raw: RawObject, found: (eoc: RawObject) => void): void {
  // The path is built only for what is found: most objects hold none.
  const segments: (string | number)[] = [];
  const pathNow = (): string => segments.reduce<string>((p, s) => appendPath(p, s), raw.path);
  const walk = (value: Json, inEocMember: boolean): void => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v = value[i] as Json;
        if (typeof v !== "object" || v === null) continue;
        segments.push(i);
        walk(v, inEocMember);
        segments.pop();
      }
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const o = value as JsonObject;
    if (inEocMember && isInlineEoc(o))
      found({ json: o, file: raw.file, path: pathNow(), order: raw.order, base: raw.base, inlineEoc: true });
    walkMembers(o);
  };
  // Walks an object's members; the top-level object itself is registered as it is, not as an inline EOC.
  const walkMembers = (o: JsonObject): void => {
    for (const key in o) {
      const v = o[key] as Json;
      if (typeof v !== "object" || v === null || key.startsWith("//")) continue;
      segments.push(key);
      walk(v, eocMember(key));
      segments.pop();
    }
  };
  walkMembers(raw.json);
}
