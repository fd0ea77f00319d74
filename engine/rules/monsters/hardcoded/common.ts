/**
 * Shared pieces of the hardcoded special attacks (D2): finding the target, sounds, messages,
 * fields and terrain changes, free tiles, spawning and converting monsters, simple hit rolls and
 * damage. Every handler is built from these, so each one reads as its game behaviour.
 */
import { dealDamage, unit } from "../../../mechanics/damage.js";
import type { HardcodedAttackId } from "../../../content/kinds/monsters/hardcoded_ids.js";
import type { Draft } from "immer";
import type { Monster as MonsterType } from "../../../content/kinds/monster.js";
import type { HardcodedAttack } from "../../../content/kinds/monsters/attack_types.js";
import type { Sim } from "../../../sim/context.js";
import { nameOf } from "../../../sim/creature_state.js";
import { addEffect } from "../../../mechanics/effects/add.js";
export { addField, removeField } from "../../../mechanics/fields/edit.js";
import { afterHit } from "../../../sim/hooks.js";
import { spawnMonster } from "../../../sim/spawn.js";
import { canSee, passable } from "../../../sim/terrain.js";
import { creaturePos } from "../../../world/creatures.js";
import { distance, inBounds, line, NEIGHBOURS, tileAt } from "../../../world/grid.js";
import { latest } from "../../../world/peek.js";
import type { Json, Monster, Point } from "../../../world/types.js";
import type { AttackCall, Performer } from "../attack_context.js";
import { isAlive, livingMonster, monsterType, partWeights, rollHitspread } from "../combat.js";
import { cap } from "../text.js";
import type { RuleData, RuleName } from "../../../sim/rule_events.js";
import type { RuleEventOf } from "../../../sim/events.js";

export type Call = AttackCall<HardcodedAttack>;
export type Handler = Performer<HardcodedAttack>;

/** One family's handlers: only D2 ids may be keys, so a misspelt id does not compile. */
export type FamilyTable = Partial<Readonly<Record<HardcodedAttackId, Handler>>>;

/** The calling monster, its type and its target (alive, same level), with the distance and sight. */
export interface Scene {
  readonly m: Draft<Monster>;
  readonly type: MonsterType | undefined;
  readonly target: string | undefined;
  readonly tpos: Point | undefined;
  /** Chebyshev distance to the target; Infinity without one. */
  readonly dist: number;
}

export function scene(call: Call): Scene | undefined {
  const m = livingMonster(call.sim, call.monsterId);
  if (!m) return undefined;
  const type = call.sim.content.monster.get(m.type);
  const t = call.targetId !== undefined && isAlive(call.sim, call.targetId) ? call.targetId : undefined;
  const tpos = t === undefined ? undefined : creaturePos(call.sim.world, t);
  const dist = tpos && tpos.z === m.pos.z ? distance(m.pos, tpos) : Infinity;
  return { m, type, target: tpos ? t : undefined, tpos, dist };
}

/**
 * A handler that needs its monster alive: without it the attack is not performed; with it the body
 * gets the scene and the sim.
 */
export function withScene(body: (call: Call, s: Scene, sim: Sim) => boolean): Handler {
  return (call) => {
    const s = scene(call);
    return s ? body(call, s, call.sim) : false;
  };
}

/** A scene with a target within `range` that the monster can see. */
export function seenWithin(call: Call, range: number): (Scene & { target: string; tpos: Point }) | undefined {
  const s = scene(call);
  if (!s || s.target === undefined || s.tpos === undefined || s.dist > range || s.dist === 0) return undefined;
  if (!canSee(call.sim.content, call.sim.map(), s.m.pos, s.tpos)) return undefined;
  return s as Scene & { target: string; tpos: Point };
}

/** A character an attack found by itself: its id, where it stands and how far it is. */
export interface Found {
  readonly id: string;
  readonly pos: Point;
  readonly dist: number;
}

