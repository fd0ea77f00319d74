import {
  activity,
  bestQuality,
  copy,
  dropAt,
  give,
  rule,
  say,
  setTerrain,
  setTileState,
  takeFromTile,
  tileOf,
  type ExamineCtx,
} from "../context.js";
import {
  accrueSap,
  containerOnTile,
  HANDLING_MOVES,
  hangContainer,
  SAP,
  sapOnTile,
  spileOnTile,
  TAP_SECONDS,
  UNTAPPED,
} from "./maple_common.js";

export const TAPPED_OPTIONS = ["remove_tap", "add_container", "harvest_sap", "remove_container"] as const;

/** Moves every stack of the tile to the examiner's feet. */
function emptyTile(ctx: ExamineCtx, ids: readonly string[]): void {
  for (const id of ids) {
    const n = (tileOf(ctx)?.items ?? []).filter((s) => s.id === id).reduce((k, s) => k + s.count, 0);
    const got = takeFromTile(ctx, ctx.pos, id, n);
    dropAt(ctx, copy(ctx.c.pos), { id, count: got });
  }
}

export function treeMapleTapped(ctx: ExamineCtx): void {
  accrueSap(ctx);
  const spile = spileOnTile(ctx);
  if (!spile) return;
  const container = containerOnTile(ctx);
  const sap = sapOnTile(ctx);
  const option = ctx.answers.option ?? (sap > 0 ? "harvest_sap" : container ? "menu" : "add_container");
  const state = { option, sap, container: container ?? null };
  switch (option) {
    case "remove_tap": {
      if (bestQuality(ctx, "HAMMER") <= 0)
        return say(ctx, "You need a hammering tool to remove the spile from the crust.");
      if (!activity(ctx, "remove_tap", TAP_SECONDS)) return;
      emptyTile(ctx, [spile.id, ...(container ? [container, SAP] : [])]);
      setTileState(ctx, ctx.pos, "sapContainer", undefined);
      setTileState(ctx, ctx.pos, "sapSince", undefined);
      setTerrain(ctx, ctx.pos, UNTAPPED);
      say(ctx, "You remove the spile.");
      break;
    }
    case "add_container": {
      if (container) return say(ctx, "A container already hangs under the spile.");
      if (!hangContainer(ctx)) return say(ctx, "No container added.  The sap will just spill on the ground.");
      ctx.c.moves -= HANDLING_MOVES;
      say(ctx, "You hang the container under the spile to collect sap.");
      break;
    }
    case "harvest_sap": {
      if (sap <= 0) return say(ctx, "There is no sap to harvest yet.");
      const got = takeFromTile(ctx, ctx.pos, SAP, sap);
      give(ctx, { id: SAP, count: got });
      say(ctx, `You take the ${ctx.sim.content.item.get(SAP)?.name ?? SAP} (${got}).`);
      break;
    }
    case "remove_container": {
      if (!container) return say(ctx, "No container hangs under the spile.");
      emptyTile(ctx, [container, SAP]);
      setTileState(ctx, ctx.pos, "sapContainer", undefined);
      ctx.c.moves -= HANDLING_MOVES;
      say(ctx, "You take down the container.");
      break;
    }
    default:
      return say(ctx, `Choose one of ${TAPPED_OPTIONS.join(", ")} (sap: ${sap}).`);
  }
  rule(ctx, "maple_tap", state);
}
