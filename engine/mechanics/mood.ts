/**
 * A monster's anger and morale, as the game's monster code keeps them (src/monster.cpp
 * process_trigger, process_triggers, attitude; src/monmove.cpp monster::plan): they start at the
 * type's `aggression` and `morale`; the type's triggers move them:
 * - HURT: 1 + damage / 3, when the monster is hurt;
 * - FRIEND_ATTACKED and FRIEND_DIED: 15, for monsters of its faction that see it hit or killed;
 * - SOUND: the volume it hears (senses/hearing.ts);
 * - once a turn, of the nearest character it sees (monster::plan): HOSTILE_SEEN adds rng(0, 2)
 *   to anger while anger is at most 20 and it is not fleeing; within 5 tiles PLAYER_CLOSE adds 5
 *   to anger (while anger is at most 30) or takes 5 from morale, and MATING_SEASON adds 3 (anger
 *   at most 30) in a season its `baby_flags` name; PLAYER_WEAK, when that character's hit points
 *   are at most 70 % (head ×4, torso ×3, the rest once: Character::hp_percentage), adds
 *   10 − percent / 10 to anger (anger at most 40), else takes it from morale (fear) or from anger
 *   (placate);
 * - once a turn (monster::process_triggers): STALK 1 on one turn in 5 while angry; BRIGHT_LIGHT 10
 *   when the light on its tile is 75 or more (senses/light.ts); FIRE 5 × the intensity of each fire
 *   within 3 tiles; then morale and anger each come back a point towards the type's value on one
 *   turn in 4 (and then one in 2 unless more than 15 away); both stay within −100..100;
 * an anger trigger adds to anger, a fear trigger takes from morale, a placate trigger takes from
 * anger. The game's aggro_character (monster::plan, process_triggers, apply_damage): set when
 * HOSTILE_SEEN adds anger and x_in_y(anger, 200), when PLAYER_CLOSE, MATING_SEASON or PLAYER_WEAK
 * add anger and x_in_y(anger, 100), and when a character hurts it; cleared, for a type without
 * `aggro_character`, when anger is back at the type's and not x_in_y(anger, 100).
 * What the game then makes of them is the monster's attitude (attitude.ts): a monster follows the
 * game's rule every time its mood changes, calming down as well as flaring up. A pinned one (its
 * attitude given by a scenario) keeps the older rule: a neutral one whose anger reaches 10 while
 * its morale is not negative turns hostile; a hostile one whose morale is negative flees unless
 * anger + morale is positive and it has more than a third of its hit points; a neutral one runs
 * from the characters it sees when it is afraid so, or has no anger and is hurt. Not modelled:
 * PLAYER_NEAR_BABY (no babies are spawned), traits of the character that change them.
 */
import type { Draft } from "immer";
import type { Monster as MonsterType } from "../content/kinds/monster.js";
import { latest } from "../world/peek.js";
import type { Monster } from "../world/types.js";
import type { Sim } from "../sim/context.js";
import type { CreatureReactions } from "../sim/hooks.js";
import { ATTACK_ANGER } from "../sim/stance.js";
import { farthestSight, monsterSees, nearestSeenCharacter } from "./senses/sight.js";
import { lightAt, seasonNow } from "./senses/light.js";
import { burningTiles } from "./fields/edit.js";
import { placeKey } from "../sim/place_key.js";
import { aggroOf, angerOf, moraleOf, refreshAttitude } from "./attitude.js";
import { aliveRecords } from "./alive_records.js";

export { angerOf, moraleOf } from "./attitude.js";

/** Anger from which a monster attacks (the game's MATT_ATTACK threshold). */
export const ANGRY = ATTACK_ANGER;
const CLOSE = 5;
const FRIEND_AMOUNT = 15;
/** Anger and morale stay within this (monster::process_triggers). */
const MOOD_CAP = 100;
const SEASON_FLAGS = ["SPRING", "SUMMER", "AUTUMN", "WINTER"] as const;
/** round(0.75 × default_daylight_level): BRIGHT_LIGHT's threshold. */
const BRIGHT = 75;

