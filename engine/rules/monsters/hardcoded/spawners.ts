/**
 * Monsters that make more monsters (D2-BREATHE, D2-CALLBLOBS, D2-FORMBLOB, D2-DARKMAN,
 * D2-LEECH_SPAWNER, D2-TRIFFID_HEARTBEAT, D2-GROW_VINE, D2-DERMATIK, D2-JACKSON, D2-RESURRECT).
 * Spawned and converted monster ids are the game's.
 */
import type { Draft } from "immer";
import type { Sim } from "../../../sim/context.js";
import { monsterBaseSpeed, SPEED_BONUS } from "../../../mechanics/effects/status.js";
import { canSee, passable } from "../../../sim/terrain.js";
import { distance, tileAt } from "../../../world/grid.js";
import type { Json, Monster } from "../../../world/types.js";
import { creatureOn, livingMonster, monsterType, sizeOf } from "../combat.js";
import { takeCorpse } from "../revive.js";
import {
  around,
  convert,
  effect,
  getVar,
  hits,
  me,
  missed,
  monstersNear,
  nearestCharacter,
  randomPart,
  rule,
  say,
  scene,
  atNearest,
  seenWithin,
  setTerrain,
  setVar,
  sound,
  spawnNear,
  type Call,
  type Handler,
  type FamilyTable,
  withScene,
} from "./common.js";

export const BREATHE = { hub: "mon_breather_hub", breather: "mon_breather", moves: 100 } as const;
export const CALLBLOBS = { range: 8, moves: 100, guardKey: "guarding" } as const;
export const BLOBS = {
  small: "mon_blob_small",
  normal: "mon_blob",
  large: "mon_blob_large",
  brain: "mon_blob_brain",
} as const;
/** FORMBLOB: each act costs the blob `speedCost` speed; below `shrinkSpeed` it shrinks one size. */
export const FORMBLOB = {
  moves: 100,
  slimedMax: 25,
  speedUp: 5,
  heal: 10,
  speedCost: 15,
  shrinkSpeed: 50,
  speedKey: SPEED_BONUS,
} as const;
export const DARKMAN = { range: 40, moves: 10, wraithOneIn: 4, wraith: "mon_shadow", darkTurns: 1 } as const;
export const LEECH_SPAWNER = {
  allyRadius: 5,
  allyCap: 45,
  minSpawn: 1,
  maxSpawn: 4,
  droneOneIn: 3,
  upgradeOneIn: 25,
  runner: "mon_leech_root_runner",
  drone: "mon_leech_root_drone",
  stalk: "mon_leech_stalk",
  moves: 100,
} as const;
export const TRIFFID_HEARTBEAT = {
  crumbleRange: 5,
  wallRadius: 6,
  growOneIn: 3,
  wall: "t_root_wall",
  floor: "t_dirt",
  cap: 20,
  capRadius: 10,
  spawn: ["mon_triffid", "mon_triffid_young", "mon_creeper_hub"],
} as const;
export const GROW_VINE = { vine: "mon_creeper_vine", moves: 100, friendlyRoom: 3 } as const;
export const DERMATIK = { moves: 100, effect: "dermatik" } as const;
export const JACKSON = {
  range: 3,
  dancer: "mon_zombie_dancer",
  varKey: "cdda-sim:jackson",
  moves: 100,
  volume: 30,
} as const;
export const RESURRECT = { range: 10, moves: 200 } as const;

const breathe = withScene((_call, s, sim) => {
  const able = s.m.type === BREATHE.hub || monstersNear(sim, s.m.pos, 1, (o) => o.type === BREATHE.hub).length > 0;
  if (!able) return false;
  const id = spawnNear(sim, BREATHE.breather, s.m.pos, { attitude: s.m.attitude });
  if (id === undefined) return false;
  s.m.moves -= BREATHE.moves;
  return true;
});

function isBlob(sim: Sim, m: Readonly<Monster>): boolean {
  return sim.content.monster.get(m.type)?.species.includes("SLIME") === true;
}

