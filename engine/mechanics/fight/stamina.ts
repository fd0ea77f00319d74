/**
 * Stamina as fights and walking use it (src/character.cpp on_try_dodge, burn_move_stamina,
 * get_stamina_dodge_modifier, update_stamina; src/cata_utility.cpp logarithmic_range; the world
 * options' PLAYER_BASE_STAMINA_BURN_RATE 15 and PLAYER_BASE_STAMINA_REGEN_RATE 20): each dodge
 * tried and each step walked burns stamina, a tired character dodges less, and stamina comes back
 * every turn. A melee swing costs stamina too (meleeStaminaCost, modStamina).
 */
import type { Draft } from "immer";
import type { Item } from "../../content/kinds/item.js";
import type { Sim } from "../../sim/context.js";
import type { Character } from "../../world/types.js";
import { addEffect } from "../effects/add.js";
import { limbScore } from "../limb_scores.js";

export const STAMINA = {
  /** PLAYER_BASE_STAMINA_BURN_RATE: the base of every stamina cost. */
  burnRate: 15,
  /** PLAYER_BASE_STAMINA_REGEN_RATE: stamina regained each turn. */
  regenPerTurn: 20,
  /** Below this dodge modifier a character does not try to dodge at all (can_try_dodge). */
  noDodgeBelow: 0.11,
} as const;

const logistic = (t: number): number => 1 / (1 + Math.exp(-t));
const CUTOFF = 4;
const LOW = logistic(-CUTOFF);
const SPAN = logistic(CUTOFF) - LOW;

/** The game's logarithmic_range: 1 at or below `min`, 0 at or above `max`, a logistic curve between. */
export function logarithmicRange(min: number, max: number, pos: number): number {
  if (min >= max) return 0;
  if (pos <= min) return 1;
  if (pos >= max) return 0;
  const unit = (pos - min) / (max - min);
  return (logistic(CUTOFF - 2 * CUTOFF * unit) - LOW) / SPAN;
}

/** How much of its dodge a character keeps at its stamina: all of it above 90 % of the maximum, none near 10 %. */
export function staminaDodgeModifier(c: Pick<Character, "stamina" | "staminaMax">): number {
  return 1 - logarithmicRange(c.staminaMax * 0.1, c.staminaMax * 0.9, c.stamina);
}

/** The stamina one dodge attempt burns: 90 untrained, less with dodge skill (none at 20). */
export function dodgeStaminaCost(c: Pick<Character, "skills">): number {
  const skill = c.skills["dodge"] ?? 0;
  return Math.max(0, Math.floor(STAMINA.burnRate * 6 * ((20 - skill) / 20)));
}

/**
 * A walked step's stamina: the moves it took × the burn rate / 100, truncated (burn_move_stamina
 * at walking pace, 15 for a step on plain floor; carrying more than one can bear, which the game
 * adds to the rate, is not counted).
 */
export function burnMoveStamina(c: Draft<Character>, moves: number): void {
  const burn = Math.trunc((moves * STAMINA.burnRate) / 100);
  if (burn > 0) c.stamina = Math.max(0, c.stamina - burn);
}

/** The most a lift score can multiply a swing's cost by (the game's melee_stamina_cost_mod `max`). */
export const MELEE_STAMINA_MOD_MAX = 20;
/** How long the winded effect lasts when stamina runs out (Character::mod_stamina). */
export const WINDED_TURNS = 10;

/**
 * The stamina one melee swing costs, a negative number (Character::get_standard_stamina_cost and
 * get_total_melee_stamina_cost, src/melee.cpp and src/character.cpp): −(weapon weight ÷ 16 g,
 * truncated, + 50) × the melee_stamina_cost_mod (1 ÷ the lift limb score, at most 20), plus the
 * melee skill, at most −50 (a bare-handed or light swing still costs 50). Standing only (the
 * prone and crouching surcharges have no stance here) and no weapon-category proficiencies.
 */
export function meleeStaminaCost(sim: Sim, c: Readonly<Character>, weapon: Item | undefined): number {
  const weight = weapon ? Math.trunc(weapon.weight / 16) : 0;
  const lift = limbScore(sim, c as Character, "lift");
  const mod = lift > 0 ? Math.min(MELEE_STAMINA_MOD_MAX, 1 / lift) : MELEE_STAMINA_MOD_MAX;
  const standard = Math.trunc(-(weight + 50) * mod);
  return Math.min(-50, standard + Math.round(c.skills["melee"] ?? 0));
}

/**
 * Character::mod_stamina: the warnings as stamina falls through a half and a quarter of its
 * maximum, and when it would go below 0 the winded effect for 10 turns (its data: speed and
 * perception lost, reaction halved, no block); stamina stays within 0 and its maximum. The game's
 * NPCs spend none (its mod_stamina returns at once for them): a character that is not the player
 * keeps its stamina here too.
 */
export function modStamina(sim: Sim, c: Draft<Character>, mod: number): void {
  if (!c.isPlayer || mod === 0) return;
  const quarter = 0.25 * c.staminaMax;
  const half = 0.5 * c.staminaMax;
  if (c.stamina > quarter && c.stamina + mod < quarter)
    sim.emit({ type: "message", text: "You're growing tired.", about: c.id });
  else if (c.stamina > half && c.stamina + mod < half)
    sim.emit({ type: "message", text: "You're starting to feel winded.", about: c.id });
  const next = c.stamina + mod;
  if (next < 0 && sim.content.effect_type.has("winded"))
    addEffect(sim, c.id, { id: "winded", intensity: 1, duration: WINDED_TURNS });
  c.stamina = Math.min(c.staminaMax, Math.max(0, next));
}
