/**
 * Which monsters a danger sweep fights: every monster type the named content defines itself (for a
 * mod, the mod's own, not those of the core it loads on) or changes (a core monster of a species
 * the mod redefines or one of its `monster_adjustment`s reaches, DANGER-mod-changes), in id order; debug monsters (an id with
 * `debug` as a word) and hallucinations (species HALLUCINATION, or a DISAPPEAR attack: illusions
 * and decoys that vanish) only when asked; then the include and exclude patterns on ids (`*` any
 * run of characters), and the species and flags asked for (a monster with any one of them).
 */
import type { Content } from "../../content/load.js";
import type { Monster } from "../../content/kinds/monster.js";

export interface Selection {
  /** Id patterns a monster must match one of (none: every monster). */
  readonly include: readonly string[];
  /** Id patterns that leave a monster out. */
  readonly exclude: readonly string[];
  /** Species a monster must have one of (none: any). */
  readonly species: readonly string[];
  /** Flags a monster must have one of (none: any). */
  readonly flags: readonly string[];
  readonly withDebug: boolean;
  readonly withHallucinations: boolean;
}

export const ALL: Selection = {
  include: [],
  exclude: [],
  species: [],
  flags: [],
  withDebug: false,
  withHallucinations: false,
};

function pattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

export function isDebugMonster(m: Monster): boolean {
  return /(^|_)debug(_|$)/.test(m.id);
}

export function isHallucination(m: Monster): boolean {
  return m.species.includes("HALLUCINATION") || m.specialAttacks.some((a) => a.key === "DISAPPEAR");
}

/** Whether the content's own species or monster adjustments change a base monster (a mod's changes to the core's). */
function changedByOwnContent(content: Content): (m: Monster) => boolean {
  const species = new Set(
    content.species
      .everyEntry()
      .filter((e) => !e.base)
      .map((e) => e.id),
  );
  const adjusted = new Set(
    content.monster_adjustment
      .everyEntry()
      .filter((e) => !e.base)
      .map((e) => e.value.species),
  );
  if (species.size === 0 && adjusted.size === 0) return () => false;
  return (m) => adjusted.has("ALL") || m.species.some((x) => species.has(x) || adjusted.has(x));
}

/** The ids of the monsters to fight, sorted. */
export function selectMonsters(content: Content, s: Selection): string[] {
  const include = s.include.map(pattern);
  const exclude = s.exclude.map(pattern);
  const changed = changedByOwnContent(content);
  const out: string[] = [];
  for (const id of content.monster.ids()) {
    const entry = content.monster.entry(id);
    const m = entry?.value;
    if (!entry || !m || (entry.base && !changed(m))) continue;
    if (!s.withDebug && isDebugMonster(m)) continue;
    if (!s.withHallucinations && isHallucination(m)) continue;
    if (include.length > 0 && !include.some((r) => r.test(id))) continue;
    if (exclude.some((r) => r.test(id))) continue;
    if (s.species.length > 0 && !m.species.some((x) => s.species.includes(x))) continue;
    if (s.flags.length > 0 && !m.flags.some((x) => s.flags.includes(x))) continue;
    out.push(id);
  }
  return out.sort();
}
