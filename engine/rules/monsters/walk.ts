/**
 * A monster's walk towards a goal, as the game's monster::move does it (src/monmove.cpp): a plain
 * step to the free neighbour that gets closest; when none does, the route its path_settings let it
 * find (mechanics/route/), kept and followed while the goal stays; failing both, the tile straight
 * ahead. On the way it opens a closed door when it has CAN_OPEN_DOORS (100 moves), bashes what
 * blocks it when it can (bash_tile.ts, 100 moves, with GROUP_BASH monsters lined up behind adding
 * their strength divided by their distance: monster::group_bash_skill), and takes stairs that
 * its route uses. Simplified: the bash's sound is "smash!" (volume 18) when it breaks and "whump!"
 * (volume 12) when it holds, not the terrain's own; no vehicles; ramps and climbing are not routes.
 */
import type { Draft } from "immer";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type { Sim } from "../../sim/context.js";
import { moveCost, tileEnterable } from "../../sim/terrain.js";
import { nameOf } from "../../sim/creature_state.js";
import { distance, hypot, inBounds, NEIGHBOURS, samePoint, tileAt } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Monster, Point } from "../../world/types.js";
import { findRoute, stairsFrom } from "../../mechanics/route/find.js";
import { bashDataAt, IMPASSABLE, openedAt, stepCost, type Walker } from "../../mechanics/route/obstacles.js";
import { bashTile } from "./bash_tile.js";

/** What the walk did: stepped, spent its moves on a door or a bash, or could do nothing. */
export type WalkOutcome = "moved" | "acted" | "stuck";

/** Opening a door and one bash both cost 100 moves (monster::move, bash_at). */
const ACT_COST = 100;
/** GROUP_BASH helpers count up to this many tiles behind the basher. */
const HELPER_DEPTH = 5;
const BASH_SOUND = { broke: { text: "smash!", volume: 18 }, held: { text: "whump!", volume: 12 } } as const;

/** How a type gets about, and whether it staggers (STUMBLES) as it walks. */
interface Gait extends Walker {
  readonly stumbles: boolean;
}

const WALKERS = new WeakMap<MonsterType, Gait>();

/** The game's bash_skill (MonsterGenerator::calc_bash_skill) and the rest of how it gets about. */
export function walkerOf(t: MonsterType): Gait {
  let w = WALKERS.get(t);
  if (!w) {
    const base = t.meleeDice * t.meleeDiceSides;
    const bashSkill = t.flags.includes("BORES")
      ? base * 15
      : t.flags.includes("DESTROYS")
        ? Math.floor(base * 2.5)
        : t.flags.includes("BASHES")
          ? base
          : 0;
    w = {
      settings: t.pathSettings,
      bashSkill,
      opensDoors: t.flags.includes("CAN_OPEN_DOORS"),
      flies: t.flags.includes("FLIES"),
      stumbles: t.flags.includes("STUMBLES"),
    };
    WALKERS.set(t, w);
  }
  return w;
}

/** bestStep's neighbour being looked at (no callback runs while it is in use). */
const SCRATCH = { x: 0, y: 0, z: 0 };

/**
 * NEIGHBOURS' offsets, x and y apart, in its order: bestStep reads them for every monster every
 * turn, and taking a pair apart (`const [dx, dy] = ...`) cost a tenth of its time.
 */
const NEIGHBOUR_DX = Int8Array.from(NEIGHBOURS, ([dx]) => dx);
const NEIGHBOUR_DY = Int8Array.from(NEIGHBOURS, ([, dy]) => dy);

/**
 * The free, passable neighbour that gets closest to the goal (`away`: farthest from it); ties go
 * to the first direction; none better than staying: undefined. A STUMBLES monster walking towards
 * its goal staggers as monster::move lets it (src/monmove.cpp): of the neighbours that get it
 * closer, most direct first, each in turn replaces the one picked on x_in_y(progress, the sum of
 * 2 × progress so far), so the most direct is the likeliest and any step that gains may be taken.
 */
