// covers: CAMP-food-cost, CAMP-food-gate, CAMP-food-distribute (issue 19 item 1)
// New requirement IDs (issue 19, the camp's larder as the game keeps it, engine/rules/camp/food.ts):
//   CAMP-food-cost        a mission costs time_to_food(to_workdays(time), exertion) kcal
//   CAMP-food-gate        a camp that tracks food refuses a mission costing more than it holds, and
//                         pays the cost when one starts; a camp without `food` pays nothing
//   CAMP-food-distribute  Distribute Food adds each comestible's calories x units x the spoilage factor
//   CAMP-food-vitamins    the larder keeps the food's vitamins too (units; a mass divided by the
//                         vitamin's weight_per_unit and truncated per item), not reduced for
//                         spoilage; work that takes a share of the kcal takes the same share of each
//                         vitamin (the game's faction_camp_test: 15 % of the kcal, 15 % of the vitamins)
//   CAMP-food-components  a crafted food with components is worth what they are (a BYPRODUCT one taken
//                         off), shared among the craft's recipeCharges, unless its type has
//                         NUTRIENT_OVERRIDE (the game's compute_effective_nutrients)
//   CAMP-food-spoil       perishable food stays in the larder until its shelf life ends, then leaves
//                         it, kcal and vitamins (a rule event food_spoiled); food that keeps stays
import { expect } from "chai";
import { join } from "node:path";
import { loadContent, type Content } from "../../../engine/content/load.js";
import { timeToFood, toWorkdays } from "../../../engine/rules/camp/food.js";
import { withdraw } from "../../../engine/rules/camp/larder.js";
import type { CampState } from "../../../engine/rules/camp/state.js";
import { walkPath } from "../../../engine/rules/camp/walk.js";
import type { ItemStack, World } from "../../../engine/world/types.js";
import { PROJECT_ROOT } from "../../support/load.js";
import { character } from "../../support/world.js";
import { foundOnField, ok, refused, world } from "./support.js";
import { tempDir, writeJson } from "../../support/files.js";

const H = 3600;

const FOOD = [
  { type: "vitamin", id: "t_vitC", vit_type: "vitamin" },
  { type: "vitamin", id: "t_iron", vit_type: "vitamin", weight_per_unit: "188 μg" },
  {
    type: "COMESTIBLE",
    id: "t_ration",
    name: "ration",
    comestible_type: "FOOD",
    calories: 300,
    fun: 0,
    // 10 units of vitamin C; 400 μg of iron: 2 units (400 / 188 = 2.13, truncated)
    vitamins: [
      ["t_vitC", 10],
      ["t_iron", "400 μg"],
    ],
  },
  // shelf life 3 days: counted at 0.8 (0.85 with a pantry)
  {
    type: "COMESTIBLE",
    id: "t_bread",
    name: "bread",
    comestible_type: "FOOD",
    calories: 101,
    spoils_in: "3 days",
    vitamins: [["t_vitC", 5]],
  },
  // shelf life 1 day: counted at 0.6
  {
    type: "COMESTIBLE",
    id: "t_milk",
    name: "milk",
    comestible_type: "DRINK",
    calories: 50,
    spoils_in: "1 day",
    charges: 2,
  },
  { type: "COMESTIBLE", id: "t_offal", name: "offal", comestible_type: "FOOD", calories: 200, fun: -10 },
  { type: "GENERIC", id: "t_rock", name: "rock" },
  { type: "COMESTIBLE", id: "t_stew", name: "stew", comestible_type: "FOOD", calories: 50 },
  {
    type: "COMESTIBLE",
    id: "t_stew_fixed",
    name: "fixed stew",
    comestible_type: "FOOD",
    calories: 50,
    flags: ["NUTRIENT_OVERRIDE"],
  },
  { type: "COMESTIBLE", id: "t_husk", name: "husk", comestible_type: "FOOD", calories: 20, flags: ["BYPRODUCT"] },
];

let content: Content | undefined;
function foodContent(): Content {
  if (content) return content;
  const dir = tempDir("camp-food-");
  writeJson(dir, "food.json", FOOD);
  const r = loadContent([join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "camp"), dir]);
  const errors = r.problems.filter((p) => p.severity === "error");
  expect(errors, JSON.stringify(errors.slice(0, 3))).to.have.length(0);
  content = r.content;
  return content;
}

