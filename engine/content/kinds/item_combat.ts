/**
 * What a fight reads of an item (issue 17): melee damage and to-hit, armour portions, gun, ammo and
 * thrown data. Tolerant member readers for the item projection (engine/content/kinds/item.ts): a
 * member of an unexpected shape reads as absent, since the real data is the authority on items.
 */
import * as t from "io-ts";
import { isJsonObject, type Json } from "../json/types.js";
import { damageModifier, type DamageUnit } from "./monsters/values.js";

/** One material layer of an armour portion (the game's part_material). */
export interface PortionMaterial {
  /** JSON `type`: the material id. */
  readonly material: string;
  /** JSON `covered_by_mat`: percent of the portion this material covers (default 100). */
  readonly cover: number;
  /** JSON `thickness`: millimetres. */
  readonly thickness: number;
}

/** One entry of an item's `armor` list. */
export interface ArmorPortion {
  /** JSON `covers`: body parts. */
  readonly covers: readonly string[];
  /** JSON `coverage`: percent (0 when absent, as the game reads it). */
  readonly coverage: number;
  /** JSON `cover_melee`: coverage against melee attacks (default `coverage`). */
  readonly coverMelee: number;
  /** JSON `cover_ranged`: coverage against projectiles (default `coverage`). */
  readonly coverRanged: number;
  /** JSON `encumbrance`: the first number when a pair is given. */
  readonly encumbrance: number;
  /** JSON `material`: the portion's own layers; empty means the item's materials (armor.ts). */
  readonly materials: readonly PortionMaterial[];
}

/** One firing mode of a gun (`modes`: `[id, name, shots, flags?]`). */
export interface GunMode {
  readonly id: string;
  readonly shots: number;
}

/** A material of the item with its `portion` (1 when the material is a plain id). */
export interface MaterialPortion {
  readonly material: string;
  readonly portion: number;
}

const MELEE_ALIASES: Readonly<Record<string, string>> = { bashing: "bash", cutting: "cut" };

/** `melee_damage` (`{type: amount}`), plus the legacy `bashing` and `cutting` members. */
export function meleeDamageOf(o: { readonly [k: string]: Json | undefined }): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  const md = o["melee_damage"];
  if (isJsonObject(md)) {
    for (const [k, v] of Object.entries(md)) if (typeof v === "number" && Number.isFinite(v)) setOwn(out, k, v);
  }
  for (const [legacy, type] of Object.entries(MELEE_ALIASES)) {
    const v = o[legacy];
    if (typeof v === "number" && !Object.hasOwn(out, type)) setOwn(out, type, v);
  }
  return out;
}

function setOwn(o: Record<string, number>, k: string, v: number): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

const GRIP: Readonly<Record<string, number>> = { bad: -1, none: 0, solid: 1, weapon: 2 };
const LENGTH: Readonly<Record<string, number>> = { hand: 0, short: 1, long: 2 };
const SURFACE: Readonly<Record<string, number>> = { point: -2, line: -1, any: 0, every: 1 };
const BALANCE: Readonly<Record<string, number>> = { clumsy: -2, uneven: -1, neutral: 0, good: 1 };

/**
 * `to_hit`: a number, or the descriptive object whose words add to a base of -2 (the game's
 * doc/GAME_BALANCE.md, "To-Hit Value": grip, length, striking surface, balance).
 */
export const toHit = new t.Type<number, number, unknown>(
  "to_hit (a number or {grip, length, surface, balance})",
  (u): u is number => typeof u === "number",
  (u, c) => {
    if (typeof u === "number" && Number.isFinite(u)) return t.success(u);
    if (!isJsonObject(u)) return t.failure(u, c);
    const word = (table: Readonly<Record<string, number>>, key: string): number => {
      const v = u[key];
      return typeof v === "string" && Object.hasOwn(table, v) ? (table[v] ?? 0) : 0;
    };
    return t.success(
      -2 + word(GRIP, "grip") + word(LENGTH, "length") + word(SURFACE, "surface") + word(BALANCE, "balance"),
    );
  },
  t.identity,
);

function num(v: Json | undefined, fallback: number): number {
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

function stringList(v: Json | undefined): string[] {
  if (typeof v === "string") return [v];
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];
}

/**
 * A list codec that keeps the entries `read` makes sense of and leaves out the rest (undefined);
 * with `bare`, a lone string stands for a list of it.
 */
function keptEntries<T>(
  name: string,
  read: (e: Json) => T | undefined,
  bare = false,
): t.Type<readonly T[], readonly T[], unknown> {
  return new t.Type<readonly T[], readonly T[], unknown>(
    name,
    (u): u is readonly T[] => Array.isArray(u),
    (u, c) => {
      const list = bare && typeof u === "string" ? [u] : u;
      if (!Array.isArray(list)) return t.failure(u, c);
      const out: T[] = [];
      for (const e of list as Json[]) {
        const value = read(e);
        if (value !== undefined) out.push(value);
      }
      return t.success(out);
    },
    t.identity,
  );
}

/** `armor`: the list of portions; entries that are not objects are skipped. */
export const armorPortions = keptEntries("armor portions", (p): ArmorPortion | undefined => {
  if (!isJsonObject(p)) return undefined;
  const coverage = num(p["coverage"], 0);
  const enc = p["encumbrance"];
  const materials: PortionMaterial[] = [];
  if (Array.isArray(p["material"])) {
    for (const m of p["material"]) {
      if (!isJsonObject(m) || typeof m["type"] !== "string") continue;
      materials.push({
        material: m["type"],
        cover: num(m["covered_by_mat"], 100),
        thickness: num(m["thickness"], 0),
      });
    }
  }
  return {
    covers: stringList(p["covers"]),
    coverage,
    coverMelee: num(p["cover_melee"], coverage),
    coverRanged: num(p["cover_ranged"], coverage),
    encumbrance: Array.isArray(enc) ? num(enc[0], 0) : num(enc, 0),
    materials,
  };
});

/** `material` with its portions: ids (portion 1 each) or `{type, portion}` objects. */
export const materialPortions = keptEntries(
  "material portions",
  (m): MaterialPortion | undefined => {
    if (typeof m === "string") return { material: m, portion: 1 };
    if (isJsonObject(m) && typeof m["type"] === "string") return { material: m["type"], portion: num(m["portion"], 1) };
    return undefined;
  },
  true,
);

/** `modes`: `[[id, name, shots, flags?], ...]`. */
export const gunModes = keptEntries("gun modes", (m): GunMode | undefined =>
  Array.isArray(m) && typeof m[0] === "string" ? { id: m[0], shots: Math.max(1, num(m[2], 1)) } : undefined,
);

/**
 * A damage instance (`{damage_type, amount, ...}` or a list of them), as the monsters' attacks read
 * it; an item's may be negative (a gun's `ranged_damage` modifies its ammo's).
 */
export const damageUnits: t.Type<readonly DamageUnit[], readonly DamageUnit[], unknown> = damageModifier;
