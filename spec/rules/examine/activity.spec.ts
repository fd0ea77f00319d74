/**
 * IDs introduced here (issue 31, Deliver 5; engine/rules/examine/activity.ts, docs/examine.md):
 *   REAL-activity-turns   an examine action that takes time holds the character in an activity over
 *                         turns: its moves go on it each turn, the effect applies when it is done
 *                         (not at the start); rule events activity_started and activity_done
 *   REAL-activity-spotted a hostile monster coming into view stops it (the game's
 *                         hostile_spotted_far: more hostiles seen than at the last check)
 *   REAL-activity-close   a hostile monster that can reach it within 5 tiles stops it at once
 *                         (hostile_spotted_near, DANGEROUS_PROXIMITY)
 *   REAL-activity-hurt    losing hit points stops it (distraction_type::attacked)
 *   REAL-activity-finish  at the end the action runs again on the same tile: when the character is
 *                         no longer next to it, or the tile's action changed, it stops instead
 *   REAL-activity-all     every examine action that takes time runs as such an activity
 * Each stop is a rule event activity_interrupted with its reason (and the monster behind it) and
 * the game's message; the work is lost, as the game's is for these activities.
 */
import { expect } from "chai";
import { produce } from "immer";
import type { Content } from "../../../engine/content/load.js";
import { step } from "../../../engine/step/step.js";
import { isRuleEvent, type RuleEventOf, type SimEvent } from "../../../engine/sim/events.js";
import type { RuleName } from "../../../engine/sim/rule_events.js";
import type { World } from "../../../engine/world/types.js";
import { beforeReal } from "../../support/load.js";
import { testWorld } from "../../support/world.js";
import { examine, showcase, room } from "./support.js";

const rules = <N extends RuleName>(events: readonly SimEvent[], name: N) =>
  events.filter((e): e is SimEvent & RuleEventOf<N> => isRuleEvent(e, name));

/** A room of real terrain: the survivor at 3,1 with a shovel, the game's f_rubble at 2,1. */
function digger(content: Content, rows: readonly string[], monsters: { pos: [number, number] }[] = []): World {
  const { world } = testWorld(content, {
    rows,
    characters: [{ id: "you", pos: { x: 3, y: 1, z: 0 }, moves: 100, inventory: [{ id: "shovel", count: 1 }] }],
    monsters: monsters.map((m, i) => ({
      id: `z${i}`,
      type: "mon_zombie",
      pos: { x: m.pos[0], y: m.pos[1], z: 0 },
      attitude: "hostile" as const,
    })),
  });
  return produce(world, (d) => {
    const t = d.map.levels[0]?.rows[1]?.[2];
    if (t) t.furn = "f_rubble";
  });
}

const dig = (w: World, content: Content) =>
  step(w, { type: "examine", who: "you", pos: { x: 2, y: 1, z: 0 } }, content);
const furnAt = (w: World, x: number, y: number): string | undefined => w.map.levels[0]?.rows[y]?.[x]?.furn;

const OPEN = ["##########", "#........#", "#........#", "#........#", "##########"];
/** A wall between the survivor's room and the zombie's; its window at 3,8 gets closed curtains. */
const WALLED = [
  "##########",
  "#........#",
  "#........#",
  "#........#",
  "#........#",
  "#........#",
  "#........#",
  "#........#",
  "##########",
  "#........#",
  "#........#",
  "##########",
];

