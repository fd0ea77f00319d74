/**
 * The `object` of an update or nested mapgen (and the body of a palette): symbol maps, rows,
 * palettes, parameters, nested placements, `set` lines and item placements. Members the
 * simulation does not model are kept as written in `other`.
 */
import { step, type LazyPath } from "../../json/path.js";
import { defineOwn, isJsonObject, newRecord, own, shareEmpty, type Json, type JsonObject } from "../../json/types.js";
import {
  readCoord,
  readMapValue,
  readParameters,
  type Coord,
  type MapgenParameter,
  type MapValue,
  type WeightedOption,
} from "./mapgen_values.js";
import type { Reader } from "../../codec/reader.js";

export interface PlaceNested {
  /** Weighted chunk choice (a bare id weighs 100); the id `null` places nothing. */
  readonly chunks: readonly WeightedOption[];
  /** Chunks used when the `neighbors`/`joins`/`flags` condition fails. */
  readonly elseChunks: readonly WeightedOption[];
  /** JSON `x`. */
  readonly x: Coord;
  /** JSON `y`. */
  readonly y: Coord;
  /** `z`: levels above the target tile (A3-upd-z). */
  readonly z: number;
  /** JSON `repeat`. */
  readonly repeat: Coord;
  /** The placement condition members (`neighbors`, `joins`, `flags`, ...), kept as written. */
  readonly condition: Readonly<Record<string, Json>>;
}

export interface NestedSymbol {
  /** JSON `chunks`. */
  readonly chunks: readonly WeightedOption[];
  /** JSON `else_chunks`. */
  readonly elseChunks: readonly WeightedOption[];
  /** JSON `condition`. */
  readonly condition: Readonly<Record<string, Json>>;
}

export type SetShape = "point" | "line" | "square";
export interface SetEntry {
  /** Which of the `point`, `line` or `square` members the entry used. */
  readonly shape: SetShape;
  /** What is written: `terrain`, `furniture`, `trap`, `radiation`, `bash`, ... */
  readonly what: string;
  /** JSON `id`. */
  readonly id: string | undefined;
  /** JSON `x`. */
  readonly x: Coord;
  /** JSON `y`. */
  readonly y: Coord;
  /** JSON `x2`. */
  readonly x2: Coord | undefined;
  /** JSON `y2`. */
  readonly y2: Coord | undefined;
  /** JSON `z`. */
  readonly z: number;
  /** JSON `repeat`. */
  readonly repeat: Coord;
  /** JSON `chance`. */
  readonly chance: number;
  /** JSON `amount`. */
  readonly amount: Coord | undefined;
}

export interface ItemPlacement {
  /** `item`: an item group id, or an inline item group object (kept as written). */
  readonly item: string | JsonObject | undefined;
  /** JSON `group`. */
  readonly group: string | undefined;
  /** JSON `x`. */
  readonly x: Coord;
  /** JSON `y`. */
  readonly y: Coord;
  /** JSON `z`. */
  readonly z: number;
  /** `chance`: percent. */
  readonly chance: number;
  /** JSON `repeat`. */
  readonly repeat: Coord;
  /** Other members (`variant`, `ammo`, `magazine`, `faction`, ...), kept as written. */
  readonly extra: Readonly<Record<string, Json>>;
}

export interface MapgenObject {
  /** JSON `mapgensize`. */
  readonly mapgensize: readonly [number, number] | undefined;
  /** JSON `rows`. */
  readonly rows: readonly string[] | undefined;
  /** JSON `palettes`. */
  readonly palettes: readonly MapValue[];
  /** JSON `parameters`. */
  readonly parameters: Readonly<Record<string, MapgenParameter>>;
  /** JSON `terrain`. */
  readonly terrain: Readonly<Record<string, MapValue>>;
  /** JSON `furniture`. */
  readonly furniture: Readonly<Record<string, MapValue>>;
  /** `nested`: per symbol, one or more nested placements. */
  readonly nested: Readonly<Record<string, readonly NestedSymbol[]>>;
  /** JSON `place_nested`. */
  readonly placeNested: readonly PlaceNested[];
  /** JSON `set`. */
  readonly set: readonly SetEntry[];
  /** JSON `place_items`. */
  readonly placeItems: readonly ItemPlacement[];
  /** JSON `place_loot`. */
  readonly placeLoot: readonly ItemPlacement[];
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** Members not modelled yet (monsters, vehicles, zones, ...), kept as written. */
  readonly other: Readonly<Record<string, Json>>;
}

