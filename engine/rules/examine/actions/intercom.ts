/**
 * `intercom` (REAL-examine-intercom; src/iexamine.cpp iexamine::intercom): the robot factory's
 * intercom talks with an NPC of class NC_ROBOFAC_INTERCOM within 10 tiles (intercom_common.ts:
 * reported as a `dialogue` event); nobody there: "No one responds."
 */
import type { ExamineCtx } from "../context.js";
import { intercomCall } from "./intercom_common.js";

export const ROBOFAC_INTERCOM_CLASS = "NC_ROBOFAC_INTERCOM";

export function intercom(ctx: ExamineCtx): void {
  intercomCall(ctx, ROBOFAC_INTERCOM_CLASS, "the intercom");
}
