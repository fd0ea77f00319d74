/**
 * An explosion, as the game's explosion_handler does it (src/explosion.cpp _make_explosion and
 * do_blast; the newest version read, which scales the power by 1/8, version uncertain): the spell
 * effect `explosion` of a death spell (spell_effect::explosion: power = the spell's damage,
 * distance factor = its aoe / 10, fiery) is the one user so far.
 *
 * - Sound: power × 2 (fiery) or × 10, as volume: 30 or more "a huge explosion!", 4 or more "an
 *   explosion!", else above 0 "a loud pop!" at volume 3.
 * - Blast, with power / 8 as the blast's power: the epicentre is bashed with the power (× 2 when
 *   not fiery); then the tiles are reached nearest first (orthogonal steps 1, diagonal √2, each
 *   reached distance × rng_float(1, 1.2) as it is taken), the force at a tile being power ×
 *   factor^distance; a tile with force ≤ 1 or an impassable one (but the epicentre) spreads no
 *   further; from each tile every neighbour not yet reached is bashed with half the force when
 *   fiery, else force + 2 × force / (its free neighbours, at least 1) (the shaped charge).
 * - Then every reached tile with force ≥ 1: fiery, a fire of intensity (force > 50) + (force >
 *   100) + 1 when force > 10 or x_in_y(force, 10); a monster there takes max(0, rng_float(−d ×
 *   0.25 / target size, 3d)) with d = max(0, force − its torso bash armour / 2), unarmoured; a
 *   character takes bash of rng(force × low, force × high) on each of torso and head (2..3, armour
 *   × 0.5) and the four limbs (2..3.5, armour × 0.4).
 *
 * Simplified: one level (no floors bashed, no z spread), no attenuation by the terrain's and
 * furniture's `coverage`, no items smashed, no vehicles, no shrapnel (no death spell has any).
 */
import type { Sim } from "../../sim/context.js";
import { applyDamage } from "../../sim/creature_state.js";
import { passable } from "../../sim/terrain.js";
import { inBounds, SPREAD_NEIGHBOURS } from "../../world/grid.js";
import type { Point } from "../../world/types.js";
import { addField } from "../../mechanics/fields/edit.js";
import { dealDamage, resistance } from "../../mechanics/damage.js";
import { bashTile } from "./bash_tile.js";
import { creatureOn, monsterType, sizeOf, type Size } from "./combat.js";

export interface Blast {
  /** The game's explosion_data power (grams of TNT). */
  readonly power: number;
  /** The game's distance_factor (0 < factor < 1). */
  readonly factor: number;
  readonly fire: boolean;
}

/** The game's occupied_tile_fraction by size (ranged_target_size). */
const TARGET_SIZE: Readonly<Record<Size, number>> = { tiny: 0.1, small: 0.25, medium: 0.5, large: 0.75, huge: 1 };
const SMALLER: Readonly<Record<Size, Size>> = {
  tiny: "tiny",
  small: "tiny",
  medium: "small",
  large: "medium",
  huge: "large",
};

/** The blast's power divisor (_make_explosion: power in grams of TNT over 8). */
export const BLAST_DIVISOR = 8;

/** The body parts a blast hits on a character: low and high multipliers of the force, armour multiplier. */
export const BLAST_PARTS: readonly (readonly [string, number, number, number])[] = [
  ["torso", 2, 3, 0.5],
  ["head", 2, 3, 0.5],
  ["leg_l", 2, 3.5, 0.4],
  ["leg_r", 2, 3.5, 0.4],
  ["arm_l", 2, 3.5, 0.4],
  ["arm_r", 2, 3.5, 0.4],
];

// Explosions set off while one is under way (a blast killing another exploding monster) wait
// their turn, as the game's queue of explosions (explosion_handler::process_explosions) has them.
const PENDING = new WeakMap<Sim, { source: string; at: Point; ex: Blast }[]>();

export function explode(sim: Sim, source: string, at: Point, ex: Blast): void {
  const pending = PENDING.get(sim);
  if (pending) {
    pending.push({ source, at: { x: at.x, y: at.y, z: at.z }, ex });
    return;
  }
  const queue = [{ source, at, ex }];
  PENDING.set(sim, queue);
  try {
    for (let next = queue.shift(); next; next = queue.shift()) makeExplosion(sim, next.source, next.at, next.ex);
  } finally {
    PENDING.delete(sim);
  }
}