/**
 * The nearest living character on the monster's level within `range` (ties: the lower id), one it
 * can see when `seen` (a line of sight either way). The game aims these attacks at the player
 * itself, never asking for the monster's attack target: so they work for a neutral monster, which
 * picks no target, and some work on a character out of sight. Most of them do nothing for a
 * friendly monster: `notFriendly` says so.
 */
export function nearestCharacter(call: Call, range: number, seen: boolean): Found | undefined {
  const m = livingMonster(call.sim, call.monsterId);
  if (!m) return undefined;
  const here = { x: m.pos.x, y: m.pos.y, z: m.pos.z };
  let best: Found | undefined;
  for (const id of call.sim.characterIds()) {
    const c = call.sim.peekCharacter(id);
    if (!c || c.dead) continue;
    const p = latest(c.pos);
    if (p.z !== here.z) continue;
    const d = distance(here, p);
    if (d > range || (best && d >= best.dist)) continue;
    if (seen && !canSee(call.sim.content, call.sim.map(), here, p)) continue;
    best = { id, pos: { x: p.x, y: p.y, z: p.z }, dist: d };
  }
  return best;
}

/** The game's "a friendly monster does not do this yet" guard of the attacks aimed at the player. */
export function notFriendly(call: Call): boolean {
  return livingMonster(call.sim, call.monsterId)?.attitude !== "friendly";
}

/**
 * The scene of an attack that looks for the player itself (the game's never asks for an attack
 * target): aimed at the nearest character within `range` (that the monster sees, when `seen`);
 * never for a friendly monster.
 */
export function sceneAtNearest(
  call: Call,
  range: number,
  seen: boolean,
): (Scene & { target: string; tpos: Point }) | undefined {
  const s = scene(call);
  const c = s && notFriendly(call) ? nearestCharacter(call, range, seen) : undefined;
  return s && c ? { ...s, target: c.id, tpos: c.pos, dist: c.dist } : undefined;
}

/**
 * A handler for such an attack: without a character in reach it is not performed; with one the
 * monster pays `at.moves` and the body gets the scene aimed at that character and the sim.
 */
export function atNearest(
  at: { readonly range: number; readonly moves: number },
  seen: boolean,
  body: (call: Call, s: Scene & { target: string; tpos: Point }, sim: Sim) => boolean,
): Handler {
  return (call) => {
    const s = sceneAtNearest(call, at.range, seen);
    if (!s) return false;
    s.m.moves -= at.moves;
    return body(call, s, call.sim);
  };
}

/** A clear path: every tile strictly between a and b passable and unoccupied. */
export function clearPath(sim: Sim, a: Point, b: Point): boolean {
  const path = line(a, b);
  for (let i = 0; i < path.length - 1; i++) {
    const p = path[i] as { x: number; y: number };
    const q = { x: p.x, y: p.y, z: a.z };
    if (!passable(sim.content, sim.map(), q) || sim.occupied(q)) return false;
  }
  return true;
}

export function say(sim: Sim, text: string, about?: string): void {
  sim.emit({ type: "message", text, ...(about !== undefined ? { about } : {}) });
}

export function me(sim: Sim, id: string): string {
  return cap(nameOf(sim, id));
}

export function sound(sim: Sim, pos: Point, volume: number, description: string, source?: string): void {
  sim.emit({
    type: "sound",
    description,
    volume,
    pos: { x: pos.x, y: pos.y, z: pos.z },
    ...(source !== undefined ? { source } : {}),
  });
}

export function rule<N extends RuleName>(sim: Sim, name: N, data: RuleData<N>): void {
  // TypeScript cannot follow a generic name into the union of named events; the parameter's type
  // has already checked the members against the catalogue.
  sim.emit({ type: "rule", name, data } as RuleEventOf<N>);
}

