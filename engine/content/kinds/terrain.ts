/**
 * Terrain (G-15): id, name, flags and the examine action (B1-B3), plus what the simulation reads
 * of the rest. copy-from, abstract and extend/delete on flags come from the generic loader (G-17).
 */
import * as t from "io-ts";
import { fields } from "../codec/fields.js";
import { finiteNumber } from "../codec/common.js";
import { lenient } from "../codec/tolerant.js";
import type { KindDef } from "./kind.js";
import { COMMON_MEMBERS, type MapDataCommon } from "./examine/map_data.js";
import { tileKind } from "./examine/tile_kind.js";

export type { ExamineAction } from "./examine/types.js";

export interface Terrain extends MapDataCommon {
  /** `move_cost`: movement cost of entering the tile (0: impassable). */
  readonly moveCost: number;
  /** `roof`: terrain above when this one has a roof. */
  readonly roof: string | undefined;
  /** `trap`: trap built into the terrain. */
  readonly trap: string | undefined;
  /** `allowed_template_ids`: the templates a nanofabricator panel accepts. */
  readonly allowedTemplateIds: readonly string[];
}

const MEMBERS: ReadonlySet<string> = new Set([...COMMON_MEMBERS, "move_cost", "roof", "trap", "allowed_template_ids"]);

const optString = lenient(t.union([t.string, t.undefined]), undefined);
export const TERRAIN_EXTRAS = fields({
  move_cost: lenient(finiteNumber, 100),
  roof: optString,
  trap: optString,
  allowed_template_ids: lenient(t.array(t.string), []),
});

export const terrainKind: KindDef<Terrain> = tileKind("terrain", MEMBERS, TERRAIN_EXTRAS, (common, o) => ({
  ...common,
  moveCost: o.move_cost,
  roof: o.roof,
  trap: o.trap,
  allowedTemplateIds: o.allowed_template_ids,
}));
