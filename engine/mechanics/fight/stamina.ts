/**
 * Stamina as the game has it (src/character.cpp get_stamina_max, get_cardiofit, update_stamina,
 * mod_stamina, burn_move_stamina, on_try_dodge, can_run, get_stamina_dodge_modifier;
 * src/character_modifier.cpp stamina_move_cost_modifier and move_mode_move_cost_modifier;
 * src/cata_utility.cpp logarithmic_range; the external options of data/core/external_options.json),
 * as of the game's 0.J development cycle (2025): the pool is 3,500 plus 5 × cardio fitness, a
 * sound character regains 20 a turn (scaled by fitness and breathing, a tenth while winded), each
 * dodge tried, step taken and swing made burns some, the step's share depending on the movement
 * mode (walk, run, crouch: `movement_mode` data), and a tired character dodges less, swings slower
 * and moves slower. The game's NPCs neither spend nor regain any (its mod_stamina returns at once
 * for them): here, a character that is not the player keeps its stamina.
 */
import type { Draft } from "immer";
import type { Item } from "../../content/kinds/item.js";
import type { MovementMode } from "../../content/kinds/simple.js";
import type { Sim } from "../../sim/context.js";
import type { Character } from "../../world/types.js";
import { addEffect } from "../effects/add.js";
import { limbScore } from "../limb_scores.js";
import { limbRunCostMod } from "./limb_mods.js";

export const STAMINA = {
  /** PLAYER_BASE_STAMINA_BURN_RATE: the base of every stamina cost (per 100 moves walked). */
  burnRate: 15,
  /** PLAYER_BASE_STAMINA_REGEN_RATE: stamina regained each turn at the base cardio fitness. */
  regenPerTurn: 20,
  /** PLAYER_MAX_STAMINA_BASE: the pool before cardio fitness. */
  maxBase: 3500,
  /** PLAYER_CARDIOFIT_STAMINA_SCALING: stamina per point of cardio fitness. */
  cardioScaling: 5,
  /** The game's base_cardio_acc (Character's constructor): the cardio a new character has. */
  cardioBase: 1000,
  /** Below this dodge modifier a character does not try to dodge at all (can_try_dodge). */
  noDodgeBelow: 0.11,
  /** update_stamina: what is left of the recovery while winded. */
  windedRegen: 0.1,
} as const;

/** The skill the game's data calls athletics (its id is still `swimming`). */
const ATHLETICS = "swimming";

/**
 * Character::get_cardiofit: the cardio accumulator (default 1,000) × (1 + athletics skill ÷ 100),
 * truncated. The game also adds its lifestyle (health) and mutations' CARDIO_MULTIPLIER, neither
 * of which a character here has (both 0).
 */
export function cardioFitness(c: Pick<Character, "cardio" | "skills">): number {
  const acc = c.cardio ?? STAMINA.cardioBase;
  return Math.trunc(acc * (1 + (c.skills[ATHLETICS] ?? 0) / 100));
}

/** Character::get_stamina_max: 3,500 + 5 × cardio fitness (8,500 for a new character). */
export function staminaMaxFor(c: Pick<Character, "cardio" | "skills">): number {
  return STAMINA.maxBase + STAMINA.cardioScaling * cardioFitness(c);
}

/** A new character's pool (base cardio, no athletics): the default wherever a character is made. */
export const NEW_CHARACTER_STAMINA = staminaMaxFor({ skills: {} });

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

/** Walking, as the game's `walk` movement mode is when the content has no movement modes. */
const WALK: MovementMode = {
  id: "walk",
  moveType: "walking",
  moveSpeedMultiplier: 1,
  staminaMultiplier: 1,
  changeGood: "",
  changeBad: "",
};

/** The character's movement mode (`moveMode`, default walk) from the content's `movement_mode` data. */
export function moveModeOf(sim: Sim, c: Pick<Character, "moveMode">): MovementMode {
  const id = c.moveMode ?? "walk";
  return sim.content.movement_mode.get(id) ?? (id === "walk" ? WALK : { ...WALK, id });
}