function campOf(w: World): CampState {
  return w.camps["base"] as unknown as CampState;
}

function found(c: Content, food: number | undefined, items?: Record<string, number>): World {
  return ok(
    world(),
    foundOnField({ auto_complete: false, ...(food !== undefined ? { food } : {}), ...(items ? { items } : {}) }),
    c,
  ).world;
}

// faction_base_camp_1 of content/camp: 3 h, MODERATE_EXERCISE, canvas, poles and a hammer.
const TENT = { fbc_canvas_sheet: 4, fbc_tent_pole: 4, fbc_hammer: 1 };

function withGround(w: World, stacks: { id: string; count: number; charges?: number }[]): World {
  const rows = w.map.levels[0]?.rows.map((r) => r.map((t) => ({ ...t })));
  if (!rows?.[5]?.[5]) throw new Error("no tile");
  rows[5][5] = { ...rows[5][5], items: stacks };
  return { ...w, map: { ...w.map, levels: [{ z: 0, rows }] } } as World;
}

describe("camp food: the larder and the calorie gate (issue 19 item 1)", () => {
  it("[CAMP-food-cost] to_workdays leaves up to 10 h 59 m alone and turns each 10 h work day into 24 h", () => {
    expect(toWorkdays(3 * H)).to.equal(3 * H);
    expect(toWorkdays(10 * H + 59 * 60)).to.equal(10 * H + 59 * 60);
    expect(toWorkdays(11 * H)).to.equal(25 * H); // 1 work day (24 h) + 1 h
    expect(toWorkdays(24 * H)).to.equal(52 * H); // 2 work days (48 h) + 4 h
  });

  it("[CAMP-food-cost] time_to_food: whole hours x exertion x 2500 / 24, a day being 10 h work, 8 h rest, 6 h asleep", () => {
    // 3 h moderate: 2500 * 3 * 4 / 24 = 1250
    expect(timeToFood(3 * H, 4)).to.equal(1250);
    // 3 h 59 m counts as 3 h (to_hours<int>)
    expect(timeToFood(3 * H + 59 * 60, 4)).to.equal(1250);
    // 1 h light: 2500 * 2 / 24 = 208.33 -> 208
    expect(timeToFood(H, 2)).to.equal(208);
    // 52 h moderate: 2 days -> 20 h work + 4 h = 24 h of work; 2500 * (96 + 16 + 10.2) / 24 = 12729.17
    expect(timeToFood(52 * H, 4)).to.equal(12729);
  });

  it("[CAMP-food-gate] a camp with 1249 kcal cannot start the 3 h tent (1250 kcal); with 1250 it can and has 0 left", () => {
    const c = foodContent();
    const start = { type: "camp_start_mission", camp: "base", mission: "faction_base_camp_1" } as const;
    const poor = found(c, 1249, TENT);
    const why = refused(poor, { ...start, expansion: "center", options: {} }, c);
    expect(why).to.contain("1250 kcal").and.to.contain("1249 kcal").and.to.contain("camp_distribute_food");
    const rich = found(c, 1250, TENT);
    const r = ok(rich, { ...start, expansion: "center", options: {} }, c);
    expect(campOf(r.world).food?.kcal).to.equal(0);
    const ev = r.events.find((e) => e.type === "rule" && e.name === "mission_started");
    expect(ev && ev.type === "rule" ? ev.data["kcal"] : undefined).to.equal(1250);
  });

  it("[CAMP-food-gate] the mission list marks the short mission and names the food; a camp without food pays nothing", () => {
    const c = foodContent();
    const poor = found(c, 100, TENT);
    const list = ok(poor, { type: "camp_list_missions", camp: "base" }, c).events.find(
      (e) => e.type === "rule" && e.name === "camp_missions",
    );
    const data = list && list.type === "rule" ? (list.data as Record<string, unknown>) : {};
    expect(data["food"]).to.equal(100);
    const tent = JSON.stringify(data["list"]);
    expect(tent).to.contain('"kcal":1250').and.to.contain("food: 1250 kcal, the camp has 100");
    const untracked = found(c, undefined, TENT);
    const r = ok(
      untracked,
      { type: "camp_start_mission", camp: "base", expansion: "center", mission: "faction_base_camp_1", options: {} },
      c,
    );
    expect(campOf(r.world).food).to.equal(undefined);
  });

  it("[CAMP-food-cost] --walk gives each mission's food: the 3 h tent 1250 kcal, a 10 m mission 0 (whole hours only)", () => {
    const steps = walkPath(foodContent(), "faction_base_camp_0").steps;
    expect(steps.find((x) => x.mission === "faction_base_camp_1")?.kcal).to.equal(1250);
    expect(steps.find((x) => x.mission === "faction_base_camp_5")?.kcal).to.equal(0);
    expect(steps[0]?.kcal).to.equal(0);
  });

  it("[CAMP-food-distribute] 2 rations + 3 bread (3-day shelf life) + 4 units of milk (1 day): 600 + 242 + 120 = 962 kcal; offal and rock stay", () => {
    const c = foodContent();
    const w = withGround(found(c, 0, TENT), [
      { id: "t_ration", count: 2 },
      { id: "t_bread", count: 3 },
      { id: "t_milk", count: 1, charges: 4 },
      { id: "t_offal", count: 1 },
      { id: "t_rock", count: 1 },
    ]);
    const r = ok(w, { type: "camp_distribute_food", camp: "base" }, c);
    // bread: trunc(101 * 3 * 0.8) = 242; milk: trunc(50 * 4 * 0.6) = 120
    expect(campOf(r.world).food?.kcal).to.equal(962);
    const left = r.world.map.levels[0]?.rows[5]?.[5]?.items?.map((s) => s.id);
    expect(left).to.deep.equal(["t_offal", "t_rock"]);
    expect(refused(r.world, { type: "camp_distribute_food", camp: "base" }, c)).to.contain("too disgusting");
  });

  it("[CAMP-food-distribute] a character at the camp hands over food from their inventory, `items` limiting it", () => {
    const c = foodContent();
    const w0 = found(c, undefined, TENT);
    const you = character({
      id: "you",
      pos: { x: 3, y: 3, z: 0 },
      inventory: [
        { id: "t_ration", count: 3 },
        { id: "t_rock", count: 1 },
      ],
    });
    const w = { ...w0, characters: { you } };
    const r = ok(w, { type: "camp_distribute_food", camp: "base", who: "you", items: { t_ration: 2 } }, c);
    // A camp that did not track food begins to with its first Distribute Food.
    expect(campOf(r.world).food?.kcal).to.equal(600);
    expect(r.world.characters["you"]?.inventory).to.deep.equal([
      { id: "t_ration", count: 1 },
      { id: "t_rock", count: 1 },
    ]);
    const away = { ...w0, characters: { you: { ...you, pos: { x: 30, y: 3, z: 0 } } } };
    expect(refused(away, { type: "camp_distribute_food", camp: "base", who: "you" }, c)).to.contain("not at camp");
  });

  it("[CAMP-food-vitamins] 2 rations and 3 bread: vitamin C 20 + 15 (not reduced for the bread's shelf life), iron 2 x 2 from its mass", () => {
    const c = foodContent();
    const w = withGround(found(c, 0, TENT), [
      { id: "t_ration", count: 2 },
      { id: "t_bread", count: 3 },
    ]);
    const r = ok(w, { type: "camp_distribute_food", camp: "base" }, c);
    expect(campOf(r.world).food?.kcal).to.equal(600 + 242);
    expect(campOf(r.world).food?.vitamins).to.deep.equal({ t_iron: 4, t_vitC: 35 });
    const list = ok(r.world, { type: "camp_list_missions", camp: "base" }, c).events.find(
      (e) => e.type === "rule" && e.name === "camp_missions",
    );
    expect(list && list.type === "rule" ? list.data["foodVitamins"] : undefined).to.deep.equal({
      t_iron: 4,
      t_vitC: 35,
    });
  });

  it("[CAMP-food-vitamins] the game's example: 100 kcal with 100 and 200 units, 15 kcal taken, 85 kcal with 85 and 170 left", () => {
    const food = { kcal: 100, vitamins: { a: 100, b: 200 } };
    const taken = withdraw(food, 15);
    expect(food).to.deep.equal({ kcal: 85, vitamins: { a: 85, b: 170 } });
    expect(taken).to.deep.equal({ kcal: 15, vitamins: { a: 15, b: 30 } });
  });

  it("[CAMP-food-vitamins] starting the 3 h tent (1250 kcal) from 10 rations (3000 kcal) takes 5/12 of the vitamins", () => {
    const c = foodContent();
    const w = withGround(found(c, 0, TENT), [{ id: "t_ration", count: 10 }]);
    const fed = ok(w, { type: "camp_distribute_food", camp: "base" }, c).world;
    expect(campOf(fed).food?.vitamins).to.deep.equal({ t_iron: 20, t_vitC: 100 });
    const r = ok(
      fed,
      { type: "camp_start_mission", camp: "base", expansion: "center", mission: "faction_base_camp_1", options: {} },
      c,
    );
    // 100 x 1250 / 3000 = 41.7 -> 42 taken; 20 x 5/12 = 8.3 -> 8 taken
    expect(campOf(r.world).food).to.deep.equal({ kcal: 1750, vitamins: { t_iron: 12, t_vitC: 58 } });
  });

  it("[CAMP-food-spoil] 4 units of milk (1 day) leave the larder at the end of their day; the rations stay", () => {
    const c = foodContent();
    const w = withGround(found(c, 0, TENT), [
      { id: "t_ration", count: 1 },
      { id: "t_milk", count: 1, charges: 4 },
    ]);
    const fed = ok(w, { type: "camp_distribute_food", camp: "base" }, c).world;
    expect(campOf(fed).food?.kcal).to.equal(300 + 120);
    expect(campOf(fed).food?.perishable).to.deep.equal([{ expires: fed.turn + 86400, kcal: 120 }]);
    const before = ok(fed, { type: "tick", turns: 86399 }, c);
    expect(campOf(before.world).food?.kcal).to.equal(420);
    expect(before.events.some((e) => e.type === "rule" && e.name === "food_spoiled")).to.equal(false);
    const after = ok(before.world, { type: "tick", turns: 1 }, c);
    expect(campOf(after.world).food).to.deep.equal({ kcal: 300, vitamins: { t_iron: 2, t_vitC: 10 } });
    const spoiled = after.events.find((e) => e.type === "rule" && e.name === "food_spoiled");
    expect(spoiled && spoiled.type === "rule" ? spoiled.data["kcal"] : undefined).to.equal(120);
  });

  it("[CAMP-food-spoil] work takes its share of the perishable part too: what spoils later is less", () => {
    const food = { kcal: 400, perishable: [{ expires: 10, kcal: 100, vitamins: { a: 40 } }], vitamins: { a: 40 } };
    withdraw(food, 100);
    expect(food).to.deep.equal({
      kcal: 300,
      vitamins: { a: 30 },
      perishable: [{ expires: 10, kcal: 75, vitamins: { a: 30 } }],
    });
  });

  it("[CAMP-food-components] 2 stews made of 2 rations and 1 bread (2 per craft): (600 + 101) / 2 each; a husk byproduct is taken off; NUTRIENT_OVERRIDE keeps the stew's own 50", () => {
    const c = foodContent();
    const made = [
      { id: "t_ration", count: 2 },
      { id: "t_bread", count: 1 },
    ];
    const stew = { id: "t_stew", count: 2, components: made, recipeCharges: 2 };
    const fed = (stacks: ItemStack[]): CampState =>
      campOf(ok(withGround(found(c, 0, TENT), stacks), { type: "camp_distribute_food", camp: "base" }, c).world);
    // 2 x 350.5 = 701 kcal; vitamin C 2 x (20 + 5) / 2 = 25, iron 2 x 4 / 2 = 4
    expect(fed([stew]).food).to.deep.equal({ kcal: 701, vitamins: { t_iron: 4, t_vitC: 25 } });
    // the husk's 20 kcal come off: 2 x (701 - 20) / 2 = 681
    expect(fed([{ ...stew, components: [...made, { id: "t_husk", count: 1 }] }]).food?.kcal).to.equal(681);
    expect(fed([{ ...stew, id: "t_stew_fixed" }]).food).to.deep.equal({ kcal: 100 });
  });
});
