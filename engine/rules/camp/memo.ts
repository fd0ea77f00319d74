/** Values derived from loaded content (which never changes), computed once per content. */
import type { Content } from "../../content/load.js";

const memo = new WeakMap<Content, Map<string, unknown>>();

export function campMemo<T>(content: Content, key: string, build: () => T): T {
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
