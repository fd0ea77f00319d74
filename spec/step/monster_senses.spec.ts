/**
 * Light, goals, levels and the rest of the monster triggers (issue 15). IDs introduced here (the
 * real game's calendar, lightmap, monster and sound code, REAL):
 *   REAL-ai-daylight      the sky's light follows the clock (settings.startHour, default 8, and
 *                         startDay): 100 at an equinox noon, 125 at midsummer, the moon's 1..10 at
 *                         night, blended through the hour after sunrise and after sunset;
 *                         3.7 underground (src/calendar.cpp sunlight, src/game.cpp natural_light_level)
 *   REAL-ai-night-vision  a monster sees as far as `vision_day` in daylight, `vision_night` in the
 *                         dark, and in between by the light at what it looks at (monster::sight_range)
 *   REAL-ai-fire-light    a field that gives off light (`light_emitted`) lights the tiles around it;
 *                         a tile lit above the natural light is seen from as far as the monster can
 *                         see at all (Creature::sees)
 *   REAL-ai-goal          a hostile monster that loses sight of its target walks to where it last
 *                         saw it, then forgets it (monster::plan set_dest)
 *   REAL-ai-z-sight       monsters see and target across levels through tiles with no floor, not
 *                         through a floor (the game's 3D field of view, fov_3d_z_range 4)
 *   REAL-ai-z-hearing     a sound reaches another level at the map distance + 5 per level, more when
 *                         the lower level is underground (src/sounds.cpp sound_distance)
 *   REAL-ai-triggers      the rest of the triggers the real data uses: STALK, PLAYER_WEAK,
 *                         HOSTILE_SEEN, MATING_SEASON, FIRE, BRIGHT_LIGHT (monster::plan,
 *                         monster::process_triggers)
 *   REAL-ai-mood-regain   anger and morale come back a point at a time towards the type's values
 *                         (monster::process_triggers)
 */
import { expect } from "chai";
import { produce } from "immer";
import { join } from "node:path";
import type { Content } from "../../engine/content/load.js";
import { makeSim } from "../../engine/sim/context.js";
import { lightAt, sunlight } from "../../engine/mechanics/senses/light.js";
import { step, tick } from "../../engine/step/step.js";
import { openDice } from "../../engine/world/rng.js";
import type { Point, Settings, World } from "../../engine/world/types.js";
import { loadInline, PROJECT_ROOT } from "../support/load.js";
import { SHRIEKER } from "../support/monsters.js";
import { testWorld } from "../support/world.js";

const BODY = { hp: 60, speed: 100, melee_skill: 6, melee_dice: 1, melee_dice_sides: 3, material: ["flesh"] };

function content(): Content {
  const r = loadInline(
    [
      { type: "field_type", id: "t_glow", intensity_levels: [{ name: "glow", light_emitted: 60 }] },
      { type: "field_type", id: "fd_fire", intensity_levels: [{ name: "fire" }] },
      {
        type: "MONSTER",
        id: "t_owl",
        name: "owl",
        ...BODY,
        aggression: 50,
        vision_day: 30,
        vision_night: 3,
        flags: ["SEES"],
      },
      { type: "MONSTER", id: "t_ear", name: "ear", ...BODY, aggression: 50, flags: ["SEES", "HEARS"] },
      SHRIEKER,
      {
        type: "MONSTER",
        id: "t_stalker",
        name: "stalker",
        ...BODY,
        aggression: 5,
        flags: ["SEES"],
        anger_triggers: ["STALK"],
      },
      { type: "MONSTER", id: "t_calm", name: "calm", ...BODY, aggression: 5, flags: ["SEES"] },
      {
        type: "MONSTER",
        id: "t_scavenger",
        name: "scavenger",
        ...BODY,
        aggression: 0,
        flags: ["SEES"],
        anger_triggers: ["PLAYER_WEAK"],
      },
      {
        type: "MONSTER",
        id: "t_watcher",
        name: "watcher",
        ...BODY,
        aggression: 0,
        flags: ["SEES"],
        anger_triggers: ["HOSTILE_SEEN"],
      },
      {
        type: "MONSTER",
        id: "t_buck",
        name: "buck",
        ...BODY,
        aggression: 0,
        flags: ["SEES"],
        anger_triggers: ["MATING_SEASON"],
        baby_flags: ["SPRING"],
      },
      { type: "MONSTER", id: "t_moth", name: "moth", ...BODY, morale: 10, flags: ["SEES"], fear_triggers: ["FIRE"] },
      {
        type: "MONSTER",
        id: "t_mole",
        name: "mole",
        ...BODY,
        morale: 10,
        flags: ["SEES"],
        fear_triggers: ["BRIGHT_LIGHT"],
      },
    ],
    { base: [join(PROJECT_ROOT, "content", "base")] },
  );
  expect(r.errors()).to.deep.equal([]);
  return r.content;
}