describe("examine: activities over turns (issue 31, Deliver 5)", function () {
  this.timeout(60000);
  let content: Content;
  beforeReal((real) => (content = real));

  it("[REAL-activity-turns] clearing the game's rubble with a shovel (DIG 3) takes 60 turns of the digger's moves; the rubble goes at the end", () => {
    const r = dig(digger(content, OPEN), content);
    const started = rules(r.events, "activity_started");
    expect(started.map((e) => [e.turn, e.data["activity"], e.data["turns"]])).to.deep.equal([[0, "clear_rubble", 60]]);
    // 100 moves worked in the turn it began, then 100 a turn: done in turn 59, free again in turn 60.
    const done = rules(r.events, "activity_done");
    expect(done.map((e) => e.turn)).to.deep.equal([59]);
    const cleared = r.events.find((e) => e.type === "tile_changed");
    expect(cleared?.turn).to.equal(59);
    expect(furnAt(r.world, 2, 1)).to.equal(undefined);
    expect(r.world.turn).to.equal(60);
    expect(r.world.characters["you"]?.activity).to.equal(undefined);
    // Part way, the rubble is still there and the activity is held with the moves left.
    const free = step(digger(content, OPEN), { type: "examine", who: "you", pos: { x: 2, y: 1, z: 0 } }, content, {
      free: true,
    });
    const mid = step(free.world, { type: "tick", turns: 10 }, content).world;
    expect(furnAt(mid, 2, 1)).to.equal("f_rubble");
    expect(mid.characters["you"]?.activity).to.deep.include({
      name: "clear_rubble",
      movesTotal: 6000,
      movesLeft: 4900,
    });
  });

  it("[REAL-activity-spotted] the game's zombie coming into view through a curtained window stops the digging; the rubble stays", () => {
    const w = digger(content, WALLED, [{ pos: [3, 10] }]);
    // It knows where the survivor is (as after a noise) and walks through the window frame, whose
    // closed curtains (t_window_empty_curtains_closed) it passes but no one sees through.
    const going = produce(w, (d) => {
      const z = d.monsters["z0"];
      if (z) z.goal = { x: 3, y: 1, z: 0 };
      const t = d.map.levels[0]?.rows[8]?.[3];
      if (t) t.ter = "t_window_empty_curtains_closed";
    });
    const r = dig(going, content);
    expect(rules(r.events, "activity_started")).to.have.length(1);
    const stop = rules(r.events, "activity_interrupted");
    expect(stop.map((e) => [e.data["reason"], e.data["by"]])).to.deep.equal([["spotted", "z0"]]);
    expect(r.events.some((e) => e.type === "message" && e.text === "Zombie spotted!")).to.equal(true);
    expect(rules(r.events, "activity_done")).to.have.length(0);
    expect(furnAt(r.world, 2, 1)).to.equal("f_rubble");
    const turn = stop[0]?.turn ?? 0;
    expect(turn).to.be.within(2, 59);
    expect(stop[0]?.data["movesLeft"]).to.equal(6000 - 100 * turn);
  });

  it("[REAL-activity-close] with the game's zombie 4 tiles away (in view from the start) the digging stops at once", () => {
    const r = dig(digger(content, OPEN, [{ pos: [7, 1] }]), content);
    const stop = rules(r.events, "activity_interrupted");
    expect(stop.map((e) => [e.turn, e.data["reason"], e.data["by"], e.data["movesLeft"]])).to.deep.equal([
      [0, "dangerously_close", "z0", 6000],
    ]);
    expect(r.events.some((e) => e.type === "message" && e.text === "The zombie is dangerously close!")).to.equal(true);
    expect(furnAt(r.world, 2, 1)).to.equal("f_rubble");
  });

  it("[REAL-activity-close] [REAL-activity-spotted] a zombie seen from the start 7 tiles away does not stop it until it comes within 5", () => {
    const w = digger(content, ["###########", "#.........#", "###########"], [{ pos: [10, 1] }]);
    const r = dig(w, content);
    const stop = rules(r.events, "activity_interrupted");
    expect(stop.map((e) => e.data["reason"])).to.deep.equal(["dangerously_close"]);
    expect(stop[0]?.turn).to.be.greaterThan(0);
  });

  it("[REAL-activity-hurt] losing hit points stops it (You were hurt!)", () => {
    const free = step(digger(content, OPEN), { type: "examine", who: "you", pos: { x: 2, y: 1, z: 0 } }, content, {
      free: true,
    });
    const hurt = produce(free.world, (d) => {
      const torso = d.characters["you"]?.body["torso"];
      if (torso) torso.hp -= 3;
    });
    const r = step(hurt, { type: "tick", turns: 1 }, content);
    expect(rules(r.events, "activity_interrupted").map((e) => e.data["reason"])).to.deep.equal(["hurt"]);
    expect(r.events.some((e) => e.type === "message" && e.text === "You were hurt!")).to.equal(true);
    expect(furnAt(r.world, 2, 1)).to.equal("f_rubble");
    expect(r.world.characters["you"]?.activity).to.equal(undefined);
  });

  it("[REAL-activity-finish] moved away from the rubble, or the rubble gone, the activity ends without its effect", () => {
    const free = step(digger(content, OPEN), { type: "examine", who: "you", pos: { x: 2, y: 1, z: 0 } }, content, {
      free: true,
    });
    const moved = produce(free.world, (d) => {
      const c = d.characters["you"];
      if (c) c.pos = { x: 6, y: 2, z: 0 };
    });
    const r = step(moved, { type: "tick", turns: 70 }, content);
    expect(rules(r.events, "activity_interrupted").map((e) => e.data["reason"])).to.deep.equal(["moved_away"]);
    expect(furnAt(r.world, 2, 1)).to.equal("f_rubble");
    const gone = produce(free.world, (d) => {
      const t = d.map.levels[0]?.rows[1]?.[2];
      if (t) delete t.furn;
    });
    const g = step(gone, { type: "tick", turns: 70 }, content);
    expect(rules(g.events, "activity_interrupted").map((e) => e.data["reason"])).to.deep.equal(["changed"]);
    expect(rules(g.events, "activity_done")).to.have.length(0);
  });

  it("[REAL-activity-all] lockpicking, prying, taking down a tent, cracking a safe and clearing rubble each hold the examiner in an activity and change nothing until it is done", () => {
    const cases: [string, World, number][] = [
      ["lockpicking", room({ ter: "ex_t_shed_door_pick" }, { inventory: [{ id: "ex_lockpicks", count: 1 }] }), 30],
      ["prying", room({ ter: "ex_t_vault_door_pry" }, { inventory: [{ id: "ex_prybar", count: 1 }] }), 10],
      ["take_down", room({ ter: "ex_t_floor", furn: "ex_f_tent_center" }), 1200],
      [
        "crack_safe",
        room({ ter: "ex_t_floor", furn: "ex_f_safe" }, { inventory: [{ id: "ex_listening_cup", count: 1 }] }),
        1800,
      ],
      [
        "clear_rubble",
        room({ ter: "ex_t_floor", furn: "ex_f_rubble" }, { inventory: [{ id: "ex_spade", count: 1 }] }),
        60,
      ],
    ];
    for (const [name, w, seconds] of cases) {
      const started = examine(w, [2, 1]);
      expect(started.world.map, name).to.equal(w.map);
      expect(started.world.characters["you"]?.activity, name).to.deep.include({ name, movesTotal: seconds * 100 });
      const over = step(started.world, { type: "tick", turns: seconds + 1 }, showcase());
      expect(over.world.map, name).to.not.equal(w.map);
      expect(over.world.characters["you"]?.activity, name).to.equal(undefined);
      expect(
        rules(over.events, "activity_done").map((e) => e.data["activity"]),
        name,
      ).to.deep.equal([name]);
    }
  });
});
