// covers: A2-R0, A2-R1, A2-bed, A2-bed-max, A2-bed-center, A2-radio, A2-pantry, A2-water_well, A2-tool_storage,
// A2-gathering, A2-sorting, A2-reseeding, A2-kitchen, A2-blacksmith, A1-R5, A5-purpose, A1-R2b, A1-R4a,
// A5-expand, A5-special-expansions, A1-R1, A1-R2c
import { expect } from "chai";
import type { Content } from "../../../engine/content/load.js";
import { availability, findMission } from "../../../engine/rules/camp/availability.js";
import {
  campMissions,
  craftableRecipes,
  distributedFoodValue,
  expansionSlots,
  radioRange,
} from "../../../engine/rules/camp/provides.js";
import type { ExpansionState } from "../../../engine/rules/camp/state.js";
import { step, tick } from "../../../engine/step/step.js";
import type { World } from "../../../engine/world/types.js";
import { character } from "../../support/world.js";
import { beforeCamp, camp, center, complete, founded, ok, refused } from "./support.js";

const setBeds = (c: Content, w: World, n: number): World =>
  ok(w, { type: "set", path: "/camps/base/expansions/center/provides/bed", value: n }, c).world;
const expand = (dir: "n" | "e" | "s" | "w" | "ne") => ({
  type: "camp_expand" as const,
  camp: "base",
  dir,
  terrain: "field",
});