const c = content();
const ROOM = ["##############", "#............#", "#............#", "#............#", "##############"];

function at(w: World, settings: Partial<Settings>, turn = 0): World {
  return produce(w, (d) => {
    Object.assign(d.settings, settings);
    d.turn = turn;
  });
}

function room(
  monster: { type: string; x: number; y?: number; attitude?: "hostile" | "neutral" },
  you = 1,
  rows = ROOM,
): World {
  return testWorld(c, {
    rows,
    characters: [{ id: "you", pos: { x: you, y: 2, z: 0 } }],
    monsters: [
      {
        type: monster.type,
        id: "m",
        pos: { x: monster.x, y: monster.y ?? 2, z: 0 },
        ...(monster.attitude ? { attitude: monster.attitude } : {}),
      },
    ],
  }).world;
}

function skyAt(settings: Partial<Settings>, turn = 0): number {
  return sunlight({ turn, settings: { trigdist: false, startDay: 0, ...settings } });
}

describe("light and sight", () => {
  it("[REAL-ai-daylight] the sky's light by the clock: noon, night, twilight, seasons, the moon, underground", () => {
    // Turn 0 is 8:00 by default: full daylight at the spring equinox.
    expect(skyAt({})).to.equal(100);
    expect(skyAt({ startHour: 12 })).to.equal(100);
    // Midnight of the first day: a new moon's 1.
    expect(skyAt({ startHour: 0 })).to.equal(1);
    // Half an hour after the 6:00 sunrise: halfway between the moon's 1 and the day's 100.
    expect(skyAt({ startHour: 6 }, 1800)).to.be.closeTo(50.5, 1e-9);
    // Half an hour after the 19:00 sunset, likewise.
    expect(skyAt({ startHour: 19 }, 1800)).to.be.closeTo(50.5, 1e-9);
    // Midsummer noon is a quarter brighter; midwinter noon a quarter darker.
    expect(skyAt({ startDay: 91, startHour: 12 })).to.equal(125);
    expect(skyAt({ startDay: 273, startHour: 12 })).to.equal(75);
    // Midsummer's sun is up at 5:30 (sunrise 5:00): full day then; at the equinox 5:30 is night.
    expect(skyAt({ startDay: 91, startHour: 5 }, 3600 + 1800)).to.equal(125);
    expect(skyAt({ startHour: 5 }, 1800)).to.equal(1);
    // Thirty days on, the moon is full: 10 at midnight.
    expect(skyAt({ startDay: 30, startHour: 0 })).to.equal(10);
    // Underground it is 3.7 whatever the hour.
    const w = room({ type: "t_owl", x: 5 });
    const sim = makeSim(produce(w, () => {}) as never, c, openDice(w.rng), []);
    expect(lightAt(sim, { x: 1, y: 1, z: -1 }).light).to.equal(3.7);
    expect(lightAt(sim, { x: 1, y: 1, z: 0 }).light).to.equal(100);
  });

  it("[REAL-ai-night-vision] an owl (day 30, night 3) sees the survivor 10 tiles off at noon, not at midnight, and 3 tiles off at night", () => {
    const noon = tick(at(room({ type: "t_owl", x: 11 }), { startHour: 12 }), c, 1).world;
    expect(noon.monsters["m"]?.target).to.equal("you");
    const night = tick(at(room({ type: "t_owl", x: 11 }), { startHour: 0 }), c, 1).world;
    expect(night.monsters["m"]?.target).to.equal(undefined);
    expect(night.monsters["m"]?.pos.x).to.equal(11);
    const close = tick(at(room({ type: "t_owl", x: 4 }), { startHour: 0 }), c, 1).world;
    expect(close.monsters["m"]?.target).to.equal("you");
    // At dusk (19:30, light 50.5) it sees (50.5 × 30 + 49.5 × 3) / 100 = 16 tiles: 10 is in reach,
    // and at 19:55 (light about 9.25) 5 tiles: 10 is not.
    const dusk = tick(at(room({ type: "t_owl", x: 11 }), { startHour: 19 }, 1799), c, 1).world;
    expect(dusk.monsters["m"]?.target).to.equal("you");
    const late = tick(at(room({ type: "t_owl", x: 11 }), { startHour: 19 }, 3299), c, 1).world;
    expect(late.monsters["m"]?.target).to.equal(undefined);
  });

  it("[REAL-ai-fire-light] at midnight the owl sees a survivor standing by a glowing field 10 tiles off", () => {
    const dark = at(room({ type: "t_owl", x: 11 }), { startHour: 0 });
    const lit = produce(dark, (d) => {
      const row = d.map.levels[0]?.rows[1];
      if (row?.[1]) row[1].fields = [{ id: "t_glow", intensity: 1, since: 0 }];
    });
    expect(tick(lit, c, 1).world.monsters["m"]?.target).to.equal("you");
    expect(tick(dark, c, 1).world.monsters["m"]?.target).to.equal(undefined);
  });
});

