/**
 * `cvdmachine` (REAL-examine-cvdmachine; src/iexamine.cpp iexamine::cvdmachine): a chemical
 * vapour deposition machine coats a carried steel cutting or stabbing item with diamond. The item
 * (answers.item, default the first suitable one carried) must do cut or stab damage in melee, be
 * made of steel, and have neither DIAMOND nor NO_CVD. It needs the requirement `cvd_diamond` times
 * max(1, volume / 250 ml); what is missing is listed and nothing happens. Otherwise the
 * components are used, the item gets the DIAMOND flag (one item split off a stack), and it takes
 * 10 seconds.
 *
 * The flag has no effect on fighting yet (the game adds to cut and stab damage); docs/examine.md.
 */
import type { ItemStack } from "../../../world/types.js";
import { addToInventory } from "../../../sim/items.js";
import { rule, say, spend, stackFlags, type ExamineCtx } from "../context.js";
import { consumePlan, planRequirement } from "./misc_requirements.js";

export const CVD_REQUIREMENT = "cvd_diamond";
export const DIAMOND = "DIAMOND";
export const CVD_MOVES = 1000;
/** The game's legacy volume unit: one requirement multiple per 250 ml. */
export const VOLUME_UNIT = 250;

function suitable(ctx: ExamineCtx, s: ItemStack): boolean {
  const item = ctx.sim.content.item.get(s.id);
  if (!item) return false;
  const dmg = item.combat.meleeDamage;
  const flags = stackFlags(ctx.sim, s);
  return (
    ((dmg["cut"] ?? 0) > 0 || (dmg["stab"] ?? 0) > 0) &&
    item.materials.includes("steel") &&
    !flags.includes(DIAMOND) &&
    !flags.includes("NO_CVD")
  );
}

export function cvdmachine(ctx: ExamineCtx): void {
  const candidates = ctx.c.inventory.filter((s) => suitable(ctx, s));
  const wanted = ctx.answers.item;
  const index = ctx.c.inventory.findIndex((s) => suitable(ctx, s) && (wanted === undefined || s.id === wanted));
  if (candidates.length === 0 || index < 0) return say(ctx, "You don't have a suitable item to coat with diamond");
  const stack = ctx.c.inventory[index] as ItemStack;
  const volume = ctx.sim.content.item.get(stack.id)?.volume ?? 0;
  const qty = Math.max(1, Math.floor(volume / VOLUME_UNIT));
  const plan = planRequirement(ctx, CVD_REQUIREMENT, qty);
  if (!plan) return say(ctx, `The machine's requirement ${CVD_REQUIREMENT} is not loaded.`);
  if (plan.missing.length > 0) {
    rule(ctx, "cvd_missing", { item: stack.id, qty, missing: [...plan.missing] });
    return say(ctx, `You need: ${plan.missing.join("; ")}.`);
  }
  consumePlan(ctx, plan);
  const at = ctx.c.inventory.findIndex((s) => s.id === stack.id && suitable(ctx, s));
  const target = ctx.c.inventory[at];
  if (!target) return;
  const coated: ItemStack = {
    ...(JSON.parse(JSON.stringify(target)) as ItemStack),
    count: 1,
    flags: [...(target.flags ?? []), DIAMOND],
  };
  if (target.count > 1) target.count -= 1;
  else ctx.c.inventory.splice(at, 1);
  addToInventory(ctx.c.inventory, coated);
  rule(ctx, "diamond_coated", { item: stack.id, qty });
  say(ctx, `You apply a diamond coating to your ${ctx.sim.content.item.get(stack.id)?.name ?? stack.id}`);
  spend(ctx, CVD_MOVES);
}
