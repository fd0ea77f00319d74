/**
 * `fvat_empty` (REAL-examine-fvat_empty; the game's iexamine.cpp fvat_empty): sets a brew in a fermenting vat and starts fermenting
 * (engine/rules/examine/actions/ferment_common.ts has the rules and the answers).
 */
import type { ExamineCtx } from "../context.js";
import { fillContainer } from "./ferment_common.js";
import { VAT } from "./fvat_common.js";

export function fvatEmpty(ctx: ExamineCtx): void {
  fillContainer(ctx, VAT);
}
