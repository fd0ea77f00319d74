/**
 * [MOD-format] every content file of the real core data formats to itself (the game's CI keeps its
 * data in its formatter's style). Slow (the whole data, twice over): run with CDDA_SIM_FORMAT_ALL=1.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { listJsonFiles } from "../../engine/content/json/read.js";
import { styleJson } from "../../engine/content/json/style.js";
import { hasRealData, REAL_DATA } from "../support/load.js";

describe("cdda-sim format on the whole core data", function () {
  this.timeout(0);
  it("[MOD-format] (skipped without CDDA_SIM_FORMAT_ALL=1 and real data) every content file formats to itself", function () {
    if (!process.env["CDDA_SIM_FORMAT_ALL"] || !hasRealData()) this.skip();
    const differ: string[] = [];
    let checked = 0;
    for (const file of listJsonFiles(REAL_DATA)) {
      const text = readFileSync(file, "utf8");
      // A vendored list of file names (index.json) is not content; format leaves it alone.
      if (!text.includes("{")) continue;
      checked++;
      if (styleJson(text) !== text) differ.push(file);
    }
    expect(checked).to.be.greaterThan(3000);
    expect(differ).to.deep.equal([]);
  });
});
