/**
 * One turn of the world, written as its phases in order (TURN_PHASES): time passes, the effects
 * on condition queued for this turn run (mechanics/eoc/queue.ts), fields age,
 * decay and spread; each character gets its moves back (at its speed after effects), its dodge
 * for the turn and some stamina, its effects run and the fields on its tile act on it; each
 * monster in id order: its effects run, its tile's fields act, it takes its turn (the monsters
 * area, through sim.hooks.monsterTurn), and whoever was pulled over open air falls; the sounds of
 * the turn are heard; last, the areas' per-turn hooks. Special attack cooldowns need no work here:
 * a monster keeps the turn each attack is ready again.
 */
import type { Sim } from "../sim/context.js";
import { processEffects } from "../mechanics/effects/process.js";
import { effectiveSpeed } from "../mechanics/effects/status.js";
import { creatureInField } from "../mechanics/fields/creature.js";
import { processFields } from "../mechanics/fields/process.js";
import { applyGravity } from "../mechanics/gravity.js";
import { processSounds } from "../mechanics/senses/hearing.js";
import { regenStamina } from "../mechanics/fight/stamina.js";
import { runEoc } from "../mechanics/eoc/interpreter.js";
import { runQueuedEocs } from "../mechanics/eoc/queue.js";
import { monsterRecords } from "../mechanics/alive_records.js";
import { latest } from "../world/peek.js";

/** One phase of a turn: a name to read and test the order by, and its work. */
export interface TurnPhase {
  readonly name: string;
  readonly run: (sim: Sim) => void;
}

function characters(sim: Sim): void {
  const w = sim.world;
  for (const id of sim.characterIds()) {
    const c = w.characters[id];
    if (!c || c.dead) continue;
    const speed = effectiveSpeed(sim, id, c.speed);
    c.moves = Math.min(c.moves + speed, speed);
    // Its dodge comes back with its turn, if it can act (Character::process_turn), and some stamina.
    if (c.moves > 0 && c.dodgesUsed !== undefined) delete c.dodgesUsed;
    if (c.moves > 0 && c.blocksUsed !== undefined) delete c.blocksUsed;
    regenStamina(sim, c);
    processEffects(sim, id);
    if (!c.dead) creatureInField(sim, id);
    // An activity takes the moves first (and may be interrupted); then a character with a will of
    // its own acts with what is left; a scripted one waits for the scenario's steps.
    if (!c.dead && c.activity !== undefined) sim.hooks.activityTurn(sim, id);
    if (!c.dead && c.ai === "npc") sim.hooks.characterTurn(sim, id);
  }
}

function monsters(sim: Sim): void {
  const w = sim.world;
  const ids = sim.monsterIds();
  // By slot where the records are kept (a working copy) and no creature has arrived since they
  // were read (a spawn may replace a record, sim.arrivals): a look-up by id per monster was about
  // 4 % of the tick. A monster arriving meanwhile waits for the next turn either way.
  const records = monsterRecords(sim, ids);
  const arrivals = sim.arrivals();
  // The record goes down the turn only where no character has a monster's id (a scenario may name
  // a character as a generated monster id, m1): the rules look a creature up characters first.
  const shared = sharedIds(sim);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const read = sim.arrivals();
    const m = records !== undefined && read === arrivals ? records[i] : w.monsters[id];
    if (!m || m.dead) continue;
    const own = !shared || !Object.hasOwn(latest(w.characters), id);
    processEffects(sim, id, own ? m : undefined);
    if (!m.dead) creatureInField(sim, id);
    // Handed down while it is still the record: nothing arrived since it was read.
    if (!m.dead) sim.hooks.monsterTurn(sim, id, own && sim.arrivals() === read ? m : undefined);
    // Pulled, flung or dragged over open air, a creature falls (mechanics/gravity.ts).
    applyGravity(sim);
  }
}

/** Does a character have the id of a monster in the world? */
function sharedIds(sim: Sim): boolean {
  const monsters = latest(sim.world.monsters);
  for (const id in latest(sim.world.characters)) if (Object.hasOwn(monsters, id)) return true;
  return false;
}

/** The order of a turn. The order is part of the behaviour: recordings replay only if it stays. */
export const TURN_PHASES: readonly TurnPhase[] = [
  {
    name: "time",
    run: (sim) => {
      sim.world.turn += 1;
    },
  },
  { name: "queued EOCs", run: (sim) => runQueuedEocs(sim, (scope, eoc) => runEoc(sim, scope, eoc)) },
  { name: "fields", run: processFields },
  { name: "characters", run: characters },
  { name: "monsters", run: monsters },
  { name: "sounds", run: processSounds },
  { name: "areas", run: (sim) => sim.hooks.turn.forEach((hook) => hook(sim)) },
];

export function advanceTurn(sim: Sim): void {
  for (const phase of TURN_PHASES) phase.run(sim);
}
