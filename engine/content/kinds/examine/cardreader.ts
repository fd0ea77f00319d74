/**
 * The `cardreader` actor (B3): every member with its default, and the load rules: required
 * `flags` (non-empty), `success_msg` and `redundant_msg`; non-negative radii; `mapgen_id`
 * excluding `radius`, `terrain_changes` and `furn_changes` (E-2); warnings for a reader that can
 * change nothing and for a question without text.
 */
import * as t from "io-ts";
import type { PathSegment } from "../../json/path.js";
import { defineOwn, hasOwn, own, type JsonObject } from "../../json/types.js";
import { memberPath, warnUnknownMembers, type DecodeTarget } from "../../codec/decode.js";
import { nonNegativeInteger, text, withDefault } from "../../codec/common.js";
import { describe } from "../../values/duration.js";
import { fieldOk, optional } from "./field.js";
import type { CardreaderActor } from "./types.js";

export const CARDREADER_MEMBERS: ReadonlySet<string> = new Set([
  "type",
  "flags",
  "consume_card",
  "allow_hacking",
  "despawn_monsters",
  "omt_allowed_radius",
  "mapgen_id",
  "radius",
  "terrain_changes",
  "furn_changes",
  "query",
  "query_msg",
  "success_msg",
  "redundant_msg",
]);

export const CARDREADER_DEFAULTS = {
  consumeCard: true,
  allowHacking: true,
  despawnMonsters: true,
  omtAllowedRadius: null,
  radius: 3,
  query: true,
} as const;

const nonEmptyFlags = new t.Type<readonly string[], readonly string[], unknown>(
  "non-empty array of item flags",
  (u): u is readonly string[] => Array.isArray(u) && u.length > 0 && u.every((x) => typeof x === "string"),
  (u, c) => {
    if (u === undefined)
      return t.failure(u, c, "required member is missing (expected a non-empty array of item flags)");
    if (!Array.isArray(u) || !u.every((x) => typeof x === "string"))
      return t.failure(u, c, `expected an array of item flags, got ${describe(u)}`);
    if (u.length === 0)
      return t.failure(u, c, "the array of card flags is empty, so no item could ever be used as a card");
    return t.success(u as string[]);
  },
  t.identity,
);

/** An object of id to id, kept as own data properties (ids such as `__proto__` stay plain keys). */
const idMap = new t.Type<Readonly<Record<string, string>>, Readonly<Record<string, string>>, unknown>(
  "object from id to id",
  (u): u is Readonly<Record<string, string>> => typeof u === "object" && u !== null && !Array.isArray(u),
  (u, c) => {
    if (typeof u !== "object" || u === null || Array.isArray(u)) return t.failure(u, c);
    const out: Record<string, string> = {};
    for (const key of Object.keys(u)) {
      const v = (u as Record<string, unknown>)[key];
      if (typeof v !== "string")
        return t.failure(v, [...c, { key, type: t.string, actual: v }], `expected an id (string), got ${describe(v)}`);
      defineOwn(out, key, v);
    }
    return t.success(out);
  },
  t.identity,
);

const requiredText = new t.Type<string, string, unknown>(
  "text",
  (u): u is string => typeof u === "string",
  (u, c) => (u === undefined ? t.failure(u, c, "required member is missing (expected text)") : text.validate(u, c)),
  t.identity,
);

const omtRadius = new t.Type<number | null, number | null, unknown>(
  "integer >= 0",
  (u): u is number | null => u === null || (typeof u === "number" && Number.isInteger(u) && u >= 0),
  (u, c) => {
    if (u === undefined) return t.success(null);
    if (typeof u === "number" && Number.isInteger(u) && u >= 0) return t.success(u);
    if (typeof u === "number" && Number.isInteger(u))
      return t.failure(u, c, `omt_allowed_radius must be 0 or more, got ${u}`);
    return t.failure(u, c, `expected an integer >= 0, got ${describe(u)}`);
  },
  t.identity,
);

