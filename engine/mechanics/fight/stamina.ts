/**
 * Stamina as fights and walking use it (src/character.cpp on_try_dodge, burn_move_stamina,
 * get_stamina_dodge_modifier, update_stamina; src/cata_utility.cpp logarithmic_range; the world
 * options' PLAYER_BASE_STAMINA_BURN_RATE 15 and PLAYER_BASE_STAMINA_REGEN_RATE 20): each dodge
 * tried and each step walked burns stamina, a tired character dodges less, and stamina comes back
 * every turn.
 */
import type { Draft } from "immer";
import type { Character } from "../../world/types.js";

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
