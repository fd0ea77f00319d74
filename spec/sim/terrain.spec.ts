/**
 * The walker's step test (tileEnterable, one terrain look-up) against the two tests it stands
 * for: the move cost (tileMoveCost > 0) and, for a walker that does not fly, the floor
 * (tileHasNoFloor), on every terrain and furniture of the game's data.
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { tileEnterable, tileHasNoFloor, tileMoveCost } from "../../engine/sim/terrain.js";
import type { Tile } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";

describe("sim/terrain: a walker's step test", function () {
  this.timeout(120_000);
  let content: Content;
  beforeReal((c) => (content = c), "terrain step test");

  it("[REAL-gravity] agrees with the move cost and the floor on every real terrain, and every furniture on each kind of floor", () => {
    const tiles: Tile[] = content.terrain.ids().map((ter) => ({ ter }));
    const floors = ["t_floor", "t_open_air", "t_dirt"].filter((t) => content.terrain.get(t) !== undefined);
    expect(floors, "the floors the check puts furniture on").to.include("t_open_air");
    for (const ter of floors) for (const furn of content.furniture.ids()) tiles.push({ ter, furn });
    let enterable = 0;
    for (const tile of tiles)
      for (const flies of [false, true]) {
        const expected = tileMoveCost(content, tile) > 0 && (flies || !tileHasNoFloor(content, tile));
        expect(tileEnterable(content, tile, flies), `${JSON.stringify(tile)}${flies ? " flying" : ""}`).to.equal(
          expected,
        );
        if (expected) enterable++;
      }
    // Both answers occur: the check is not vacuous.
    expect(enterable)
      .to.be.above(0)
      .and.below(tiles.length * 2);
  });
});
