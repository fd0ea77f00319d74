/**
 * An NPC's steps: towards its target (pursuit) and away from what threatens it (the game's
 * npc::good_escape_direction, simplified: of the free neighbouring tiles, the one farthest from the
 * nearest hostile, ties broken by the summed threat-weighted distance, then by direction order).
 * A step is the `move` action's: the tile's move cost, grabs first (sim.hooks.restraints), the
 * walking stamina, a ledge refuses it.
 */
import type { Sim } from "../../../sim/context.js";
import { character } from "../../../sim/creature_state.js";
import { burnMoveStamina, keepRunning, stepMoves } from "../../../mechanics/fight/stamina.js";
import { characterMoveBlocked, STRUGGLE_MOVES } from "../../../mechanics/effects/movement.js";
import { hasNoFloor, moveCost } from "../../../sim/terrain.js";
import { DIRECTIONS, type Direction, distance, inBounds } from "../../../world/grid.js";
import type { Point } from "../../../world/types.js";
import type { Hostile } from "./danger.js";

/** The neighbouring tiles it could step onto now, in direction order. */
function freeNeighbours(sim: Sim, from: Point): { dir: Direction; to: Point }[] {
  const out: { dir: Direction; to: Point }[] = [];
  for (const dir of Object.keys(DIRECTIONS) as Direction[]) {
    const [dx, dy] = DIRECTIONS[dir];
    const to = { x: from.x + dx, y: from.y + dy, z: from.z };
    if (!inBounds(sim.map(), to) || moveCost(sim.content, sim.map(), to) <= 0 || sim.occupied(to)) continue;
    // Open air is never a step it chooses (the move would be refused as a ledge).
    if (hasNoFloor(sim.content, sim.map(), to)) continue;
    out.push({ dir, to });
  }
  return out;
}

/** The step that brings it closest to `goal` (only one that brings it closer), if any. */
export function stepTowards(sim: Sim, from: Point, goal: Point): Point | undefined {
  const now = distance(from, goal);
  let best: Point | undefined;
  let bestD = now;
  let bestStraight = Number.POSITIVE_INFINITY;
  for (const { to } of freeNeighbours(sim, from)) {
    const d = distance(to, goal);
    // Among equal Chebyshev distances, the one nearer in straight line (so it lines up on its goal).
    const straight = (to.x - goal.x) ** 2 + (to.y - goal.y) ** 2;
    if (d < bestD || (d === bestD && best !== undefined && straight < bestStraight)) {
      best = to;
      bestD = d;
      bestStraight = straight;
    }
  }
  return best;
}

/** The step away from the hostiles, or undefined when no tile is safer than where it stands. */
export function stepAway(sim: Sim, from: Point, hostiles: readonly Hostile[]): Point | undefined {
  const posOf = (id: string): Point | undefined => sim.peekMonster(id)?.pos;
  const score = (p: Point): [number, number] => {
    let nearest = Number.POSITIVE_INFINITY;
    let weighted = 0;
    for (const h of hostiles) {
      const hp = posOf(h.id);
      if (!hp) continue;
      const d = distance(p, hp);
      nearest = Math.min(nearest, d);
      weighted += d * Math.max(1, h.threat);
    }
    return [nearest, weighted];
  };
  let [bestNear, bestWeighted] = score(from);
  let best: Point | undefined;
  for (const { to } of freeNeighbours(sim, from)) {
    const [near, weighted] = score(to);
    if (near > bestNear || (near === bestNear && weighted > bestWeighted)) {
      best = to;
      bestNear = near;
      bestWeighted = weighted;
    }
  }
  return best;
}

/** Walks one step to a neighbouring tile as `move` does; false when held or blocked (moves spent). */
export function walk(sim: Sim, who: string, to: Point): boolean {
  const c = character(sim, who);
  const blocked = characterMoveBlocked(sim, who);
  if (blocked !== undefined) {
    sim.emit({ type: "message", text: `${c.name} ${blocked}.`, about: who });
    c.moves -= STRUGGLE_MOVES;
    return false;
  }
  const cost = moveCost(sim.content, sim.map(), to);
  if (!sim.hooks.restraints.onMove(sim, who, cost > 0 ? cost : 100)) return false;
  keepRunning(sim, c);
  const moves = stepMoves(sim, c, cost);
  c.moves -= moves;
  burnMoveStamina(sim, c, moves);
  // game::walk_move: a step maxes out recoil (the aim is lost).
  delete c.recoil;
  sim.relocate(who, to, "walk");
  return true;
}