/** The members read into a MapgenObject's own fields; every other member lands in `other`. */
const MODELLED: ReadonlySet<string> = new Set([
  "mapgensize",
  "rows",
  "palettes",
  "parameters",
  "terrain",
  "furniture",
  "nested",
  "place_nested",
  "set",
  "place_items",
  "place_loot",
  "flags",
]);

/** Every member the real mapgen objects use (update and nested), so none of them warns (G-6). */
export const OBJECT_MEMBERS: ReadonlySet<string> = new Set([
  ...MODELLED,
  "rotation",
  "items",
  "item",
  "place_item",
  "place_monster",
  "place_monsters",
  "monster",
  "monsters",
  "place_vehicles",
  "vehicles",
  "place_npcs",
  "npcs",
  "place_fields",
  "fields",
  "computers",
  "place_computers",
  "mapping",
  "place_furniture",
  "place_terrain",
  "place_signs",
  "signs",
  "liquids",
  "place_liquids",
  "toilets",
  "place_toilets",
  "sealed_item",
  "place_sealed_item",
  "traps",
  "place_traps",
  "place_ter_furn_transforms",
  "ter_furn_transforms",
  "place_zones",
  "zones",
  "faction_owner",
  "vendingmachines",
  "place_vendingmachines",
  "place_graffiti",
  "graffiti",
  "place_corpses",
  "corpses",
  "remove_all",
  "remove_npcs",
  "remove_vehicles",
  "place_rubble",
  "rubble",
  "gaspumps",
  "place_gaspumps",
  "place_remove_all",
  "place_remove_vehicles",
  "place_remove_npcs",
  "fill_ter",
  "predecessor_mapgen",
  "place_variables",
  "variables",
  "place_spawns",
  "place_bash",
  "place_radiation",
]);

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** Display width of a row: code points, with combining marks adding nothing (A3-nest-F-rows). */
export function rowWidth(row: string): number {
  // Most rows are plain: no surrogate pairs, nothing from U+0300 (where combining marks begin).
  let plain = true;
  for (let i = 0; i < row.length; i++) {
    if (row.charCodeAt(i) >= 0x300) {
      plain = false;
      break;
    }
  }
  if (plain) return row.length;
  let n = 0;
  for (const ch of row) if (!/\p{M}/u.test(ch)) n++;
  return n;
}

/** Splits a row into its symbols: each base code point with the combining marks that follow it. */
export function rowSymbols(row: string): string[] {
  const out: string[] = [];
  for (const ch of row) {
    if (/\p{M}/u.test(ch) && out.length > 0) out[out.length - 1] += ch;
    else out.push(ch);
  }
  return out;
}

export function readSymbolMap(
  r: Reader,
  v: Json | undefined,
  path: LazyPath,
  rule: string,
): Readonly<Record<string, MapValue>> {
  const out: Record<string, MapValue> = newRecord<MapValue>();
  if (v === undefined) return shareEmpty(out);
  if (!isJsonObject(v)) {
    r.expected(path, rule, "an object mapping symbols to ids", v);
    return shareEmpty(out);
  }
  for (const [sym, value] of Object.entries(v)) {
    if (sym.startsWith("//")) continue;
    const m = readMapValue(r, value, step(path, sym), rule, 1);
    if (m) defineOwn(out, sym, m);
  }
  return shareEmpty(out);
}

export function readPalettes(r: Reader, v: Json | undefined, path: LazyPath): MapValue[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) {
    r.expected(path, "A3-nest-F-palettes", "an array of palette ids, {param} or {distribution} entries", v);
    return [];
  }
  const out: MapValue[] = [];
  v.forEach((e, i) => {
    const m = readMapValue(r, e, step(path, i), "A3-nest-F-palettes", 1);
    if (m) out.push(m);
  });
  return out;
}

