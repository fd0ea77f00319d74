// Conformance: the real game's processing stations and station furniture (issue 19 item 3) on the
// real data: the real furniture, items and recipes drive the game's behaviour end to end.
// IDs: REAL-examine-<name> (introduced in spec/rules/examine/game/stations.spec.ts).
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import type { Tile, World } from "../../engine/world/types.js";
import { examine, examineOver, ruleEvents, tile, world } from "../rules/examine/support.js";
import { beforeReal, REAL_DATA } from "../support/load.js";

const YOU = { x: 1, y: 1, z: 0 };
const HOUR = 3600;
const DAY = 86400;

function room(X: Tile, you: object = {}, ter = "t_floor"): World {
  return world({
    levels: ["#####", "#.X.#", "#####"],
    legend: { X: { ...X, ter }, ".": { ter }, "#": { ter: "t_wall" } },
    you: { pos: YOU, ...you },
  });
}
const at = (w: World, turn: number): World => ({ ...w, turn });
const items = (w: World, x = 2): [string, number][] =>
  (tile(w, x, 1).items ?? []).map((s) => [s.id, s.count] as [string, number]);

describe(`conformance: the real game's stations (${REAL_DATA})`, function () {
  this.timeout(120000);
  let content: Content;
  const look = (w: World, answers = {}) => examine(w, [2, 1], answers, "you", content);
  /** As look, then the world's turns pass: an action that takes time runs as an activity and is done. */
  const lookOver = (w: World, answers = {}) => examineOver(w, [2, 1], answers, "you", content);

  beforeReal((real) => (content = real), "examine stations conformance");

  it("[REAL-examine-kiln_empty][REAL-examine-kiln_full] (skipped without real data) two 50 L logs in f_kiln_empty, fired with a lighter: 133 unfinished charcoal, after 6 hours 7980 charcoal", () => {
    const w = room(
      { ter: "t_floor", furn: "f_kiln_empty", items: [{ id: "log", count: 2 }] },
      {
        inventory: [{ id: "lighter", count: 1 }],
      },
    );
    const fired = look(w);
    expect(tile(fired.world, 2, 1).furn).to.equal("f_kiln_full");
    expect(items(fired.world)).to.deep.equal([["unfinished_charcoal", 133]]);
    const done = look(at(fired.world, 6 * HOUR));
    expect(items(done.world)).to.deep.equal([["charcoal", 7980]]);
    expect(tile(done.world, 2, 1).furn).to.equal("f_kiln_empty");
  });

  it("[REAL-examine-fvat_empty][REAL-examine-fvat_full] (skipped without real data) whiskey wort in f_fvat_empty ferments for 7 days into wash and yeast", () => {
    const set = look(
      room({ ter: "t_floor", furn: "f_fvat_empty" }, { inventory: [{ id: "brew_whiskey", count: 100 }] }),
    );
    expect(tile(set.world, 2, 1).furn).to.equal("f_fvat_full");
    expect(items(look(at(set.world, 6 * DAY)).world)).to.deep.equal([["brew_whiskey", 100]]);
    const done = look(at(set.world, 7 * DAY));
    expect(items(done.world)).to.deep.equal([
      ["wash_whiskey", 100],
      ["yeast", 100],
    ]);
  });

  it("[REAL-examine-compost_empty][REAL-examine-compost_full] (skipped without real data) the fermentable mixture in f_compost_empty gives fertilizer (x1) and biogas (x250) after 60 days", () => {
    const set = look(
      room(
        { ter: "t_floor", furn: "f_compost_empty" },
        { inventory: [{ id: "fermentable_liquid_mixture", count: 4 }] },
      ),
    );
    expect(tile(set.world, 2, 1).furn).to.equal("f_compost_full");
    const done = look(at(set.world, 60 * DAY));
    expect(items(done.world)).to.deep.equal([
      ["fermented_fertilizer_liquid", 4],
      ["biogas", 1000],
    ]);
  });

  it("[REAL-examine-stook_empty][REAL-examine-stook_full] (skipped without real data) fresh wheat stalks in f_stook_empty dry into dried wheat stalks", () => {
    const set = look(room({ ter: "t_dirt", furn: "f_stook_empty", items: [{ id: "wheat_stalks", count: 5 }] }));
    expect(tile(set.world, 2, 1).furn).to.equal("f_stook_full");
    const done = look(at(set.world, 14 * DAY));
    expect(items(done.world)).to.deep.equal([["dry_wheat_stalks", 5]]);
    expect(tile(done.world, 2, 1).furn).to.equal("f_stook_empty");
  });

  it("[REAL-examine-smoker_options] (skipped without real data) eight chunks of meat and 150 charcoal in f_smoking_rack: lit (100 charcoal burnt), smoked meat after 6 hours, the other 50 charcoal left", () => {
    const w = room(
      {
        ter: "t_floor",
        furn: "f_smoking_rack",
        items: [
          { id: "meat", count: 8 },
          { id: "charcoal", count: 150 },
        ],
      },
      { inventory: [{ id: "lighter", count: 1 }] },
    );
    const lit = look(w);
    expect(tile(lit.world, 2, 1).furn).to.equal("f_smoking_rack_active");
    expect(items(lit.world)).to.deep.equal([
      ["meat", 8],
      ["charcoal", 50],
    ]);
    const done = look(at(lit.world, 6 * HOUR));
    expect(items(done.world)).to.deep.equal([
      ["meat_smoked", 8],
      ["charcoal", 50],
    ]);
    expect(tile(done.world, 2, 1).furn).to.equal("f_smoking_rack");
  });

  it("[REAL-examine-quern_examine] (skipped without real data) four wheat in an outdoor f_wind_mill are 60 flour after 6 hours (flour_mill_1_15)", () => {
    const started = look(
      room({ ter: "t_grass", furn: "f_wind_mill", items: [{ id: "wheat", count: 4 }] }, {}, "t_grass"),
    );
    expect(tile(started.world, 2, 1).furn).to.equal("f_wind_mill_active");
    const done = look(at(started.world, 6 * HOUR));
    expect(items(done.world)).to.deep.equal([["flour", 60]]);
  });

  it("[REAL-examine-reload_furniture][REAL-examine-workbench] (skipped without real data) f_forge takes 2000 charcoal (fake_forge's pocket); f_workbench reports crafting as not simulated", () => {
    const r = look(room({ ter: "t_floor", furn: "f_forge" }, { inventory: [{ id: "charcoal", count: 2500 }] }));
    expect(items(r.world)).to.deep.equal([["charcoal", 2000]]);
    const b = look(room({ ter: "t_floor", furn: "f_workbench" }));
    expect(ruleEvents(b, "crafting_not_simulated").map((e) => e.data["pseudoItem"])).to.deep.equal([
      "large_surface_pseudo",
    ]);
  });

  it("[REAL-examine-deployed_furniture][REAL-examine-fireplace][REAL-examine-keg] (skipped without real data) f_floor_mattress comes down as a mattress; f_fireplace lights a real fd_fire; f_wood_keg holds 125 L", () => {
    const m = look(room({ ter: "t_floor", furn: "f_floor_mattress" }));
    expect(tile(m.world, 2, 1).furn).to.equal(undefined);
    expect(items(m.world)).to.deep.equal([["mattress", 1]]);
    const f = look(room({ ter: "t_floor", furn: "f_fireplace" }, { inventory: [{ id: "lighter", count: 1 }] }));
    expect(tile(f.world, 2, 1).fields?.map((x) => x.id)).to.deep.equal(["fd_fire"]);
    // 600 units of 250 ml water: 500 fill 125 L, 100 stay carried.
    const k = look(room({ ter: "t_floor", furn: "f_wood_keg" }, { inventory: [{ id: "water_clean", count: 600 }] }));
    expect(items(k.world)).to.deep.equal([["water_clean", 500]]);
  });

  it("[REAL-examine-change_appearance][REAL-examine-workout] (skipped without real data) at f_bigmirror short hair becomes long hair; f_exercise trains the arms", () => {
    const r = look(room({ ter: "t_floor", furn: "f_bigmirror" }, { traits: ["hair_short"] }), {
      option: "hair_style",
      item: "hair_long",
    });
    expect(r.world.characters["you"]?.traits).to.deep.equal(["hair_long"]);
    const w = lookOver(room({ ter: "t_floor", furn: "f_exercise" }), { amount: 30 });
    expect(ruleEvents(w, "activity_done")[0]?.data).to.include({ activity: "workout", turns: 1800 });
    expect(ruleEvents(w, "workout")[0]?.data["trains"]).to.deep.equal(["arms"]);
  });
});
