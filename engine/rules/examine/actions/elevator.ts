/**
 * `elevator` (B2-elevator): the examiner must stand on an ELEVATOR tile within 11 tiles of the
 * examined one. Floors are the levels whose tile at the examined x, y also has the elevator action;
 * answers.floor picks the destination z (default: the nearest other floor, the lower one on a tie).
 * Every creature and item on the elevator (the ELEVATOR tiles connected to the examiner's)
 * travels to the same x, y on the destination; creatures already there are moved aside to the
 * nearest free passable non-elevator tile within 10.
 */
import { castDraft } from "immer";
import { distance, levelAt, tileAt } from "../../../world/grid.js";
import type { Point } from "../../../world/types.js";
import { passable } from "../../../sim/terrain.js";
import { rule, say, tileOf, type ExamineCtx } from "../context.js";

export const ELEVATOR_REACH = 11;
const N4: readonly [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

function isElevator(ctx: ExamineCtx, p: Point): boolean {
  const t = tileAt(ctx.sim.map(), p);
  if (!t) return false;
  const defs = [ctx.sim.content.terrain.get(t.ter), t.furn ? ctx.sim.content.furniture.get(t.furn) : undefined];
  return defs.some((d) => d?.flags.includes("ELEVATOR"));
}

function hasElevatorAction(ctx: ExamineCtx, p: Point): boolean {
  const t = tileAt(ctx.sim.map(), p);
  if (!t) return false;
  const defs = [t.furn ? ctx.sim.content.furniture.get(t.furn) : undefined, ctx.sim.content.terrain.get(t.ter)];
  return defs.some((d) => d?.examineAction?.kind === "hardcoded" && d.examineAction.name === "elevator");
}

function creatureAt(ctx: ExamineCtx, p: Point): string | undefined {
  return [...ctx.sim.characterIds(), ...ctx.sim.monsterIds()].find((id) => {
    const c = ctx.sim.world.characters[id] ?? ctx.sim.world.monsters[id];
    return c && !c.dead && c.pos.x === p.x && c.pos.y === p.y && c.pos.z === p.z;
  });
}

export function elevator(ctx: ExamineCtx): void {
  const here = ctx.c.pos;
  if (here.z !== ctx.pos.z || distance(here, ctx.pos) > ELEVATOR_REACH || !isElevator(ctx, here)) {
    return say(ctx, "You need to stand on the elevator to use it.");
  }
  const floors = ctx.sim
    .map()
    .levels.map((l) => l.z)
    .filter((z) => z !== ctx.pos.z && hasElevatorAction(ctx, { ...ctx.pos, z }));
  if (floors.length === 0) return say(ctx, "The elevator has nowhere to go.");
  const sorted = [...floors].sort((a, b) => Math.abs(a - ctx.pos.z) - Math.abs(b - ctx.pos.z) || a - b);
  const dest = ctx.answers.floor ?? (sorted[0] as number);
  if (!floors.includes(dest))
    return say(ctx, `The elevator serves levels ${floors.sort((a, b) => a - b).join(", ")}; not ${dest}.`);
  // The car: ELEVATOR tiles connected (4-way) to the examiner's tile.
  const car: Point[] = [];
  const seen = new Set<string>();
  const queue: Point[] = [here];
  while (queue.length > 0 && car.length < 400) {
    const p = queue.shift() as Point;
    const k = `${p.x},${p.y}`;
    if (seen.has(k) || !isElevator(ctx, p)) continue;
    seen.add(k);
    car.push(p);
    for (const [dx, dy] of N4) queue.push({ x: p.x + dx, y: p.y + dy, z: p.z });
  }
  car.sort((a, b) => a.y - b.y || a.x - b.x);
  const dz = dest - here.z;
  if (!levelAt(ctx.sim.map(), dest)) return say(ctx, "The elevator has nowhere to go.");
  // Clear the destination.
  for (const p of car) {
    const to = { x: p.x, y: p.y, z: dest };
    const there = creatureAt(ctx, to);
    if (there === undefined) continue;
    const spot = aside(ctx, to);
    if (spot) ctx.sim.relocate(there, spot, "pushed");
    else return say(ctx, "Something blocks the elevator doors on the other floor.");
  }
  const riders = car.map((p) => creatureAt(ctx, p)).filter((id): id is string => id !== undefined);
  for (const p of car) {
    const items = tileOf(ctx, p)?.items;
    if (!items || items.length === 0) continue;
    const moved = items.map((s) => ({ ...s }));
    ctx.sim.editTile(p, (t) => {
      delete t.items;
    });
    ctx.sim.editTile({ x: p.x, y: p.y, z: dest }, (t) => {
      t.items = castDraft([...(t.items ?? []), ...moved]);
    });
  }
  for (const id of riders) {
    const c = ctx.sim.world.characters[id] ?? ctx.sim.world.monsters[id];
    if (c) ctx.sim.relocate(id, { x: c.pos.x, y: c.pos.y, z: c.pos.z + dz }, "elevator");
  }
  rule(ctx, "elevator", { from: here.z, to: dest, riders });
  say(ctx, `The elevator takes you to level ${dest}.`);
}

function aside(ctx: ExamineCtx, from: Point): Point | undefined {
  for (let r = 1; r <= 10; r++) {
    for (let y = from.y - r; y <= from.y + r; y++) {
      for (let x = from.x - r; x <= from.x + r; x++) {
        if (Math.max(Math.abs(x - from.x), Math.abs(y - from.y)) !== r) continue;
        const p = { x, y, z: from.z };
        if (
          !tileAt(ctx.sim.map(), p) ||
          isElevator(ctx, p) ||
          !passable(ctx.sim.content, ctx.sim.map(), p) ||
          ctx.sim.occupied(p)
        )
          continue;
        return p;
      }
    }
  }
  return undefined;
}
