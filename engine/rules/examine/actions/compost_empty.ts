/**
 * `compost_empty` (REAL-examine-compost_empty; the game's iexamine.cpp compost_empty): sets a compostable mixture in a compost tank and starts composting
 * (engine/rules/examine/actions/ferment_common.ts has the rules and the answers).
 */
import type { ExamineCtx } from "../context.js";
import { fillContainer } from "./ferment_common.js";
import { TANK } from "./compost_common.js";

export function compostEmpty(ctx: ExamineCtx): void {
  fillContainer(ctx, TANK);
}
