/**
 * What a monster's spell does beyond its damage and its `effect_str` effect (spell.ts), for the
 * effects the real monsters' spells use most (src/magic_spell_effect.cpp):
 * - `effect_on_condition`: the EOC named by `effect_str` runs with the creature the spell lands on
 *   as `u` and the caster as `npc` (the game's dialogue for a spell's victim); forms the shared
 *   interpreter (engine/sim/eoc/interpreter.ts) does not know stop that EOC with a
 *   `runtime_error` event naming them (D6-spell-run);
 * - `noise`: a sound at the spell's target with the spell's damage as its volume, which monsters
 *   hear like any other.
 * Summons, traps, polymorphs and teleports are still only announced by the `spell_cast` event.
 */
import type { Spell } from "../../../content/kinds/spell.js";
import type { Sim } from "../../../sim/context.js";
import { runEoc } from "../../../sim/eoc/interpreter.js";
import { creaturePos } from "../../../world/creatures.js";

const SPELL_RULES = { run: "D6-spell-run", content: "D6-spell-run" } as const;

/** Runs the spell's own effect on `aim`; `damage` is the spell's damage at the cast level. */
export function castEffect(sim: Sim, spell: Spell, caster: string, aim: string, damage: number): void {
  if (spell.effect === "effect_on_condition" && spell.effectStr !== "") {
    runEoc(sim, { u: aim, npc: caster, context: {}, rules: SPELL_RULES }, spell.effectStr);
    return;
  }
  if (spell.effect === "noise" && damage > 0) {
    const at = creaturePos(sim.world, aim);
    if (!at) return;
    sim.emit({
      type: "sound",
      description: spell.message ?? spell.name,
      volume: damage,
      pos: { x: at.x, y: at.y, z: at.z },
      source: caster,
    });
  }
}
