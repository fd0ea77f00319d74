// covers: A3-upd-rotate (an expansion's update is rotated or mirrored by its recipe's flags and direction)
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import { tileAt } from "../../../engine/world/grid.js";
import type { World } from "../../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../../support/load.js";
import { ok, world } from "./support.js";

/** An expansion whose survey marks one tile, (1, 0) of its overmap tile, with floor. */
function content(flags: string[]): Content {
  const r = loadInline(
    [
      {
        type: "recipe",
        result: "faction_base_rot_0",
        category: "CC_BUILDING",
        never_learn: true,
        construction_blueprint: "fbc_rot_mark",
        blueprint_name: "rotation test",
        blueprint_requires: [{ id: "not_an_upgrade" }],
        flags,
      },
      {
        type: "mapgen",
        method: "json",
        update_mapgen_id: "fbc_rot_mark",
        object: { set: [{ point: "terrain", id: "t_floor", x: 1, y: 0 }] },
      },
      { type: "overmap_terrain", id: "faction_base_rot_0", name: "rotation test" },
      {
        type: "recipe_group",
        id: "all_faction_base_expansions",
        building_type: "NONE",
        recipes: [{ id: "faction_base_rot_0", description: "Rotation test", om_terrains: ["ANY"] }],
      },
    ],
    { base: ["base", "camp"].map((d) => join(PROJECT_ROOT, "content", d)) },
  );
  expect(r.errors(), JSON.stringify(r.errors())).to.have.length(0);
  return r.content;
}

/** The local positions of the floor the survey placed, on the expansion's overmap tile. */
function marks(w: World, ox: number, oy: number): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y < 24; y++)
    for (let x = 0; x < 24; x++)
      if (tileAt(w.map, { x: ox * 24 + x, y: oy * 24 + y, z: 0 })?.ter === "t_floor") out.push([x, y]);
  return out;
}

/** A camp on the middle overmap tile of a 3x3 map, so that every direction has room. */
const CENTER = { x: 1, y: 1 };
function founded(c: Content): World {
  return ok(
    world("rotate", 3),
    { type: "camp_found", camp: "base", omt: CENTER, z: 0, terrain: "field", unlimited: true, auto_complete: false },
    c,
  ).world;
}

function expanded(c: Content, dir: "n" | "e" | "s" | "w"): World {
  const w = ok(founded(c), { type: "set", path: "/camps/base/expansions/center/provides/bed", value: 8 }, c).world;
  return ok(w, { type: "camp_expand", camp: "base", dir, terrain: "field" }, c).world;
}

describe("rotated and mirrored expansion updates", function () {
  this.timeout(30000);

  it("[A3-upd-rotate] MAP_ROTATE_90_IF_E turns the east expansion's update a quarter clockwise: (1,0) lands at (23,1)", () => {
    const east = { x: CENTER.x + 1, y: CENTER.y };
    expect(marks(expanded(content(["MAP_ROTATE_90_IF_E"]), "e"), east.x, east.y)).to.deep.equal([[23, 1]]);
    expect(marks(expanded(content([]), "e"), east.x, east.y), "without the flag").to.deep.equal([[1, 0]]);
  });

  it("[A3-upd-rotate] 180 for south, 270 for west, a mirror for north; a flag for another direction does nothing", () => {
    const c = content(["MAP_ROTATE_180_IF_S", "MAP_ROTATE_270_IF_W", "MAP_MIRROR_HORIZONTAL_IF_N"]);
    const center = CENTER;
    expect(marks(expanded(c, "s"), center.x, center.y + 1)).to.deep.equal([[22, 23]]);
    expect(marks(expanded(c, "w"), center.x - 1, center.y)).to.deep.equal([[0, 22]]);
    expect(marks(expanded(c, "n"), center.x, center.y - 1)).to.deep.equal([[22, 0]]);
    expect(marks(expanded(content(["MAP_ROTATE_90_IF_E"]), "s"), center.x, center.y + 1)).to.deep.equal([[1, 0]]);
  });
});
