/**
 * An EOC's `u_cast_spell` / `npc_cast_spell` (engine/mechanics/eoc/): the talker casts the spell at
 * a place, as a death spell is cast (death_spell.ts), at the level the EOC names (REAL-eoc-cast-spell).
 */
import type { CastSpellHook } from "../../sim/hooks.js";
import { castAt } from "./death_spell.js";

export const castSpellFromEoc: CastSpellHook = (sim, caster, spellId, at, level) => {
  const spell = sim.content.spell.get(spellId);
  if (!spell) return false;
  castAt(sim, spell, caster, at, level, 0);
  return true;
};
