/**
 * `intercom_balthazar` (REAL-examine-intercom_balthazar; the real t_intercom_balthazar's data
 * says the NPC must have class NC_BALTHAZAR and be within 10 tiles): as `intercom`, for the
 * Balthazar bunker's NPC (intercom_common.ts: reported as a `dialogue` event).
 */
import type { ExamineCtx } from "../context.js";
import { intercomCall } from "./intercom_common.js";

export const BALTHAZAR_CLASS = "NC_BALTHAZAR";

export function intercomBalthazar(ctx: ExamineCtx): void {
  intercomCall(ctx, BALTHAZAR_CLASS);
}
