/**
 * The normalised JSON special attacks (D3-D6), as the simulation reads them: every member present
 * with its default applied, aliases folded, durations in turns.
 */
import type { Json } from "../../json/types.js";
import type { VarNumber } from "../../values/var_number.js";
import type { GrabData } from "./grab_data.js";
import type { DamageUnit, EffectSpec } from "./values.js";

/** Attack kinds given in `type` or `attack_type` (D1-types, X-17). */
export const ATTACK_KINDS = ["melee", "bite", "gun", "spell", "leap"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

export function isAttackKind(s: string): s is AttackKind {
  return (ATTACK_KINDS as readonly string[]).includes(s);
}

interface AttackCommon {
  /** `cooldown`: turns between uses (D1-cooldown); 0 when omitted on a new attack; a variable number (REAL-varnum). */
  readonly cooldown: VarNumber;
  /** Opaque dialogue condition (`u` = the monster); undefined: always true. */
  readonly condition: Json | undefined;
  /** Percent rolled before anything else (real engine member; default 100). */
  readonly attackChance: number;
}

export interface MeleeMessages {
  /** `miss_msg_u`. */
  readonly missU: string | undefined;
  /** `miss_msg_npc`. */
  readonly missNpc: string | undefined;
  /** `hit_msg_u`. */
  readonly hitU: string | undefined;
  /** `hit_msg_npc`. */
  readonly hitNpc: string | undefined;
  /** `no_dmg_msg_u`. */
  readonly noDmgU: string | undefined;
  /** `no_dmg_msg_npc`. */
  readonly noDmgNpc: string | undefined;
  /** `throw_msg_u`. */
  readonly throwU: string | undefined;
  /** `throw_msg_npc`. */
  readonly throwNpc: string | undefined;
}

/** An EOC reference: an effect_on_condition id or an inline EOC object (D3-F-eoc). */
export type EocRef = string | { readonly [key: string]: Json };

/** Members of melee attacks, shared by bites (D3, D3-bite-fields). */
export interface MeleeFields extends AttackCommon {
  /** JSON `damage`. */
  readonly damage: readonly DamageUnit[];
  /** JSON `min_mul`. */
  readonly minMul: number;
  /** JSON `max_mul`. */
  readonly maxMul: number;
  /** `move_cost`: moves the attack takes (default 100). */
  readonly moveCost: number;
  /** `accuracy`: hit dice; -1 means the monster's melee_skill. */
  readonly accuracy: number;
  /** `body_parts`: weighted body parts; empty: the regular body-part roll. */
  readonly bodyParts: readonly (readonly [string, number])[];
  /** JSON `attack_upper`. */
  readonly attackUpper: boolean;
  /** JSON `range`. */
  readonly range: number;
  /** JSON `grab`. */
  readonly grab: boolean;
  /** JSON `grab_data`. */
  readonly grabData: GrabData;
  /** `hitsize_min`: -1 means no bound. */
  readonly hitsizeMin: number;
  /** JSON `hitsize_max`. */
  readonly hitsizeMax: number;
  /** JSON `no_adjacent`. */
  readonly noAdjacent: boolean;
  /** JSON `dodgeable`. */
  readonly dodgeable: boolean;
  /** JSON `uncanny_dodgeable`. */
  readonly uncannyDodgeable: boolean;
  /** JSON `blockable`. */
  readonly blockable: boolean;
  /** JSON `effects_require_dmg`. */
  readonly effectsRequireDmg: boolean;
  /** JSON `effects_require_organic`. */
  readonly effectsRequireOrganic: boolean;
  /** JSON `effects`. */
  readonly effects: readonly EffectSpec[];
  /** JSON `self_effects_always`. */
  readonly selfEffectsAlways: readonly EffectSpec[];
  /** JSON `self_effects_onhit`. */
  readonly selfEffectsOnhit: readonly EffectSpec[];
  /** JSON `self_effects_ondmg`. */
  readonly selfEffectsOndmg: readonly EffectSpec[];
  /** JSON `eoc`. */
  readonly eoc: readonly EocRef[];
  /** JSON `throw_strength`. */
  readonly throwStrength: number;
  /** JSON `messages`. */
  readonly messages: MeleeMessages;
}

export interface MeleeAttack extends MeleeFields {
  /** JSON `kind`. */
  readonly kind: "melee";
}

export interface BiteAttack extends MeleeFields {
  /** JSON `kind`. */
  readonly kind: "bite";
  /** `infection_chance`: percent (infection_chance / 100), default 5. */
  readonly infectionChance: number;
}

export interface GunRange {
  /** First element of a `ranges` entry. */
  readonly min: number;
  /** Second element of a `ranges` entry. */
  readonly max: number;
  /** Third element of a `ranges` entry: the fire mode (DEFAULT, AUTO, BURST, ...); undefined: the gun's default. */
  readonly mode: string | undefined;
}

export interface GunAttack extends AttackCommon {
  /** JSON `kind`. */
  readonly kind: "gun";
  /** JSON `gun_type`. */
  readonly gunType: string;
  /** `ammo_type`: ammo item id; undefined: the gun's default ammo (real data, X-42). */
  readonly ammoType: string | undefined;
  /** `max_ammo`: undefined: no cap. */
  readonly maxAmmo: number | undefined;
  /** JSON `fake_str`. */
  readonly fakeStr: number;
  /** JSON `fake_dex`. */
  readonly fakeDex: number;
  /** JSON `fake_int`. */
  readonly fakeInt: number;
  /** JSON `fake_per`. */
  readonly fakePer: number;
  /** JSON `fake_skills`. */
  readonly fakeSkills: readonly (readonly [string, number])[];
  /** JSON `move_cost`. */
  readonly moveCost: number;
  /** JSON `require_targeting_player`. */
  readonly requireTargetingPlayer: boolean;
  /** JSON `require_targeting_npc`. */
  readonly requireTargetingNpc: boolean;
  /** JSON `require_targeting_monster`. */
  readonly requireTargetingMonster: boolean;
  /** JSON `target_moving_vehicles`. */
  readonly targetMovingVehicles: boolean;
  /** JSON `targeting_timeout`. */
  readonly targetingTimeout: number;
  /** JSON `targeting_timeout_extend`. */
  readonly targetingTimeoutExtend: number;
  /** JSON `targeting_cost`. */
  readonly targetingCost: number;
  /** JSON `laser_lock`. */
  readonly laserLock: boolean;
  /** JSON `require_sunlight`. */
  readonly requireSunlight: boolean;
  /** undefined: not limited beyond `ranges` and sight. */
  readonly range: number | undefined;
  /** JSON `range_no_burst`. */
  readonly rangeNoBurst: number | undefined;
  /** JSON `ranges`. */
  readonly ranges: readonly GunRange[];
  /** JSON `description`. */
  readonly description: string;
  /** JSON `targeting_sound`. */
  readonly targetingSound: string;
  /** JSON `targeting_volume`. */
  readonly targetingVolume: number;
  /** JSON `no_ammo_sound`. */
  readonly noAmmoSound: string;
}

export interface SpellRef {
  /** JSON `id`. */
  readonly id: string;
  /** JSON `min_level`. */
  readonly minLevel: number;
  /** `hit_self`: cast on the monster itself (real data). */
  readonly hitSelf: boolean;
}

export interface SpellAttack extends AttackCommon {
  /** JSON `kind`. */
  readonly kind: "spell";
  /** JSON `spell`. */
  readonly spell: SpellRef;
  /** JSON `monster_message`. */
  readonly monsterMessage: string;
  /** JSON `allow_no_target`. */
  readonly allowNoTarget: boolean;
}

export interface LeapAttack extends AttackCommon {
  /** JSON `kind`. */
  readonly kind: "leap";
  /** JSON `max_range`. */
  readonly maxRange: number;
  /** JSON `min_range`. */
  readonly minRange: number;
  /** JSON `prefer_leap`. */
  readonly preferLeap: boolean;
  /** JSON `random_leap`. */
  readonly randomLeap: boolean;
  /** JSON `ignore_dest_terrain`. */
  readonly ignoreDestTerrain: boolean;
  /** JSON `ignore_dest_danger`. */
  readonly ignoreDestDanger: boolean;
  /** JSON `allow_no_target`. */
  readonly allowNoTarget: boolean;
  /** JSON `move_cost`. */
  readonly moveCost: number;
  /** JSON `min_consider_range`. */
  readonly minConsiderRange: number;
  /** JSON `max_consider_range`. */
  readonly maxConsiderRange: number;
  /** JSON `self_effects`. */
  readonly selfEffects: readonly EffectSpec[];
  /** JSON `message`. */
  readonly message: string;
}

/** A hardcoded attack (D2) as placed on a monster. */
export interface HardcodedAttack {
  /** JSON `kind`. */
  readonly kind: "hardcoded";
  /** JSON `id`. */
  readonly id: string;
  /** The second element of `[id, cooldown]` (a plain number, as the game reads it). */
  readonly cooldown: VarNumber;
  /** Derived from the id: false for ids the engine does not implement yet (real extras, unknown UPPER_CASE): they act as NONE. */
  readonly implemented: boolean;
}

export type JsonAttack = MeleeAttack | BiteAttack | GunAttack | SpellAttack | LeapAttack;
export type AttackData = JsonAttack | HardcodedAttack;

/** the spec's Limits table sets 100 for every JSON attack kind. */
export const DEFAULT_MOVE_COST = 100;
