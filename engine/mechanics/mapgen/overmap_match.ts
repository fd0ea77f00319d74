/** Matching an overmap terrain id against a name, as the game's is_ot_match does (src/overmap.cpp). */

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

/** The terrain id without its rotation or linear suffix (the overmap terrain's type). */
export function baseType(id: string): string {
  for (const s of [...ROTATIONS, ...LINEAR]) if (id.endsWith(s) && id.length > s.length) return id.slice(0, -s.length);
  return id;
}

export type OtMatchType = "EXACT" | "TYPE" | "SUBTYPE" | "PREFIX" | "CONTAINS" | "SUFFIX";

export const OT_MATCH_TYPES: readonly OtMatchType[] = ["EXACT", "TYPE", "SUBTYPE", "PREFIX", "CONTAINS", "SUFFIX"];

/** Does overmap terrain `terrain` match `name` under `type`? */
export function otMatches(name: string, terrain: string, type: OtMatchType): boolean {
  switch (type) {
    case "EXACT":
      return terrain === name;
    case "PREFIX":
      return terrain === name || terrain.startsWith(`${name}_`);
    case "CONTAINS":
      return terrain.includes(name);
    case "SUFFIX":
      return terrain.endsWith(name);
    case "TYPE":
    case "SUBTYPE":
      return baseType(terrain) === name;
  }
}
