/**
 * What terrain and furniture share: the G-15 members (id, name, flags, examine_action), decoded
 * strictly, plus the members the simulation reads (transformations, bash and deconstruct results,
 * harvests, liquid sources), decoded leniently since the specification does not define them and
 * the real data is their authority (G-6, G-15).
 */
import * as t from "io-ts";
import { fields } from "../../codec/fields.js";
import { own, type JsonObject } from "../../json/types.js";
import { memberPath, type DecodeTarget } from "../../codec/decode.js";
import { finiteNumber, stringOrStrings, text, volume, withDefault } from "../../codec/common.js";
import { lenient } from "../../codec/tolerant.js";
import { field, fieldOk, optional } from "./field.js";
import { decodeExamineAction } from "./action.js";
import type { ExamineAction } from "./types.js";

/** Members both kinds take in the real game (src/mapdata.cpp), whether or not the engine reads them. */
export const COMMON_MEMBERS: readonly string[] = [
  "type",
  "id",
  "name",
  "description",
  "symbol",
  "color",
  "bgcolor",
  "looks_like",
  "flags",
  "examine_action",
  "connect_groups",
  "connects_to",
  "rotates_to",
  "coverage",
  "comfort",
  "floor_bedding_warmth",
  "light_emitted",
  "emissions",
  "bash",
  "deconstruct",
  "shoot",
  "prying",
  "hacksaw",
  "oxytorch",
  "boltcut",
  "lockpick_result",
  "lockpick_message",
  "harvest_by_season",
  "liquid_source",
  "curtain_transform",
  "open",
  "close",
  "transforms_into",
  "max_volume",
  "heat_radiation",
  "fall_damage_reduction",
  "nail_pull",
];

export interface HarvestEntry {
  /** `id`: harvest list id. */
  readonly id: string;
  /** `seasons`: the seasons the harvest list applies in. */
  readonly seasons: readonly string[];
}

export interface LiquidSource {
  /** `id`: liquid item id. */
  readonly id: string;
  /** `count`: finite sources: the amount placed at map generation, as [min, max]; undefined: infinite. */
  readonly count: readonly [number, number] | undefined;
  /** `min_temp`: Below this temperature (Celsius) the source gives nothing. */
  readonly minTemp: number | undefined;
}

export interface BashInfo {
  /** JSON `str_min`. */
  readonly strMin: number;
  /** JSON `str_max`. */
  readonly strMax: number;
  /** `ter_set`: terrain left after bashing (terrain). */
  readonly terSet: string | undefined;
  /** `furn_set`: furniture left after bashing (furniture; usually absent: removed). */
  readonly furnSet: string | undefined;
  /** `collapse_radius`: Tents: how far the structure reaches (portable_structure). */
  readonly collapseRadius: number | undefined;
}

/** Prying open (locked_object): the result and the tool level it needs. */
export interface PryingInfo {
  /** JSON `result`. */
  readonly result: string | undefined;
  /** JSON `message`. */
  readonly message: string | undefined;
  /** `prying_level`: Minimum PRY quality. */
  readonly pryingLevel: number;
  /** JSON `difficulty`. */
  readonly difficulty: number;
}

export interface DeconstructInfo {
  /** JSON `ter_set`. */
  readonly terSet: string | undefined;
  /** JSON `furn_set`. */
  readonly furnSet: string | undefined;
}

export interface MapDataCommon {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `name`. */
  readonly name: string;
  /** JSON `description`. */
  readonly description: string;
  /** JSON `flags`. */
  readonly flags: readonly string[];
  /** `symbol`: map symbol (one character; may be empty when the data gives none). */
  readonly symbol: string;
  /** `color`: the symbol's colour name (the first of seasonal colours); empty when the data gives none. */
  readonly color: string;
  /** Undefined: no examine_action, which behaves as `none` (B1-default). */
  readonly examineAction: ExamineAction | undefined;
  /** JSON `open`. */
  readonly open: string | undefined;
  /** JSON `close`. */
  readonly close: string | undefined;
  /** JSON `transforms_into`. */
  readonly transformsInto: string | undefined;
  /** JSON `curtain_transform`. */
  readonly curtainTransform: string | undefined;
  /** JSON `lockpick_result`. */
  readonly lockpickResult: string | undefined;
  /** JSON `lockpick_message`. */
  readonly lockpickMessage: string | undefined;
  /** JSON `prying`. */
  readonly prying: PryingInfo | undefined;
  /** JSON `harvest_by_season`. */
  readonly harvestBySeason: readonly HarvestEntry[];
  /** JSON `liquid_source`. */
  readonly liquidSource: LiquidSource | undefined;
  /** JSON `bash`. */
  readonly bash: BashInfo | undefined;
  /** JSON `deconstruct`. */
  readonly deconstruct: DeconstructInfo | undefined;
  /** `max_volume`: maximum volume of items on the tile, in ml; undefined: the game default. */
  readonly maxVolume: number | undefined;
}

const optString = lenient(t.union([t.string, t.undefined]), undefined);
const optText = lenient(t.union([text, t.undefined]), undefined);
const optNumber = lenient(t.union([finiteNumber, t.undefined]), undefined);

