/**
 * `tree_maple_tapped` (REAL-examine-tree_maple_tapped), the game's iexamine::tree_maple_tapped:
 * the sap made since the last look is counted first (maple_common.ts). Without a spile on the tile
 * nothing happens. answers.option:
 * - `remove_tap` (needs a HAMMER tool): the spile, the container and its sap fall at the examiner's
 *   feet, the tree becomes t_tree_maple; 20 seconds.
 * - `add_container` (only when none hangs): the carried item named by answers.item is hung.
 * - `harvest_sap` (only with sap): all the sap goes to the examiner.
 * - `remove_container`: the container and its sap fall at the examiner's feet.
 * Default: `harvest_sap` when there is sap, else `add_container` when none hangs, else the menu is
 * only shown (nothing changes).
 */
import type { Json } from "../../../world/types.js";
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
  const state: Record<string, Json> = { option, sap, container: container ?? null };
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
