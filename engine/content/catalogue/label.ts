/**
 * What names an object that has no id, for a modder reading a list of objects: a mapgen by its
 * overmap terrain or its nested or update mapgen id, an object of an older game by the member the
 * game once read as its id (`ident`). Undefined when nothing does; the caller then gives its line.
 */
const NAMING_MEMBERS = ["om_terrain", "nested_mapgen_id", "update_mapgen_id", "ident"] as const;

/** The first string of a value: a string, or the first string of a (nested) array, as om_terrain is. */
function firstString(v: unknown, depth = 0): { readonly first: string; readonly more: boolean } | undefined {
  if (typeof v === "string") return { first: v, more: false };
  if (!Array.isArray(v) || depth > 3) return undefined;
  const strings = v.flat(3).filter((x): x is string => typeof x === "string");
  const first = strings[0];
  return first === undefined ? undefined : { first, more: strings.length > 1 };
}

export function unnamedLabel(json: Readonly<Record<string, unknown>>): string | undefined {
  for (const k of NAMING_MEMBERS) {
    const s = firstString(json[k]);
    if (s) return `${k} ${JSON.stringify(s.first)}${s.more ? " ..." : ""}`;
  }
  return undefined;
}
