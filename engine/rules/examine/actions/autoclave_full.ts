/**
 * `autoclave_full` (B2-autoclave_full, S-9): a cycle lasts 90 minutes from `state.cycleStart`.
 * Before that, a progress message. After it, the modules come out clean: FILTHY is removed, and
 * NO_STERILE too unless the module is NO_PACKED (a contamination warning); the examiner collects
 * them and the furniture returns to f_autoclave. An empty autoclave simply reverts.
 */
import type { ItemStack, Json } from "../../../world/types.js";
import { give, rule, say, setFurniture, setTileState, stackFlags, tileOf, type ExamineCtx } from "../context.js";

export const CYCLE_TURNS = 90 * 60;
export const AUTOCLAVE_EMPTY = "f_autoclave";

export function autoclaveFull(ctx: ExamineCtx): void {
  const tile = tileOf(ctx);
  const items = tile?.items ?? [];
  if (items.length === 0) {
    setFurniture(ctx, ctx.pos, AUTOCLAVE_EMPTY);
    setTileState(ctx, ctx.pos, "cycleStart", undefined);
    return say(ctx, "The autoclave is empty; it switches off.");
  }
  const start =
    typeof tile?.state?.["cycleStart"] === "number" ? (tile.state["cycleStart"] as number) : ctx.sim.world.turn;
  const elapsed = ctx.sim.world.turn - start;
  if (elapsed < CYCLE_TURNS) {
    const left = Math.ceil((CYCLE_TURNS - elapsed) / 60);
    rule(ctx, "autoclave_progress", { elapsed, left: CYCLE_TURNS - elapsed });
    return say(ctx, `The cycle will be complete in ${left} minute${left === 1 ? "" : "s"}.`);
  }
  let unpacked = 0;
  const cleaned: ItemStack[] = items.map((s) => {
    const flags = stackFlags(ctx.sim, s);
    const remove = ["FILTHY", ...(flags.includes("NO_PACKED") ? [] : ["NO_STERILE"])].filter((f) => flags.includes(f));
    if (flags.includes("NO_PACKED")) unpacked += s.count;
    const removed = [...new Set([...((s.vars?.["removedFlags"] as string[] | undefined) ?? []), ...remove])].sort();
    const vars: Record<string, Json> = { ...(s.vars ?? {}), removedFlags: removed };
    return { ...s, ...(s.flags ? { flags: s.flags.filter((f) => !remove.includes(f)) } : {}), vars };
  });
  ctx.sim.editTile(ctx.pos, (t) => {
    delete t.items;
  });
  for (const s of items) ctx.sim.emit({ type: "items_removed", pos: ctx.pos, item: s.id, count: s.count });
  for (const s of cleaned) give(ctx, s);
  setFurniture(ctx, ctx.pos, AUTOCLAVE_EMPTY);
  setTileState(ctx, ctx.pos, "cycleStart", undefined);
  rule(ctx, "autoclave_done", { items: cleaned.map((s) => s.id), unpacked });
  say(ctx, "The cycle is complete, the CBMs are now sterile.");
  if (unpacked > 0)
    say(ctx, "Some of the CBMs were not packed: they will be contaminated again as soon as they leave the autoclave.");
}
