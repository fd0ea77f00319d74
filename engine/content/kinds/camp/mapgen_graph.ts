/**
 * How mapgen objects refer to each other: the chunks an object places, the palettes it lists,
 * and the parameters visible to it (its own, its palettes', and those of every chunk an update
 * places, since camp parameters are lifted to the overmap tile, X-6).
 */
import type { PathSegment } from "../../json/path.js";
import type { ContentLike } from "../kind.js";
import { allDefinitions } from "./content_access.js";
import type { MapgenObject } from "./mapgen_object.js";
import type { MapgenParameter, MapValue, WeightedOption } from "./mapgen_values.js";

/** The chunk id that places nothing (G-4: always resolves). */
export const NULL_CHUNK = "null";

export interface IdRef {
  /** JSON `id`. */
  readonly id: string;
  /** Where the reference stands in its object (JSON path segments), for messages. */
  readonly path: readonly PathSegment[];
}

// The refs are gathered into one list rather than lists spread into lists: every mapgen object's
// check asks for them (tens of thousands of options on the game's data).
function pushOptionRefs(
  out: IdRef[],
  options: readonly WeightedOption[],
  base: readonly PathSegment[],
  withSwitches: boolean,
): void {
  for (let i = 0; i < options.length; i++)
    pushValueRefs(out, (options[i] as WeightedOption).value, [...base, i], withSwitches);
}

function pushValueRefs(out: IdRef[], v: MapValue, path: PathSegment[], withSwitches: boolean): void {
  switch (v.kind) {
    case "id":
      out.push({ id: v.id, path });
      return;
    case "weighted":
      pushOptionRefs(out, v.options, path, withSwitches);
      return;
    case "param":
      if (withSwitches && v.fallback !== undefined) out.push({ id: v.fallback, path });
      return;
    case "switch":
      if (withSwitches) for (const id of Object.values(v.cases)) out.push({ id, path });
      return;
  }
}

/** Plain ids of a value; with `withSwitches`, also parameter fallbacks and switch cases. */
export function valueRefs(v: MapValue, path: PathSegment[], withSwitches: boolean): IdRef[] {
  const out: IdRef[] = [];
  pushValueRefs(out, v, path, withSwitches);
  return out;
}

/** Chunk ids named by `place_nested` and `nested` (paths relative to the object member). */
export function chunkRefs(o: MapgenObject, base: PathSegment[], withSwitches = false): IdRef[] {
  const out: IdRef[] = [];
  o.placeNested.forEach((p, i) => {
    pushOptionRefs(out, p.chunks, [...base, "place_nested", i, "chunks"], withSwitches);
    pushOptionRefs(out, p.elseChunks, [...base, "place_nested", i, "else_chunks"], withSwitches);
  });
  for (const [sym, list] of Object.entries(o.nested)) {
    list.forEach((n, i) => {
      const at = list.length === 1 ? [...base, "nested", sym] : [...base, "nested", sym, i];
      pushOptionRefs(out, n.chunks, [...at, "chunks"], withSwitches);
      pushOptionRefs(out, n.elseChunks, [...at, "else_chunks"], withSwitches);
    });
  }
  return out;
}

export function paletteRefs(o: MapgenObject, base: PathSegment[], withSwitches = false): IdRef[] {
  const out: IdRef[] = [];
  o.palettes.forEach((p, i) => pushValueRefs(out, p, [...base, "palettes", i], withSwitches));
  return out;
}

/** Palette ids offered by `palette_id` parameters (A4-R1d: they must resolve). */
export function parameterPaletteRefs(o: MapgenObject, base: PathSegment[]): IdRef[] {
  const out: IdRef[] = [];
  for (const [name, p] of Object.entries(o.parameters)) {
    if (p.type !== "palette_id") continue;
    for (const id of p.options) out.push({ id, path: [...base, "parameters", name, "default"] });
  }
  return out;
}

interface HasObject {
  readonly object: MapgenObject;
}

/** Parameters declared by an object's palettes, transitively. */
export function paletteParameters(
  content: ContentLike,
  o: MapgenObject,
  seen = new Set<string>(),
): Map<string, MapgenParameter> {
  const out = new Map<string, MapgenParameter>();
  for (const ref of paletteRefs(o, [], true)) {
    if (seen.has(ref.id)) continue;
    seen.add(ref.id);
    for (const pal of allDefinitions<MapgenObject>(content, "palette", ref.id)) {
      for (const [k, v] of Object.entries(pal.parameters)) if (!out.has(k)) out.set(k, v);
      for (const [k, v] of paletteParameters(content, pal, seen)) if (!out.has(k)) out.set(k, v);
    }
  }
  return out;
}

export interface DeclaredParameter {
  /** JSON `name`. */
  readonly name: string;
  /** The parameter definition (a member of `parameters`). */
  readonly parameter: MapgenParameter;
  /** Where it is declared, for messages: `update X`, `nested Y`, `palette Z`. */
  readonly where: string;
}

/**
 * The parameters of a camp update: declared on the update, on every chunk it places (following
 * chunk ids, fallbacks and switch cases, transitively), and on their palettes (X-6, A4-R1a).
 */
export function updateParameters(content: ContentLike, updateId: string, update: MapgenObject): DeclaredParameter[] {
  const out: DeclaredParameter[] = [];
  const add = (o: MapgenObject, where: string): void => {
    for (const [name, parameter] of Object.entries(o.parameters)) {
      out.push({ name, parameter, where });
    }
    for (const [name, parameter] of paletteParameters(content, o))
      out.push({ name, parameter, where: `${where} (via a palette)` });
  };
  add(update, `update ${updateId}`);
  const seen = new Set<string>();
  const queue = chunkRefs(update, [], true).map((r) => r.id);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id) || id === NULL_CHUNK) continue;
    seen.add(id);
    for (const def of allDefinitions<HasObject>(content, "nested_mapgen", id)) {
      add(def.object, `nested ${id}`);
      for (const r of chunkRefs(def.object, [], true)) queue.push(r.id);
    }
  }
  return out;
}
