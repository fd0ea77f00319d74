/**
 * Reading through an immer draft without drafting: immer makes a draft of every object read
 * through a draft, which for scans over the map or over hundreds of monsters costs more than the
 * rule itself. `latest` gives what a draft reads as now (its copy once written, else its base)
 * and hands plain values back unchanged. What it returns must never be written.
 */

/** immer 11's own key for a draft's state (Symbol.for, so it is the same symbol immer uses). */
const DRAFT_STATE = Symbol.for("immer-state");

interface DraftState {
  readonly copy_: unknown;
  readonly base_: unknown;
}

export function latest<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  const state = (value as Record<symbol, DraftState | undefined>)[DRAFT_STATE];
  return state ? ((state.copy_ ?? state.base_) as T) : value;
}

/**
 * `latest` for a draft read many times in one step: the draft's state is looked up once (each
 * look-up through the parent is a proxy trap), its current copy-or-base on every call.
 */
export function latestOf<T>(value: T): () => T {
  if (typeof value !== "object" || value === null) return () => value;
  const state = (value as Record<symbol, DraftState | undefined>)[DRAFT_STATE];
  if (!state) return () => value;
  return () => (state.copy_ ?? state.base_) as T;
}
