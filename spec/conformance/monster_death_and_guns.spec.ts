/**
 * Issue 32's remaining monster rules on the real data (docs/monsters.md). Real monsters:
 * mon_turret_rifle.
 *
 * IDs introduced here:
 *   REAL-gun-rate  a real turret's shots per 100 turns follow the game's move-cost arithmetic
 *                  (gun_actor::call, try_target and shoot in src/mattack_actors.cpp)
 */
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { realContentOrSkip } from "../support/load.js";
import { testWorld } from "../support/world.js";

const P = (x: number, y: number, z = 0) => ({ x, y, z });
const ROOM = ["################", "#..............#", "#..............#", "#..............#", "################"];

/** Every body part of the survivor back at a hit point total nothing in 100 turns can take. */
function unkillable(w: World): World {
  return produce(w, (d) => {
    for (const c of Object.values(d.characters))
      for (const part of Object.values(c.body)) {
        part.hp = 100000;
        part.hpMax = 100000;
      }
  });
}

describe("conformance: monster guns, deaths, revival, scent and sounds (issue 32)", function () {
  this.timeout(120000);
  let c: Content;
  before(function () {
    c = realContentOrSkip(this);
  });

  it("[REAL-gun-rate][REAL-gun-targeting-cost][D5-targeting] a real rifle turret fires as often as the game's move costs allow", () => {
    // The game's arithmetic for mon_turret_rifle (speed 100; its gun: cooldown 1, targeting_cost
    // 200, move_cost 150, targeting_timeout_extend -10): each shot ends its targeted state, so every
    // round costs a targeting step (200 moves) and a shot (150 moves): 350 moves, at 100 moves a
    // turn 100 × 100 / 350 = 28.6 shots per 100 turns; within 10 %: 26 to 31.
    const type = c.monster.get("mon_turret_rifle");
    expect(type?.speed).to.equal(100);
    let w = testWorld(c, {
      rows: ROOM,
      seed: "turret-rate",
      characters: [{ id: "you", pos: P(2, 2) }],
      monsters: [{ type: "mon_turret_rifle", id: "t", pos: P(10, 2), attitude: "hostile" }],
    }).world;
    let shots = 0;
    let targetings = 0;
    for (let turn = 0; turn < 100; turn++) {
      const r = tick(unkillable(w), c, 1);
      shots += r.events.filter((e) => e.type === "message" && e.about === "t" && / fires its /.test(e.text)).length;
      targetings += r.events.filter((e) => e.type === "rule" && e.name === "gun_targeting").length;
      w = r.world;
    }
    expect(shots, `${shots} shots, ${targetings} targetings`).to.be.within(26, 31);
    expect(targetings).to.be.within(shots, shots + 1);
  });
});
