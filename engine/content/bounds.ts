/**
 * The ranges of the numeric members that kinds read by hand rather than through the shared
 * bounded codecs (codec/common.ts): distances, counts, chances and durations a negative value
 * means nothing for, and the counts a run loops over. An object whose member is outside its range
 * is refused with an error at the member's path, before it is decoded; docs/guarantees.md lists
 * these limits (`numberBoundsTable` prints them). Only numbers are judged here: a value of
 * another form is the kind's decoder's to judge.
 */
import type { RuleMap } from "./codec/decode.js";
import { ruleFor } from "./codec/decode.js";
import { joinPath, type PathSegment } from "./json/path.js";
import { isJsonObject, own, type Json, type JsonObject } from "./json/types.js";
import type { At, ProblemSink } from "./problems.js";
import { describe, parseDuration } from "./values/duration.js";
import { parseMass, parseVolume } from "./values/units.js";
import { ITEM_TYPES } from "./kinds/item.js";

export interface Bound {
  readonly min: number;
  readonly max: number;
  /** Where the range comes from: the game's meaning of the member, or a sane ceiling. */
  readonly why: string;
  /** A member also written as a unit string ("5 kg", "250 ml", "5 m") is judged by its value too. */
  readonly unit?: "mass" | "volume" | "duration";
}

const PARSE = {
  mass: parseMass,
  volume: parseVolume,
  duration: (v: unknown) => {
    const r = parseDuration(v);
    return r.ok ? { ok: true as const, value: r.seconds } : r;
  },
};

const INT = 2_147_483_647;
/** Item and drop counts are loops of a run (one item made per count); the game's data gives 7,000 at most. */
export const COUNT_LIMIT = 10_000;

const notNegative = (why: string): Bound => ({ min: 0, max: INT, why });
const percent = (why: string): Bound => ({ min: 0, max: 100, why });
const count = (why: string): Bound => ({ min: -1, max: COUNT_LIMIT, why });

/**
 * Distances the engine loops over (a leap weighs every tile within its range, a spell every tile
 * of its area): 1,000 tiles is a sane ceiling, past the game's data (400 at most) and its reality
 * bubble (132 tiles across).
 */
export const DISTANCE_LIMIT = 1_000;
const DISTANCE: Bound = { min: 0, max: DISTANCE_LIMIT, why: "a distance in tiles" };
const DURATION: Bound = { min: 0, max: 1e12, why: "a duration in turns", unit: "duration" };
const STAT = notNegative("a character stat");

/**
 * A monster attack's members, as a `monster_attack` object and as one inline in `special_attacks`
 * (the attack readers bound `range`, grab distances, effect durations, damage and multipliers
 * under their own rules: engine/content/kinds/monsters/).
 */
const ATTACK: Readonly<Record<string, Bound>> = {
  min_range: DISTANCE,
  max_range: DISTANCE,
  min_consider_range: DISTANCE,
  max_consider_range: DISTANCE,
  targeting_timeout: notNegative("a number of turns"),
  throw_strength: notNegative("a strength"),
  "grab_data.pull_weight_ratio": notNegative("a ratio of weights"),
  "effects[].chance": percent("a percent chance"),
  fake_str: STAT,
  fake_dex: STAT,
  fake_int: STAT,
  fake_per: STAT,
  "fake_skills[][]": notNegative("a skill level"),
  "damage_max_instance[].armor_multiplier": notNegative("a factor of armor"),
  "body_parts[][]": notNegative("a weight of the part being hit"),
};

const prefixed = (prefix: string, members: Readonly<Record<string, Bound>>): Record<string, Bound> =>
  Object.fromEntries(Object.entries(members).map(([k, v]) => [`${prefix}${k}`, v]));

