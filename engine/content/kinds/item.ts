/**
 * Items, as far as the simulation needs them: ids for references, flags, materials, weight and
 * volume, tool qualities, food values. Every item type (ITEM and the legacy GENERIC, TOOL, ...)
 * is one copy-from family.
 */
import * as t from "io-ts";
import { fields } from "../codec/fields.js";
import { isJsonObject, type Json } from "../json/types.js";
import { duration, mass, text, volume } from "../codec/common.js";
import { finiteNumber } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import {
  type ArmorPortion,
  armorPortions,
  damageUnits,
  type GunMode,
  gunModes,
  type MaterialPortion,
  materialPortions,
  meleeDamageOf,
  toHit,
} from "./item_combat.js";
import { minimalKind } from "./minimal.js";
import { withMeta } from "../codec/meta.js";
import { vitaminMassUg } from "./simple.js";
import type { DamageUnit } from "./monsters/values.js";

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
  /** JSON `name`'s plural when it gives one: its `str_pl`, or its `str_sp` (the same either way). */
  readonly namePlural?: string;
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
  /** `vitamins`: per item (per charge), in vitamin units or as a mass in micrograms. */
  readonly vitamins: readonly ItemVitamin[];
  /** `spoils_in`: shelf life in seconds (a bare number is hours, as the game reads it); 0: never spoils. */
  readonly spoilsIn: number;
  /** `charges`: default stack size for count-by-charges items. */
  readonly charges: number | undefined;
  /**
   * Counted by charges (the game's itype::count_by_charges): ammo (`AMMO` in `type` or `subtypes`),
   * liquids and gases, and comestibles whose default `charges` is more than 1.
   */
  readonly countByCharges: boolean;
  /** The charges a new item has: an ammo's `count` (default 1), else `charges` (default 1). */
  readonly defaultCharges: number;
  /** `container`: the container a new item spawns in (an item group's items without one of their own). */
  readonly container: string | undefined;
  /** `seed_data`, or the SEED subtype's top-level `fruit`, `plant_name`, `seeds`, `byproducts`, `required_terrain_flag`: what a seed needs and gives (dirtmound, aggie_plant, harvest_plant_ex). */
  readonly seedData: SeedData | undefined;
  /** `price`: value in cents (vending machines sell at it); 0 when absent. */
  readonly price: number;
  /** `template_requirements`: a nanofabricator template's requirement id (per 250 ml made). */
  readonly templateRequirements: string | undefined;
  /** What a fight reads of it (issue 17). */
  readonly combat: ItemCombat;
  /** What the processing stations read of it (examine: kiln, vat, compost tank, smoker, mill, forge). */
  readonly processing: ItemProcessing;
}

/** A timed conversion (a vat's brew, a compost tank's mixture): how long, and what each unit becomes. */
export interface Conversion {
  /** `brew_time` / `compost_time` (or `time` of the legacy `brewable` / `compostable` object): seconds. */
  readonly time: number;
  /** `brew_results` / `compost_results`: result item to how many of it each unit gives (a list: 1 each). */
  readonly results: Readonly<Record<string, number>>;
}

export interface ItemProcessing {
  /** `stack_size` (else `count` for ammo, else `charges`, else 1): how many units the JSON `volume` holds. */
  readonly stackSize: number;
  /** `brew_time` and `brew_results` (BREWABLE): what a fermenting vat makes of it. */
  readonly brewable: Conversion | undefined;
  /** `compost_time` and `compost_results` (COMPOSTABLE): what a compost tank makes of it. */
  readonly compostable: Conversion | undefined;
  /** `into` and `recipe` (MILLING): the milled item and the recipe giving the ratio. */
  readonly milling: { readonly into: string; readonly recipe: string | undefined } | undefined;
  /** `smoking_result`: what smoking (and a stook's drying) makes of it. */
  readonly smokingResult: string | undefined;
  /** `pocket_data[].ammo_restriction`: ammo type to how many it holds (a pseudo tool such as a forge, a magazine, a gun's integral magazine). */
  readonly ammoCapacity: Readonly<Record<string, number>>;
}

