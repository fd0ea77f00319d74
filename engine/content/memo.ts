/**
 * Values derived from loaded content, computed once per content: content never changes after
 * loading, so an index built from it (attack lists per monster type, construction lookups) can be
 * kept for as long as the content lives.
 */
const memo = new WeakMap<object, Map<string, unknown>>();

export function memoised<T>(content: object, key: string, build: () => T): T {
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
