// covers: C-menu-trigger, G-16 (walking into a ledge shows the climbing menu; the choice travels in `descend`)
import { expect } from "chai";
import { step } from "../../../engine/step/step.js";
import { CLIFF_1, climbWorld, ourContent } from "./support.js";

describe("walking into a ledge", function () {
  this.timeout(30000);

  it("[C-menu-trigger][G-16] is refused with the climbing menu spelled out; the same choice then works as descend", () => {
    const content = ourContent();
    const w = climbWorld(content, CLIFF_1, [{ id: "you", pos: { x: 1, y: 1, z: 0 } }]);
    const r = step(w, { type: "move", who: "you", dir: "e" }, content);
    expect(r.world).to.equal(w);
    expect(r.refused).to.match(/is a ledge; climb down with \{"type": "descend", "who": "you", "dir": "e"/);
    expect(r.refused).to.match(/c\) default:/);
    const down = step(w, { type: "descend", who: "you", dir: "e", aid: "default", confirm: true }, content);
    expect(down.refused).to.equal(undefined);
    expect(down.world.characters["you"]?.pos.z).to.equal(-1);
  });

  it("[C-menu-trigger] a neighbour with a floor is walked onto as usual", () => {
    const content = ourContent();
    const w = climbWorld(content, CLIFF_1, [{ id: "you", pos: { x: 2, y: 1, z: 0 } }]);
    expect(step(w, { type: "move", who: "you", dir: "w" }, content).refused).to.equal(undefined);
  });
});
