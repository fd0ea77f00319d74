/**
 * `tree_maple` (REAL-examine-tree_maple), the game's iexamine::tree_maple: tapping needs a DRILL
 * and a HAMMER tool and a carried TREE_TAP item (a spile). Tapping takes 20 seconds: the spile goes
 * into the tree (onto the tile) and the tree becomes t_tree_maple_tapped. A carried container
 * named by answers.item is hung under the spile to catch the sap; without one the sap spills.
 * See maple_common.ts for how sap flows.
 */
import { activity, bestQuality, carried, dropAt, rule, say, setTerrain, take, type ExamineCtx } from "../context.js";
import { hangContainer, isSpile, TAP_SECONDS, TAPPED } from "./maple_common.js";

export function treeMaple(ctx: ExamineCtx): void {
  if (bestQuality(ctx, "DRILL") <= 0) return say(ctx, "You need a tool to drill the crust to tap this maple tree.");
  if (bestQuality(ctx, "HAMMER") <= 0)
    return say(ctx, "You need a tool to hammer the spile into the crust to tap this maple tree.");
  const spile = carried(ctx).find((s) => isSpile(ctx, s));
  if (!spile) return say(ctx, "You don't have a tapping tool at hand.");
  const id = spile.id;
  if (!activity(ctx, "tap_tree", TAP_SECONDS)) return;
  if (!setTerrain(ctx, ctx.pos, TAPPED)) return;
  take(ctx, id, 1);
  dropAt(ctx, ctx.pos, { id, count: 1 });
  say(
    ctx,
    `You drill the maple tree crust and tap a ${ctx.sim.content.item.get(id)?.name ?? id} into the prepared hole.`,
  );
  const hung = hangContainer(ctx);
  rule(ctx, "tree_tapped", { spile: id, container: hung ? (ctx.answers.item ?? null) : null });
  say(
    ctx,
    hung
      ? "You hang the container under the spile to collect sap."
      : "No container added.  The sap will just spill on the ground.",
  );
}
