// covers: G-18, G-3, X-42 — the real game data loads unchanged with zero errors.
import { expect } from "chai";
import { loadContent } from "../../engine/content/load.js";
import { validateContent } from "../../engine/content/split/validate.js";
import type { Problem } from "../../engine/content/problems.js";
import { loadReal, problemKeys, REAL_DATA, requireRealData, show, statsAsData } from "../support/load.js";

describe(`conformance: the real game data (${REAL_DATA})`, function () {
  this.timeout(120000);

  requireRealData();

  it("[G-18][X-42] loads every file with zero errors", () => {
    const r = loadReal();
    const errors = r.problems.filter((p) => p.severity === "error");
    expect(errors, show(errors.slice(0, 30))).to.have.length(0);
  });

  it("[G-18] skips the three vendored index.json file lists with one warning each", () => {
    const skipped = loadReal().problems.filter((p) => p.rule === "G-18" && p.severity === "warning");
    expect(skipped.map((p) => p.file.split("/").slice(-2).join("/")).sort()).to.deep.equal([
      "furniture_and_terrain/index.json",
      "mapgen/index.json",
      "mapgen_palettes/index.json",
    ]);
  });

  it("[G-18] counts match the corpus survey for every in-scope kind", () => {
    const k = loadReal().stats.perKind;
    expect(k.update_mapgen, "update mapgen").to.equal(774);
    expect(k.nested_mapgen, "nested mapgen").to.equal(2717);
    expect(k.palette, "palettes").to.equal(481);
    expect(k.recipe_group, "recipe groups").to.equal(62);
    expect(k.climbing_aid, "climbing aids (non-abstract)").to.equal(17);
    expect(k.monster_attack, "monster attacks").to.equal(76);
    expect(k.monster, "monsters (non-abstract)").to.equal(1122);
    expect(k.furniture, "furniture").to.equal(659);
    expect(k.terrain, "terrain (non-abstract)").to.equal(1108);
  });

  it("[G-18][G-4] validation that leaves unchecked files unread finds exactly the problems of a full load", () => {
    const key = (p: Problem): string => `${p.severity} ${p.file} ${p.path} ${p.rule} ${p.message}`;
    // G-2 counts of files read only as text may differ slightly (nested "type" values); all else must match.
    const relevant = (list: readonly Problem[]): string[] =>
      list
        .filter((p) => p.rule !== "G-2")
        .map(key)
        .sort();
    const quick = loadContent([REAL_DATA], { skipUncheckedFiles: true, noLines: true });
    expect(relevant(quick.problems)).to.deep.equal(relevant(loadReal().problems));
    expect(quick.stats.estimated.has("item"), "items are left unread").to.equal(true);
    expect(quick.stats.perKind.climbing_aid).to.equal(17);
    expect(quick.stats.partial.has("recipe"), "recipe files without a mission are left unread").to.equal(true);
    expect(quick.stats.subcounts.recipe["upgrade missions"]).to.equal(555);
  });

  it("[G-18][G-4] validation on two threads reports exactly what one thread reports, count for count", async () => {
    for (const skipUncheckedFiles of [true, false]) {
      const single = skipUncheckedFiles ? loadContent([REAL_DATA], { skipUncheckedFiles, noLines: true }) : loadReal();
      const split = await validateContent([REAL_DATA], { skipUncheckedFiles, noLines: true });
      expect(split.threads, split.alone).to.equal(2);
      expect(problemKeys(split.problems)).to.deep.equal(problemKeys(single.problems));
      expect(statsAsData(split.stats)).to.deep.equal(statsAsData(single.stats));
    }
  });
});
