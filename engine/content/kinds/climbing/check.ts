/**
 * Cross-object rules of climbing aids, run once everything is loaded: the deployed furniture must
 * exist and should stand on open air, item and trait conditions should name loaded objects, and
 * deploying aids should not share a hotkey.
 */
import type { CheckCtx, ContentLike } from "../kind.js";
import { OPEN_AIR_FLAG, type ClimbingAid } from "./types.js";

/** Furniture and terrain meaning "none" resolve without a definition (G-4). */
const NULL_FURNITURE = "f_null";

export function checkClimbingAid(aid: ClimbingAid, ctx: CheckCtx, content: ContentLike): void {
  checkDeployFurniture(aid, ctx, content);
  checkConditionTarget(aid, ctx);
  checkHotkeyUnique(aid, ctx, content);
}

function checkDeployFurniture(aid: ClimbingAid, ctx: CheckCtx, content: ContentLike): void {
  const furn = aid.down.deployFurn;
  if (furn === undefined || furn === NULL_FURNITURE) return;
  if (!ctx.ref("furniture", furn, ["down", "deploy_furn"], "G-4")) return;
  if (!aid.down.allowRemainingHeight) return;
  // Furniture is another area's kind: read its flags loosely, and judge only when it has a list.
  const flags = flagsOf(content.table("furniture")?.get(furn));
  if (flags && !flags.includes(OPEN_AIR_FLAG)) {
    ctx.sink.warn(
      ctx.atMember("down", "deploy_furn"),
      "C-down-deploy-openair",
      `deployed furniture ${JSON.stringify(furn)} lacks ${OPEN_AIR_FLAG}, but allow_remaining_height is true, so it may be placed over open air`,
    );
  }
}

function flagsOf(value: unknown): readonly string[] | undefined {
  if (typeof value !== "object" || value === null || !("flags" in value)) return undefined;
  const flags = (value as { flags: unknown }).flags;
  if (flags instanceof Set) return [...(flags as Set<unknown>)].filter((f): f is string => typeof f === "string");
  return Array.isArray(flags) ? flags.filter((f): f is string => typeof f === "string") : undefined;
}

/** Items and traits are referenced kinds the spec leaves opaque (G-4): a dangling one only warns. */
function checkConditionTarget(aid: ClimbingAid, ctx: CheckCtx): void {
  const { type, flag } = aid.condition;
  if (flag === "") return;
  if (type === "item") ctx.ref("item", flag, ["condition", "flag"], "G-4", { warnOnly: true });
  else if (type === "trait") ctx.ref("mutation", flag, ["condition", "flag"], "G-4", { warnOnly: true });
}

/** Warns on the later of two deploying aids with one hotkey, naming the earlier (C-down-hotkey-unique, X-14). */
function checkHotkeyUnique(aid: ClimbingAid, ctx: CheckCtx, content: ContentLike): void {
  if (!aid.deploys) return;
  const table = content.table("climbing_aid");
  if (!table) return;
  const inForce = table.values() as readonly ClimbingAid[];
  const index = inForce.indexOf(aid);
  if (index < 0) return; // a replaced duplicate id: only the definition in force counts
  const earlier = inForce
    .slice(0, index)
    .find((other) => other.deploys && other.down.menuHotkey === aid.down.menuHotkey);
  if (!earlier) return;
  ctx.sink.warn(
    ctx.atMember("down", "menu_hotkey"),
    "C-down-hotkey-unique",
    `deploying aids ${JSON.stringify(earlier.id)} and ${JSON.stringify(aid.id)} share the hotkey ${JSON.stringify(aid.down.menuHotkey)}; each deploying aid should have its own`,
  );
}