describe("built-in provides (A2) and expansions (A5-expand)", function () {
  this.timeout(20000);
  let c: Content;
  beforeCamp((camp) => (c = camp));

  it("[A2-bed][A2-bed-center] bed 2 allows one expansion; bed 3 one, a second refused; bed 4 two", () => {
    let w = founded(c, { omts: 3 });
    expect(refused(w, expand("e"), c)).to.match(/allow 0/);
    w = setBeds(c, w, 2);
    const one = ok(w, expand("e"), c).world;
    expect(camp(one).expansions["e"]?.type).to.equal("faction_base_garden_0");
    w = setBeds(c, one, 3);
    expect(refused(w, expand("s"), c)).to.match(/allow 1/);
    w = setBeds(c, w, 4);
    ok(w, expand("s"), c);
  });

  it("[A2-bed-max] beds never allow more than 8 expansions", () => {
    const w = setBeds(c, founded(c), 20);
    expect(expansionSlots(camp(w))).to.equal(8);
  });

  it("[A5-expand][A5-special-expansions] an expansion starts its path on its own tile; a used direction is refused", () => {
    let w = setBeds(c, founded(c, { omts: 3 }), 4);
    const r = ok(w, expand("e"), c);
    w = r.world;
    const e = camp(w).expansions["e"] as ExpansionState;
    expect(e.omt).to.deep.equal({ x: 1, y: 0 });
    expect(e.provides["faction_base_garden_0"]).to.equal(1);
    expect(w.map.levels[0]?.rows[9]?.[24 + 9]?.ter).to.be.oneOf(["t_fbc_tilled", "t_fbc_tilled_stony"]);
    expect(refused(w, expand("e"), c)).to.match(/already has an expansion at e/);
  });

  it("[A1-R2b] a feature provided at an expansion does not count at the center", () => {
    let w = setBeds(c, founded(c, { omts: 3 }), 4);
    w = ok(w, expand("e"), c).world;
    // camp_2 requires faction_base_camp_1: provide it at the east expansion only, in the world.
    w = ok(
      w,
      { type: "set", path: `/camps/${camp(w).id}/expansions/e/provides/faction_base_camp_1`, value: 1 },
      c,
    ).world;
    const camp2 = findMission(c, "faction_base_camp_2") ?? (undefined as never);
    expect(availability(camp2, camp(w).expansions["e"] as ExpansionState).available, "where it is provided").to.equal(
      true,
    );
    const atCenter = availability(camp2, center(w));
    expect(atCenter.available, "at the center").to.equal(false);
    expect(atCenter.available ? "" : atCenter.reason).to.contain("faction_base_camp_1");
  });

  it("[A1-R1][A1-R2c] requiring {x} is met by a tally of 1; {x, 2} needs 2 (boundary)", () => {
    const camp2 = findMission(c, "faction_base_camp_2") ?? (undefined as never);
    const e = (n: number): ExpansionState => ({
      dir: "center",
      type: "t",
      omt: { x: 0, y: 0 },
      terrain: "field",
      provides: { faction_base_camp_1: n },
      completed: [],
      inProgress: [],
    });
    expect(availability(camp2, e(0)).available).to.equal(false);
    expect(availability(camp2, e(1)).available).to.equal(true);
    const twice = {
      ...camp2,
      blueprint: {
        ...(camp2.blueprint as NonNullable<typeof camp2.blueprint>),
        requires: [
          { id: "faction_base_camp_1", amount: 1 },
          { id: "faction_base_camp_1", amount: 1 },
        ],
      },
    };
    expect(availability(twice, e(1)).available).to.equal(false);
    expect(availability(twice, e(2)).available).to.equal(true);
  });

  it("[A2-R0][A2-R1][A2-gathering][A2-sorting] camp missions appear only once the providing mission is complete", () => {
    let w = founded(c);
    expect(campMissions(center(w))).to.include.members([
      "Gather Materials",
      "Distribute Food",
      "Reset Sort Points",
      "Gather Firewood",
    ]);
    // Without the features that camp_0 provides, none of them (A2-R1).
    const bare = campMissions({ ...center(w), provides: {} });
    for (const m of ["Gather Materials", "Reset Sort Points", "Gather Firewood"]) expect(bare, m).not.to.include(m);
    w = ok(
      w,
      { type: "camp_start_mission", camp: "base", expansion: "center", mission: "faction_base_camp_1", options: {} },
      c,
    ).world;
    expect(campMissions(center(w))).not.to.include("Menial Labor");
    w = ok(
      w,
      { type: "camp_complete_mission", camp: "base", expansion: "center", mission: "faction_base_camp_1", wait: true },
      c,
    ).world;
    expect(campMissions(center(w))).to.include("Menial Labor");
  });

  it("[A2-tool_storage][A2-kitchen][A1-R5][A5-purpose] the kitchen makes the COOK group craftable, only at its expansion", () => {
    let w = founded(c);
    for (const i of [1, 2, 3, 4, 6, 8]) w = complete(c, w, `faction_base_camp_${i}`);
    expect(craftableRecipes(c, center(w))).not.to.include("fbc_flatbread");
    expect(campMissions(center(w))).not.to.include("Store Tools");
    w = complete(c, w, "faction_base_camp_10");
    expect(campMissions(center(w))).to.include("Store Tools");
    w = complete(c, w, "faction_base_camp_11");
    expect(craftableRecipes(c, center(w))).to.include("fbc_flatbread");
    const other: ExpansionState = { ...center(w), dir: "e", provides: {} };
    expect(craftableRecipes(c, other)).to.deep.equal([]);
  });

  it("[A5-purpose][A2-reseeding][A2-blacksmith] the four combinations of group provided and gate provided", () => {
    const e = (p: Record<string, number>): ExpansionState => ({
      dir: "center",
      type: "t",
      omt: { x: 0, y: 0 },
      terrain: "field",
      provides: p,
      completed: [],
      inProgress: [],
    });
    expect(craftableRecipes(c, e({}))).to.deep.equal([]);
    expect(craftableRecipes(c, e({ reseeding: 1 }))).to.deep.equal([]);
    expect(craftableRecipes(c, e({ fbc_farm_recipes: 1 }))).to.deep.equal([]);
    expect(craftableRecipes(c, e({ fbc_farm_recipes: 1, reseeding: 1 }))).to.deep.equal(["fbc_seed_bundle"]);
    expect(craftableRecipes(c, e({ fbc_smith_recipes: 1 }))).to.deep.equal([]);
    expect(craftableRecipes(c, e({ fbc_smith_recipes: 1, blacksmith: 1 }))).to.deep.equal(["fbc_forged_nail_camp"]);
  });

  it("[A2-radio] the radio range is larger with radio", () => {
    let w = founded(c);
    const before = radioRange(camp(w));
    for (const i of [1, 2, 3, 4, 19, 20]) w = complete(c, w, `faction_base_camp_${i}`);
    expect(radioRange(camp(w))).to.be.greaterThan(before);
  });

  it("[A2-pantry] perishable food is credited more with a pantry; food that keeps is not", () => {
    expect(distributedFoodValue(400, true, true)).to.be.greaterThan(distributedFoodValue(400, true, false));
    expect(distributedFoodValue(400, false, true)).to.equal(distributedFoodValue(400, false, false));
  });

  const withFollower = (w: World, thirst: number, x = 12): World => ({
    ...w,
    characters: {
      bob: character({ id: "bob", pos: { x, y: 12, z: 0 }, isPlayer: false, faction: "follower", thirst }),
    },
  });

  it("[A2-water_well] a thirsty follower at the camp drinks with the well, not without", () => {
    let w = founded(c);
    const dry = tick(withFollower(w, 200), c, 1).world;
    expect(dry.characters["bob"]?.thirst).to.equal(200);
    for (const i of [1, 2, 3, 4]) w = complete(c, w, `faction_base_camp_${i}`);
    w = complete(c, w, "faction_base_camp_12", { fbc_ground: "t_dirt" });
    const r = tick(withFollower(w, 200), c, 1);
    expect(r.world.characters["bob"]?.thirst).to.be.lessThan(200);
    expect(r.events.some((e) => e.type === "rule" && e.name === "drank_from_well")).to.equal(true);
    // Not thirsty enough: no drink.
    expect(tick(withFollower(w, 10), c, 1).world.characters["bob"]?.thirst).to.equal(10);
  });

  it("[A2-water_well] the legacy id fbmh_well_north also gives the well", () => {
    let w = founded(c);
    w = ok(w, { type: "set", path: "/camps/base/expansions/center/provides/fbmh_well_north", value: 1 }, c).world;
    expect(tick(withFollower(w, 200), c, 1).world.characters["bob"]?.thirst).to.equal(0);
  });

  it("[A1-R4a] a custom id unlocks its mission and has no other effect", () => {
    let w = founded(c);
    w = complete(c, w, "faction_base_camp_1");
    expect(campMissions(center(w))).to.deep.equal([
      "Distribute Food",
      "Gather Firewood",
      "Gather Materials",
      "Menial Labor",
      "Reset Sort Points",
    ]);
    const r = step(w, { type: "camp_list_missions", camp: "base" }, c);
    const ev = r.events.find((e) => e.type === "rule" && e.name === "camp_missions");
    expect(JSON.stringify(ev)).to.include("[B] Upgrade Camp fire pit and bed");
  });
});