/** Changes a tile's terrain with a tile_changed event (no event when it is already that). */
export function setTerrain(sim: Sim, p: Point, ter: string): boolean {
  const tile = tileAt(sim.map(), p);
  if (!tile || tile.ter === ter) return false;
  const from = tile.ter;
  sim.editTile(p, (t) => {
    (t as { ter: string }).ter = ter;
  });
  sim.emit({ type: "tile_changed", pos: { ...p }, terrain: { from, to: ter } });
  return true;
}

export function setFurniture(sim: Sim, p: Point, furn: string | undefined): boolean {
  const tile = tileAt(sim.map(), p);
  if (!tile || tile.furn === furn) return false;
  const from = tile.furn ?? null;
  sim.editTile(p, (t) => {
    if (furn === undefined) delete (t as { furn?: string }).furn;
    else (t as { furn?: string }).furn = furn;
  });
  sim.emit({ type: "tile_changed", pos: { ...p }, furniture: { from, to: furn ?? null } });
  return true;
}

/** Tiles around p within `radius` (p excluded), in row order, inside the map. */
export function around(sim: Sim, p: Point, radius = 1): Point[] {
  const out: Point[] = [];
  // From 0 - radius, not -radius: no -0 at radius 0 (see death_spell.ts areaOf).
  for (let dy = 0 - radius; dy <= radius; dy++) {
    for (let dx = 0 - radius; dx <= radius; dx++) {
      if (dx === 0 && dy === 0) continue;
      const q = { x: p.x + dx, y: p.y + dy, z: p.z };
      if (inBounds(sim.map(), q)) out.push(q);
    }
  }
  return out;
}

/** Free (passable, unoccupied) tiles around p. */
export function freeAround(sim: Sim, p: Point, radius = 1): Point[] {
  return around(sim, p, radius).filter((q) => passable(sim.content, sim.map(), q) && !sim.occupied(q));
}

export function neighbours(p: Point): Point[] {
  return NEIGHBOURS.map(([dx, dy]) => ({ x: p.x + dx, y: p.y + dy, z: p.z }));
}

/**
 * Spawns a monster of `type` on a free tile around `p` (seeded pick). A type the content lacks is
 * reported as a debug event and nothing spawns.
 */
export function spawnNear(
  sim: Sim,
  type: string,
  p: Point,
  options: { attitude?: Monster["attitude"]; radius?: number; at?: Point } = {},
): string | undefined {
  if (!sim.content.monster.get(type)) {
    sim.emit({ type: "debug", text: `cannot spawn ${JSON.stringify(type)}: no such monster type` });
    return undefined;
  }
  const to = options.at ?? sim.dice.pick(freeAround(sim, p, options.radius ?? 1));
  if (!to) return undefined;
  return spawnMonster(sim, type, to, options.attitude ? { attitude: options.attitude } : {});
}

/**
 * Turns a monster into another type in place: its type, full hit points of the new type (or
 * `hp`), and the new type's attacks ready. Unknown types: a debug event, no change.
 */
export function convert(sim: Sim, id: string, into: string, hp?: number): boolean {
  const m = livingMonster(sim, id);
  const def = sim.content.monster.get(into);
  if (!m) return false;
  if (!def) {
    sim.emit({ type: "debug", text: `cannot turn ${m.type} into ${JSON.stringify(into)}: no such monster type` });
    return false;
  }
  const from = m.type;
  m.type = into;
  m.hp = hp ?? def.hp;
  m.readyAt = {};
  rule(sim, "monster_changed", { who: id, from, to: into });
  return true;
}

/** The game's dodgeable hit: dice(melee_skill, 10) against the target's dodge and size. */
export function hits(sim: Sim, monsterId: string, targetId: string, accuracy?: number): boolean {
  return rollHitspread(sim, accuracy ?? monsterType(sim, monsterId)?.meleeSkill ?? 0, targetId) >= 0;
}

