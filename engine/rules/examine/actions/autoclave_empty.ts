/**
 * `autoclave_empty` (B2-autoclave_empty, S-9): starts a cycle only when the autoclave holds filthy
 * (FILTHY) modules and the examiner has 64 units of `water` or `water_clean` (carried, or lying on
 * the tiles around the autoclave). The water is used up, the furniture becomes f_autoclave_full and
 * `state.cycleStart` records the turn. answers.confirm (default yes) starts it.
 */
import {
  around,
  confirmed,
  rule,
  say,
  setFurniture,
  setTileState,
  stackFlags,
  take,
  takeFromTile,
  tileOf,
  type ExamineCtx,
} from "../context.js";

export const AUTOCLAVE_WATER = 64;
export const WATER_IDS = ["water", "water_clean"];
export const AUTOCLAVE_FULL = "f_autoclave_full";

function waterAround(ctx: ExamineCtx): { where: "inventory" | [number, number, number]; id: string; count: number }[] {
  const out: { where: "inventory" | [number, number, number]; id: string; count: number }[] = [];
  for (const s of ctx.c.inventory)
    if (WATER_IDS.includes(s.id)) out.push({ where: "inventory", id: s.id, count: s.count });
  for (const p of around(ctx, ctx.pos, 1, false)) {
    for (const s of tileOf(ctx, p)?.items ?? [])
      if (WATER_IDS.includes(s.id)) out.push({ where: [p.x, p.y, p.z], id: s.id, count: s.count });
  }
  return out;
}

export function autoclaveEmpty(ctx: ExamineCtx): void {
  const items = tileOf(ctx)?.items ?? [];
  if (items.length === 0) return say(ctx, "This autoclave is empty.");
  if (!items.some((s) => stackFlags(ctx.sim, s).includes("FILTHY")))
    return say(ctx, "The autoclave holds no filthy bionic modules to clean.");
  const water = waterAround(ctx);
  const total = water.reduce((n, w) => n + w.count, 0);
  if (total < AUTOCLAVE_WATER)
    return say(ctx, `You need ${AUTOCLAVE_WATER} units of water to run the autoclave; you have ${total}.`);
  if (!confirmed(ctx)) return say(ctx, "You leave the autoclave off.");
  let left = AUTOCLAVE_WATER;
  for (const w of water) {
    if (left <= 0) break;
    const n = Math.min(left, w.count);
    left -=
      w.where === "inventory"
        ? take(ctx, w.id, n)
        : takeFromTile(ctx, { x: w.where[0], y: w.where[1], z: w.where[2] }, w.id, n);
  }
  setFurniture(ctx, ctx.pos, AUTOCLAVE_FULL);
  setTileState(ctx, ctx.pos, "cycleStart", ctx.sim.world.turn);
  rule(ctx, "autoclave_started", { water: AUTOCLAVE_WATER, cycleStart: ctx.sim.world.turn });
  say(ctx, "You start the autoclave.");
}
