/**
 * The records of a step's living monsters, slot by slot of `sim.monstersAlive()`: the scans over
 * every monster (a monster's target pick, the friends that see one hurt) read a monster's record
 * here instead of looking it up by id, a dictionary look-up each, hundreds per scan.
 *
 * On a working copy (a plain world, written in place) a monster's record stays one object for the
 * whole step: a new record comes only with an arrival (sim/spawn.ts), and an arrival or a departure
 * makes a new alive list, whose records are then looked up once. Through immer's drafts the current
 * copy of a record changes with every write: there nothing is kept (undefined).
 */
import { isDraft } from "immer";
import type { Sim } from "../sim/context.js";
import type { Monster } from "../world/types.js";

const RECORDS = new WeakMap<readonly string[], readonly (Readonly<Monster> | undefined)[]>();

/** The records of `ids` (the step's `monstersAlive()`), or undefined when they must be looked up. */
export function aliveRecords(sim: Sim, ids: readonly string[]): readonly (Readonly<Monster> | undefined)[] | undefined {
  if (isDraft(sim.world)) return undefined;
  let records = RECORDS.get(ids);
  if (!records) {
    records = ids.map((id) => sim.peekMonster(id));
    RECORDS.set(ids, records);
  }
  return records;
}
