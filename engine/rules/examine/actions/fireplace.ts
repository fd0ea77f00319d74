/**
 * `fireplace` (REAL-examine-fireplace; the game's iexamine.cpp fireplace): a fireplace, stove or
 * brazier. answers.option:
 * - `light`: needs a carried fire starter (an item with the FIRESTARTER or FIRE flag); a fire
 *   field (fd_fire, intensity 1) starts on the tile, which the field rules then burn or let die;
 *   1 second (the game's fire starters take their own time and can fail: not modelled);
 * - `extinguish`: needs a carried item that does bash damage; the fire field is removed; 2 seconds;
 * - `get`: takes the items lying in it into the inventory (one second per stack);
 * - `take_down`: furniture with a `deployed_item` (a brazier) is removed and the item left on the
 *   tile; on fire, answers.confirm ("Really take down the X while it's on fire?", default yes).
 * Default: `extinguish` when the tile is on fire, else `light`.
 */
import type { Furniture } from "../../../content/kinds/furniture.js";
import { addField, removeField } from "../../../mechanics/fields/edit.js";
import {
  carried,
  clearItems,
  confirmed,
  dropAt,
  type ExamineCtx,
  give,
  rule,
  say,
  setFurniture,
  spend,
  tileOf,
  menuOption,
} from "../context.js";

export const FIRE = "fd_fire";

function onFire(ctx: ExamineCtx): boolean {
  return (tileOf(ctx)?.fields ?? []).some((f) => f.id === FIRE);
}

function starter(ctx: ExamineCtx): string | undefined {
  for (const s of carried(ctx)) {
    const flags = ctx.sim.content.item.get(s.id)?.flags ?? [];
    if (flags.includes("FIRESTARTER") || flags.includes("FIRE")) return s.id;
  }
  return undefined;
}

function basher(ctx: ExamineCtx): string | undefined {
  return carried(ctx).find((s) => (ctx.sim.content.item.get(s.id)?.combat.meleeDamage["bash"] ?? 0) > 0)?.id;
}

export function fireplace(ctx: ExamineCtx): void {
  const lit = onFire(ctx);
  const option = menuOption(ctx, lit ? "extinguish" : "light");
  switch (option) {
    case "light": {
      if (lit) return say(ctx, `The ${ctx.def.name} is already on fire.`);
      const tool = starter(ctx);
      if (tool === undefined) return say(ctx, "Start a fire… you'll need a fire source.");
      if (!ctx.sim.content.field_type.has(FIRE)) {
        ctx.sim.emit({
          type: "runtime_error",
          text: `field type ${FIRE} is not loaded; no fire starts`,
          rule: "REAL-examine-fireplace",
        });
        return;
      }
      say(ctx, `You attempt to start a fire with your ${ctx.sim.content.item.get(tool)?.name ?? tool}…`);
      addField(ctx.sim, ctx.pos, FIRE, 1);
      spend(ctx, 100);
      rule(ctx, "fire_started", { tool });
      return say(ctx, "You successfully light a fire.");
    }
    case "extinguish": {
      if (!lit) return say(ctx, `There is no fire in the ${ctx.def.name}.`);
      const tool = basher(ctx);
      if (tool === undefined) return say(ctx, "Extinguish fire (bashing item required)");
      removeField(ctx.sim, ctx.pos, FIRE);
      spend(ctx, 200);
      rule(ctx, "fire_put_out", { tool });
      return say(ctx, `With a few determined moves you put out the fire in the ${ctx.def.name}.`);
    }
    case "get": {
      const items = [...(tileOf(ctx)?.items ?? [])];
      if (items.length === 0) return say(ctx, `That is a ${ctx.def.name}.`);
      clearItems(ctx, ctx.pos);
      for (const s of items) {
        give(ctx, s);
        spend(ctx, 100);
      }
      return;
    }
    case "take_down": {
      const item = ctx.source === "furniture" ? (ctx.def as Furniture).deployedItem : undefined;
      if (item === undefined || !ctx.sim.content.item.has(item))
        return say(ctx, `The ${ctx.def.name} can't be taken down.`);
      if (lit && !confirmed(ctx)) return;
      say(ctx, `You take down the ${ctx.def.name}.`);
      setFurniture(ctx, ctx.pos, null);
      dropAt(ctx, ctx.pos, { id: item, count: 1 });
      return rule(ctx, "furniture_taken_down", { item });
    }
    default:
      return say(ctx, `That is a ${ctx.def.name}.`);
  }
}
