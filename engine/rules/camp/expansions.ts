/**
 * Matching overmap terrains against the special groups' entries (A5-om-*), for founding a camp
 * (A5-special-types) and adding an expansion (A5-special-expansions, A5-expand).
 */
import type { Content } from "../../content/load.js";
import type { OmTerrainMatch, RecipeGroupEntry } from "../../content/kinds/recipe_group.js";

const ROTATIONS = ["_north", "_east", "_south", "_west"];
/** Linear-connection suffixes (roads, rivers) removed by the TYPE match. */
const LINEAR = [
  "_isolated",
  "_end_south",
  "_end_west",
  "_end_north",
  "_end_east",
  "_ne",
  "_es",
  "_sw",
  "_wn",
  "_nes",
  "_new",
  "_nsw",
  "_esw",
  "_nesw",
  "_ns",
  "_ew",
];

/** The terrain id without its rotation or linear suffix (A5-om-exact). */
export function baseType(id: string): string {
  for (const s of [...ROTATIONS, ...LINEAR]) if (id.endsWith(s) && id.length > s.length) return id.slice(0, -s.length);
  return id;
}

export type MapgenArgs = { readonly [name: string]: string };

/** Whether one `om_terrains` element matches a tile's terrain and mapgen arguments. */
export function omMatches(m: OmTerrainMatch, terrain: string, args: MapgenArgs | undefined): boolean {
  if (m.kind === "any") return true;
  let ok: boolean;
  switch (m.matchType) {
    case "EXACT":
      ok = terrain === m.omTerrain;
      break;
    case "PREFIX":
      ok = terrain === m.omTerrain || terrain.startsWith(`${m.omTerrain}_`);
      break;
    case "CONTAINS":
      ok = terrain.includes(m.omTerrain);
      break;
    case "SUFFIX":
      ok = terrain.endsWith(m.omTerrain);
      break;
    case "TYPE":
    case "SUBTYPE":
      ok = baseType(terrain) === m.omTerrain;
      break;
  }
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
