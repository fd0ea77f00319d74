/** Shared io-ts codecs for CDDA value forms. Each decodes to a plain, normalised TypeScript value. */
import * as t from "io-ts";
import { parseDuration, describe } from "../values/duration.js";
import { parseMass, parseVolume, type UnitParse } from "../values/units.js";
import { parseText } from "../values/translation.js";
import { withMeta, type JsonSchema } from "./meta.js";

/**
 * The largest magnitude any content number may have: the game reads its whole numbers as 32-bit
 * `int`s, and a value past it is an error in the game's loader too. Floating-point members get the
 * same bound, a documented sane range (docs/guarantees.md): no member the engine reads means
 * anything beyond it, and bounded inputs keep every loop they drive bounded.
 */
export const CONTENT_NUMBER_LIMIT = 2_147_483_647;

/** Why a number is out of the sane range, or undefined when it is within it. */
export function outOfRange(n: number, limit = CONTENT_NUMBER_LIMIT): string | undefined {
  if (Math.abs(n) > limit || Number.isNaN(n))
    return `${describe(n)} is out of range: numbers in content are at most ±${limit}`;
  return undefined;
}

/**
 * Failures that say a number is out of its member's range, as opposed to a value of the wrong
 * form. A lenient member (./tolerant.ts) falls back to its default on a wrong form, as the game's
 * loader does, but reports these: a number outside the range is an error wherever it is read.
 */
const RANGE_ERRORS = new WeakSet<t.ValidationError>();

/** A failure that a number is out of range (`message` says which range), reported even by lenient members. */
export function rangeFailure<A>(u: unknown, c: t.Context, message?: string): t.Validation<A> {
  const error: t.ValidationError = message === undefined ? { value: u, context: c } : { value: u, context: c, message };
  RANGE_ERRORS.add(error);
  return t.failures([error]);
}

/** Whether any of `errors` says a number is out of its range. */
export function isRangeFailure(errors: t.Errors): boolean {
  return errors.some((e) => RANGE_ERRORS.has(e));
}

/** A number codec defined by a predicate; the name is what problem messages say was expected. */
function numberOf(name: string, ok: (n: number) => boolean, schema: JsonSchema): t.Type<number, number, unknown> {
  const is = (u: unknown): u is number => typeof u === "number" && ok(u) && outOfRange(u) === undefined;
  return withMeta(
    new t.Type<number, number, unknown>(
      name,
      is,
      (u, c) => {
        if (is(u)) return t.success(u);
        // Any number this codec refuses is outside the member's range (or not whole where it must be).
        return typeof u === "number" ? rangeFailure(u, c, outOfRange(u)) : t.failure(u, c);
      },
      t.identity,
    ),
    { schema },
  );
}

export const integer = numberOf("integer", Number.isInteger, { type: "integer" });
export const nonNegativeInteger = numberOf("integer >= 0", (n) => Number.isInteger(n) && n >= 0, {
  type: "integer",
  minimum: 0,
});
export const positiveInteger = numberOf("integer >= 1", (n) => Number.isInteger(n) && n >= 1, {
  type: "integer",
  minimum: 1,
});
export const finiteNumber = numberOf("number", Number.isFinite, {
  type: "number",
  minimum: -CONTENT_NUMBER_LIMIT,
  maximum: CONTENT_NUMBER_LIMIT,
});

/**
 * The longest duration content may give: 10^12 seconds (some 31,700 years), past the game's own
 * "forever" (99,999,999,999 s on spells); durations are never negative in the game's data.
 */
export const DURATION_LIMIT = 1e12;
/** The heaviest mass (grams) and largest volume (millilitres) content may give: a sane range. */
export const MASS_LIMIT = 1e12;
export const VOLUME_LIMIT = 1e12;

/** A quantity that cannot be negative and has a documented ceiling. */
function quantityProblem(n: number, what: string, limit: number): string | undefined {
  if (Number.isNaN(n) || n === Number.NEGATIVE_INFINITY) return `${describe(n)} is not a ${what}`;
  if (n < 0) return `a ${what} cannot be negative, got ${describe(n)}`;
  if (n > limit) return `a ${what} of ${describe(n)} is out of range (at most ${limit})`;
  return undefined;
}

export function intInRange(min: number, max: number): t.Type<number, number, unknown> {
  return numberOf(`integer from ${min} to ${max}`, (n) => Number.isInteger(n) && n >= min && n <= max, {
    type: "integer",
    minimum: min,
    maximum: max,
  });
}

/** The translation object text may be given as (src/translations.cpp). */
const TRANSLATION: JsonSchema = {
  type: "object",
  properties: {
    str: { type: "string" },
    str_sp: { type: "string" },
    str_pl: { type: "string" },
    ctxt: { type: "string" },
  },
  anyOf: [{ required: ["str"] }, { required: ["str_sp"] }],
};

