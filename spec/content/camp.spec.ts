// Faction camps (spec sections A1-A7): every load rule of recipes, mapgen, palettes and recipe
// groups, with accept and reject cases, plus the project's own camp content.
import { expect } from "chai";
import { join } from "node:path";
import { loadContent } from "../../engine/content/load.js";
import { rowWidth } from "../../engine/content/kinds/camp/mapgen_object.js";
import { loadInline, PROJECT_ROOT, show, type Loaded } from "../support/load.js";

type Obj = Record<string, unknown>;

const chunk = (id: string, over: Obj = {}, object: Obj = {}): Obj => ({
  type: "mapgen",
  nested_mapgen_id: id,
  ...over,
  object: { mapgensize: [2, 2], rows: ["ab", "ba"], palettes: ["spec_pal"], ...object },
});
const update = (
  id: string,
  object: Obj = { place_nested: [{ chunks: ["spec_chunk"], x: 3, y: 3 }] },
  over: Obj = {},
): Obj => ({
  type: "mapgen",
  update_mapgen_id: id,
  ...over,
  object,
});
const palette = (id = "spec_pal", over: Obj = {}): Obj => ({
  type: "palette",
  id,
  terrain: { a: "t_spec_a" },
  furniture: { b: "f_spec_b" },
  ...over,
});
const mission = (result: string, over: Obj = {}): Obj => ({
  type: "recipe",
  result,
  description: "A spec mission.",
  category: "CC_BUILDING",
  subcategory: "CSC_BUILDING_BASES",
  construction_blueprint: "spec_upd",
  blueprint_name: "spec mission",
  blueprint_requires: [{ id: "spec_start" }],
  ...over,
});
/** A consistent world: one mission, its update, a chunk and a palette. */
const world = (m: Obj = {}, extra: Obj[] = []): Obj[] => [
  mission("spec_m", m),
  update("spec_upd"),
  chunk("spec_chunk"),
  palette(),
  ...extra,
];

const clean = (r: Loaded): void => {
  expect(r.problems, show(r.problems)).to.have.length(0);
};
const rules = (ps: readonly { rule: string }[]): string[] => ps.map((p) => p.rule);

