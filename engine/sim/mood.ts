/**
 * A monster's anger and morale, as the game's monster code keeps them (src/monster.cpp
 * process_trigger, attitude; src/monmove.cpp plan): they start at the type's `aggression` and
 * `morale`; the type's triggers move them:
 * - HURT: 1 + damage / 3, when the monster is hurt;
 * - PLAYER_CLOSE: 5 each turn a character it can see is within 5 tiles;
 * - FRIEND_ATTACKED and FRIEND_DIED: 15, for monsters of its faction that see it hit or killed;
 * - SOUND: the volume it hears (senses/hearing.ts);
 * an anger trigger adds to anger, a fear trigger takes from morale, a placate trigger takes from
 * anger. What the game then makes of them, here: a neutral monster whose anger reaches 10 while
 * its morale is not negative turns hostile; a hostile one whose morale is negative flees unless
 * anger + morale is positive and it has more than a third of its hit points; a neutral one runs
 * from the characters it sees when it is afraid so, or has no anger and is hurt. Not modelled: the
 * other triggers (SOUND, PLAYER_WEAK, STALK, FIRE, ...), morale and anger regaining over time,
 * traits of the character that change them.
 */
import type { Draft } from "immer";
import type { Monster as MonsterType } from "../content/kinds/monster.js";
import { distance } from "../world/grid.js";
import { latest } from "../world/peek.js";
import type { Monster } from "../world/types.js";
import type { Sim } from "./context.js";
import { canSee } from "./terrain.js";
import { monsterVision } from "./senses/sight.js";

/** Anger from which a monster attacks (the game's MATT_ATTACK threshold). */
export const ANGRY = 10;
const CLOSE = 5;
const FRIEND_AMOUNT = 15;

function hasAny(t: MonsterType, trigger: string): boolean {
  return t.angerTriggers.includes(trigger) || t.fearTriggers.includes(trigger) || t.placateTriggers.includes(trigger);
}

export function angerOf(m: Readonly<Monster>, t: MonsterType | undefined): number {
  return m.anger ?? t?.aggression ?? 0;
}

export function moraleOf(m: Readonly<Monster>, t: MonsterType | undefined): number {
  return m.morale ?? t?.morale ?? 0;
}

/** Applies one trigger of the monster's type (nothing when its type does not list it). */
export function trigger(sim: Sim, id: string, name: string, amount: number): void {
  const peek = sim.peekMonster(id);
  if (!peek || peek.dead) return;
  const t = sim.content.monster.get(peek.type);
  if (!t || !hasAny(t, name)) return;
  const m = sim.world.monsters[id] as Draft<Monster>;
  if (t.angerTriggers.includes(name)) m.anger = angerOf(m, t) + amount;
  if (t.fearTriggers.includes(name)) m.morale = moraleOf(m, t) - amount;
  if (t.placateTriggers.includes(name)) m.anger = angerOf(m, t) - amount;
  settle(sim, m, t);
}

/** A neutral monster angry enough (and not afraid) turns hostile. */
function settle(sim: Sim, m: Draft<Monster>, t: MonsterType): void {
  if (m.attitude === "neutral" && angerOf(m, t) >= ANGRY && moraleOf(m, t) >= 0) {
    m.attitude = "hostile";
    sim.emit({ type: "rule", name: "angered", data: { who: m.id, anger: angerOf(m, t) } });
  }
}

/** PLAYER_CLOSE, once a turn: a character it can see within 5 tiles. */
export function closeCharacters(sim: Sim, id: string): void {
  const peek = latest(sim.peekMonster(id));
  if (!peek || peek.dead || peek.attitude === "friendly") return;
  const t = sim.content.monster.get(peek.type);
  if (!t || !hasAny(t, "PLAYER_CLOSE")) return;
  const here = latest(peek.pos);
  for (const cid of sim.characterIds()) {
    const c = sim.peekCharacter(cid);
    if (!c || c.dead) continue;
    const p = latest(c.pos);
    if (p.z !== here.z || distance(p, here) > CLOSE || !canSee(sim.content, sim.map(), here, p)) continue;
    trigger(sim, id, "PLAYER_CLOSE", 5);
    return;
  }
}

/** FRIEND_ATTACKED / FRIEND_DIED: monsters of the victim's faction that see it react. */
export function friendsSee(sim: Sim, victimId: string, name: "FRIEND_ATTACKED" | "FRIEND_DIED"): void {
  const victim = latest(sim.peekMonster(victimId));
  if (!victim) return;
  const vt = sim.content.monster.get(victim.type);
  const faction = vt?.defaultFaction ?? victim.type;
  const at = latest(victim.pos);
  for (const id of sim.monsterIds()) {
    if (id === victimId) continue;
    const o = latest(sim.peekMonster(id));
    if (!o || o.dead) continue;
    const t = sim.content.monster.get(o.type);
    if (!t || !hasAny(t, name) || (t.defaultFaction ?? o.type) !== faction) continue;
    const p = latest(o.pos);
    if (p.z !== at.z || distance(p, at) > monsterVision(t) || !canSee(sim.content, sim.map(), p, at)) continue;
    trigger(sim, id, name, FRIEND_AMOUNT);
  }
}

/** Does a hostile monster flee (negative morale, unless anger + morale > 0 and hp above a third)? */
export function afraid(sim: Sim, m: Readonly<Monster>): boolean {
  const t = sim.content.monster.get(m.type);
  const morale = moraleOf(m, t);
  if (morale >= 0) return false;
  return !(morale + angerOf(m, t) > 0 && m.hp > (t?.hp ?? 0) / 3);
}

/**
 * Does a neutral monster run from the characters it sees? The game's attitude: afraid as above,
 * or without anger and hurt.
 */
export function shy(sim: Sim, m: Readonly<Monster>): boolean {
  if (afraid(sim, m)) return true;
  const t = sim.content.monster.get(m.type);
  return moraleOf(m, t) >= 0 && angerOf(m, t) <= 0 && m.hp < (t?.hp ?? 0);
}
