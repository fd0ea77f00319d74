/**
 * Pain and what it costs a character, as the game's src/character.cpp (CleverRaven/Cataclysm-DDA
 * master as stored for the `search` tool in 2025: Character::get_perceived_pain,
 * Character::get_pain_penalty, read by Character::reset_stats and recalc_speed_bonus):
 *
 * - perceived pain: none while the `adrenaline` effect's intensity is above 1, otherwise the
 *   character's `pain` (the game takes its painkiller off; painkillers are not modelled: 0);
 * - stat penalty floor(perceived^0.8 / 10) off strength and dexterity (not for CENOBITE) and off
 *   intelligence (INT_SLIME: perceived / 5 instead); perception loses two thirds of it (truncated);
 * - speed loses trunc(perceived^0.7) (halved for CENOBITE), at most 30.
 *
 * The effects floor (status.ts) applies these with the effects' own modifiers wherever a stat or
 * a character's speed is read.
 */
import type { Character, Stats } from "../../world/types.js";

/** The game's cap on pain's speed penalty. */
export const PAIN_SPEED_CAP = 30;

export interface PainPenalty {
  readonly stats: Readonly<Record<keyof Stats, number>>;
  readonly speed: number;
}

export const NO_PAIN: PainPenalty = Object.freeze({
  stats: Object.freeze({ str: 0, dex: 0, int: 0, per: 0 }),
  speed: 0,
});

type Sufferer = Pick<Character, "pain" | "effects" | "traits" | "flags">;

const has = (c: Sufferer, trait: string): boolean => c.traits.includes(trait) || c.flags.includes(trait);

/** Character::get_perceived_pain (without painkillers). */
export function perceivedPain(c: Sufferer): number {
  if (c.pain <= 0) return 0;
  if (c.effects.some((e) => e.id === "adrenaline" && e.intensity > 1)) return 0;
  return c.pain;
}

/** Character::get_pain_penalty. */
export function painPenalty(c: Sufferer): PainPenalty {
  const pain = perceivedPain(c);
  if (pain <= 0) return NO_PAIN;
  const stat = Math.floor(pain ** 0.8 / 10);
  const ceno = has(c, "CENOBITE");
  const speed = Math.min(PAIN_SPEED_CAP, Math.trunc(Math.trunc(pain ** 0.7) / (ceno ? 2 : 1)));
  return {
    stats: {
      str: ceno ? 0 : stat,
      dex: ceno ? 0 : stat,
      int: has(c, "INT_SLIME") ? Math.trunc(pain / 5) : stat,
      per: Math.trunc((stat * 2) / 3),
    },
    speed,
  };
}