describe("camp content: recipes (A1)", () => {
  it("[A1-F-type][A1-F-standard][A1-F-construction_blueprint] accepts the A1 sample shape as an upgrade mission", () => {
    const r = loadInline(
      world({
        skill_used: "fabrication",
        difficulty: 2,
        autolearn: false,
        never_learn: true,
        comment: "c",
        time: "1440 m",
        activity_level: "MODERATE_EXERCISE",
        blueprint_resources: ["fake_fire"],
        blueprint_provides: [{ id: "bed", amount: 2 }],
        qualities: [[{ id: "HAMMER", level: 2 }]],
        components: [
          [["log", 4]],
          [
            ["rope", 1],
            ["wire", 2],
          ],
        ],
      }),
    );
    clean(r);
    const rec = r.content.recipe.get("spec_m");
    expect(rec?.blueprint?.constructionBlueprint).to.equal("spec_upd");
    expect(rec?.time).to.equal(86400);
    expect(rec?.difficulty).to.equal(2);
    expect(rec?.components).to.deep.equal([
      [{ id: "log", count: 4, list: false }],
      [
        { id: "rope", count: 1, list: false },
        { id: "wire", count: 2, list: false },
      ],
    ]);
    expect(r.stats.subcounts.recipe["upgrade missions"]).to.equal(1);
  });

  it("[A1-F-type] a recipe without construction_blueprint is an ordinary recipe, not a mission", () => {
    const r = loadInline([{ type: "recipe", result: "spec_bread", time: "10 m", autolearn: [["cooking", 2]] }]);
    clean(r);
    expect(r.content.recipe.get("spec_bread")?.blueprint).to.equal(undefined);
    expect(r.stats.subcounts.recipe["upgrade missions"]).to.equal(undefined);
  });

  it("[A1-F-result][G-4] registers a recipe as result, or result_<id_suffix>", () => {
    const r = loadInline([...world({ id_suffix: "alt" })]);
    clean(r);
    expect(r.content.recipe.has("spec_m_alt")).to.equal(true);
    expect(r.content.recipe.has("spec_m")).to.equal(false);
  });

  it("[A1-F-result] rejects an upgrade mission without result", () => {
    const m = mission("x");
    delete m["result"];
    const r = loadInline([m, update("spec_upd"), chunk("spec_chunk"), palette()]);
    expect(r.errors("A1-F-result"), show(r.problems)).to.have.length(1);
  });

  it("[A1-F-difficulty] rejects a non-integer difficulty", () => {
    expect(loadInline(world({ difficulty: "5" })).errors("A1-F-difficulty")).to.have.length(1);
  });

  it("[A1-F-autolearn][A1-F-never_learn] accepts booleans and rejects other values", () => {
    clean(loadInline(world({ autolearn: false, never_learn: true })));
    expect(loadInline(world({ autolearn: "no" })).errors("A1-F-autolearn")).to.have.length(1);
    expect(loadInline(world({ never_learn: 1 })).errors("A1-F-never_learn")).to.have.length(1);
  });

  it("[A1-F-time] accepts '1440 m' and '24 h 20 m', rejects 'soon'", () => {
    const a = loadInline(world({ time: "24 h 20 m" }));
    clean(a);
    expect(a.content.recipe.get("spec_m")?.time).to.equal(24 * 3600 + 20 * 60);
    expect(loadInline(world({ time: "soon" })).errors("A1-F-time")).to.have.length(1);
  });

  it("[A1-F-category][A1-F-subcategory][A1-F-skill_used][A1-F-activity_level][A1-F-comment][A1-F-description] stores the standard fields", () => {
    const r = loadInline(
      world({ category: "CC_OTHER", skill_used: "survival", activity_level: "LIGHT_EXERCISE", comment: "note" }),
    );
    clean(r);
    const rec = r.content.recipe.get("spec_m");
    expect([
      rec?.category,
      rec?.subcategory,
      rec?.skillUsed,
      rec?.activityLevel,
      rec?.comment,
      rec?.description,
    ]).to.deep.equal(["CC_OTHER", "CSC_BUILDING_BASES", "survival", "LIGHT_EXERCISE", "note", "A spec mission."]);
  });

  it("[A1-F-qualities] accepts groups and bare objects with level default 1, rejects a string level", () => {
    const r = loadInline(
      world({
        qualities: [
          { id: "DIG" },
          [
            { id: "SAW", level: 2 },
            { id: "AXE", level: 1 },
          ],
        ],
      }),
    );
    clean(r);
    expect(r.content.recipe.get("spec_m")?.qualities).to.deep.equal([
      [{ id: "DIG", level: 1 }],
      [
        { id: "SAW", level: 2 },
        { id: "AXE", level: 1 },
      ],
    ]);
    expect(loadInline(world({ qualities: [[{ id: "DIG", level: "2" }]] })).errors("A1-F-qualities")).to.have.length(1);
  });

  it("[A1-F-components] accepts a LIST entry and rejects an entry without count", () => {
    const r = loadInline(world({ components: [[["x", 1, "LIST"]]] }));
    clean(r);
    expect(r.content.recipe.get("spec_m")?.components).to.deep.equal([[{ id: "x", count: 1, list: true }]]);
    expect(loadInline(world({ components: [[["2x4"]]] })).errors("A1-F-components")).to.have.length(1);
  });

  it("[A1-F-blueprint_provides][A1-F-blueprint_requires][A1-F-blueprint_excludes][A1-R1] amount defaults to 1", () => {
    const r = loadInline(
      world({ blueprint_provides: [{ id: "bed" }, { id: "x", amount: 3 }], blueprint_excludes: [{ id: "y" }] }),
    );
    clean(r);
    const bp = r.content.recipe.get("spec_m")?.blueprint;
    expect(bp?.provides).to.deep.equal([
      { id: "bed", amount: 1 },
      { id: "x", amount: 3 },
    ]);
    expect(bp?.requires).to.deep.equal([{ id: "spec_start", amount: 1 }]);
    expect(bp?.excludes).to.deep.equal([{ id: "y", amount: 1 }]);
  });

  it("[A1-F-blueprint_provides] rejects an entry without id and a non-integer amount", () => {
    expect(loadInline(world({ blueprint_provides: [{ amount: 1 }] })).errors("A1-F-blueprint_provides")).to.have.length(
      1,
    );
    expect(
      loadInline(world({ blueprint_requires: [{ id: "a", amount: 1.5 }] })).errors("A1-F-blueprint_requires"),
    ).to.have.length(1);
    expect(loadInline(world({ blueprint_excludes: "a" })).errors("A1-F-blueprint_excludes")).to.have.length(1);
  });

  it("[A1-F-amount-range] accepts amount 0 and rejects amount -1", () => {
    clean(loadInline(world({ blueprint_provides: [{ id: "a", amount: 0 }] })));
    expect(
      loadInline(world({ blueprint_provides: [{ id: "a", amount: -1 }] })).errors("A1-F-amount-range"),
    ).to.have.length(1);
  });

  it("[A1-F-blueprint_resources][X-34] keeps repeated resources, rejects a non-array", () => {
    const r = loadInline(world({ blueprint_resources: ["fake_fire", "fake_fire"] }));
    clean(r);
    expect(r.content.recipe.get("spec_m")?.blueprint?.resources).to.deep.equal(["fake_fire", "fake_fire"]);
    expect(loadInline(world({ blueprint_resources: "fake_fire" })).errors("A1-F-blueprint_resources")).to.have.length(
      1,
    );
  });

  it("[A1-F-construction_name][A1-F-blueprint_name][X-1] aliases: either alone, result when neither, warning when both differ", () => {
    const a = loadInline(world({ blueprint_name: undefined, construction_name: "short" }));
    clean(a);
    expect(a.content.recipe.get("spec_m")?.blueprint?.name).to.equal("short");
    const m = mission("spec_m");
    delete m["blueprint_name"];
    const b = loadInline([m, update("spec_upd"), chunk("spec_chunk"), palette()]);
    clean(b);
    expect(b.content.recipe.get("spec_m")?.blueprint?.name).to.equal("spec_m");
    const c = loadInline(world({ construction_name: "shown", blueprint_name: "hidden" }));
    expect(c.warnings("A1-F-blueprint_name")).to.have.length(1);
    expect(c.errors()).to.have.length(0);
    expect(c.content.recipe.get("spec_m")?.blueprint?.name).to.equal("shown");
  });

  it("[A1-F-blueprint_needs][A1-F-check_blueprint_needs] reads {time, skills, inline} and rejects a malformed one", () => {
    const needs = {
      time: "1 h",
      skills: [["fabrication", 2]],
      inline: { qualities: [{ id: "SAW_M" }], tools: [[["torch", 5]]], components: [[["pipe", 2]]] },
    };
    const r = loadInline(world({ blueprint_needs: needs, check_blueprint_needs: false }));
    clean(r);
    const bp = r.content.recipe.get("spec_m")?.blueprint;
    expect(bp?.needs).to.deep.equal({
      time: 3600,
      skills: [["fabrication", 2]],
      inline: {
        qualities: [[{ id: "SAW_M", level: 1 }]],
        tools: [[{ id: "torch", charges: 5, list: false }]],
        components: [[{ id: "pipe", count: 2, list: false }]],
      },
    });
    expect(bp?.checkNeeds).to.equal(false);
    const empty = loadInline(world({ blueprint_needs: {} }));
    clean(empty);
    expect(empty.content.recipe.get("spec_m")?.blueprint?.needs).to.deep.equal({
      time: 0,
      skills: [],
      inline: { qualities: [], tools: [], components: [] },
    });
    expect(loadInline(world({ blueprint_needs: { time: "soon" } })).errors("A1-F-blueprint_needs")).to.have.length(1);
    expect(loadInline(world({ check_blueprint_needs: "no" })).errors("A1-F-check_blueprint_needs")).to.have.length(1);
  });

  it("[A1-F-blueprint_autocalc][X-2] defaults to calculated exactly when needs are absent and checking is on", () => {
    const bp = (m: Obj) => {
      const r = loadInline(world(m));
      clean(r);
      return r.content.recipe.get("spec_m")?.blueprint;
    };
    expect(bp({})?.autocalc).to.equal(true);
    expect(bp({})?.checkNeeds).to.equal(true);
    expect(bp({ blueprint_needs: {} })?.autocalc).to.equal(false);
    expect(bp({ check_blueprint_needs: false })?.autocalc).to.equal(false);
    expect(bp({ blueprint_autocalc: true })?.autocalcExplicit).to.equal(true);
    expect(bp({})?.autocalcExplicit).to.equal(false);
    expect(loadInline(world({ blueprint_autocalc: 1 })).errors("A1-F-blueprint_autocalc")).to.have.length(1);
  });

  it("[A1-F-standard][A3-upd-rotate] accepts flags, using and an unknown member with one warning (G-6)", () => {
    const r = loadInline(world({ flags: ["MAP_ROTATE_90_IF_E"], using: [["req_a", 2]], colour: "red" }));
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("G-6")).to.have.length(1);
    expect(r.content.recipe.get("spec_m")?.using).to.deep.equal([["req_a", 2]]);
    expect(r.content.recipe.get("spec_m")?.flags).to.deep.equal(["MAP_ROTATE_90_IF_E"]);
  });

  it("[G-4][A1-F-construction_blueprint] rejects a construction_blueprint naming no update; accepts a recipe placed before its update (G-3)", () => {
    expect(loadInline(world({ construction_blueprint: "nope" })).errors("G-4")).to.have.length(1);
    clean(
      loadInline({ "a.json": [mission("spec_m")], "b.json": [update("spec_upd"), chunk("spec_chunk"), palette()] }),
    );
  });

  it("[G-7] rejects a mission whose update has two definitions; accepts duplicate updates nobody builds", () => {
    expect(loadInline(world({}, [update("spec_upd")])).errors("G-7")).to.have.length(1);
    clean(loadInline([update("spec_other"), update("spec_other"), chunk("spec_chunk"), palette()]));
  });
});

