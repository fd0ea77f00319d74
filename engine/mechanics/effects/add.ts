/**
 * Adding an effect as the game's Creature::add_effect does: an effect with `main_parts_only` moves
 * from a hand, foot, eye or mouth to its limb or head; immunities and blocking effects keep it off;
 * an effect already there (same id and part) gains `dur_add_perc` percent of the new duration,
 * capped at `max_duration`, and its intensity follows the duration (`int_dur_factor`), or is set
 * to the intensity given, or steps by `int_add_val`; intensity stays within 1..`max_intensity`.
 * A new effect gives its `X_amount` mods once and its apply message. Effects without a definition
 * in the content keep the longer duration and the higher intensity.
 */
import { castDraft, type Draft } from "immer";
import type { EffectType } from "../../content/kinds/effect_type.js";
import type { Effect } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { effectList } from "../../sim/creature_state.js";
import { changePain, changeStamina, hurt } from "./body.js";
import { immunityTo, mainPartOf, resists } from "./immunity.js";
import { amountMod } from "./mods.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface NewEffect {
  readonly id: string;
  readonly bodyPart?: string;
  /** The intensity to set; 0 or absent: none given (an existing effect steps by `int_add_val`). */
  readonly intensity?: number;
  readonly duration: number;
  readonly permanent?: boolean;
  readonly source?: string;
}

/** Intensity from duration for `int_dur_factor` effects: one level per factor, starting at 1. */
export function durationIntensity(type: EffectType, duration: number): number {
  return Math.floor(duration / type.intDurFactor) + 1;
}

function clampIntensity(type: EffectType | undefined, intensity: number): number {
  const max = type ? type.maxIntensity : Number.POSITIVE_INFINITY;
  return Math.max(1, Math.min(max, Math.trunc(intensity)));
}

/** Adds or raises an effect; false when an immunity or a blocking effect kept it off. */
export function addEffect(sim: Sim, who: string, effect: NewEffect): boolean {
  const list = effectList(sim, who);
  if (!list) return false;
  const type = sim.content.effect_type.get(effect.id);
  const isCharacter = sim.world.characters[who] !== undefined;
  // Monsters have no body parts for effects; characters' parts may move to the main part.
  let part = isCharacter ? effect.bodyPart : undefined;
  if (part !== undefined && type?.mainPartsOnly) part = mainPartOf(part);
  const blocked = immunityTo(sim, who, type, effect.id, part, list);
  if (blocked !== undefined) {
    sim.emit({ type: "effect_blocked", who, effect: effect.id, reason: blocked });
    return false;
  }
  const maxDuration = type && type.maxDuration > 0 ? type.maxDuration : Number.POSITIVE_INFINITY;
  const given = effect.intensity ?? 0;
  let existing: Draft<Effect> | undefined;
  for (let i = 0; i < list.length && existing === undefined; i++) {
    const e = list[i] as Draft<Effect>;
    if (e.id === effect.id && e.bodyPart === part) existing = e;
  }
  let result: Draft<Effect>;
  if (existing) {
    if (type) {
      existing.duration = Math.min(
        maxDuration,
        existing.duration + Math.trunc((effect.duration * type.durAddPerc) / 100),
      );
      if (type.intDurFactor > 0) existing.intensity = durationIntensity(type, existing.duration);
      else if (given > 0) existing.intensity = given;
      else if (type.intAddVal !== 0) existing.intensity += type.intAddVal;
    } else {
      existing.duration = Math.max(existing.duration, effect.duration);
      existing.intensity = Math.max(existing.intensity, given);
    }
    existing.intensity = clampIntensity(type, existing.intensity);
    if (effect.permanent) existing.permanent = true;
    result = existing;
  } else {
    const duration = Math.max(1, Math.min(maxDuration, effect.duration));
    const raw = type && type.intDurFactor > 0 ? durationIntensity(type, duration) : given > 0 ? given : 1;
    // Built member by member in the members' order (spreading optional pieces cost a copy each);
    // the order is what a world's JSON shows.
    const made: Mutable<Effect> =
      part !== undefined
        ? { id: effect.id, bodyPart: part, intensity: clampIntensity(type, raw), duration }
        : { id: effect.id, intensity: clampIntensity(type, raw), duration };
    if (effect.permanent) made.permanent = true;
    if (effect.source !== undefined) made.source = effect.source;
    result = castDraft(made);
    list.push(result);
  }
  sim.emit(
    part !== undefined
      ? {
          type: "effect_added",
          who,
          effect: effect.id,
          bodyPart: part,
          intensity: result.intensity,
          duration: result.duration,
          turn: sim.world.turn,
        }
      : {
          type: "effect_added",
          who,
          effect: effect.id,
          intensity: result.intensity,
          duration: result.duration,
          turn: sim.world.turn,
        },
  );
  if (!existing && type) onNewEffect(sim, who, type, result);
  return true;
}

/** The apply message and the one-time `X_amount` mods of a new effect. */
function onNewEffect(sim: Sim, who: string, type: EffectType, e: Draft<Effect>): void {
  const c = sim.world.characters[who];
  if (c?.isPlayer && type.applyMessage !== undefined)
    sim.emit({ type: "message", text: type.applyMessage, about: who });
  const reduced = resists(sim, who, type);
  const amount = (name: string): number => amountMod(type, name, e.intensity, reduced);
  if (c) {
    const pain = amount("pain");
    if (pain !== 0) changePain(c, pain, 0);
    const stamina = amount("stamina");
    if (stamina !== 0) changeStamina(c, stamina, 0);
  }
  hurt(sim, who, amount("hurt"), e.bodyPart, e.id);
}