/**
 * The stamina_move_cost_mod character modifier: (stamina ÷ maximum + 1) ÷ 2, so walking and running
 * slow to half their pace as stamina runs out.
 */
export function staminaMoveCostModifier(c: Pick<Character, "stamina" | "staminaMax">): number {
  return c.staminaMax > 0 ? (c.stamina / c.staminaMax + 1) / 2 : 1;
}

/**
 * The moves one step takes in the character's movement mode (the part of Character::run_cost the
 * two modifiers above and the legs' and feet's limb scores make): the terrain's cost × the
 * `limb_run_cost_mod` (limb_mods.ts: 1 for sound legs) ÷ (the stamina modifier × the mode's
 * `move_speed_multiplier`), truncated. Running at full stamina halves a step; crouching doubles it.
 */
export function stepMoves(sim: Sim, c: Readonly<Character>, terrainCost: number): number {
  const mode = moveModeOf(sim, c);
  const divisor = staminaMoveCostModifier(c) * mode.moveSpeedMultiplier;
  const cost = terrainCost * limbRunCostMod(sim, c);
  return divisor > 0 ? Math.trunc(cost / divisor) : Math.trunc(cost);
}

/**
 * Character::burn_move_stamina for a step that took `moves`: the burn rate (15) × the mode's
 * `stamina_multiplier` (truncated, as the game keeps it an integer), × moves ÷ 100, × the stamina
 * modifier × the mode's `move_speed_multiplier`, truncated: 15 a step walked, 105 a step run
 * (14 times walking's per 100 moves), 7 per 100 moves crouched. Carrying more than one can bear,
 * which the game adds to the rate, and deep water are not counted.
 */
export function burnMoveStamina(sim: Sim, c: Draft<Character>, moves: number): void {
  const mode = moveModeOf(sim, c);
  const ratio = Math.trunc(STAMINA.burnRate * mode.staminaMultiplier);
  const burn = Math.trunc(((moves * ratio) / 100) * staminaMoveCostModifier(c) * mode.moveSpeedMultiplier);
  if (burn > 0) modStamina(sim, c, -burn);
}

/** Character::can_run: some stamina left, not winded, and both legs working. */
export function canRun(c: Readonly<Character>): boolean {
  if (c.stamina <= 0 || c.effects.some((e) => e.id === "winded")) return false;
  const legs = ["leg_l", "leg_r"].filter((p) => (c.body[p]?.hp ?? 1) > 0);
  return legs.length >= 2;
}

/**
 * A running character that can no longer run drops back to walking with the mode's
 * `change_bad_none` message (too tired or injured to run), as the game refuses the run.
 * True when it still runs (or was not running).
 */
export function keepRunning(sim: Sim, c: Draft<Character>): boolean {
  if (moveModeOf(sim, c).moveType !== "running" || canRun(c)) return true;
  const text = moveModeOf(sim, c).changeBad;
  delete c.moveMode;
  if (text !== "" && c.isPlayer) sim.emit({ type: "message", text, about: c.id });
  return false;
}

/**
 * Character::update_stamina for one turn: the base regeneration scaled by cardio fitness ÷ the base
 * cardio (20 for a new character), × the breathing limb score (mouth encumbrance), at least 1,
 * × 0.1 while winded, rounded up; through mod_stamina, so an NPC regains none (it spends none
 * either). Stimulants, bionics and enchantments, which the game also counts, are not modelled.
 */
export function regenStamina(sim: Sim, c: Draft<Character>): void {
  if (c.stamina >= c.staminaMax) return;
  const rate = (STAMINA.regenPerTurn * cardioFitness(c)) / STAMINA.cardioBase;
  const winded = c.effects.some((e) => e.id === "winded");
  const multiplier = winded ? STAMINA.windedRegen : 1;
  const recovery = multiplier * Math.max(1, rate * limbScore(sim, c, "breathing"));
  modStamina(sim, c, Math.ceil(recovery));
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
