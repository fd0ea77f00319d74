/**
 * The records of a step's living monsters, slot by slot of `sim.monstersAlive()`: the scans over
 * every monster (a monster's target pick, the friends that see one hurt) read a monster's record
 * here instead of looking it up by id, a dictionary look-up each, hundreds per scan.
 *
 * On a working copy (a plain world, written in place) a monster's record stays one object for the
 * whole step: a new record comes only with an arrival (sim/spawn.ts), and an arrival or a departure
 * makes a new alive list, whose records are then looked up once. Through immer's drafts the current
 * copy of a record changes with every write: there nothing is kept (undefined).
 *
 * `monsterRecords` does the same for the step's list of every monster (`sim.monsterIds()`, the
 * dead included), which the turn loop walks: the record of each slot, read by position.
 */
import { type Draft, isDraft } from "immer";
import type { Sim } from "../sim/context.js";
import type { Monster } from "../world/types.js";

const RECORDS = new WeakMap<readonly string[], readonly (Draft<Monster> | undefined)[]>();

/** The records of `ids` (the step's `monstersAlive()`), or undefined when they must be looked up. */
export function aliveRecords(sim: Sim, ids: readonly string[]): readonly (Readonly<Monster> | undefined)[] | undefined {
  return recordsOf(sim, ids);
}

/**
 * The records of `ids` (the step's `monsterIds()`: a list made again after every arrival), or
 * undefined when they must be looked up (through immer's drafts). On a working copy each is the
 * record itself, the object rules write in place.
 */
export function monsterRecords(sim: Sim, ids: readonly string[]): readonly (Draft<Monster> | undefined)[] | undefined {
  return recordsOf(sim, ids);
}

function recordsOf(sim: Sim, ids: readonly string[]): readonly (Draft<Monster> | undefined)[] | undefined {
  if (isDraft(sim.world)) return undefined;
  let records = RECORDS.get(ids);
  if (!records) {
    // Not a draft: peekMonster answers with the world's own record, the one written in place.
    records = ids.map((id) => sim.peekMonster(id) as Draft<Monster> | undefined);
    RECORDS.set(ids, records);
  }
  return records;
}
