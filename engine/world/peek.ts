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

/**
 * How many immer recipes are running (inDrafts). With none, nothing read can be a draft and
 * `latest` hands every value back at once: looking for a draft's state on a plain object is a
 * property miss that costs a prototype walk, which scans of every monster made a tenth of a turn.
 * A recipe that did not say so would only be read through its proxies (slower, never wrong).
 */
let recipes = 0;

/** Runs an immer recipe (a `produce`), telling `latest` that drafts may be read meanwhile. */
export function inDrafts<T>(recipe: () => T): T {
  recipes++;
  try {
    return recipe();
  } finally {
    recipes--;
  }
}

/*
 * `latest` is inlined into nearly every hot function, and V8 compiles an inlined body anew in each
 * of them (and again after each deoptimisation): it is kept to the test alone, the look-up for a
 * draft apart (never run, so never inlined, on a working copy).
 */
export function latest<T>(value: T): T {
  return recipes === 0 ? value : latestWhileDrafting(value);
}

function latestWhileDrafting<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  const state = (value as Record<symbol, DraftState | undefined>)[DRAFT_STATE];
  return state ? ((state.copy_ ?? state.base_) as T) : value;
}

/**
 * `latest` for a draft read many times in one step: the draft's state is looked up once (each
 * look-up through the parent is a proxy trap), its current copy-or-base on every call.
 */
export function latestOf<T>(value: T): () => T {
  if (recipes === 0 || typeof value !== "object" || value === null) return () => value;
  const state = (value as Record<symbol, DraftState | undefined>)[DRAFT_STATE];
  if (!state) return () => value;
  return () => (state.copy_ ?? state.base_) as T;
}