describe("goals and levels", () => {
  const CORRIDOR = ["############", "#..........#", "############", "#.##########", "############"];

  it("[REAL-ai-goal] a monster that loses sight of the survivor walks to where it last saw them, then forgets it", () => {
    const w = testWorld(c, {
      rows: CORRIDOR,
      characters: [{ id: "you", pos: { x: 8, y: 1, z: 0 } }],
      monsters: [{ type: "t_owl", id: "m", pos: { x: 1, y: 1, z: 0 } }],
    }).world;
    const seen = tick(w, c, 1).world;
    expect(seen.monsters["m"]?.goal).to.deep.equal({ x: 8, y: 1, z: 0 });
    // The survivor is taken out of sight, into the walled pocket at (1, 3).
    const gone = step(seen, { type: "set", path: "/characters/you/pos", value: { x: 1, y: 3, z: 0 } }, c).world;
    const after = tick(gone, c, 4).world.monsters["m"];
    expect(after?.target).to.equal(undefined);
    expect(after?.pos.x).to.equal(6);
    const there = tick(gone, c, 10).world.monsters["m"];
    expect(there?.pos).to.deep.equal({ x: 8, y: 1, z: 0 });
    expect(there?.goal).to.equal(undefined);
  });

  /** z=0 with open air at (3, 1..3) (or a floor there), and a floored level below at z=-1. */
  function levels(open: boolean, monsterAt: { x: number; z: number }, youAt: { x: number; z: number }): World {
    const rows = open
      ? ["#######", "#.. ..#", "#.. ..#", "#.. ..#", "#######"]
      : ["#######", "#.....#", "#.....#", "#.....#", "#######"];
    const w = withLevelBelow(testWorld(c, { rows }).world, "m", "t_owl", { x: monsterAt.x, y: 2, z: monsterAt.z });
    return produce(w, (d) => {
      const base = testWorld(c, {
        rows: ["#"],
        characters: [{ id: "you", pos: { x: youAt.x, y: 2, z: youAt.z } }],
      }).world;
      d.characters["you"] = base.characters["you"] as never;
    });
  }

  /**
   * `w` over a floored 7 x 5 level at z=-1, with a hostile monster placed by hand (no spawn: its
   * attacks are ready at once and no die is rolled).
   */
  function withLevelBelow(w: World, id: string, type: string, pos: Point): World {
    return produce(w, (d) => {
      d.map.levels.unshift({
        z: -1,
        rows: Array.from({ length: 5 }, () => Array.from({ length: 7 }, () => ({ ter: "t_floor" }))),
      });
      d.monsters[id] = {
        id,
        type,
        pos,
        hp: 60,
        moves: 0,
        attitude: "hostile",
        effects: [],
        readyAt: {},
        ammo: {},
        grabbing: [],
      };
    });
  }

  it("[REAL-ai-z-sight] a monster on a ledge sees and targets a survivor below through open air, not through a floor", () => {
    const open = tick(levels(true, { x: 5, z: 0 }, { x: 3, z: -1 }), c, 1).world;
    expect(open.monsters["m"]?.target).to.equal("you");
    const floored = tick(levels(false, { x: 5, z: 0 }, { x: 3, z: -1 }), c, 1).world;
    expect(floored.monsters["m"]?.target).to.equal(undefined);
    // And from below, looking up through the same gap.
    const up = tick(levels(true, { x: 4, z: -1 }, { x: 2, z: 0 }), c, 1).world;
    expect(up.monsters["m"]?.target).to.equal("you");
  });

  it("[REAL-ai-z-hearing] a shriek (50) is heard a level down, underground, at 50 − 25 = 25", () => {
    const w = testWorld(c, {
      rows: ["#######", "#.....#", "#.....#", "#.....#", "#######"],
      characters: [{ id: "you", pos: { x: 1, y: 2, z: 0 } }],
      monsters: [{ type: "t_shrieker", id: "s", pos: { x: 3, y: 2, z: 0 } }],
    }).world;
    const two = withLevelBelow(w, "l", "t_ear", { x: 3, y: 2, z: -1 });
    const r = tick(two, c, 1);
    expect(r.events.some((e) => e.type === "sound" && e.source === "s")).to.equal(true);
    // Directly below: distance 0 + (1 level + 4 underground) × 5 = 25; heard 25, followed 25 turns.
    expect(r.world.monsters["l"]?.wander).to.deep.equal({ pos: { x: 3, y: 2, z: 0 }, turns: 25 });
  });
});

