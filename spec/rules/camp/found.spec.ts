// covers: A5-om-ANY, A5-om-exact, A5-om-obj-F-parameters, A5-om-obj-F-om_terrain_match_type, A5-om-obj-match-other,
// A5-R3, A5-R1c, A5-special-types, A5-entry-F-description
import { expect } from "chai";
import { join } from "node:path";
import { omMatches } from "../../../engine/rules/camp/expansions.js";
import { loadInline, PROJECT_ROOT, show } from "../../support/load.js";
import { camp, campContent, foundOnField, ok, refused, world } from "./support.js";

const t = (
  omTerrain: string,
  matchType: "TYPE" | "EXACT" | "PREFIX" | "CONTAINS" = "TYPE",
  parameters?: Record<string, string[]>,
) => ({ kind: "terrain" as const, omTerrain, matchType, parameters });

describe("founding a camp (A5)", function () {
  this.timeout(20000);
  it("[A5-om-exact] field matches field, not field_2; shelter matches shelter_north", () => {
    expect(omMatches(t("field"), "field", undefined)).to.equal(true);
    expect(omMatches(t("field"), "field_2", undefined)).to.equal(false);
    expect(omMatches(t("shelter"), "shelter_north", undefined)).to.equal(true);
    expect(omMatches(t("shelter", "EXACT"), "shelter_north", undefined)).to.equal(false);
  });
  it("[A5-om-obj-F-om_terrain_match_type][A5-om-obj-match-other] PREFIX ends at an underscore; CONTAINS is a substring", () => {
    expect(omMatches(t("field", "PREFIX"), "field_2", undefined)).to.equal(true);
    expect(omMatches(t("forest", "PREFIX"), "forest_thick", undefined)).to.equal(true);
    expect(omMatches(t("forest", "PREFIX"), "forestcabin", undefined)).to.equal(false);
    expect(omMatches(t("field", "CONTAINS"), "big_field_2", undefined)).to.equal(true);
    expect(omMatches({ kind: "any" }, "anything_at_all", undefined)).to.equal(true);
  });
  it("[A5-om-obj-F-parameters] matching and non-matching values, a missing key, no arguments", () => {
    const m = t("fbc_meadow", "TYPE", { grass: ["tall", "short"] });
    expect(omMatches(m, "fbc_meadow", { grass: "tall" })).to.equal(true);
    expect(omMatches(m, "fbc_meadow", { grass: "mown" })).to.equal(false);
    expect(omMatches(m, "fbc_meadow", { flowers: "yes" })).to.equal(true);
    expect(omMatches(m, "fbc_meadow", undefined)).to.equal(false);
  });

  it("[A5-special-types][A5-entry-F-description] founding on a field names the camp type; a lake is refused", () => {
    const c = campContent();
    const r = ok(world(), foundOnField(), c);
    expect(camp(r.world).name).to.equal("Primitive field camp");
    expect(refused(world(), foundOnField({ terrain: "lake" }), c)).to.match(/You cannot build a camp here/);
  });

  it("[A5-R1c] the terrain may come from world.vars; founding within 3 overmap tiles of another camp is refused", () => {
    const c = campContent();
    let w = world("x", 3);
    w = { ...w, vars: { "omt:0,0": "forest_thick", "omt:2,0": "field" } };
    w = ok(
      w,
      { type: "camp_found", camp: "a", omt: { x: 0, y: 0 }, z: 0, unlimited: false, auto_complete: true },
      c,
    ).world;
    expect(
      refused(
        w,
        { type: "camp_found", camp: "b", omt: { x: 2, y: 0 }, z: 0, unlimited: false, auto_complete: true },
        c,
      ),
    ).to.match(/2 overmap tiles away/);
  });

  it("[A5-R3] a tile matching two camp types needs base_type, naming the options", () => {
    const r = loadInline(
      {
        "more.json": [
          {
            type: "recipe",
            result: "faction_base_other_0",
            description: "x",
            category: "CC_BUILDING",
            construction_blueprint: "fbc_survey",
            blueprint_name: "other survey",
            blueprint_requires: [{ id: "not_an_upgrade" }],
          },
          {
            type: "recipe_group",
            id: "all_faction_base_types",
            building_type: "NONE",
            recipes: [
              { id: "faction_base_camp_0", description: "Primitive field camp", om_terrains: ["field"] },
              { id: "faction_base_other_0", description: "Other camp", om_terrains: ["ANY"] },
            ],
          },
        ],
      },
      { base: [join(PROJECT_ROOT, "content", "base"), join(PROJECT_ROOT, "content", "camp")] },
    );
    expect(r.errors(), show(r.errors())).to.have.length(0);
    const found = foundOnField();
    const why = refused(world(), found, r.content);
    expect(why)
      .to.include("faction_base_camp_0 (Primitive field camp)")
      .and.include("faction_base_other_0 (Other camp)");
    const w = ok(world(), { ...found, base_type: "faction_base_other_0" }, r.content).world;
    expect(camp(w).baseType).to.equal("faction_base_other_0");
    // Exactly one match: no choice needed.
    ok(world(), { ...found, terrain: "lake" }, r.content);
  });
});