/** A random body part by hit size (characters only). */
export function randomPart(sim: Sim, targetId: string): string | undefined {
  if (!sim.world.characters[targetId]) return undefined;
  return sim.dice.weighted(partWeights(sim, targetId, { hitsizeMin: -1, hitsizeMax: -1, attackUpper: true }));
}

/** Damage less a monster target's armor of that type; emits the attack event and runs when-hit. */
export function strike(
  sim: Sim,
  call: Call,
  targetId: string,
  amount: number,
  damageType: string,
  part: string | undefined,
  ranged = false,
): number {
  const dealt = dealDamage(sim, targetId, part, [unit(damageType, amount)], call.monsterId).total;
  sim.emit({
    type: "attack",
    attacker: call.monsterId,
    target: targetId,
    attack: call.key,
    outcome: dealt > 0 ? "hit" : "no_damage",
    ...(part ? { bodyPart: part } : {}),
    damage: dealt,
  });
  afterHit(sim, targetId, call.monsterId, ranged, dealt);
  return dealt;
}

export function missed(sim: Sim, call: Call, targetId: string): void {
  sim.emit({
    type: "attack",
    attacker: call.monsterId,
    target: targetId,
    attack: call.key,
    outcome: "dodged",
    damage: 0,
  });
}

export function effect(
  sim: Sim,
  who: string,
  id: string,
  duration: number,
  options: { intensity?: number; bodyPart?: string; permanent?: boolean; source?: string } = {},
): void {
  if (!isAlive(sim, who)) return;
  addEffect(sim, who, {
    id,
    intensity: Math.max(1, options.intensity ?? 1),
    duration: Math.max(1, duration),
    ...(options.bodyPart !== undefined ? { bodyPart: options.bodyPart } : {}),
    ...(options.permanent ? { permanent: true } : {}),
    ...(options.source !== undefined ? { source: options.source } : {}),
  });
}

/** Monster vars (per-monster state of hardcoded attacks). */
export function getVar(m: Draft<Monster>, key: string): Json | undefined {
  return m.vars?.[key];
}

export function setVar(m: Draft<Monster>, key: string, value: Json): void {
  if (!m.vars) m.vars = {};
  (m.vars as Record<string, Json>)[key] = value;
}

/** Living creatures within `radius` of p on its level that `from` can see (sorted ids; characters first). */
export function creaturesNear(sim: Sim, point: Point, radius: number): string[] {
  const p = latest(point);
  const out: string[] = [];
  for (const id of sim.characterIds()) {
    const c = sim.world.characters[id];
    if (c && !c.dead && c.pos.z === p.z && distance(c.pos, p) <= radius) out.push(id);
  }
  for (const id of sim.monsterIds()) {
    const o = sim.peekMonster(id);
    if (o && !o.dead && o.pos.z === p.z && distance(o.pos, p) <= radius) out.push(id);
  }
  return out;
}

export function monstersNear(
  sim: Sim,
  point: Point,
  radius: number,
  pred: (m: Readonly<Monster>, id: string) => boolean = () => true,
): string[] {
  const p = latest(point);
  const out: string[] = [];
  for (const id of sim.monsterIds()) {
    const o = sim.peekMonster(id);
    if (!o || o.dead) continue;
    const q = latest(o.pos);
    if (q.z === p.z && distance(q, p) <= radius && pred(o, id)) out.push(id);
  }
  return out;
}

/** Moves the target up to `tiles` steps away from (dx, dy) direction; returns the steps taken. */
export function push(sim: Sim, who: string, dx: number, dy: number, tiles: number, how = "thrown"): number {
  let n = 0;
  for (let i = 0; i < tiles; i++) {
    const at = creaturePos(sim.world, who);
    if (!at) break;
    const next = { x: at.x + dx, y: at.y + dy, z: at.z };
    if (!inBounds(sim.map(), next) || sim.occupied(next) || !passable(sim.content, sim.map(), next)) break;
    sim.relocate(who, next, how);
    n++;
  }
  return n;
}
