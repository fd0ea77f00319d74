/** One turn of the world: time passes, effects and cooldowns run down, monsters act, hooks run. */
import { sortedIds } from "../world/creatures.js";
import type { Sim } from "./context.js";
import { tickEffects } from "./creature_state.js";
import { HOOKS } from "./hooks.js";
import { monsterTurn } from "./monster_turn.js";

export function advanceTurn(sim: Sim): void {
  const w = sim.world;
  w.turn += 1;
  for (const id of sortedIds(w.characters)) {
    const c = w.characters[id];
    if (!c || c.dead) continue;
    c.moves = Math.min(c.moves + c.speed, c.speed);
    tickEffects(sim, id);
  }
  for (const id of sortedIds(w.monsters)) {
    const m = w.monsters[id];
    if (!m || m.dead) continue;
    for (const key of Object.keys(m.cooldowns)) {
      const left = m.cooldowns[key] ?? 0;
      if (left > 0) m.cooldowns[key] = left - 1;
    }
    tickEffects(sim, id);
    monsterTurn(sim, id);
  }
  for (const hook of HOOKS.turn) hook(sim);
}
