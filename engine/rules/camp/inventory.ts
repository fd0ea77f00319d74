/** Checking a requirement set against the camp's inventory and taking its components (A1-F-components). */
import type { Content } from "../../content/load.js";
import type { CampInventory } from "./state.js";
import type { Needs } from "./needs.js";

export type NeedsCheck =
  | { readonly ok: true; readonly take: readonly (readonly [string, number])[] }
  | { readonly ok: false; readonly missing: readonly string[] };

function has(inv: CampInventory, id: string): boolean {
  return (inv.items[id] ?? 0) > 0 || inv.resources.includes(id);
}

function qualityLevel(content: Content, inv: CampInventory, quality: string): number {
  let best = 0;
  const ids = [...Object.keys(inv.items).filter((k) => (inv.items[k] ?? 0) > 0), ...inv.resources];
  for (const id of ids) best = Math.max(best, content.item.get(id)?.qualities[quality] ?? 0);
  return best;
}

/** Which components would be taken, or what is missing (each OR-group: the first alternative present). */
export function checkNeeds(content: Content, inv: CampInventory, needs: Needs): NeedsCheck {
  const missing: string[] = [];
  for (const g of needs.qualities) {
    if (!g.some((q) => qualityLevel(content, inv, q.id) >= q.level))
      missing.push(`quality ${g.map((q) => `${q.id} ${q.level}`).join(" or ")}`);
  }
  for (const g of needs.tools) {
    if (!g.some((t) => has(inv, t.id))) missing.push(`tool ${g.map((t) => t.id).join(" or ")}`);
  }
  const left = new Map<string, number>(Object.entries(inv.items));
  const take: [string, number][] = [];
  for (const g of needs.components) {
    const alt = g.find((c) => (left.get(c.id) ?? 0) >= c.count);
    if (!alt) {
      missing.push(`component ${g.map((c) => `${c.count} ${c.id}`).join(" or ")}`);
      continue;
    }
    left.set(alt.id, (left.get(alt.id) ?? 0) - alt.count);
    if (alt.count > 0) take.push([alt.id, alt.count]);
  }
  return missing.length ? { ok: false, missing } : { ok: true, take };
}
