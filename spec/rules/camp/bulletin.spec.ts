// covers: B2-bulletin_board, A2-R1 (the board in a camp opens its mission list)
import { expect } from "chai";
import { join } from "node:path";
import { loadContent } from "../../../engine/content/load.js";
import { step } from "../../../engine/step/step.js";
import type { Json } from "../../../engine/world/types.js";
import { PROJECT_ROOT } from "../../support/load.js";
import { character } from "../../support/world.js";
import { ok, world } from "./support.js";

describe("the bulletin board of a camp", function () {
  this.timeout(30000);

  it("[B2-bulletin_board][A2-R1] examined inside a camp, the board lists that camp's missions; outside, it does not", () => {
    const content = loadContent(["base", "camp", "examine"].map((d) => join(PROJECT_ROOT, "content", d))).content;
    let w = ok(
      world("board", 2),
      {
        type: "camp_found",
        camp: "base",
        omt: { x: 0, y: 0 },
        z: 0,
        terrain: "field",
        unlimited: true,
        auto_complete: false,
      },
      content,
    ).world;
    const you = character({ id: "you", pos: { x: 10, y: 10, z: 0 } }) as unknown as Json;
    w = ok(w, { type: "set", path: "/characters/you", value: you }, content).world;
    w = ok(w, { type: "set", path: "/map/levels/0/rows/10/11/furn", value: "ex_f_notice_board" }, content).world;
    const inCamp = step(w, { type: "examine", who: "you", pos: { x: 11, y: 10, z: 0 } }, content);
    const list = inCamp.events.find((e) => e.type === "rule" && e.name === "camp_missions");
    expect(list, JSON.stringify(inCamp.events)).to.not.equal(undefined);
    expect(JSON.stringify(list)).to.contain("faction_base_camp_1");

    // The same board on the next overmap tile, outside the camp.
    w = ok(w, { type: "set", path: "/characters/you/pos", value: { x: 34, y: 10, z: 0 } }, content).world;
    w = ok(w, { type: "set", path: "/map/levels/0/rows/10/35/furn", value: "ex_f_notice_board" }, content).world;
    const outside = step(w, { type: "examine", who: "you", pos: { x: 35, y: 10, z: 0 } }, content);
    expect(outside.events.some((e) => e.type === "rule" && e.name === "camp_missions")).to.equal(false);
    expect(outside.events.some((e) => e.type === "message" && /not inside a camp/.test(e.text))).to.equal(true);
  });
});
