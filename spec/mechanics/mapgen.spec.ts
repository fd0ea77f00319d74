/**
 * Map generation shared by camps and examine (engine/mechanics/mapgen): null and clearing ids, and
 * the placement conditions of nested chunks. IDs introduced here:
 *   REAL-mapgen-conditions  a nested placement's `neighbors`, `joins`, `flags`, `flags_any`,
 *                           `predecessors` and `check_z` must all hold for its `chunks` to be placed,
 *                           else its `else_chunks` are; neighbours come from what the camp (its
 *                           expansions) or the world (`world.vars["omt:<x>,<y>"]`) knows; an unknown
 *                           neighbour or condition fails (REAL-mapgen-null-ids: camp_mapgen.spec.ts)
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import type { MapgenObject } from "../../engine/content/kinds/camp/mapgen_object.js";
import { applyObject, type Canvas } from "../../engine/mechanics/mapgen/apply.js";
import { conditionsHold, UNKNOWN_SITE, type MapgenSite } from "../../engine/mechanics/mapgen/conditions.js";
import { siteAt } from "../../engine/mechanics/mapgen/site.js";
import { step } from "../../engine/step/step.js";
import { emptyWorld } from "../../engine/rules/camp/walk.js";
import { openDice, seedState } from "../../engine/world/rng.js";
import type { World } from "../../engine/world/types.js";
import { loadInline } from "../support/load.js";

const ter = (id: string, symbol = "."): Record<string, unknown> => ({
  type: "terrain",
  id,
  name: id,
  symbol,
  color: "white",
  move_cost: 2,
});
const furn = (id: string): Record<string, unknown> => ({
  type: "furniture",
  id,
  name: id,
  symbol: "#",
  color: "white",
  move_cost_mod: 0,
  required_str: -1,
});
const update = (id: string, object: Record<string, unknown>): Record<string, unknown> => ({
  type: "mapgen",
  method: "json",
  update_mapgen_id: id,
  object,
});
const nested = (id: string, object: Record<string, unknown>): Record<string, unknown> => ({
  type: "mapgen",
  method: "json",
  nested_mapgen_id: id,
  object: { mapgensize: [1, 1], ...object },
});

const CONTENT = [
  ter("t_dirt"),
  ter("t_floor"),
  furn("f_chair"),
  furn("f_table"),
  furn("f_clear"),
  { type: "overmap_terrain", id: "road_ns", name: "road", flags: ["ROAD", "PAVED"] },
  { type: "overmap_terrain", id: "field", name: "field" },
  { type: "overmap_terrain", id: "forest_thick", name: "forest" },
  nested("chair", { set: [{ point: "furniture", id: "f_chair", x: 0, y: 0 }] }),
  nested("table", { set: [{ point: "furniture", id: "f_table", x: 0, y: 0 }] }),
  // Rows: f_clear clears, f_null and t_null leave the tile alone.
  update("rows_nulls", {
    rows: ["cnt"],
    furniture: { c: "f_clear", n: "f_null" },
    terrain: { t: "t_null", c: "t_floor", n: "t_floor" },
  }),
  // set: f_null and f_clear both clear; t_null changes nothing.
  update("set_nulls", {
    set: [
      { point: "furniture", id: "f_null", x: 0, y: 0 },
      { point: "furniture", id: "f_clear", x: 1, y: 0 },
      { point: "terrain", id: "t_null", x: 2, y: 0 },
    ],
  }),
  update("placed_nulls", {
    place_furniture: [
      { furn: "f_clear", x: 0, y: 0 },
      { furn: "f_null", x: 1, y: 0 },
    ],
  }),
  update("by_road", {
    place_nested: [{ chunks: ["chair"], else_chunks: ["table"], x: 5, y: 5, neighbors: { north: ["road"] } }],
  }),
];

let c: Content;
/** Applies an update on a fresh canvas whose tiles all hold a table on dirt; returns what was written. */
function run(id: string, site?: MapgenSite): Map<string, string | undefined> {
  const log = new Map<string, string | undefined>();
  const canvas: Canvas = {
    setTerrain: (x, y, z, t) => void log.set(`t${x},${y},${z}`, t),
    setFurniture: (x, y, z, f) => void log.set(`f${x},${y},${z}`, f),
    setTrap: () => undefined,
    addItem: () => undefined,
  };
  const obj = c.update_mapgen.get(id)?.object as MapgenObject;
  const notes: string[] = [];
  applyObject(
    { content: c, dice: openDice(seedState(1)), params: {}, notes, ...(site ? { site } : {}) },
    canvas,
    obj,
    0,
    0,
    0,
  );
  return log;
}

