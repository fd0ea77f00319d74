/**
 * A mission's requirement set consolidated as the game consolidates it (issue 19; the game's
 * src/requirements.cpp requirement_data::consolidate, applied by recipe::incorporate_build_reqs).
 * ID introduced here:
 *   REAL-req-consolidate  a mission's qualities, tools and components are consolidated: alternatives
 *                         and groups sorted by id; a group whose ids are all in another merges into
 *                         the shorter of the two (components and charges add up, a quality keeps
 *                         the higher level, a tool only needed stays needed)
 */
import { expect } from "chai";
import {
  consolidateComponents,
  consolidateQualities,
  consolidateTools,
} from "../../../engine/rules/camp/consolidate.js";
import { missionNeeds } from "../../../engine/rules/camp/needs.js";
import { findMission } from "../../../engine/rules/camp/availability.js";
import { loadInline } from "../../support/load.js";

const c = (id: string, count: number) => ({ id, count, list: false });
const shown = (groups: readonly (readonly { id: string; count: number }[])[]) =>
  groups.map((g) => g.map((x) => `${x.id} x${x.count}`).join(" or "));

describe("requirement consolidation (issue 19)", () => {
  it("[REAL-req-consolidate] the game's own example: [[a, b, c], [a, b]] becomes [[a x2, b x2]]", () => {
    // The comment in the game's consolidate(): stricter than before, as the game asks it.
    expect(
      shown(
        consolidateComponents([
          [c("a", 1), c("b", 1), c("c", 1)],
          [c("a", 1), c("b", 1)],
        ]),
      ),
    ).to.deep.equal(["a x2 or b x2"]);
  });

  it("[REAL-req-consolidate] the engine notes' worked example: a woodstove's needs and the recipe's own pipe-or-scrap", () => {
    // Needs of one f_woodstove: metal_tank x1 and pipe x1; the recipe adds (pipe x2 or scrap x1).
    const groups = [[c("metal_tank", 1)], [c("pipe", 1)], [c("pipe", 2), c("scrap", 1)]];
    expect(shown(consolidateComponents(groups))).to.deep.equal(["metal_tank x1", "pipe x3"]);
  });

  it("[REAL-req-consolidate] groups of one item merge into one count; unrelated groups stay apart, in id order", () => {
    const groups = [[c("plank", 4)], [c("nail", 10)], [c("plank", 2)], [c("rope", 1), c("wire", 2)]];
    expect(shown(consolidateComponents(groups))).to.deep.equal(["nail x10", "plank x6", "rope x1 or wire x2"]);
  });

  it("[REAL-req-consolidate] qualities keep the higher level; charges add up; a tool only needed stays needed", () => {
    expect(
      consolidateQualities([[{ id: "SAW_M", level: 1 }], [{ id: "CUT", level: 2 }], [{ id: "SAW_M", level: 2 }]]),
    ).to.deep.equal([[{ id: "CUT", level: 2 }], [{ id: "SAW_M", level: 2 }]]);
    const t = (id: string, charges: number) => ({ id, charges, list: false });
    expect(
      consolidateTools([[t("welder", 10)], [t("welder", 5), t("oxy_torch", 5)], [t("hammer", -1)], [t("hammer", -1)]]),
    ).to.deep.equal([[t("hammer", -1)], [t("welder", 15)]]);
  });

  it("[REAL-req-consolidate][X-2] a mission's set is consolidated: the recipe's components join the blueprint's", () => {
    const r = loadInline([
      {
        type: "recipe_group",
        id: "all_faction_base_types",
        recipes: [{ id: "faction_base_t_0", description: "test", om_terrains: ["field"] }],
      },
      { type: "overmap_terrain", id: "field" },
      { type: "overmap_terrain", id: "faction_base_t_0" },
      { type: "GENERIC", id: "nail", name: "nail" },
      { type: "GENERIC", id: "plank", name: "plank" },
      {
        type: "mapgen",
        method: "json",
        update_mapgen_id: "fbt_0",
        object: { rows: ["."], terrain: { ".": "t_dirt" } },
      },
      {
        type: "recipe",
        result: "faction_base_t_0",
        category: "CC_BUILDING",
        subcategory: "CSC_BUILDING_BASES",
        time: "1 h",
        construction_blueprint: "fbt_0",
        blueprint_name: "a test camp",
        blueprint_provides: [{ id: "faction_base_t_0" }],
        blueprint_requires: [{ id: "not_an_upgrade" }],
        blueprint_needs: {
          time: "1 h",
          skills: [],
          inline: { components: [[["nail", 10]], [["plank", 4]]] },
        },
        components: [
          [["nail", 6]],
          [
            ["plank", 2],
            ["nail", 20],
          ],
        ],
      },
    ]);
    expect(r.errors(), JSON.stringify(r.errors())).to.deep.equal([]);
    const recipe = findMission(r.content, "faction_base_t_0");
    expect(recipe, "the mission").to.not.equal(undefined);
    const needs = missionNeeds(r.content, recipe as NonNullable<typeof recipe>, {});
    // By id: [nail 10], [nail 6], [nail 20 or plank 2], [plank 4]. Each later group holding all the
    // ids of nail's group merges into it: 10 + 6 + 20 nails (the alternative of planks is gone, as
    // in the game); plank 4 holds no nail and stays apart.
    expect(shown(needs.components)).to.deep.equal(["nail x36", "plank x4"]);
  });
});
