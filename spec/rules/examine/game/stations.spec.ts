/**
 * The real game's processing stations and station furniture (issue 19 item 3), on our own content
 * (content/examine/stations.json). IDs introduced here (behaviour of the real game beyond the
 * specification, engine/rules/examine/actions/<name>.ts):
 *   REAL-examine-kiln_empty          a kiln of wood or bone is fired with a fire source: the load less
 *                                    60% - 2% per fabrication level becomes unfinished charcoal
 *   REAL-examine-kiln_full           after 6 hours the unfinished charcoal becomes charcoal by volume
 *   REAL-examine-arcfurnace_full     after 2 hours unfinished calcium carbide becomes calcium carbide
 *   REAL-examine-fvat_empty          brew is set in a 50 L vat and fermenting starts
 *   REAL-examine-fvat_full           after the brew's time it becomes its brew_results; then taken out
 *   REAL-examine-compost_empty       slurry is set in a 1000 L tank and composting starts
 *   REAL-examine-compost_full        after the slurry's time it becomes its compost_results
 *   REAL-examine-stook_empty         fresh grain (up to max_volume) is set up to dry
 *   REAL-examine-stook_full          after the drying time the grain becomes its smoking_result
 *   REAL-examine-smoker_options      a smoking rack: load food and charcoal, light, finish after 6 hours
 *   REAL-examine-quern_examine       a mill: load, start, finish after 6 hours at the recipe's ratio
 *   REAL-examine-keg                 a keg holds one liquid up to keg_capacity: fill, refill, dispense
 *   REAL-examine-fireplace           light a fire field with a fire starter, put it out with a basher
 *   REAL-examine-reload_furniture    fuel a forge up to its pseudo item's ammo capacity, or unload it
 *   REAL-examine-workbench           take what lies on it; crafting there is reported as not simulated
 *   REAL-examine-deployed_furniture  take the furniture down into its deployed_item
 *   REAL-examine-change_appearance   swap the trait of one appearance group for another
 *   REAL-examine-workout             a workout session of the asked minutes
 *   REAL-examine-stations            a station whose other form is not loaded reports it and stays
 */
import { expect } from "chai";
import type { ExamineAnswers } from "../../../../engine/rules/examine/context.js";
import type { Character, World } from "../../../../engine/world/types.js";
import { join } from "node:path";
import { loadInline, PROJECT_ROOT } from "../../../support/load.js";
import { examine, examineOver, inv, messages, ruleEvents, showcase, tile, world } from "../support.js";

const YOU = { x: 1, y: 1, z: 0 };
const HOUR = 3600;
const DAY = 86400;

/** A 5x3 room (ter: floor, or the given terrain): you at 1,1 and the station X at 2,1. */
function room(X: object, you: object = {}, ter = "ex_t_floor"): World {
  return world({
    levels: ["#####", "#.X.#", "#####"],
    legend: { X: { ter, ...X } as never, ".": { ter } },
    you: { pos: YOU, ...you },
  });
}

const at = (w: World, turn: number): World => ({ ...w, turn });
const items = (w: World, x = 2, y = 1): [string, number][] =>
  (tile(w, x, y).items ?? []).map((s) => [s.id, s.count] as [string, number]);
const LIGHTER = { id: "ex_lighter", count: 1 };
/** The station `furn` in the room holding `count` of `id`, its process started at turn 0. */
const started = (furn: string, id: string, count: number): World =>
  room({ furn, items: [{ id, count }], state: { processStart: 0 } });

