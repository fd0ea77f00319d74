/**
 * A requirement object (`"type": "requirement"`) times a quantity, checked against what the
 * examiner carries and then used up: the game's requirement_data * qty, can_make_with_inventory,
 * consume_items and consume_tools, as the CVD machine and the nanofabricator call them
 * (src/iexamine.cpp cvdmachine, nanofab). Items counted by charges are counted and used by
 * charges; the first alternative of each group that suffices is the one used.
 */
import type { Draft } from "immer";
import type { ComponentReq } from "../../../content/kinds/camp/requirements.js";
import type { ItemStack } from "../../../world/types.js";
import { bestQuality, rule, type ExamineCtx } from "../context.js";

interface Need {
  readonly id: string;
  readonly amount: number;
}

export interface RequirementPlan {
  /** One chosen alternative per component group, or the groups nothing carried satisfies. */
  readonly components: readonly Need[];
  readonly tools: readonly Need[];
  readonly missing: readonly string[];
}

function stacks(ctx: ExamineCtx): Draft<ItemStack>[] {
  return [...ctx.c.inventory, ...(ctx.c.wielded ? [ctx.c.wielded] : [])];
}

/** How much of an item the examiner carries: charges for charged stacks, else the count. */
export function available(ctx: ExamineCtx, id: string): number {
  return stacks(ctx)
    .filter((s) => s.id === id)
    .reduce((n, s) => n + (s.charges !== undefined ? s.charges : s.count), 0);
}

/**
 * Uses `amount` of an item, by charges where the stack has them. A component's emptied stack is
 * gone (it was used up); a tool keeps its stack with no charges left.
 */
function use(ctx: ExamineCtx, id: string, amount: number, component: boolean): void {
  let left = amount;
  for (const s of stacks(ctx)) {
    if (s.id !== id || left <= 0) continue;
    const have = s.charges !== undefined ? s.charges : s.count;
    const take = Math.min(left, have);
    if (s.charges !== undefined) s.charges -= take;
    else s.count -= take;
    left -= take;
  }
  const gone = (s: ItemStack) => s.count <= 0 || (component && s.charges !== undefined && s.charges <= 0);
  ctx.c.inventory = ctx.c.inventory.filter((s) => !(s.id === id && gone(s)));
  if (ctx.c.wielded?.id === id && gone(ctx.c.wielded)) delete ctx.c.wielded;
  ctx.sim.emit({ type: "items_removed", who: ctx.who, item: id, count: amount - left });
}

/** The alternatives of one component group, `"LIST"` entries opened into their requirement's first group. */
function alternatives(ctx: ExamineCtx, group: readonly ComponentReq[], depth = 0): Need[] {
  const out: Need[] = [];
  for (const c of group) {
    if (!c.list) {
      out.push({ id: c.id, amount: c.count });
      continue;
    }
    const inner = ctx.sim.content.requirement.get(c.id)?.components[0] ?? [];
    if (depth < 8)
      for (const a of alternatives(ctx, inner, depth + 1)) out.push({ id: a.id, amount: a.amount * c.count });
  }
  return out;
}

/** What requirement `id` times `qty` takes from this examiner; undefined when no such requirement is loaded. */
export function planRequirement(ctx: ExamineCtx, id: string, qty: number): RequirementPlan | undefined {
  const req = ctx.sim.content.requirement.get(id);
  if (!req) return undefined;
  const components: Need[] = [];
  const tools: Need[] = [];
  const missing: string[] = [];
  for (const group of req.components) {
    const alts = alternatives(ctx, group).map((a) => ({ id: a.id, amount: a.amount * qty }));
    const ok = alts.find((a) => available(ctx, a.id) >= a.amount);
    if (ok) components.push(ok);
    else missing.push(alts.map((a) => `${a.amount} ${a.id}`).join(" or "));
  }
  for (const group of req.tools) {
    const alts = group.map((t) => ({ id: t.id, amount: t.charges > 0 ? t.charges * qty : 0 }));
    const ok = alts.find((a) => (a.amount > 0 ? available(ctx, a.id) >= a.amount : available(ctx, a.id) > 0));
    if (ok) tools.push(ok);
    else missing.push(alts.map((a) => (a.amount > 0 ? `${a.id} (${a.amount} charges)` : a.id)).join(" or "));
  }
  for (const group of req.qualities) {
    if (!group.some((q) => bestQuality(ctx, q.id) >= q.level))
      missing.push(group.map((q) => `a tool of ${q.id} ${q.level}`).join(" or "));
  }
  return { components, tools, missing };
}

/** Uses up a plan that has nothing missing. */
export function consumePlan(ctx: ExamineCtx, plan: RequirementPlan): void {
  for (const c of plan.components) use(ctx, c.id, c.amount, true);
  for (const t of plan.tools) if (t.amount > 0) use(ctx, t.id, t.amount, false);
  rule(ctx, "requirement_used", {
    components: plan.components.map((c) => ({ id: c.id, amount: c.amount })),
    tools: plan.tools.map((t) => ({ id: t.id, amount: t.amount })),
  });
}
