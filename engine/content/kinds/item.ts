/**
 * Items, as far as the simulation needs them: ids for references, flags, materials, weight and
 * volume, tool qualities, food values. Every item type (ITEM and the legacy GENERIC, TOOL, ...)
 * is one copy-from family.
 */
import * as t from "io-ts";
import { fields } from "../codec/fields.js";
import { isJsonObject, type Json } from "../json/types.js";
import { mass, text, volume } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { minimalKind } from "./minimal.js";

export const ITEM_TYPES: readonly string[] = [
  "ITEM",
  "GENERIC",
  "TOOL",
  "AMMO",
  "GUN",
  "GUNMOD",
  "MAGAZINE",
  "ARMOR",
  "TOOL_ARMOR",
  "PET_ARMOR",
  "BOOK",
  "COMESTIBLE",
  "BIONIC_ITEM",
  "ENGINE",
  "WHEEL",
  "TOOLMOD",
  "BATTERY",
  "CONTAINER",
];

export interface Item {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** `subtypes`: the item type's subtypes (the newer form of `type`). */
  readonly subtypes: readonly string[];
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** JSON `materials`. */
  readonly materials: readonly string[];
  /** `weight`: grams */
  readonly weight: number;
  /** `volume`: millilitres */
  readonly volume: number;
  /** `qualities`: tool qualities: quality id to level. */
  readonly qualities: Readonly<Record<string, number>>;
  /** JSON `ammo_type`. */
  readonly ammoType: readonly string[];
  /** JSON `phase`. */
  readonly phase: string;
  /** `fun`: enjoyment of eating it. */
  readonly fun: number;
  /** `calories`: kcal per item (per charge for count-by-charges items). */
  readonly calories: number;
  /** JSON `comestible_type`. */
  readonly comestibleType: string | undefined;
  /** `charges`: default stack size for count-by-charges items. */
  readonly charges: number | undefined;
  /** `seed_data`: Seeds: what the plant gives at harvest (aggie_plant, harvest_plant_ex). */
  readonly seedData: SeedData | undefined;
}

export interface SeedData {
  /** JSON `plant_name`. */
  readonly plantName: string;
  /** `seed_data.fruit`: the fruit item harvested. */
  readonly fruit: string;
  /** `seed_data.seeds`: whether the harvest also gives seeds back (default true). */
  readonly seeds: boolean;
  /** JSON `byproducts`. */
  readonly byproducts: readonly string[];
}

const strings = t.array(t.string);

const seedData = lenient(
  t.union([
    fields({
      plant_name: lenient(text, ""),
      fruit: t.string,
      seeds: lenient(t.boolean, true),
      byproducts: lenient(strings, []),
    }),
    t.undefined,
  ]),
  undefined,
);

/** `material` is a string, an array of ids, or an array of `{type, portion}`. */
const materials = new t.Type<readonly string[], readonly string[], unknown>(
  "materials",
  (u): u is readonly string[] => Array.isArray(u),
  (u, c) => {
    if (typeof u === "string") return t.success([u]);
    if (!Array.isArray(u)) return t.failure(u, c);
    const out: string[] = [];
    for (const m of u as Json[]) {
      if (typeof m === "string") out.push(m);
      else if (isJsonObject(m) && typeof m["type"] === "string") out.push(m["type"]);
    }
    return t.success(out);
  },
  t.identity,
);

/** `qualities`: `[[id, level], ...]`. */
const qualities = new t.Type<Readonly<Record<string, number>>, Readonly<Record<string, number>>, unknown>(
  "qualities",
  (u): u is Readonly<Record<string, number>> => isJsonObject(u),
  (u, c) => {
    if (!Array.isArray(u)) return t.failure(u, c);
    const out: Record<string, number> = {};
    for (const q of u as Json[]) {
      if (Array.isArray(q) && typeof q[0] === "string" && typeof q[1] === "number") {
        Object.defineProperty(out, q[0], { value: q[1], enumerable: true, writable: true, configurable: true });
      }
    }
    return t.success(out);
  },
  t.identity,
);

const itemCodec = projection(
  "item",
  {
    id: t.string,
    name: lenient(text, ""),
    subtypes: lenient(strings, []),
    flags: lenient(strings, []),
    material: lenient(materials, []),
    weight: lenient(mass, 0),
    volume: lenient(volume, 0),
    qualities: lenient(qualities, {}),
    ammo_type: lenient(t.union([t.string, strings]), []),
    phase: lenient(t.string, "solid"),
    fun: lenient(t.number, 0),
    calories: lenient(t.number, 0),
    comestible_type: lenient(t.union([t.string, t.undefined]), undefined),
    charges: lenient(t.union([t.number, t.undefined]), undefined),
    seed_data: seedData,
  },
  (o): Item => ({
    id: o.id,
    name: o.name || o.id,
    subtypes: o.subtypes,
    flags: o.flags,
    materials: o.material,
    weight: o.weight,
    volume: o.volume,
    qualities: o.qualities,
    ammoType: typeof o.ammo_type === "string" ? [o.ammo_type] : o.ammo_type,
    phase: o.phase,
    fun: o.fun,
    calories: o.calories,
    comestibleType: o.comestible_type,
    charges: o.charges,
    seedData: o.seed_data
      ? {
          plantName: o.seed_data.plant_name,
          fruit: o.seed_data.fruit,
          seeds: o.seed_data.seeds,
          byproducts: o.seed_data.byproducts,
        }
      : undefined,
  }),
);

export const itemKind = minimalKind<Item>({ kind: "item", label: "items", family: "item", codec: itemCodec });
