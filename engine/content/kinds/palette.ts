/**
 * Palettes (A3-nest-symbols): symbol maps shared by mapgen objects, plus nested palettes and
 * parameters. Same value forms as a mapgen object; members not modelled are kept in `other`.
 */
import { own, type JsonObject } from "../json/types.js";
import type { DecodeCtx, KindDef } from "./kind.js";
import { readMapgenObject, type MapgenObject } from "./camp/mapgen_object.js";
import { chunkRefs, NULL_CHUNK, paletteRefs, parameterPaletteRefs } from "./camp/mapgen_graph.js";
import { Reader } from "../codec/reader.js";

export interface Palette extends MapgenObject {
  /** JSON `id`. */
  readonly id: string;
}

/** Every top-level member real palettes use (G-6). */
const MEMBERS = new Set([
  "type",
  "id",
  "terrain",
  "furniture",
  "items",
  "item",
  "toilets",
  "palettes",
  "parameters",
  "nested",
  "vendingmachines",
  "monster",
  "monsters",
  "liquids",
  "vehicles",
  "mapping",
  "remove_all",
  "computers",
  "sealed_item",
  "fields",
  "traps",
  "signs",
  "gaspumps",
  "npcs",
  "ter_furn_transforms",
  "extending",
  "graffiti",
  "zones",
  "corpses",
  "rubble",
  "variables",
]);

function decode(json: JsonObject, ctx: DecodeCtx): Palette | undefined {
  const r = new Reader(ctx);
  const id = own(json, "id");
  if (typeof id !== "string") return void r.expected(["id"], "G-1", "a palette id string", id);
  const body = readMapgenObject(r, json, [], { requireSize: false, warnUnknown: false });
  return r.ok ? { ...body, id } : undefined;
}

export const paletteKind: KindDef<Palette> = {
  kind: "palette",
  label: "palettes",
  rules: { "": "A3-nest-symbols" },
  members: MEMBERS,
  duplicates: "replace",
  decode,
  check(value, ctx) {
    for (const ref of chunkRefs(value, []))
      if (ref.id !== NULL_CHUNK) ctx.ref("nested_mapgen", ref.id, ref.path, "G-4");
    for (const ref of paletteRefs(value, [])) ctx.ref("palette", ref.id, ref.path, "G-4");
    for (const ref of parameterPaletteRefs(value, [])) ctx.ref("palette", ref.id, ref.path, "A4-R1d");
  },
};