describe("the other triggers", () => {
  it("[REAL-ai-triggers] STALK: a neutral stalker out of sight of anyone grows angry and turns hostile; one without it stays calm", () => {
    const far = ["#".repeat(40), `#${".".repeat(38)}#`, `#${".".repeat(38)}#`, `#${".".repeat(38)}#`, "#".repeat(40)];
    const stalker = tick(room({ type: "t_stalker", x: 38, attitude: "neutral" }, 1, far), c, 400).world;
    expect(stalker.monsters["m"]?.attitude).to.equal("hostile");
    const calm = tick(room({ type: "t_calm", x: 38, attitude: "neutral" }, 1, far), c, 400).world;
    expect(calm.monsters["m"]?.attitude).to.equal("neutral");
    expect(calm.monsters["m"]?.anger).to.equal(undefined);
  });

  it("[REAL-ai-triggers] PLAYER_WEAK: a scavenger turns on a survivor at half health (+5 a turn), not on a healthy one", () => {
    const healthy = room({ type: "t_scavenger", x: 8, attitude: "neutral" });
    expect(tick(healthy, c, 5).world.monsters["m"]?.attitude).to.equal("neutral");
    const weak = produce(healthy, (d) => {
      for (const bp of Object.values(d.characters["you"]?.body ?? {})) bp.hp = Math.floor(bp.hpMax / 2);
    });
    const r = tick(weak, c, 5);
    const angered = r.events.find((e) => e.type === "rule" && e.name === "angered");
    // 5 a turn from 0 reaches 10 on the second turn, or the third when anger slipped back a point.
    expect(angered?.turn).to.be.within(2, 3);
  });

  it("[REAL-ai-triggers] HOSTILE_SEEN: a watcher seeing a survivor far off slowly angers (rng(0, 2) a turn)", () => {
    const r = tick(room({ type: "t_watcher", x: 11, attitude: "neutral" }), c, 40);
    expect(r.world.monsters["m"]?.attitude).to.equal("hostile");
    const blind = tick(at(room({ type: "t_watcher", x: 11, attitude: "neutral" }), { startHour: 0 }), c, 40);
    expect(blind.world.monsters["m"]?.attitude).to.equal("neutral");
  });

  it("[REAL-ai-triggers] MATING_SEASON: a spring-breeding buck within 5 tiles angers in spring (+3 a turn), not in summer", () => {
    const spring = tick(room({ type: "t_buck", x: 5, attitude: "neutral" }), c, 8);
    expect(spring.world.monsters["m"]?.attitude).to.equal("hostile");
    const summer = tick(at(room({ type: "t_buck", x: 5, attitude: "neutral" }), { startDay: 100 }), c, 8);
    expect(summer.world.monsters["m"]?.attitude).to.equal("neutral");
  });

  it("[REAL-ai-triggers] FIRE: a moth within 3 tiles of a fire loses 5 morale a turn per intensity", () => {
    // Neutral, so that it stays by the fire rather than walking to the survivor.
    const w = produce(room({ type: "t_moth", x: 8, attitude: "neutral" }), (d) => {
      const row = d.map.levels[0]?.rows[2];
      if (row?.[10]) row[10].fields = [{ id: "fd_fire", intensity: 1, since: 0 }];
    });
    const r = tick(w, c, 3).world.monsters["m"];
    // 10 − 5 × 3 turns, less the point a turn morale may win back.
    expect(r?.morale).to.be.within(-5, -2);
    expect(tick(room({ type: "t_moth", x: 8, attitude: "neutral" }), c, 3).world.monsters["m"]?.morale).to.equal(
      undefined,
    );
  });

  it("[REAL-ai-triggers] BRIGHT_LIGHT: a mole loses 10 morale a turn in daylight, nothing at night", () => {
    const day = tick(room({ type: "t_mole", x: 12, attitude: "hostile" }), c, 2).world.monsters["m"];
    expect(day?.morale).to.be.within(-10, -9);
    const night = tick(at(room({ type: "t_mole", x: 12, attitude: "hostile" }), { startHour: 0 }), c, 2).world;
    expect(night.monsters["m"]?.morale).to.equal(undefined);
  });

  it("[REAL-ai-mood-regain] anger and morale drift back a point at a time towards the type's", () => {
    const w = produce(room({ type: "t_calm", x: 12, attitude: "hostile" }), (d) => {
      const m = d.monsters["m"];
      if (m) {
        m.anger = 45;
        m.morale = -30;
      }
    });
    const r = tick(w, c, 40).world.monsters["m"];
    // Beyond 15 away a point comes back one turn in 4: about 10 of 40 turns, never more than 40.
    expect(r?.anger).to.be.within(25, 44);
    expect(r?.morale).to.be.within(-29, -10);
  });
});
