/**
 * Requirement consolidation as the game does it for an upgrade mission's whole requirement set
 * (src/requirements.cpp, requirement_data::consolidate, applied when a blueprint's needs and the
 * recipe's own requirements are put together): each group's alternatives are sorted by id and
 * the groups by their ids; then a group whose ids all appear in a group already kept merges into
 * the shorter of the two, the shorter keeping only its own alternatives with the counts of both.
 * That can make a set stricter than it was — [[a, b, c], [a, b]] becomes [[a ×2, b ×2]] — which
 * is what the game asks of the camp's inventory.
 */
import type { ComponentReq, QualityReq, ToolReq } from "../../content/kinds/camp/requirements.js";

const byId = <T extends { readonly id: string }>(a: T, b: T): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function groupOrder<T extends { readonly id: string }>(a: readonly T[], b: readonly T[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = byId(a[i] as T, b[i] as T);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Are the ids of `part` (sorted) all among those of `whole` (sorted), in order? */
function includes<T extends { readonly id: string }>(whole: readonly T[], part: readonly T[]): boolean {
  let i = 0;
  for (const p of part) {
    while (i < whole.length && (whole[i] as T).id < p.id) i++;
    if (i >= whole.length || (whole[i] as T).id !== p.id) return false;
    i++;
  }
  return true;
}

export function consolidate<T extends { readonly id: string }>(
  groups: readonly (readonly T[])[],
  accumulate: (kept: T, other: T) => T,
): T[][] {
  const sorted = groups.map((g) => [...g].sort(byId)).sort(groupOrder);
  const kept: T[][] = [];
  for (const group of sorted) {
    let merged = false;
    for (let k = 0; k < kept.length; k++) {
      const existing = kept[k] as T[];
      let shorter: T[];
      let longer: readonly T[];
      if (includes(existing, group)) {
        shorter = [...group];
        longer = existing;
      } else if (includes(group, existing)) {
        shorter = existing;
        longer = group;
      } else continue;
      kept[k] = shorter.map((s) => {
        const same = longer.find((l) => l.id === s.id) as T;
        return accumulate(s, same);
      });
      merged = true;
      break;
    }
    if (!merged) kept.push(group);
  }
  return kept;
}

/** Qualities: the higher level. */
export const consolidateQualities = (groups: readonly (readonly QualityReq[])[]): QualityReq[][] =>
  consolidate(groups, (a, b) => ({ ...a, level: Math.max(a.level, b.level) }));

/** Tools: charges used add up; a tool only needed (-1) stays needed. */
export const consolidateTools = (groups: readonly (readonly ToolReq[])[]): ToolReq[][] =>
  consolidate(groups, (a, b) =>
    a.charges < 0 && b.charges < 0
      ? { ...a, charges: Math.min(a.charges, b.charges) }
      : a.charges > 0 && b.charges > 0
        ? { ...a, charges: a.charges + b.charges }
        : a,
  );

/** Components: counts add up. */
export const consolidateComponents = (groups: readonly (readonly ComponentReq[])[]): ComponentReq[][] =>
  consolidate(groups, (a, b) => ({ ...a, count: a.count + b.count }));
