/** Value forms of monster members: truncated stats, armor, upgrades, death function, ABSORB_ITEMS options. */
import * as t from "io-ts";
import { CONTENT_NUMBER_LIMIT, outOfRange, rangeFailure } from "../../codec/common.js";
import { withMeta } from "../../codec/meta.js";
import { defineOwn, isJsonObject, own, type Json } from "../../json/types.js";
import { describe } from "../../values/duration.js";

/**
 * A whole-number stat. `relative`/`proportional` (G-17) may leave fractions on inherited integers;
 * the real loader truncates them, so a finite number is accepted and truncated here.
 */
export const stat = withMeta(
  new t.Type<number, number, unknown>(
    "number",
    (u): u is number => typeof u === "number",
    (u, c) => {
      if (typeof u !== "number") return t.failure(u, c);
      const range = outOfRange(u);
      return range === undefined ? t.success(Math.trunc(u)) : rangeFailure(u, c, range);
    },
    t.identity,
  ),
  { schema: { type: "number", minimum: -CONTENT_NUMBER_LIMIT, maximum: CONTENT_NUMBER_LIMIT } },
);

/** A whole-number stat that cannot be negative, at most `limit` (truncated as `stat` is). */
export function nonNegativeStatUpTo(limit: number): t.Type<number, number, unknown> {
  return withMeta(
    new t.Type<number, number, unknown>(
      `number from 0 to ${limit}`,
      (u): u is number => typeof u === "number",
      (u, c) => {
        if (typeof u !== "number") return t.failure(u, c);
        if (u < 0) return rangeFailure(u, c);
        if (Number.isFinite(u) && u <= limit) return t.success(Math.trunc(u));
        return rangeFailure(u, c, `${describe(u)} is out of range: this member is at most ${limit}`);
      },
      t.identity,
    ),
    { schema: { type: "number", minimum: 0, maximum: limit } },
  );
}

export const nonNegativeStat = nonNegativeStatUpTo(CONTENT_NUMBER_LIMIT);

/**
 * Dice counts and sides (`melee_dice`, `melee_dice_sides`): every die is rolled, so a count is a
 * loop. The game's data rolls 300 dice of at most 20 sides; 10,000 is a documented sane ceiling.
 */
export const DICE_LIMIT = 10_000;
export const diceStat = nonNegativeStatUpTo(DICE_LIMIT);

/**
 * An object of numbers keyed by content ids. `entry` judges each value: true keeps it, false drops
 * it, a string rejects the whole object with that message.
 */
function numberMap(
  name: string,
  entry: (key: string, value: Json | undefined) => boolean | string,
): t.Type<Readonly<Record<string, number>>, Readonly<Record<string, number>>, unknown> {
  return new t.Type<Readonly<Record<string, number>>, Readonly<Record<string, number>>, unknown>(
    name,
    (u): u is Readonly<Record<string, number>> => isJsonObject(u),
    (u, c) => {
      if (!isJsonObject(u)) return t.failure(u, c);
      const out: Record<string, number> = {};
      for (const k of Object.keys(u)) {
        const v = own(u, k);
        const verdict = entry(k, v);
        if (typeof verdict === "string") return t.failure(u, c, verdict);
        if (verdict) defineOwn(out, k, v as number);
      }
      return t.success(out);
    },
    t.identity,
  );
}

/** `{damage type: amount}`; non-numeric entries are ignored (armor is not a spec member). */
export const armorMap = numberMap("armor object", (_k, v) => typeof v === "number");

/** `starting_ammo`: ammo item id to count (D5-starting_ammo). */
export const ammoCounts = numberMap("object of ammo id to count", (k, v) =>
  typeof v === "number" && Number.isInteger(v) && v >= 0
    ? true
    : `starting_ammo counts are integers >= 0, got ${describe(k)}: ${describe(v)}`,
);

export interface MonsterUpgrade {
  /** JSON `into`. */
  readonly into: string | undefined;
  /** JSON `into_group`. */
  readonly intoGroup: string | undefined;
  /** `half_life`: days */
  readonly halfLife: number | undefined;
  /** `age_grow`: days */
  readonly ageGrow: number | undefined;
}

/** `upgrades`: false, or `{into | into_group, half_life | age_grow}`; undefined when the monster never upgrades. */
export function readUpgrades(v: Json | undefined): MonsterUpgrade | undefined {
  if (!isJsonObject(v)) return undefined;
  const s = (k: string): string | undefined => (typeof own(v, k) === "string" ? (own(v, k) as string) : undefined);
  const n = (k: string): number | undefined => (typeof own(v, k) === "number" ? (own(v, k) as number) : undefined);
  return { into: s("into"), intoGroup: s("into_group"), halfLife: n("half_life"), ageGrow: n("age_grow") };
}

export interface DeathFunction {
  /** JSON `corpse_type`. */
  readonly corpseType: string;
  /** JSON `message`. */
  readonly message: string | undefined;
  /** `spell`: A spell cast on death. */
  readonly spell: { readonly id: string; readonly hitSelf: boolean; readonly minLevel: number } | undefined;
  /** JSON `eoc`: an effect_on_condition run as the monster dies (its id, or the inline object). */
  readonly eoc: Json | undefined;
}

export function readDeathFunction(v: Json | undefined): DeathFunction | undefined {
  if (!isJsonObject(v)) return undefined;
  const corpse = own(v, "corpse_type");
  const message = own(v, "message");
  const effect = own(v, "effect");
  let spell: DeathFunction["spell"];
  if (isJsonObject(effect) && typeof own(effect, "id") === "string") {
    const level = own(effect, "min_level");
    spell = {
      id: own(effect, "id") as string,
      hitSelf: own(effect, "hit_self") === true,
      minLevel: typeof level === "number" ? level : 0,
    };
  }
  return {
    corpseType: typeof corpse === "string" ? corpse : "NORMAL",
    message:
      typeof message === "string"
        ? message
        : isJsonObject(message) && typeof own(message, "str") === "string"
          ? (own(message, "str") as string)
          : undefined,
    spell,
    eoc: own(v, "eoc"),
  };
}

/** D2-ABSORB_ITEMS options, top-level monster members, with SPLIT's move cost. */
export interface AbsorbOptions {
  /** `absorb_move_cost_per_ml`. */
  readonly moveCostPerMl: number;
  /** `absorb_move_cost_min`. */
  readonly moveCostMin: number;
  /** `absorb_move_cost_max`: -1 is no limit. */
  readonly moveCostMax: number;
  /** `absorb_ml_per_hp`. */
  readonly mlPerHp: number;
  /** `materials`: undefined: every material may be absorbed. */
  readonly materials: readonly string[] | undefined;
  /** `no_absorb_material`. */
  readonly noMaterials: readonly string[];
  /** JSON `split_move_cost`. */
  readonly splitMoveCost: number;
}
