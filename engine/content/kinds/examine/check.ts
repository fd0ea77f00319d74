/** Cross-object checks of a terrain's or furniture's examine action, after every kind is loaded. */
import type { CheckCtx, ContentLike } from "../kind.js";
import { checkExamineAction } from "./action.js";
import type { MapDataCommon } from "./map_data.js";

export function checkTileExamine(
  value: MapDataCommon,
  kind: "terrain" | "furniture",
  ctx: CheckCtx,
  content: ContentLike,
): void {
  checkExamineAction(value.examineAction, ctx);
  // The real engine finds the gate by the controller terrain's id and does nothing without one.
  const a = value.examineAction;
  if (
    kind === "terrain" &&
    a?.kind === "hardcoded" &&
    a.name === "controls_gate" &&
    !content.table("gate")?.has(value.id)
  ) {
    ctx.sink.warn(
      ctx.atMember("examine_action"),
      "B2-controls_gate",
      `no gate is defined for controller terrain ${JSON.stringify(value.id)}; examining it does nothing`,
    );
  }
}
