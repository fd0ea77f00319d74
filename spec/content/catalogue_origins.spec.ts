/**
 * The resolved object `cdda-sim show` explains (engine/content/catalogue/origins.ts) must be the one
 * the loader builds (engine/content/inherit.ts). ID introduced here:
 *   MOD-show-extend-map  `extend` of a map member (a monster's `armor`) adds the extension's members
 *                        to the inherited map, and of a list adds the values it does not hold yet, as
 *                        the loader does (found on Magiclysm's real vanilla monster overrides, whose
 *                        `extend: { "armor": { "poison": 4 } }` show printed as a list)
 *   MOD-show-relative    `relative` and `proportional` apply as the loader applies them: from the
 *                        kind's default when nothing is inherited (a monster's dodge 0), to maps
 *                        member by member, and not over a member the object sets itself (found on
 *                        DinoMod: show printed no dodge for a `relative: {dodge}` copy the engine
 *                        fights with dodge 2)
 *   MOD-show-faction     a monster faction is found by its `name` (it has no id), with the
 *                        objects referring to it (found on DinoMod: `show --type MONSTER_FACTION
 *                        wolf` said no such object)
 */
import { expect } from "chai";
import { tempDir, writeJson } from "../support/files.js";
import { ObjectIndex } from "../../engine/content/catalogue/origins.js";
import { loadContent } from "../../engine/content/load.js";

describe("show's resolved object follows the loader's extend (MOD-show-extend-map)", () => {
  it("[MOD-show-extend-map][MOD-show-origins] extend adds to an inherited armor map and to an absent one; a list gains only new values", () => {
    const dir = tempDir("cdda-sim-origins-");
    const base = writeJson(dir, "base.json", [
      { type: "MONSTER", id: "x_plated", name: "plated", armor: { bash: 14, cut: 10 }, flags: ["SEES", "HEARS"] },
      { type: "MONSTER", id: "x_bare", name: "bare", flags: ["SEES"] },
    ]);
    const mod = writeJson(dir, "mod.json", [
      {
        type: "MONSTER",
        id: "x_plated",
        "copy-from": "x_plated",
        extend: { armor: { poison: 20 }, flags: ["HEARS", "SMELLS"] },
      },
      { type: "MONSTER", id: "x_bare", "copy-from": "x_bare", extend: { armor: { poison: 4 } } },
    ]);
    const index = new ObjectIndex([base, mod]);
    const plated = index.explain("x_plated", "MONSTER");
    expect(plated?.resolved["armor"]).to.deep.equal({ bash: 14, cut: 10, poison: 20 });
    expect(plated?.resolved["flags"]).to.deep.equal(["SEES", "HEARS", "SMELLS"]);
    expect(plated?.origins["armor"]?.map((o) => o.how)).to.include("extend");
    expect(index.explain("x_bare", "MONSTER")?.resolved["armor"]).to.deep.equal({ poison: 4 });
  });
});

describe("show finds a monster faction by its name (MOD-show-faction)", () => {
  it("[MOD-show-faction] explains a faction named only by `name`, and its copy-from override", () => {
    const dir = tempDir("cdda-sim-origins-");
    const file = writeJson(dir, "factions.json", [
      { type: "MONSTER_FACTION", name: "x_wolf", hate: ["x_deer"] },
      { type: "MONSTER_FACTION", name: "x_wolf", "copy-from": "x_wolf", extend: { hate: ["x_hare"] } },
    ]);
    const wolf = new ObjectIndex([file]).explain("x_wolf", "MONSTER_FACTION");
    expect(wolf?.type).to.equal("MONSTER_FACTION");
    expect(wolf?.resolved["hate"]).to.deep.equal(["x_deer", "x_hare"]);
  });
});

describe("show applies relative and proportional as the loader does (MOD-show-relative)", () => {
  it("[MOD-show-relative] from the kind's default, to maps member by member, never over the object's own value", () => {
    const dir = tempDir("cdda-sim-origins-");
    const file = writeJson(dir, "monsters.json", [
      { type: "MONSTER", id: "x_base", name: "base", armor: { bash: 2 }, speed: 100, melee_skill: 2 },
      {
        type: "MONSTER",
        id: "x_copy",
        "copy-from": "x_base",
        speed: 70,
        relative: { dodge: 20, armor: { bash: 3, cut: 1 }, speed: 50 },
        proportional: { melee_skill: 1.5 },
      },
    ]);
    const copy = new ObjectIndex([file]).explain("x_copy", "MONSTER");
    expect(copy?.resolved["dodge"]).to.equal(20);
    expect(copy?.resolved["armor"]).to.deep.equal({ bash: 5, cut: 1 });
    expect(copy?.resolved["speed"]).to.equal(70);
    expect(copy?.resolved["melee_skill"]).to.equal(3);
    expect(copy?.origins["dodge"]?.map((o) => o.how)).to.deep.equal(["relative"]);
    // The loader builds the same monster.
    const loaded = loadContent([{ path: dir, base: false }]).content.monster.get("x_copy");
    expect([
      loaded?.dodge,
      loaded?.armor["bash"],
      loaded?.armor["cut"],
      loaded?.speed,
      loaded?.meleeSkill,
    ]).to.deep.equal([20, 5, 1, 70, 3]);
  });
});
