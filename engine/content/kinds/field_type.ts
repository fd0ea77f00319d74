/**
 * Field types (`field_type`), as the engine runs fields every turn (engine/mechanics/fields): per
 * intensity level whether it blocks sight and which effects it gives creatures on its tile, the
 * half-life it decays by, how a gas spreads, and the game's hardcoded field families (fire, acid,
 * electricity). Each intensity level inherits what it does not say from the level below, as the
 * game's loader does. A tolerant projection (G-15).
 */
import * as t from "io-ts";
import { duration, finiteNumber, text } from "../codec/common.js";
import { lenient, projection } from "../codec/tolerant.js";
import { isJsonObject } from "../json/types.js";
import { minimalKind } from "./minimal.js";

/** An effect a field level gives a creature standing in it. */
export interface FieldEffect {
  /** JSON `effect_id`. */
  readonly effect: string;
  /** JSON `body_part`: the part it lands on (undefined: the whole creature). */
  readonly bodyPart: string | undefined;
  /** JSON `intensity` (default 1). */
  readonly intensity: number;
  /** `min_duration` in turns (default 1). */
  readonly minDuration: number;
  /** `max_duration` in turns (default: min_duration). */
  readonly maxDuration: number;
  /** JSON `message`: shown to the player it lands on. */
  readonly message: string | undefined;
}

export interface FieldLevel {
  /** JSON `name`. */
  readonly name: string;
  /** JSON `transparent` (default true): false blocks sight through the tile. */
  readonly transparent: boolean;
  /** JSON `dangerous`: monsters avoid it. */
  readonly dangerous: boolean;
  /** JSON `effects`. */
  readonly effects: readonly FieldEffect[];
  /** JSON `sym`: the map symbol (default "%", the game's). */
  readonly symbol: string;
  /** JSON `color`: the symbol's colour name; empty when no level gives one. */
  readonly color: string;
  /** JSON `light_emitted`: the light the field gives off (a fire's 20 / 60 / 160); 0: none. */
  readonly lightEmitted: number;
}

export type FieldPhase = "solid" | "liquid" | "gas" | "plasma";

export interface FieldType {
  /** JSON `id`. */
  readonly id: string;
  /** `intensity_levels`, each with what it inherits filled in (at least one). */
  readonly levels: readonly FieldLevel[];
  /** `half_life` in turns; 0: never decays. */
  readonly halfLife: number;
  /** JSON `percent_spread`: a gas's chance per turn to spread to a neighbour. */
  readonly percentSpread: number;
  /** JSON `phase`. */
  readonly phase: FieldPhase;
  /** JSON `has_fire`. */
  readonly hasFire: boolean;
  /** JSON `has_acid`. */
  readonly hasAcid: boolean;
  /** JSON `has_elec`. */
  readonly hasElec: boolean;
  /** JSON `decrease_intensity_on_contact`: a creature entering it tears it down a level (webs). */
  readonly decreaseOnContact: boolean;
  /** `immunity_data.flags`: character or monster flags immune to it. */
  readonly immuneFlags: readonly string[];
  /** JSON `immune_mtypes`. */
  readonly immuneMonsters: readonly string[];
  /** JSON `priority`: which field draws on top. */
  readonly priority: number;
}

function effectOf(u: unknown): FieldEffect | undefined {
  if (!isJsonObject(u) || typeof u["effect_id"] !== "string") return undefined;
  const num = (v: unknown, fallback: number): number => {
    const r = duration.decode(v);
    return r._tag === "Right" ? r.right : fallback;
  };
  const min = Math.max(1, num(u["min_duration"], 1));
  const msg = text.decode(u["message"]);
  return {
    effect: u["effect_id"],
    bodyPart: typeof u["body_part"] === "string" ? u["body_part"] : undefined,
    intensity: typeof u["intensity"] === "number" ? Math.max(1, u["intensity"]) : 1,
    minDuration: min,
    maxDuration: Math.max(min, num(u["max_duration"], min)),
    message: msg._tag === "Right" && msg.right !== "" ? msg.right : undefined,
  };
}

/** Levels as the game loads them: each one starts as a copy of the one below. */
function levelsOf(raw: unknown, id: string): FieldLevel[] {
  const list = Array.isArray(raw) && raw.length > 0 ? raw : [{}];
  const out: FieldLevel[] = [];
  let prev: FieldLevel = {
    name: id,
    transparent: true,
    dangerous: false,
    effects: [],
    symbol: "%",
    color: "",
    lightEmitted: 0,
  };
  for (const l of list) {
    const o = isJsonObject(l) ? l : {};
    const name = text.decode(o["name"]);
    const effects = Array.isArray(o["effects"])
      ? o["effects"].map(effectOf).filter((e): e is FieldEffect => e !== undefined)
      : prev.effects;
    prev = {
      name: name._tag === "Right" && name.right !== "" ? name.right : prev.name,
      transparent: typeof o["transparent"] === "boolean" ? o["transparent"] : prev.transparent,
      dangerous: typeof o["dangerous"] === "boolean" ? o["dangerous"] : prev.dangerous,
      effects,
      symbol: typeof o["sym"] === "string" ? o["sym"] : prev.symbol,
      color: typeof o["color"] === "string" ? o["color"] : prev.color,
      lightEmitted:
        typeof o["light_emitted"] === "number" && Number.isFinite(o["light_emitted"])
          ? Math.max(0, o["light_emitted"])
          : prev.lightEmitted,
    };
    out.push(prev);
  }
  return out;
}

const PHASES: readonly FieldPhase[] = ["solid", "liquid", "gas", "plasma"];

export const fieldTypeKind = minimalKind<FieldType>({
  kind: "field_type",
  label: "field types",
  codec: projection(
    "field_type",
    {
      id: t.string,
      intensity_levels: lenient(t.unknown, undefined),
      half_life: lenient(duration, 0),
      percent_spread: lenient(finiteNumber, 0),
      phase: lenient(t.string, "gas"),
      has_fire: lenient(t.boolean, false),
      has_acid: lenient(t.boolean, false),
      has_elec: lenient(t.boolean, false),
      decrease_intensity_on_contact: lenient(t.boolean, false),
      immunity_data: lenient(t.unknown, undefined),
      immune_mtypes: lenient(t.array(t.string), []),
      priority: lenient(finiteNumber, 0),
    },
    (o) => {
      const immunity = isJsonObject(o.immunity_data) ? o.immunity_data : {};
      const flags = Array.isArray(immunity["flags"])
        ? immunity["flags"].filter((f): f is string => typeof f === "string")
        : [];
      return {
        id: o.id,
        levels: levelsOf(o.intensity_levels, o.id),
        halfLife: Math.max(0, o.half_life),
        percentSpread: Math.max(0, o.percent_spread),
        phase: (PHASES as readonly string[]).includes(o.phase) ? (o.phase as FieldPhase) : "gas",
        hasFire: o.has_fire,
        hasAcid: o.has_acid,
        hasElec: o.has_elec,
        decreaseOnContact: o.decrease_intensity_on_contact,
        immuneFlags: flags,
        immuneMonsters: o.immune_mtypes,
        priority: o.priority,
      };
    },
  ),
});
