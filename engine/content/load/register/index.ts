/**
 * The registering phase of a load: inheritance is resolved per family (every item type is one
 * family), each object decoded with its kind's codec and added to its kind's table by id. How a
 * family is registered depends on what the reading holds of it; each way is a named strategy:
 *
 *   whole          every object was read: resolve, decode and register them all now;
 *   partial        a checked kind with files set aside (validation): the read objects now, the
 *                  rest when something needs them (partial.ts);
 *   on first read  a tolerant kind with files set aside: everything on first read of a table.
 */
import type { ProblemSink } from "../../problems.js";
import type { Reading } from "../reading.js";
import { type Family, RegisterContext, type Tables } from "./context.js";
import { onFirstRead } from "./on_first_read.js";
import { partialFamily } from "./partial.js";
import { wholeFamily } from "./whole.js";

export type { Tables } from "./context.js";
export { guarded } from "./one_object.js";

export interface Strategy {
  readonly name: string;
  applies(fam: Family): boolean;
  register(ctx: RegisterContext, fam: Family): void;
}

/** Tried in order: the first that applies registers the family. */
export const STRATEGIES: readonly Strategy[] = [partialFamily, onFirstRead, wholeFamily];

/** Registers every family whose kinds the reading holds. */
export function registerFamilies(reading: Reading, tables: Tables, problems: ProblemSink): void {
  const ctx = new RegisterContext(reading, tables, problems);
  for (const fam of ctx.families()) {
    const strategy = STRATEGIES.find((s) => s.applies(fam));
    strategy?.register(ctx, fam);
  }
}