const harvestBySeason = lenient(
  t.readonlyArray(fields({ id: t.string, seasons: withDefault(stringOrStrings, []) })),
  [],
);

const countRange = new t.Type<readonly [number, number] | undefined, readonly [number, number] | undefined, unknown>(
  "count",
  (_u): _u is readonly [number, number] | undefined => true,
  (u) => {
    if (typeof u === "number") return t.success([u, u] as const);
    if (Array.isArray(u) && typeof u[0] === "number" && typeof u[1] === "number")
      return t.success([u[0], u[1]] as const);
    return t.success(undefined);
  },
  t.identity,
);

const liquidSource = lenient(
  t.union([fields({ id: t.string, count: countRange, min_temp: optNumber }), t.undefined]),
  undefined,
);

const bash = lenient(
  t.union([
    fields({
      str_min: lenient(finiteNumber, 0),
      str_max: lenient(finiteNumber, 0),
      ter_set: optString,
      furn_set: optString,
      collapse_radius: optNumber,
    }),
    t.undefined,
  ]),
  undefined,
);

const prying = lenient(
  t.union([
    fields({
      result: optString,
      message: optText,
      prying_data: lenient(fields({ prying_level: lenient(finiteNumber, 0), difficulty: lenient(finiteNumber, 0) }), {
        prying_level: 0,
        difficulty: 0,
      }),
    }),
    t.undefined,
  ]),
  undefined,
);

const deconstruct = lenient(t.union([fields({ ter_set: optString, furn_set: optString }), t.undefined]), undefined);

const maxVolume = lenient(t.union([volume, t.undefined]), undefined);

const lenientShape = fields({
  open: optString,
  close: optString,
  transforms_into: optString,
  curtain_transform: optString,
  lockpick_result: optString,
  lockpick_message: optText,
  prying,
  harvest_by_season: harvestBySeason,
  liquid_source: liquidSource,
  bash,
  deconstruct,
  max_volume: maxVolume,
  symbol: lenient(t.string, ""),
  color: lenient(t.union([t.string, t.array(t.string)]), ""),
});

/**
 * Decodes the shared members; undefined when a G-15 member is malformed (reported). The
 * locked_object_pickable flag rule runs here, on the object after inheritance.
 */
export function decodeMapDataCommon(json: JsonObject, target: DecodeTarget): MapDataCommon | undefined {
  const id = field(t.string, own(json, "id"), target, ["id"], "G-1");
  const name = fieldOk(optional(text), own(json, "name"), target, ["name"], "G-15");
  const description = fieldOk(optional(text), own(json, "description"), target, ["description"], "G-15");
  const flags = fieldOk(withDefault(stringOrStrings, []), own(json, "flags"), target, ["flags"], "G-15");
  const rawExamine = own(json, "examine_action");
  const examineAction = decodeExamineAction(rawExamine, target);
  const rest = lenientShape.decode(json);
  if (id === undefined || !name.ok || !description.ok || !flags.ok || rest._tag === "Left") return undefined;
  // An invalid examine_action is reported and the object still registers, so references to it
  // do not cascade into dangling-reference errors.
  if (
    examineAction?.kind === "hardcoded" &&
    examineAction.name === "locked_object_pickable" &&
    !flags.value.includes("PICKABLE")
  ) {
    target.sink.error(
      memberPath(target, "examine_action"),
      "B2-locked_object_pickable-flag",
      'examine action "locked_object_pickable" needs the PICKABLE flag, which this object does not have (after inheritance)',
    );
  }
  const o = rest.right;
  return {
    id,
    name: name.value ?? id,
    description: description.value ?? "",
    flags: flags.value,
    symbol: o.symbol,
    color: typeof o.color === "string" ? o.color : (o.color[0] ?? ""),
    examineAction,
    open: o.open,
    close: o.close,
    transformsInto: o.transforms_into,
    curtainTransform: o.curtain_transform,
    lockpickResult: o.lockpick_result,
    lockpickMessage: o.lockpick_message,
    prying: o.prying
      ? {
          result: o.prying.result,
          message: o.prying.message,
          pryingLevel: o.prying.prying_data.prying_level,
          difficulty: o.prying.prying_data.difficulty,
        }
      : undefined,
    harvestBySeason: o.harvest_by_season.map((h) => ({ id: h.id, seasons: h.seasons })),
    liquidSource: o.liquid_source
      ? { id: o.liquid_source.id, count: o.liquid_source.count, minTemp: o.liquid_source.min_temp }
      : undefined,
    bash: o.bash
      ? {
          strMin: o.bash.str_min,
          strMax: o.bash.str_max,
          terSet: o.bash.ter_set,
          furnSet: o.bash.furn_set,
          collapseRadius: o.bash.collapse_radius,
        }
      : undefined,
    deconstruct: o.deconstruct ? { terSet: o.deconstruct.ter_set, furnSet: o.deconstruct.furn_set } : undefined,
    maxVolume: o.max_volume,
  };
}

/** Subcount labels for the load summary. */
export function examineSubcounts(value: { readonly examineAction: ExamineAction | undefined }): readonly string[] {
  return value.examineAction !== undefined ? ["with examine_action"] : [];
}
