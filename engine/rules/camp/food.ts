/**
 * The camp's food supply, as the game keeps it (src/faction_camp.cpp, src/basecamp.cpp):
 * - what work costs: `time_to_food(to_workdays(time), exertion)` kcal;
 * - what food gives: Distribute Food adds each comestible's kcal, times a spoilage factor.
 *
 * The game keeps the supply on the player's faction; the engine keeps it on the camp
 * (`CampState.food`), so two camps have two larders. A camp without `food` does not track food:
 * no gate (camps of scenarios written before the larder keep working).
 */
import type { Content } from "../../content/load.js";
import type { Item, ItemVitamin } from "../../content/kinds/item.js";
import type { Recipe } from "../../content/kinds/recipe.js";
import type { ItemStack } from "../../world/types.js";

/** kcal a day of an average person (the game's `base_metabolic_rate`). */
export const BASE_METABOLIC_RATE = 2500;
/** Hours of a camp work day, of rest and of idling (src/basecamp.h). */
export const WORK_DAY_HOURS = 10;
export const WORK_DAY_REST_HOURS = 8;
export const WORK_DAY_IDLE_HOURS = 6;

/** The game's activity levels (src/game_constants.h), as float32 like the game's `constexpr float`s. */
export const EXERTION: { readonly [level: string]: number } = {
  SLEEP_EXERCISE: Math.fround(0.85),
  NO_EXERCISE: 1,
  LIGHT_EXERCISE: 2,
  MODERATE_EXERCISE: 4,
  BRISK_EXERCISE: 6,
  ACTIVE_EXERCISE: 8,
  EXTRA_EXERCISE: 10,
};

/** A recipe's exertion: its `activity_level` (mandatory in the game; "fake" and unknown read as moderate). */
export function exertionOf(recipe: Recipe): { level: string; factor: number } {
  const level = recipe.activityLevel ?? "MODERATE_EXERCISE";
  const factor = EXERTION[level];
  return factor === undefined ? { level: "MODERATE_EXERCISE", factor: 4 } : { level, factor };
}

const HOUR = 3600;

/**
 * `base_camps::to_workdays`: work longer than a work day plus an hour is done in work days of 10 h,
 * each of which takes a whole 24 h day; the rest is added as it is. Seconds in, seconds out.
 */
export function toWorkdays(seconds: number): number {
  if (seconds < (WORK_DAY_HOURS + 1) * HOUR) return seconds;
  const days = Math.floor(seconds / (WORK_DAY_HOURS * HOUR));
  return seconds - days * WORK_DAY_HOURS * HOUR + days * 24 * HOUR;
}

/**
 * `time_to_food(work, exertion)`: whole hours only (`to_hours<int>`); each whole day is 10 h of work
 * at the exertion, 8 h of rest and 6 h asleep; the rest of the hours are work. Float32 as the game.
 */
export function timeToFood(seconds: number, exertion: number): number {
  const hours = Math.floor(seconds / HOUR);
  const days = Math.floor(hours / 24);
  const work = days * WORK_DAY_HOURS + hours - days * 24;
  const f = Math.fround;
  const sum = f(
    f(f(work * exertion) + f(days * WORK_DAY_REST_HOURS * EXERTION["NO_EXERCISE"]!)) +
      f(days * WORK_DAY_IDLE_HOURS * EXERTION["SLEEP_EXERCISE"]!),
  );
  return Math.trunc(f(f(BASE_METABOLIC_RATE * sum) / 24));
}

/** The kcal an upgrade mission of this many seconds costs (the calorie gate's figure). */
export function missionKcal(recipe: Recipe, seconds: number): number {
  return timeToFood(toWorkdays(seconds), exertionOf(recipe).factor);
}

/** Shelf life left, below which the game counts food at less than its kcal. */
const SLOW_ROT = 5 * 24 * HOUR;
const QUICK_ROT = 2 * 24 * HOUR;

/**
 * The game's `rot_multip` for a fresh item lying in the open (the engine's items do not age, so
 * the shelf life left is the item's whole `spoils_in`): 1 from 5 days; 0.8 from 2 days; else 0.6;
 * a pantry adds 0.05 and 0.1.
 */
export function spoilageFactor(item: Item, pantry: boolean): number {
  if (item.spoilsIn <= 0 || item.spoilsIn >= SLOW_ROT) return 1;
  if (item.spoilsIn >= QUICK_ROT) return 0.8 + (pantry ? 0.05 : 0);
  return 0.6 + (pantry ? 0.1 : 0);
}