describe("shared map generation (engine/mechanics/mapgen)", () => {
  before(() => {
    const r = loadInline(CONTENT);
    expect(r.errors()).to.deep.equal([]);
    c = r.content;
  });

  it("[REAL-mapgen-null-ids] rows: f_clear removes the furniture, f_null and t_null leave the tile as it is", () => {
    const log = run("rows_nulls");
    expect(log.has("f0,0,0")).to.equal(true);
    expect(log.get("f0,0,0")).to.equal(undefined); // removed
    expect(log.has("f1,0,0")).to.equal(false); // f_null: untouched
    expect(log.has("t2,0,0")).to.equal(false); // t_null: untouched
    expect(log.get("t0,0,0")).to.equal("t_floor");
  });

  it("[REAL-mapgen-null-ids] set: f_null and f_clear remove the furniture, t_null changes nothing", () => {
    const log = run("set_nulls");
    expect(log.has("f0,0,0") && log.get("f0,0,0") === undefined).to.equal(true);
    expect(log.has("f1,0,0") && log.get("f1,0,0") === undefined).to.equal(true);
    expect(log.has("t2,0,0")).to.equal(false);
  });

  it("[REAL-mapgen-null-ids] place_furniture: f_clear removes, f_null is a no-op", () => {
    const log = run("placed_nulls");
    expect(log.has("f0,0,0") && log.get("f0,0,0") === undefined).to.equal(true);
    expect(log.has("f1,0,0")).to.equal(false);
  });

  it("[REAL-mapgen-conditions] neighbors: a road to the north places the chair; a field, or nothing known, the else chunk", () => {
    const known = (north: string | undefined): MapgenSite =>
      siteAt(c, { x: 5, y: 5 }, 0, (x, y) => (x === 5 && y === 4 ? north : undefined));
    expect(run("by_road", known("road_ns")).get("f5,5,0")).to.equal("f_chair"); // CONTAINS "road"
    expect(run("by_road", known("field")).get("f5,5,0")).to.equal("f_table");
    expect(run("by_road", known(undefined)).get("f5,5,0")).to.equal("f_table");
    expect(run("by_road").get("f5,5,0")).to.equal("f_table");
  });

  it("[REAL-mapgen-conditions] every condition must hold: flags, flags_any, joins, predecessors, check_z, match types", () => {
    const site: MapgenSite = {
      ...siteAt(c, { x: 0, y: 0 }, 0, (x, y) =>
        x === 0 && y === -1 ? "road_ns" : x === 1 && y === 0 ? "field" : undefined,
      ),
      joins: (d) => (d === "south" ? ["tunnel"] : []),
      predecessors: ["forest_thick"],
    };
    const notes: string[] = [];
    const holds = (cond: Record<string, unknown>): boolean => conditionsHold(cond as never, site, notes);
    expect(holds({})).to.equal(true);
    expect(holds({ flags: { north: ["ROAD", "PAVED"] } })).to.equal(true);
    expect(holds({ flags: { north: ["ROAD", "DIRT"] } })).to.equal(false);
    expect(holds({ flags_any: { north: ["DIRT", "PAVED"] } })).to.equal(true);
    expect(holds({ flags_any: { east: ["ROAD"] } })).to.equal(false);
    expect(holds({ joins: { south: "tunnel" } })).to.equal(true);
    expect(holds({ joins: { north: ["tunnel"] } })).to.equal(false);
    expect(holds({ predecessors: ["forest_thick"] })).to.equal(true);
    expect(holds({ predecessors: ["forest"] })).to.equal(false); // TYPE match: forest_thick is not forest
    expect(holds({ predecessors: [{ om_terrain: "forest", om_terrain_match_type: "PREFIX" }] })).to.equal(true);
    expect(holds({ check_z: [0] })).to.equal(true);
    expect(holds({ check_z: [1, 2] })).to.equal(false);
    expect(holds({ neighbors: { north: [{ om_terrain: "road", om_terrain_match_type: "EXACT" }] } })).to.equal(false);
    expect(holds({ neighbors: { north: ["road_ns"], east: ["field"] } })).to.equal(true);
    expect(holds({ neighbors: { north: ["road_ns"], east: ["forest"] } })).to.equal(false);
    expect(holds({ neighbors: { above: ["road"] } })).to.equal(false);
    expect(notes).to.deep.equal([]);
    expect(holds({ neighbours_misspelt: { north: ["road"] } })).to.equal(false);
    expect(holds({ neighbors: { up: ["road"] } })).to.equal(false);
    expect(notes.join(" ")).to.contain("neighbours_misspelt").and.to.contain('"up"');
    expect(conditionsHold({ neighbors: { north: ["road"] } }, UNKNOWN_SITE, [])).to.equal(false);
  });

  it("[REAL-mapgen-conditions] a camp mission's condition sees the overmap the world records around its tile", () => {
    const content = loadInline([
      ...CONTENT,
      {
        type: "recipe",
        result: "roadside_camp",
        category: "CC_BUILDING",
        subcategory: "CSC_BUILDING_BASES",
        skill_used: "fabrication",
        time: "1 h",
        construction_blueprint: "by_road",
        blueprint_name: "roadside camp",
        blueprint_requires: [{ id: "not_an_upgrade" }],
        blueprint_provides: [{ id: "roadside_camp" }],
        never_learn: true,
        autolearn: false,
      },
      {
        type: "recipe_group",
        id: "all_faction_base_types",
        recipe_type: "none",
        recipes: [{ id: "roadside_camp", description: "roadside", om_terrains: ["field"] }],
      },
    ]);
    expect(content.errors()).to.deep.equal([]);
    const found = (north: string): World => {
      const w0 = emptyWorld("cond", 2, "t_dirt");
      const w = { ...w0, vars: { "omt:0,0": "field", "omt:0,-1": north } };
      const r = step(
        w,
        { type: "camp_found", camp: "base", omt: { x: 0, y: 0 }, z: 0, unlimited: true, auto_complete: true },
        content.content,
      );
      expect(r.refused).to.equal(undefined);
      return r.world;
    };
    const furnAt = (w: World): string | undefined => w.map.levels[0]?.rows[5]?.[5]?.furn;
    expect(furnAt(found("road_ns"))).to.equal("f_chair");
    expect(furnAt(found("forest_thick"))).to.equal("f_table");
  });
});
