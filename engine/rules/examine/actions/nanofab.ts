/**
 * `nanofab` (REAL-examine-nanofab; src/iexamine.cpp iexamine::nanofab): a nanofabricator panel
 * makes an item from a template. It needs a tile with the NANOFAB_TABLE flag within 1 tile (the
 * first in row order; none: nothing happens). The template is a carried item whose id is among
 * the panel terrain's `allowed_template_ids` (answers.item picks one; default the first carried);
 * without one the compatible templates are named. The item made is the template's variable
 * `NANOFAB_ITEM_ID` (none: nothing to make). It needs the template type's `template_requirements`
 * times max(1, the item's volume / 250 ml); what is missing is listed. Otherwise the components
 * are used and the item appears on the table (VARSIZE armour made to fit: the FIT flag). The
 * template is kept.
 *
 * The newer game picks the item from the template's `nanofab_template_group` item group; item
 * groups are not modelled, so the template's variable names it (docs/examine.md).
 */
import type { Point } from "../../../world/types.js";
import { around, dropAt, rule, say, type ExamineCtx } from "../context.js";
import { tileHasFlag } from "./misc_common.js";
import { consumePlan, planRequirement } from "./misc_requirements.js";
import { VOLUME_UNIT } from "./cvdmachine.js";

export const NANOFAB_TABLE = "NANOFAB_TABLE";
export const NANOFAB_ITEM_ID = "NANOFAB_ITEM_ID";

export function nanofab(ctx: ExamineCtx): void {
  const table: Point | undefined = around(ctx, ctx.pos, 1).find((p) => tileHasFlag(ctx, p, NANOFAB_TABLE));
  if (!table) return rule(ctx, "nanofab_no_table", {});
  const allowed = ctx.sim.content.terrain.get(ctx.def.id)?.allowedTemplateIds ?? [];
  const carried = [...ctx.c.inventory, ...(ctx.c.wielded ? [ctx.c.wielded] : [])];
  const wanted = ctx.answers.item;
  const template = carried.find((s) => allowed.includes(s.id) && (wanted === undefined || s.id === wanted));
  if (!template)
    return say(
      ctx,
      `You don't have any usable templates.  Compatible templates are: ${allowed.map((id) => ctx.sim.content.item.get(id)?.name ?? id).join(", ")}`,
    );
  const made = template.vars?.[NANOFAB_ITEM_ID];
  if (typeof made !== "string" || !ctx.sim.content.item.has(made))
    return say(ctx, "The template holds no pattern the nanofabricator can read.");
  const item = ctx.sim.content.item.get(made);
  const reqId = ctx.sim.content.item.get(template.id)?.templateRequirements;
  if (!item || reqId === undefined) return say(ctx, "The template names no requirements.");
  const qty = Math.max(1, Math.floor(item.volume / VOLUME_UNIT));
  const plan = planRequirement(ctx, reqId, qty);
  if (!plan) return say(ctx, `The template's requirement ${reqId} is not loaded.`);
  if (plan.missing.length > 0) {
    rule(ctx, "nanofab_missing", { item: made, qty, missing: [...plan.missing] });
    return say(ctx, `You need: ${plan.missing.join("; ")}.`);
  }
  consumePlan(ctx, plan);
  const fit = item.combat.armor.length > 0 && item.flags.includes("VARSIZE");
  dropAt(ctx, table, { id: made, count: 1, ...(fit ? { flags: ["FIT"] } : {}) });
  rule(ctx, "nanofabricated", { item: made, template: template.id, qty });
}
