/**
 * One turn of the world: time passes, effects run down, monsters act, hooks run. Special attack
 * cooldowns need no work here: a monster keeps the turn each attack is ready again.
 */
import type { Sim } from "../sim/context.js";
import { tickEffects } from "../sim/creature_state.js";
import { monsterTurn } from "./monster_turn.js";

export function advanceTurn(sim: Sim): void {
  const w = sim.world;
  w.turn += 1;
  for (const id of sim.characterIds()) {
    const c = w.characters[id];
    if (!c || c.dead) continue;
    c.moves = Math.min(c.moves + c.speed, c.speed);
    tickEffects(sim, id);
  }
  for (const id of sim.monsterIds()) {
    const m = w.monsters[id];
    if (!m || m.dead) continue;
    tickEffects(sim, id);
    monsterTurn(sim, id);
  }
  for (const hook of sim.hooks.turn) hook(sim);
}
