/** Read access to other kinds' tables from a check, plus memoised indexes derived from them. */
import type { ContentLike } from "../kind.js";

/** Every definition of `id` in `kind`, in load order. */
export function allDefinitions<T>(content: ContentLike, kind: string, id: string): readonly T[] {
  return (content.table(kind)?.all(id) ?? []) as readonly T[];
}

/** The definition in force for every id of `kind`, in first-load order. */
export function everyValue<T>(content: ContentLike, kind: string): readonly T[] {
  return (content.table(kind)?.values() ?? []) as T[];
}

/** Derived indexes are computed once per loaded content (content never changes after loading). */
export { memoised } from "../../memo.js";