/** By the object's `type`: member paths (`[]` for any index, `**.` for any depth) and their ranges. */
export const NUMBER_BOUNDS: Readonly<Record<string, Readonly<Record<string, Bound>>>> = {
  MONSTER: {
    vision_day: DISTANCE,
    vision_night: DISTANCE,
    bleed_rate: notNegative("a percent of the normal bleeding"),
    regenerates: notNegative("hit points healed a turn"),
    "path_settings.max_dist": DISTANCE,
    "path_settings.max_length": DISTANCE,
    "path_settings.bash_strength": notNegative("a bash strength"),
    "upgrades.half_life": notNegative("a number of days"),
    "upgrades.age_grow": notNegative("a number of days"),
    "death_function.effect.min_level": notNegative("a spell level"),
    absorb_move_cost_per_ml: notNegative("moves per millilitre"),
    absorb_move_cost_min: notNegative("a number of moves"),
    absorb_move_cost_max: { min: -1, max: INT, why: "a number of moves, -1 for no limit" },
    ...prefixed("special_attacks[].", ATTACK),
  },
  monster_attack: ATTACK,
  SPELL: {
    base_casting_time: notNegative("a number of moves"),
    base_energy_cost: notNegative("an energy cost"),
    min_range: DISTANCE,
    max_range: DISTANCE,
    min_aoe: DISTANCE,
    max_aoe: DISTANCE,
    min_duration: DURATION,
    max_duration: DURATION,
    max_level: notNegative("a spell level"),
    field_chance: notNegative("a one-in chance"),
    min_field_intensity: notNegative("a field intensity"),
    max_field_intensity: notNegative("a field intensity"),
  },
  body_part: {
    base_hp: notNegative("hit points"),
    hit_size: notNegative("a relative size"),
    hit_difficulty: notNegative("a difficulty factor"),
    encumbrance_threshold: notNegative("an encumbrance"),
    encumbrance_limit: notNegative("an encumbrance"),
  },
  field_type: {
    half_life: DURATION,
    percent_spread: notNegative("a percent"),
    "intensity_levels[].light_emitted": notNegative("a light level"),
  },
  harvest: {
    "entries[].max": { min: 0, max: COUNT_LIMIT, why: "a number of drops" },
    "entries[].base_num[]": { min: 0, max: COUNT_LIMIT, why: "a number of drops" },
    "entries[].scale_num[]": notNegative("drops per unit of size"),
  },
  item_group: {
    "**.count": count("a number of items, -1 for the default"),
    "**.count[]": count("a number of items, -1 for the default"),
    "**.count-min": count("a number of items"),
    "**.count-max": count("a number of items"),
    "**.prob": notNegative("a weight or percent chance"),
    "items[][]": notNegative("a weight or percent chance"),
    "entries[][]": notNegative("a weight or percent chance"),
  },
  ITEM: {
    weight: { min: 0, max: 1e12, why: "a mass in grams", unit: "mass" },
    volume: { min: 0, max: 1e12, why: "a volume in millilitres", unit: "volume" },
    "melee_damage.*": notNegative("damage a melee hit deals"),
    calories: notNegative("food energy in kcal"),
    charges: notNegative("a number of charges"),
    count: notNegative("a number of rounds"),
    stack_size: notNegative("a number of units"),
    capacity: notNegative("a number of charges"),
    clip_size: notNegative("a number of rounds"),
    max_charges: notNegative("a number of charges"),
    initial_charges: notNegative("a number of charges"),
    "material[].portion": notNegative("a portion of the item"),
    "pocket_data[].ammo_restriction.*": notNegative("a number of rounds"),
    "armor[].coverage": percent("a percent of the part covered"),
    "armor[].cover_melee": percent("a percent of the part covered"),
    "armor[].cover_ranged": percent("a percent of the part covered"),
    "armor[].encumbrance": notNegative("an encumbrance"),
    "armor[].encumbrance[]": notNegative("an encumbrance"),
    "armor[].material[].thickness": notNegative("a thickness in millimetres"),
    "armor[].material[].covered_by_mat": percent("a percent of the part covered"),
    material_thickness: notNegative("a thickness in millimetres"),
    environmental_protection: notNegative("a protection"),
    dispersion: notNegative("a dispersion"),
    loudness: notNegative("a loudness"),
    reload: notNegative("a number of moves"),
    brew_time: DURATION,
    compost_time: DURATION,
    "brewable.time": DURATION,
    "compostable.time": DURATION,
  },
  effect_type: {
    max_duration: DURATION,
    int_decay_tick: DURATION,
    int_dur_factor: DURATION,
    max_intensity: notNegative("an intensity"),
    max_effective_intensity: notNegative("an intensity"),
    dur_add_perc: notNegative("a percent of the duration"),
    "chance_kill[][]": notNegative("a one-in chance"),
  },
  gate: {
    moves: notNegative("a number of moves"),
    bashing_damage: notNegative("damage"),
  },
  furniture: {
    "bash.str_min": notNegative("a bash strength"),
    "bash.str_max": notNegative("a bash strength"),
    "bash.collapse_radius": DISTANCE,
    required_str: { min: -1, max: INT, why: "a strength, -1 for immovable" },
    "liquid_source.count": notNegative("a number of charges"),
    "examine_action.range": notNegative("a distance in tiles"),
  },
  terrain: {
    "bash.str_min": notNegative("a bash strength"),
    "bash.str_max": notNegative("a bash strength"),
    "bash.collapse_radius": DISTANCE,
  },
};

type Pattern = readonly string[];
const compiled = (members: Readonly<Record<string, Bound>>): readonly [Pattern, string, Bound][] =>
  Object.entries(members).map(([path, bound]) => [compile(path), path, bound] as const);
