// covers: A1-needs-auto, A1-F-blueprint_autocalc, A1-F-check_blueprint_needs, A1-F-blueprint_needs,
// A1-F-components, A1-F-qualities, A1-time-use (80 minutes)
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../../engine/content/load.js";
import { findMission } from "../../../engine/rules/camp/availability.js";
import { missionNeeds } from "../../../engine/rules/camp/needs.js";
import { loadInline, PROJECT_ROOT, show } from "../../support/load.js";
import { campContent, camp, center, complete, founded, ok, refused } from "./support.js";

const base = {
  type: "recipe",
  category: "CC_BUILDING",
  subcategory: "CSC_BUILDING_BASES",
  autolearn: false,
  never_learn: true,
  blueprint_requires: [{ id: "faction_base_camp_0" }],
};
const INLINE = [
  {
    type: "mapgen",
    update_mapgen_id: "t_upd_bed",
    object: { set: [{ point: "furniture", id: "f_fbc_bedroll", x: 4, y: 4 }] },
  },
  {
    type: "mapgen",
    update_mapgen_id: "t_upd_wall",
    object: { set: [{ point: "terrain", id: "t_fbc_log_wall", x: 4, y: 4 }] },
  },
  {
    type: "mapgen",
    update_mapgen_id: "t_upd_two_beds",
    object: { set: [{ line: "furniture", id: "f_fbc_bedroll", x: 4, y: 4, x2: 5, y2: 4 }] },
  },
  {
    ...base,
    result: "t_bed_default",
    construction_blueprint: "t_upd_bed",
    time: "20 m",
    qualities: [[{ id: "CUT", level: 2 }]],
    components: [
      [
        ["fbc_plank", 2],
        ["fbc_scrap", 1],
      ],
    ],
  },
  {
    ...base,
    result: "t_bed_explicit",
    construction_blueprint: "t_upd_bed",
    time: "20 m",
    components: [[["fbc_plank", 2]]],
    blueprint_autocalc: true,
  },
  {
    ...base,
    result: "t_bed_unchecked",
    construction_blueprint: "t_upd_bed",
    time: "20 m",
    components: [[["fbc_plank", 2]]],
    check_blueprint_needs: false,
  },
  {
    ...base,
    result: "t_bed_empty",
    construction_blueprint: "t_upd_bed",
    check_blueprint_needs: false,
    blueprint_needs: {},
  },
  {
    ...base,
    result: "t_bed_given",
    construction_blueprint: "t_upd_bed",
    time: "20 m",
    blueprint_needs: { time: "1 h", skills: [["fabrication", 2]], inline: { components: [[["fbc_log", 1]]] } },
  },
  { ...base, result: "t_wall", construction_blueprint: "t_upd_wall" },
  { ...base, result: "t_two_beds", construction_blueprint: "t_upd_two_beds" },
  {
    ...base,
    result: "t_self",
    construction_blueprint: "t_upd_bed",
    check_blueprint_needs: false,
    blueprint_provides: [{ id: "t_self", amount: 1 }],
  },
];

