/**
 * How validation shares its work between two threads. The helper thread takes the faction camp
 * kinds (upgrade mission recipes and recipe groups, update, nested and overmap mapgen, palettes)
 * and the map tiles (terrain, furniture, and with them the gates and climbing aids whose checks
 * read their tables): about half of the registering and checking on the real game data. The main
 * thread reads every file, sends the helper its files as it goes, keeps the rest (monsters,
 * overmap terrains, EOCs, ...) and answers the references between the two sides at the end.
 * Which side ends last decides the wall time: the map tiles went over (2026-11-28) once the
 * helper started sooner, and the mapgen's references to them are answered on their own thread.
 * The overmap terrains were tried on either side: no difference measured.
 *
 * The rule that makes the split exact: a check of one side's kinds reads the tables of that side
 * only (ContentLike.table); it may refer to the other side's kinds by id (CheckCtx.ref), which is
 * answered when both sides are done. Inheritance never crosses the sides either: each family lies
 * wholly on one side. spec/content/split.spec.ts holds the split to a single-thread load.
 */
import { familyOf, KIND_NAMES } from "../load/reading.js";
import { KINDS, kindsOfType, type KindName } from "../kinds/index.js";

export const HELPER_KINDS: ReadonlySet<KindName> = new Set<KindName>([
  "recipe",
  "recipe_group",
  "update_mapgen",
  "nested_mapgen",
  "om_mapgen",
  "palette",
  "terrain",
  "furniture",
  "gate",
  "climbing_aid",
]);

export const helperHolds = (k: KindName): boolean => HELPER_KINDS.has(k);
export const mainHolds = (k: KindName): boolean => !HELPER_KINDS.has(k);
export const helperFamilies: ReadonlySet<string> = new Set([...HELPER_KINDS].map(familyOf));

/** Families that would straddle the two sides (must be none; checked by the spec). */
export function straddlingFamilies(): string[] {
  const sides = new Map<string, Set<boolean>>();
  for (const k of KIND_NAMES) {
    const s = sides.get(familyOf(k)) ?? new Set<boolean>();
    s.add(HELPER_KINDS.has(k));
    sides.set(familyOf(k), s);
  }
  return [...sides].filter(([, s]) => s.size > 1).map(([f]) => f);
}

/**
 * Who parses a file, from the `"type"` values of its text: "main" when it names none of the
 * helper's kinds; "helper" when it names only those besides tolerant and unmodelled kinds (the
 * helper then reports on the whole file and hands back the objects of the main side's kinds);
 * "both" when it also names a kind with rules of the main side (each keeps its own kinds, the
 * main thread reports on the file).
 */
export type Route = "main" | "helper" | "both";

export function routeOf(types: ReadonlyMap<string, number>): Route {
  let helper = false;
  let main = false;
  for (const type of types.keys()) {
    for (const k of kindsOfType(type)) {
      if (HELPER_KINDS.has(k)) helper = true;
      else if (!KINDS[k].lazy) main = true;
    }
  }
  if (!helper) return "main";
  return main ? "both" : "helper";
}