/** The fight's members of an item (engine/content/kinds/item_combat.ts reads them). */
export interface ItemCombat {
  /** `melee_damage` (and the legacy `bashing`, `cutting`): damage type to amount. */
  readonly meleeDamage: Readonly<Record<string, number>>;
  /** `to_hit`: a number, or the sum of its descriptive words (default 0). */
  readonly toHit: number;
  /** `material` with portions (for armour portions that name no materials of their own). */
  readonly materialPortions: readonly MaterialPortion[];
  /** `material_thickness`: millimetres. */
  readonly materialThickness: number;
  /** `environmental_protection`. */
  readonly environmentalProtection: number;
  /** `armor`: the portions, per body part. */
  readonly armor: readonly ArmorPortion[];
  /** `skill`: a gun's skill (`throw` for thrown pseudo-guns). */
  readonly skill: string | undefined;
  /** `ammo`: the ammunition types a gun takes. */
  readonly ammo: readonly string[];
  /** `ranged_damage`: what the gun adds to its ammo's damage. */
  readonly rangedDamage: readonly DamageUnit[];
  /** `damage`: an ammo's damage. */
  readonly damage: readonly DamageUnit[];
  /** `thrown_damage`: damage when thrown (else its bash from `melee_damage`). */
  readonly thrownDamage: readonly DamageUnit[] | undefined;
  /** `dispersion`: arc minutes (a gun's or an ammo's). */
  readonly dispersion: number;
  /** `range`: tiles (a gun adds it to its ammo's). */
  readonly range: number;
  /** `recoil`: arc minutes a shot kicks (a gun's plus its ammo's; engine/mechanics/fight/aim.ts). */
  readonly recoil: number;
  /** `sight_dispersion`: the gun's iron sights, arc minutes (the game's default 30). */
  readonly sightDispersion: number;
  /** `handling`: the gun's recoil handling (absent: the game's 20 for rifle, smg and shotgun, else 10). */
  readonly handling: number | undefined;
  /** `loudness`: a gun's noise, or an ammo's (absent: derived from its range and damage). */
  readonly loudness: number | undefined;
  /** `clip_size`. */
  readonly clipSize: number | undefined;
  /** `modes`: firing modes with their shots. */
  readonly modes: readonly GunMode[];
  /** `reload`: a gun's reload time in moves (the game's default 100). */
  readonly reloadTime: number;
  /** `reload_time`: a magazine's moves to load one round into it (the game's islot_magazine default 100). */
  readonly magazineReloadTime: number;
  /** `pocket_data[]` of `pocket_type` MAGAZINE_WELL: the magazines (`item_restriction`) the gun takes. */
  readonly magazineWell: readonly string[];
  /** `MAGAZINE` in `type` or `subtypes`: a detachable magazine (it holds rounds, it is not ammo). */
  readonly isMagazine: boolean;
  /** `techniques`: martial arts techniques the item allows (WBLOCK_1..3 make it block). */
  readonly techniques: readonly string[];
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
  /** JSON `required_terrain_flag`: the flag the tile's terrain or furniture needs to plant it (default PLANTABLE). */
  readonly requiredTerrainFlag: string;
}

const strings = t.array(t.string);

/** `brew_results` / `compost_results`: a list of ids (1 each) or an object of id to multiplier. */
const conversionResults = new t.Type<Readonly<Record<string, number>>, Readonly<Record<string, number>>, unknown>(
  "conversion results",
  (u): u is Readonly<Record<string, number>> => isJsonObject(u),
  (u, c) => {
    const out: Record<string, number> = {};
    const put = (k: string, v: number): void => {
      Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    };
    if (Array.isArray(u)) {
      for (const id of u) if (typeof id === "string") put(id, 1);
      return t.success(out);
    }
    if (!isJsonObject(u as Json)) return t.failure(u, c);
    for (const [k, v] of Object.entries(u as Record<string, unknown>)) if (typeof v === "number") put(k, v);
    return t.success(out);
  },
  t.identity,
);

/** The legacy nested form: `brewable: {time, results}` / `compostable: {time, results}`. */
const legacyConversion = lenient(
  t.union([fields({ time: lenient(duration, 0), results: lenient(conversionResults, {}) }), t.undefined]),
  undefined,
);