const callblobs = withScene((call, s, sim) => {
  const blobs = monstersNear(
    sim,
    s.m.pos,
    CALLBLOBS.range,
    (o, id) => id !== call.monsterId && isBlob(sim, o) && o.type !== BLOBS.brain,
  );
  if (blobs.length === 0) return false;
  s.m.moves -= CALLBLOBS.moves;
  const guards = Math.floor((2 * blobs.length) / 3);
  const guarding: string[] = [];
  const attacking: string[] = [];
  blobs.forEach((id, i) => {
    const o = sim.world.monsters[id] as Draft<Monster>;
    if (i < guards) {
      setVar(o, CALLBLOBS.guardKey, call.monsterId);
      o.target = call.monsterId;
      guarding.push(id);
    } else {
      if (o.vars?.[CALLBLOBS.guardKey] !== undefined) delete (o.vars as Record<string, Json>)[CALLBLOBS.guardKey];
      if (s.target !== undefined) o.target = s.target;
      o.attitude = "hostile";
      attacking.push(id);
    }
  });
  rule(sim, "callblobs", { brain: call.monsterId, guarding, attacking });
  sound(sim, s.m.pos, 10, "a gurgling call.", call.monsterId);
  return true;
});

/** The blob's speed: its type's plus what FORMBLOB has added or spent (the monster turn uses it too). */
export function blobSpeed(sim: Sim, m: Draft<Monster>): number {
  return monsterBaseSpeed(sim, m);
}

function addSpeed(m: Draft<Monster>, by: number): void {
  const bonus = getVar(m, FORMBLOB.speedKey);
  setVar(m, FORMBLOB.speedKey, (typeof bonus === "number" ? bonus : 0) + by);
}

const SMALLER: Readonly<Record<string, string>> = { [BLOBS.large]: BLOBS.normal, [BLOBS.normal]: BLOBS.small };

