/**
 * The normalised examine action of a terrain or furniture (B1): a hardcoded action by name (B2),
 * an unknown name that behaves as `none` (B1-string), or one of the actor objects (B3).
 */
import type { JsonObject } from "../../json/types.js";
import type { EocRef } from "../effect_on_condition.js";
import type { GameExamineName, HardcodedExamineName } from "./names.js";

export interface HardcodedExamine {
  /** JSON `kind`. */
  readonly kind: "hardcoded";
  /** JSON `name`. */
  readonly name: HardcodedExamineName;
}

/** One of the real game's names beyond B2 that cdda-sim implements (B1-string, REAL). */
export interface GameExamine {
  /** JSON `kind`. */
  readonly kind: "game";
  /** JSON `name`. */
  readonly name: GameExamineName;
}

/** A name outside the documented list: accepted with a warning, behaves as `none`. */
export interface UnknownExamine {
  /** JSON `kind`. */
  readonly kind: "unknown";
  /** JSON `name`. */
  readonly name: string;
}

export interface ApplianceConvertActor {
  /** JSON `kind`. */
  readonly kind: "appliance_convert";
  /** `item`: base item of the appliance placed on the tile. */
  readonly item: string;
  /** Furniture the tile becomes; undefined: unchanged (`f_null` removes the furniture). */
  readonly furnSet: string | undefined;
  /** `ter_set`: terrain the tile becomes; undefined: unchanged. */
  readonly terSet: string | undefined;
}

export interface CardreaderActor {
  /** JSON `kind`. */
  readonly kind: "cardreader";
  /** `flags`: item flags that make an item a card; an item needs at least one. Never empty. */
  readonly flags: readonly string[];
  /** JSON `consume_card`. */
  readonly consumeCard: boolean;
  /** JSON `allow_hacking`. */
  readonly allowHacking: boolean;
  /** JSON `despawn_monsters`. */
  readonly despawnMonsters: boolean;
  /** `omt_allowed_radius`: overmap tiles a PRESERVE_SPAWN_OMT card may have travelled; null: unlimited (infinity). */
  readonly omtAllowedRadius: number | null;
  /** Update mapgen applied on success; excludes the change maps and `radius`. */
  readonly mapgenId: string | undefined;
  /** `radius`: chebyshev radius of the change maps, in tiles (default 3). */
  readonly radius: number;
  /** `terrain_changes`: terrain id to terrain id. */
  readonly terrainChanges: Readonly<Record<string, string>>;
  /** `furn_changes`: furniture id to furniture id. */
  readonly furnChanges: Readonly<Record<string, string>>;
  /** JSON `query`. */
  readonly query: boolean;
  /** Question text; undefined with `query` on means a generic question (warned at load). */
  readonly queryMsg: string | undefined;
  /** JSON `success_msg`. */
  readonly successMsg: string;
  /** JSON `redundant_msg`. */
  readonly redundantMsg: string;
}

export interface EffectOnConditionActor {
  /** JSON `kind`. */
  readonly kind: "effect_on_condition";
  /** Run in order, with the examiner as `u` and no `npc`. */
  readonly effectOnConditions: readonly EocRef[];
}

/** The real `mortar` actor: kept opaque, behaves as `none` until implemented (B3-mortar). */
export interface MortarActor {
  /** JSON `kind`. */
  readonly kind: "mortar";
  /** JSON `effect_on_conditions`. */
  readonly effectOnConditions: readonly EocRef[];
  /** `json`: the actor object as written, comments included. */
  readonly json: JsonObject;
}

export type ExamineActor = ApplianceConvertActor | CardreaderActor | EffectOnConditionActor | MortarActor;

export type ExamineAction = HardcodedExamine | GameExamine | UnknownExamine | ExamineActor;

/** What examining actually runs: unknown names and the mortar behave as `none` (B1-string, B3-mortar). */
export function effectiveExamine(action: ExamineAction | undefined): ExamineAction {
  if (action === undefined || action.kind === "unknown" || action.kind === "mortar")
    return { kind: "hardcoded", name: "none" };
  return action;
}
