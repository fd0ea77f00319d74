/**
 * One turn of the world: time passes, fields age, decay and spread, then each character gets its
 * moves back (at its speed after effects), its dodge for the turn and some stamina, its effects
 * run and the fields on its tile act on it; then each monster in id order: its effects run, its
 * tile's fields act, and it takes its turn; last, the areas' per-turn hooks. Special attack cooldowns need no work here: a monster keeps
 * the turn each attack is ready again.
 */
import type { Sim } from "../sim/context.js";
import { processEffects } from "../sim/effects/process.js";
import { effectiveSpeed } from "../sim/effects/status.js";
import { creatureInField } from "../sim/fields/creature.js";
import { processFields } from "../sim/fields/process.js";
import { applyGravity } from "../sim/gravity.js";
import { processSounds } from "../sim/senses/hearing.js";
import { STAMINA } from "../sim/fight/stamina.js";
import { monsterTurn } from "./monster_turn.js";

export function advanceTurn(sim: Sim): void {
  const w = sim.world;
  w.turn += 1;
  processFields(sim);
  for (const id of sim.characterIds()) {
    const c = w.characters[id];
    if (!c || c.dead) continue;
    const speed = effectiveSpeed(sim, id, c.speed);
    c.moves = Math.min(c.moves + speed, speed);
    // Its dodge comes back with its turn, if it can act (Character::process_turn), and some stamina.
    if (c.moves > 0 && c.dodgesUsed !== undefined) delete c.dodgesUsed;
    if (c.stamina < c.staminaMax) c.stamina = Math.min(c.staminaMax, c.stamina + STAMINA.regenPerTurn);
    processEffects(sim, id);
    if (!c.dead) creatureInField(sim, id);
  }
  for (const id of sim.monsterIds()) {
    const m = w.monsters[id];
    if (!m || m.dead) continue;
    processEffects(sim, id);
    if (!m.dead) creatureInField(sim, id);
    if (!m.dead) monsterTurn(sim, id);
    // Pulled, flung or dragged over open air, a creature falls (sim/gravity.ts).
    applyGravity(sim);
  }
  processSounds(sim);
  for (const hook of sim.hooks.turn) hook(sim);
}
