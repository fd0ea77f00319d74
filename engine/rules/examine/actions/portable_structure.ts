/**
 * `portable_structure` (B2-portable_structure): "Take down the <structure>?" (answers.confirm). The
 * packed item is the furniture's `deployed_item`; every furniture with the same deployed item
 * connected to the examined tile (the structure, at most `collapse_radius` + 1 tiles away,
 * default 2) is removed, the packed item goes to the examiner, and it is a 20-minute activity.
 */
import type { Furniture } from "../../../content/kinds/furniture.js";
import { distance } from "../../../world/grid.js";
import type { Point } from "../../../world/types.js";
import { activity, confirmed, give, rule, say, setFurniture, tileOf, type ExamineCtx } from "../context.js";

export const TAKE_DOWN_TURNS = 20 * 60;

export function portableStructure(ctx: ExamineCtx): void {
  const furn = ctx.source === "furniture" ? (ctx.def as Furniture) : undefined;
  const item = furn?.deployedItem;
  if (!item || !ctx.sim.content.item.has(item)) return say(ctx, `The ${ctx.def.name} can't be taken down.`);
  if (!confirmed(ctx)) return say(ctx, `You leave the ${ctx.def.name} standing.`);
  const reach = (furn?.bash?.collapseRadius ?? 1) + 1;
  const parts: Point[] = [];
  const seen = new Set<string>();
  const queue: Point[] = [ctx.pos];
  while (queue.length > 0) {
    const p = queue.shift() as Point;
    const k = `${p.x},${p.y}`;
    if (seen.has(k) || distance(p, ctx.pos) > reach * 2) continue;
    seen.add(k);
    const f = tileOf(ctx, p)?.furn;
    if (f === undefined || ctx.sim.content.furniture.get(f)?.deployedItem !== item) continue;
    parts.push(p);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) if (dx || dy) queue.push({ x: p.x + dx, y: p.y + dy, z: p.z });
  }
  parts.sort((a, b) => a.y - b.y || a.x - b.x);
  if (!activity(ctx, "take_down", TAKE_DOWN_TURNS)) return;
  for (const p of parts) setFurniture(ctx, p, null);
  give(ctx, { id: item, count: 1 });
  rule(ctx, "structure_taken_down", { item, tiles: parts.length });
  say(ctx, `You take down the ${ctx.def.name}.`);
}
