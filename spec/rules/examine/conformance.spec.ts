// covers: B1-trigger — every real terrain and furniture with an examine action, examined by a
// character holding nothing, never throws (each gives its `examine` event). What each action does is
// checked in actions.spec.ts and actors.spec.ts.
import { expect } from "chai";
import { loadContent, type Content } from "../../../engine/content/load.js";
import { step } from "../../../engine/step/step.js";
import type { Tile } from "../../../engine/world/types.js";
import { hasRealData, REAL_DATA } from "../../support/load.js";
import { world } from "./support.js";

describe("examine: conformance on the real game data", function () {
  this.timeout(120000);
  let content: Content | undefined;
  before(function () {
    if (!hasRealData()) {
      console.log(`    (skipped: no real data at ${REAL_DATA})`);
      this.skip();
    }
    content = loadContent([REAL_DATA], { noLines: true }).content;
  });

  it("[B1-trigger] examining every real terrain and furniture with an examine action never throws and emits an event", () => {
    const c = content as Content;
    const floor = c.terrain.has("t_floor") ? "t_floor" : (c.terrain.values()[0]?.id as string);
    const cases: { kind: "terrain" | "furniture"; id: string }[] = [];
    for (const t of c.terrain.values()) if (t.examineAction !== undefined) cases.push({ kind: "terrain", id: t.id });
    for (const f of c.furniture.values())
      if (f.examineAction !== undefined) cases.push({ kind: "furniture", id: f.id });
    expect(cases.length).to.be.greaterThan(300);
    const failures: string[] = [];
    for (const k of cases) {
      const X: Tile = k.kind === "terrain" ? { ter: k.id } : { ter: floor, furn: k.id };
      const w = world({
        levels: ["....", ".@X.", "...."],
        legend: { ".": { ter: floor }, "@": { ter: floor }, X },
        you: { pos: { x: 1, y: 1, z: 0 } },
      });
      try {
        const r = step(w, { type: "examine", who: "you", pos: { x: 2, y: 1, z: 0 } }, c);
        if (r.events.length === 0) failures.push(`${k.kind} ${k.id}: no event`);
      } catch (e) {
        failures.push(`${k.kind} ${k.id}: threw ${(e as Error).stack?.split("\n").slice(0, 3).join(" | ")}`);
      }
    }
    expect(failures, failures.slice(0, 10).join("\n")).to.deep.equal([]);
  });
});
