/**
 * `controls_gate` (B2-controls_gate): "Use the <terrain>?" (answers.confirm), then the gate keyed by
 * the controller terrain opens or closes (src/gates.cpp): from each orthogonal neighbour that is
 * one of the gate's walls (any WALL terrain when the list is empty), walking outwards in each of
 * the 4 directions, door tiles become floor (opening) or floor tiles become door (closing). The
 * gate opens when any door tile is found, else closes. A creature under a closing gate takes the
 * gate's bashing damage and that tile stays open (the fail message). The pull costs `moves`.
 */
import { applyDamage } from "../../../sim/creature_state.js";
import type { Point } from "../../../world/types.js";
import { confirmed, rule, say, setTerrain, spend, tileOf, type ExamineCtx } from "../context.js";

const DIRS: readonly [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

export function controlsGate(ctx: ExamineCtx): void {
  const controller = tileOf(ctx)?.ter ?? "";
  const gate = ctx.sim.content.gate.get(controller);
  if (!gate) return say(ctx, "Nothing happens.");
  if (!confirmed(ctx)) return say(ctx, `You leave the ${ctx.def.name} alone.`);
  const isWall = (p: Point): boolean => {
    const ter = tileOf(ctx, p)?.ter;
    if (ter === undefined) return false;
    return gate.walls.length > 0
      ? gate.walls.includes(ter)
      : (ctx.sim.content.terrain.get(ter)?.flags.includes("WALL") ?? false);
  };
  const runs: Point[][] = [];
  for (const [wx, wy] of DIRS) {
    const wall = { x: ctx.pos.x + wx, y: ctx.pos.y + wy, z: ctx.pos.z };
    if (!isWall(wall)) continue;
    for (const [dx, dy] of DIRS) {
      const run: Point[] = [];
      let p = { x: wall.x + dx, y: wall.y + dy, z: wall.z };
      while (run.length < 64) {
        const ter = tileOf(ctx, p)?.ter;
        if (ter !== gate.door && ter !== gate.floor) break;
        run.push(p);
        p = { x: p.x + dx, y: p.y + dy, z: p.z };
      }
      if (run.length > 0) runs.push(run);
    }
  }
  const tiles = runs.flat();
  if (tiles.length === 0) return say(ctx, "Nothing happens.");
  const open = tiles.some((p) => tileOf(ctx, p)?.ter === gate.door);
  spend(ctx, gate.moves);
  let blocked = 0;
  for (const p of tiles) {
    const ter = tileOf(ctx, p)?.ter;
    if (open && ter === gate.door) setTerrain(ctx, p, gate.floor);
    if (!open && ter === gate.floor) {
      const who = [...ctx.sim.characterIds(), ...ctx.sim.monsterIds()].find((id) => {
        const c = ctx.sim.world.characters[id] ?? ctx.sim.world.monsters[id];
        return c && !c.dead && c.pos.x === p.x && c.pos.y === p.y && c.pos.z === p.z;
      });
      if (who !== undefined) {
        blocked++;
        applyDamage(ctx.sim, who, gate.bashingDamage, "bash", undefined, "gate");
        continue;
      }
      setTerrain(ctx, p, gate.door);
    }
  }
  rule(ctx, open ? "gate_opened" : "gate_closed", { gate: gate.id, tiles: tiles.length, blocked });
  if (blocked > 0) say(ctx, gate.messages.fail ?? "The gate is stuck.");
  else
    say(
      ctx,
      (open ? gate.messages.open : gate.messages.close) ?? (open ? "The gate is opened!" : "The gate is closed!"),
    );
}
