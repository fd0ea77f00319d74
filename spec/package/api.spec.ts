/**
 * The public API changes only on purpose. ID introduced here:
 *   ARCH-api-report  every name engine/index.ts exports (values and types, with their kind) is
 *                    listed in spec/package/api.txt; adding or removing one fails this spec until
 *                    the report is written again (`make api-report`) and the change is reviewed
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { API_REPORT_FILE, apiReport } from "../../build/api_report.js";

describe("the public API report", function () {
  this.timeout(120_000);

  it("[ARCH-api-report] engine/index.ts exports exactly what spec/package/api.txt lists", () => {
    const want = readFileSync(API_REPORT_FILE, "utf8").split("\n").filter(Boolean);
    const have = apiReport().split("\n").filter(Boolean);
    const added = have.filter((l) => !want.includes(l));
    const removed = want.filter((l) => !have.includes(l));
    expect(
      { added, removed },
      "the public API changed: if on purpose, run `make api-report` and commit spec/package/api.txt",
    ).to.deep.equal({ added: [], removed: [] });
    // The library can make and replay a recording on its own (issue 30 item 7).
    for (const name of [
      "function recordScenario",
      "function replay",
      "function replayFile",
      "function contentFingerprint",
    ])
      expect(have).to.include(name);
  });
});