describe("examine: the real game's stations (issue 19)", () => {
  before(() => showcase());

  describe("kiln", () => {
    const logs = (n: number) => ({ furn: "ex_kiln_empty", items: [{ id: "ex_log", count: n }] });

    it("[REAL-examine-kiln_empty] ten 2.5 L logs at fabrication 0 lose 60%: 10 L of unfinished charcoal (33 x 300 ml), the kiln full", () => {
      const r = examine(room(logs(10), { inventory: [LIGHTER] }), [2, 1]);
      expect(items(r.world)).to.deep.equal([["unfinished_charcoal", 33]]);
      expect(tile(r.world, 2, 1).furn).to.equal("ex_kiln_full");
      expect(tile(r.world, 2, 1).state?.["processStart"]).to.equal(0);
      // Fabrication 5: 50% lost, 12.5 L: 41 pieces.
      const skilled = examine(room(logs(10), { inventory: [LIGHTER], skills: { fabrication: 5 } }), [2, 1]);
      expect(items(skilled.world)).to.deep.equal([["unfinished_charcoal", 41]]);
    });

    it("[REAL-examine-kiln_empty] no fire source, a non-wood item, charcoal already inside, or a refusal leave the kiln as it was", () => {
      const withLogs = (other: { id: string; count: number }) => ({
        furn: "ex_kiln_empty",
        items: [{ id: "ex_log", count: 2 }, other],
      });
      const lit = { inventory: [LIGHTER] };
      const cases: [what: string, w: World, answers: ExamineAnswers | undefined, said: RegExp | undefined][] = [
        ["no fire source", room(logs(10)), undefined, /no fire source/],
        ["a rag", room(withLogs({ id: "ex_rag", count: 1 }), lit), undefined, /rag, which can't be made into charcoal/],
        ["charcoal inside", room(withLogs({ id: "charcoal", count: 5 }), lit), undefined, undefined],
        ["a refusal", room(logs(10), lit), { confirm: false }, undefined],
      ];
      for (const [what, w, answers, said] of cases) {
        const r = examine(w, [2, 1], answers);
        expect(r.world.map, what).to.equal(w.map);
        if (said) expect(messages(r).join(), what).to.match(said);
      }
    });

    it("[REAL-examine-kiln_full] before 6 hours a progress message; after, 33 x 300 ml of unfinished charcoal is 1980 pieces of 5 ml, the kiln empty again", () => {
      const fired = examine(room(logs(10), { inventory: [LIGHTER] }), [2, 1]).world;
      const early = examine(at(fired, 5 * HOUR), [2, 1]);
      expect(items(early.world)).to.deep.equal([["unfinished_charcoal", 33]]);
      expect(messages(early)).to.include("It will finish burning in about 1 hour.");
      const done = examine(at(fired, 6 * HOUR), [2, 1]);
      expect(items(done.world)).to.deep.equal([["charcoal", 1980]]);
      expect(tile(done.world, 2, 1).furn).to.equal("ex_kiln_empty");
      expect(tile(done.world, 2, 1).state).to.equal(undefined);
    });
  });

  it("[REAL-examine-arcfurnace_full] after 2 hours fifty 100 ml lumps of unfinished carbide are 25,000 units of 0.2 ml calcium carbide", () => {
    const w = started("ex_arcfurnace_full", "unfinished_cac2", 50);
    expect(items(examine(at(w, HOUR), [2, 1]).world)).to.deep.equal([["unfinished_cac2", 50]]);
    const r = examine(at(w, 2 * HOUR), [2, 1]);
    expect(items(r.world)).to.deep.equal([["chem_carbide", 25000]]);
    expect(tile(r.world, 2, 1).furn).to.equal("ex_arcfurnace_empty");
  });

  describe("fermenting vat", () => {
    it("[REAL-examine-fvat_empty] twenty 250 ml units of must go in (5 L: 10% of 50 L), 20 seconds, and fermenting starts", () => {
      const r = examine(room({ furn: "ex_fvat_empty" }, { inventory: [{ id: "ex_brew", count: 20 }] }), [2, 1]);
      expect(items(r.world)).to.deep.equal([["ex_brew", 20]]);
      expect(inv(r.world, "ex_brew")).to.equal(0);
      expect(tile(r.world, 2, 1).furn).to.equal("ex_fvat_full");
      expect(r.world.characters["you"]?.moves).to.equal(-2000);
      expect(messages(r)).to.include("The vat now contains apple must (20), 10% full.");
    });

    it("[REAL-examine-fvat_empty] a vat fills to 50 L (200 units of 250 ml) and the rest stays carried; a stray item is put out", () => {
      const r = examine(
        room(
          { furn: "ex_fvat_empty", items: [{ id: "ex_rag", count: 1 }] },
          { inventory: [{ id: "ex_brew", count: 250 }] },
        ),
        [2, 1],
      );
      expect(items(r.world)).to.deep.equal([["ex_brew", 200]]);
      expect(inv(r.world, "ex_brew")).to.equal(50);
      expect(items(r.world, 1, 1)).to.deep.equal([["ex_rag", 1]]);
      expect(tile(r.world, 2, 1).furn).to.equal("ex_fvat_full");
    });

    it("[REAL-examine-fvat_full] after 7 days the must becomes cider and yeast (one each per unit); the next examine puts the yeast out and takes the cider", () => {
      const w = started("ex_fvat_full", "ex_brew", 20);
      const early = examine(at(w, 6 * DAY), [2, 1]);
      expect(items(early.world)).to.deep.equal([["ex_brew", 20]]);
      expect(messages(early)).to.include("It will finish brewing in about 24 hours.");
      const done = examine(at(w, 7 * DAY), [2, 1]);
      expect(items(done.world)).to.deep.equal([
        ["ex_cider", 20],
        ["ex_yeast", 20],
      ]);
      expect(done.world.characters["you"]?.moves).to.equal(-500);
      const taken = examine(done.world, [2, 1]);
      expect(inv(taken.world, "ex_cider")).to.equal(20);
      expect(items(taken.world, 1, 1)).to.deep.equal([["ex_yeast", 20]]);
      expect(tile(taken.world, 2, 1).furn).to.equal("ex_fvat_empty");
    });
  });

  describe("compost tank", () => {
    it("[REAL-examine-compost_empty] slurry goes in and composting starts", () => {
      const r = examine(
        room({ furn: "ex_compost_empty" }, { inventory: [{ id: "ex_compost_mix", count: 10 }] }),
        [2, 1],
      );
      expect(items(r.world)).to.deep.equal([["ex_compost_mix", 10]]);
      expect(tile(r.world, 2, 1).furn).to.equal("ex_compost_full");
    });

    it("[REAL-examine-compost_full] after 60 days ten units become 10 liquid fertilizer and 20 biogas (multipliers 1 and 2)", () => {
      const w = started("ex_compost_full", "ex_compost_mix", 10);
      expect(items(examine(at(w, 59 * DAY), [2, 1]).world)).to.deep.equal([["ex_compost_mix", 10]]);
      const done = examine(at(w, 60 * DAY), [2, 1]);
      expect(items(done.world)).to.deep.equal([
        ["ex_fertilizer_liquid", 10],
        ["ex_biogas", 20],
      ]);
      const first = examine(done.world, [2, 1]);
      expect(inv(first.world, "ex_fertilizer_liquid")).to.equal(10);
      expect(tile(first.world, 2, 1).furn).to.equal("ex_compost_full");
      const second = examine(first.world, [2, 1]);
      expect(inv(second.world, "ex_biogas")).to.equal(20);
      expect(tile(second.world, 2, 1).furn).to.equal("ex_compost_empty");
    });
  });

  describe("stook", () => {
    it("[REAL-examine-stook_empty] five 1 L sheaves of fresh grain are set up to dry; eleven (11 L) overload the 10 L spot; meat cannot be stooked", () => {
      const r = examine(room({ furn: "ex_stook_empty", items: [{ id: "ex_wheat_stalks", count: 5 }] }), [2, 1]);
      expect(tile(r.world, 2, 1).furn).to.equal("ex_stook_full");
      const big = room({ furn: "ex_stook_empty", items: [{ id: "ex_wheat_stalks", count: 11 }] });
      expect(examine(big, [2, 1]).world.map).to.equal(big.map);
      const meat = room({ furn: "ex_stook_empty", items: [{ id: "ex_meat", count: 1 }] });
      expect(examine(meat, [2, 1]).world.map).to.equal(meat.map);
    });

    it("[REAL-examine-stook_full] after 14 days the sheaves are dried wheat stalks and the spot is empty again", () => {
      const w = started("ex_stook_full", "ex_wheat_stalks", 5);
      expect(items(examine(at(w, 13 * DAY), [2, 1]).world)).to.deep.equal([["ex_wheat_stalks", 5]]);
      const done = examine(at(w, 14 * DAY), [2, 1]);
      expect(items(done.world)).to.deep.equal([["ex_dry_wheat_stalks", 5]]);
      expect(tile(done.world, 2, 1).furn).to.equal("ex_stook_empty");
    });
  });

  describe("smoking rack", () => {
    const rack = (extra: object[] = []) => ({
      furn: "ex_smoking_rack",
      items: [{ id: "ex_meat", count: 8 }, ...extra],
    });

    it("[REAL-examine-smoker_options] 2 L of meat needs 100 charcoal (at least 100; 25 a litre): lit, 100 of 150 burnt, the rack active", () => {
      const r = examine(room(rack([{ id: "charcoal", count: 150 }]), { inventory: [LIGHTER] }), [2, 1]);
      expect(tile(r.world, 2, 1).furn).to.equal("ex_smoking_rack_active");
      expect(items(r.world)).to.deep.equal([
        ["ex_meat", 8],
        ["charcoal", 50],
      ]);
    });

    it("[REAL-examine-smoker_options] after 6 hours the meat is smoked and the rack inactive", () => {
      const w = started("ex_smoking_rack_active", "ex_meat", 8);
      const early = examine(at(w, 5 * HOUR), [2, 1]);
      expect(items(early.world)).to.deep.equal([["ex_meat", 8]]);
      const done = examine(at(w, 6 * HOUR), [2, 1]);
      expect(items(done.world)).to.deep.equal([["ex_meat_smoked", 8]]);
      expect(tile(done.world, 2, 1).furn).to.equal("ex_smoking_rack");
    });

    it("[REAL-examine-smoker_options] without enough charcoal the default adds the 100 needed from what is carried; loading stops at 20 L", () => {
      const r = examine(room(rack(), { inventory: [{ id: "charcoal", count: 120 }] }), [2, 1]);
      expect(items(r.world)).to.deep.equal([
        ["ex_meat", 8],
        ["charcoal", 100],
      ]);
      expect(inv(r.world, "charcoal")).to.equal(20);
      const load = examine(room({ furn: "ex_smoking_rack" }, { inventory: [{ id: "ex_meat", count: 100 }] }), [2, 1]);
      expect(items(load.world)).to.deep.equal([["ex_meat", 80]]);
      expect(inv(load.world, "ex_meat")).to.equal(20);
    });

    it("[REAL-examine-smoker_options] not enough charcoal in the rack: nothing is lit", () => {
      const w = room(rack([{ id: "charcoal", count: 99 }]), { inventory: [LIGHTER] });
      const r = examine(w, [2, 1], { option: "light" });
      expect(r.world.map).to.equal(w.map);
      expect(messages(r).join()).to.match(/at least 100 pieces of charcoal, and the smoking rack has 99/);
    });
  });

  describe("mill", () => {
    it("[REAL-examine-quern_examine] a wind mill outdoors with wheat starts; after 6 hours 4 wheat are 60 flour (recipe charges 15 per wheat)", () => {
      const w = room({ furn: "ex_wind_mill", items: [{ id: "ex_wheat", count: 4 }] }, {}, "t_grass");
      const started = examine(w, [2, 1]);
      expect(tile(started.world, 2, 1).furn).to.equal("ex_wind_mill_active");
      expect(items(examine(at(started.world, 5 * HOUR), [2, 1]).world)).to.deep.equal([["ex_wheat", 4]]);
      const done = examine(at(started.world, 6 * HOUR), [2, 1]);
      expect(items(done.world)).to.deep.equal([["ex_flour", 60]]);
      expect(tile(done.world, 2, 1).furn).to.equal("ex_wind_mill");
    });

    it("[REAL-examine-quern_examine] indoors a wind mill does not turn; carried wheat is loaded by default", () => {
      const inside = room({ furn: "ex_wind_mill", items: [{ id: "ex_wheat", count: 4 }] });
      const r = examine(inside, [2, 1]);
      expect(r.world.map).to.equal(inside.map);
      expect(messages(r)).to.include("The wind mill needs to be outside in the wind to work.");
      const load = examine(
        room({ furn: "ex_wind_mill" }, { inventory: [{ id: "ex_wheat", count: 7 }] }, "t_grass"),
        [2, 1],
      );
      expect(items(load.world)).to.deep.equal([["ex_wheat", 7]]);
      expect(inv(load.world, "ex_wheat")).to.equal(0);
    });
  });

  it("[REAL-examine-keg] carried juice fills the keg; dispense takes it back into the inventory", () => {
    const filled = examine(room({ furn: "ex_keg" }, { inventory: [{ id: "ex_juice", count: 10 }] }), [2, 1]);
    expect(items(filled.world)).to.deep.equal([["ex_juice", 10]]);
    expect(inv(filled.world, "ex_juice")).to.equal(0);
    expect(filled.world.characters["you"]?.moves).to.equal(-1000);
    const out = examine(filled.world, [2, 1], { option: "dispense", amount: 4 });
    expect(items(out.world)).to.deep.equal([["ex_juice", 6]]);
    expect(inv(out.world, "ex_juice")).to.equal(4);
  });

  describe("fireplace", () => {
    it("[REAL-examine-fireplace] a lighter starts a fire field on the tile; a hammer puts it out; without a basher it keeps burning", () => {
      const lit = examine(room({ furn: "ex_fireplace" }, { inventory: [LIGHTER] }), [2, 1]);
      expect(tile(lit.world, 2, 1).fields?.map((f) => [f.id, f.intensity])).to.deep.equal([["fd_fire", 1]]);
      const kept = examine(lit.world, [2, 1]);
      expect(tile(kept.world, 2, 1).fields).to.have.length(1);
      const armed: World = {
        ...lit.world,
        characters: {
          ...lit.world.characters,
          you: { ...(lit.world.characters["you"] as Character), inventory: [{ id: "ex_hammer", count: 1 }] },
        },
      };
      const out = examine(armed, [2, 1]);
      expect(tile(out.world, 2, 1).fields ?? []).to.have.length(0);
      const none = room({ furn: "ex_fireplace" });
      expect(examine(none, [2, 1]).world.map).to.equal(none.map);
    });

    it("[REAL-examine-fireplace] a brazier is taken down into its deployed item", () => {
      const r = examine(room({ furn: "ex_brazier" }), [2, 1], { option: "take_down" });
      expect(tile(r.world, 2, 1).furn).to.equal(undefined);
      expect(items(r.world)).to.deep.equal([["ex_brazier", 1]]);
    });
  });

  it("[REAL-examine-reload_furniture] the forge takes up to its pseudo item's 2000 charcoal; examined again, it is unloaded", () => {
    const r = examine(room({ furn: "ex_forge" }, { inventory: [{ id: "charcoal", count: 2500 }] }), [2, 1]);
    expect(items(r.world)).to.deep.equal([["charcoal", 2000]]);
    expect(inv(r.world, "charcoal")).to.equal(500);
    expect(r.world.characters["you"]?.moves).to.equal(-500);
    expect(ruleEvents(r, "furniture_reloaded")).to.have.length(1);
    const u = examine(r.world, [2, 1]);
    expect(items(u.world)).to.deep.equal([]);
    expect(inv(u.world, "charcoal")).to.equal(2500);
    const nothing = room({ furn: "ex_forge" });
    expect(examine(nothing, [2, 1]).world.map).to.equal(nothing.map);
  });

  it("[REAL-examine-workbench] items on it are taken; an empty bench reports that crafting is not simulated", () => {
    const r = examine(room({ furn: "ex_workbench", items: [{ id: "ex_rag", count: 2 }] }), [2, 1]);
    expect(inv(r.world, "ex_rag")).to.equal(2);
    expect(items(r.world)).to.deep.equal([]);
    const c = examine(room({ furn: "ex_workbench" }), [2, 1]);
    expect(ruleEvents(c, "crafting_not_simulated").map((e) => e.data["pseudoItem"])).to.deep.equal(["ex_fake_forge"]);
  });

  it("[REAL-examine-deployed_furniture] the mattress is taken down into its item on the tile; declining leaves it", () => {
    const w = room({ furn: "ex_floor_mattress" });
    const r = examine(w, [2, 1]);
    expect(tile(r.world, 2, 1).furn).to.equal(undefined);
    expect(items(r.world)).to.deep.equal([["ex_mattress", 1]]);
    expect(examine(w, [2, 1], { confirm: false }).world.map).to.equal(w.map);
  });

  it("[REAL-examine-change_appearance] a hair style replaces the one the examiner had; a trait of another group is refused", () => {
    const w = room({ furn: "ex_mirror" }, { traits: ["AMORPHOUS", "ex_hair_short"] });
    const r = examine(w, [2, 1], { option: "hair_style", item: "ex_hair_long" });
    expect(r.world.characters["you"]?.traits).to.deep.equal(["AMORPHOUS", "ex_hair_long"]);
    const bad = examine(w, [2, 1], { option: "hair_style", item: "ex_eyes_green" });
    expect(bad.world.characters["you"]?.traits).to.deep.equal(["AMORPHOUS", "ex_hair_short"]);
    const list = examine(w, [2, 1]);
    expect(ruleEvents(list, "appearance_choices")[0]?.data["options"]).to.deep.equal(["ex_hair_long", "ex_hair_short"]);
    expect(list.world.characters).to.equal(w.characters);
  });

  it("[REAL-examine-workout] a 45-minute session is an activity of 2700 seconds and trains the arms on an arm machine", () => {
    const r = examineOver(room({ furn: "ex_exercise_machine" }), [2, 1], { amount: 45 });
    expect(ruleEvents(r, "activity_done")[0]?.data).to.include({ activity: "workout", turns: 2700 });
    expect(ruleEvents(r, "workout")[0]?.data["trains"]).to.deep.equal(["arms"]);
    // Started, it trains nothing yet: the session is done only when its time has passed.
    expect(
      ruleEvents(examine(room({ furn: "ex_exercise_machine" }), [2, 1], { amount: 45 }), "workout"),
    ).to.have.length(0);
    const tired = room({ furn: "ex_exercise_machine" }, { stamina: 0 });
    expect(examine(tired, [2, 1]).world.characters).to.equal(tired.characters);
  });

  it("[REAL-examine-stations] a full kiln whose empty form is not loaded reports a runtime error and keeps its load", () => {
    const { content } = loadInline(
      [
        {
          type: "furniture",
          id: "lone_kiln_full",
          name: "lone kiln",
          description: "No empty form.",
          symbol: "&",
          color: "red",
          examine_action: "kiln_full",
        },
        {
          type: "AMMO",
          id: "unfinished_charcoal",
          name: { str: "unfinished charcoal" },
          description: "x",
          weight: "250 g",
          volume: "300 ml",
          material: ["wood"],
          symbol: "=",
          color: "brown",
        },
      ],
      { base: [join(PROJECT_ROOT, "content", "base")] },
    );
    const w = world({
      levels: ["#####", "#.X.#", "#####"],
      legend: {
        ".": { ter: "t_floor" },
        "#": { ter: "t_wall" },
        X: {
          ter: "t_floor",
          furn: "lone_kiln_full",
          items: [{ id: "unfinished_charcoal", count: 3 }],
          state: { processStart: 0 },
        },
      },
      you: { pos: YOU },
      turn: 6 * HOUR,
    });
    const r = examine(w, [2, 1], {}, "you", content);
    expect(r.events.filter((e) => e.type === "runtime_error")).to.have.length(1);
    expect(items(r.world)).to.deep.equal([["unfinished_charcoal", 3]]);
    expect(tile(r.world, 2, 1).furn).to.equal("lone_kiln_full");
  });
});