export function bestStep(
  sim: Sim,
  m: Draft<Monster>,
  goal: Point,
  away = false,
  type: MonsterType | undefined = sim.content.monster.get(m.type),
): Point | undefined {
  const { x: fx, y: fy, z: fz } = m.pos;
  const gx = goal.x;
  const gy = goal.y;
  const sign = away ? -1 : 1;
  const start = hypot(fx - gx, fy - gy);
  let bestScore = sign * start;
  // Walking monsters do not step off a ledge (they would fall); flying ones may.
  const flies = type !== undefined && walkerOf(type).flies;
  const stumbles = !away && type !== undefined && walkerOf(type).stumbles;
  // Made only for a monster that stumbles.
  const closer: { readonly p: Point; readonly progress: number }[] | undefined = stumbles ? [] : undefined;
  const map = sim.map();
  const content = sim.content;
  // No point for a neighbour looked at (every monster walks every turn): the best one is made at
  // the end. The distances are euclidean's (grid.ts hypot), so ties fall as before.
  const p = SCRATCH;
  p.z = fz;
  let bestX = 0;
  let bestY = 0;
  let found = false;
  for (let i = 0; i < NEIGHBOUR_DX.length; i++) {
    p.x = fx + (NEIGHBOUR_DX[i] as number);
    p.y = fy + (NEIGHBOUR_DY[i] as number);
    const score = sign * hypot(p.x - gx, p.y - gy);
    const gains = closer !== undefined && score < sign * start;
    // A neighbour no better than the best so far is never picked: who stands there and its tile
    // need not be read (a crowd's monsters ask every turn), unless a stumbler lists it as a gain.
    if (score >= bestScore && !gains) continue;
    if (!inBounds(map, p) || sim.occupied(p)) continue;
    if (!tileEnterable(content, tileAt(map, p), flies)) continue;
    if (gains) closer.push({ p: { x: p.x, y: p.y, z: fz }, progress: start - score });
    if (score < bestScore) {
      bestX = p.x;
      bestY = p.y;
      found = true;
      bestScore = score;
    }
  }
  const best = found ? { x: bestX, y: bestY, z: fz } : undefined;
  if (!closer || closer.length < 2) return best;
  closer.sort((a, b) => b.progress - a.progress);
  let picked: Point | undefined;
  let switchChance = 0;
  for (const c of closer) {
    switchChance += c.progress * 2;
    if (picked === undefined || sim.dice.chance(c.progress / switchChance)) picked = c.p;
  }
  return picked;
}

/** The neighbour straight towards the goal on the monster's level. */
function straightAhead(from: Point, goal: Point): Point {
  return { x: from.x + Math.sign(goal.x - from.x), y: from.y + Math.sign(goal.y - from.y), z: from.z };
}

/** Is `next` one step from `here`: a neighbour on its level, or where the stairs under it lead? */
function oneStep(sim: Sim, here: Point, next: Point): boolean {
  if (next.z === here.z) return distance(here, next) === 1;
  const s = stairsFrom(sim, here);
  return s !== undefined && samePoint(s, next);
}

/** The next step of its kept route to this goal (dropping a route that no longer fits). */
function routeStep(sim: Sim, m: Draft<Monster>, goal: Point): Point | "none" | undefined {
  const r = latest(m.route);
  if (!r) return undefined;
  // A search that found nothing is not repeated until the goal moves.
  if (r.steps.length === 0 && samePoint(r.goal, goal)) return "none";
  const next = r.steps[0];
  if (next && samePoint(r.goal, goal) && oneStep(sim, latest(m.pos), next)) return next;
  delete m.route;
  return undefined;
}

function advanceRoute(m: Draft<Monster>): void {
  const r = latest(m.route);
  if (!r) return;
  if (r.steps.length <= 1) delete m.route;
  else m.route = { goal: r.goal, steps: r.steps.slice(1) };
}

/** The basher's strength with the GROUP_BASH monsters lined up behind it (monster::group_bash_skill). */
function groupBash(sim: Sim, m: Draft<Monster>, t: MonsterType, target: Point): number {
  const own = walkerOf(t).bashSkill;
  if (!t.flags.includes("GROUP_BASH")) return own;
  const here = latest(m.pos);
  const dx = here.x - target.x;
  const dy = here.y - target.y;
  let total = own;
  for (let d = 2; d <= HELPER_DEPTH; d++) {
    const p = { x: target.x + dx * d, y: target.y + dy * d, z: here.z };
    const helper = monsterAt(sim, p);
    const ht = helper ? sim.content.monster.get(helper.type) : undefined;
    if (!helper || !ht?.flags.includes("GROUP_BASH")) break;
    total += Math.floor(walkerOf(ht).bashSkill / d);
  }
  return total;
}

function monsterAt(sim: Sim, p: Point): Readonly<Monster> | undefined {
  if (!sim.occupied(p)) return undefined;
  for (const id of sim.monsterIds()) {
    const o = sim.peekMonster(id);
    if (o && !o.dead && samePoint(latest(o.pos), p)) return o;
  }
  return undefined;
}

