/**
 * The normalised JSON special attacks (D3-D6), as the simulation reads them: every member present
 * with its default applied, aliases folded, durations in turns.
 */
import type { Json } from "../../json/types.js";
import type { GrabData } from "./grab_data.js";
import type { DamageUnit, EffectSpec } from "./values.js";

/** Attack kinds given in `type` or `attack_type` (D1-types, X-17). */
export const ATTACK_KINDS = ["melee", "bite", "gun", "spell", "leap"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

export function isAttackKind(s: string): s is AttackKind {
  return (ATTACK_KINDS as readonly string[]).includes(s);
}

interface AttackCommon {
  /** Turns between uses (D1-cooldown); 0 when omitted on a new attack. */
  readonly cooldown: number;
  /** Opaque dialogue condition (`u` = the monster); undefined: always true. */
  readonly condition: Json | undefined;
  /** Percent rolled before anything else (real engine member; default 100). */
  readonly attackChance: number;
}

export interface MeleeMessages {
  readonly missU: string | undefined;
  readonly missNpc: string | undefined;
  readonly hitU: string | undefined;
  readonly hitNpc: string | undefined;
  readonly noDmgU: string | undefined;
  readonly noDmgNpc: string | undefined;
  readonly throwU: string | undefined;
  readonly throwNpc: string | undefined;
}

/** An EOC reference: an effect_on_condition id or an inline EOC object (D3-F-eoc). */
export type EocRef = string | { readonly [key: string]: Json };

/** Members of melee attacks, shared by bites (D3, D3-bite-fields). */
export interface MeleeFields extends AttackCommon {
  readonly damage: readonly DamageUnit[];
  readonly minMul: number;
  readonly maxMul: number;
  /** Moves the attack takes (default 100). */
  readonly moveCost: number;
  /** Hit dice; -1 means the monster's melee_skill. */
  readonly accuracy: number;
  /** Weighted body parts; empty: the regular body-part roll. */
  readonly bodyParts: readonly (readonly [string, number])[];
  readonly attackUpper: boolean;
  readonly range: number;
  readonly grab: boolean;
  readonly grabData: GrabData;
  /** -1 means no bound. */
  readonly hitsizeMin: number;
  readonly hitsizeMax: number;
  readonly noAdjacent: boolean;
  readonly dodgeable: boolean;
  readonly uncannyDodgeable: boolean;
  readonly blockable: boolean;
  readonly effectsRequireDmg: boolean;
  readonly effectsRequireOrganic: boolean;
  readonly effects: readonly EffectSpec[];
  readonly selfEffectsAlways: readonly EffectSpec[];
  readonly selfEffectsOnhit: readonly EffectSpec[];
  readonly selfEffectsOndmg: readonly EffectSpec[];
  readonly eoc: readonly EocRef[];
  readonly throwStrength: number;
  readonly messages: MeleeMessages;
}

export interface MeleeAttack extends MeleeFields {
  readonly kind: "melee";
}

export interface BiteAttack extends MeleeFields {
  readonly kind: "bite";
  /** Percent (infection_chance / 100), default 5. */
  readonly infectionChance: number;
}

export interface GunRange {
  readonly min: number;
  readonly max: number;
  /** Fire mode (DEFAULT, AUTO, BURST, ...); undefined: the gun's default. */
  readonly mode: string | undefined;
}

export interface GunAttack extends AttackCommon {
  readonly kind: "gun";
  readonly gunType: string;
  /** Ammo item id; undefined: the gun's default ammo (real data, X-42). */
  readonly ammoType: string | undefined;
  /** undefined: no cap. */
  readonly maxAmmo: number | undefined;
  readonly fakeStr: number;
  readonly fakeDex: number;
  readonly fakeInt: number;
  readonly fakePer: number;
  readonly fakeSkills: readonly (readonly [string, number])[];
  readonly moveCost: number;
  readonly requireTargetingPlayer: boolean;
  readonly requireTargetingNpc: boolean;
  readonly requireTargetingMonster: boolean;
  readonly targetMovingVehicles: boolean;
  readonly targetingTimeout: number;
  readonly targetingTimeoutExtend: number;
  readonly targetingCost: number;
  readonly laserLock: boolean;
  readonly requireSunlight: boolean;
  /** undefined: not limited beyond `ranges` and sight. */
  readonly range: number | undefined;
  readonly rangeNoBurst: number | undefined;
  readonly ranges: readonly GunRange[];
  readonly description: string;
  readonly targetingSound: string;
  readonly targetingVolume: number;
  readonly noAmmoSound: string;
}

export interface SpellRef {
  readonly id: string;
  readonly minLevel: number;
  /** Cast on the monster itself (real data). */
  readonly hitSelf: boolean;
}

export interface SpellAttack extends AttackCommon {
  readonly kind: "spell";
  readonly spell: SpellRef;
  readonly monsterMessage: string;
  readonly allowNoTarget: boolean;
}

export interface LeapAttack extends AttackCommon {
  readonly kind: "leap";
  readonly maxRange: number;
  readonly minRange: number;
  readonly preferLeap: boolean;
  readonly randomLeap: boolean;
  readonly ignoreDestTerrain: boolean;
  readonly ignoreDestDanger: boolean;
  readonly allowNoTarget: boolean;
  readonly moveCost: number;
  readonly minConsiderRange: number;
  readonly maxConsiderRange: number;
  readonly selfEffects: readonly EffectSpec[];
  readonly message: string;
}

/** A hardcoded attack (D2) as placed on a monster. */
export interface HardcodedAttack {
  readonly kind: "hardcoded";
  readonly id: string;
  readonly cooldown: number;
  /** False for ids the engine does not implement yet (real extras, unknown UPPER_CASE): they act as NONE. */
  readonly implemented: boolean;
}

export type JsonAttack = MeleeAttack | BiteAttack | GunAttack | SpellAttack | LeapAttack;
export type AttackData = JsonAttack | HardcodedAttack;

/** the spec's Limits table sets 100 for every JSON attack kind. */
export const DEFAULT_MOVE_COST = 100;
