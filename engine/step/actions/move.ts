/**
 * `{"type": "move", "who": id, "dir": "n"}` or `"to": [x, y, z]`: a character steps to a neighbouring
 * tile, or, from stairs (GOES_DOWN / GOES_UP terrain), to the tile below or above (REAL-stairs).
 */
import * as t from "io-ts";
import { distance, inBounds } from "../../world/grid.js";
import { character } from "../../sim/creature_state.js";
import { burnMoveStamina, keepRunning, stepMoves } from "../../mechanics/fight/stamina.js";
import { moveCost } from "../../sim/terrain.js";
import { DIRECTIONS, type Direction } from "../../world/grid.js";
import { direction, point, worldId } from "../../sim/codecs.js";
import type { ActionKind } from "../../sim/action.js";
import type { Point } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { characterMoveBlocked, STRUGGLE_MOVES } from "../../mechanics/effects/movement.js";
import { stairsFrom } from "../../mechanics/route/find.js";

const DIRECTION_NAMES: Readonly<Record<Direction, string>> = {
  n: "north",
  ne: "north-east",
  e: "east",
  se: "south-east",
  s: "south",
  sw: "south-west",
  w: "west",
  nw: "north-west",
};

export interface MoveAction {
  readonly type: "move";
  readonly who: string;
  readonly dir?: Direction;
  readonly to?: Point;
}

function directionTo(from: Point, to: Point): Direction {
  const dx = Math.sign(to.x - from.x);
  const dy = Math.sign(to.y - from.y);
  return (
    (Object.keys(DIRECTIONS) as Direction[]).find((k) => DIRECTIONS[k][0] === dx && DIRECTIONS[k][1] === dy) ?? "n"
  );
}

function randomDirection(sim: Sim): Direction {
  const all = Object.keys(DIRECTIONS) as Direction[];
  return all[sim.dice.int(0, all.length - 1)] as Direction;
}

export const moveKind: ActionKind<MoveAction> = {
  type: "move",
  codec: t.intersection([t.type({ type: t.literal("move"), who: worldId }), t.partial({ dir: direction, to: point })]),
  actor: (a) => a.who,
  describe: (a) => `move ${a.who} ${a.dir ? DIRECTION_NAMES[a.dir] : a.to ? `to ${a.to.x},${a.to.y},${a.to.z}` : ""}`,
  run(sim, a) {
    const c = character(sim, a.who);
    if ((a.dir === undefined) === (a.to === undefined)) sim.refuse('move needs exactly one of "dir" and "to"');
    const blocked = characterMoveBlocked(sim, a.who);
    if (blocked !== undefined) {
      // The game spends the step on the struggle: time passes, the character stays.
      sim.emit({ type: "message", text: `${c.name} ${blocked}.`, about: a.who });
      c.moves -= STRUGGLE_MOVES;
      return;
    }
    const stunned = c.effects.some((e) => e.id === "stunned");
    // Stunned, the game moves the character in a random direction instead.
    const dir = stunned ? randomDirection(sim) : a.dir;
    const d = dir ? DIRECTIONS[dir] : undefined;
    const to: Point = d ? { x: c.pos.x + d[0], y: c.pos.y + d[1], z: c.pos.z } : (a.to as Point);
    if (stunned && (!inBounds(sim.map(), to) || moveCost(sim.content, sim.map(), to) <= 0 || sim.occupied(to))) {
      sim.emit({ type: "message", text: `${c.name} stumbles.`, about: a.who });
      c.moves -= STRUGGLE_MOVES;
      return;
    }
    const stairs = to.z !== c.pos.z ? stairsFrom(sim, c.pos) : undefined;
    const byStairs = stairs !== undefined && stairs.x === to.x && stairs.y === to.y && stairs.z === to.z;
    if (!byStairs && (to.z !== c.pos.z || distance(c.pos, to) !== 1))
      sim.refuse(`${a.who} can only step to a neighbouring tile on its level, or take the stairs it stands on`);
    if (!inBounds(sim.map(), to)) sim.refuse(`${to.x},${to.y} is outside the map`);
    sim.hooks.ledges?.refuseStep(sim, a.who, to, dir ?? directionTo(c.pos, to));
    const cost = moveCost(sim.content, sim.map(), to);
    // D4-R-attempt: a grabbed character first tries to break free; held, the step's moves go on that.
    if (!sim.hooks.restraints.onMove(sim, a.who, cost > 0 ? cost : 100)) return;
    if (cost <= 0) sim.refuse(`${to.x},${to.y},${to.z} cannot be walked on`);
    if (sim.occupied(to)) sim.refuse(`${to.x},${to.y},${to.z} is occupied`);
    // A runner too tired or hurt to run walks this step (Character::can_run); the mode sets the
    // step's moves and stamina (run_cost, burn_move_stamina).
    if (c.moveMode !== undefined && c.moveMode !== "walk" && !sim.content.movement_mode.has(c.moveMode))
      sim.refuse(`${a.who}'s moveMode ${JSON.stringify(c.moveMode)} is no movement_mode of the content`);
    keepRunning(sim, c);
    const moves = stepMoves(sim, c, cost);
    c.moves -= moves;
    burnMoveStamina(sim, c, moves);
    // game::walk_move: a step maxes out recoil (the aim is lost; engine/mechanics/fight/aim.ts).
    delete c.recoil;
    sim.relocate(a.who, to, byStairs ? "stairs" : "walk");
  },
};