describe("camp content: parametric upgrades (A4, A1-R6, E-1)", () => {
  const param = (over: Obj = {}): Obj => ({
    type: "palette_id",
    scope: "omt",
    default: {
      distribution: [
        ["spec_pal", 1],
        ["spec_pal2", 5],
      ],
    },
    ...over,
  });
  const pchunk = (p: Obj = param()) =>
    chunk("spec_chunk", {}, { palettes: [{ param: "mat" }], parameters: { mat: p } });
  const names = { mat: { spec_pal: "Plain", spec_pal2: "Fancy" } };
  const pworld = (m: Obj = {}, p?: Obj): Obj[] => [
    mission("spec_m", { blueprint_parameter_names: names, ...m }),
    update("spec_upd"),
    pchunk(p),
    palette(),
    palette("spec_pal2"),
  ];

  it("[A4-R1a][A4-R1b][A4-R1d][A4-R2a][A4-R3a][X-6] accepts a parameter declared on the placed chunk", () => {
    const r = loadInline(pworld());
    clean(r);
    const p = r.content.nested_mapgen.get("spec_chunk")?.object.parameters["mat"];
    expect(p?.options).to.deep.equal(["spec_pal", "spec_pal2"]);
    expect(r.content.recipe.get("spec_m")?.blueprint?.parameterNames).to.deep.equal(names);
  });

  it("[A4-R1a] accepts a parameter declared on the update itself", () => {
    const upd = update("spec_upd", {
      place_nested: [{ chunks: ["spec_chunk"], x: 3, y: 3 }],
      parameters: { mat: param() },
    });
    const c = chunk("spec_chunk", {}, { palettes: [{ param: "mat" }] });
    clean(
      loadInline([mission("spec_m", { blueprint_parameter_names: names }), upd, c, palette(), palette("spec_pal2")]),
    );
  });

  it("[A4-R1c][X-37] rejects a camp parameter with scope nest or none; accepts one outside camps", () => {
    expect(loadInline(pworld({}, param({ scope: "nest" }))).errors("A4-R1c")).to.have.length(1);
    const noScope = param();
    delete noScope["scope"];
    expect(loadInline(pworld({}, noScope)).errors("A4-R1c")).to.have.length(1);
    clean(loadInline([pchunk(param({ scope: "nest" })), palette(), palette("spec_pal2")]));
  });

  it("[A4-R1d] rejects an empty default and an empty distribution, and a palette option naming no palette", () => {
    expect(loadInline(pworld({}, param({ default: {} }))).errors("A4-R1d")).to.have.length(1);
    expect(loadInline(pworld({}, param({ default: { distribution: [] } }))).errors("A4-R1d")).to.have.length(1);
    const r = loadInline([
      mission("spec_m", { blueprint_parameter_names: names }),
      update("spec_upd"),
      pchunk(),
      palette(),
    ]);
    expect(r.errors("A4-R1d")).to.have.length(1);
  });

  it("[A4-R1b] rejects a parameter without type", () => {
    const p = param();
    delete p["type"];
    expect(loadInline(pworld({}, p)).errors("A4-R1b")).to.have.length(1);
  });

  it("[A4-R3b] rejects names that miss an option, name an extra option or parameter, or are absent", () => {
    expect(
      loadInline(pworld({ blueprint_parameter_names: { mat: { spec_pal: "Plain" } } })).errors("A4-R3b"),
    ).to.have.length(1);
    expect(
      loadInline(pworld({ blueprint_parameter_names: { mat: { ...names.mat, other: "x" } } })).errors("A4-R3b"),
    ).to.have.length(1);
    expect(
      loadInline(pworld({ blueprint_parameter_names: { ...names, extra: { a: "b" } } })).errors("A4-R3b"),
    ).to.have.length(1);
    const m = mission("spec_m");
    expect(
      loadInline([m, update("spec_upd"), pchunk(), palette(), palette("spec_pal2")]).errors("A4-R3b"),
    ).to.have.length(1);
  });

  it("[A1-R6][A4-R4][E-1] rejects blueprint_needs on a parametric mission; accepts it on a plain one", () => {
    const r = loadInline(pworld({ blueprint_needs: { time: "1 h" } }));
    expect(r.errors("A1-R6")).to.have.length(1);
    expect(r.errors("A1-R6")[0]?.path).to.match(/blueprint_needs$/);
    clean(loadInline(world({ blueprint_needs: { time: "1 h" } })));
  });
});

