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

const memo = new WeakMap<ContentLike, Map<string, unknown>>();

/** Derived indexes are computed once per loaded content (content never changes after loading). */
export function memoised<T>(content: ContentLike, key: string, build: () => T): T {
  let m = memo.get(content);
  if (!m) {
    m = new Map();
    memo.set(content, m);
  }
  if (m.has(key)) return m.get(key) as T;
  const v = build();
  m.set(key, v);
  return v;
}
