// Validation that leaves recipe files without an upgrade mission unread (KindDef.deferredText):
// it must report exactly what a full load reports, and the recipe table must still answer.
import { expect } from "chai";
import { join } from "node:path";
import { loadContent, type LoadResult } from "../../engine/content/load.js";
import type { Problem } from "../../engine/content/problems.js";
import { problemKeys, show } from "../support/load.js";
import { tempDir, writeJson } from "../support/files.js";

const CAMP = join("content", "camp");

function folder(files: Record<string, unknown>): string {
  const dir = tempDir("cdda-sim-partial-");
  for (const [name, value] of Object.entries(files)) writeJson(dir, name, value, 2);
  return dir;
}

const keys = (r: LoadResult): string[] => problemKeys(r.problems);

function both(extra: Record<string, unknown>): { quick: LoadResult; full: LoadResult } {
  const roots = [CAMP, folder(extra)];
  return {
    quick: loadContent(roots, { skipUncheckedFiles: true, noLines: true }),
    full: loadContent(roots, { noLines: true }),
  };
}

const group = (id: string, recipes: string[]): unknown => ({
  type: "recipe_group",
  id,
  building_type: "COOK",
  recipes: recipes.map((r) => ({ id: r, description: r })),
});

describe("validation: recipe files without an upgrade mission are left unread (G-4, A1)", () => {
  it("[G-18][A1-F-type] counts the unread recipes from the text, the missions exactly, and reports what a full load reports", () => {
    const { quick, full } = both({
      "more_recipes.json": [{ type: "recipe", result: "ps_soup", category: "CC_FOOD", time: "5 m" }],
    });
    expect(keys(quick), show(quick.problems)).to.deep.equal(keys(full));
    expect(quick.stats.partial.has("recipe"), "recipes are partly read").to.equal(true);
    expect(full.stats.partial.has("recipe")).to.equal(false);
    expect(quick.stats.subcounts.recipe["upgrade missions"]).to.equal(full.stats.subcounts.recipe["upgrade missions"]);
    expect(quick.stats.perKind.recipe).to.equal(full.stats.perKind.recipe);
  });

  it("[G-4] a recipe group naming a recipe of an unread file finds it; a name no file defines still warns", () => {
    const { quick, full } = both({
      "soup.json": [{ type: "recipe", result: "ps_soup", category: "CC_FOOD", time: "5 m" }],
      "groups.json": [group("ps_cook", ["ps_soup", "ps_no_such_recipe"])],
    });
    const g4 = (r: LoadResult): string[] => r.problems.filter((p) => p.rule === "G-4").map((p) => p.message);
    expect(g4(quick), show(quick.problems)).to.have.length(1);
    expect(g4(quick)[0]).to.contain("ps_no_such_recipe");
    expect(keys(quick)).to.deep.equal(keys(full));
  });

  it("[G-17][A1-F-blueprint_requires] a copy of a mission in a file without construction_blueprint is read and checked", () => {
    const copy = {
      type: "recipe",
      "copy-from": "faction_base_camp_1",
      result: "faction_base_camp_1",
      id_suffix: "copy",
      blueprint_requires: "not a list",
    };
    const { quick, full } = both({ "copy.json": [copy] });
    const fullErrors = full.problems.filter((p) => p.severity === "error");
    expect(fullErrors, show(full.problems)).to.have.length.greaterThan(0);
    expect(keys(quick), show(quick.problems)).to.deep.equal(keys(full));
    expect(quick.stats.partial.has("recipe"), "the unread files were read for the copy").to.equal(false);
  });

  it("[G-17] a mission copying an ordinary recipe of an unread file resolves its parent", () => {
    const base = {
      type: "recipe",
      result: "ps_shelter_base",
      category: "CC_BUILDING",
      time: "2 h",
      skill_used: "fabrication",
      difficulty: 2,
    };
    const mission = {
      type: "recipe",
      "copy-from": "ps_shelter_base",
      result: "ps_shelter_mission",
      construction_blueprint: "fbc_tent_northeast",
      blueprint_name: "a copied shelter",
      blueprint_requires: [{ id: "faction_base_camp_0" }],
      blueprint_provides: [{ id: "ps_shelter" }],
    };
    const { quick, full } = both({ "a_base.json": [base], "b_mission.json": [mission] });
    expect(
      quick.problems.filter((p) => p.rule === "G-17"),
      show(quick.problems),
    ).to.have.length(0);
    expect(keys(quick)).to.deep.equal(keys(full));
    const decoded = quick.content.recipe.peek("ps_shelter_mission") as { time?: number } | undefined;
    expect(decoded, "the mission is registered").to.not.equal(undefined);
  });

  it("[G-17] copy-from cycles and missing parents among ordinary recipes of unread files are reported as by a full load", () => {
    const { quick, full } = both({
      "cycle.json": [
        { type: "recipe", result: "ps_a", "copy-from": "ps_b", category: "CC_FOOD" },
        { type: "recipe", result: "ps_b", "copy-from": "ps_a", category: "CC_FOOD" },
        { type: "recipe", result: "ps_c", "copy-from": "ps_no_such_recipe", category: "CC_FOOD" },
      ],
    });
    const g17 = (r: LoadResult): Problem[] => r.problems.filter((p) => p.rule === "G-17" && p.severity === "error");
    expect(g17(full), show(full.problems)).to.have.length(2);
    expect(
      g17(full)
        .map((p) => p.message)
        .join("\n"),
    ).to.contain("copy-from cycle: ps_a -> ps_b -> ps_a");
    expect(problemKeys(g17(quick)), show(quick.problems)).to.deep.equal(problemKeys(g17(full)));
    expect(keys(quick)).to.deep.equal(keys(full));
  });

  it("[G-17] extend and delete in ordinary recipes of unread files warn as by a full load", () => {
    const { quick, full } = both({
      "ops.json": [
        { type: "recipe", result: "ps_base", category: "CC_FOOD", time: "5 m", custom_note: ["a"] },
        // A member the kind knows, one it does not but the parent has, one nobody has.
        {
          type: "recipe",
          result: "ps_x",
          id_suffix: "ext",
          "copy-from": "ps_base",
          extend: { flags: ["F"], custom_note: ["b"], no_such_member: [1] },
        },
        { type: "recipe", result: "ps_y", id_suffix: "del", "copy-from": "ps_base", delete: { no_such_member: [1] } },
      ],
    });
    const g17 = (r: LoadResult): string[] => problemKeys(r.problems.filter((p) => p.rule === "G-17"));
    expect(g17(full).join("\n"), show(full.problems)).to.contain('extend names "no_such_member"');
    expect(g17(full).join("\n")).to.contain('delete names "no_such_member"');
    expect(g17(full).join("\n")).not.to.contain('extend names "custom_note"');
    expect(g17(quick), show(quick.problems)).to.deep.equal(g17(full));
    expect(keys(quick)).to.deep.equal(keys(full));
  });

  it("[G-17] relative and proportional in ordinary recipes of unread files warn as by a full load (they need the inherited values)", () => {
    const { quick, full } = both({
      "rel.json": [
        { type: "recipe", result: "ps_base", category: "CC_FOOD", time: "5 m", difficulty: "hard", custom_note: ["a"] },
        {
          type: "recipe",
          result: "ps_z",
          id_suffix: "rel",
          "copy-from": "ps_base",
          relative: { difficulty: 1, no_such_member: 1 },
          proportional: { custom_note: 2 },
        },
      ],
    });
    const g17 = (r: LoadResult): string[] => problemKeys(r.problems.filter((p) => p.rule === "G-17"));
    expect(g17(full).join("\n"), show(full.problems)).to.contain("relative.difficulty cannot be applied");
    expect(g17(full).join("\n")).to.contain("proportional.custom_note cannot be applied");
    expect(g17(quick), show(quick.problems)).to.deep.equal(g17(full));
    expect(keys(quick)).to.deep.equal(keys(full));
  });

  it("[G-18] the first full read of the table brings in the unread recipes, decoded", () => {
    const { quick } = both({ "soup.json": [{ type: "recipe", result: "ps_soup", category: "CC_FOOD", time: "5 m" }] });
    expect(quick.content.recipe.partial).to.equal(true);
    expect(quick.content.recipe.peek("ps_soup"), "peek does not read").to.equal(undefined);
    expect(quick.content.recipe.has("ps_soup"), "has answers from the unread files' ids").to.equal(true);
    expect(quick.content.recipe.get("ps_soup")?.result).to.equal("ps_soup");
    expect(quick.content.recipe.partial).to.equal(false);
    expect(quick.content.recipe.checkedValues().some((r) => r.blueprint !== undefined)).to.equal(true);
  });
});
