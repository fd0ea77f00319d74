/**
 * The shell terrain and furniture share: their common members and examine action
 * (decodeMapDataCommon), the kind's own tolerant extras, the examine checks and subcounts.
 */
import type * as t from "io-ts";
import type { KindDef } from "../kind.js";
import { checkTileExamine } from "./check.js";
import { decodeMapDataCommon, examineSubcounts, type MapDataCommon } from "./map_data.js";

export function tileKind<T extends MapDataCommon, E>(
  kind: "terrain" | "furniture",
  members: ReadonlySet<string>,
  extras: t.Decoder<unknown, E>,
  build: (common: MapDataCommon, extra: E) => T,
): KindDef<T> {
  return {
    kind,
    label: kind,
    rules: { "": "G-15", id: "G-1", examine_action: "B1-object" },
    duplicates: "replace",
    members,
    decode(json, ctx) {
      const common = decodeMapDataCommon(json, ctx);
      const more = extras.decode(json);
      if (!common || more._tag === "Left") return undefined;
      return build(common, more.right);
    },
    check: (value, ctx, content) => checkTileExamine(value, kind, ctx, content),
    subcounts: examineSubcounts,
  };
}
