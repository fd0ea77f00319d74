/**
 * `effect_on_condition` (B3): every listed EOC runs in order with the examiner as `u` and no
 * `npc`; the context variables `this` (the furniture id at the tile, or the terrain's when there
 * is none) and `pos` (the tile, [x, y, z]) are set (B3-effect_on_condition-run). The interpreter
 * is engine/mechanics/eoc/interpreter.ts (shared with the monsters' effect_on_condition spells).
 */
import type { EffectOnConditionActor } from "../../../content/kinds/examine/types.js";
import type { Json } from "../../../world/types.js";
import { tileOf, type ExamineCtx } from "../context.js";
import { runEoc } from "../../../mechanics/eoc/interpreter.js";

export function effectOnCondition(ctx: ExamineCtx, a: EffectOnConditionActor): void {
  const tile = tileOf(ctx);
  const context: Record<string, Json> = {
    this: tile?.furn ?? tile?.ter ?? null,
    pos: [ctx.pos.x, ctx.pos.y, ctx.pos.z],
  };
  for (const ref of a.effectOnConditions) runEoc(ctx.sim, { u: ctx.who, npc: null, context }, ref);
}
