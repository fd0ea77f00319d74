/**
 * The overmap around a map update's tile (./conditions.ts MapgenSite), from what the world knows:
 * an overmap tile's terrain is `world.vars["omt:<x>,<y>"]` (the same variable camps are founded
 * from) or, for a camp, its expansions' terrains; levels other than the tile's are unknown. Joins
 * and predecessors are never known to the engine (no overmap specials are placed), so conditions
 * on them fail.
 */
import type { Content } from "../../content/load.js";
import type { World } from "../../world/types.js";
import type { MapgenSite, NeighbourDir } from "./conditions.js";

/** Overmap offset of each horizontal direction (north is -y). */
const OFFSET: { readonly [D in NeighbourDir]?: readonly [number, number] } = {
  north: [0, -1],
  east: [1, 0],
  south: [0, 1],
  west: [-1, 0],
  north_east: [1, -1],
  south_east: [1, 1],
  south_west: [-1, 1],
  north_west: [-1, -1],
};

/** The world's record of an overmap tile's terrain (`world.vars["omt:<x>,<y>"]`). */
export function worldTerrainAt(world: Pick<World, "vars">, x: number, y: number): string | undefined {
  const v = world.vars[`omt:${x},${y}`];
  return typeof v === "string" ? v : undefined;
}

/**
 * A site at overmap tile `omt` on level `z`; `terrainAt` gives a tile's overmap terrain on that
 * level (undefined: unknown).
 */
export function siteAt(
  content: Pick<Content, "overmap_terrain">,
  omt: { readonly x: number; readonly y: number },
  z: number,
  terrainAt: (x: number, y: number) => string | undefined,
): MapgenSite {
  return {
    neighbour: (dir) => {
      const off = OFFSET[dir];
      return off ? terrainAt(omt.x + off[0], omt.y + off[1]) : undefined;
    },
    flagsOf: (terrain) => content.overmap_terrain.get(terrain)?.flags ?? [],
    joins: () => [],
    predecessors: [],
    z,
  };
}
