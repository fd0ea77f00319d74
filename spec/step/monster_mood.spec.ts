/**
 * A monster's anger and morale (issue 15). IDs introduced here (the real game's monster code, REAL):
 *   REAL-mood-close    PLAYER_CLOSE: a neutral monster with it as an anger trigger gains 5 anger each
 *                      turn it sees a character within 5 tiles, and turns hostile at anger 10
 *   REAL-mood-hurt     HURT: 1 + damage / 3 to anger (a neutral monster struck turns on its
 *                      attacker's side) or from morale (a hostile one stops attacking once its
 *                      morale is negative: it follows, backing off within 4 tiles, while
 *                      anger + morale > 0 and it has more than a third of its hp, else flees)
 *   REAL-mood-friends  FRIEND_DIED: monsters of the dead one's faction that see it gain 15 anger
 *   REAL-mood-shy      a neutral monster that is afraid (negative morale) keeps away from the
 *                      characters it sees
 *   REAL-mood-sound    SOUND: a monster that hears moves its anger or morale by the heard volume
 */
import { expect } from "chai";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { tick } from "../../engine/step/step.js";
import type { World } from "../../engine/world/types.js";
import { run } from "../rules/monsters/support.js";
import { applyDamage, kill } from "../../engine/sim/creature_state.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { SHRIEKER } from "../support/monsters.js";
import { type InRow, placed, testWorld } from "../support/world.js";
import { isRuleEvent } from "../../engine/sim/events.js";

const BODY = {
  hp: 60,
  speed: 100,
  melee_skill: 6,
  melee_dice: 1,
  melee_dice_sides: 3,
  material: ["flesh"],
  vision_day: 30,
};

function content(): Content {
  const r = loadInline(
    [
      {
        type: "MONSTER",
        flags: ["SEES"],
        id: "t_spider",
        name: "spider",
        ...BODY,
        aggression: -20,
        morale: 50,
        anger_triggers: ["PLAYER_CLOSE"],
      },
      {
        type: "MONSTER",
        flags: ["SEES"],
        id: "t_dog",
        name: "dog",
        ...BODY,
        aggression: 0,
        morale: 20,
        anger_triggers: ["HURT", "FRIEND_DIED"],
        default_faction: "t_pack",
      },
      {
        type: "MONSTER",
        flags: ["SEES"],
        id: "t_coward",
        name: "coward",
        ...BODY,
        aggression: 20,
        morale: 5,
        fear_triggers: ["HURT"],
      },
      { type: "MONSTER", flags: ["SEES"], id: "t_deer", name: "deer", ...BODY, aggression: -99, morale: -5 },
      {
        type: "MONSTER",
        id: "t_hornet",
        name: "hornet",
        ...BODY,
        aggression: 0,
        morale: 10,
        flags: ["SEES", "HEARS"],
        anger_triggers: ["SOUND"],
      },
      SHRIEKER,
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();
const ROWS = ["############", "#..........#", "#..........#", "#..........#", "############"];

function world(monsters: InRow[], you = 1): World {
  return testWorld(c, {
    rows: ROWS,
    characters: [{ id: "you", pos: { x: you, y: 2, z: 0 } }],
    monsters: placed(monsters),
  }).world;
}

describe("anger and morale", () => {
  it("[REAL-mood-close] a neutral spider near a survivor grows angry by 5 a turn and attacks at 10 (from -20: the sixth turn, or a turn or two later as anger slips back towards -20)", () => {
    const w = world([{ type: "t_spider", id: "s", x: 4 }]);
    expect(w.monsters["s"]?.attitude).to.equal("neutral");
    const r = tick(w, c, 11);
    const angered = r.events.find((e) => e.type === "rule" && e.name === "angered");
    // REAL-ai-mood-regain: on some turns anger slips a point back towards the type's -20.
    expect(angered?.turn).to.be.within(6, 8);
    expect(r.world.monsters["s"]?.attitude).to.equal("hostile");
    expect(r.events.some((e) => e.type === "attack" && e.attacker === "s")).to.equal(true);
    // Far away (7 tiles), it stays calm.
    const far = tick(world([{ type: "t_spider", id: "s", x: 8 }]), c, 8);
    expect(far.world.monsters["s"]?.attitude).to.equal("neutral");
  });

  it("[REAL-mood-hurt] a struck neutral dog turns hostile; a struck coward with negative morale only follows (backs off within 4 tiles) while anger + morale > 0 and hp > a third, else flees", () => {
    const w = world([
      { type: "t_dog", id: "d", x: 8 },
      { type: "t_coward", id: "k", x: 2 },
    ]);
    const hurt = run(w, c, (sim) => {
      applyDamage(sim, "d", 30, "cut", undefined, "you");
      applyDamage(sim, "k", 30, "cut", undefined, "you");
    }).world;
    // dog: anger 0 + (1 + 30 / 3) = 11. coward: morale 5 - 11 = -6 with anger 20 and 30 of 60 hp.
    expect(hurt.monsters["d"]).to.include({ attitude: "hostile", anger: 11 });
    expect(hurt.monsters["k"]?.morale).to.equal(-6);
    // The game's monster::attitude: negative morale with anger + morale > 0 and hp above a third
    // is MATT_FOLLOW, not MATT_ATTACK: it stops attacking and, within 4 tiles, backs off.
    const after = tick(hurt, c, 1);
    expect(after.world.monsters["k"]?.stance).to.equal("follow");
    expect(after.events.some((e) => e.type === "attack" && e.attacker === "k")).to.equal(false);
    expect(after.world.monsters["k"]?.pos.x).to.equal(3);
    // Struck for 45 instead: morale 5 - 16 = -11, anger + morale 9 > 0, but 15 hp is not above 20: it flees.
    const low = run(w, c, (sim) => applyDamage(sim, "k", 45, "cut", undefined, "you")).world;
    const r = tick(low, c, 3);
    expect(r.events.some((e) => e.type === "attack" && e.attacker === "k")).to.equal(false);
    expect(r.world.monsters["k"]?.pos.x).to.equal(5);
  });

  it("[REAL-mood-friends] a pack dog that sees its packmate die gains 15 anger and turns hostile", () => {
    const w = world([
      { type: "t_dog", id: "a", x: 6 },
      { type: "t_dog", id: "b", x: 8 },
    ]);
    const r = run(w, c, (sim) => kill(sim, "a", "you")).world;
    expect(r.monsters["b"]).to.include({ attitude: "hostile", anger: 15 });
  });

  it("[REAL-mood-shy] a deer keeps away from a survivor it sees", () => {
    const r = tick(world([{ type: "t_deer", id: "d", x: 4 }]), c, 3);
    expect(r.world.monsters["d"]?.pos.x).to.equal(7);
    expect(r.events.some((e) => e.type === "attack")).to.equal(false);
  });

  it("[REAL-mood-sound] a shriek angers a hornet that hears it (heard volume 50 - 8 = 42) into attacking", () => {
    const w = world([
      { type: "t_shrieker", id: "s", x: 2 },
      { type: "t_hornet", id: "h", x: 10 },
    ]);
    const r = tick(w, c, 8);
    const heard = r.events.find((e) => isRuleEvent(e, "angered") && e.data.who === "h");
    expect(heard && isRuleEvent(heard, "angered") ? heard.data.anger : undefined).to.equal(42);
    expect(r.world.monsters["h"]?.attitude).to.equal("hostile");
  });
});
