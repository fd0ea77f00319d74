/**
 * Gravity (issue 15). ID introduced here (the real game's fall scan, REAL):
 *   REAL-gravity   a creature a rule leaves on a tile with no floor (pulled, flung, dragged,
 *                  stumbling) falls to the first level with solid ground and takes the fall damage
 *                  the climbing area applies (10 × stories, legs and torso); walking monsters do not
 *                  step off a ledge, flying ones do not fall
 */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { type InRow, placed, testWorld } from "../support/world.js";

const PULL = {
  type: "melee",
  id: "t_reel",
  range: 3,
  dodgeable: false,
  blockable: false,
  damage_max_instance: [{ damage_type: "bash", amount: 1 }],
  grab: true,
  grab_data: { grab_effect: "null", pull_chance: 100, pull_weight_ratio: 2 },
};

function content(): Content {
  const r = loadInline(
    [
      {
        type: "MONSTER",
        id: "t_reeler",
        name: "reeler",
        hp: 100,
        speed: 100,
        weight: "200 kg",
        volume: "70 L",
        flags: ["SEES", "IMMOBILE"],
        special_attacks: [PULL],
      },
      {
        type: "MONSTER",
        flags: ["SEES"],
        id: "t_walker",
        name: "walker",
        hp: 100,
        speed: 100,
        melee_dice: 1,
        melee_dice_sides: 2,
      },
      {
        type: "MONSTER",
        id: "t_bat",
        name: "bat",
        hp: 100,
        speed: 100,
        melee_dice: 1,
        melee_dice_sides: 2,
        flags: ["SEES", "FLIES"],
      },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();

/** Two levels: z=0 with an open-air gap at (3, 2), and a floor at z=-1 below everything. */
function world(monsters: InRow[], you = { x: 1, y: 2 }): World {
  const w = testWorld(c, {
    rows: ["#######", "#.. ..#", "#.. ..#", "#.. ..#", "#######"],
    characters: [{ id: "you", pos: { x: you.x, y: you.y, z: 0 } }],
    monsters: placed(monsters, "hostile"),
  }).world;
  return produce(w, (d) => {
    const rows = Array.from({ length: 5 }, () => Array.from({ length: 7 }, () => ({ ter: "t_floor" })));
    d.map.levels.unshift({ z: -1, rows });
    for (const m of Object.values(d.monsters)) m.readyAt = {};
  });
}

describe("gravity (REAL-gravity)", () => {
  it("[REAL-gravity] a character pulled onto open air falls a story and takes the fall damage", () => {
    const r = tick(world([{ type: "t_reeler", id: "r", x: 4 }]), c, 3);
    const pulled = r.events.find((e) => e.type === "moved" && e.who === "you" && e.how === "pulled");
    expect(pulled).to.not.equal(undefined);
    const you = r.world.characters["you"];
    expect(you?.pos).to.deep.equal({ x: 3, y: 2, z: -1 });
    const fall = r.events.find((e) => e.type === "rule" && e.name === "fall");
    expect(fall?.type === "rule" ? fall.data : undefined).to.deep.include({ who: "you", stories: 1, damage: 10 });
    // It falls in the turn it was pulled, not when the step ends.
    expect(fall?.turn).to.equal(pulled?.turn);
    expect(you?.body["leg_l"]?.hp).to.equal(56);
    expect(you?.body["torso"]?.hp).to.be.below(60);
  });

  it("[REAL-gravity] a walking monster does not step off the ledge to reach the survivor; a flying one crosses and does not fall", () => {
    const walker = tick(world([{ type: "t_walker", id: "w", x: 5 }], { x: 1, y: 2 }), c, 6).world.monsters["w"];
    expect(walker?.pos.z).to.equal(0);
    expect(walker?.pos.x).to.be.greaterThan(3);
    const bat = tick(world([{ type: "t_bat", id: "b", x: 5 }], { x: 1, y: 2 }), c, 6).world.monsters["b"];
    expect(bat?.pos.z).to.equal(0);
    expect(bat?.pos.x).to.be.below(3);
  });
});
