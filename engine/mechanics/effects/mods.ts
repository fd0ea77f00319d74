/**
 * What an effect's `base_mods` and `scaling_mods` amount to at its intensity, as the game's effect
 * code reads them: a value is the base plus the scaling once per intensity above 1 (capped at
 * `max_effective_intensity`), the second number of a pair when the effect is resisted; `X_min` and
 * `X_max` give a roll, `X_chance`/`X_chance_bot` and `X_tick` say when it triggers. Values round
 * towards zero, as the game's casts do.
 */
import type { EffectType, ModValues } from "../../content/kinds/effect_type.js";
import type { Dice } from "../../world/rng.js";

function pick(values: ModValues | undefined, reduced: boolean): number {
  if (values === undefined) return 0;
  return (reduced && values.length > 1 ? values[1] : values[0]) ?? 0;
}

/** base + scaling × (steps), the sum every mod starts from. */
function sum(type: EffectType, member: string, reduced: boolean, steps: number): number {
  return pick(type.baseMods[member], reduced) + pick(type.scalingMods[member], reduced) * steps;
}

/** The members a mod named X reads (`X_min`, `X_max`, ...). */
interface ModMembers {
  readonly min: string;
  readonly max: string;
  readonly amount: string;
  readonly maxVal: string;
  readonly tick: string;
  readonly chance: string;
  readonly chanceBot: string;
}

/**
 * Made once per mod name: a name built for every look-up was new text to hash each time (every
 * effect of every creature reads its mods every turn).
 */
const MEMBERS = new Map<string, ModMembers>();

function membersOf(name: string): ModMembers {
  let m = MEMBERS.get(name);
  if (!m) {
    m = {
      min: `${name}_min`,
      max: `${name}_max`,
      amount: `${name}_amount`,
      maxVal: `${name}_max_val`,
      tick: `${name}_tick`,
      chance: `${name}_chance`,
      chanceBot: `${name}_chance_bot`,
    };
    MEMBERS.set(name, m);
  }
  return m;
}

function effectiveSteps(type: EffectType, intensity: number): number {
  return Math.max(0, Math.min(intensity, type.maxEffectiveIntensity) - 1);
}

function has(type: EffectType, member: string): boolean {
  return Object.hasOwn(type.baseMods, member) || Object.hasOwn(type.scalingMods, member);
}

/** A stat-like mod (`speed_mod`, `dex_mod`, `dodge_mod`, ...), rounded towards zero. */
export function statMod(type: EffectType, member: string, intensity: number, reduced: boolean): number {
  return Math.trunc(sum(type, member, reduced, effectiveSteps(type, intensity)));
}

/** `X_min`..`X_max` rolled (exactly `X_min` when there is no max), for X in hurt, pain, stamina, ... */
export function rollMod(type: EffectType, name: string, intensity: number, reduced: boolean, dice: Dice): number {
  const steps = effectiveSteps(type, intensity);
  const members = membersOf(name);
  const min = Math.trunc(sum(type, members.min, reduced, steps));
  const max = Math.trunc(sum(type, members.max, reduced, steps));
  if (max === 0) return min;
  return min <= max ? dice.int(min, max) : dice.int(max, min);
}

/** `X_amount`: given once, when the effect is new. */
export function amountMod(type: EffectType, name: string, intensity: number, reduced: boolean): number {
  return Math.trunc(sum(type, membersOf(name).amount, reduced, effectiveSteps(type, intensity)));
}

/** `X_max_val`: the value the mod will not push past (0: no cap). */
export function maxVal(type: EffectType, name: string, intensity: number, reduced: boolean): number {
  return Math.trunc(sum(type, membersOf(name).maxVal, reduced, effectiveSteps(type, intensity)));
}

/**
 * Does X trigger this turn? On every `X_tick`-th turn (every turn without one), with `X_chance` in
 * `X_chance_bot`, or one in `X_chance` when there is no bottom; a mod without any chance member
 * triggers every time, a chance that sums to zero or less never does.
 */
export function activated(
  type: EffectType,
  name: string,
  intensity: number,
  reduced: boolean,
  turn: number,
  dice: Dice,
): boolean {
  const steps = Math.max(0, intensity - 1);
  const members = membersOf(name);
  const tick = Math.trunc(sum(type, members.tick, reduced, steps));
  if (tick > 0 && turn % tick !== 0) return false;
  if (!has(type, members.chance)) return true;
  const top = Math.trunc(sum(type, members.chance, reduced, steps));
  if (top <= 0) return false;
  const bot = Math.trunc(sum(type, members.chanceBot, reduced, steps));
  return bot > 0 ? dice.xInY(top, bot) : dice.oneIn(top);
}
