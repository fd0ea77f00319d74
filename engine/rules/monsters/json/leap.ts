/**
 * The `leap` kind (D6-leap-*): the monster jumps to the acceptable visible destination closest to
 * its target (D6-leap-dest), or to a random one with `random_leap`. A destination lies within
 * [min_range, max_range] (Euclidean with the circular-distance setting, else Chebyshev:
 * D6-leap-trigdist), is empty, seen, reached by a straight passable line (no SMALL_PASSAGE for
 * monsters above medium size), and, unless `prefer_leap` or `random_leap`, strictly closer to the
 * target. Without `ignore_dest_terrain` it must be plain ground (no LIQUID / DEEP_WATER / NO_FLOOR
 * terrain); without `ignore_dest_danger` no field or trap. No destination: no moves, no cooldown.
 * What it leaps towards is where it is heading, as the game's leap uses the monster's destination:
 * its target, else the sound it follows, else where it last saw a target; a monster heading nowhere
 * does not leap, even with `allow_no_target` or `random_leap`.
 */
import type { LeapAttack } from "../../../content/kinds/monsters/attack_types.js";
import type { Sim } from "../../../sim/context.js";
import { nameOf } from "../../../sim/creature_state.js";
import { canSee, passable } from "../../../sim/terrain.js";
import { creaturePos } from "../../../world/creatures.js";
import { distance, euclidean, inBounds, line, tileAt } from "../../../world/grid.js";
import { latest } from "../../../world/peek.js";
import type { Point } from "../../../world/types.js";
import type { AttackCall } from "../attack_context.js";
import { applyEffects, isAlive, livingMonster, monsterType, sizeOfVolume } from "../combat.js";
import { evalCondition } from "../condition.js";
import { format } from "../text.js";

const UNSAFE_TERRAIN = ["LIQUID", "DEEP_WATER", "NO_FLOOR"];

export function leapDistance(sim: Sim, a: Point, b: Point): number {
  return sim.world.settings.trigdist ? euclidean(a, b) : distance(a, b);
}

export function performLeap(call: AttackCall<LeapAttack>): boolean {
  const { sim, monsterId, targetId, attack: a, key } = call;
  const m = livingMonster(sim, monsterId);
  if (!m) return false;
  const hasTarget = targetId !== undefined && isAlive(sim, targetId);
  if (!hasTarget && !a.allowNoTarget) return false;
  const tpos = hasTarget ? creaturePos(sim.world, targetId) : (latest(m.wander)?.pos ?? latest(m).goal);
  if (!tpos) return false;
  const here: Point = { x: m.pos.x, y: m.pos.y, z: m.pos.z };
  const d = leapDistance(sim, here, tpos);
  if (d < a.minConsiderRange || d > a.maxConsiderRange) return false;
  if (!a.preferLeap && tpos.z === here.z && distance(here, tpos) <= 1) return false;
  if (!evalCondition(sim, a.condition, { u: monsterId, npc: undefined }, `attack ${key} of ${m.type}`)) return false;

  const type = monsterType(sim, monsterId);
  const big = sizeOfVolume(type?.volume ?? 0) === "large" || sizeOfVolume(type?.volume ?? 0) === "huge";
  const reach = Math.ceil(a.maxRange);
  const now = leapDistance(sim, here, tpos);
  let best: Point[] = [];
  let bestScore = Infinity;
  // From 0 - reach, not -reach: no -0 at reach 0 (see death_spell.ts areaOf).
  for (let dy = 0 - reach; dy <= reach; dy++) {
    for (let dx = 0 - reach; dx <= reach; dx++) {
      const p: Point = { x: here.x + dx, y: here.y + dy, z: here.z };
      if (!inBounds(sim.map(), p)) continue;
      const d = leapDistance(sim, here, p);
      if (d < a.minRange || d > a.maxRange || d === 0) continue;
      const score = a.randomLeap ? 0 : leapDistance(sim, p, tpos);
      if (!a.preferLeap && !a.randomLeap && score >= now) continue;
      if (!a.randomLeap && score > bestScore) continue;
      if (!acceptable(sim, here, p, a, big)) continue;
      if (score < bestScore && !a.randomLeap) {
        best = [];
        bestScore = score;
      }
      best.push(p);
    }
  }
  const to = sim.dice.pick(best);
  if (!to) return false;
  m.moves -= a.moveCost;
  const seen = Object.values(sim.world.characters).some(
    (c) =>
      !c.dead &&
      c.isPlayer &&
      (canSee(sim.content, sim.map(), c.pos, here) || canSee(sim.content, sim.map(), c.pos, to)),
  );
  sim.relocate(monsterId, to, "leapt");
  if (seen)
    sim.emit({
      type: "message",
      text: format(a.message, [nameOf(sim, monsterId).replace(/^the /, "")]),
      about: monsterId,
    });
  applyEffects(sim, monsterId, a.selfEffects, undefined);
  return true;
}

function acceptable(sim: Sim, from: Point, p: Point, a: LeapAttack, big: boolean): boolean {
  if (sim.occupied(p) || !passable(sim.content, sim.map(), p)) return false;
  const tile = tileAt(sim.map(), p);
  if (!tile) return false;
  if (!a.ignoreDestTerrain) {
    const flags = sim.content.terrain.get(tile.ter)?.flags ?? [];
    if (UNSAFE_TERRAIN.some((f) => flags.includes(f))) return false;
  }
  if (!a.ignoreDestDanger && ((tile.fields?.length ?? 0) > 0 || tile.trap !== undefined)) return false;
  if (!canSee(sim.content, sim.map(), from, p)) return false;
  for (const q of line(from, p)) {
    const pt = { x: q.x, y: q.y, z: from.z };
    if (!passable(sim.content, sim.map(), pt)) return false;
    if (big) {
      const t = tileAt(sim.map(), pt);
      const f = t
        ? [
            ...(sim.content.terrain.get(t.ter)?.flags ?? []),
            ...(t.furn ? (sim.content.furniture.get(t.furn)?.flags ?? []) : []),
          ]
        : [];
      if (f.includes("SMALL_PASSAGE")) return false;
    }
  }
  return true;
}