function readChunkList(r: Reader, v: Json | undefined, path: LazyPath, rule: string): WeightedOption[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) {
    r.expected(path, rule, "an array of chunk ids or [id, weight] pairs", v);
    return undefined;
  }
  const m = readMapValue(r, v, path, rule, 100);
  return m && m.kind === "weighted" ? [...m.options] : undefined;
}

const PLACEMENT_CORE = new Set(["chunks", "else_chunks", "x", "y", "z", "repeat"]);

function condition(e: JsonObject): Readonly<Record<string, Json>> {
  const out: Record<string, Json> = newRecord<Json>();
  for (const [k, v] of Object.entries(e)) if (!PLACEMENT_CORE.has(k) && !k.startsWith("//")) defineOwn(out, k, v);
  return shareEmpty(out);
}

/** A placement's `repeat`: how many times it is made (once when it is missing). */
function readRepeat(r: Reader, e: JsonObject, at: LazyPath, rule: string): Coord | undefined {
  const v = own(e, "repeat");
  return v === undefined ? { min: 1, max: 1 } : readCoord(r, v, step(at, "repeat"), rule);
}

/**
 * A list of JSON objects at `path`, each read by `read` (undefined: reported there and left out).
 * A missing list is empty; a value that is not a list, or an entry that is not an object, is
 * reported as not the `list` or `entry` expected.
 */
function readObjects<T>(
  r: Reader,
  v: Json | undefined,
  path: LazyPath,
  rule: string,
  expected: { readonly list: string; readonly entry: string },
  read: (e: JsonObject, at: LazyPath) => T | undefined,
): T[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) {
    r.expected(path, rule, expected.list, v);
    return [];
  }
  const out: T[] = [];
  v.forEach((e, i) => {
    const at = step(path, i);
    const value = isJsonObject(e) ? read(e, at) : void r.expected(at, rule, expected.entry, e);
    if (value !== undefined) out.push(value);
  });
  return out;
}

export function readPlaceNested(r: Reader, v: Json | undefined, path: LazyPath): PlaceNested[] {
  const rule = "A3-upd-F-place_nested";
  const expected = { list: "an array of {chunks, x, y} placements", entry: "a placement object {chunks, x, y}" };
  return readObjects(r, v, path, rule, expected, (e, at) => {
    const rawChunks = own(e, "chunks");
    const rawElse = own(e, "else_chunks");
    if (rawChunks === undefined && rawElse === undefined)
      return void r.error(at, rule, "a placement needs chunks (or else_chunks)");
    if (Array.isArray(rawChunks) && rawChunks.length === 0)
      return void r.error(step(at, "chunks"), rule, "chunks must not be empty");
    const chunks = readChunkList(r, rawChunks, step(at, "chunks"), rule) ?? [];
    const elseChunks = readChunkList(r, rawElse, step(at, "else_chunks"), rule) ?? [];
    const x = readCoord(r, own(e, "x"), step(at, "x"), rule);
    const y = readCoord(r, own(e, "y"), step(at, "y"), rule);
    const z = own(e, "z") ?? 0;
    if (!isInt(z)) return void r.expected(step(at, "z"), rule, "an integer level offset", z);
    const repeat = readRepeat(r, e, at, rule);
    if (!x || !y || !repeat) return;
    return { chunks, elseChunks, x, y, z, repeat, condition: condition(e) };
  });
}

function readNestedSymbols(r: Reader, v: Json | undefined, path: LazyPath): Readonly<Record<string, NestedSymbol[]>> {
  const rule = "A3-upd-F-place_nested";
  const out: Record<string, NestedSymbol[]> = newRecord<NestedSymbol[]>();
  if (v === undefined) return shareEmpty(out);
  if (!isJsonObject(v)) {
    r.expected(path, rule, "an object mapping symbols to {chunks}", v);
    return shareEmpty(out);
  }
  const one = (e: Json, at: LazyPath): NestedSymbol | undefined => {
    if (!isJsonObject(e)) return void r.expected(at, rule, "{chunks, else_chunks?}", e);
    const chunks = readChunkList(r, own(e, "chunks"), step(at, "chunks"), rule) ?? [];
    const elseChunks = readChunkList(r, own(e, "else_chunks"), step(at, "else_chunks"), rule) ?? [];
    return { chunks, elseChunks, condition: condition(e) };
  };
  for (const [sym, e] of Object.entries(v)) {
    if (sym.startsWith("//")) continue;
    // A symbol may carry one placement or a list of them.
    const list = Array.isArray(e) ? e.map((x, i) => one(x, step(step(path, sym), i))) : [one(e, step(path, sym))];
    const ok = list.filter((x): x is NestedSymbol => x !== undefined);
    defineOwn(out, sym, ok);
  }
  return shareEmpty(out);
}

