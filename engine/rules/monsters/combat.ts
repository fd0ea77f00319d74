/**
 * Shared pieces of monster attacks: the hit roll against the target's dodge (D3-F-accuracy), the
 * body-part roll (D3-F-body_parts, D3-F-hitsize_min/max, D3-F-attack_upper), armor, effect entries
 * (D3-F-effects), GRAB effects and weights. Pure helpers (exact hit chances) are exported for tests.
 */
import type { Draft } from "immer";
import type { EffectSpec } from "../../content/kinds/monsters/values.js";
import type { Sim } from "../../sim/context.js";
import { addEffect, type NewEffect } from "../../mechanics/effects/add.js";
import { characterWeight } from "../../mechanics/body_weight.js";
import { bodyPartPlan } from "../../world/anatomy.js";
import { type PartFilter, rollPart } from "../../mechanics/fight/body.js";
import { creatureAt } from "../../world/creatures.js";
import type { Effect, Monster, Point } from "../../world/types.js";
import { hitThreshold, isImmobile, meleeDodgeRoll, monsterType, sizeOf } from "../../mechanics/fight/defense.js";
import { format } from "./text.js";

export type { Size } from "../../mechanics/fight/defense.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export {
  dodgeOf,
  dodgeRoll,
  hitThreshold,
  isImmobile,
  monsterType,
  SIZE_PENALTY,
  sizeOf,
  sizeOfVolume,
} from "../../mechanics/fight/defense.js";

/** hitspread = dice(accuracy, 10) − dodge roll − size penalty (+40 against IMMOBILE) (D3-F-accuracy); the roll uses up a character's dodge for the turn. */
export function rollHitspread(sim: Sim, accuracy: number, targetId: string): number {
  return (
    sim.dice.dice(Math.max(0, accuracy), 10) -
    hitThreshold(meleeDodgeRoll(sim, targetId), sizeOf(sim, targetId), isImmobile(sim, targetId))
  );
}

/** P(dice(n, 10) − threshold ≥ 0), exactly: the chance a dodgeable attack is not dodged. */
export function hitChance(n: number, threshold: number): number {
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + 10).fill(0);
    dist.forEach((p, s) => {
      for (let f = 1; f <= 10; f++) next[s + f] = (next[s + f] ?? 0) + p / 10;
    });
    dist = next;
  }
  let p = 0;
  dist.forEach((q, s) => {
    if (s >= threshold) p += q;
  });
  return p;
}

export { bodyParts, type PartFilter, type PartInfo, partWeights } from "../../mechanics/fight/body.js";

/** The part hit: weighted `body_parts` when given, else the regular roll (undefined for monsters). */
export function pickPart(
  sim: Sim,
  targetId: string,
  listed: readonly (readonly [string, number])[],
  f: PartFilter,
  hitRoll = 0,
): string | undefined {
  if (!sim.world.characters[targetId]) return undefined;
  if (listed.length > 0) return sim.dice.weighted(listed);
  return rollPart(sim, targetId, f, hitRoll);
}

export function partFlags(sim: Sim, targetId: string, part: string | undefined): readonly string[] {
  if (part === undefined) return [];
  return sim.world.characters[targetId]?.body[part]?.flags ?? bodyPartPlan(part)?.flags ?? [];
}

export function effectsOf(sim: Sim, id: string): readonly Effect[] {
  return sim.world.characters[id]?.effects ?? sim.world.monsters[id]?.effects ?? [];
}

export function effectHasFlag(sim: Sim, effectId: string, flag: string): boolean {
  const def = sim.content.effect_type.get(effectId);
  if (def) return def.flags.includes(flag);
  // The game's own `grabbed` effect carries GRAB; content without its definition still grabs.
  return flag === "GRAB" && effectId === "grabbed";
}

export function grabEffects(sim: Sim, id: string): Effect[] {
  return effectsOf(sim, id).filter((e) => effectHasFlag(sim, e.id, "GRAB"));
}

export function isGrabbed(sim: Sim, id: string): boolean {
  return effectsOf(sim, id).some((e) => effectHasFlag(sim, e.id, "GRAB"));
}

/**
 * Grams: a monster's weight; a character's body (lean mass starved down by low stored kcal, plus
 * the fat of its stored kcal) and what it carries (engine/mechanics/body_weight.ts).
 */
export function weightOf(sim: Sim, id: string): number {
  const c = sim.world.characters[id];
  if (c) return characterWeight(sim.content, c);
  return monsterType(sim, id)?.weight ?? 0;
}

/**
 * Rolls and applies effect entries (D3-F-effects): each with x_in_y(chance, 100), duration and
 * intensity drawn from their ranges, on the hit part (`affect_hit_bp`) or on `bp`.
 */
export function applyEffects(
  sim: Sim,
  who: string,
  specs: readonly EffectSpec[],
  hitPart: string | undefined,
  options: { readonly skipBionic?: boolean; readonly source?: string; readonly args?: readonly string[] } = {},
): void {
  const isChar = sim.world.characters[who] !== undefined;
  for (const spec of specs) {
    if (!sim.dice.xInY(spec.chance, 100)) continue;
    const part = isChar ? (spec.affectHitBp ? hitPart : spec.bp) : undefined;
    if (options.skipBionic && partFlags(sim, who, part ?? hitPart).includes("BIONIC_LIMB")) continue;
    const duration = sim.dice.int(spec.duration.min, spec.duration.max);
    const intensity = sim.dice.int(spec.intensity.min, spec.intensity.max);
    const max = sim.content.effect_type.get(spec.id)?.maxIntensity;
    // Written member by member, not spread from optional pieces (every bite's effect comes here);
    // addEffect copies what it keeps, so the members' order here does not matter.
    const effect: Mutable<NewEffect> = { id: spec.id, duration: 0 };
    if (part !== undefined) effect.bodyPart = part;
    effect.intensity = max !== undefined && max >= 1 ? Math.min(max, Math.max(1, intensity)) : Math.max(1, intensity);
    effect.duration = Math.max(1, duration);
    if (spec.permanent) effect.permanent = true;
    if (options.source !== undefined) effect.source = options.source;
    addEffect(sim, who, effect);
    if (spec.message !== undefined)
      sim.emit({ type: "message", text: format(spec.message, options.args ?? []), about: who });
  }
}

export function livingMonster(sim: Sim, id: string): Draft<Monster> | undefined {
  const m = sim.world.monsters[id];
  return m && !m.dead ? m : undefined;
}

export function isAlive(sim: Sim, id: string): boolean {
  const c = sim.world.characters[id];
  if (c) return !c.dead;
  const m = sim.world.monsters[id];
  return m !== undefined && !m.dead;
}

/** The living creature on a tile (characters first), read without drafting; the occupancy index answers most calls. */
export function creatureOn(sim: Sim, p: Point): string | undefined {
  return sim.occupied(p) ? creatureAt(sim.world, p)?.id : undefined;
}
