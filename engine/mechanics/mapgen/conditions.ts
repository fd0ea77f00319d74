/**
 * Placement conditions of nested chunks (`place_nested` entries and `nested` symbols), evaluated as
 * the game's jmapgen_nested does (src/mapgen.cpp): every condition given must hold for `chunks` to
 * be placed, otherwise `else_chunks` are.
 *
 * - `neighbors`: per direction, a list of overmap terrain names (or `{om_terrain,
 *   om_terrain_match_type}`); the neighbour in that direction must match one of them (CONTAINS by
 *   default).
 * - `joins`: per direction, join ids; the tile must have one of them joined in that direction.
 * - `flags`: per direction, overmap terrain flags the neighbour must all have; `flags_any`: at
 *   least one of them.
 * - `predecessors`: overmap terrains one of which the tile must have been generated over
 *   (TYPE match by default).
 * - `check_z`: the levels (z) the tile may be on.
 *
 * Directions: north, east, south, west, north_east, south_east, south_west, north_west, above,
 * below. A neighbour, join or predecessor the site does not know fails the condition, as an
 * unknown overmap tile would not match in the game either; a condition member the engine does not
 * know is a note and fails, never a silent pass.
 */
import { isJsonObject, own, type Json } from "../../content/json/types.js";
import { OT_MATCH_TYPES, otMatches, type OtMatchType } from "./overmap_match.js";

export const NEIGHBOUR_DIRS = [
  "north",
  "east",
  "south",
  "west",
  "north_east",
  "south_east",
  "south_west",
  "north_west",
  "above",
  "below",
] as const;
export type NeighbourDir = (typeof NEIGHBOUR_DIRS)[number];

/** What a map update knows of the overmap around its tile. */
export interface MapgenSite {
  /** The overmap terrain id in a direction, or undefined when unknown. */
  neighbour(dir: NeighbourDir): string | undefined;
  /** The flags of an overmap terrain (from the content). */
  flagsOf(terrain: string): readonly string[];
  /** The joins of the tile's overmap special in a direction. */
  joins(dir: NeighbourDir): readonly string[];
  /** The overmap terrains the tile was generated over (its predecessors). */
  readonly predecessors: readonly string[];
  /** The level of the tile. */
  readonly z: number;
}

/** A site that knows nothing around it: every neighbour condition fails (a scratch tile). */
export const UNKNOWN_SITE: MapgenSite = {
  neighbour: () => undefined,
  flagsOf: () => [],
  joins: () => [],
  predecessors: [],
  z: 0,
};

const isDir = (d: string): d is NeighbourDir => (NEIGHBOUR_DIRS as readonly string[]).includes(d);

/** `name`, or `{om_terrain, om_terrain_match_type}`, with the default match type. */
function terrainNames(v: Json | undefined, fallback: OtMatchType): [string, OtMatchType][] {
  const list = Array.isArray(v) ? v : v === undefined ? [] : [v];
  const out: [string, OtMatchType][] = [];
  for (const e of list) {
    if (typeof e === "string") out.push([e, fallback]);
    else if (isJsonObject(e)) {
      const name = own(e, "om_terrain");
      const mt = own(e, "om_terrain_match_type");
      const type = OT_MATCH_TYPES.find((t) => t === mt) ?? fallback;
      for (const n of typeof name === "string" ? [name] : Array.isArray(name) ? name : [])
        if (typeof n === "string") out.push([n, type]);
    }
  }
  return out;
}

const strings = (v: Json | undefined): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

/** Per-direction entries of a condition object; a member that is not a direction is a note. */
function perDirection(v: Json | undefined, member: string, notes: string[]): [NeighbourDir, Json][] | undefined {
  if (!isJsonObject(v)) {
    notes.push(`placement condition ${member} is not an object of directions; it fails`);
    return undefined;
  }
  const out: [NeighbourDir, Json][] = [];
  for (const [d, x] of Object.entries(v)) {
    if (d.startsWith("//")) continue;
    if (!isDir(d)) {
      notes.push(`placement condition ${member} names no direction ${JSON.stringify(d)}; it fails`);
      return undefined;
    }
    out.push([d, x]);
  }
  return out;
}

/** Whether a placement's conditions hold at `site` (true when it has none). */
export function conditionsHold(condition: Readonly<Record<string, Json>>, site: MapgenSite, notes: string[]): boolean {
  for (const [member, v] of Object.entries(condition)) {
    if (!holds(member, v, site, notes)) return false;
  }
  return true;
}

function holds(member: string, v: Json, site: MapgenSite, notes: string[]): boolean {
  switch (member) {
    case "neighbors": {
      const dirs = perDirection(v, member, notes);
      return (
        dirs?.every(([d, names]) => {
          const n = site.neighbour(d);
          return n !== undefined && terrainNames(names, "CONTAINS").some(([name, mt]) => otMatches(name, n, mt));
        }) ?? false
      );
    }
    case "joins": {
      const dirs = perDirection(v, member, notes);
      return dirs?.every(([d, ids]) => strings(ids).some((j) => site.joins(d).includes(j))) ?? false;
    }
    case "flags":
    case "flags_any": {
      const dirs = perDirection(v, member, notes);
      return (
        dirs?.every(([d, flags]) => {
          const n = site.neighbour(d);
          if (n === undefined) return false;
          const has = site.flagsOf(n);
          const want = strings(flags);
          return member === "flags" ? want.every((f) => has.includes(f)) : want.some((f) => has.includes(f));
        }) ?? false
      );
    }
    case "predecessors":
      return terrainNames(v, "TYPE").some(([name, mt]) => site.predecessors.some((p) => otMatches(name, p, mt)));
    case "check_z": {
      const zs = Array.isArray(v) ? v : [v];
      return zs.some((z) => z === site.z);
    }
    default:
      notes.push(`placement condition ${JSON.stringify(member)} is not modelled; the chunks are not placed`);
      return false;
  }
}
