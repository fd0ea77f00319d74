/**
 * Monster behaviour from the data's flags (issue 15). IDs introduced here (the real game's
 * monster code, REAL):
 *   REAL-ai-immobile     an IMMOBILE monster never walks (it still attacks what is next to it)
 *   REAL-ai-no-melee     a monster with no melee dice makes no plain melee attack (the game's
 *                        melee with 0 dice deals nothing)
 *   REAL-ai-hit-and-run  a HIT_AND_RUN monster runs for 4 turns after each swing: it backs away
 *                        instead of attacking
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { testWorld } from "../support/world.js";

const MELEE = { hp: 100, speed: 100, melee_skill: 10, melee_dice: 2, melee_dice_sides: 4, material: ["flesh"] };

function content(): Content {
  const r = loadInline(
    [
      { type: "effect_type", id: "run", name: ["Running"] },
      { type: "MONSTER", id: "t_turret", name: "post", ...MELEE, flags: ["IMMOBILE"] },
      { type: "MONSTER", id: "t_blob", name: "blob", ...MELEE, melee_dice: 0, melee_dice_sides: 0 },
      { type: "MONSTER", id: "t_hack", name: "hack", ...MELEE, flags: ["HIT_AND_RUN"] },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();

function world(type: string, x: number): World {
  return testWorld(c, {
    rows: ["#########", "#.......#", "#.......#", "#.......#", "#########"],
    characters: [{ id: "you", pos: { x: 1, y: 2, z: 0 } }],
    monsters: [{ type, id: "m", pos: { x, y: 2, z: 0 }, attitude: "hostile" }],
  }).world;
}

const swings = (w: World, turns: number): number =>
  tick(w, c, turns).events.filter((e) => e.type === "attack" && e.attacker === "m").length;

describe("monster behaviour from flags", () => {
  it("[REAL-ai-immobile] an IMMOBILE monster stays put three tiles away, and still strikes what stands next to it", () => {
    expect(tick(world("t_turret", 4), c, 5).world.monsters["m"]?.pos.x).to.equal(4);
    expect(swings(world("t_turret", 2), 3)).to.equal(3);
  });

  it("[REAL-ai-no-melee] a monster with no melee dice comes close but never swings", () => {
    const r = tick(world("t_blob", 4), c, 5);
    expect(r.world.monsters["m"]?.pos.x).to.equal(2);
    expect(r.events.filter((e) => e.type === "attack").length).to.equal(0);
  });

  it("[REAL-ai-hit-and-run] a HIT_AND_RUN monster backs off after a swing and comes back when the run ends", () => {
    const r = tick(world("t_hack", 2), c, 3);
    expect(r.events.filter((e) => e.type === "attack").length).to.equal(1);
    expect(r.world.monsters["m"]?.pos.x).to.be.greaterThan(2);
    // Over a longer fight it swings far less often than a plain brawler would (once a turn).
    expect(swings(world("t_hack", 2), 20)).to.be.within(2, 8);
  });
});
