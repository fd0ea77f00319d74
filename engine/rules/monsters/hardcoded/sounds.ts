/**
 * Shrieks and other sounds (D2-SHRIEK, D2-SHRIEK_ALERT, D2-SHRIEK_STUN, D2-RATTLE, D2-HOWL,
 * D2-BLOW_WHISTLE, D2-PARROT, D2-PARROT_AT_DANGER, D2-DANCE, D2-GENERATOR). Numbers: D2-detail
 * (src/monattack.cpp); others are named here.
 */
import { speechFor } from "../../../content/kinds/speech.js";
import { bashTile } from "../bash_tile.js";
import type { Sim } from "../../../sim/context.js";
import { latest } from "../../../world/peek.js";
import { monsterVision } from "../../../mechanics/senses/sight.js";
import { hasEffectNow } from "../../../mechanics/effects/status.js";
import { aliveRecords } from "../../../mechanics/alive_records.js";
import {
  creaturesNear,
  effect,
  me,
  nearestCharacter,
  notFriendly,
  rule,
  say,
  scene,
  seenWithin,
  sound,
  type Call,
  type Handler,
  type FamilyTable,
} from "./common.js";

export const SHRIEK = { range: 4, moves: 240, volume: 50 } as const;
/** The wail's `shrieking` lasts the game's 1 minute (60 turns); SHRIEK_STUN works only meanwhile. */
export const SHRIEK_ALERT = { range: 15, moves: 150, volume: 120, effectTurns: 60 } as const;
/** coneDegrees: either side of the target's direction (the game's cone_angle). */
export const SHRIEK_STUN = { range: 7, radius: 4, coneDegrees: 20, bash: 4 } as const;
export const RATTLE = { range: 4, friendlyRange: 1, moves: 20, volume: 10 } as const;
/** HOWL: the game's "an ear-piercing howl!" at volume 35, for 200 moves. */
export const HOWL = { range: 40, moves: 200, volume: 35 } as const;
export const BLOW_WHISTLE = { range: 40, moves: 100, volume: 40 } as const;
/** PARROT speaks one time in 20 calls (the game's one_in(20)), for 100 moves. */
export const PARROT = { oneIn: 20, moves: 100 } as const;
export const GENERATOR = { volume: 100, heal: 1 } as const;

const shriek: Handler = (call) => {
  const s = seenWithin(call, SHRIEK.range);
  if (!s) return false;
  s.m.moves -= SHRIEK.moves;
  sound(call.sim, s.m.pos, SHRIEK.volume, "a terrible shriek!", call.monsterId);
  return true;
};

const shriekAlert: Handler = (call) => {
  // One wail at a time: the game refuses while the monster still shrieks.
  if (hasEffectNow(call.sim, call.monsterId, "shrieking")) return false;
  const s = seenWithin(call, SHRIEK_ALERT.range);
  if (!s) return false;
  s.m.moves -= SHRIEK_ALERT.moves;
  say(call.sim, `${me(call.sim, call.monsterId)} begins shrieking!`, call.monsterId);
  sound(call.sim, s.m.pos, SHRIEK_ALERT.volume, "a piercing wail!", call.monsterId);
  effect(call.sim, call.monsterId, "shrieking", SHRIEK_ALERT.effectTurns);
  return true;
};

/** The angle of (dx, dy) in degrees, 0..360. */
function angle(dx: number, dy: number): number {
  const a = (Math.atan2(dy, dx) * 180) / Math.PI;
  return a < 0 ? a + 360 : a;
}

/**
 * The game's shriek_stun: only while the monster shrieks (SHRIEK_ALERT's effect), at no cost in
 * moves and silent; every tile of the square of radius 4 within 20 degrees either side of the
 * target's direction is bashed, and whoever stands there may be dazed, the odds and the strength
 * both set by the distance to the target.
 */
const shriekStun: Handler = (call) => {
  if (!hasEffectNow(call.sim, call.monsterId, "shrieking")) return false;
  const s = seenWithin(call, SHRIEK_STUN.range);
  if (!s) return false;
  const { sim } = call;
  const dir = angle(s.tpos.x - s.m.pos.x, s.tpos.y - s.m.pos.y);
  const inCone = (dx: number, dy: number): boolean => {
    const off = Math.abs(angle(dx, dy) - dir);
    return (dx !== 0 || dy !== 0) && Math.min(off, 360 - off) <= SHRIEK_STUN.coneDegrees;
  };
  const r = SHRIEK_STUN.radius;
  const hit = creaturesNear(sim, s.m.pos, r).filter((id) => {
    const p = id === call.monsterId ? undefined : (sim.world.characters[id]?.pos ?? sim.peekMonster(id)?.pos);
    return p !== undefined && inCone(p.x - s.m.pos.x, p.y - s.m.pos.y);
  });
  // The shriek bashes every tile of the cone (rules/monsters/bash_tile.ts): webs are torn, weak
  // furniture and terrain (a pane) may break.
  const broken: string[] = [];
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      if (!inCone(dx, dy)) continue;
      const p = { x: s.m.pos.x + dx, y: s.m.pos.y + dy, z: s.m.pos.z };
      const outcome = bashTile(sim, p, SHRIEK_STUN.bash);
      if (outcome === "web" || outcome === "broke") broken.push(`${p.x},${p.y},${p.z}`);
    }
  }
  rule(sim, "bash_cone", {
    attacker: call.monsterId,
    strength: SHRIEK_STUN.bash,
    radius: SHRIEK_STUN.radius,
    creatures: hit,
    broken,
  });
  for (const id of hit) {
    if (!sim.dice.oneIn(Math.floor(s.dist / 2))) continue;
    const minutes = sim.dice.int(1, 2);
    effect(sim, id, "dazed", minutes * 60, {
      intensity: sim.dice.int(1, Math.max(1, Math.floor((15 - s.dist) / 3))),
      source: call.monsterId,
    });
  }
  return true;
};

