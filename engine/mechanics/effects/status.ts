/**
 * What a creature's effects make of it right now, read on demand rather than stored: its speed
 * (base plus every effect's `speed_mod`, less a character's pain penalty, never below a quarter of
 * the base, as the game keeps it), its stats (`str_mod`, `dex_mod`, `int_mod`, `per_mod`, less the
 * pain penalty of pain.ts), its dodge bonus (`dodge_mod`), whether it
 * can dodge at all (not while downed, asleep or paralysed by fear) and how far it sees (blind: not
 * at all; bile in the eyes or a monster's blindness: its own tile and the next).
 */
import type { Character, Effect, Monster, Stats } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import { latest } from "../../world/peek.js";
import { resists } from "./immunity.js";
import { statMod } from "./mods.js";
import { painPenalty } from "./pain.js";

/** A creature's effects, read without drafting (this runs for every monster every turn). */
export function effectsNow(sim: Sim, who: string): readonly Effect[] {
  const c = sim.peekCharacter(who);
  if (c) return latest(c.effects);
  const m = sim.peekMonster(who);
  return m ? latest(latest(m).effects) : [];
}

const effectsOf = effectsNow;

/** The sum of one stat-like mod over a creature's effects. */
export function effectMod(sim: Sim, who: string, member: string): number {
  let total = 0;
  for (const e of effectsOf(sim, who)) {
    const type = sim.content.effect_type.get(e.id);
    if (!type) continue;
    if (!Object.hasOwn(type.baseMods, member) && !Object.hasOwn(type.scalingMods, member)) continue;
    total += statMod(type, member, e.intensity, resists(sim, who, type));
  }
  return total;
}

/** Monster vars key of a lasting speed bonus (FORMBLOB's speed-ups and costs; the game's speed_bonus). */
export const SPEED_BONUS = "speed_bonus";

/**
 * A monster's speed before effects: its type's plus any lasting bonus. `type`: its type's
 * definition when the caller holds it (absent: looked up).
 */
export function monsterBaseSpeed(
  sim: Sim,
  m: Readonly<Monster>,
  type: MonsterType | undefined = sim.content.monster.get(m.type),
): number {
  const bonus = latest(m.vars)?.[SPEED_BONUS];
  return (type?.speed ?? 100) + (typeof bonus === "number" ? bonus : 0);
}

/**
 * Speed after effects: base + speed mods, less a character's pain penalty (pain.ts), at least a
 * quarter of the base.
 */
export function effectiveSpeed(sim: Sim, who: string, base: number): number {
  const c = sim.peekCharacter(who);
  const pain = c !== undefined && c.pain > 0 ? painPenalty(latest(c)).speed : 0;
  if (effectsOf(sim, who).length === 0 && pain === 0) return base;
  return Math.max(Math.trunc(base * 0.25), base - pain + effectMod(sim, who, "speed_mod"));
}

const STAT_MOD: Readonly<Record<keyof Stats, string>> = {
  str: "str_mod",
  dex: "dex_mod",
  int: "int_mod",
  per: "per_mod",
};

/** A character's stat after its effects and its pain (never below 0): the game's get_str() and kin. */
export function statOf(
  sim: Sim,
  c: Pick<Character, "id" | "stats" | "effects" | "pain" | "traits" | "flags">,
  stat: keyof Stats,
): number {
  if (c.effects.length === 0 && c.pain <= 0) return c.stats[stat];
  const mods = c.effects.length === 0 ? 0 : effectMod(sim, c.id, STAT_MOD[stat]);
  return Math.max(0, c.stats[stat] + mods - painPenalty(c).stats[stat]);
}

export function hasEffectNow(sim: Sim, who: string, effectId: string): boolean {
  return effectsOf(sim, who).some((e) => e.id === effectId);
}

/** Downed, asleep or paralysed by fear: no dodge (and no block) at all. */
export function cannotDodge(sim: Sim, who: string): boolean {
  return effectsOf(sim, who).some((e) => e.id === "downed" || e.id === "sleep" || e.id === "fearparalyze");
}

/** How far a creature sees, given its unimpaired range. */
export function sightRange(sim: Sim, who: string, unimpaired: number): number {
  const list = effectsOf(sim, who);
  if (list.length === 0) return unimpaired;
  const isCharacter = sim.world.characters[who] !== undefined;
  if (list.some((e) => e.id === "sleep")) return 0;
  if (list.some((e) => e.id === "blind")) return isCharacter ? 0 : 1;
  if (list.some((e) => e.id === "boomered" || e.id === "no_sight")) return Math.min(1, unimpaired);
  return unimpaired;
}
