/**
 * `kiln_empty` (REAL-examine-kiln_empty; the game's iexamine.cpp kiln_empty): fires a charcoal kiln
 * loaded with wood or bone. Everything in it must be made of wood, bone or heavy bone (a charcoal
 * item, or anything else, stops it with a message). The loss is 60% less 2% per fabrication level;
 * what is left of the load's volume becomes `unfinished_charcoal` (by its unit volume), the kiln
 * becomes its `_full` form and the tile remembers the start turn. It needs a fire source
 * (station_common fireSource) and answers.confirm ("Fire the kiln?", default yes).
 */
import { confirmed, type ExamineCtx, rule, say, skill } from "../context.js";
import {
  fireSource,
  itemName,
  itemsHere,
  litres,
  otherForm,
  setItemsHere,
  startProcess,
  unitsIn,
  volumeOf,
} from "./station_common.js";

export const KILNABLE = ["wood", "bone", "bone_heavy"];
export const CHARCOAL = "charcoal";
export const UNFINISHED_CHARCOAL = "unfinished_charcoal";

/** Percent of the load lost when firing: 60, less 2 per fabrication level. */
export function kilnLoss(fabrication: number): number {
  return 60 - 2 * fabrication;
}

export function kilnEmpty(ctx: ExamineCtx): void {
  const items = itemsHere(ctx);
  if (items.some((s) => s.id === CHARCOAL)) {
    say(ctx, "This kiln already contains charcoal.");
    return say(ctx, "Remove it before firing the kiln again.");
  }
  const odd = items.find((s) => !(ctx.sim.content.item.get(s.id)?.materials ?? []).some((m) => KILNABLE.includes(m)));
  if (odd) return say(ctx, `This kiln contains ${itemName(ctx, odd.id)}, which can't be made into charcoal!`);
  if (items.length === 0) return say(ctx, "This kiln is empty.  Fill it with wood or bone and try again.");
  if (!ctx.sim.content.item.has(UNFINISHED_CHARCOAL)) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `item ${UNFINISHED_CHARCOAL} is not loaded; the kiln cannot be fired`,
      rule: "REAL-examine-kiln_empty",
    });
    return;
  }
  const loss = kilnLoss(skill(ctx, "fabrication"));
  const total = volumeOf(ctx, items);
  const units = unitsIn(ctx, UNFINISHED_CHARCOAL, ((100 - loss) * total) / 100);
  if (units < 1) return say(ctx, "The batch in this kiln is too small to yield any charcoal.");
  const fire = fireSource(ctx);
  if (fire === undefined) return say(ctx, "This kiln is ready to be fired, but you have no fire source.");
  say(ctx, `This kiln contains ${litres(total)} of material, and is ready to be fired.`);
  if (!confirmed(ctx)) return;
  const next = otherForm(ctx, "_empty", "_full");
  if (next === undefined) return;
  setItemsHere(ctx, [{ id: UNFINISHED_CHARCOAL, count: units }]);
  startProcess(ctx, next, { volume: total, loss, fire });
  rule(ctx, "kiln_fired", { volume: total, loss, unfinished: units });
  say(ctx, "You fire the charcoal kiln.");
}
