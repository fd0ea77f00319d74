/**
 * EOCs of melee attacks (D3-F-eoc), run after a damaging hit with `u` = the monster and `npc` = the
 * target. There is no EOC interpreter in the engine yet: each run is reported as a `rule` event
 * `eoc`, and the message effects (`u_message`, `npc_message`, `message`) are shown.
 */
import type { EocRef } from "../../content/kinds/monsters/attack_types.js";
import type { Sim } from "../../sim/context.js";
import type { Json } from "../../world/types.js";

export function runEocs(sim: Sim, eocs: readonly EocRef[], u: string, npc: string): void {
  for (const ref of eocs) {
    const eoc = typeof ref === "string" ? sim.content.effect_on_condition.get(ref) : undefined;
    const id = typeof ref === "string" ? ref : typeof ref["id"] === "string" ? ref["id"] : "inline";
    const effects: readonly Json[] = eoc ? eoc.effects : toList(typeof ref === "string" ? undefined : ref["effect"]);
    sim.emit({ type: "rule", name: "eoc", data: { id, u, npc } });
    for (const e of effects) {
      if (typeof e !== "object" || e === null || Array.isArray(e)) continue;
      const o = e as { readonly [k: string]: Json };
      for (const k of ["u_message", "npc_message", "message"]) {
        const v = o[k];
        if (typeof v === "string") sim.emit({ type: "message", text: v, about: k === "npc_message" ? npc : u });
      }
    }
  }
}

function toList(v: Json | undefined): readonly Json[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}
