/** Mapgen fixtures: objects built by hand, member by member, without the content loader. */
import type { MapgenObject } from "../../engine/content/kinds/camp/mapgen_object.js";

/** A mapgen object that places nothing; specs spread it and set the members they test. */
export function emptyMapgenObject(): MapgenObject {
  return {
    mapgensize: undefined,
    rows: undefined,
    palettes: [],
    parameters: {},
    terrain: {},
    furniture: {},
    nested: {},
    placeNested: [],
    set: [],
    placeItems: [],
    placeLoot: [],
    flags: [],
    other: {},
  };
}