describe("mission needs (A1-needs-auto, X-2)", function () {
  this.timeout(20000);
  let c: Content;
  before(() => {
    const r = loadInline(
      { "missions.json": INLINE },
      { base: [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "camp")] },
    );
    expect(r.errors(), show(r.errors())).to.have.length(0);
    c = r.content;
  });
  const needs = (id: string) => missionNeeds(c, findMission(c, id) ?? (undefined as never), {});

  it("[A1-needs-auto][A1-F-blueprint_autocalc] default: calculated from the update's furniture plus the recipe's own parts", () => {
    const n = needs("t_bed_default");
    expect(n.time).to.equal(30 * 60);
    expect(n.skills).to.deep.equal([["survival", 1]]);
    expect(n.qualities).to.deep.equal([[{ id: "CUT", level: 2 }]]);
    expect(n.components.map((g) => g.map((x) => [x.id, x.count]))).to.deep.equal([
      [
        ["fbc_blanket", 1],
        ["fbc_fur_pelt", 2],
      ],
      [
        ["fbc_plank", 2],
        ["fbc_scrap", 1],
      ],
    ]);
  });

  it("[A1-needs-auto] calculating twice gives equal needs; two beds count twice", () => {
    expect(needs("t_bed_default")).to.deep.equal(needs("t_bed_default"));
    const two = needs("t_two_beds");
    expect(two.time).to.equal(20 * 60);
    expect(two.components.map((g) => g.map((x) => [x.id, x.count]))).to.deep.equal([
      [
        ["fbc_blanket", 2],
        ["fbc_fur_pelt", 4],
      ],
    ]);
  });

  it("[A1-needs-auto] terrain follows pre_terrain back; REPAIR constructions are skipped", () => {
    const n = needs("t_wall");
    expect(n.time).to.equal(35 * 60);
    expect(n.skills).to.deep.equal([["fabrication", 2]]);
    expect(n.qualities.map((g) => g[0]?.id).sort()).to.deep.equal(["DIG", "HAMMER"]);
    expect(n.components.map((g) => g.map((x) => [x.id, x.count]))).to.deep.equal([[["fbc_log", 2]]]);
  });

  it("[A1-F-blueprint_autocalc] an explicit true drops the recipe's components", () => {
    const n = needs("t_bed_explicit");
    expect(n.components.map((g) => g.map((x) => x.id))).to.deep.equal([["fbc_blanket", "fbc_fur_pelt"]]);
  });

  it("[A1-F-check_blueprint_needs] false without needs: the recipe's 20 m and components only; false with {}: nothing", () => {
    const n = needs("t_bed_unchecked");
    expect(n.time).to.equal(1200);
    expect(n.components.map((g) => g.map((x) => x.id))).to.deep.equal([["fbc_plank"]]);
    expect(needs("t_bed_empty")).to.deep.equal({ time: 0, skills: [], qualities: [], tools: [], components: [] });
  });

  it("[A1-F-blueprint_needs][A1-time-use] given needs plus the recipe's time: 1 h + 20 m = 80 minutes", () => {
    const n = needs("t_bed_given");
    expect(n.time).to.equal(80 * 60);
    expect(n.skills).to.deep.equal([["fabrication", 2]]);
    expect(n.components.map((g) => g.map((x) => x.id))).to.deep.equal([["fbc_log"]]);
  });

  it("[A1-R3d] a result also listed in provides reaches a tally of 2", () => {
    let w = founded(c);
    w = complete(c, w, "t_self");
    w = complete(c, w, "t_two_beds");
    expect(center(w).provides["t_self"]).to.equal(2);
    expect(center(w).provides["t_two_beds"]).to.equal(1);
  });

  it("[A1-F-blueprint_needs] our camp_3 exposes its explicit needs (groups in the game's id order)", () => {
    const cc = campContent();
    const n = missionNeeds(cc, findMission(cc, "faction_base_camp_3") ?? (undefined as never), {});
    expect(n.time).to.equal(90 * 60);
    expect(n.skills).to.deep.equal([["fabrication", 1]]);
    expect(n.tools.map((g) => g.map((t) => t.id))).to.deep.equal([["fbc_hammer"]]);
    expect(n.qualities).to.deep.equal([[{ id: "SAW_W", level: 1 }]]);
    expect(n.components.map((g) => g.map((x) => [x.id, x.count]))).to.deep.equal([
      [["fbc_nail", 16]],
      [["fbc_plank", 4]],
    ]);
  });
});

describe("needs against the camp inventory (A1-F-components, A1-F-qualities)", function () {
  this.timeout(20000);
  it("[A1-F-components][A1-F-qualities] a start is refused without the items or the quality; inventory drops at start", () => {
    const c = campContent();
    const stock = { fbc_canvas_sheet: 5, fbc_stick: 8, fbc_tent_pole: 1 };
    let w = founded(c, { unlimited: false, items: stock });
    const why = refused(
      w,
      { type: "camp_start_mission", camp: "base", expansion: "center", mission: "faction_base_camp_1", options: {} },
      c,
    );
    expect(why).to.match(/quality HAMMER 1/);
    w = founded(c, { unlimited: false, items: { ...stock, fbc_rock: 1 } });
    w = ok(
      w,
      { type: "camp_start_mission", camp: "base", expansion: "center", mission: "faction_base_camp_1", options: {} },
      c,
    ).world;
    // 4 canvas; the tent poles are short (1 of 4), so the 8 sticks are taken; the rock is a tool (HAMMER 1) and stays.
    expect(camp(w).inventory.items).to.deep.equal({ fbc_canvas_sheet: 1, fbc_rock: 1, fbc_tent_pole: 1 });
    expect(center(w).inProgress).to.have.length(1);
    void complete;
  });
});