const SHAPES: readonly SetShape[] = ["point", "line", "square"];

function readSet(r: Reader, v: Json | undefined, path: LazyPath): SetEntry[] {
  const rule = "A3-upd-set";
  const expected = { list: "an array of {point|line|square, id, x, y} entries", entry: "a set entry object" };
  return readObjects(r, v, path, rule, expected, (e, at) => {
    const shapes = SHAPES.filter((s) => own(e, s) !== undefined);
    if (shapes.length !== 1) return void r.error(at, rule, "a set entry needs exactly one of point, line and square");
    const shape = shapes[0] as SetShape;
    const what = own(e, shape);
    if (typeof what !== "string")
      return void r.expected(step(at, shape), rule, 'what to set ("terrain", "furniture", ...)', what);
    const id = own(e, "id");
    if (id !== undefined && typeof id !== "string") return void r.expected(step(at, "id"), rule, "an id string", id);
    const x = readCoord(r, own(e, "x"), step(at, "x"), rule);
    const y = readCoord(r, own(e, "y"), step(at, "y"), rule);
    const needs2 = shape !== "point";
    const x2 = needs2 ? readCoord(r, own(e, "x2"), step(at, "x2"), rule) : undefined;
    const y2 = needs2 ? readCoord(r, own(e, "y2"), step(at, "y2"), rule) : undefined;
    const z = own(e, "z") ?? 0;
    if (!isInt(z)) return void r.expected(step(at, "z"), rule, "an integer level offset", z);
    const repeat = readRepeat(r, e, at, rule);
    const amount =
      own(e, "amount") === undefined ? undefined : readCoord(r, own(e, "amount"), step(at, "amount"), rule);
    const chance = own(e, "chance") ?? 100;
    if (typeof chance !== "number") return void r.expected(step(at, "chance"), rule, "a number", chance);
    if (!x || !y || !repeat || (needs2 && (!x2 || !y2))) return;
    return { shape, what, id, x, y, x2, y2, z, repeat, chance, amount };
  });
}

const PLACEMENT_KNOWN = new Set(["item", "group", "x", "y", "z", "chance", "repeat"]);

function readItemPlacements(
  r: Reader,
  v: Json | undefined,
  path: LazyPath,
  rule: string,
  needItem: boolean,
): ItemPlacement[] {
  const expected = { list: "an array of item placements", entry: "an item placement object" };
  return readObjects(r, v, path, rule, expected, (e, at) => {
    const item = own(e, "item");
    const group = own(e, "group");
    if (item !== undefined && typeof item !== "string" && !isJsonObject(item))
      return void r.expected(step(at, "item"), rule, "an item group id or an inline item group", item);
    if (group !== undefined && typeof group !== "string")
      return void r.expected(step(at, "group"), rule, "an item group id string", group);
    if (needItem ? item === undefined : item === undefined && group === undefined)
      return void r.error(
        at,
        rule,
        needItem ? "a place_items entry needs an item group id" : "a place_loot entry needs item or group",
      );
    const x = readCoord(r, own(e, "x"), step(at, "x"), rule);
    const y = readCoord(r, own(e, "y"), step(at, "y"), rule);
    const z = own(e, "z") ?? 0;
    if (!isInt(z)) return void r.expected(step(at, "z"), rule, "an integer level offset", z);
    const chance = own(e, "chance") ?? 100;
    if (typeof chance !== "number") return void r.expected(step(at, "chance"), rule, "a percent chance", chance);
    const repeat = readRepeat(r, e, at, rule);
    if (!x || !y || !repeat) return;
    const extra: Record<string, Json> = newRecord<Json>();
    for (const [k, val] of Object.entries(e))
      if (!PLACEMENT_KNOWN.has(k) && !k.startsWith("//")) defineOwn(extra, k, val);
    return { item, group, x, y, z, chance, repeat, extra: shareEmpty(extra) };
  });
}