function hasAny(t: MonsterType, trigger: string): boolean {
  return t.angerTriggers.includes(trigger) || t.fearTriggers.includes(trigger) || t.placateTriggers.includes(trigger);
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

/**
 * Its attitude follows its mood: by the game's rule (attitude.ts), or, pinned, a neutral monster
 * angry enough (and not afraid) turns hostile.
 */
function settle(sim: Sim, m: Draft<Monster>, t: MonsterType): void {
  if (!m.pinned) {
    refreshAttitude(sim, m, t);
    return;
  }
  if (m.attitude === "neutral" && angerOf(m, t) >= ANGRY && moraleOf(m, t) >= 0) {
    m.attitude = "hostile";
    sim.emit({ type: "rule", name: "angered", data: { who: m.id, anger: angerOf(m, t) } });
  }
}

const WATCHED = ["PLAYER_CLOSE", "HOSTILE_SEEN", "MATING_SEASON", "PLAYER_WEAK"] as const;

interface TriggerKinds {
  /** It reacts to the characters it sees (the triggers monster::plan runs). */
  readonly watches: boolean;
  /** It has triggers of its own each turn (STALK, BRIGHT_LIGHT, FIRE). */
  readonly own: boolean;
}

/** Per type, found once: most monsters have none of these, and this runs for each every turn. */
const KINDS = new WeakMap<MonsterType, TriggerKinds>();

function kindsOf(t: MonsterType): TriggerKinds {
  let k = KINDS.get(t);
  if (!k) {
    k = {
      watches: WATCHED.some((name) => hasAny(t, name)),
      own: hasAny(t, "STALK") || hasAny(t, "BRIGHT_LIGHT") || hasAny(t, "FIRE"),
    };
    KINDS.set(t, k);
  }
  return k;
}

/** The game's Character::hp_percentage: head ×4 and torso ×3 (weighted again), the rest once. */
export function hpPercentage(body: Readonly<Record<string, { readonly hp: number; readonly hpMax: number }>>): number {
  let cur = 0;
  let max = 0;
  // In the order Object.entries gives, without its pairs (this runs for every monster every turn).
  for (const part in body) {
    const bp = body[part] as { readonly hp: number; readonly hpMax: number };
    const weight = part === "head" ? 4 : part === "torso" ? 3 : 1;
    cur += Math.max(0, bp.hp) * weight;
    max += bp.hpMax * weight;
  }
  return max > 0 ? Math.floor((100 * cur) / max) : 100;
}

/**
 * Moves anger by `amount` when the type lists the trigger as an anger trigger and anger is at most
 * `ceiling`; then, on x_in_y(anger, `aggroOdds`), the monster takes against characters (the
 * game's aggro_character). Returns whether the trigger is one of its anger triggers.
 */
function addAnger(
  sim: Sim,
  m: Draft<Monster>,
  t: MonsterType,
  name: string,
  amount: number,
  ceiling: number,
  aggroOdds: number,
): boolean {
  if (!t.angerTriggers.includes(name)) return false;
  if (angerOf(m, t) <= ceiling) m.anger = angerOf(m, t) + amount;
  if (!aggroOf(m, t) && sim.dice.xInY(angerOf(m, t), aggroOdds)) m.aggro = true;
  return true;
}

/**
 * The triggers of the characters a monster sees, once a turn (monster::plan): of the nearest
 * character it sees, HOSTILE_SEEN, PLAYER_CLOSE and MATING_SEASON within 5 tiles, PLAYER_WEAK.
 * `cap` is what its effects leave of its sight.
 */
export function watchCharacters(sim: Sim, id: string, t: MonsterType | undefined, cap: number): void {
  if (!t || !kindsOf(t).watches) return;
  const peek = latest(sim.peekMonster(id));
  if (!peek || peek.dead || peek.attitude === "friendly") return;
  const here = latest(peek.pos);
  const far = Math.min(cap, farthestSight(t));
  const seen = nearestSeenCharacter(sim, t, here, far, cap);
  if (seen === undefined) return;
  const nearest = seen.id;
  const nearestDist = seen.dist;
  const m = sim.world.monsters[id] as Draft<Monster>;
  if (t.angerTriggers.includes("HOSTILE_SEEN") && !afraid(sim, m)) {
    const roll = sim.dice.int(0, 2);
    if (roll > 0) addAnger(sim, m, t, "HOSTILE_SEEN", roll, 20, 200);
  }
  if (nearestDist <= CLOSE) {
    addAnger(sim, m, t, "PLAYER_CLOSE", 5, 30, 100);
    if (t.fearTriggers.includes("PLAYER_CLOSE")) m.morale = moraleOf(m, t) - 5;
    const season = SEASON_FLAGS[seasonNow(sim.world)];
    if (season !== undefined && t.babyFlags.includes(season) && angerOf(m, t) <= 30)
      addAnger(sim, m, t, "MATING_SEASON", 3, 30, 100);
  }
  if (hasAny(t, "PLAYER_WEAK")) {
    const body = sim.peekCharacter(nearest)?.body;
    const percent = body ? hpPercentage(body) : 100;
    if (percent <= 70) {
      const amount = 10 - Math.floor(percent / 10);
      if (t.angerTriggers.includes("PLAYER_WEAK") && angerOf(m, t) <= 40)
        addAnger(sim, m, t, "PLAYER_WEAK", amount, 40, 100);
      else if (t.fearTriggers.includes("PLAYER_WEAK")) m.morale = moraleOf(m, t) - amount;
      else m.anger = angerOf(m, t) - amount;
    }
  }
  settle(sim, m, t);
}

/**
 * The fire around a monster for its FIRE trigger: 5 × each fire's intensity within 3 tiles. Read
 * from the step's index of the tiles holding fire (most turns have none), not tile by tile.
 */
function fireAround(sim: Sim, at: { x: number; y: number; z: number }): number {
  const tiles = burningTiles(sim);
  if (tiles.size === 0) return 0;
  // Whole numbers summed: the order of the tiles does not matter. With more tiles on fire than
  // the 49 around it, those 49 are looked up instead.
  let total = 0;
  if (tiles.size > 49) {
    for (let y = at.y - 3; y <= at.y + 3; y++)
      for (let x = at.x - 3; x <= at.x + 3; x++) total += 5 * (tiles.get(placeKey({ x, y, z: at.z }))?.intensity ?? 0);
    return total;
  }
  for (const { pos: p, intensity } of tiles.values()) {
    if (p.z !== at.z || Math.abs(p.x - at.x) > 3 || Math.abs(p.y - at.y) > 3) continue;
    total += 5 * intensity;
  }
  return total;
}

/** One point back towards the type's value, on the game's odds. */
function regain(sim: Sim, value: number, base: number): number {
  if (value === base || !sim.dice.oneIn(4)) return value;
  if (Math.abs(value - base) <= 15 && !sim.dice.oneIn(2)) return value;
  return value < base ? value + 1 : value - 1;
}

/**
 * A monster's own triggers once a turn, and anger and morale coming back towards its type's
 * (monster::process_triggers). Nothing is drawn or written for a monster at its type's values
 * without STALK, BRIGHT_LIGHT or FIRE.
 */
export function processTriggers(sim: Sim, id: string, t: MonsterType | undefined, self: Readonly<Monster>): void {
  if (!t || self.dead) return;
  const own = kindsOf(t).own;
  if (!own && self.anger === undefined && self.morale === undefined) {
    // Nothing read or written since the caller's read: its record is still the current one.
    calmAggro(sim, id, t, self);
    return;
  }
  const peek = self;
  if (own && hasAny(t, "STALK") && angerOf(peek, t) > 0 && sim.dice.oneIn(5)) trigger(sim, id, "STALK", 1);
  if (own && hasAny(t, "BRIGHT_LIGHT") && Math.round(lightAt(sim, latest(peek.pos)).light) >= BRIGHT)
    trigger(sim, id, "BRIGHT_LIGHT", 10);
  if (own && hasAny(t, "FIRE")) {
    const fire = fireAround(sim, latest(peek.pos));
    if (fire > 0) trigger(sim, id, "FIRE", fire);
  }
  const now = latest(sim.peekMonster(id));
  if (!now || (now.anger === undefined && now.morale === undefined)) return;
  const morale = clampMood(regain(sim, moraleOf(now, t), t.morale));
  const anger = clampMood(regain(sim, angerOf(now, t), t.aggression));
  if (morale !== moraleOf(now, t) || anger !== angerOf(now, t)) {
    const m = sim.world.monsters[id] as Draft<Monster>;
    m.morale = morale;
    m.anger = anger;
  }
  calmAggro(sim, id, t);
}

/**
 * A monster that took against characters, of a type that does not, may calm down once its anger
 * is back at its type's: unless x_in_y(anger, 100) (monster::process_triggers).
 */
function calmAggro(sim: Sim, id: string, t: MonsterType, current?: Readonly<Monster>): void {
  const now = current ?? latest(sim.peekMonster(id));
  if (t.aggroCharacter || now?.aggro !== true) return;
  if (angerOf(now, t) !== t.aggression || sim.dice.xInY(angerOf(now, t), 100)) return;
  const m = sim.world.monsters[id] as Draft<Monster>;
  delete m.aggro;
  refreshAttitude(sim, m, t);
}

function clampMood(v: number): number {
  return Math.max(-MOOD_CAP, Math.min(MOOD_CAP, v));
}

/** What friendsSee asks of a monster's type: its faction, and whether it has either trigger. */
interface FriendKinds {
  readonly faction: string;
  readonly attacked: boolean;
  readonly died: boolean;
}

/** By monster table and type id (undefined: no such type): friendsSee looks at every monster on every hurt. */
const FRIEND_KINDS = new WeakMap<Sim["content"]["monster"], Map<string, FriendKinds>>();

/** A type that is not in the table: kept as this, so that one look-up answers. */
const NO_KINDS: FriendKinds = { faction: "", attacked: false, died: false };

function friendKindsOf(sim: Sim): Map<string, FriendKinds> {
  let byType = FRIEND_KINDS.get(sim.content.monster);
  if (!byType) FRIEND_KINDS.set(sim.content.monster, (byType = new Map()));
  return byType;
}

function friendKinds(sim: Sim, byType: Map<string, FriendKinds>, type: string): FriendKinds {
  const known = byType.get(type);
  if (known) return known;
  const t = sim.content.monster.get(type);
  const kinds = t
    ? { faction: t.defaultFaction ?? type, attacked: hasAny(t, "FRIEND_ATTACKED"), died: hasAny(t, "FRIEND_DIED") }
    : NO_KINDS;
  byType.set(type, kinds);
  return kinds;
}

/** The kinds of each slot of an alive list, with the type they were found for. */
interface SlotKinds {
  readonly types: (string | undefined)[];
  readonly kinds: (FriendKinds | undefined)[];
}

const SLOT_KINDS = new WeakMap<readonly string[], SlotKinds>();

/** Kept by alive list (sim.monstersAlive): friendsSee runs on every hurt, over every monster. */
function slotKinds(ids: readonly string[]): SlotKinds {
  let kinds = SLOT_KINDS.get(ids);
  if (!kinds) SLOT_KINDS.set(ids, (kinds = { types: new Array(ids.length), kinds: new Array(ids.length) }));
  return kinds;
}

/** FRIEND_ATTACKED / FRIEND_DIED: monsters of the victim's faction that see it react. */
export function friendsSee(sim: Sim, victimId: string, name: "FRIEND_ATTACKED" | "FRIEND_DIED"): void {
  const victim = latest(sim.peekMonster(victimId));
  if (!victim) return;
  const vt = sim.content.monster.get(victim.type);
  const faction = vt?.defaultFaction ?? victim.type;
  const at = latest(victim.pos);
  const died = name === "FRIEND_DIED";
  const ids = sim.monstersAlive();
  const records = aliveRecords(sim, ids);
  const kinds = slotKinds(ids);
  const kindsByType = friendKindsOf(sim);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    if (id === victimId) continue;
    const o = records ? records[i] : latest(sim.peekMonster(id));
    if (!o || o.dead) continue;
    // The slot's kinds, unless its monster changed type since they were found.
    let k = kinds.types[i] === o.type ? kinds.kinds[i] : undefined;
    if (k === undefined) {
      k = friendKinds(sim, kindsByType, o.type);
      kinds.types[i] = o.type;
      kinds.kinds[i] = k;
    }
    if (!(died ? k.died : k.attacked) || k.faction !== faction) continue;
    const t = sim.content.monster.get(o.type);
    const p = latest(o.pos);
    if (!monsterSees(sim, t, p, at, Number.POSITIVE_INFINITY)) continue;
    trigger(sim, id, name, FRIEND_AMOUNT);
  }
}

/** Does a hostile monster flee (negative morale, unless anger + morale > 0 and hp above a third)? */
export function afraid(
  sim: Sim,
  m: Readonly<Monster>,
  t: MonsterType | undefined = sim.content.monster.get(m.type),
): boolean {
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

/**
 * The kernel's damage helper reports hurts and deaths through the Sim's hooks; these are the
 * game's answers to them: aggro against characters when one dealt it, HURT (1 + damage / 3) and
 * the friends' FRIEND_ATTACKED, and the friends' FRIEND_DIED.
 */
export const MOOD_REACTIONS: CreatureReactions = Object.freeze({
  hurt(sim: Sim, id: string, dealt: number, source: string): void {
    // Hurt by a character, it takes against characters (monster::apply_damage).
    const m = sim.world.monsters[id];
    if (m && sim.peekCharacter(source) && m.aggro !== true) {
      const t = sim.content.monster.get(m.type);
      if (!aggroOf(m, t)) m.aggro = true;
    }
    trigger(sim, id, "HURT", 1 + Math.floor(dealt / 3));
    friendsSee(sim, id, "FRIEND_ATTACKED");
  },
  died(sim: Sim, id: string): void {
    friendsSee(sim, id, "FRIEND_DIED");
  },
});