// The game's rattlesnake rattles at the player it sees, not at an attack target (a neutral snake
// has none): within 4 tiles, or 1 when friendly.
const rattle: Handler = (call) => {
  const s = scene(call);
  if (!s) return false;
  const range = s.m.attitude === "friendly" ? RATTLE.friendlyRange : RATTLE.range;
  if (!nearestCharacter(call, range, true)) return false;
  s.m.moves -= RATTLE.moves;
  sound(call.sim, s.m.pos, RATTLE.volume, "a sibilant rattling sound!", call.monsterId);
  return true;
};

const howl: Handler = (call) => {
  const s = seenWithin(call, HOWL.range);
  if (!s) return false;
  s.m.moves -= HOWL.moves;
  sound(call.sim, s.m.pos, HOWL.volume, "an ear-piercing howl!", call.monsterId);
  return true;
};

// The game's whistle blows when the monster sees the player, whatever it targets.
const blowWhistle: Handler = (call) => {
  const s = scene(call);
  if (!s || !notFriendly(call) || !nearestCharacter(call, BLOW_WHISTLE.range, true)) return false;
  s.m.moves -= BLOW_WHISTLE.moves;
  say(call.sim, `${me(call.sim, call.monsterId)} blows its whistle!`, call.monsterId);
  sound(call.sim, s.m.pos, BLOW_WHISTLE.volume, "FWEEEET!", call.monsterId);
  return true;
};

/** Says one of the monster's speech lines (seeded pick); false when it has none. */
export function parrotSpeak(sim: Sim, monsterId: string): boolean {
  const m = sim.world.monsters[monsterId];
  if (!m) return false;
  const lines = speechFor(sim.content.speech, m.type);
  const line = sim.dice.pick(lines);
  if (!line) return false;
  m.moves -= PARROT.moves;
  sound(sim, m.pos, line.volume, line.sound, monsterId);
  return true;
}

const parrot: Handler = (call) => {
  const s = scene(call);
  if (!s || !call.sim.dice.oneIn(PARROT.oneIn)) return false;
  return parrotSpeak(call.sim, call.monsterId);
};

/** Another living monster it can see that hates it: hostile attitude against a non-hostile one, or another faction that is hostile. */
const parrotAtDanger: Handler = (call) => {
  const s = scene(call);
  if (!s) return false;
  const { sim } = call;
  const myFaction = s.type?.defaultFaction;
  const vision = monsterVision(s.type);
  // Read once: every read through the monster's draft costs a proxy trap, and this loop is O(monsters).
  const self = latest(s.m);
  // A plain copy: a drafted monster's position may itself be a draft, and every read of it a trap.
  const here = { ...latest(self.pos) };
  // The living ones in id order, their distance read from the kept positions (sim.monsterPlaces).
  const ids = sim.monstersAlive();
  const places = sim.monsterPlaces();
  const records = aliveRecords(sim, ids);
  for (let i = 0; i < ids.length; i++) {
    const j = 3 * i;
    // Cheapest test first (no dice are rolled before all of them pass, so the order is free).
    if (
      places[j + 2] !== here.z ||
      Math.max(Math.abs((places[j] as number) - here.x), Math.abs((places[j + 1] as number) - here.y)) > vision
    )
      continue;
    const id = ids[i] as string;
    if (id === call.monsterId) continue;
    const o = records ? records[i] : sim.peekMonster(id);
    if (!o || o.dead || o.attitude !== "hostile") continue;
    if (self.attitude === "hostile" && sim.content.monster.get(o.type)?.defaultFaction === myFaction) continue;
    const there = latest(o.pos);
    if (!sim.dice.oneIn(PARROT.oneIn)) continue;
    // The step's sight grid: the answers of canSee (sim/terrain.ts), without walking the tiles' definitions.
    if (!sim.sight().canSee(here, there)) continue;
    return parrotSpeak(sim, call.monsterId);
  }
  return false;
};

const DANCE_LINES = ["swerves", "slithers", "spins", "flounces", "bops", "sways"];

const dance: Handler = (call) => {
  const s = scene(call);
  if (!s) return false;
  say(call.sim, `${me(call.sim, call.monsterId)} ${call.sim.dice.pick(DANCE_LINES) ?? "dances"}.`, call.monsterId);
  return true;
};

const generator: Handler = (call: Call) => {
  const s = scene(call);
  if (!s) return false;
  sound(call.sim, s.m.pos, GENERATOR.volume, "hummmmm.", call.monsterId);
  const max = s.type?.hp ?? s.m.hp;
  if (s.m.hp < max) {
    s.m.hp = Math.min(max, s.m.hp + GENERATOR.heal);
    rule(call.sim, "healed", { who: call.monsterId, amount: GENERATOR.heal });
  }
  return true;
};

export const SOUND_ATTACKS = {
  SHRIEK: shriek,
  SHRIEK_ALERT: shriekAlert,
  SHRIEK_STUN: shriekStun,
  RATTLE: rattle,
  HOWL: howl,
  BLOW_WHISTLE: blowWhistle,
  PARROT: parrot,
  PARROT_AT_DANGER: parrotAtDanger,
  DANCE: dance,
  GENERATOR: generator,
} as const satisfies FamilyTable;
