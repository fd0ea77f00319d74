/**
 * `recycle_compactor` (B2-recycle_compactor): answers.option names the metal (default: the first
 * material of the first item on the tile); every item there must be purely of that metal (steel
 * also takes iron) and containers must be empty (a stack with `vars.contents`), else the compactor
 * refuses. The inputs are destroyed, rng(6, 9)/10 of their total weight comes back, filled greedily
 * from the chosen output shape (answers.item, default the heaviest) down to smaller ones; the sound
 * "Ka-klunk!" at volume 80.
 */
import { dropAt, rule, say, tileOf, clearItems, type ExamineCtx } from "../context.js";

/** Output shapes per metal, heaviest first (real item ids). */
export const COMPACT_OUTPUTS: Readonly<Record<string, readonly string[]>> = {
  steel: ["steel_lump", "steel_chunk", "scrap"],
  aluminum: ["scrap_aluminum"],
  copper: ["scrap_copper"],
};
export const ACCEPTS: Readonly<Record<string, readonly string[]>> = {
  steel: ["steel", "iron", "hardsteel", "lc_steel", "mc_steel"],
};

export function recycleCompactor(ctx: ExamineCtx): void {
  const items = tileOf(ctx)?.items ?? [];
  if (items.length === 0) return say(ctx, "The compactor is empty.");
  const first = ctx.sim.content.item.get(items[0]?.id ?? "")?.materials[0];
  const metal =
    ctx.answers.option ?? Object.keys(ACCEPTS).find((m) => ACCEPTS[m]?.includes(first ?? "")) ?? first ?? "";
  const outputs = (COMPACT_OUTPUTS[metal] ?? []).filter((id) => ctx.sim.content.item.has(id));
  if (outputs.length === 0)
    return say(
      ctx,
      `The compactor can't compact ${metal || "that"}; it takes ${Object.keys(COMPACT_OUTPUTS).join(", ")}.`,
    );
  const accepted = ACCEPTS[metal] ?? [metal];
  const bad = items.filter((s) => {
    const mats = ctx.sim.content.item.get(s.id)?.materials ?? [];
    return mats.length === 0 || mats.some((m) => !accepted.includes(m)) || s.vars?.["contents"] !== undefined;
  });
  if (bad.length > 0)
    return say(
      ctx,
      `The compactor refuses: ${bad.map((s) => s.id).join(", ")} ${bad.length === 1 ? "is" : "are"} not pure ${metal} (or not empty).`,
    );
  const total = items.reduce((n, s) => n + (ctx.sim.content.item.get(s.id)?.weight ?? 0) * s.count, 0);
  const recovered = Math.floor((total * ctx.sim.dice.int(6, 9)) / 10);
  const start = ctx.answers.item !== undefined ? outputs.indexOf(ctx.answers.item) : 0;
  if (start < 0) return say(ctx, `The compactor makes ${outputs.join(", ")}; not ${ctx.answers.item}.`);
  clearItems(ctx, ctx.pos);
  let left = recovered;
  const made: Record<string, number> = {};
  for (const id of outputs.slice(start)) {
    const w = ctx.sim.content.item.get(id)?.weight ?? 0;
    if (w <= 0) continue;
    const n = Math.floor(left / w);
    if (n <= 0) continue;
    left -= n * w;
    made[id] = n;
    dropAt(ctx, ctx.pos, { id, count: n });
  }
  ctx.sim.emit({ type: "sound", description: "Ka-klunk!", volume: 80, pos: ctx.pos, source: ctx.def.id });
  rule(ctx, "compacted", { metal, input: total, recovered: recovered - left, made });
  say(ctx, `The compactor turns ${total} g of ${metal} into ${recovered - left} g of shapes.`);
}
