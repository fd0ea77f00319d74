/**
 * Examining a tile (B1): the furniture's action runs when the tile has furniture whose action is
 * not `none` (unknown names and the mortar count as `none`); otherwise the terrain's
 * (B1-precedence). Every examine first reports what runs (`rule` event `examine`), so even a
 * `none` leaves a trace; unknown names add a debug event saying they act as `none`.
 */
import type { Furniture } from "../../content/kinds/furniture.js";
import { effectiveExamine, type ExamineAction } from "../../content/kinds/examine/types.js";
import type { Terrain } from "../../content/kinds/terrain.js";
import type { Sim } from "../../sim/context.js";
import { character } from "../../sim/creature_state.js";
import { distance, tileAt } from "../../world/grid.js";
import type { Point } from "../../world/types.js";
import { applianceConvert } from "./actors/appliance_convert.js";
import { cardreader } from "./actors/cardreader.js";
import { effectOnCondition } from "./actors/effect_on_condition.js";
import type { ExamineAnswers, ExamineCtx } from "./context.js";
import { EXAMINE_ACTIONS } from "./table.js";

const isNone = (a: ExamineAction): boolean => a.kind === "hardcoded" && a.name === "none";

function label(a: ExamineAction | undefined): string {
  if (a === undefined) return "none";
  return a.kind === "hardcoded" || a.kind === "game" || a.kind === "unknown" ? a.name : a.kind;
}

export interface ExamineChoice {
  readonly source: "furniture" | "terrain";
  readonly def: Terrain | Furniture;
  /** As written (for reports). */
  readonly declared: ExamineAction | undefined;
  /** What runs. */
  readonly action: ExamineAction;
}

/** Which definition's action runs on a tile (B1-precedence). */
export function chooseExamine(sim: Sim, p: Point): ExamineChoice | string {
  const tile = tileAt(sim.map(), p);
  if (!tile) return `${p.x},${p.y},${p.z} is outside the map`;
  if (tile.furn !== undefined) {
    const f = sim.content.furniture.get(tile.furn);
    if (f) {
      const action = effectiveExamine(f.examineAction);
      if (!isNone(action)) return { source: "furniture", def: f, declared: f.examineAction, action };
    }
  }
  const t = sim.content.terrain.get(tile.ter);
  if (!t) return `terrain ${JSON.stringify(tile.ter)} at ${p.x},${p.y},${p.z} is not loaded`;
  const fdef = tile.furn !== undefined ? sim.content.furniture.get(tile.furn) : undefined;
  const action = effectiveExamine(t.examineAction);
  // Nothing to do on either: describe the furniture when there is one.
  if (isNone(action) && fdef) return { source: "furniture", def: fdef, declared: fdef.examineAction, action };
  return { source: "terrain", def: t, declared: t.examineAction, action };
}

export function examineTile(sim: Sim, who: string, pos: Point, answers: ExamineAnswers): void {
  const c = character(sim, who);
  if (pos.z !== c.pos.z || distance(c.pos, pos) > 1)
    sim.refuse(
      who === "you"
        ? `you can only examine your own tile or a neighbouring one on your level (${pos.x},${pos.y},${pos.z} is not)`
        : `${who} can only examine its own tile or a neighbouring one on its level (${pos.x},${pos.y},${pos.z} is not)`,
    );
  const choice = chooseExamine(sim, pos);
  if (typeof choice === "string") sim.refuse(choice);
  const name = label(choice.action);
  sim.emit({
    type: "rule",
    name: "examine",
    data: { who, pos: [pos.x, pos.y, pos.z], source: choice.source, id: choice.def.id, action: name },
  });
  if (choice.declared && (choice.declared.kind === "unknown" || choice.declared.kind === "mortar")) {
    sim.emit({
      type: "debug",
      text: `examine action "${label(choice.declared)}" of ${choice.def.id} is not implemented; it acts as "none" (B1-string)`,
    });
  }
  const ctx: ExamineCtx = { sim, who, c, pos, source: choice.source, def: choice.def, answers, action: name };
  runChoice(ctx, choice.action);
}

/** The label of the action that runs on a tile now (for an activity to check it still does). */
export function actionLabel(choice: ExamineChoice): string {
  return label(choice.action);
}

/** Runs the chosen action's handler. */
export function runChoice(ctx: ExamineCtx, a: ExamineAction): void {
  switch (a.kind) {
    case "hardcoded":
    case "game":
      return EXAMINE_ACTIONS[a.name].run(ctx);
    case "appliance_convert":
      return applianceConvert(ctx, a);
    case "cardreader":
      return cardreader(ctx, a);
    case "effect_on_condition":
      return effectOnCondition(ctx, a);
    default:
      return EXAMINE_ACTIONS.none.run(ctx);
  }
}
