/**
 * `cdda-sim camp --walk` as a designer reads it (issue 38): each drawing of the camp is followed by
 * a legend of its symbols, and a mission that places items says which (REAL-camp-legend,
 * REAL-camp-items; introduced in spec/view/viewer.spec.ts and spec/conformance/camp_mapgen.spec.ts).
 */
import { expect } from "chai";
import { ourCampCli } from "../support/cli.js";

describe("camp --walk: legends and placed items", function () {
  this.timeout(120_000);

  it("[REAL-camp-legend][REAL-camp-items] every drawing has a legend naming each symbol it draws; the kitchen hearth lists its cookware", () => {
    const r = ourCampCli("--walk");
    expect(r.status, r.stderr).to.equal(0);
    const lines = r.stdout.split("\n");
    // Steps: "N. mission  name", then the drawing (24 rows), then "legend:" and its lines.
    const starts = lines.flatMap((l, i) => (/^\d+\. faction_base_camp_\d+/.test(l) ? [i] : []));
    expect(starts.length).to.be.greaterThan(10);
    for (const s of starts) {
      const drawing: string[] = [];
      let i = s + 1;
      if (lines[i]?.startsWith("   placed: ")) i++;
      while (lines[i]?.startsWith("   ") && !lines[i]?.startsWith("   legend:"))
        drawing.push((lines[i++] ?? "").slice(3));
      expect(drawing, lines[s]).to.have.length(24);
      expect(lines[i], lines[s]).to.equal("   legend:");
      const legend = new Map<string, string>();
      for (i++; lines[i]?.startsWith("     "); i++) {
        const entry = (lines[i] ?? "").slice(5);
        legend.set([...entry][0] ?? "", entry);
      }
      // Every symbol drawn is explained, and nothing else is.
      const drawn = new Set(drawing.flatMap((row) => [...row]));
      expect([...legend.keys()].sort(), lines[s]).to.deep.equal([...drawn].sort());
    }
    expect(r.stdout).to.match(/\. terrain t_dirt \(bare dirt\)/);
    expect(r.stdout).to.match(/T furniture f_fbc_canvas_wall \(canvas wall\)/);
    const hearth = lines.findIndex((l) => l.includes("faction_base_camp_11"));
    expect(lines[hearth + 1]).to.match(/^ {3}placed: [1-2] fbc_cookware$/);
  });
});
