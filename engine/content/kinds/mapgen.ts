/**
 * Mapgen objects (A3): update mapgen (`update_mapgen_id`, applied by camp missions), nested
 * chunks (`nested_mapgen_id`, weighted alternatives per id, G-7) and ordinary overmap mapgen
 * (`om_terrain`, stored opaque, A3-om).
 */
import { isJsonObject, own, type JsonObject } from "../json/types.js";
import type { CheckCtx, ContentLike, DecodeCtx, KindDef } from "./kind.js";
import { allDefinitions, everyValue, memoised } from "./camp/content_access.js";
import { chunkRefs, NULL_CHUNK, paletteParameters, paletteRefs, parameterPaletteRefs } from "./camp/mapgen_graph.js";
import { readMapgenObject, type MapgenObject } from "./camp/mapgen_object.js";
import { paramsOfValue } from "./camp/mapgen_values.js";
import { Reader } from "../codec/reader.js";

export type { MapgenObject } from "./camp/mapgen_object.js";

export interface UpdateMapgen {
  /** JSON `id`. */
  readonly id: string;
  /** Always `json` (A3-upd-F-method). */
  readonly method: "json";
  /** JSON `object`. */
  readonly object: MapgenObject;
}

export interface NestedMapgen {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `method`. */
  readonly method: "json";
  /** `weight`: weight among the definitions of the same id (G-7), default 1000. */
  readonly weight: number;
  /** JSON `object`. */
  readonly object: MapgenObject;
}

/** Ordinary map generation for overmap terrains: kept as written, never a camp update (A3-om). */
/** Ordinary map generation (A3-om): kept only as the overmap terrain it is for. */
export interface OmMapgen {
  /** JSON `om_terrain`. */
  readonly omTerrain: JsonObject[string];
}

/** The side of the overmap tile an update writes to (A6-size). */
export const OMT_SIZE = 24;

const idFrom =
  (member: string) =>
  (json: JsonObject): readonly string[] => {
    const v = own(json, member);
    return typeof v === "string" ? [v] : [];
  };

function readMethod(r: Reader, json: JsonObject, rule: string): void {
  const m = own(json, "method");
  if (m !== undefined && m !== "json")
    r.error(["method"], rule, `method must be "json" (or absent), got ${JSON.stringify(m)}`);
}

function readObject(r: Reader, json: JsonObject, nested: boolean): MapgenObject | undefined {
  const obj = own(json, "object");
  if (!isJsonObject(obj)) {
    r.expected(["object"], "A3-upd-F-object", "an object holding the map content", obj);
    return undefined;
  }
  return readMapgenObject(r, obj, ["object"], { requireSize: nested, warnUnknown: true });
}

function decodeUpdate(json: JsonObject, ctx: DecodeCtx): UpdateMapgen | undefined {
  const r = new Reader(ctx);
  const id = own(json, "update_mapgen_id");
  if (typeof id !== "string")
    return void r.expected(["update_mapgen_id"], "A3-upd-F-update_mapgen_id", "an id string", id);
  readMethod(r, json, "A3-upd-F-method");
  const object = readObject(r, json, false);
  return object && r.ok ? { id, method: "json", object } : undefined;
}

function decodeNested(json: JsonObject, ctx: DecodeCtx): NestedMapgen | undefined {
  const r = new Reader(ctx);
  const id = own(json, "nested_mapgen_id");
  if (typeof id !== "string")
    return void r.expected(["nested_mapgen_id"], "A3-nest-F-nested_mapgen_id", "an id string", id);
  readMethod(r, json, "A3-nest-F-method");
  const weight = own(json, "weight") ?? 1000;
  if (typeof weight !== "number" || !(weight >= 0)) r.expected(["weight"], "G-7", "a weight of 0 or more", weight);
  const object = readObject(r, json, true);
  return object && r.ok && typeof weight === "number" ? { id, method: "json", weight, object } : undefined;
}

interface Placer {
  /** The nested id of the placing chunk; undefined for an update. */
  readonly nestedId: string | undefined;
  readonly object: MapgenObject;
}

/**
 * Where each nested chunk is placed from (for `{param}` palettes declared by an enclosing update or
 * chunk, X-6).
 */
function placers(content: ContentLike): Map<string, Placer[]> {
  return memoised(content, "mapgen.placers", () => {
    const out = new Map<string, Placer[]>();
    const add = (nestedId: string | undefined, object: MapgenObject): void => {
      for (const ref of chunkRefs(object, [], true)) {
        const list = out.get(ref.id) ?? [];
        if (!list.some((p) => p.object === object)) list.push({ nestedId, object });
        out.set(ref.id, list);
      }
    };
    for (const v of everyValue<UpdateMapgen>(content, "update_mapgen")) {
      for (const d of allDefinitions<UpdateMapgen>(content, "update_mapgen", v.id)) add(undefined, d.object);
    }
    for (const v of everyValue<NestedMapgen>(content, "nested_mapgen")) {
      for (const d of allDefinitions<NestedMapgen>(content, "nested_mapgen", v.id)) add(v.id, d.object);
    }
    return out;
  });
}

