// covers: D4-drag-seatbelt, D4-F-respect_seatbelts
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../../engine/content/load.js";
import type { World } from "../../../engine/world/types.js";
import { load, monster, P, use, world } from "./support.js";

const SURE = { dodgeable: false, blockable: false, damage_max_instance: [{ damage_type: "bash", amount: 1 }] };

/** "you" sits in a vehicle seat with the belt fastened. */
function belted(w: World, at = P(6, 2)): World {
  return produce(w, (d) => {
    const tile = d.map.levels[0]?.rows[at.y]?.[at.x];
    if (tile) {
      tile.veh = "car";
      tile.state = { seatbelt: true };
    }
  });
}

describe("seatbelts against pulls and drags (D4)", function () {
  this.timeout(30000);
  let c: Content;
  before(() => {
    c = load([
      monster("t_puller", [
        {
          type: "melee",
          id: "pull",
          ...SURE,
          range: 3,
          move_cost: 100,
          grab: true,
          grab_data: { grab_effect: "null", pull_chance: 100, pull_weight_ratio: 2 },
        },
        {
          type: "melee",
          id: "rip",
          ...SURE,
          range: 3,
          grab: true,
          grab_data: { grab_effect: "null", pull_chance: 100, pull_weight_ratio: 2, respect_seatbelts: false },
        },
        {
          type: "melee",
          id: "drag",
          ...SURE,
          grab: true,
          move_cost: 100,
          grab_data: { drag_distance: 2, pull_weight_ratio: 2 },
        },
      ]),
    ]);
  });

  it("[D4-drag-seatbelt] a belted target is not pulled: the attack counts as performed and costs twice its moves", () => {
    const w = belted(world(c, { you: { pos: P(6, 2) }, monsters: [{ type: "t_puller", id: "m", pos: P(3, 2) }] }));
    const r = use(w, c, "m", "pull");
    expect(r.value, "performed").to.equal(true);
    expect(r.world.characters["you"]?.pos).to.deep.equal(P(6, 2));
    expect(r.events.some((e) => e.type === "rule" && e.name === "seatbelt_held")).to.equal(true);
    const before = w.monsters["m"]?.moves ?? 0;
    // The attack's own move_cost plus the two wasted for the belt.
    expect(r.world.monsters["m"]?.moves).to.equal(before - 300);
    const unbelted = use(
      world(c, { you: { pos: P(6, 2) }, monsters: [{ type: "t_puller", id: "m", pos: P(3, 2) }] }),
      c,
      "m",
      "pull",
    );
    expect(unbelted.world.characters["you"]?.pos).to.deep.equal(P(4, 2));
  });

  it("[D4-drag-seatbelt] a belted target is not dragged either", () => {
    const w = belted(
      world(c, { you: { pos: P(4, 2) }, monsters: [{ type: "t_puller", id: "m", pos: P(3, 2) }] }),
      P(4, 2),
    );
    const r = use(w, c, "m", "drag");
    expect(r.world.characters["you"]?.pos).to.deep.equal(P(4, 2));
    expect(r.world.monsters["m"]?.pos).to.deep.equal(P(3, 2));
  });

  it("[D4-F-respect_seatbelts] with respect_seatbelts false the belt takes 2 damage and the target is torn out and pulled", () => {
    const w = belted(world(c, { you: { pos: P(6, 2) }, monsters: [{ type: "t_puller", id: "m", pos: P(3, 2) }] }));
    const r = use(w, c, "m", "rip");
    expect(r.world.characters["you"]?.pos).to.deep.equal(P(4, 2));
    expect(r.world.map.levels[0]?.rows[2]?.[6]?.state).to.deep.equal({ seatbelt: false, seatbeltDamage: 2 });
    expect(r.events.some((e) => e.type === "rule" && e.name === "seatbelt_torn")).to.equal(true);
  });
});
