/**
 * `fvat_full` (REAL-examine-fvat_full; the game's iexamine.cpp fvat_full): finishes a vat's brewing and gives its results
 * (engine/rules/examine/actions/ferment_common.ts has the rules and the answers).
 */
import type { ExamineCtx } from "../context.js";
import { emptyContainer } from "./ferment_common.js";
import { VAT } from "./fvat_common.js";

export function fvatFull(ctx: ExamineCtx): void {
  emptyContainer(ctx, VAT);
}
