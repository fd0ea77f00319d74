/**
 * Time as the game keeps it for a character's actions (issue 16). IDs introduced here (the real
 * game's turn order, REAL):
 *   REAL-time-actions   a character's action spends its moves and the world's turns pass until it
 *                       has moves again: at speed 100 one step is one turn, during which an adjacent
 *                       monster acts; a slower character loses more turns; `free` keeps the old
 *                       instant behaviour
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { step } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";

function content(): Content {
  const r = loadInline(
    [
      {
        type: "MONSTER",
        flags: ["SEES"],
        id: "t_biter",
        name: "biter",
        hp: 50,
        speed: 100,
        melee_skill: 10,
        melee_dice: 1,
        melee_dice_sides: 2,
        aggression: 100,
      },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();

function world(speed = 100): World {
  return testWorld(c, {
    rows: ["#######", "#.....#", "#.....#", "#######"],
    characters: [{ id: "you", pos: { x: 2, y: 1, z: 0 }, speed, moves: speed }],
    monsters: [{ type: "t_biter", pos: { x: 1, y: 1, z: 0 }, id: "biter", attitude: "hostile" }],
  }).world;
}

const attacks = (events: readonly { type: string }[]): number => events.filter((e) => e.type === "attack").length;

describe("time for a character's actions", () => {
  it("[REAL-time-actions] one step on flat ground at speed 100 is one turn, in which the adjacent monster acts", () => {
    const r = step(world(), { type: "move", who: "you", dir: "s" }, c);
    expect(r.refused).to.equal(undefined);
    expect(r.world.turn).to.equal(1);
    expect(r.world.characters["you"]?.moves).to.equal(100);
    expect(attacks(r.events)).to.equal(1);
    // Three steps away: three turns, the monster following between them.
    let w = world();
    for (let i = 0; i < 3; i++) w = step(w, { type: "move", who: "you", dir: "e" }, c).world;
    expect(w.turn).to.equal(3);
    expect(w.characters["you"]?.pos.x).to.equal(5);
    expect(w.monsters["biter"]?.pos.x).to.equal(4);
  });

  it("[REAL-time-actions] a character at speed 50 loses two turns to the same step", () => {
    const r = step(world(50), { type: "move", who: "you", dir: "e" }, c);
    expect(r.world.turn).to.equal(2);
    expect(attacks(r.events)).to.be.at.least(1);
  });

  it("[REAL-time-actions] a free step spends the moves but lets no turn pass", () => {
    const r = step(world(), { type: "move", who: "you", dir: "s" }, c, { free: true });
    expect(r.world.turn).to.equal(0);
    expect(r.world.characters["you"]?.moves).to.equal(0);
    expect(attacks(r.events)).to.equal(0);
  });

  it("[REAL-time-actions] an action that costs nothing lets no turn pass", () => {
    const r = step(world(), { type: "examine", who: "you", pos: { x: 3, y: 1, z: 0 } }, c);
    expect(r.world.turn).to.equal(0);
  });
});
