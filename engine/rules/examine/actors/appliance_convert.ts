/**
 * `appliance_convert` (B3): "Connect <item> to grid?"; on yes the tile's furniture and terrain
 * become `furn_set` / `ter_set` when given (`f_null` removes the furniture), and an appliance made
 * from `item` is placed on the tile: `tile.veh` names it and `tile.state.appliance` holds the base
 * item id (the world's stand-in for the game's appliance vehicle part).
 */
import type { ApplianceConvertActor } from "../../../content/kinds/examine/types.js";
import { confirmed, rule, say, setFurniture, setTerrain, setTileState, type ExamineCtx } from "../context.js";

export function applianceConvert(ctx: ExamineCtx, a: ApplianceConvertActor): void {
  const itemName = ctx.sim.content.item.get(a.item)?.name ?? a.item;
  if (!confirmed(ctx)) {
    say(ctx, `You leave the ${itemName} unconnected.`);
    return;
  }
  if (!ctx.sim.content.item.has(a.item)) {
    ctx.sim.emit({
      type: "runtime_error",
      text: `appliance item ${JSON.stringify(a.item)} is not loaded; nothing is placed`,
      rule: "B3-appliance_convert-F-item",
    });
    return;
  }
  if (a.furnSet !== undefined) setFurniture(ctx, ctx.pos, a.furnSet);
  if (a.terSet !== undefined) setTerrain(ctx, ctx.pos, a.terSet);
  const veh = `appliance_${ctx.sim.world.nextId++}`;
  ctx.sim.editTile(ctx.pos, (t) => {
    t.veh = veh;
  });
  setTileState(ctx, ctx.pos, "appliance", a.item);
  rule(ctx, "appliance_placed", { item: a.item, vehicle: veh });
  say(ctx, `You connect the ${itemName} to the grid.`);
}