function makeExplosion(sim: Sim, source: string, at: Point, ex: Blast): void {
  const noise = Math.trunc(ex.power * (ex.fire ? 2 : 10));
  const pos = { x: at.x, y: at.y, z: at.z };
  if (noise >= 30) sim.emit({ type: "sound", description: "a huge explosion!", volume: noise, pos, source });
  else if (noise >= 4) sim.emit({ type: "sound", description: "an explosion!", volume: noise, pos, source });
  else if (noise > 0) sim.emit({ type: "sound", description: "a loud pop!", volume: 3, pos, source });
  let tiles = 0;
  if (ex.factor > 0 && ex.factor < 1 && ex.power > 0) tiles = blast(sim, source, at, ex.power / BLAST_DIVISOR, ex);
  sim.emit({
    type: "rule",
    name: "explosion",
    data: { by: source, x: at.x, y: at.y, z: at.z, power: ex.power, factor: ex.factor, fire: ex.fire, tiles },
  });
}

const key = (p: Point): string => `${p.x},${p.y}`;

/** do_blast on the epicentre's level; returns how many tiles felt a force of 1 or more. */
function blast(sim: Sim, source: string, p: Point, power: number, ex: Blast): number {
  const map = sim.map();
  const free = (q: Point): boolean => inBounds(map, q) && passable(sim.content, map, q);
  bashTile(sim, p, ex.fire ? power : 2 * power);
  // Nearest first; among equal distances the one reached first (the game's heap leaves it open).
  const open: { d: number; p: Point; n: number }[] = [{ d: 0, p, n: 0 }];
  let pushed = 1;
  const closed = new Map<string, Point>();
  const dist = new Map<string, number>([[key(p), 0]]);
  while (open.length > 0) {
    let best = 0;
    for (let i = 1; i < open.length; i++) {
      const a = open[i];
      const b = open[best];
      if (a && b && (a.d < b.d || (a.d === b.d && a.n < b.n))) best = i;
    }
    const [top] = open.splice(best, 1);
    if (!top) break;
    const distance = top.d * sim.dice.range(1, 1.2);
    const pt = top.p;
    if (closed.has(key(pt))) continue;
    closed.set(key(pt), pt);
    const force = power * ex.factor ** distance;
    if (force <= 1) continue;
    const isCentre = pt.x === p.x && pt.y === p.y;
    if (!isCentre && !free(pt)) continue;
    let empty = 0;
    for (const [dx, dy] of SPREAD_NEIGHBOURS) {
      const q = { x: pt.x + dx, y: pt.y + dy, z: pt.z };
      if (!closed.has(key(q)) && free(q)) empty++;
    }
    empty = Math.max(1, empty);
    for (const [dx, dy] of SPREAD_NEIGHBOURS) {
      const q = { x: pt.x + dx, y: pt.y + dy, z: pt.z };
      if (closed.has(key(q)) || !inBounds(map, q)) continue;
      if (q.x !== p.x || q.y !== p.y) bashTile(sim, q, ex.fire ? force / 2 : force + (2 * force) / empty);
      const next = distance + (dx === 0 || dy === 0 ? 1 : Math.SQRT2);
      const known = dist.get(key(q));
      if (known === undefined || known > next) {
        open.push({ d: next, p: q, n: pushed++ });
        dist.set(key(q), next);
      }
    }
  }
  // The game walks its std::set of points: by x, then y.
  const reached = [...closed.values()].sort((a, b) => a.x - b.x || a.y - b.y);
  let felt = 0;
  for (const pt of reached) {
    const force = power * ex.factor ** (dist.get(key(pt)) ?? 0);
    if (force < 1) continue;
    felt++;
    if (ex.fire) {
      const intensity = (force > 50 ? 1 : 0) + (force > 100 ? 1 : 0) + (force > 10 || sim.dice.xInY(force, 10) ? 1 : 0);
      if (intensity > 0) addField(sim, pt, "fd_fire", intensity);
    }
    const who = creatureOn(sim, pt);
    if (who !== undefined) hit(sim, source, who, force);
  }
  return felt;
}

function hit(sim: Sim, source: string, id: string, force: number): void {
  if (sim.peekCharacter(id)) {
    for (const [part, low, high, armor] of BLAST_PARTS) {
      if (sim.peekCharacter(id)?.dead) return;
      const amount = sim.dice.int(Math.trunc(force * low), Math.trunc(force * high));
      const u = { damageType: "bash", amount, armorPenetration: 0, armorMultiplier: armor, damageMultiplier: 1 };
      dealDamage(sim, id, part, [u], source, "ranged", { vector: "none" });
    }
    return;
  }
  const d = Math.max(force - resistance(sim, id, "torso", "bash") / 2, 0);
  const size = sizeOf(sim, id);
  const hard = monsterType(sim, id)?.flags.includes("HARDTOSHOOT") === true;
  const target = TARGET_SIZE[hard ? SMALLER[size] : size];
  const dealt = Math.trunc(Math.max(0, sim.dice.range((-d * 0.25) / target, d * 3)));
  if (dealt > 0) applyDamage(sim, id, dealt, "bash", "torso", source);
}
