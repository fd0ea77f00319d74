/**
 * Robots (D2-TAZER, D2-COPBOT, D2-CHICKENBOT, D2-MULTI_ROBOT, D2-RIOTBOT, D2-FLAMETHROWER,
 * D2-SEARCHLIGHT, D2-PHOTOGRAPH, D2-GRENADIER, D2-GRENADIER_ELITE, D2-KAMIKAZE, D2-SCIENCE,
 * D2-PAID_BOT). The weapons are modelled as direct hits with named numbers.
 */
import type { Sim } from "../../../sim/context.js";
import { kill } from "../../../sim/creature_state.js";
import { distance, inBounds, line, NEIGHBOURS } from "../../../world/grid.js";
import type { Point } from "../../../world/types.js";
import { effectsOf } from "../combat.js";
import {
  addField,
  around,
  clearPath,
  creaturesNear,
  effect,
  freeAround,
  getVar,
  hits,
  me,
  missed,
  nearestCharacter,
  notFriendly,
  randomPart,
  removeField,
  rule,
  say,
  scene,
  atNearest,
  seenWithin,
  setVar,
  sound,
  spawnNear,
  strike,
  type Call,
  type Handler,
  type FamilyTable,
  type Scene,
  withScene,
} from "./common.js";

export const TAZER = { moves: 200, min: 2, max: 6, stunMin: 2, stunMax: 4 } as const;
export const COPBOT = { range: 20, moves: 100, volume: 18 } as const;
export const RIFLE = { moves: 150, min: 10, max: 20, accuracy: 6 } as const;
export const GRENADE = { moves: 150, radius: 2, min: 15, max: 30 } as const;
export const CANNON = { moves: 200, radius: 3, min: 40, max: 80 } as const;
export const FLAMETHROWER = { range: 5, moves: 500, min: 5, max: 10, fieldIntensity: 1, onFireTurns: 5 } as const;
/** CHICKENBOT: the tazer when adjacent, the rifle up to `rifleMax`, the grenade launcher up to `grenadeMax`. */
export const CHICKENBOT = { rifleMax: 10, grenadeMax: 25 } as const;
/** MULTI_ROBOT: tazer 1, flamethrower ≤ 5, rifle ≤ 20, grenade launcher ≤ 30, 120mm cannon ≤ 50. */
export const MULTI_ROBOT = { flameMax: 5, rifleMax: 20, grenadeMax: 30, cannonMax: 50 } as const;
export const RIOTBOT = {
  range: 6,
  moves: 100,
  handcuffOneIn: 3,
  flashOneIn: 3,
  blindMin: 10,
  blindMax: 20,
  gasRadius: 1,
} as const;
export const SEARCHLIGHT = { range: 50, field: "fd_spotlight", varKey: "searchlight", turnOneIn: 5 } as const;
export const PHOTOGRAPH = { range: 6, moves: 150, volume: 80, varKey: "photographed" } as const;
export const GRENADIER = { range: 30, moves: 150 } as const;
/** KAMIKAZE: the fuse when no ammo data says otherwise, the blast radius and damage per ammo charge. */
export const KAMIKAZE = { range: 3, fuse: 3, radius: 2, min: 10, max: 30, varKey: "kamikaze_at" } as const;
export const SCIENCE = {
  range: 5,
  moves: 100,
  shockMin: 2,
  shockMax: 8,
  radTurns: 100,
  manhack: "mon_manhack",
  acidRadius: 1,
} as const;
export const PAID_EFFECTS = ["paid", "pet"] as const;

/** Electric damage and a stun to an adjacent target (dodgeable). */
function taze(sim: Sim, call: Call, s: Scene & { target: string }): boolean {
  s.m.moves -= TAZER.moves;
  if (!hits(sim, call.monsterId, s.target)) {
    missed(sim, call, s.target);
    say(sim, `${me(sim, call.monsterId)} shocks at the air.`, s.target);
    return true;
  }
  say(sim, `${me(sim, call.monsterId)} shocks ${s.target === "you" ? "you" : s.target}!`, s.target);
  strike(sim, call, s.target, sim.dice.int(TAZER.min, TAZER.max), "electric", randomPart(sim, s.target));
  effect(sim, s.target, "stunned", sim.dice.int(TAZER.stunMin, TAZER.stunMax), { source: call.monsterId });
  return true;
}

function weapon(sim: Sim, call: Call, name: string): void {
  rule(sim, "robot_weapon", { robot: call.monsterId, weapon: name, target: call.targetId ?? null });
}

function rifle(sim: Sim, call: Call, s: Scene & { target: string }): boolean {
  s.m.moves -= RIFLE.moves;
  weapon(sim, call, "rifle");
  sound(sim, s.m.pos, 60, "Bang!", call.monsterId);
  if (hits(sim, call.monsterId, s.target, RIFLE.accuracy))
    strike(sim, call, s.target, sim.dice.int(RIFLE.min, RIFLE.max), "bullet", randomPart(sim, s.target), true);
  else missed(sim, call, s.target);
  return true;
}

