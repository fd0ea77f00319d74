/**
 * Special attacks without a target on the real data (REAL-targetless; spec/rules/monsters/
 * targetless.spec.ts has the rule on our own content): with no character anywhere on the map, a
 * real triffid queen still grows plants around her and a real fungaloid queen still walls herself
 * in with fungus, as the game calls every ready special attack whether or not there is a target.
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import { beforeReal } from "../support/load.js";
import { testWorld } from "../support/world.js";

const ROWS = [
  "#############",
  "#...........#",
  "#...........#",
  "#...........#",
  "#...........#",
  "#...........#",
  "#############",
];

describe("conformance: special attacks without a target", function () {
  this.timeout(120000);
  let c: Content;

  beforeReal((real) => (c = real));

  const grown = (type: string, turns: number) => {
    const w = testWorld(c, {
      rows: ROWS,
      characters: [],
      monsters: [{ type, id: "q", pos: { x: 6, y: 3, z: 0 }, attitude: "hostile" }],
    }).world;
    expect(Object.keys(w.characters)).to.have.length(0);
    return tick(w, c, turns).events.flatMap((e) => (e.type === "tile_changed" && e.terrain ? [e.terrain.to] : []));
  };

  it("[D2-GROWPLANTS][REAL-targetless] a real triffid queen alone on the map grows underbrush and trees", () => {
    const to = grown("mon_triffid_queen", 60);
    expect(to.some((t) => t === "t_underbrush" || t === "t_tree_young")).to.equal(true);
  });

  it("[D2-FUNGUS_SPROUT][REAL-targetless] a real fungaloid queen alone on the map grows fungal walls", () => {
    expect(grown("mon_fungaloid_queen", 30)).to.include("t_fungus_wall");
  });
});
