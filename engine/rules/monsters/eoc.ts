/**
 * EOCs of melee attacks (D3-F-eoc), run after a damaging hit with `u` = the monster and `npc` = the
 * target, through the shared EOC interpreter (engine/mechanics/eoc/interpreter.ts), as the game's
 * melee_actor activates each (src/mattack_actors.cpp): the condition, then `effect` or
 * `false_effect`. A form the interpreter does not run is a `runtime_error` naming it, never a
 * silent nothing (REAL-attack-eoc-run). The damage the hit dealt is the context variable `_damage`,
 * which the game's data reads there (the star vampires drain only `_damage > 0`; REAL-attack-eoc-damage).
 */
import type { EocRef } from "../../content/kinds/monsters/attack_types.js";
import { runEoc } from "../../mechanics/eoc/interpreter.js";
import type { Sim } from "../../sim/context.js";

const ATTACK_EOC_RULES = { run: "D3-F-eoc", content: "D3-F-eoc" } as const;

export function runEocs(sim: Sim, eocs: readonly EocRef[], u: string, npc: string, damage: number): void {
  for (const ref of eocs) runEoc(sim, { u, npc, context: { damage }, rules: ATTACK_EOC_RULES }, ref);
}