describe("camp content: mapgen (A3)", () => {
  it("[A3-upd-F-type][A3-upd-F-update_mapgen_id][A3-upd-F-method][A3-nest-F-method] accepts method json or absent, rejects lua", () => {
    const r = loadInline([update("spec_upd", undefined, { method: "json" }), chunk("spec_chunk"), palette()]);
    clean(r);
    expect(r.content.update_mapgen.get("spec_upd")?.method).to.equal("json");
    expect(
      loadInline([update("spec_upd", undefined, { method: "lua" }), chunk("spec_chunk"), palette()]).errors(
        "A3-upd-F-method",
      ),
    ).to.have.length(1);
    expect(
      loadInline([update("spec_upd"), chunk("spec_chunk", { method: "lua" }), palette()]).errors("A3-nest-F-method"),
    ).to.have.length(1);
  });

  it("[A3-upd-F-object] rejects an update without object", () => {
    expect(loadInline([{ type: "mapgen", update_mapgen_id: "spec_upd" }]).errors("A3-upd-F-object")).to.have.length(1);
  });

  it("[A3-om] accepts overmap mapgen as opaque; rejects a mapgen object with no id member", () => {
    const r = loadInline([{ type: "mapgen", om_terrain: ["spec_house"], object: { fill_ter: "t_floor", rows: [] } }]);
    clean(r);
    expect(r.stats.perKind.om_mapgen).to.equal(1);
    expect(loadInline([{ type: "mapgen", object: {} }]).errors("A3-om")).to.have.length(1);
  });

  it("[A3-upd-F-place_nested][A3-upd-choice] accepts every real chunk and coordinate form", () => {
    const obj = {
      place_nested: [
        { chunks: ["spec_chunk", ["spec_chunk", 300], "null"], x: [3, 5], y: [4], z: 1 },
        {
          chunks: [{ param: "p", fallback: "spec_chunk" }],
          x: 0,
          y: 0,
          neighbors: { north: ["field"] },
          else_chunks: ["spec_chunk"],
        },
        { else_chunks: [["spec_chunk", 2]], x: 1, y: 1, repeat: [1, 3] },
        { chunks: [{ switch: { param: "p", fallback: "a" }, cases: { a: "spec_chunk" } }], x: 2, y: 2 },
      ],
      parameters: { p: { type: "nested_mapgen_id", scope: "omt", default: { distribution: ["spec_chunk"] } } },
    };
    const r = loadInline([update("spec_upd", obj), chunk("spec_chunk"), palette()]);
    clean(r);
    const pn = r.content.update_mapgen.get("spec_upd")?.object.placeNested;
    expect(pn?.[0]?.chunks.map((c) => c.weight)).to.deep.equal([100, 300, 100]);
    expect(pn?.[0]?.x).to.deep.equal({ min: 3, max: 5 });
    expect(pn?.[0]?.y).to.deep.equal({ min: 4, max: 4 });
    expect(pn?.[0]?.z).to.equal(1);
    expect(pn?.[2]?.repeat).to.deep.equal({ min: 1, max: 3 });
  });

  it("[A3-upd-F-place_nested] rejects empty chunks, a bad x form and a placement without chunks", () => {
    const bad = (e: Obj) =>
      loadInline([update("spec_upd", { place_nested: [e] }), chunk("spec_chunk"), palette()]).errors(
        "A3-upd-F-place_nested",
      );
    expect(bad({ chunks: [], x: 0, y: 0 })).to.have.length(1);
    expect(bad({ chunks: ["spec_chunk"], x: "3", y: 0 })).to.have.length(1);
    expect(bad({ chunks: ["spec_chunk"], x: [1, 2, 3], y: 0 })).to.have.length(1);
    expect(bad({ x: 0, y: 0 })).to.have.length(1);
  });

  it("[G-4][A3-shared] chunk ids must resolve, null always does; two updates may share a chunk", () => {
    expect(
      loadInline([update("spec_upd", { place_nested: [{ chunks: ["missing"], x: 0, y: 0 }] })]).errors("G-4"),
    ).to.have.length(1);
    clean(loadInline([update("spec_upd", { place_nested: [{ chunks: ["null"], x: 0, y: 0 }] })]));
    clean(loadInline([update("spec_a"), update("spec_b"), chunk("spec_chunk"), palette()]));
  });

  it("[A3-upd-set][A3-upd-z] accepts point, line and square; rejects an entry with two shapes", () => {
    const set = [
      { point: "terrain", id: "t_a", x: 1, y: 2, z: 1 },
      { line: "furniture", id: "f_a", x: 0, y: 0, x2: 5, y2: 0 },
      { square: "terrain", id: "t_b", x: [1, 2], y: 1, x2: 4, y2: 4 },
    ];
    const r = loadInline([update("spec_upd", { set })]);
    clean(r);
    expect(r.content.update_mapgen.get("spec_upd")?.object.set.map((s) => s.shape)).to.deep.equal([
      "point",
      "line",
      "square",
    ]);
    expect(
      loadInline([update("spec_upd", { set: [{ point: "terrain", line: "terrain", id: "t", x: 0, y: 0 }] })]).errors(
        "A3-upd-set",
      ),
    ).to.have.length(1);
  });

  it("[A3-upd-set] accepts place_items and place_loot (inline item groups too); rejects a placement without item", () => {
    const r = loadInline([
      update("spec_upd", {
        place_items: [{ item: "spec_group", x: 1, y: 1, chance: 50, repeat: [1, 2] }],
        place_loot: [
          { group: "spec_group", x: [1, 2], y: 1 },
          { item: { subtype: "collection", entries: [{ item: "rock" }] }, x: 0, y: 0 },
        ],
      }),
    ]);
    clean(r);
    expect(r.content.update_mapgen.get("spec_upd")?.object.placeLoot[0]?.chance).to.equal(100);
    expect(loadInline([update("spec_upd", { place_loot: [{ x: 1, y: 1 }] })]).errors("A3-upd-set")).to.have.length(1);
  });

  it("[A3-upd-bounds] warns about a chunk overhanging the tile and an origin outside it, never an error", () => {
    const big = chunk("spec_big", {}, { mapgensize: [6, 6], rows: Array(6).fill("aaaaaa") });
    const r = loadInline([
      update("spec_upd", {
        place_nested: [
          { chunks: ["spec_big"], x: 20, y: 0 },
          { chunks: ["spec_big"], x: 30, y: 0 },
        ],
      }),
      big,
      palette(),
    ]);
    expect(r.errors(), show(r.problems)).to.have.length(0);
    expect(r.warnings("A3-upd-bounds")).to.have.length(2);
    clean(loadInline([update("spec_upd", { place_nested: [{ chunks: ["spec_big"], x: 18, y: 18 }] }), big, palette()]));
  });

  it("[A3-nest-F-mapgensize] rejects [5], [0, 2] and a missing size", () => {
    expect(
      loadInline([chunk("c", {}, { mapgensize: [5], rows: undefined })]).errors("A3-nest-F-mapgensize"),
    ).to.have.length(1);
    expect(
      loadInline([chunk("c", {}, { mapgensize: [0, 2], rows: undefined })]).errors("A3-nest-F-mapgensize"),
    ).to.have.length(1);
    expect(
      loadInline([chunk("c", {}, { mapgensize: undefined, rows: undefined })]).errors("A3-nest-F-mapgensize"),
    ).to.have.length(1);
  });

  it("[A3-nest-F-rows] rejects a short row and a wrong row count; counts code points, combining marks as zero", () => {
    expect(
      loadInline([chunk("c", {}, { mapgensize: [5, 5], rows: ["aaaaa", "aaaa", "aaaaa", "aaaaa", "aaaaa"] })]).errors(
        "A3-nest-F-rows",
      ),
    ).to.have.length(1);
    expect(loadInline([chunk("c", {}, { rows: ["ab"] })]).errors("A3-nest-F-rows")).to.have.length(1);
    const pal = palette("spec_pal", { terrain: { "┌": "t_a", "m\u030c": "t_b", "\u{1F332}": "t_tree" } });
    clean(loadInline([chunk("c", {}, { rows: ["┌m\u030c", "\u{1F332}┌"] }), pal]));
    expect(rowWidth("m\u030c\u{1F332}")).to.equal(2);
    clean(
      loadInline([chunk("c", {}, { rows: undefined, set: [{ point: "terrain", id: "t_a", x: 0, y: 0 }] }), palette()]),
    );
  });

  it("[A3-nest-F-palettes][A3-nest-F-parameters] accepts ids, {param} and {distribution}; rejects an undeclared {param}", () => {
    const ok = chunk(
      "c",
      {},
      {
        palettes: ["spec_pal", { distribution: ["spec_pal", ["spec_pal2", 2]] }, { param: "p" }],
        parameters: { p: { type: "palette_id", default: { distribution: ["spec_pal"] } } },
      },
    );
    clean(loadInline([ok, palette(), palette("spec_pal2")]));
    expect(
      loadInline([chunk("c", {}, { palettes: [{ param: "nope" }] }), palette()]).errors("A3-nest-F-palettes"),
    ).to.have.length(1);
    expect(loadInline([chunk("c", {}, { palettes: [3] })]).errors("A3-nest-F-palettes")).to.have.length(1);
  });

  it("[A3-nest-F-palettes][X-6] accepts a {param} declared by the update that places the chunk, or by a listed palette", () => {
    const upd = update("spec_upd", {
      place_nested: [{ chunks: ["c"], x: 0, y: 0 }],
      parameters: { p: { type: "palette_id", scope: "omt", default: { distribution: ["spec_pal"] } } },
    });
    clean(loadInline([upd, chunk("c", {}, { palettes: [{ param: "p" }] }), palette()]));
    const decl = palette("spec_decl", {
      parameters: { p: { type: "palette_id", default: { distribution: ["spec_pal"] } } },
    });
    clean(loadInline([chunk("c", {}, { palettes: ["spec_decl", { param: "p" }] }), palette(), decl]));
  });

  it("[G-4] rejects a palette id that names no palette", () => {
    expect(loadInline([chunk("c", {}, { palettes: ["nope"] })]).errors("G-4")).to.have.length(1);
  });

  it("[A3-nest-symbols] accepts every map value form; rejects a number", () => {
    const pal = palette("spec_pal", {
      terrain: {
        a: "t_a",
        b: ["t_a", "t_b"],
        c: [["t_a", 3], "t_b"],
        d: { param: "p", fallback: "t_a" },
        e: { switch: { param: "p", fallback: "x" }, cases: { x: "t_a" } },
        f: [[{ param: "p", fallback: "t_a" }, 2]],
      },
      parameters: { p: { type: "ter_str_id", default: { distribution: ["t_a"] } } },
    });
    const r = loadInline([pal]);
    clean(r);
    const t = r.content.palette.get("spec_pal")?.terrain;
    expect(t?.["c"]).to.deep.equal({
      kind: "weighted",
      options: [
        { value: { kind: "id", id: "t_a" }, weight: 3 },
        { value: { kind: "id", id: "t_b" }, weight: 1 },
      ],
    });
    expect(t?.["d"]).to.deep.equal({ kind: "param", param: "p", fallback: "t_a" });
    expect(loadInline([palette("spec_pal", { terrain: { a: 3 } })]).errors("A3-nest-symbols")).to.have.length(1);
  });

  it("[G-7] keeps every definition of a nested id as a weighted alternative (weight default 1000)", () => {
    const r = loadInline([chunk("c"), chunk("c", { weight: 3000 }), palette()]);
    clean(r);
    expect(r.content.nested_mapgen.all("c").map((c) => c.weight)).to.deep.equal([1000, 3000]);
    expect(loadInline([chunk("c", { weight: "heavy" }), palette()]).errors("G-7")).to.have.length(1);
  });

  it("[A3-schema][G-6] warns about an unknown object member and an unknown top-level member", () => {
    const r = loadInline([update("spec_upd", { place_nested: [], sparkle: true }, { colour: 1 })]);
    expect(r.errors()).to.have.length(0);
    expect(rules(r.warnings())).to.have.members(["A3-schema", "G-6"]);
  });
});

