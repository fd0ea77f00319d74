// covers: A6-size, A6-border, A6-grid, A6-area-*, A6-lookup
import { expect } from "chai";
import { type AREAS, areaBounds, areaOf } from "../../../engine/rules/camp/layout.js";

describe("camp layout (A6)", () => {
  it("[A6-size][A6-border] border tiles and tiles outside 0-23 belong to no area", () => {
    expect(areaOf(0, 0)).to.equal(undefined);
    expect(areaOf(23, 10)).to.equal(undefined);
    expect(areaOf(10, 2)).to.equal(undefined);
    expect(areaOf(24, 10)).to.equal(undefined);
    expect(areaOf(-1, 10)).to.equal(undefined);
  });
  it("[A6-grid][A6-lookup] every inner tile maps to exactly one area of 36 tiles", () => {
    const counts = new Map<string, number>();
    for (let y = 3; y <= 20; y++)
      for (let x = 3; x <= 20; x++) {
        const a = areaOf(x, y);
        expect(a).to.be.a("string");
        counts.set(a as string, (counts.get(a as string) ?? 0) + 1);
      }
    expect([...counts.values()]).to.deep.equal(Array(9).fill(36));
  });
  const corners: [string, number, number, number, number][] = [
    ["northwest", 3, 3, 8, 8],
    ["north", 9, 3, 14, 8],
    ["northeast", 15, 3, 20, 8],
    ["west", 3, 9, 8, 14],
    ["center", 9, 9, 14, 14],
    ["east", 15, 9, 20, 14],
    ["southwest", 3, 15, 8, 20],
    ["south", 9, 15, 14, 20],
    ["southeast", 15, 15, 20, 20],
  ];
  for (const [name, x1, y1, x2, y2] of corners) {
    it(`[A6-area-${name}] ${name} runs from (${x1},${y1}) to (${x2},${y2})`, () => {
      expect(areaOf(x1, y1)).to.equal(name);
      expect(areaOf(x2, y2)).to.equal(name);
      expect(areaBounds(name as (typeof AREAS)[number])).to.deep.equal({ x1, y1, x2, y2 });
    });
  }
});