/** By type; every item type (the game's older `GENERIC`, `TOOL`, ... as well as `ITEM`) shares ITEM's. */
const COMPILED = new Map<string, readonly [Pattern, string, Bound][]>([
  ...Object.entries(NUMBER_BOUNDS).map(([type, members]) => [type, compiled(members)] as const),
  ...ITEM_TYPES.map((type) => [type, compiled(NUMBER_BOUNDS["ITEM"] ?? {})] as const),
]);

/** `a.b[][]` to ["a", "b", "[]", "[]"]; `**.` stays a segment of its own. */
function compile(path: string): Pattern {
  return path
    .replace(/\[\]/g, ".[]")
    .split(".")
    .filter((s) => s !== "");
}

/**
 * Every value at `pattern` (from its segment `at` on) inside `value` that is a number or a
 * string, with its segments. `path` is the segments so far, one array pushed and popped: a copy
 * is made only for a value found (most patterns find nothing in most objects).
 */
function numbersAt(
  value: Json | undefined,
  pattern: Pattern,
  at: number,
  path: PathSegment[],
  out: [PathSegment[], number | string][],
): void {
  if (value === undefined) return;
  if (at === pattern.length) {
    if (typeof value === "number" || typeof value === "string") out.push([[...path], value]);
    return;
  }
  const head = pattern[at] as string;
  if (head === "**") {
    numbersAt(value, pattern, at + 1, path, out);
    // Content is at most 200 levels deep (json/depth.ts), so the descent is bounded.
    if (Array.isArray(value)) each(value, pattern, at, path, out);
    else if (isJsonObject(value))
      for (const k of Object.keys(value)) if (!k.startsWith("//")) member(value, k, pattern, at, path, out);
    return;
  }
  if (head === "[]") {
    if (Array.isArray(value)) each(value, pattern, at + 1, path, out);
    return;
  }
  if (head === "*") {
    if (isJsonObject(value)) for (const k of Object.keys(value)) member(value, k, pattern, at + 1, path, out);
    return;
  }
  if (isJsonObject(value)) member(value, head, pattern, at + 1, path, out);
}

/** numbersAt over every entry of a list. */
function each(
  list: readonly Json[],
  pattern: Pattern,
  at: number,
  path: PathSegment[],
  out: [PathSegment[], number | string][],
): void {
  for (let i = 0; i < list.length; i++) {
    path.push(i);
    numbersAt(list[i], pattern, at, path, out);
    path.pop();
  }
}

/** numbersAt in one member of an object. */
function member(
  o: JsonObject,
  key: string,
  pattern: Pattern,
  at: number,
  path: PathSegment[],
  out: [PathSegment[], number | string][],
): void {
  const v = own(o, key);
  if (v === undefined) return;
  path.push(key);
  numbersAt(v, pattern, at, path, out);
  path.pop();
}

/**
 * Reports every number of `json` outside its member's range (an error under the kind's rule for
 * the path); true when there is none.
 */
export function withinBounds(json: JsonObject, at: At, rules: RuleMap, sink: ProblemSink): boolean {
  const type = own(json, "type");
  const checks = typeof type === "string" ? COMPILED.get(type) : undefined;
  if (checks === undefined) return true;
  let ok = true;
  const seen = new Set<string>();
  for (const [pattern, , bound] of checks) {
    const found: [PathSegment[], number | string][] = [];
    numbersAt(json, pattern, 0, [], found);
    for (const [segments, written] of found) {
      const n = standsFor(written, bound);
      if (n === undefined || (n >= bound.min && n <= bound.max)) continue;
      const path = joinPath(at.path, segments);
      if (seen.has(path)) continue;
      seen.add(path);
      ok = false;
      sink.error(
        { ...at, path },
        ruleFor(rules, segments),
        `${describe(written)}${typeof written === "string" ? ` (${n})` : ""} is out of range: ${memberName(segments)} is ${bound.why}, from ${bound.min} to ${bound.max}`,
      );
    }
  }
  return ok;
}

/** The number a value stands for; undefined for a form the kind's decoder judges (a string it cannot read, say). */
function standsFor(written: number | string, bound: Bound): number | undefined {
  if (typeof written === "number") return written;
  if (bound.unit === undefined) return undefined;
  const r = PARSE[bound.unit](written);
  return r.ok ? r.value : undefined;
}

/** The member a number is written in, for a message: its own name or its list's. */
function memberName(segments: readonly PathSegment[]): string {
  for (let i = segments.length - 1; i >= 0; i--) if (typeof segments[i] === "string") return segments[i] as string;
  return "the value";
}

/** The limits as the rows of a Markdown table: type, member, range, why. */
export function numberBoundsTable(): string[] {
  const rows: string[] = [];
  for (const [type, members] of Object.entries(NUMBER_BOUNDS))
    for (const [path, b] of Object.entries(members))
      rows.push(`| \`${type}\` | \`${path}\` | ${b.min} to ${b.max === INT ? "2147483647" : b.max} | ${b.why} |`);
  return rows;
}