const formblob = withScene((call, s, sim) => {
  const tiles = around(sim, s.m.pos, 1);
  // A seeded order of the neighbouring tiles; the first one where something can be done is used.
  const order = tiles
    .map((p) => ({ p, r: sim.dice.float() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.p);
  let did: string | undefined;
  for (const p of order) {
    const who = creatureOn(sim, p);
    if (who === undefined) {
      if (!passable(sim.content, sim.map(), p)) continue;
      if (spawnNear(sim, BLOBS.small, p, { at: p, attitude: s.m.attitude }) === undefined) continue;
      did = "spawned";
      break;
    }
    if (sim.world.characters[who]) {
      effect(sim, who, "slimed", sim.dice.int(1, FORMBLOB.slimedMax), { source: call.monsterId });
      did = "slimed";
      break;
    }
    const o = livingMonster(sim, who);
    if (!o) continue;
    if (isBlob(sim, o) && o.attitude === s.m.attitude) {
      if (o.type === BLOBS.brain) {
        const max = sim.content.monster.get(o.type)?.hp ?? o.hp;
        o.hp = Math.min(max, o.hp + FORMBLOB.heal);
        rule(sim, "healed", { who, amount: FORMBLOB.heal });
        did = "healed";
      } else {
        addSpeed(o, FORMBLOB.speedUp);
        rule(sim, "sped_up", { who, by: FORMBLOB.speedUp });
        did = "sped_up";
      }
      break;
    }
    const t = monsterType(sim, who);
    if (
      o.attitude !== s.m.attitude &&
      t &&
      !isBlob(sim, o) &&
      (t.materials.includes("flesh") || t.materials.includes("veggy")) &&
      sizeOf(sim, who) !== "huge"
    ) {
      // Without the small blob in the content the victim stays what it was (convert says why).
      if (!convert(sim, who, BLOBS.small)) continue;
      o.attitude = s.m.attitude;
      did = "converted";
      break;
    }
  }
  if (did === undefined) return false;
  s.m.moves -= FORMBLOB.moves;
  rule(sim, "formblob", { blob: call.monsterId, did });
  addSpeed(s.m, -FORMBLOB.speedCost);
  const smaller = SMALLER[s.m.type];
  if (blobSpeed(sim, s.m) < FORMBLOB.shrinkSpeed && smaller !== undefined) {
    convert(sim, call.monsterId, smaller, Math.min(s.m.hp, sim.content.monster.get(smaller)?.hp ?? s.m.hp));
    setVar(s.m, FORMBLOB.speedKey, 0);
  }
  return true;
});

// The game's darkman looks for the player itself: shadows split off while the player is near,
// seen or not; the darkness falls only on a player it sees.
const darkman = atNearest(DARKMAN, false, (call, s, sim) => {
  if (sim.dice.oneIn(DARKMAN.wraithOneIn)) {
    const id = spawnNear(sim, DARKMAN.wraith, s.tpos, { attitude: "hostile" });
    if (id !== undefined) say(sim, "A shadow splits from the darkness!", s.target);
  }
  if (!canSee(sim.content, sim.map(), s.m.pos, s.tpos)) return true;
  effect(sim, s.target, "darkness", DARKMAN.darkTurns, { source: call.monsterId });
  say(sim, "The darkness closes in around you.", s.target);
  return true;
});

const leechSpawner = withScene((call, s, sim) => {
  const allies = monstersNear(
    sim,
    s.m.pos,
    LEECH_SPAWNER.allyRadius,
    (o, id) => id !== call.monsterId && sim.content.monster.get(o.type)?.species.includes("LEECH_PLANT") === true,
  );
  if (allies.length > LEECH_SPAWNER.allyCap) return true;
  s.m.moves -= LEECH_SPAWNER.moves;
  const n = sim.dice.int(LEECH_SPAWNER.minSpawn, LEECH_SPAWNER.maxSpawn);
  for (let i = 0; i < n; i++)
    spawnNear(sim, sim.dice.oneIn(LEECH_SPAWNER.droneOneIn) ? LEECH_SPAWNER.drone : LEECH_SPAWNER.runner, s.m.pos, {
      attitude: s.m.attitude,
    });
  if (sim.dice.oneIn(LEECH_SPAWNER.upgradeOneIn) && s.m.type !== LEECH_SPAWNER.stalk) {
    convert(sim, call.monsterId, LEECH_SPAWNER.stalk);
    say(sim, `${me(sim, call.monsterId)} grows into a leech stalk!`, call.monsterId);
  }
  return true;
});

const triffidHeartbeat = withScene((call, s, sim) => {
  sound(sim, s.m.pos, 14, "thu-THUMP.", call.monsterId);
  let changed = 0;
  if (s.target !== undefined && s.dist <= TRIFFID_HEARTBEAT.crumbleRange) {
    // The player is close: the root walls around crumble.
    for (const p of around(sim, s.m.pos, TRIFFID_HEARTBEAT.wallRadius))
      if (tileAt(sim.map(), p)?.ter === TRIFFID_HEARTBEAT.wall && setTerrain(sim, p, TRIFFID_HEARTBEAT.floor))
        changed++;
  } else {
    for (const p of around(sim, s.m.pos, TRIFFID_HEARTBEAT.wallRadius)) {
      if (
        distance(p, s.m.pos) !== TRIFFID_HEARTBEAT.wallRadius ||
        sim.occupied(p) ||
        !passable(sim.content, sim.map(), p)
      )
        continue;
      if (sim.dice.oneIn(TRIFFID_HEARTBEAT.growOneIn) && setTerrain(sim, p, TRIFFID_HEARTBEAT.wall)) changed++;
    }
  }
  const plants = monstersNear(
    sim,
    s.m.pos,
    TRIFFID_HEARTBEAT.capRadius,
    (o) => sim.content.monster.get(o.type)?.species.includes("PLANT") === true,
  );
  let spawned: string | undefined;
  if (plants.length < TRIFFID_HEARTBEAT.cap)
    spawned = spawnNear(sim, sim.dice.pick(TRIFFID_HEARTBEAT.spawn) as string, s.m.pos, {
      attitude: s.m.attitude,
      radius: 2,
    });
  rule(sim, "heartbeat", { heart: call.monsterId, tilesChanged: changed, spawned: spawned ?? null });
  return true;
});

// The game's creeper hub grows vines whoever is around; only a friendly hub holds back next to a
// character, to leave it room to move.
const growVine: Handler = (call) => {
  const s = scene(call);
  if (!s) return false;
  if (s.m.attitude === "friendly" && nearestCharacter(call, GROW_VINE.friendlyRoom, false)) return false;
  const id = spawnNear(call.sim, GROW_VINE.vine, s.m.pos, { attitude: s.m.attitude });
  if (id === undefined) return false;
  s.m.moves -= GROW_VINE.moves;
  return true;
};

const dermatik: Handler = (call) => {
  const s = seenWithin(call, 1);
  if (!s || !call.sim.world.characters[s.target]) return false;
  const { sim } = call;
  s.m.moves -= DERMATIK.moves;
  if (!hits(sim, call.monsterId, s.target)) {
    missed(sim, call, s.target);
    return true;
  }
  const part = randomPart(sim, s.target);
  effect(sim, s.target, DERMATIK.effect, 1, {
    permanent: true,
    ...(part && part !== "eyes" && part !== "mouth" ? { bodyPart: part } : { bodyPart: "torso" }),
    source: call.monsterId,
  });
  say(sim, `${me(sim, call.monsterId)} sinks its ovipositor into you!`, s.target);
  sim.emit({
    type: "attack",
    attacker: call.monsterId,
    target: s.target,
    attack: call.key,
    outcome: "hit",
    ...(part ? { bodyPart: part } : {}),
    damage: 0,
  });
  return true;
};

interface Dance {
  readonly jackson: string;
  readonly dancers: readonly { readonly id: string; readonly from: string }[];
}

function dances(sim: Sim): Dance[] {
  const raw = sim.world.vars[JACKSON.varKey];
  return Array.isArray(raw) ? (raw as unknown as Dance[]) : [];
}

const jackson = withScene((call, s, sim) => {
  const all = dances(sim);
  const mine = all.find((d) => d.jackson === call.monsterId);
  const taken = new Set(all.flatMap((d) => d.dancers.map((x) => x.id)));
  const zombies = monstersNear(
    sim,
    s.m.pos,
    JACKSON.range,
    (o, id) =>
      id !== call.monsterId &&
      !taken.has(id) &&
      o.type !== JACKSON.dancer &&
      sim.content.monster.get(o.type)?.species.includes("ZOMBIE") === true,
  );
  if (zombies.length === 0 || !sim.content.monster.get(JACKSON.dancer)) return false;
  const converted: { id: string; from: string }[] = [];
  for (const id of zombies) {
    const from = sim.world.monsters[id]?.type as string;
    if (convert(sim, id, JACKSON.dancer, sim.world.monsters[id]?.hp)) converted.push({ id, from });
  }
  s.m.moves -= JACKSON.moves;
  sound(sim, s.m.pos, JACKSON.volume, "a groovy beat.", call.monsterId);
  const next: Dance[] = all.filter((d) => d.jackson !== call.monsterId);
  next.push({ jackson: call.monsterId, dancers: [...(mine?.dancers ?? []), ...converted] });
  (sim.world.vars as Record<string, unknown>)[JACKSON.varKey] = next;
  return true;
});

/** Turn hook: when a Jackson is gone, its dancers turn back into what they were. */
export function jacksonUpkeep(sim: Sim): void {
  const all = dances(sim);
  if (all.length === 0) return;
  const keep: Dance[] = [];
  for (const d of all) {
    if (livingMonster(sim, d.jackson)) {
      keep.push(d);
      continue;
    }
    for (const x of d.dancers)
      if (livingMonster(sim, x.id)?.type === JACKSON.dancer) convert(sim, x.id, x.from, sim.world.monsters[x.id]?.hp);
    rule(sim, "dance_over", { jackson: d.jackson, dancers: d.dancers.map((x) => x.id) });
  }
  if (keep.length === 0) delete sim.world.vars[JACKSON.varKey];
  else (sim.world.vars as Record<string, unknown>)[JACKSON.varKey] = keep;
}

const resurrect = withScene((call, s, sim) => {
  const corpses: string[] = [];
  for (const id of sim.monsterIds()) {
    const o = sim.peekMonster(id);
    if (!o?.dead || o.vars?.["eaten"] === true || o.pos.z !== s.m.pos.z || distance(o.pos, s.m.pos) > RESURRECT.range)
      continue;
    if (!sim.content.monster.get(o.type)?.flags.includes("REVIVES") || sim.occupied(o.pos)) continue;
    corpses.push(id);
  }
  const id = sim.dice.pick(corpses);
  if (id === undefined) return false;
  const o = sim.world.monsters[id] as Draft<Monster>;
  takeCorpse(sim, id, o.pos);
  delete o.dead;
  o.hp = sim.content.monster.get(o.type)?.hp ?? 1;
  o.moves = 0;
  o.effects = [];
  sim.noteArrival(o.pos);
  s.m.moves -= RESURRECT.moves;
  rule(sim, "revived", { who: id, by: call.monsterId, monster: o.type });
  say(sim, `${me(sim, call.monsterId)} gestures at a nearby corpse, and it rises!`, call.monsterId);
  return true;
});

export const SPAWNER_ATTACKS = {
  BREATHE: breathe,
  CALLBLOBS: callblobs,
  FORMBLOB: formblob,
  DARKMAN: darkman,
  LEECH_SPAWNER: leechSpawner,
  TRIFFID_HEARTBEAT: triffidHeartbeat,
  GROW_VINE: growVine,
  DERMATIK: dermatik,
  JACKSON: jackson,
  RESURRECT: resurrect,
} as const satisfies FamilyTable;

export type { Call };
