/**
 * Which undocumented examine action names loaded content uses (B1-string), with how many terrain
 * and furniture carry each (after inheritance): the list the README gives for the real data.
 */
import type { ExamineAction } from "./types.js";

interface TileTable {
  values(): readonly { readonly examineAction: ExamineAction | undefined }[];
}

export interface UnknownExamineUse {
  /** JSON `name`. */
  readonly name: string;
  /** JSON `terrain`. */
  readonly terrain: number;
  /** JSON `furniture`. */
  readonly furniture: number;
}

/** Sorted by name, so the result does not depend on load order. */
export function unknownExamineNames(content: {
  readonly terrain: TileTable;
  readonly furniture: TileTable;
}): UnknownExamineUse[] {
  const counts = new Map<string, { terrain: number; furniture: number }>();
  const count = (table: TileTable, kind: "terrain" | "furniture"): void => {
    for (const v of table.values()) {
      const a = v.examineAction;
      if (a?.kind !== "unknown") continue;
      const c = counts.get(a.name) ?? { terrain: 0, furniture: 0 };
      c[kind]++;
      counts.set(a.name, c);
    }
  };
  count(content.terrain, "terrain");
  count(content.furniture, "furniture");
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, c]) => ({ name, terrain: c.terrain, furniture: c.furniture }));
}
