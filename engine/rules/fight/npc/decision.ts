/**
 * Every choice an NPC makes is a `rule` event named `npc_decision`: who, the action (aim, attack,
 * pursue, fire, reload, wield, flee, stand, wait), the target when there is one, the reason in
 * words and the numbers behind it, so a story or the viewer can say why the survivor did what it
 * did.
 */
import type { Sim } from "../../../sim/context.js";
import type { Json } from "../../../world/types.js";

export const NPC_DECISION = "npc_decision";

export type NpcAction = "aim" | "attack" | "pursue" | "fire" | "reload" | "wield" | "flee" | "stand" | "wait";

const round2 = (n: number): number => Math.round(n * 100) / 100;

export function decide(
  sim: Sim,
  who: string,
  action: NpcAction,
  reason: string,
  extra: { readonly target?: string; readonly [key: string]: Json | undefined } = {},
): void {
  const figures: { [key: string]: Json } = {};
  for (const key of Object.keys(extra)) {
    const v = extra[key];
    if (v === undefined) continue;
    figures[key] = typeof v === "number" ? round2(v) : v;
  }
  sim.emit({ type: "rule", name: NPC_DECISION, data: { who, action, ...figures, reason } });
}
