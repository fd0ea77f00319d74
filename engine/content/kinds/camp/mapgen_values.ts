/**
 * Value forms shared by mapgen objects and palettes: a map value (terrain, furniture, chunk or
 * palette choice) is an id, a weighted list, a parameter reference or a switch on a parameter;
 * coordinates are an integer or a `[min, max]` range; parameters declare a default distribution.
 */
import { step, type LazyPath } from "../../json/path.js";
import { defineOwn, isJsonObject, newRecord, own, shareEmpty, type Json, type JsonObject } from "../../json/types.js";
import type { Reader } from "../../codec/reader.js";

export type MapValue =
  | { readonly kind: "id"; readonly id: string }
  | { readonly kind: "weighted"; readonly options: readonly WeightedOption[] }
  | { readonly kind: "param"; readonly param: string; readonly fallback: string | undefined }
  | {
      readonly kind: "switch";
      readonly param: string;
      readonly fallback: string | undefined;
      readonly cases: Readonly<Record<string, string>>;
    };

export interface WeightedOption {
  /** The option: an id or a nested value (the first element of a `[value, weight]` pair). */
  readonly value: MapValue;
  /** JSON `weight`. */
  readonly weight: number;
}

/** An inclusive integer range; a plain integer is a range of one value. */
export interface Coord {
  /** Lowest value (the first of `[min, max]`, or the plain integer). */
  readonly min: number;
  /** Highest value (the second of `[min, max]`, or the plain integer). */
  readonly max: number;
}