/** Why the game's Distribute Food leaves an item, or undefined when it takes it. */
export function refusal(item: Item | undefined, stack: ItemStack): string | undefined {
  if (!item) return "not a loaded item";
  if (item.comestibleType === undefined) return "not food";
  // "Stuff like butchery refuse and other disgusting stuff" (distribute_food).
  if (item.fun < -6) return `too disgusting (fun ${item.fun})`;
  if (item.flags.includes("INEDIBLE") || (stack.flags ?? []).includes("INEDIBLE")) return "inedible";
  if ((stack.flags ?? []).includes("ROTTEN")) return "rotten";
  return undefined;
}

/** Units of a stack: charges for count-by-charges food, else the count. */
export function unitsOf(stack: ItemStack): number {
  return stack.charges ?? stack.count;
}

/** Nutrients of one unit of food: kcal and vitamin units. */
export interface UnitNutrients {
  readonly kcal: number;
  readonly vitamins: { readonly [vitamin: string]: number };
}

/**
 * What one unit of a stack is worth, as the game's compute_effective_nutrients: a crafted item with
 * components (and no NUTRIENT_OVERRIDE) is worth what its components are (a BYPRODUCT component
 * taken off), shared among the craft's `recipeCharges`; any other item its type's `calories` and
 * `vitamins`.
 */
export function unitNutrients(content: Content, stack: ItemStack): UnitNutrients {
  const item = content.item.get(stack.id);
  if (!item) return { kcal: 0, vitamins: {} };
  if (stack.components !== undefined && stack.components.length > 0 && !item.flags.includes("NUTRIENT_OVERRIDE")) {
    let kcal = 0;
    const vitamins: { [vitamin: string]: number } = {};
    for (const part of stack.components) {
      const each = unitNutrients(content, part);
      const sign = content.item.get(part.id)?.flags.includes("BYPRODUCT") ? -1 : 1;
      const n = unitsOf(part) * sign;
      kcal += each.kcal * n;
      for (const id of Object.keys(each.vitamins).sort())
        vitamins[id] = (vitamins[id] ?? 0) + (each.vitamins[id] ?? 0) * n;
    }
    const share = Math.max(1, stack.recipeCharges ?? 1);
    for (const id of Object.keys(vitamins)) vitamins[id] = (vitamins[id] ?? 0) / share;
    return { kcal: kcal / share, vitamins };
  }
  const vitamins: { [vitamin: string]: number } = {};
  for (const v of item.vitamins) vitamins[v.id] = (vitamins[v.id] ?? 0) + vitaminUnits(content, v);
  return { kcal: item.calories, vitamins };
}

/**
 * kcal of a stack as Distribute Food counts them: one unit's worth (unitNutrients) times the units
 * times the spoilage factor, truncated to whole kcal as the game's `int`.
 */
export function stackKcal(content: Content, stack: ItemStack, pantry: boolean): number {
  const item = content.item.get(stack.id);
  if (!item || refusal(item, stack) !== undefined) return 0;
  return Math.max(0, Math.trunc(unitNutrients(content, stack).kcal * unitsOf(stack) * spoilageFactor(item, pantry)));
}

/**
 * Vitamin units of one entry of an item's `vitamins` (per item): a mass is divided by the vitamin's
 * weight_per_unit and truncated, and a vitamin without one counts 1 unit, as the game's
 * vitamin::units_from_mass.
 */
export function vitaminUnits(content: Content, v: ItemVitamin): number {
  if (v.units !== undefined) return v.units;
  const per = content.vitamin.get(v.id)?.ugPerUnit;
  return v.ug !== undefined && per !== undefined && per > 0 ? Math.trunc(v.ug / per) : 1;
}

/**
 * The vitamins of a stack as Distribute Food counts them: each unit's, whole (the game reduces only
 * the calories for spoilage). Nothing for food Distribute Food refuses.
 */
export function stackVitamins(content: Content, stack: ItemStack): { [vitamin: string]: number } {
  const item = content.item.get(stack.id);
  const out: { [vitamin: string]: number } = {};
  if (!item || refusal(item, stack) !== undefined) return out;
  const each = unitNutrients(content, stack).vitamins;
  for (const id of Object.keys(each).sort()) {
    const n = Math.trunc((each[id] ?? 0) * unitsOf(stack));
    if (n > 0) out[id] = n;
  }
  return out;
}

/** The turn food distributed now spoils in the larder (the engine's items do not age: their whole shelf life); undefined when it keeps. */
export function expiresAt(item: Item | undefined, turn: number): number | undefined {
  return item && item.spoilsIn > 0 ? turn + item.spoilsIn : undefined;
}