/** A duration in whole seconds (turns) from a number or a string such as "1 h 30 m". */
export const duration = withMeta(
  new t.Type<number, number, unknown>(
    "duration",
    (u): u is number => typeof u === "number",
    (u, c) => {
      const r = parseDuration(u);
      if (!r.ok) return t.failure(u, c, r.message);
      const range = quantityProblem(r.seconds, "duration", DURATION_LIMIT);
      return range === undefined ? t.success(r.seconds) : rangeFailure(u, c, range);
    },
    t.identity,
  ),
  {
    schema: {
      description: 'A duration: a number of turns (seconds) or a string such as "5 m" or "1 h 30 m".',
      anyOf: [{ type: "number" }, { type: "string", pattern: "\\S" }],
    },
  },
);

/** Translatable text, normalised to its singular string. */
export const text = withMeta(
  new t.Type<string, string, unknown>(
    "text",
    (u): u is string => typeof u === "string",
    (u, c) => {
      const r = parseText(u);
      return r.ok ? t.success(r.text) : t.failure(u, c, r.message);
    },
    t.identity,
  ),
  {
    schema: {
      description: "Translatable text: a string or a translation object.",
      anyOf: [{ type: "string" }, TRANSLATION],
    },
  },
);

/**
 * A quantity in its base unit from a number or a unit string, bounded: one builder for the mass
 * and volume members (and any unit the game adds), so they parse, bound and describe alike.
 */
function unitCodec(
  name: "mass" | "volume",
  parse: (u: unknown) => UnitParse,
  limit: number,
  description: string,
  pattern: string,
): t.Type<number, number, unknown> {
  return withMeta(
    new t.Type<number, number, unknown>(
      name,
      (u): u is number => typeof u === "number",
      (u, c) => {
        const r = parse(u);
        if (!r.ok) return t.failure(u, c, r.message);
        const range = quantityProblem(r.value, name, limit);
        return range === undefined ? t.success(r.value) : rangeFailure(u, c, range);
      },
      t.identity,
    ),
    { schema: { description, anyOf: [{ type: "number" }, { type: "string", pattern }] } },
  );
}

/** Mass in grams from a number or a unit string ("40750 g"). */
export const mass = unitCodec(
  "mass",
  parseMass,
  MASS_LIMIT,
  'A mass: grams, or a string such as "40750 g" or "4 kg".',
  "^\\s*-?[0-9.]+\\s*(mg|g|kg)",
);

/** Volume in millilitres from a number or a unit string ("150 L"). */
export const volume = unitCodec(
  "volume",
  parseVolume,
  VOLUME_LIMIT,
  'A volume: millilitres, or a string such as "150 L" or "250 ml".',
  "^\\s*-?[0-9.]+\\s*(ml|mL|l|L)",
);

/** A non-empty string. */
export const nonEmptyString = withMeta(
  new t.Type<string, string, unknown>(
    "non-empty string",
    (u): u is string => typeof u === "string" && u.length > 0,
    (u, c) => (typeof u === "string" && u.length > 0 ? t.success(u) : t.failure(u, c)),
    t.identity,
  ),
  { schema: { type: "string", minLength: 1 } },
);

/** A string, or an array of strings, normalised to an array (CDDA accepts either in many places). */
export const stringOrStrings = withMeta(
  new t.Type<readonly string[], readonly string[], unknown>(
    "string or array of strings",
    (u): u is readonly string[] => Array.isArray(u) && u.every((x) => typeof x === "string"),
    (u, c) => {
      if (typeof u === "string") return t.success([u]);
      if (Array.isArray(u) && u.every((x) => typeof x === "string")) return t.success(u as string[]);
      return t.failure(u, c);
    },
    t.identity,
  ),
  { schema: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] } },
);

/** Decodes `undefined` to a default, anything else through the codec. */
export function withDefault<A, O>(codec: t.Type<A, O, unknown>, fallback: A): t.Type<A, O | undefined, unknown> {
  return withMeta(
    new t.Type<A, O | undefined, unknown>(
      codec.name,
      codec.is,
      (u, c) => (u === undefined ? t.success(fallback) : codec.validate(u, c)),
      (a) => codec.encode(a),
    ),
    { wraps: codec, fallback },
  );
}

/** A codec that always fails with a custom message (for rules that are not about shape). */
export function failWith(message: string): t.Type<never, never, unknown> {
  return withMeta(
    new t.Type<never, never, unknown>(
      "never",
      (_u): _u is never => false,
      (u, c) => t.failure(u, c, `${message}, got ${describe(u)}`),
      t.identity,
    ),
    { schema: { not: {}, description: message } },
  );
}