describe("camp content: recipe groups (A5)", () => {
  const start = (result: string, req = "not_an_upgrade"): Obj => mission(result, { blueprint_requires: [{ id: req }] });
  const types = (entries: Obj[], over: Obj = {}): Obj => ({
    type: "recipe_group",
    id: "all_faction_base_types",
    building_type: "NONE",
    recipes: entries,
    ...over,
  });
  const entry = (id = "faction_base_spec_0", om: unknown = ["field"]): Obj => ({
    id,
    description: "Spec camp",
    om_terrains: om,
  });
  const base = (): Obj[] => [start("faction_base_spec_0"), update("spec_upd"), chunk("spec_chunk"), palette()];

  it("[A5-F-type][A5-F-name][A5-special-types] accepts the camp types group; `name` works as the id", () => {
    const r = loadInline([...base(), types([entry()])]);
    clean(r);
    expect(r.content.recipe_group.get("all_faction_base_types")?.recipes[0]?.omTerrains).to.deep.equal([
      { kind: "terrain", omTerrain: "field", matchType: "TYPE", parameters: undefined },
    ]);
    const n = loadInline([{ type: "recipe_group", name: "spec_named", recipes: [] }]);
    clean(n);
    expect(n.content.recipe_group.has("spec_named")).to.equal(true);
    const both = loadInline([{ type: "recipe_group", id: "spec_id", name: "spec_name", recipes: [] }]);
    expect(both.warnings("A5-F-name")).to.have.length(1);
    expect(both.content.recipe_group.has("spec_id")).to.equal(true);
    expect(loadInline([{ type: "recipe_group", recipes: [] }]).errors()).to.have.length(1);
  });

  it("[A5-F-building_type][X-33] defaults to NONE, accepts the five values, warns on others", () => {
    const r = loadInline(
      ["NONE", "BASE", "FARM", "COOK", "SMITH"].map((bt, i) => ({
        type: "recipe_group",
        id: `g${i}`,
        building_type: bt,
        recipes: [],
      })),
    );
    clean(r);
    const d = loadInline([{ type: "recipe_group", id: "g", recipes: [] }]);
    expect(d.content.recipe_group.get("g")?.buildingType).to.equal("NONE");
    const bar = loadInline([{ type: "recipe_group", id: "g", building_type: "BAR", recipes: [] }]);
    expect(bar.warnings("A5-F-building_type")).to.have.length(1);
    expect(bar.errors()).to.have.length(0);
  });

  it("[A5-special-bt] rejects a special group with building_type FARM", () => {
    expect(loadInline([...base(), types([entry()], { building_type: "FARM" })]).errors("A5-special-bt")).to.have.length(
      1,
    );
  });

  it("[A5-F-recipes] accepts an empty ordinary group, rejects an empty special group and a non-array", () => {
    clean(loadInline([{ type: "recipe_group", id: "g", recipes: [] }]));
    expect(loadInline([types([])]).errors("A5-F-recipes")).to.have.length(1);
    expect(loadInline([{ type: "recipe_group", id: "g", recipes: {} }]).errors("A5-F-recipes")).to.have.length(1);
  });

  it("[A5-entry-object][X-7] rejects a string entry and a special entry without om_terrains; accepts an ordinary entry without", () => {
    expect(loadInline([{ type: "recipe_group", id: "g", recipes: ["x"] }]).errors("A5-entry-object")).to.have.length(1);
    expect(
      loadInline([...base(), types([{ id: "faction_base_spec_0", description: "d" }])]).errors("A5-entry-object"),
    ).to.have.length(1);
    expect(
      loadInline([{ type: "recipe_group", id: "g", recipes: [{ id: "x" }] }]).errors("A5-entry-object"),
    ).to.have.length(1);
    const r = loadInline([
      { type: "recipe", result: "spec_bread" },
      { type: "recipe_group", id: "g", building_type: "COOK", recipes: [{ id: "spec_bread", description: "Bread" }] },
    ]);
    clean(r);
  });

  it("[A5-entry-F-id][A5-entry-F-description] warns when a special entry id breaks faction_base_X_0", () => {
    const r = loadInline([
      start("farm_0"),
      update("spec_upd"),
      chunk("spec_chunk"),
      palette(),
      types([entry("farm_0")]),
    ]);
    expect(r.warnings("A5-entry-F-id")).to.have.length(1);
    expect(r.errors()).to.have.length(0);
    clean(loadInline([...base(), types([entry()])]));
  });

  it("[A5-entry-F-om_terrains][A5-om-ANY][A5-om-exact] accepts strings and ANY; rejects [3] and []", () => {
    const r = loadInline([...base(), types([entry("faction_base_spec_0", ["ANY", "field"])])]);
    clean(r);
    expect(r.content.recipe_group.get("all_faction_base_types")?.recipes[0]?.omTerrains[0]).to.deep.equal({
      kind: "any",
    });
    expect(
      loadInline([...base(), types([entry("faction_base_spec_0", [3])])]).errors("A5-entry-F-om_terrains"),
    ).to.have.length(1);
    expect(
      loadInline([...base(), types([entry("faction_base_spec_0", [])])]).errors("A5-entry-F-om_terrains"),
    ).to.have.length(1);
  });

  it("[A5-om-obj-F-om_terrain][A5-om-obj-atleast][A5-om-obj-F-parameters][A5-om-obj-F-om_terrain_match_type] object elements", () => {
    const ok = [
      { om_terrain: "forest", om_terrain_match_type: "PREFIX" },
      { om_terrain: "field", parameters: { kind: ["a", "b"] } },
    ];
    const r = loadInline([...base(), types([entry("faction_base_spec_0", ok)])]);
    clean(r);
    expect(r.content.recipe_group.get("all_faction_base_types")?.recipes[0]?.omTerrains[1]).to.deep.equal({
      kind: "terrain",
      omTerrain: "field",
      matchType: "TYPE",
      parameters: { kind: ["a", "b"] },
    });
    expect(
      loadInline([...base(), types([entry("faction_base_spec_0", [{ om_terrain_match_type: "PREFIX" }])])]).errors(
        "A5-om-obj-F-om_terrain",
      ),
    ).to.have.length(1);
    expect(
      loadInline([...base(), types([entry("faction_base_spec_0", [{ om_terrain: "field" }])])]).errors(
        "A5-om-obj-atleast",
      ),
    ).to.have.length(1);
    expect(
      loadInline([
        ...base(),
        types([entry("faction_base_spec_0", [{ om_terrain: "field", parameters: { k: "a" } }])]),
      ]).errors("A5-om-obj-F-parameters"),
    ).to.have.length(1);
  });

  it("[A5-om-obj-match-other][X-8] accepts EXACT/TYPE/PREFIX/CONTAINS/SUFFIX/SUBTYPE, rejects FUZZY", () => {
    const all = ["EXACT", "TYPE", "PREFIX", "CONTAINS", "SUFFIX", "SUBTYPE"].map((m) => ({
      om_terrain: "field",
      om_terrain_match_type: m,
    }));
    clean(loadInline([...base(), types([entry("faction_base_spec_0", all)])]));
    expect(
      loadInline([
        ...base(),
        types([entry("faction_base_spec_0", [{ om_terrain: "field", om_terrain_match_type: "FUZZY" }])]),
      ]).errors("A5-om-obj-match-other"),
    ).to.have.length(1);
  });

  it("[A5-R1a][A5-R1b] rejects a start recipe whose requirements can all be met", () => {
    const provider = mission("spec_provider", { blueprint_provides: [{ id: "spec_feature" }] });
    // A start requiring the feature the provider gives, then one requiring the provider's own result.
    for (const requirement of ["spec_feature", "spec_provider"]) {
      const r = loadInline([
        start("faction_base_spec_0", requirement),
        provider,
        update("spec_upd"),
        chunk("spec_chunk"),
        palette(),
        types([entry()]),
      ]);
      expect(r.errors("A5-R1b"), requirement).to.have.length(1);
    }
  });

  it("[A5-R2][A5-special-expansions] an expansion needs an overmap terrain of its id (id may be an array)", () => {
    const exp = (om: Obj[]) => [
      ...base(),
      { type: "recipe_group", id: "all_faction_base_expansions", recipes: [entry("faction_base_spec_0", ["ANY"])] },
      ...om,
    ];
    expect(loadInline(exp([])).errors("A5-R2")).to.have.length(1);
    clean(
      loadInline(exp([{ type: "overmap_terrain", id: ["faction_base_spec_0", "faction_base_spec_1"], name: "spec" }])),
    );
  });

  it("[G-4] an entry naming no recipe is only a warning", () => {
    const r = loadInline([{ type: "recipe_group", id: "g", recipes: [{ id: "nothing_here", description: "d" }] }]);
    expect(r.warnings("G-4")).to.have.length(1);
    expect(r.errors()).to.have.length(0);
  });

  it("[A5-R4] accepts the same content from any file path", () => {
    clean(loadInline({ "x/y/z.json": [...base(), types([entry()])] }));
  });
});

