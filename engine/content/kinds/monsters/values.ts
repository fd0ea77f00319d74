/**
 * Value forms shared by attack kinds and monsters: damage instances, effect entries, weighted
 * body parts, `[min, max]` ranges. All normalised to plain data with the real defaults.
 */
import * as t from "io-ts";
import { fields } from "../../codec/fields.js";
import { duration, finiteNumber, integer, rangeFailure, text, withDefault } from "../../codec/common.js";
import { isJsonObject, type Json } from "../../json/types.js";
import type { PathSegment } from "../../json/path.js";
import type { ObjectReader } from "../../codec/reader.js";
import { describe } from "../../values/duration.js";

export interface DamageUnit {
  /** JSON `damage_type`. */
  readonly damageType: string;
  /** JSON `amount`. */
  readonly amount: number;
  /** JSON `armor_penetration`. */
  readonly armorPenetration: number;
  /** JSON `armor_multiplier`. */
  readonly armorMultiplier: number;
  /** JSON `damage_multiplier`. */
  readonly damageMultiplier: number;
}

const damageUnitShape = fields({
  damage_type: t.string,
  amount: withDefault(finiteNumber, 0),
  armor_penetration: withDefault(finiteNumber, 0),
  armor_multiplier: withDefault(finiteNumber, 1),
  damage_multiplier: withDefault(finiteNumber, 1),
});

const damageUnits = t.array(damageUnitShape);

/**
 * A damage instance: an array of `{damage_type, amount, ...}` or one such object
 * (D3-F-damage_max_instance). `minAmount`: 0 for damage a creature deals (a negative amount means
 * nothing there), unbounded below for modifiers (a gun's `ranged_damage` adds to its ammo's).
 */
function damageInstanceOf(minAmount: number): t.Type<readonly DamageUnit[], readonly DamageUnit[], unknown> {
  return new t.Type<readonly DamageUnit[], readonly DamageUnit[], unknown>(
    "damage instance (array of {damage_type, amount})",
    (u): u is readonly DamageUnit[] => Array.isArray(u),
    (u, c) => {
      const list = Array.isArray(u) ? u : isJsonObject(u) ? [u] : undefined;
      if (!list) return t.failure(u, c);
      const r = damageUnits.validate(list, c);
      if (r._tag === "Left") return r;
      const low = r.right.find((d) => d.amount < minAmount);
      if (low)
        return rangeFailure(u, c, `a damage amount cannot be below ${minAmount} here, got ${describe(low.amount)}`);
      return t.success(
        r.right.map((d) => ({
          damageType: d.damage_type,
          amount: d.amount,
          armorPenetration: d.armor_penetration,
          armorMultiplier: d.armor_multiplier,
          damageMultiplier: d.damage_multiplier,
        })),
      );
    },
    t.identity,
  );
}

/** Damage a creature deals: amounts from 0. */
export const damageInstance = damageInstanceOf(0);
/** Damage that modifies another (an item's): amounts of either sign. */
export const damageModifier = damageInstanceOf(Number.NEGATIVE_INFINITY);

/** The real default when `damage_max_instance` is omitted: 9 bash. */
export const DEFAULT_ATTACK_DAMAGE: readonly DamageUnit[] = [
  { damageType: "bash", amount: 9, armorPenetration: 0, armorMultiplier: 1, damageMultiplier: 1 },
];

export interface IntRange {
  /** Lowest value (the first of `[min, max]`, or the plain number). */
  readonly min: number;
  /** Highest value (the second of `[min, max]`, or the plain number). */
  readonly max: number;
}

/** An integer or `[min, max]`; a single number n means [n, n]. */
export const intRange = new t.Type<IntRange, IntRange, unknown>(
  "integer or [min, max]",
  (u): u is IntRange => isJsonObject(u),
  (u, c) => {
    if (typeof u === "number" && Number.isInteger(u)) return t.success({ min: u, max: u });
    if (Array.isArray(u) && u.length === 2 && u.every((x) => typeof x === "number" && Number.isInteger(x))) {
      const [a, b] = u as [number, number];
      return a <= b
        ? t.success({ min: a, max: b })
        : t.failure(u, c, `[min, max] needs min <= max, got ${describe(u)}`);
    }
    return t.failure(u, c);
  },
  t.identity,
);

/** A duration in turns (seconds) or `[min, max]` of durations. */
export const durationRange = new t.Type<IntRange, IntRange, unknown>(
  "duration or [min, max]",
  (u): u is IntRange => isJsonObject(u),
  (u, c) => {
    if (Array.isArray(u) && u.length === 2) {
      const a = duration.decode(u[0]);
      const b = duration.decode(u[1]);
      if (a._tag === "Right" && b._tag === "Right") {
        return a.right <= b.right
          ? t.success({ min: a.right, max: b.right })
          : t.failure(u, c, `[min, max] needs min <= max, got ${describe(u)}`);
      }
      return t.failure(u, c);
    }
    const d = duration.decode(u);
    return d._tag === "Right" ? t.success({ min: d.right, max: d.right }) : t.failure(u, c);
  },
  t.identity,
);

