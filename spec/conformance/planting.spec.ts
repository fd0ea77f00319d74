// Conformance (issue 35, item 12): planting needs soil, as the game's iexamine::dirtmound has it: the
// tile's terrain or furniture must carry the seed's `required_terrain_flag` (PLANTABLE unless the
// seed names another, SHALLOW_WATER for cattails and lotus). ID introduced here:
//   REAL-plant-soil  a seed is planted only where its required flag is on the terrain or furniture
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import type { Tile, World } from "../../engine/world/types.js";
import { examine, ruleEvents, tile, world } from "../rules/examine/support.js";
import { beforeReal, REAL_DATA } from "../support/load.js";

function room(X: Tile, seed: string): World {
  return world({
    levels: ["#####", "#.X.#", "#####"],
    legend: { X, ".": { ter: "t_floor" }, "#": { ter: "t_wall" } },
    you: { pos: { x: 1, y: 1, z: 0 }, inventory: [{ id: seed, count: 2 }] },
  });
}

describe(`conformance: planting needs soil (${REAL_DATA})`, function () {
  this.timeout(120000);
  let content: Content;
  beforeReal((real) => (content = real), "planting conformance");

  it("[REAL-plant-soil][B2-dirtmound] (skipped without real data) tomato seeds go into a mound of dirt outdoors and into a planter on an indoor floor", () => {
    const field = examine(room({ ter: "t_dirtmound" }, "seed_tomato"), [2, 1], {}, "you", content);
    expect(ruleEvents(field, "planted")).to.have.length(1);
    expect(tile(field.world, 2, 1).furn).to.equal("f_plant_seed");
    const planter = examine(room({ ter: "t_floor", furn: "f_planter" }, "seed_tomato"), [2, 1], {}, "you", content);
    expect(ruleEvents(planter, "planted")).to.have.length(1);
    expect(tile(planter.world, 2, 1).furn).to.equal("f_planter_seed");
  });

  it("[REAL-plant-soil] (skipped without real data) cattail seeds (SHALLOW_WATER) are not planted in a mound of dirt: the seed stays carried", () => {
    expect(content.item.get("seed_cattail")?.seedData?.requiredTerrainFlag).to.equal("SHALLOW_WATER");
    const w = room({ ter: "t_dirtmound" }, "seed_cattail");
    const r = examine(w, [2, 1], {}, "you", content);
    expect(ruleEvents(r, "planted")).to.have.length(0);
    expect(ruleEvents(r, "not_plantable")[0]?.data).to.include({ seed: "seed_cattail", needs: "SHALLOW_WATER" });
    expect(r.world.map).to.equal(w.map);
    expect(r.world.characters["you"]?.inventory).to.deep.equal([{ id: "seed_cattail", count: 2 }]);
  });
});