function blast(sim: Sim, call: Call, at: Point, c: { radius: number; min: number; max: number }, name: string): void {
  sound(sim, at, 100, "a huge explosion!", call.monsterId);
  rule(sim, "explosion", { by: call.monsterId, pos: { x: at.x, y: at.y, z: at.z }, radius: c.radius, kind: name });
  for (const id of creaturesNear(sim, at, c.radius)) {
    if (id === call.monsterId) continue;
    strike(sim, call, id, sim.dice.int(c.min, c.max), "bash", randomPart(sim, id), true);
  }
}

function launcher(
  sim: Sim,
  call: Call,
  s: Scene & { target: string; tpos: Point },
  c: { moves: number; radius: number; min: number; max: number },
  name: string,
): boolean {
  s.m.moves -= c.moves;
  weapon(sim, call, name);
  blast(sim, call, s.tpos, c, name);
  return true;
}

function flame(sim: Sim, call: Call, s: Scene & { target: string; tpos: Point }): boolean {
  s.m.moves -= FLAMETHROWER.moves;
  weapon(sim, call, "flamethrower");
  say(sim, `${me(sim, call.monsterId)} unleashes a stream of fire!`, s.target);
  const path = line(s.m.pos, s.tpos);
  for (const p of path) addField(sim, { x: p.x, y: p.y, z: s.m.pos.z }, "fd_fire", FLAMETHROWER.fieldIntensity);
  strike(
    sim,
    call,
    s.target,
    sim.dice.int(FLAMETHROWER.min, FLAMETHROWER.max),
    "heat",
    randomPart(sim, s.target),
    true,
  );
  effect(sim, s.target, "onfire", FLAMETHROWER.onFireTurns, { source: call.monsterId });
  return true;
}

const tazer: Handler = (call) => {
  const s = seenWithin(call, 1);
  return s ? taze(call.sim, call, s) : false;
};

const copbot: Handler = (call) => {
  const s = seenWithin(call, COPBOT.range);
  if (!s) return false;
  const { sim } = call;
  if (getVar(s.m, "warned") !== true || s.dist > 1) {
    setVar(s.m, "warned", true);
    s.m.moves -= COPBOT.moves;
    sound(sim, s.m.pos, COPBOT.volume, 'a robotic voice boom, "Citizen, Halt!"', call.monsterId);
    rule(sim, "copbot_warning", { robot: call.monsterId, target: s.target });
    return true;
  }
  return taze(sim, call, s);
};

/** One of a many-armed robot's weapons, fired at a seen target. */
type Weapon = (sim: Sim, call: Call, s: Scene & { target: string; tpos: Point }) => boolean;

const tazerWeapon: Weapon = (sim, call, s) => {
  weapon(sim, call, "tazer");
  return taze(sim, call, s);
};
const grenadeWeapon: Weapon = (sim, call, s) => launcher(sim, call, s, GRENADE, "grenade");
const cannonWeapon: Weapon = (sim, call, s) => launcher(sim, call, s, CANNON, "cannon");

/**
 * A robot with several weapons (CHICKENBOT, MULTI_ROBOT) fires the first whose reach, in tiles,
 * covers a target it sees within the last one's.
 */
function armedRobot(call: Call, weapons: readonly (readonly [number, Weapon])[]): boolean {
  const s = seenWithin(call, weapons[weapons.length - 1]?.[0] ?? 0);
  if (!s) return false;
  const chosen = weapons.find(([reach]) => s.dist <= reach);
  return chosen ? chosen[1](call.sim, call, s) : false;
}

const chickenbot: Handler = (call) =>
  armedRobot(call, [
    [1, tazerWeapon],
    [CHICKENBOT.rifleMax, rifle],
    [CHICKENBOT.grenadeMax, grenadeWeapon],
  ]);

const multiRobot: Handler = (call) =>
  armedRobot(call, [
    [1, tazerWeapon],
    [MULTI_ROBOT.flameMax, flame],
    [MULTI_ROBOT.rifleMax, rifle],
    [MULTI_ROBOT.grenadeMax, grenadeWeapon],
    [MULTI_ROBOT.cannonMax, cannonWeapon],
  ]);

const flamethrower: Handler = (call) => {
  const s = seenWithin(call, FLAMETHROWER.range);
  if (!s || !clearPath(call.sim, s.m.pos, s.tpos)) return false;
  return flame(call.sim, call, s);
};

