/**
 * A monster's turn: it gains its moves, picks a target, then spends moves on a special attack
 * (through the area hooks), a plain melee attack when adjacent, or a step towards its target.
 */
import type { Draft } from "immer";
import { creaturePos } from "../../world/creatures.js";
import { distance, inBounds, NEIGHBOURS, samePoint } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Monster, Point } from "../../world/types.js";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import { plainMelee } from "./plain_melee.js";
import { CALLBLOBS } from "./hardcoded/spawners.js";
import type { Sim } from "../../sim/context.js";
import { moveCost } from "../../sim/terrain.js";
import { kill, nameOf } from "../../sim/creature_state.js";
import { monsterMoveBlocked } from "../../mechanics/effects/movement.js";
import { afraid, processTriggers, shy, watchCharacters } from "../../mechanics/mood.js";
import { hostilityOf, refreshAttitude } from "../../mechanics/attitude.js";
import { mayFightMonsters } from "../../mechanics/factions.js";
import { aliveRecords } from "../../mechanics/alive_records.js";
import { bestStep, takeStairs, walkToward } from "./walk.js";
import {
  effectiveSpeed,
  effectsNow,
  hasEffectNow,
  monsterBaseSpeed,
  sightRange,
} from "../../mechanics/effects/status.js";
import { farthestSight, monsterSees, nearestSeenCharacter } from "../../mechanics/senses/sight.js";
import { scentStep } from "../../mechanics/senses/scent.js";
import { regenerate } from "./regenerate.js";
import { keepTogether } from "./group.js";
import { emitField } from "../../mechanics/fields/emit.js";

/** A following monster backs off from a character this close (monster::is_fleeing). */
const FOLLOW_DISTANCE = 4;

/** A monster never takes more than this many actions in one turn (a guard against hooks that spend nothing). */
const MAX_ACTIONS_PER_TURN = 16;

function emitOwnFields(sim: Sim, at: Point, fields: MonsterType["emitFields"]): void {
  for (const f of fields) {
    if (sim.world.turn % f.every !== 0) continue;
    const emit = sim.content.emit.get(f.emit);
    if (emit) emitField(sim, at, emit);
  }
}

/**
 * The turn of monster `id`. `given`: its record as it is now, when the caller has it and no
 * character has its id (MonsterTurnHook); then its effects are read from it.
 */
