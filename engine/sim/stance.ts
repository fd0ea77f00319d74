/**
 * The game's monster::attitude towards a character (src/monster.cpp), as a pure function of a
 * monster's mood: with negative morale it follows while anger + morale is positive and it has
 * more than a third of its hit points, else it flees; with no anger it flees at 60 % of its hit
 * points or less, else ignores; with anger below 10 it follows; angry, it attacks only while its
 * aggro_character is set, else ignores. Not modelled: the character's traits and effects that
 * move it (pheromones, animal empathy, TERRIFYING, mutations' anger relations), the FLEEING effect
 * cache and KEEP_DISTANCE (no tracking distance is decoded).
 */
import type { Attitude, Stance } from "../world/types.js";

/** Anger from which a monster attacks (the game's MATT_ATTACK threshold). */
export const ATTACK_ANGER = 10;

export interface MoodNow {
  readonly anger: number;
  readonly morale: number;
  readonly hp: number;
  readonly hpMax: number;
  /** The game's aggro_character. */
  readonly aggro: boolean;
}

export function stanceOf(m: MoodNow): Stance {
  if (m.morale < 0) return m.morale + m.anger > 0 && m.hp > m.hpMax / 3 ? "follow" : "flee";
  if (m.anger <= 0) return m.hp <= 0.6 * m.hpMax ? "flee" : "ignore";
  if (m.anger < ATTACK_ANGER) return "follow";
  return m.aggro ? "attack" : "ignore";
}

/** The attitude a stance shows: only an attacking monster is hostile. */
export function attitudeOfStance(s: Stance): Attitude {
  return s === "attack" ? "hostile" : "neutral";
}
