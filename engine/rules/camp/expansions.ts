/**
 * Matching overmap terrains against the special groups' entries (A5-om-*), for founding a camp
 * (A5-special-types) and adding an expansion (A5-special-expansions, A5-expand).
 */
import type { Content } from "../../content/load.js";
import type { OmTerrainMatch, RecipeGroupEntry } from "../../content/kinds/recipe_group.js";
import { otMatches } from "../../mechanics/mapgen/overmap_match.js";

export { baseType } from "../../mechanics/mapgen/overmap_match.js";

export type MapgenArgs = { readonly [name: string]: string };

/** Whether one `om_terrains` element matches a tile's terrain and mapgen arguments. */
export function omMatches(m: OmTerrainMatch, terrain: string, args: MapgenArgs | undefined): boolean {
  if (m.kind === "any") return true;
  const ok = otMatches(m.omTerrain, terrain, m.matchType);
  if (!ok || m.parameters === undefined) return ok;
  // Parameters (A5-om-obj-F-parameters): no arguments at all never match; a missing key is skipped.
  if (args === undefined || Object.keys(args).length === 0) return false;
  for (const [k, values] of Object.entries(m.parameters)) {
    const v = args[k];
    if (v !== undefined && !values.includes(v)) return false;
  }
  return true;
}

/** Entries of a special group that the tile matches, in group order. */
export function matchingEntries(
  content: Content,
  groupId: string,
  terrain: string,
  args: MapgenArgs | undefined,
): RecipeGroupEntry[] {
  const group = content.recipe_group.get(groupId);
  if (!group) return [];
  return group.recipes.filter((e) => e.omTerrains.some((m) => omMatches(m, terrain, args)));
}