export function monsterTurn(sim: Sim, id: string, given?: Draft<Monster>): void {
  const m = given ?? sim.world.monsters[id];
  if (!m || m.dead) return;
  // The record is handed to the special attacks while nothing has arrived since it was read.
  const arrivals = sim.arrivals();
  // A summon's time is up: it vanishes (the game's summon timer).
  if (m.expiresAt !== undefined && sim.world.turn >= m.expiresAt) {
    kill(sim, id, "summon_expired");
    return;
  }
  const typeName = m.type;
  const type = sim.content.monster.get(typeName);
  // Healing comes with its effects, before it acts (monster::process_effects; regenerate.ts).
  if (type) regenerate(sim, m, type);
  // Its `emit_fields`, each once every `delay` (monster::process_turn: calendar::once_every).
  if (type && type.emitFields.length > 0) emitOwnFields(sim, latest(m).pos, type.emitFields);
  // Most monsters carry no effect: then speed, sight and impairments need no look-up. Its own
  // record's when given (effectsNow's answer then: no character has its id).
  const affected = (given !== undefined ? latest(latest(m).effects) : effectsNow(sim, id)).length > 0;
  // FORMBLOB's lasting speed-ups and costs count here (status.ts monsterBaseSpeed).
  const speed = monsterBaseSpeed(sim, latest(m), typeNow(m, typeName, type));
  m.moves += affected ? effectiveSpeed(sim, id, speed) : speed;
  const blocked = affected ? monsterMoveBlocked(sim, id) : undefined;
  if (blocked !== undefined) {
    sim.emit({ type: "message", text: `${nameOf(sim, id)} ${blocked}.`, about: id });
    if (blocked === "stumbles") stumble(sim, m);
    m.moves = 0;
    return;
  }
  // Sight depends on the light where the monster looks (mechanics/senses/sight.ts); effects cap it.
  const cap = affected ? sightRange(sim, id, Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  // Its own triggers and mood coming back, then what the characters it sees do to its mood: a
  // neutral monster may be angered into attacking, or frightened (mechanics/mood.ts).
  processTriggers(sim, id, type, latest(m));
  watchCharacters(sim, id, type, cap);
  // Hurt or healed since, its stance follows (mechanics/attitude.ts; a pinned one keeps its own).
  refreshAttitude(sim, m, type);
  // The target is chosen once per turn; a target that dies or leaves sight is given up next turn.
  const picked = pickTarget(sim, m, type, typeName, cap);
  const target = picked?.id;
  if (target === undefined) {
    if (m.target !== undefined) delete m.target;
  } else if (m.target !== target) m.target = target;
  // Where it last saw its target (the game's set_dest in monster::plan, src/monmove.cpp): once the
  // target is out of sight it walks there before it wanders.
  if (picked && !(m.attitude !== "friendly" && afraid(sim, latest(m), typeNow(m, typeName, type))))
    noteGoal(m, picked.pos);
  // GROUP_MORALE and SWARMS: its kin in sight hearten it, or crowd it (group.ts).
  keepTogether(sim, m, type, cap, target !== undefined);
  // IMMOBILE monsters (turrets, fungal blossoms) attack and use their specials but never walk.
  const immobile = type?.flags.includes("IMMOBILE") === true;
  // A sound heard draws the monster for a while (senses/hearing.ts); it runs out a turn a turn.
  const wander = latest(m.wander);
  if (wander) {
    if (wander.turns <= 1 || samePoint(latest(m.pos), wander.pos)) delete m.wander;
    else m.wander = { pos: wander.pos, turns: wander.turns - 1 };
    // A sound being followed replaces the goal (the game's unset_dest when it wanders).
    if (target === undefined && latest(m).goal !== undefined) delete m.goal;
  }
  // A blob a brain called to guard it (CALLBLOBS) keeps next to the brain while it lives.
  const post = guardPost(sim, m);
  for (let actions = 0; m.moves > 0 && !m.dead && actions < MAX_ACTIONS_PER_TURN; actions++) {
    if (triesSpecial(sim, id, target, sim.arrivals() === arrivals ? m : undefined)) continue;
    const tposNow = target === undefined ? undefined : creaturePos(sim.world, target);
    const adjacentTarget = tposNow !== undefined && tposNow.z === m.pos.z && distance(m.pos, tposNow) <= 1;
    if (post && !adjacentTarget) {
      if (immobile || distance(latest(m.pos), post) <= 1) break;
      const back = bestStep(sim, m, post);
      if (!back) break;
      m.moves -= moveCost(sim.content, sim.map(), back);
      sim.relocate(id, back, "walk");
      continue;
    }
    if (target === undefined) {
      if (immobile) break;
      // A shy neutral monster (a deer) keeps away from the characters it sees (mechanics/mood.ts).
      if (m.attitude === "neutral") {
        const wary = mayKeepAway(sim, latest(m));
        const threat = wary
          ? nearestSeenCharacter(sim, type, latest(m.pos), Math.min(cap, farthestSight(type)), cap, true)?.pos
          : undefined;
        if (threat && wary === "near" && distance(latest(m.pos), threat) > FOLLOW_DISTANCE) break;
        const away = threat ? bestStep(sim, m, threat, true) : undefined;
        if (!away) break;
        m.moves -= moveCost(sim.content, sim.map(), away);
        sim.relocate(id, away, "walk");
        continue;
      }
      // No one in sight: go where it last saw its target; else follow its nose (a hostile monster
      // that smells, mechanics/senses/scent.ts), else the sound it heard (monster::move's order).
      const lastSeen = wander ? undefined : latest(m).goal;
      if (lastSeen === undefined && m.attitude === "hostile" && type?.flags.includes("SMELLS")) {
        const sniff = scentStep(
          sim,
          type,
          latest(m.pos),
          (p) => !sim.occupied(p) && moveCost(sim.content, sim.map(), p) > 0,
        );
        if (sniff) {
          m.moves -= moveCost(sim.content, sim.map(), sniff);
          sim.relocate(id, sniff, "walk");
          continue;
        }
      }
      const goal = wander ? wander.pos : lastSeen;
      if (!goal) break;
      const arrived = samePoint(latest(m.pos), goal);
      const walked = arrived ? "stuck" : walkToward(sim, m, type, goal);
      if (walked === "stuck") {
        // Where it last saw its target are stairs: it follows down or up them.
        if (arrived && !wander && takeStairs(sim, m, type)) {
          delete m.goal;
          continue;
        }
        // There, or stuck: the goal is given up (wandering then takes over).
        if (!wander && latest(m).goal !== undefined) delete m.goal;
        break;
      }
      continue;
    }
    const tpos = creaturePos(sim.world, target);
    if (!tpos) break;
    // A monster with the `run` effect (HIT_AND_RUN after a blow), or hostile and afraid, backs off
    // instead of attacking.
    const fleeing =
      (affected && hasEffectNow(sim, id, "run")) ||
      (m.attitude !== "friendly" && afraid(sim, latest(m), typeNow(m, typeName, type)));
    if (!fleeing && tpos.z === m.pos.z && distance(m.pos, tpos) <= 1) {
      // The game's melee with no melee dice deals nothing at all: such a monster does not swing;
      // nor does a PACIFIST one (its flag: it grabs or casts, but never makes a plain attack).
      if ((type?.meleeDice ?? 0) <= 0 || type?.flags.includes("PACIFIST") === true) break;
      plainMelee(sim, id, target);
      continue;
    }
    if (immobile) break;
    if (!fleeing) {
      if (walkToward(sim, m, type, tpos) === "stuck") break;
      continue;
    }
    const next = bestStep(sim, m, tpos, true);
    if (!next) break;
    m.moves -= moveCost(sim.content, sim.map(), next);
    sim.relocate(id, next, "walk");
  }
  // Moves left over from an idle turn do not pile up.
  if (m.moves > 0) m.moves = 0;
}

/**
 * The type the turn looked up (by `typeName`) while that is still the monster's type (a special
 * attack may change it), else undefined: the callee looks it up (the content table's look-up per
 * rule was about 4 % of the tick). The name is compared, not the definition's id: the same text
 * object, most often, so one comparison of pointers.
 */
function typeNow(m: Readonly<Monster>, typeName: string, type: MonsterType | undefined): MonsterType | undefined {
  return m.type === typeName ? type : undefined;
}

/** The areas' special attack hooks in order, until one acts (no closure made per action). */
function triesSpecial(sim: Sim, id: string, target: string | undefined, m: Draft<Monster> | undefined): boolean {
  const hooks = sim.hooks.specialAttacks;
  for (let i = 0; i < hooks.length; i++) if ((hooks[i] as (typeof hooks)[number])(sim, id, target, m)) return true;
  return false;
}

/** Where a guarding monster must stay: next to the living monster it guards (CALLBLOBS). */
function guardPost(sim: Sim, m: Draft<Monster>): Point | undefined {
  const guarding = latest(m.vars)?.[CALLBLOBS.guardKey];
  if (typeof guarding !== "string") return undefined;
  const brain = sim.peekMonster(guarding);
  return brain && !brain.dead ? latest(brain.pos) : undefined;
}

/** Keeps where the monster sees its target now, writing only when it moved. */
function noteGoal(m: Draft<Monster>, p: Point): void {
  const goal = latest(m).goal;
  if (goal && samePoint(goal, p)) return;
  m.goal = { x: p.x, y: p.y, z: p.z };
}

/**
 * Hostile monsters go for the nearest character they can see; any monster also for the nearest
 * monster it is hostile to (friendly ones: hostile monsters; the rest: by their factions, as the
 * game's monster::plan rates targets by distance). Targets on other levels count when seen through
 * open air (sim/terrain.ts canSee3d).
 */
function pickTarget(
  sim: Sim,
  m: Draft<Monster>,
  type: MonsterType | undefined,
  typeName: string,
  cap: number,
): Picked | undefined {
  const self = latest(m) as Readonly<Monster>;
  // Read once (latest gives the current plain record, never a proxy); nothing moves meanwhile.
  const here = latest(self.pos);
  // No light or line is read for what lies beyond the farthest it could see in any light.
  const far = Math.min(cap, farthestSight(type));
  // The nearest it sees, characters first and then monsters, each in id order: on a tie the first
  // wins. Sight is read only for one nearer than the best so far (it changes nothing).
  let best: string | undefined;
  let bestPos: Point | undefined;
  let bestDist = Infinity;
  if (self.attitude === "hostile") {
    const seen = nearestSeenCharacter(sim, type, here, far, cap);
    if (seen) {
      best = seen.id;
      bestPos = seen.pos;
      bestDist = seen.dist;
    }
  }
  // Monsters it is hostile to: a pet's hostile monsters, or other factions' (mechanics/attitude.ts).
  if (!mayFightMonsters(sim, self, typeNow(self, typeName, type))) return answer(best, bestPos);
  // Made on the first other monster in reach: a monster alone (a danger fight's) needs none.
  let hostile: ((o: Readonly<Monster>) => boolean) | undefined;
  // Indexed: an iterator here allocated a result per monster scanned. The distance is read from
  // the kept positions (sim.monsterPlaces); a monster is read only when it is near enough.
  const ids = sim.monstersAlive();
  const places = sim.monsterPlaces();
  const records = aliveRecords(sim, ids);
  const { x: hx, y: hy, z: hz } = here;
  for (let i = 0; i < ids.length; i++) {
    const j = 3 * i;
    const d = Math.max(
      Math.abs((places[j] as number) - hx),
      Math.abs((places[j + 1] as number) - hy),
      Math.abs((places[j + 2] as number) - hz),
    );
    if (d > far || d >= bestDist) continue;
    const id = ids[i] as string;
    if (id === self.id) continue;
    const o = records ? records[i] : sim.peekMonster(id);
    if (!o || o.dead) continue;
    const p = latest(o.pos);
    hostile ??= hostilityOf(sim, self);
    if (!hostile(o) || !monsterSees(sim, type, here, p, cap)) continue;
    best = id;
    bestPos = p;
    bestDist = d;
  }
  return answer(best, bestPos);
}

/** pickTarget's answer: the target and where it stands (a world record's own position). */
interface Picked {
  id: string;
  pos: Point;
}

/** The one answer pickTarget gives, rewritten each time (read at once: every monster picks every turn). */
const PICKED: Picked = { id: "", pos: { x: 0, y: 0, z: 0 } };

function answer(id: string | undefined, pos: Point | undefined): Picked | undefined {
  if (id === undefined || pos === undefined) return undefined;
  PICKED.id = id;
  PICKED.pos = pos;
  return PICKED;
}

/** A stunned monster staggers to a random free neighbour (or stays, when the one picked is taken). */
function stumble(sim: Sim, m: Draft<Monster>): void {
  const [dx, dy] = NEIGHBOURS[sim.dice.int(0, NEIGHBOURS.length - 1)] as readonly [number, number];
  const p = { x: m.pos.x + dx, y: m.pos.y + dy, z: m.pos.z };
  if (!inBounds(sim.map(), p) || sim.occupied(p) || moveCost(sim.content, sim.map(), p) <= 0) return;
  sim.relocate(m.id, p, "stumbled");
}

/**
 * Does a neutral monster keep away from the characters it sees? Pinned: when shy (mood.ts); else
 * by its stance, as the game's is_fleeing: fleeing ("always"), or following ("near": within 4 tiles).
 */
function mayKeepAway(sim: Sim, m: Readonly<Monster>): "always" | "near" | undefined {
  if (m.pinned || m.stance === undefined) return shy(sim, m) ? "always" : undefined;
  if (m.stance === "flee") return "always";
  return m.stance === "follow" ? "near" : undefined;
}
