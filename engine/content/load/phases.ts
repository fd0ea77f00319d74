/**
 * The phases after reading, run the same way on every load path: a load on one thread
 * (content/load.ts), and each side of a validation split over two threads (content/split). Each
 * side registers the families it holds, then checks them; a reference to a kind the other side
 * holds comes back as a PendingRef, answered once both sides are done.
 */
import type { ProblemSink } from "../problems.js";
import { ContentTable } from "../registry.js";
import type { KindName } from "../kinds/index.js";
import { type PendingRef, runChecks } from "./check.js";
import { KIND_NAMES, type Reading } from "./reading.js";
import { registerFamilies, type Tables } from "./register/index.js";
import { type KindStats, kindStats } from "./stats.js";

export interface Registered {
  readonly tables: Tables;
  /** References to kinds this side does not hold (none on one thread). */
  readonly pending: PendingRef[];
  /** Counts by kind; call it last, after every reference was answered (answering may fill tables). */
  readonly kinds: () => Map<KindName, KindStats>;
}

/** One empty table per kind. */
export function emptyTables(): Tables {
  return Object.fromEntries(KIND_NAMES.map((k) => [k, new ContentTable<unknown>()])) as unknown as Tables;
}

/** Registers and checks what `reading` holds (every kind, or those `holds` names). */
export function registerAndCheck(
  reading: Reading,
  problems: ProblemSink,
  holds: (k: KindName) => boolean = () => true,
): Registered {
  const tables = emptyTables();
  registerFamilies(reading, tables, problems);
  const pending = runChecks(tables, problems, holds);
  return { tables, pending, kinds: () => kindStats(reading, tables) };
}