/** What the simulation reads of `pocket_data`: the ammo restrictions, and the magazines a magazine well takes. */
interface Pockets {
  readonly ammo: Readonly<Record<string, number>>;
  readonly wells: readonly string[];
}

/** `pocket_data`: the pockets' `ammo_restriction`s, and the `item_restriction` of MAGAZINE_WELL pockets. */
const pocketsCodec = new t.Type<Pockets, Pockets, unknown>(
  "pockets",
  (u): u is Pockets => isJsonObject(u),
  (u, c) => {
    if (!Array.isArray(u)) return t.failure(u, c);
    const out: Record<string, number> = {};
    const wells: string[] = [];
    for (const pocket of u as Json[]) {
      if (!isJsonObject(pocket)) continue;
      const items = pocket["item_restriction"];
      if (pocket["pocket_type"] === "MAGAZINE_WELL" && Array.isArray(items))
        for (const id of items) if (typeof id === "string" && !wells.includes(id)) wells.push(id);
      const r = pocket["ammo_restriction"];
      if (r === undefined || !isJsonObject(r)) continue;
      for (const [k, v] of Object.entries(r))
        if (typeof v === "number")
          Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return t.success({ ammo: out, wells });
  },
  t.identity,
);

const optNumber = lenient(t.union([finiteNumber, t.undefined]), undefined);
const optDuration = lenient(t.union([duration, t.undefined]), undefined);
const optText = lenient(t.union([t.string, t.undefined]), undefined);
const optResults = lenient(t.union([conversionResults, t.undefined]), undefined);

function conversion(
  time: number | undefined,
  results: Readonly<Record<string, number>> | undefined,
  legacy: { time: number; results: Readonly<Record<string, number>> } | undefined,
): Conversion | undefined {
  if (time !== undefined || results !== undefined) return { time: time ?? 0, results: results ?? {} };
  return legacy ? { time: legacy.time, results: legacy.results } : undefined;
}

const seedData = lenient(
  t.union([
    fields({
      plant_name: lenient(text, ""),
      fruit: t.string,
      seeds: lenient(t.boolean, true),
      byproducts: lenient(strings, []),
      required_terrain_flag: lenient(t.string, "PLANTABLE"),
    }),
    t.undefined,
  ]),
  undefined,
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

const MONEY_UNITS: Readonly<Record<string, number>> = { cent: 1, USD: 100, kUSD: 100000 };

/** `price`: cents, or a string of amounts with units ("10 USD", "1 kUSD 500 USD", "50 cent"). */
const money = new t.Type<number, number, unknown>(
  "money",
  (u): u is number => typeof u === "number",
  (u, c) => {
    if (typeof u === "number") return t.success(u);
    if (typeof u !== "string") return t.failure(u, c);
    const parts = [...u.matchAll(/(-?[0-9.]+)\s*([A-Za-z]+)/g)];
    if (parts.length === 0) return t.failure(u, c, `unreadable price ${JSON.stringify(u)}`);
    let cents = 0;
    for (const m of parts) {
      const unit = MONEY_UNITS[m[2] ?? ""];
      if (unit === undefined) return t.failure(u, c, `unknown money unit in ${JSON.stringify(u)}`);
      cents += Number(m[1]) * unit;
    }
    return t.success(Math.round(cents));
  },
  t.identity,
);

/** `spoils_in`: a duration string, or a bare number of hours (the game's legacy form). */
const shelfLife = new t.Type<number, number, unknown>(
  "shelf life",
  (u): u is number => typeof u === "number",
  (u, c) => (typeof u === "number" ? t.success(u * 3600) : duration.validate(u, c)),
  t.identity,
);

/** One vitamin of a food: `[id, units]` or `[id, "420 μg"]` (then converted by the vitamin's weight_per_unit). */
export interface ItemVitamin {
  /** JSON `id`. */
  readonly id: string;
  /** A bare number: vitamin units. */
  readonly units?: number;
  /** A mass: micrograms. */
  readonly ug?: number;
}

/** Tolerant: entries that are neither form are left out (the game would refuse them at load). */
function readVitamins(list: readonly (readonly unknown[])[]): ItemVitamin[] {
  const out: ItemVitamin[] = [];
  for (const e of list) {
    const [id, amount] = e;
    if (typeof id !== "string") continue;
    if (typeof amount === "number" && Number.isFinite(amount)) out.push({ id, units: amount });
    else {
      const ug = vitaminMassUg(amount);
      if (ug !== undefined) out.push({ id, ug });
    }
  }
  return out;
}

/** An item's `name`, with the plural a translation object may give (`str_pl`, or `str_sp` for both). */
const nameForms = withMeta(
  new t.Type<{ one: string; many?: string }, { one: string; many?: string }, unknown>(
    "text",
    (u): u is { one: string; many?: string } => isJsonObject(u) && typeof u["one"] === "string",
    (u, c) => {
      const r = text.validate(u, c);
      if (r._tag === "Left") return r;
      const many = isJsonObject(u) ? (u["str_pl"] ?? u["str_sp"]) : undefined;
      return t.success(typeof many === "string" ? { one: r.right, many } : { one: r.right });
    },
    t.identity,
  ),
  { wraps: text },
);

const itemCodec = projection(
  "item",
  {
    id: t.string,
    name: lenient(nameForms, { one: "" }),
    subtypes: lenient(strings, []),
    type: lenient(t.string, "ITEM"),
    container: optText,
    flags: lenient(strings, []),
    material: lenient(materialPortions, []),
    weight: lenient(mass, 0),
    volume: lenient(volume, 0),
    qualities: lenient(qualities, {}),
    ammo_type: lenient(t.union([t.string, strings]), []),
    phase: lenient(t.string, "solid"),
    fun: lenient(finiteNumber, 0),
    calories: lenient(finiteNumber, 0),
    comestible_type: lenient(t.union([t.string, t.undefined]), undefined),
    vitamins: lenient(t.array(t.array(t.unknown)), []),
    spoils_in: lenient(shelfLife, 0),
    charges: lenient(t.union([finiteNumber, t.undefined]), undefined),
    seed_data: seedData,
    // The SEED subtype's members at the top level (the data's current form of seed_data).
    plant_name: lenient(text, ""),
    fruit: lenient(t.union([t.string, t.undefined]), undefined),
    seeds: lenient(t.boolean, true),
    byproducts: lenient(strings, []),
    required_terrain_flag: lenient(t.string, "PLANTABLE"),
    price: lenient(money, 0),
    template_requirements: lenient(t.union([t.string, t.undefined]), undefined),
    melee_damage: lenient(t.UnknownRecord, {}),
    bashing: lenient(t.union([finiteNumber, t.undefined]), undefined),
    cutting: lenient(t.union([finiteNumber, t.undefined]), undefined),
    to_hit: lenient(toHit, 0),
    material_thickness: lenient(finiteNumber, 0),
    environmental_protection: lenient(finiteNumber, 0),
    armor: lenient(armorPortions, []),
    skill: lenient(t.union([t.string, t.undefined]), undefined),
    ammo: lenient(t.union([t.string, strings]), []),
    ranged_damage: lenient(damageUnits, []),
    damage: lenient(damageUnits, []),
    thrown_damage: lenient(t.union([damageUnits, t.undefined]), undefined),
    dispersion: lenient(finiteNumber, 0),
    range: lenient(finiteNumber, 0),
    recoil: lenient(finiteNumber, 0),
    sight_dispersion: lenient(finiteNumber, 30),
    handling: lenient(t.union([finiteNumber, t.undefined]), undefined),
    loudness: lenient(t.union([finiteNumber, t.undefined]), undefined),
    clip_size: lenient(t.union([finiteNumber, t.undefined]), undefined),
    modes: lenient(gunModes, []),
    reload: lenient(t.union([finiteNumber, t.undefined]), undefined),
    reload_time: optNumber,
    techniques: lenient(strings, []),
    stack_size: optNumber,
    count: optNumber,
    brew_time: optDuration,
    brew_results: optResults,
    brewable: legacyConversion,
    compost_time: optDuration,
    compost_results: optResults,
    compostable: legacyConversion,
    into: optText,
    recipe: optText,
    smoking_result: optText,
    pocket_data: lenient(pocketsCodec, { ammo: {}, wells: [] }),
  },
  (o): Item => ({
    id: o.id,
    name: o.name.one || o.id,
    ...(o.name.many !== undefined ? { namePlural: o.name.many } : {}),
    subtypes: o.subtypes,
    flags: o.flags,
    materials: o.material.map((m) => m.material),
    weight: o.weight,
    volume: o.volume,
    qualities: o.qualities,
    ammoType: typeof o.ammo_type === "string" ? [o.ammo_type] : o.ammo_type,
    phase: o.phase,
    fun: o.fun,
    calories: o.calories,
    comestibleType: o.comestible_type,
    vitamins: readVitamins(o.vitamins),
    spoilsIn: o.spoils_in,
    charges: o.charges,
    ...chargesOf(o),
    container: o.container,
    seedData: o.seed_data
      ? {
          plantName: o.seed_data.plant_name,
          fruit: o.seed_data.fruit,
          seeds: o.seed_data.seeds,
          byproducts: o.seed_data.byproducts,
          requiredTerrainFlag: o.seed_data.required_terrain_flag,
        }
      : o.fruit !== undefined && o.subtypes.includes("SEED")
        ? {
            plantName: o.plant_name,
            fruit: o.fruit,
            seeds: o.seeds,
            byproducts: o.byproducts,
            requiredTerrainFlag: o.required_terrain_flag,
          }
        : undefined,
    price: o.price,
    templateRequirements: o.template_requirements,
    combat: {
      meleeDamage: meleeDamageOf({
        melee_damage: o.melee_damage as Json,
        ...(o.bashing !== undefined ? { bashing: o.bashing } : {}),
        ...(o.cutting !== undefined ? { cutting: o.cutting } : {}),
      }),
      toHit: o.to_hit,
      materialPortions: o.material,
      materialThickness: o.material_thickness,
      environmentalProtection: o.environmental_protection,
      armor: o.armor,
      skill: o.skill,
      ammo: typeof o.ammo === "string" ? [o.ammo] : o.ammo,
      rangedDamage: o.ranged_damage,
      damage: o.damage,
      thrownDamage: o.thrown_damage,
      dispersion: o.dispersion,
      range: o.range,
      recoil: o.recoil,
      sightDispersion: o.sight_dispersion,
      handling: o.handling,
      loudness: o.loudness,
      clipSize: o.clip_size,
      modes: o.modes,
      reloadTime: o.reload ?? 100,
      magazineReloadTime: o.reload_time ?? 100,
      magazineWell: o.pocket_data.wells,
      isMagazine: o.type === "MAGAZINE" || o.subtypes.includes("MAGAZINE"),
      techniques: o.techniques,
    },
    processing: {
      stackSize: Math.max(
        1,
        o.stack_size ?? (o.subtypes.includes("AMMO") ? (o.count ?? 1) : undefined) ?? o.charges ?? 1,
      ),
      brewable: conversion(o.brew_time, o.brew_results, o.brewable),
      compostable: conversion(o.compost_time, o.compost_results, o.compostable),
      milling: o.into !== undefined ? { into: o.into, recipe: o.recipe } : undefined,
      smokingResult: o.smoking_result,
      ammoCapacity: o.pocket_data.ammo,
    },
  }),
);

/** Whether a type counts by charges, and how many a new one has (see Item.countByCharges). */
function chargesOf(o: {
  readonly type: string;
  readonly subtypes: readonly string[];
  readonly phase: string;
  readonly charges: number | undefined;
  readonly count: number | undefined;
}): { countByCharges: boolean; defaultCharges: number } {
  const is = (kind: string): boolean => o.type === kind || o.subtypes.includes(kind);
  if (is("AMMO")) return { countByCharges: true, defaultCharges: Math.max(1, o.count ?? 1) };
  const fluid = o.phase === "liquid" || o.phase === "gas";
  const charges = Math.max(1, o.charges ?? 1);
  return { countByCharges: fluid || (is("COMESTIBLE") && charges > 1), defaultCharges: charges };
}

export const itemKind = minimalKind<Item>({ kind: "item", label: "items", family: "item", codec: itemCodec });
