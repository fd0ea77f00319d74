/**
 * `tree_hickory` (REAL-examine-tree_hickory), the game's iexamine::tree_hickory: with a DIG tool
 * and answers.option `dig` the tree is dug up for its roots, which kills it: rng(1, round(3 +
 * survival)) hickory_root fall at the digger's feet, the tree becomes t_tree_hickory_dead, and it
 * costs 2000 / (survival + 1) + 100 moves; the dead tree then has nothing to pick. Otherwise "You
 * could dig this tree up for roots…" and the tree's seasonal harvest is picked as harvest_ter does
 * (nuts in autumn; the harvested tree has the HARVESTED flag and gives nothing).
 */
import { bestQuality, copy, dropAt, rule, say, setTerrain, skill, type ExamineCtx } from "../context.js";
import { harvestAction, NOTHING_TO_HARVEST } from "./harvest_common.js";

export const HICKORY_ROOT = "hickory_root";
export const DEAD_HICKORY = "t_tree_hickory_dead";

export function treeHickory(ctx: ExamineCtx): void {
  if (ctx.answers.option === "dig" && bestQuality(ctx, "DIG") > 0) return digUp(ctx);
  say(ctx, "You could dig this tree up for roots…");
  harvestAction(ctx, false);
}

function digUp(ctx: ExamineCtx): void {
  const survival = skill(ctx, "survival");
  const roots = ctx.sim.dice.int(1, Math.round(3 + survival));
  if (ctx.sim.content.item.has(HICKORY_ROOT)) dropAt(ctx, copy(ctx.c.pos), { id: HICKORY_ROOT, count: roots });
  else
    ctx.sim.emit({
      type: "runtime_error",
      text: `item ${HICKORY_ROOT} is not loaded; digging finds no roots`,
      rule: "REAL-examine-tree_hickory",
    });
  setTerrain(ctx, ctx.pos, DEAD_HICKORY);
  const moves = Math.trunc(2000 / (survival + 1)) + 100;
  ctx.c.moves -= moves;
  rule(ctx, "tree_dug_up", { roots, moves });
  say(ctx, NOTHING_TO_HARVEST);
}
