/**
 * The checking phase of a load: every strict object's cross-object rules and references, once
 * all are registered. When another thread holds some kinds (content/split), a reference to one of
 * them is noted and answered once both sides are done (PendingRef).
 */
import { appendPath, type PathSegment } from "../json/path.js";
import type { At, ProblemSink } from "../problems.js";
import type { ContentTable } from "../registry.js";
import { KINDS, type KindName } from "../kinds/index.js";
import type { CheckCtx, ContentLike, KindDef } from "../kinds/kind.js";
import { guarded, type Tables } from "./register/index.js";
import { KIND_NAMES } from "./reading.js";

/** A reference to a kind held by the other thread: a problem unless that side has the id. */
export interface PendingRef {
  readonly kind: KindName;
  readonly id: string;
  readonly at: At;
  readonly rule: string;
  readonly message: string;
  readonly warnOnly: boolean;
}

/** The registry seen through the loose interface kinds' checks use (also for helpers run after loading). */
export function tableView(tables: Tables, holds: (k: KindName) => boolean = () => true): ContentLike {
  return {
    table: (kind) => {
      if (!Object.hasOwn(tables, kind)) return undefined;
      // A check may read only the tables of its own thread's kinds (see content/split/parts.ts).
      if (!holds(kind as KindName)) throw new Error(`internal: ${kind} objects are loaded on the other thread`);
      return tables[kind as KindName];
    },
  };
}

/** Whether a reference to `id` resolves against a table: a kind left unread is opaque (G-4). */
export function resolvesIn(table: ContentTable<unknown>, id: string): boolean {
  // A kind whose files were left unread is a referenced kind, opaque to validation (G-4):
  // reading it just for this check would read what skipUncheckedFiles saves.
  return table.deferred || table.has(id);
}

/** Runs the checks of the kinds held; returns the references to kinds held elsewhere. */
export function runChecks(
  tables: Tables,
  problems: ProblemSink,
  holds: (k: KindName) => boolean = () => true,
): PendingRef[] {
  const pending: PendingRef[] = [];
  const content = tableView(tables, holds);
  for (const k of KIND_NAMES) {
    const def = KINDS[k] as KindDef<unknown>;
    if (!def.check || def.lazy || !holds(k)) continue;
    for (const entry of tables[k].loadedEntries()) {
      if (entry.base || entry.lazy) continue;
      guarded(problems, entry.at, def, () =>
        def.check?.(entry.value, checkContext(entry.at, def, problems, tables, holds, pending), content),
      );
    }
  }
  return pending;
}

/** Reports the pending references that `has` does not resolve. */
export function answerRefs(
  pending: readonly PendingRef[],
  problems: ProblemSink,
  has: (kind: KindName, id: string) => boolean,
): void {
  for (const p of pending) {
    if (has(p.kind, p.id)) continue;
    if (p.warnOnly) problems.warn(p.at, p.rule, p.message);
    else problems.error(p.at, p.rule, p.message);
  }
}

function missingRefMessage(kind: string, id: string, segments: readonly PathSegment[]): string {
  return `${segments.length ? segments.map(String).join(".") : "reference"} names ${kind} ${JSON.stringify(id)}, which is not defined in the loaded content`;
}

function checkContext(
  at: At,
  def: KindDef<unknown>,
  sink: ProblemSink,
  tables: Tables,
  holds: (k: KindName) => boolean,
  pending: PendingRef[],
): CheckCtx {
  const atMember = (...segments: PathSegment[]): At => {
    let path = at.path;
    for (const s of segments) path = appendPath(path, s);
    return { ...at, path };
  };
  return {
    at,
    sink,
    rules: def.rules,
    atMember,
    ref: (kind, id, segments, rule, opts) => {
      if (!Object.hasOwn(KINDS, kind)) return true;
      const name = kind as KindName;
      if (!holds(name)) {
        // Answered when the other side is done; a check must not depend on the answer meanwhile.
        const message = missingRefMessage(kind, id, segments);
        pending.push({ kind: name, id, at: atMember(...segments), rule, message, warnOnly: opts?.warnOnly === true });
        return true;
      }
      // Most references resolve: the message is built only for one that does not.
      if (resolvesIn(tables[name], id)) return true;
      const message = missingRefMessage(kind, id, segments);
      if (opts?.warnOnly) sink.warn(atMember(...segments), rule, message);
      else sink.error(atMember(...segments), rule, message);
      return false;
    },
  };
}
