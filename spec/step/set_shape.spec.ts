/**
 * A `set` that adds a whole creature where there is none to model it on. ID introduced here:
 *   ROB-set-new-creature  with no character (or monster) in the world, a new one set by pointer must
 *                         be whole by the world's documented shape (engine/world/shape.ts): every
 *                         required member, no unknown one, plain values where plain values belong;
 *                         a whole one is added, anything less is refused naming what is wrong
 */
import { expect } from "chai";
import { join } from "node:path";
import { loadContent } from "../../engine/content/load.js";
import { step } from "../../engine/step/step.js";
import type { Json } from "../../engine/world/types.js";
import { PROJECT_ROOT } from "../support/load.js";
import { character, testWorld } from "../support/world.js";

describe("set adds a whole creature", () => {
  const content = loadContent([join(PROJECT_ROOT, "content", "base")]).content;
  const empty = testWorld(content, { rows: [".....", "....."] }).world;

  it("[ROB-set-new-creature] a whole character is added to a world with none", () => {
    const you = character({ id: "you", pos: { x: 1, y: 1, z: 0 } }) as unknown as Json;
    const r = step(empty, { type: "set", path: "/characters/you", value: you }, content);
    expect(r.refused).to.equal(undefined);
    expect(r.world.characters["you"]?.pos).to.deep.equal({ x: 1, y: 1, z: 0 });
  });

  it("[ROB-set-new-creature] a partial or misspelt one is refused, naming what is wrong", () => {
    const partial = step(empty, { type: "set", path: "/characters/you", value: { id: "you" } }, content);
    expect(partial.refused).to.match(/^a new character must be whole: \/characters\/you \(a character\) lacks "/);
    const you = { ...character({ id: "you", pos: { x: 1, y: 1, z: 0 } }), stamnia: 3 } as unknown as Json;
    const typo = step(empty, { type: "set", path: "/characters/you", value: you }, content);
    expect(typo.refused).to.contain('has no member "stamnia"; did you mean "stamina"?');
    const monster = step(empty, { type: "set", path: "/monsters/zed", value: { id: "zed", hp: "lots" } }, content);
    expect(monster.refused).to.match(/^a new monster must be whole: /);
    expect(partial.world).to.equal(empty);
  });
});
