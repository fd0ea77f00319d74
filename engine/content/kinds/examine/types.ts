/**
 * The normalised examine action of a terrain or furniture (B1): a hardcoded action by name (B2),
 * an unknown name that behaves as `none` (B1-string), or one of the actor objects (B3).
 */
import type { JsonObject } from "../../json/types.js";
import type { EocRef } from "../effect_on_condition.js";
import type { HardcodedExamineName } from "./names.js";

export interface HardcodedExamine {
  readonly kind: "hardcoded";
  readonly name: HardcodedExamineName;
}

/** A name outside the documented list: accepted with a warning, behaves as `none`. */
export interface UnknownExamine {
  readonly kind: "unknown";
  readonly name: string;
}

export interface ApplianceConvertActor {
  readonly kind: "appliance_convert";
  /** Base item of the appliance placed on the tile. */
  readonly item: string;
  /** Furniture the tile becomes; undefined: unchanged (`f_null` removes the furniture). */
  readonly furnSet: string | undefined;
  /** Terrain the tile becomes; undefined: unchanged. */
  readonly terSet: string | undefined;
}

export interface CardreaderActor {
  readonly kind: "cardreader";
  /** Item flags that make an item a card; an item needs at least one. Never empty. */
  readonly flags: readonly string[];
  readonly consumeCard: boolean;
  readonly allowHacking: boolean;
  readonly despawnMonsters: boolean;
  /** Overmap tiles a PRESERVE_SPAWN_OMT card may have travelled; null: unlimited (infinity). */
  readonly omtAllowedRadius: number | null;
  /** Update mapgen applied on success; excludes the change maps and `radius`. */
  readonly mapgenId: string | undefined;
  /** Chebyshev radius of the change maps, in tiles (default 3). */
  readonly radius: number;
  /** Terrain id to terrain id. */
  readonly terrainChanges: Readonly<Record<string, string>>;
  /** Furniture id to furniture id. */
  readonly furnChanges: Readonly<Record<string, string>>;
  readonly query: boolean;
  /** Question text; undefined with `query` on means a generic question (warned at load). */
  readonly queryMsg: string | undefined;
  readonly successMsg: string;
  readonly redundantMsg: string;
}

export interface EffectOnConditionActor {
  readonly kind: "effect_on_condition";
  /** Run in order, with the examiner as `u` and no `npc`. */
  readonly effectOnConditions: readonly EocRef[];
}

/** The real `mortar` actor: kept opaque, behaves as `none` until implemented (B3-mortar). */
export interface MortarActor {
  readonly kind: "mortar";
  readonly effectOnConditions: readonly EocRef[];
  /** The actor object as written, comments included. */
  readonly json: JsonObject;
}

export type ExamineActor = ApplianceConvertActor | CardreaderActor | EffectOnConditionActor | MortarActor;

export type ExamineAction = HardcodedExamine | UnknownExamine | ExamineActor;

/** What examining actually runs: unknown names and the mortar behave as `none` (B1-string, B3-mortar). */
export function effectiveExamine(action: ExamineAction | undefined): ExamineAction {
  if (action === undefined || action.kind === "unknown" || action.kind === "mortar")
    return { kind: "hardcoded", name: "none" };
  return action;
}