export function decodeCardreader(
  obj: JsonObject,
  target: DecodeTarget,
  base: readonly PathSegment[],
): CardreaderActor | undefined {
  warnUnknownMembers(obj, CARDREADER_MEMBERS, target, base);
  let ok = true;
  const get = <A>(codec: t.Decoder<unknown, A>, key: string, rule: string, fallback: A): A => {
    const r = fieldOk(codec, own(obj, key), target, [...base, key], rule);
    if (r.ok) return r.value;
    ok = false;
    return fallback;
  };
  const flags = get(nonEmptyFlags, "flags", "B3-cardreader-F-flags", []);
  const consumeCard = get(
    withDefault(t.boolean, CARDREADER_DEFAULTS.consumeCard),
    "consume_card",
    "B3-cardreader-F-consume_card",
    true,
  );
  const allowHacking = get(
    withDefault(t.boolean, CARDREADER_DEFAULTS.allowHacking),
    "allow_hacking",
    "B3-cardreader-F-allow_hacking",
    true,
  );
  const despawnMonsters = get(
    withDefault(t.boolean, CARDREADER_DEFAULTS.despawnMonsters),
    "despawn_monsters",
    "B3-cardreader-F-despawn_monsters",
    true,
  );
  const omtRaw = own(obj, "omt_allowed_radius");
  const omtRule =
    typeof omtRaw === "number" && Number.isInteger(omtRaw) && omtRaw < 0
      ? "B3-cardreader-omt-negative"
      : "B3-cardreader-F-omt_allowed_radius";
  const omtAllowedRadius = get(omtRadius, "omt_allowed_radius", omtRule, null);
  const mapgenId = get(optional(t.string), "mapgen_id", "B3-cardreader-F-mapgen_id", undefined);
  const radius = get(
    withDefault(nonNegativeInteger, CARDREADER_DEFAULTS.radius),
    "radius",
    "B3-cardreader-F-radius",
    3,
  );
  const terrainChanges = get(withDefault(idMap, {}), "terrain_changes", "B3-cardreader-F-terrain_changes", {});
  const furnChanges = get(withDefault(idMap, {}), "furn_changes", "B3-cardreader-F-furn_changes", {});
  const query = get(withDefault(t.boolean, CARDREADER_DEFAULTS.query), "query", "B3-cardreader-F-query", true);
  const queryMsg = get(optional(text), "query_msg", "B3-cardreader-F-query_msg", undefined);
  const successMsg = get(requiredText, "success_msg", "B3-cardreader-F-success_msg", "");
  const redundantMsg = get(requiredText, "redundant_msg", "B3-cardreader-F-redundant_msg", "");

  if (mapgenId !== undefined) {
    for (const key of ["radius", "terrain_changes", "furn_changes"]) {
      if (!hasOwn(obj, key)) continue;
      target.sink.error(
        memberPath(target, ...base, key),
        "B3-cardreader-mapgen-conflict",
        `"${key}" cannot be combined with "mapgen_id": a reader either runs a map update or changes tiles around it (E-2)`,
      );
      ok = false;
    }
  } else if (ok && Object.keys(terrainChanges).length === 0 && Object.keys(furnChanges).length === 0) {
    target.sink.warn(
      memberPath(target, ...base),
      "B3-cardreader-nochange",
      "this card reader has no mapgen_id, terrain_changes or furn_changes, so it can never open anything",
    );
  }
  if (query && queryMsg === undefined && own(obj, "query_msg") === undefined) {
    target.sink.warn(
      memberPath(target, ...base),
      "B3-cardreader-F-query_msg",
      "query is on but query_msg is missing; a generic question is used",
    );
  }
  if (!ok) return undefined;
  return {
    kind: "cardreader",
    flags,
    consumeCard,
    allowHacking,
    despawnMonsters,
    omtAllowedRadius,
    mapgenId,
    radius,
    terrainChanges,
    furnChanges,
    query,
    queryMsg,
    successMsg,
    redundantMsg,
  };
}