const riotbot: Handler = (call) => {
  const s = seenWithin(call, RIOTBOT.range);
  if (!s) return false;
  const { sim } = call;
  s.m.moves -= RIOTBOT.moves;
  const c = sim.world.characters[s.target];
  if (
    c &&
    s.dist <= 1 &&
    !effectsOf(sim, s.target).some((e) => e.id === "handcuffed") &&
    sim.dice.oneIn(RIOTBOT.handcuffOneIn)
  ) {
    effect(sim, s.target, "handcuffed", 1, { permanent: true, source: call.monsterId });
    rule(sim, "riotbot", { robot: call.monsterId, branch: "handcuff", target: s.target });
    say(sim, `${me(sim, call.monsterId)} slaps handcuffs on ${c.name}!`, s.target);
    return true;
  }
  if (sim.dice.oneIn(RIOTBOT.flashOneIn)) {
    effect(sim, s.target, "blind", sim.dice.int(RIOTBOT.blindMin, RIOTBOT.blindMax), { source: call.monsterId });
    rule(sim, "riotbot", { robot: call.monsterId, branch: "flash", target: s.target });
    say(sim, `${me(sim, call.monsterId)} fires a blinding flash!`, s.target);
    return true;
  }
  const gas = sim.dice.oneIn(2) ? "fd_tear_gas" : "fd_relax_gas";
  addField(sim, s.tpos, gas, 3);
  for (const p of around(sim, s.tpos, RIOTBOT.gasRadius)) addField(sim, p, gas, 2);
  rule(sim, "riotbot", {
    robot: call.monsterId,
    branch: gas === "fd_tear_gas" ? "tear_gas" : "relaxation_gas",
    target: s.target,
  });
  return true;
};

const searchlight = withScene((call, s, sim) => {
  const raw = getVar(s.m, SEARCHLIGHT.varKey);
  const spot: Point =
    raw && typeof raw === "object" && !Array.isArray(raw)
      ? {
          x: Number((raw as Record<string, unknown>)["x"]),
          y: Number((raw as Record<string, unknown>)["y"]),
          z: s.m.pos.z,
        }
      : { ...s.m.pos };
  let next = spot;
  const before = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>)["dir"] : 0;
  let dir = typeof before === "number" ? before : 0;
  if (s.target !== undefined && s.tpos && s.dist <= SEARCHLIGHT.range) {
    next = { x: spot.x + Math.sign(s.tpos.x - spot.x), y: spot.y + Math.sign(s.tpos.y - spot.y), z: spot.z };
  } else {
    // No one to follow: the beam sweeps on in its heading, now and then a new one, as the game's
    // searchlight does while it sees no one; it never strays past its range.
    if (sim.dice.oneIn(SEARCHLIGHT.turnOneIn)) dir = sim.dice.int(0, NEIGHBOURS.length - 1);
    const [dx, dy] = NEIGHBOURS[dir] as readonly [number, number];
    next = { x: spot.x + dx, y: spot.y + dy, z: spot.z };
    if (!inBounds(sim.map(), next) || distance(next, s.m.pos) > SEARCHLIGHT.range) {
      next = { x: spot.x - Math.sign(spot.x - s.m.pos.x), y: spot.y - Math.sign(spot.y - s.m.pos.y), z: spot.z };
    }
  }
  if (next.x === spot.x && next.y === spot.y && raw !== undefined) return false;
  removeField(sim, spot, SEARCHLIGHT.field);
  addField(sim, next, SEARCHLIGHT.field, 1);
  setVar(s.m, SEARCHLIGHT.varKey, { x: next.x, y: next.y, dir });
  rule(sim, "searchlight", { robot: call.monsterId, spot: { x: next.x, y: next.y, z: next.z } });
  return true;
});

// The eyebot and the grenadiers look for the player themselves (the game's never ask for an attack
// target): a neutral one uses them too, a friendly one never.
const photograph = atNearest(PHOTOGRAPH, true, (call, s, sim) => {
  setVar(s.m, PHOTOGRAPH.varKey, s.target);
  say(
    sim,
    `${me(sim, call.monsterId)} takes a picture of ${sim.world.characters[s.target]?.name ?? s.target}!`,
    s.target,
  );
  // The game's robot booms at volume 80: every hostile monster with HEARS within 160 tiles comes
  // (senses/hearing.ts). The alert state itself has no further consequence (no police response).
  sound(
    sim,
    s.m.pos,
    PHOTOGRAPH.volume,
    `a robotic voice boom, "Citizen ${sim.world.characters[s.target]?.name ?? s.target}!"`,
    call.monsterId,
  );
  rule(sim, "alert", { by: call.monsterId, target: s.target });
  return true;
});

/** The hack a grenadier's ammo deploys: bot_X → mon_X. */
export function hackOf(ammo: string): string {
  return ammo.replace(/^bot_/, "mon_");
}