/**
 * Reads a mapgen `object` (or a palette body). `mapgensize` is required for nested chunks; rows
 * are checked against it when both are present (A3-nest-F-rows). Unknown members warn (A3-schema)
 * only where the loader's own top-level check does not already cover them.
 */
export function readMapgenObject(
  r: Reader,
  obj: JsonObject,
  path: LazyPath,
  opts: { readonly requireSize: boolean; readonly warnUnknown: boolean },
): MapgenObject {
  const requireSize = opts.requireSize;
  const sizeRaw = own(obj, "mapgensize");
  let mapgensize: [number, number] | undefined;
  if (sizeRaw !== undefined || requireSize) {
    if (
      Array.isArray(sizeRaw) &&
      sizeRaw.length === 2 &&
      isInt(sizeRaw[0]) &&
      isInt(sizeRaw[1]) &&
      sizeRaw[0] >= 1 &&
      sizeRaw[1] >= 1
    ) {
      mapgensize = [sizeRaw[0], sizeRaw[1]];
    } else {
      r.expected(
        step(path, "mapgensize"),
        "A3-nest-F-mapgensize",
        "[width, height], two integers of 1 or more",
        sizeRaw,
      );
    }
  }
  const rowsRaw = own(obj, "rows");
  let rows: string[] | undefined;
  if (rowsRaw !== undefined) {
    if (!Array.isArray(rowsRaw) || !rowsRaw.every((x): x is string => typeof x === "string")) {
      r.expected(step(path, "rows"), "A3-nest-F-rows", "an array of strings", rowsRaw);
    } else {
      rows = rowsRaw;
      if (mapgensize) {
        const [w, h] = mapgensize;
        if (rows.length !== h)
          r.error(step(path, "rows"), "A3-nest-F-rows", `expected ${h} rows (mapgensize height), got ${rows.length}`);
        rows.forEach((row, i) => {
          const width = rowWidth(row);
          if (width !== w)
            r.error(
              step(step(path, "rows"), i),
              "A3-nest-F-rows",
              `expected ${w} symbols (mapgensize width), got ${width}`,
            );
        });
      }
    }
  }
  const flagsRaw = own(obj, "flags");
  let flags: string[] = [];
  if (flagsRaw !== undefined) {
    if (Array.isArray(flagsRaw) && flagsRaw.every((x): x is string => typeof x === "string")) flags = flagsRaw;
    else r.expected(step(path, "flags"), "A3-schema", "an array of flag strings", flagsRaw);
  }
  const other: Record<string, Json> = newRecord<Json>();
  for (const [k, v] of Object.entries(obj)) if (!MODELLED.has(k) && !k.startsWith("//")) defineOwn(other, k, v);
  if (opts.warnUnknown)
    for (const k of Object.keys(obj)) {
      if (!OBJECT_MEMBERS.has(k) && !k.startsWith("//"))
        r.warn(step(path, k), "A3-schema", `unknown mapgen object member ${JSON.stringify(k)} is ignored`);
    }
  return {
    mapgensize,
    rows,
    palettes: readPalettes(r, own(obj, "palettes"), step(path, "palettes")),
    parameters: readParameters(r, own(obj, "parameters"), step(path, "parameters")),
    terrain: readSymbolMap(r, own(obj, "terrain"), step(path, "terrain"), "A3-nest-symbols"),
    furniture: readSymbolMap(r, own(obj, "furniture"), step(path, "furniture"), "A3-nest-symbols"),
    nested: readNestedSymbols(r, own(obj, "nested"), step(path, "nested")),
    placeNested: readPlaceNested(r, own(obj, "place_nested"), step(path, "place_nested")),
    set: readSet(r, own(obj, "set"), step(path, "set")),
    placeItems: readItemPlacements(r, own(obj, "place_items"), step(path, "place_items"), "A3-upd-set", true),
    placeLoot: readItemPlacements(r, own(obj, "place_loot"), step(path, "place_loot"), "A3-upd-set", false),
    flags,
    other: shareEmpty(other),
  };
}
