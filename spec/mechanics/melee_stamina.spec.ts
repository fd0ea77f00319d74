/**
 * Stamina spent by melee swings (engine/mechanics/fight/stamina.ts; src/character.cpp
 * get_standard_stamina_cost, mod_stamina; src/melee.cpp get_total_melee_stamina_cost). IDs
 * introduced here:
 *   REAL-melee-stamina  every swing, hit or miss, costs −(weapon weight ÷ 16 g + 50) × (1 ÷ lift
 *                       score, at most 20) + melee skill, at most −50: the game's machete (839 g)
 *                       102 − skill, bare hands 50; a weakened lift (a hurt arm) costs more
 *   REAL-stamina-winded falling through half and a quarter of the maximum warns; going below 0
 *                       winds the character (the game's winded effect, 10 turns) and stops at 0
 *   REAL-stamina-npc    the game's NPCs spend none (mod_stamina returns for them): a character
 *                       that is not the player keeps its stamina
 * Expected figures are worked by hand from the formulas above.
 */
import { expect } from "chai";
import type { Content } from "../../engine/content/load.js";
import { step } from "../../engine/step/step.js";
import type { Character, World } from "../../engine/world/types.js";
import { beforeReal } from "../support/load.js";
import { testWorld } from "../support/world.js";

describe("melee swings cost stamina (issue 31, Deliver 3)", function () {
  this.timeout(60000);
  let content: Content;
  beforeReal((real) => (content = real));

  const arena = (you: Partial<Character>): World =>
    testWorld(content, {
      rows: ["#####", "#...#", "#####"],
      characters: [{ id: "you", pos: { x: 1, y: 1, z: 0 }, moves: 100, stamina: 3000, staminaMax: 3500, ...you }],
      monsters: [{ id: "zed", type: "mon_zombie", pos: { x: 2, y: 1, z: 0 }, attitude: "hostile" }],
    }).world;
  const swing = (w: World) => step(w, { type: "attack", who: "you", target: "zed" }, content, { free: true });

  it("[REAL-melee-stamina] a swing of the game's machete costs 100 stamina at melee 2, bare hands 50, hit or miss", () => {
    const machete = swing(arena({ wielded: { id: "machete", count: 1 }, skills: { melee: 2 } }));
    expect(machete.world.characters["you"]?.stamina).to.equal(3000 - 100);
    const fists = swing(arena({ skills: { melee: 8 } }));
    expect(fists.world.characters["you"]?.stamina).to.equal(3000 - 50);
    // Swings until the zombie falls, whatever each one did: one cost each.
    let w = arena({ wielded: { id: "machete", count: 1 } });
    const outcomes: string[] = [];
    for (let i = 0; i < 20 && w.monsters["zed"]?.dead !== true; i++) {
      const r = swing(w);
      if (r.refused !== undefined) break;
      for (const e of r.events) if (e.type === "attack" && e.attacker === "you") outcomes.push(e.outcome);
      w = r.world;
    }
    expect(outcomes.length).to.be.greaterThan(2);
    expect(w.characters["you"]?.stamina).to.equal(3000 - outcomes.length * 102);
  });

  it("[REAL-melee-stamina] with both arms badly hurt (lift score 0.5) a bare-handed swing costs twice as much", () => {
    const hurt = arena({});
    const body = hurt.characters["you"]?.body ?? {};
    const arm_l = body["arm_l"];
    const arm_r = body["arm_r"];
    if (!arm_l || !arm_r) throw new Error("no arms");
    const weak: World = {
      ...hurt,
      characters: {
        you: {
          ...(hurt.characters["you"] as Character),
          // 3/8 of the arms' hit points: their lift counts half (hp share ÷ 0.75).
          body: {
            ...body,
            arm_l: { ...arm_l, hp: (arm_l.hpMax * 3) / 8 },
            arm_r: { ...arm_r, hp: (arm_r.hpMax * 3) / 8 },
          },
        },
      },
    };
    expect(swing(weak).world.characters["you"]?.stamina).to.equal(3000 - 100);
  });

  it("[REAL-stamina-winded] the warnings on the way down, and winded when a swing would take it below 0", () => {
    const halfway = swing(arena({ stamina: 1790 }));
    expect(halfway.events.some((e) => e.type === "message" && e.text === "You're starting to feel winded.")).to.equal(
      true,
    );
    const quarter = swing(arena({ stamina: 900 }));
    expect(quarter.events.some((e) => e.type === "message" && e.text === "You're growing tired.")).to.equal(true);
    const spent = swing(arena({ stamina: 30 }));
    const c = spent.world.characters["you"];
    expect(c?.stamina).to.equal(0);
    expect(c?.effects.map((e) => [e.id, e.duration])).to.deep.include(["winded", 10]);
  });

  it("[REAL-stamina-npc] a character that is not the player spends none", () => {
    const npc = swing(arena({ isPlayer: false, wielded: { id: "machete", count: 1 } }));
    expect(npc.world.characters["you"]?.stamina).to.equal(3000);
  });
});
