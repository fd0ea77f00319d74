/**
 * Harvest lists (`harvest`) and their drop types (`harvest_drop_type`): what a plant gives when
 * picked (terrain and furniture `harvest_by_season` name a list) and, in the game, what a corpse
 * gives when butchered. Tolerant projections (G-15) of what picking reads; defaults and the
 * `extend`/`delete` of entries by their `drop` follow the game's src/harvest.cpp
 * (harvest_entry::load, harvest_entry::operator==).
 */
import * as t from "io-ts";
import { finiteNumber, text } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { isJsonObject, own, type Json } from "../json/types.js";
import { minimalKind } from "./minimal.js";

export interface HarvestEntry {
  /** `drop`: an item id, or an item group id when the entry's `type` is a group drop type. */
  readonly drop: string;
  /** `type`: a harvest_drop_type id (flesh, bone, ...); undefined for plain items (every plant list). */
  readonly type: string | undefined;
  /** `base_num`: [min, max] drops before skill; the game's default [1, 1]. */
  readonly baseNum: readonly [number, number];
  /** `scale_num`: [min, max] more drops per survival level; default [0, 0]. */
  readonly scaleNum: readonly [number, number];
  /** `max`: the most drops one harvest gives; default 1000. */
  readonly max: number;
  /** JSON `flags`. */
  readonly flags: readonly string[];
}

export interface Harvest {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `entries`. */
  readonly entries: readonly HarvestEntry[];
  /** `message`: shown on butchering in the game; plant picking does not read it. */
  readonly message: string | undefined;
}

const pair = lenient(t.tuple([finiteNumber, finiteNumber]), [Number.NaN, Number.NaN] as [number, number]);

const entry = projection(
  "harvest entry",
  {
    drop: t.string,
    type: lenient(t.union([t.string, t.undefined]), undefined),
    base_num: pair,
    scale_num: pair,
    max: lenient(finiteNumber, 1000),
    flags: lenient(t.array(t.string), []),
  },
  (o): HarvestEntry => ({
    drop: o.drop,
    type: o.type,
    baseNum: Number.isNaN(o.base_num[0]) ? [1, 1] : o.base_num,
    scaleNum: Number.isNaN(o.scale_num[0]) ? [0, 0] : o.scale_num,
    max: o.max,
    flags: o.flags,
  }),
);

/** Entries that do not decode (no `drop`) are left out rather than failing the list. */
const entries = new t.Type<readonly HarvestEntry[], readonly HarvestEntry[], unknown>(
  "harvest entries",
  (u): u is readonly HarvestEntry[] => Array.isArray(u),
  (u, c) => {
    if (!Array.isArray(u)) return t.success([]);
    const out: HarvestEntry[] = [];
    for (const e of u) {
      const r = entry.validate(e, c);
      if (r._tag === "Right") out.push(r.right);
    }
    return t.success(out);
  },
  t.identity,
);

/** `delete: {entries: [...]}` removes the inherited entries with the same `drop` (harvest_entry::operator==). */
function removeEntries(inherited: Json | undefined, removal: Json): Json {
  if (!Array.isArray(inherited)) return inherited ?? [];
  const gone = new Set(
    (Array.isArray(removal) ? removal : [removal]).flatMap((r) => {
      const d = isJsonObject(r) ? own(r, "drop") : r;
      return typeof d === "string" ? [d] : [];
    }),
  );
  return inherited.filter((e) => !(isJsonObject(e) && gone.has(own(e, "drop") as string)));
}

export const harvestKind = minimalKind<Harvest>({
  kind: "harvest",
  label: "harvest lists",
  inherit: { remove: { entries: removeEntries } },
  codec: projection(
    "harvest",
    { id: t.string, entries, message: lenient(t.union([text, t.undefined]), undefined) },
    (o) => ({ id: o.id, entries: o.entries, message: o.message }),
  ),
});

export interface HarvestDropType {
  /** JSON `id`. */
  readonly id: string;
  /** `group`: the entry's `drop` names an item group rather than an item. */
  readonly group: boolean;
}

export const harvestDropTypeKind = minimalKind<HarvestDropType>({
  kind: "harvest_drop_type",
  label: "harvest drop types",
  codec: projection("harvest_drop_type", { id: t.string, group: lenient(t.boolean, false) }, (o) => ({
    id: o.id,
    group: o.group,
  })),
});