function grenadier(call: Call): boolean {
  const s = notFriendly(call) && nearestCharacter(call, GRENADIER.range, true) ? scene(call) : undefined;
  if (!s) return false;
  const { sim } = call;
  const stock = Object.keys(s.m.ammo)
    .sort()
    .filter((a) => (s.m.ammo[a] ?? 0) > 0 && a.startsWith("bot_") && sim.content.monster.get(hackOf(a)));
  const ammo = sim.dice.pick(stock);
  if (ammo === undefined) return false;
  const free = freeAround(sim, s.m.pos, 1);
  if (free.length === 0) return false;
  s.m.moves -= GRENADIER.moves;
  s.m.ammo[ammo] = (s.m.ammo[ammo] ?? 0) - 1;
  const hack = spawnNear(sim, hackOf(ammo), s.m.pos, { attitude: s.m.attitude });
  rule(sim, "deployed", { robot: call.monsterId, ammo, hack: hack ?? null });
  say(sim, `${me(sim, call.monsterId)} deploys a hack!`, call.monsterId);
  return true;
}

const kamikaze = withScene((call, s, sim) => {
  const at = getVar(s.m, KAMIKAZE.varKey);
  if (typeof at === "number") {
    if (sim.world.turn < at) return false;
    const charges = Object.values(s.m.ammo).reduce((a, b) => a + b, 0);
    blast(
      sim,
      call,
      s.m.pos,
      { radius: KAMIKAZE.radius, min: KAMIKAZE.min, max: KAMIKAZE.max * Math.max(1, charges) },
      "kamikaze",
    );
    for (const a of Object.keys(s.m.ammo)) s.m.ammo[a] = 0;
    kill(sim, call.monsterId, call.monsterId);
    return true;
  }
  if (s.target === undefined || s.dist > KAMIKAZE.range) return false;
  const charges = Object.values(s.m.ammo).reduce((a, b) => a + b, 0);
  if (charges <= 0) return false;
  setVar(s.m, KAMIKAZE.varKey, sim.world.turn + KAMIKAZE.fuse);
  say(sim, `${me(sim, call.monsterId)} lights its fuse!`, call.monsterId);
  sound(sim, s.m.pos, 10, "a beep.", call.monsterId);
  rule(sim, "fuse_lit", { who: call.monsterId, explodesAt: sim.world.turn + KAMIKAZE.fuse });
  return true;
});

const science: Handler = (call) => {
  const s = seenWithin(call, SCIENCE.range);
  if (!s) return false;
  const { sim } = call;
  const options: string[] = [];
  if (s.dist <= 1) options.push("shock");
  options.push("radiation");
  if (freeAround(sim, s.m.pos, 1).length > 0 && sim.content.monster.get(SCIENCE.manhack)) options.push("manhack");
  options.push("acid");
  options.push("flavor");
  const pick = sim.dice.pick(options) as string;
  s.m.moves -= SCIENCE.moves;
  rule(sim, "science", { robot: call.monsterId, attack: pick });
  if (pick === "shock")
    strike(
      sim,
      call,
      s.target,
      sim.dice.int(SCIENCE.shockMin, SCIENCE.shockMax),
      "electric",
      randomPart(sim, s.target),
    );
  else if (pick === "radiation") effect(sim, s.target, "irradiated", SCIENCE.radTurns, { source: call.monsterId });
  else if (pick === "manhack") spawnNear(sim, SCIENCE.manhack, s.m.pos, { attitude: s.m.attitude });
  else if (pick === "acid")
    for (const p of [s.tpos, ...around(sim, s.tpos, SCIENCE.acidRadius)]) addField(sim, p, "fd_acid", 1);
  else say(sim, `${me(sim, call.monsterId)} says, "Please remain calm."`, call.monsterId);
  return true;
};

const paidBot: Handler = (call) => {
  const s = scene(call);
  if (!s?.type?.flags.includes("PAY_BOT") || s.m.attitude !== "friendly") return false;
  if (effectsOf(call.sim, call.monsterId).some((e) => (PAID_EFFECTS as readonly string[]).includes(e.id))) return false;
  s.m.attitude = "neutral";
  rule(call.sim, "no_longer_friendly", { who: call.monsterId });
  say(call.sim, `${me(call.sim, call.monsterId)} says, "Time is up."`, call.monsterId);
  return true;
};

export const ROBOT_ATTACKS = {
  TAZER: tazer,
  COPBOT: copbot,
  CHICKENBOT: chickenbot,
  MULTI_ROBOT: multiRobot,
  FLAMETHROWER: flamethrower,
  RIOTBOT: riotbot,
  SEARCHLIGHT: searchlight,
  PHOTOGRAPH: photograph,
  GRENADIER: grenadier,
  GRENADIER_ELITE: grenadier,
  KAMIKAZE: kamikaze,
  SCIENCE: science,
  PAID_BOT: paidBot,
} as const satisfies FamilyTable;