/** One effect an attack applies (D3-F-effects); the same shape for `self_effect*` and leap `self_effects`. */
export interface EffectSpec {
  /** JSON `id`. */
  readonly id: string;
  /** `duration`: turns */
  readonly duration: IntRange;
  /** JSON `intensity`. */
  readonly intensity: IntRange;
  /** `chance`: percent, 0..100 */
  readonly chance: number;
  /** Body part the effect goes on (unless `affectHitBp`); undefined: the whole creature. */
  readonly bp: string | undefined;
  /** JSON `affect_hit_bp`. */
  readonly affectHitBp: boolean;
  /** JSON `permanent`. */
  readonly permanent: boolean;
  /** JSON `message`. */
  readonly message: string | undefined;
}

/**
 * An effect lasting exactly `turns` at intensity 1, with a member list's defaults for the rest: what
 * engine rules give where the game hard-codes an effect rather than reading it from JSON.
 */
export function fixedEffect(id: string, turns: number, chance = 100, extra: Partial<EffectSpec> = {}): EffectSpec {
  return {
    id,
    duration: { min: turns, max: turns },
    intensity: { min: 1, max: 1 },
    chance,
    bp: undefined,
    affectHitBp: false,
    permanent: false,
    message: undefined,
    ...extra,
  };
}

const EFFECT_MEMBERS = new Set([
  "id",
  "duration",
  "intensity",
  "chance",
  "bp",
  "affect_hit_bp",
  "permanent",
  "message",
]);

/** Reads an effect list member (under any of `names`) with nested problems; `fallback` when absent. */
export function readEffects(
  r: ObjectReader,
  names: readonly string[],
  fallback: readonly EffectSpec[],
  rule: string,
): readonly EffectSpec[] {
  for (const n of names) r.raw(n);
  const name = names.find((n) => r.has(n));
  if (name === undefined) return fallback;
  const value = r.raw(name);
  if (!Array.isArray(value)) {
    r.error(name, rule, `${name} must be an array of effect objects, got ${describe(value)}`);
    return fallback;
  }
  const out: EffectSpec[] = [];
  value.forEach((entry: Json, i: number) => {
    const e = readEffect(r, entry, [name, i], rule);
    if (e) out.push(e);
  });
  return out;
}

function readEffect(parent: ObjectReader, entry: Json, at: PathSegment[], rule: string): EffectSpec | undefined {
  if (!isJsonObject(entry)) {
    parent.target.sink.error(
      parent.at(...at),
      rule,
      `an effect entry must be an object {id, duration?, ...}, got ${JSON.stringify(entry)}`,
    );
    parent.ok = false;
    return undefined;
  }
  const r = parent.nested(entry, ...at);
  const id = r.opt("id", t.string, rule);
  if (id === undefined && !r.has("id")) r.error(undefined, rule, "an effect entry needs a string id");
  const durationValue = r.get("duration", durationRange, { min: 1, max: 1 }, rule);
  const intensity = r.get("intensity", intRange, { min: 1, max: 1 }, rule);
  let chance = r.get("chance", integer, 100, rule);
  if (chance < 0 || chance > 100) {
    r.warn("chance", rule, `chance is a percent; ${chance} is clamped to ${Math.min(100, Math.max(0, chance))}`);
    chance = Math.min(100, Math.max(0, chance));
  }
  const bp = r.opt("bp", t.string, rule);
  const affectHitBp = r.get("affect_hit_bp", t.boolean, false, rule);
  const permanent = r.get("permanent", t.boolean, false, rule);
  const message = r.opt("message", text, rule);
  for (const k of Object.keys(entry)) {
    if (!EFFECT_MEMBERS.has(k) && !k.startsWith("//"))
      r.warn(k, "G-6", `unknown member ${JSON.stringify(k)} of an effect entry is ignored`);
  }
  if (!r.ok || id === undefined) {
    parent.ok = false;
    return undefined;
  }
  return { id, duration: durationValue, intensity, chance, bp, affectHitBp, permanent, message };
}

/** `[[id, weight], ...]` pairs (body_parts, fake_skills); `what` names the pair for messages. */
export function pairs(
  what: string,
  valueIsInteger: boolean,
): t.Type<readonly (readonly [string, number])[], readonly (readonly [string, number])[], unknown> {
  return new t.Type<readonly (readonly [string, number])[], readonly (readonly [string, number])[], unknown>(
    `array of [${what}]`,
    (u): u is readonly (readonly [string, number])[] => Array.isArray(u),
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c);
      const out: (readonly [string, number])[] = [];
      for (const p of u as Json[]) {
        const ok =
          Array.isArray(p) &&
          p.length === 2 &&
          typeof p[0] === "string" &&
          typeof p[1] === "number" &&
          Number.isFinite(p[1]) &&
          (!valueIsInteger || Number.isInteger(p[1]));
        if (!ok) return t.failure(u, c, `every entry must be a 2-element array [${what}], got ${JSON.stringify(p)}`);
        out.push([p[0] as string, p[1] as number]);
      }
      return t.success(out);
    },
    t.identity,
  );
}