/** Opens the door at `p` (its `open` terrain or furniture). */
function openDoor(sim: Sim, m: Draft<Monster>, p: Point): boolean {
  const opened = openedAt(sim.content, sim.map(), p);
  const tile = tileAt(sim.map(), p);
  if (!opened || !tile) return false;
  const at = { x: p.x, y: p.y, z: p.z };
  if (opened.terrain !== undefined) {
    const to = opened.terrain;
    const from = tile.ter;
    sim.editTile(p, (t) => {
      t.ter = to;
    });
    sim.emit({ type: "tile_changed", pos: at, terrain: { from, to } });
  } else if (opened.furniture !== undefined) {
    const to = opened.furniture;
    const from = tile.furn ?? null;
    sim.editTile(p, (t) => {
      t.furn = to;
    });
    sim.emit({ type: "tile_changed", pos: at, furniture: { from, to } });
  }
  sim.emit({ type: "message", text: `${nameOf(sim, m.id)} opens the door.`, about: m.id });
  m.moves -= ACT_COST;
  return true;
}

/** Bashes the obstacle at `p` (100 moves) and makes its noise. */
function bash(sim: Sim, m: Draft<Monster>, t: MonsterType, p: Point): boolean {
  const strength = groupBash(sim, m, t, p);
  if (strength <= 0 || !bashDataAt(sim.content, sim.map(), p)) return false;
  const outcome = bashTile(sim, p, strength);
  if (outcome === "nothing") return false;
  const sound = outcome === "held" ? BASH_SOUND.held : BASH_SOUND.broke;
  sim.emit({
    type: "sound",
    description: sound.text,
    volume: sound.volume,
    pos: { x: p.x, y: p.y, z: p.z },
    source: m.id,
  });
  sim.emit({
    type: "rule",
    name: "monster_bash",
    data: { who: m.id, at: { x: p.x, y: p.y, z: p.z }, strength, outcome },
  });
  m.moves -= ACT_COST;
  return true;
}

/** One action of walking towards `goal`. */
export function walkToward(sim: Sim, m: Draft<Monster>, t: MonsterType | undefined, goal: Point): WalkOutcome {
  const here = latest(m.pos);
  if (samePoint(here, goal)) return "stuck";
  const kept = routeStep(sim, m, goal);
  let next = kept === "none" ? undefined : kept;
  // The type in hand when it is still the monster's (a special attack may have changed it).
  if (!next && goal.z === here.z) next = bestStep(sim, m, goal, false, t?.id === m.type ? t : undefined);
  if (!next && t && kept !== "none" && t.pathSettings.maxDist > 0) {
    const steps = findRoute(sim, walkerOf(t), here, goal) ?? [];
    m.route = { goal: { x: goal.x, y: goal.y, z: goal.z }, steps };
    next = steps[0];
  }
  if (!next && t && goal.z === here.z) {
    // No way round: the obstacle straight ahead, when it can open or bash it.
    const ahead = straightAhead(here, goal);
    // A free tile ahead (most often another monster's) is no obstacle: its cost is read first.
    if (moveCost(sim.content, sim.map(), ahead) <= 0 && stepCost(sim, walkerOf(t), ahead) !== IMPASSABLE) next = ahead;
  }
  if (!next) return "stuck";
  const cost = moveCost(sim.content, sim.map(), next);
  if (cost > 0) {
    if (sim.occupied(next)) return "stuck";
    m.moves -= cost;
    advanceRoute(m);
    sim.relocate(m.id, next, next.z === here.z ? "walk" : "stairs");
    return "moved";
  }
  if (!t) return "stuck";
  if (t.flags.includes("CAN_OPEN_DOORS") && openDoor(sim, m, next)) return "acted";
  if (bash(sim, m, t, next)) return "acted";
  delete m.route;
  return "stuck";
}

/** At its goal on stairs, it takes them (the game's monsters follow a character up or down). */
export function takeStairs(sim: Sim, m: Draft<Monster>, t: MonsterType | undefined): boolean {
  if (!t?.pathSettings.allowClimbStairs) return false;
  const to = stairsFrom(sim, latest(m.pos));
  if (!to || sim.occupied(to)) return false;
  const cost = moveCost(sim.content, sim.map(), to);
  if (cost <= 0) return false;
  m.moves -= cost;
  sim.relocate(m.id, to, "stairs");
  return true;
}