export interface MapgenParameter {
  /** JSON `type`. */
  readonly type: string;
  /** `omt`, `nest`, `overmap_special`, `omt_stack`, or undefined when absent. */
  readonly scope: string | undefined;
  /** JSON `default`. */
  readonly default: MapValue;
  /** The distinct option ids of the `default` distribution, in order (A4-R2a: weights do not matter). */
  readonly options: readonly string[];
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

// Decoded values are immutable, so the tens of thousands of plain ids and single coordinates in
// mapgen share one frozen object per distinct value instead of each keeping its own. The tables
// live as long as the process, so they are emptied when full: a library user loading content
// after content keeps a bounded table, and sharing is only a saving, never relied on.
const ID_VALUES = new Map<string, MapValue>();
const POINT_COORDS = new Map<number, Coord>();
/** Room for every distinct id of the game's data and its large mods several times over. */
export const INTERN_LIMIT = 1 << 16;

function idValue(id: string): MapValue {
  let v = ID_VALUES.get(id);
  if (!v) {
    if (ID_VALUES.size >= INTERN_LIMIT) ID_VALUES.clear();
    ID_VALUES.set(id, (v = Object.freeze({ kind: "id", id })));
  }
  return v;
}

function pointCoord(n: number): Coord {
  let c = POINT_COORDS.get(n);
  if (!c) {
    if (POINT_COORDS.size >= INTERN_LIMIT) POINT_COORDS.clear();
    POINT_COORDS.set(n, (c = Object.freeze({ min: n, max: n })));
  }
  return c;
}

/** How many values are shared now (for the spec that holds the tables bounded). */
export function internedValues(): number {
  return ID_VALUES.size + POINT_COORDS.size;
}

/**
 * Reads a map value. `defaultWeight` is the weight of a bare id inside a list: 1 for terrain and
 * furniture, 100 for nested chunks (upstream src/mapgen.cpp).
 */
export function readMapValue(
  r: Reader,
  v: Json | undefined,
  path: LazyPath,
  rule: string,
  defaultWeight = 1,
): MapValue | undefined {
  if (typeof v === "string") return idValue(v);
  if (Array.isArray(v)) {
    const options = readWeighted(r, v, path, rule, defaultWeight);
    return options ? { kind: "weighted", options } : undefined;
  }
  if (isJsonObject(v)) return readObjectValue(r, v, path, rule, defaultWeight);
  r.expected(path, rule, "an id, a weighted list, {param, fallback} or {switch, cases}", v);
  return undefined;
}

function readObjectValue(
  r: Reader,
  v: JsonObject,
  path: LazyPath,
  rule: string,
  defaultWeight: number,
): MapValue | undefined {
  const param = own(v, "param");
  const sw = own(v, "switch");
  const dist = own(v, "distribution");
  if (param !== undefined) {
    if (typeof param !== "string") return void r.expected(step(path, "param"), rule, "a parameter name string", param);
    const fallback = own(v, "fallback");
    if (fallback !== undefined && typeof fallback !== "string")
      return void r.expected(step(path, "fallback"), rule, "a fallback id string", fallback);
    return { kind: "param", param, fallback };
  }
  if (sw !== undefined) {
    if (!isJsonObject(sw) || typeof own(sw, "param") !== "string")
      return void r.expected(step(path, "switch"), rule, "{param, fallback?}", sw);
    const fallback = own(sw, "fallback");
    const cases = own(v, "cases");
    if (!isJsonObject(cases))
      return void r.expected(step(path, "cases"), rule, "an object mapping parameter values to ids", cases);
    const out: Record<string, string> = newRecord<string>();
    for (const [k, c] of Object.entries(cases)) {
      if (typeof c !== "string") return void r.expected(step(step(path, "cases"), k), rule, "an id string", c);
      defineOwn(out, k, c);
    }
    return {
      kind: "switch",
      param: own(sw, "param") as string,
      fallback: typeof fallback === "string" ? fallback : undefined,
      cases: out,
    };
  }
  if (dist !== undefined) {
    if (!Array.isArray(dist)) return void r.expected(step(path, "distribution"), rule, "a weighted list", dist);
    const options = readWeighted(r, dist, step(path, "distribution"), rule, defaultWeight);
    return options ? { kind: "weighted", options } : undefined;
  }
  r.expected(path, rule, "{param, fallback}, {switch, cases} or {distribution}", v);
  return undefined;
}

function readWeighted(
  r: Reader,
  list: Json[],
  path: LazyPath,
  rule: string,
  defaultWeight: number,
): WeightedOption[] | undefined {
  const out: WeightedOption[] = [];
  let ok = true;
  list.forEach((e, i) => {
    if (Array.isArray(e)) {
      const [value, weight] = e;
      if (
        e.length !== 2 ||
        typeof weight !== "number" ||
        !(weight >= 0) ||
        Array.isArray(value) ||
        value === undefined
      ) {
        ok = false;
        return r.expected(step(path, i), rule, "[id, weight] with a weight of 0 or more", e);
      }
      const inner = readMapValue(r, value, step(step(path, i), 0), rule, defaultWeight);
      if (inner) out.push({ value: inner, weight });
      else ok = false;
      return;
    }
    if (typeof e === "number") {
      // Mods hold a few malformed lists such as [["a", 5], "b", 5]; the real loader skips the number.
      r.warn(step(path, i), rule, `a bare number in a weighted list is ignored (write ["id", ${e}])`);
      return;
    }
    const inner = readMapValue(r, e, step(path, i), rule, defaultWeight);
    if (inner) out.push({ value: inner, weight: defaultWeight });
    else ok = false;
  });
  return ok ? out : undefined;
}

/** Every plain id a value can produce (parameter references and switches excluded). */
export function idsOfValue(v: MapValue): string[] {
  if (v.kind === "id") return [v.id];
  if (v.kind === "weighted") return v.options.flatMap((o) => idsOfValue(o.value));
  return [];
}

/** Parameter names a value refers to. */
export function paramsOfValue(v: MapValue): string[] {
  if (v.kind === "param" || v.kind === "switch") return [v.param];
  if (v.kind === "weighted") return v.options.flatMap((o) => paramsOfValue(o.value));
  return [];
}

export function readCoord(r: Reader, v: Json | undefined, path: LazyPath, rule: string): Coord | undefined {
  if (isInt(v)) return pointCoord(v);
  if (Array.isArray(v) && v.length === 1 && isInt(v[0])) return pointCoord(v[0]);
  if (Array.isArray(v) && v.length === 2 && isInt(v[0]) && isInt(v[1]))
    return { min: Math.min(v[0], v[1]), max: Math.max(v[0], v[1]) };
  r.expected(path, rule, "an integer or an integer range [min, max]", v);
  return undefined;
}

/** `parameters`: name to `{type, scope?, default: {distribution: [...]}}` (A4-R1a..d). */
export function readParameters(
  r: Reader,
  v: Json | undefined,
  path: LazyPath,
): Readonly<Record<string, MapgenParameter>> {
  const out: Record<string, MapgenParameter> = newRecord<MapgenParameter>();
  if (v === undefined) return shareEmpty(out);
  if (!isJsonObject(v)) {
    r.expected(path, "A4-R1a", "an object keyed by parameter name", v);
    return shareEmpty(out);
  }
  for (const [name, p] of Object.entries(v)) {
    if (name.startsWith("//")) continue;
    const at = step(path, name);
    if (!isJsonObject(p)) {
      r.expected(at, "A4-R1a", "a parameter object {type, scope, default}", p);
      continue;
    }
    const type = own(p, "type");
    const scope = own(p, "scope");
    const def = own(p, "default");
    if (typeof type !== "string") {
      r.expected(step(at, "type"), "A4-R1b", 'a parameter type string such as "palette_id"', type);
      continue;
    }
    if (scope !== undefined && typeof scope !== "string") {
      r.expected(step(at, "scope"), "A4-R1c", 'a scope string such as "omt"', scope);
      continue;
    }
    if (!isJsonObject(def)) {
      r.expected(step(at, "default"), "A4-R1d", "a default {distribution: [option ids]}", def);
      continue;
    }
    const dist = own(def, "distribution");
    if (!Array.isArray(dist) || dist.length === 0) {
      r.expected(step(step(at, "default"), "distribution"), "A4-R1d", "a non-empty distribution of option ids", dist);
      continue;
    }
    const value = readMapValue(r, def, step(at, "default"), "A4-R1d");
    if (!value) continue;
    const options = [...new Set(idsOfValue(value))];
    Object.defineProperty(out, name, {
      value: { type, scope, default: value, options },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return shareEmpty(out);
}