describe("camp content: the project's primitive field camp (A7)", () => {
  const loaded = loadContent([join(PROJECT_ROOT, "content", "camp")]);
  const recipes = loaded.content.recipe;
  const req = (n: number) => recipes.get(`faction_base_camp_${n}`)?.blueprint?.requires.map((r) => r.id) ?? [];

  it("[A7-fixture][A7-count] loads without problems and holds camp_0 .. camp_20 exactly once", () => {
    expect(loaded.problems, show(loaded.problems)).to.have.length(0);
    for (let n = 0; n <= 20; n++) expect(recipes.allEntries(`faction_base_camp_${n}`), `camp_${n}`).to.have.length(1);
    expect(recipes.has("faction_base_camp_21")).to.equal(false);
  });

  it("[A7-1][A7-2][A7-3][A7-4][A7-5][A5-R1a] the opening sequence", () => {
    expect(req(0)).to.deep.equal(["not_an_upgrade"]);
    for (let n = 1; n <= 4; n++) expect(req(n)).to.deep.equal([`faction_base_camp_${n - 1}`]);
  });

  it("[A7-6-tents][A7-6-kitchen][A7-6-well][A7-6-wall][A7-6-radio][A7-7][X-9] the branches and the join", () => {
    for (const n of [5, 7, 9, 15, 18, 6, 12, 13, 19])
      expect(req(n), `camp_${n}`).to.deep.equal(["faction_base_camp_4"]);
    expect(req(8)).to.deep.equal(["faction_base_camp_6"]);
    expect(req(10)).to.deep.equal(["faction_base_camp_8"]);
    expect(req(11)).to.deep.equal(["faction_base_camp_10"]);
    expect(req(16)).to.deep.equal(["faction_base_camp_11"]);
    expect(req(14)).to.deep.equal(["faction_base_camp_13"]);
    expect(req(20)).to.deep.equal(["faction_base_camp_19"]);
    expect(req(17)).to.have.members(["faction_base_camp_14", "faction_base_camp_16"]);
  });

  it("[A7-features][X-10] beds, the well and the radio", () => {
    const provides = (n: number) => recipes.get(`faction_base_camp_${n}`)?.blueprint?.provides.map((p) => p.id) ?? [];
    for (const n of [2, 4, 5, 7, 9, 15, 18]) expect(provides(n), `camp_${n}`).to.include("bed");
    expect(provides(12)).to.include("water_well");
    expect(provides(20)).to.include("radio");
  });

  it("[A4-R0][A3-shared] one mission is parametric and several updates share the tent chunk", () => {
    const parametric = recipes.values().filter((r) => Object.keys(r.blueprint?.parameterNames ?? {}).length > 0);
    expect(parametric.length).to.be.greaterThan(0);
    const tentUsers = loaded.content.update_mapgen
      .values()
      .filter((u) =>
        u.object.placeNested.some((p) => p.chunks.some((c) => c.value.kind === "id" && c.value.id === "fbc_tent")),
      );
    expect(tentUsers.length).to.be.greaterThan(1);
  });

  it("[A5-special-types][A5-special-expansions][A2-reseeding][A2-kitchen][A2-blacksmith] the groups", () => {
    const groups = loaded.content.recipe_group;
    expect(groups.has("all_faction_base_types")).to.equal(true);
    expect(groups.has("all_faction_base_expansions")).to.equal(true);
    expect(groups.values().map((g) => g.buildingType)).to.include.members(["FARM", "COOK", "SMITH"]);
  });
});
