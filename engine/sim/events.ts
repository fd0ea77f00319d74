/**
 * Everything a reducer reports: typed data with the turn it happened on. Messages for the player
 * are events too; tests and scenario expectations assert on events and state, never on prose.
 */
import type { Point } from "../world/types.js";
import type { RuleData, RuleName } from "./rule_events.js";

interface Base<T extends string> {
  readonly type: T;
}

/** Text the player would read in the message log. */
export interface MessageEvent extends Base<"message"> {
  readonly text: string;
  /** The creature the message is about, when there is one. */
  readonly about?: string;
}
export interface SoundEvent extends Base<"sound"> {
  readonly description: string;
  readonly volume: number;
  readonly pos: Point;
  readonly source?: string;
}
/** A debug message the game would print (e.g. a gun over its max_ammo, E-6). */
export interface DebugEvent extends Base<"debug"> {
  readonly text: string;
}
/** A runtime error the game would raise (e.g. FUNGUS_CORPORATE outside its mod, E-7); the run goes on. */
export interface RuntimeErrorEvent extends Base<"runtime_error"> {
  readonly text: string;
  readonly rule?: string;
}
/** An action that could not be done; the world is unchanged. */
export interface RefusedEvent extends Base<"refused"> {
  readonly action: string;
  readonly reason: string;
}
export interface MovedEvent extends Base<"moved"> {
  readonly who: string;
  readonly from: Point;
  readonly to: Point;
  /** How it moved: walking, dragged, pulled, thrown, fell, climbed, ... */
  readonly how: string;
}
export interface AttackEvent extends Base<"attack"> {
  readonly attacker: string;
  readonly target: string;
  /** Attack key: `melee` for a plain melee hit, otherwise the special attack's key. */
  readonly attack: string;
  readonly outcome: "hit" | "miss" | "dodged" | "blocked" | "no_damage";
  readonly bodyPart?: string;
  readonly damage: number;
}
export interface DamageEvent extends Base<"damaged"> {
  readonly who: string;
  readonly bodyPart?: string;
  readonly amount: number;
  readonly damageType: string;
  readonly source?: string;
}
/** A worn item stopped part of a blow or a projectile (engine/mechanics/fight/armor.ts). */
export interface ArmorEvent extends Base<"armor"> {
  readonly who: string;
  readonly bodyPart: string;
  /** The worn item's id. */
  readonly item: string;
  readonly damageType: string;
  /** How much of that type it stopped. */
  readonly stopped: number;
}
export interface DiedEvent extends Base<"died"> {
  readonly who: string;
  readonly cause: string;
}
export interface EffectAddedEvent extends Base<"effect_added"> {
  readonly who: string;
  readonly effect: string;
  readonly bodyPart?: string;
  readonly intensity: number;
  readonly duration: number;
}
export interface EffectRemovedEvent extends Base<"effect_removed"> {
  readonly who: string;
  readonly effect: string;
  readonly bodyPart?: string;
  readonly reason: "expired" | "removed";
}
/** An effect that did not land: an immunity, or an effect already there that blocks it. */
export interface EffectBlockedEvent extends Base<"effect_blocked"> {
  readonly who: string;
  readonly effect: string;
  readonly reason: string;
}
export interface SpawnedEvent extends Base<"spawned"> {
  readonly who: string;
  readonly monster: string;
  readonly pos: Point;
}
export interface TileChangedEvent extends Base<"tile_changed"> {
  readonly pos: Point;
  readonly terrain?: { readonly from: string; readonly to: string };
  readonly furniture?: { readonly from: string | null; readonly to: string | null };
}
export interface ItemsEvent extends Base<"items_added" | "items_removed"> {
  /** A creature id, or absent for items on a tile. */
  readonly who?: string;
  readonly pos?: Point;
  readonly item: string;
  readonly count: number;
}
/**
 * Any rule-specific happening not covered above (a slip, a mission completed, ...): one of the
 * catalogue's names (engine/sim/rule_events.ts) with the data members the catalogue lists for it.
 */
export type RuleEvent = {
  readonly [N in RuleName]: Base<"rule"> & { readonly name: N; readonly data: RuleData<N> };
}[RuleName];

export type EventBody =
  | MessageEvent
  | SoundEvent
  | DebugEvent
  | RuntimeErrorEvent
  | RefusedEvent
  | MovedEvent
  | AttackEvent
  | DamageEvent
  | ArmorEvent
  | DiedEvent
  | EffectAddedEvent
  | EffectRemovedEvent
  | EffectBlockedEvent
  | SpawnedEvent
  | TileChangedEvent
  | ItemsEvent
  | RuleEvent;

export type SimEvent = EventBody & { readonly turn: number };

/**
 * What a rule hands to `Sim.emit`: the event, which may already name the world's turn as its last
 * member (the rules that tell most of a tick's events do). V8 gives a member added to a literal
 * afterwards a store of its own: an object more for every event kept.
 */
export type EventTold = EventBody & { readonly turn?: number };

/** The rule event of this name, its data typed by the catalogue. */
export type RuleEventOf<N extends RuleName> = Extract<RuleEvent, { readonly name: N }>;

/** Is this the rule event of that name? (Narrows its data to the catalogue's members.) */
export function isRuleEvent<N extends RuleName>(e: EventBody, name: N): e is RuleEventOf<N> {
  return e.type === "rule" && e.name === name;
}
export type EventType = SimEvent["type"];