function declaredAbove(content: ContentLike, chunkId: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(chunkId)) return false;
  seen.add(chunkId);
  for (const p of placers(content).get(chunkId) ?? []) {
    if (Object.hasOwn(p.object.parameters, name) || paletteParameters(content, p.object).has(name)) return true;
    if (p.nestedId !== undefined && declaredAbove(content, p.nestedId, name, seen)) return true;
  }
  return false;
}

/** Rules shared by updates and nested chunks: references (G-4) and `{param}` palettes (A3-nest-F-palettes). */
function checkObject(o: MapgenObject, selfId: string | undefined, ctx: CheckCtx, content: ContentLike): void {
  for (const ref of chunkRefs(o, ["object"])) {
    if (ref.id !== NULL_CHUNK) ctx.ref("nested_mapgen", ref.id, ref.path, "G-4");
  }
  for (const ref of paletteRefs(o, ["object"])) ctx.ref("palette", ref.id, ref.path, "G-4");
  for (const ref of parameterPaletteRefs(o, ["object"])) ctx.ref("palette", ref.id, ref.path, "A4-R1d");
  // Most palettes are plain ids, whose check needs neither: the palettes' parameters are only
  // gathered (transitively) for a `{param}` palette.
  let fromPalettes: ReadonlyMap<string, unknown> | undefined;
  o.palettes.forEach((p, i) => {
    for (const name of paramsOfValue(p)) {
      if (Object.hasOwn(o.parameters, name) || (fromPalettes ??= paletteParameters(content, o)).has(name)) continue;
      if (selfId !== undefined && declaredAbove(content, selfId, name)) continue;
      ctx.sink.error(
        ctx.atMember("object", "palettes", i),
        "A3-nest-F-palettes",
        `palette parameter ${JSON.stringify(name)} is declared neither here, nor in a listed palette, nor on an update or chunk placing this one`,
      );
    }
  });
}

/** Chunk placements that fall outside the 24x24 tile are clipped or skipped (A3-upd-bounds). */
function checkBounds(o: MapgenObject, ctx: CheckCtx, content: ContentLike): void {
  o.placeNested.forEach((p, i) => {
    const at = ctx.atMember("object", "place_nested", i);
    if (p.x.min < 0 || p.y.min < 0 || p.x.max >= OMT_SIZE || p.y.max >= OMT_SIZE) {
      ctx.sink.warn(
        at,
        "A3-upd-bounds",
        `placement origin (${p.x.max}, ${p.y.max}) may lie outside the ${OMT_SIZE}x${OMT_SIZE} tile; such a placement is skipped`,
      );
      return;
    }
    let w = 0;
    let h = 0;
    for (const opt of [...p.chunks, ...p.elseChunks]) {
      if (opt.value.kind !== "id" || opt.value.id === NULL_CHUNK) continue;
      for (const def of allDefinitions<NestedMapgen>(content, "nested_mapgen", opt.value.id)) {
        const size = def.object.mapgensize;
        if (size) {
          w = Math.max(w, size[0]);
          h = Math.max(h, size[1]);
        }
      }
    }
    if (p.x.max + w > OMT_SIZE || p.y.max + h > OMT_SIZE) {
      ctx.sink.warn(
        at,
        "A3-upd-bounds",
        `a ${w}x${h} chunk at (${p.x.max}, ${p.y.max}) overhangs the ${OMT_SIZE}x${OMT_SIZE} tile; cells outside it are not written`,
      );
    }
  });
}

export const updateMapgenKind: KindDef<UpdateMapgen> = {
  kind: "update_mapgen",
  label: "update mapgen",
  rules: {
    "": "A3-upd-F-object",
    update_mapgen_id: "A3-upd-F-update_mapgen_id",
    method: "A3-upd-F-method",
    object: "A3-upd-F-object",
  },
  members: new Set(["type", "update_mapgen_id", "method", "object", "weight"]),
  idsOf: idFrom("update_mapgen_id"),
  // G-7: every definition is kept; the first is applied, and a camp blueprint's must be unique.
  duplicates: "alternatives",
  decode: decodeUpdate,
  check(value, ctx, content) {
    checkObject(value.object, undefined, ctx, content);
    checkBounds(value.object, ctx, content);
  },
};

export const nestedMapgenKind: KindDef<NestedMapgen> = {
  kind: "nested_mapgen",
  label: "nested mapgen",
  rules: {
    "": "A3-upd-F-object",
    nested_mapgen_id: "A3-nest-F-nested_mapgen_id",
    method: "A3-nest-F-method",
    weight: "G-7",
  },
  members: new Set(["type", "nested_mapgen_id", "method", "object", "weight"]),
  idsOf: idFrom("nested_mapgen_id"),
  duplicates: "alternatives",
  decode: decodeNested,
  check(value, ctx, content) {
    checkObject(value.object, value.id, ctx, content);
  },
};

export const omMapgenKind: KindDef<OmMapgen> = {
  // A tolerant projection: nothing checks it, so it is decoded (and its files read) on first use.
  lazy: true,
  kind: "om_mapgen",
  label: "overmap mapgen",
  rules: { "": "A3-om" },
  idsOf: () => [],
  anonymous: true,
  duplicates: "alternatives",
  decode: (json) => ({ omTerrain: own(json, "om_terrain") ?? null }),
};
