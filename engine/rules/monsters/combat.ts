/**
 * Shared pieces of monster attacks: the hit roll against the target's dodge (D3-F-accuracy), the
 * body-part roll (D3-F-body_parts, D3-F-hitsize_min/max, D3-F-attack_upper), armor, effect entries
 * (D3-F-effects), GRAB effects and weights. Pure helpers (exact hit chances) are exported for tests.
 */
import type { Draft } from "immer";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type { EffectSpec } from "../../content/kinds/monsters/values.js";
import type { Sim } from "../../sim/context.js";
import { addEffect } from "../../sim/effects/add.js";
import { cannotDodge, effectMod, statOf } from "../../sim/effects/status.js";
import { bodyPartPlan, HUMAN_ANATOMY } from "../../world/anatomy.js";
import { creatureAt } from "../../world/creatures.js";
import type { Character, Effect, Monster, Point } from "../../world/types.js";
import { format } from "./text.js";

export type Size = Character["size"];

/** The game's size penalty on melee hit rolls (src/creature.cpp size_melee_penalty). */
export const SIZE_PENALTY: Readonly<Record<Size, number>> = { tiny: 30, small: 15, medium: 0, large: -10, huge: -20 };

export function monsterType(sim: Sim, id: string): MonsterType | undefined {
  const m = sim.world.monsters[id];
  return m ? sim.content.monster.get(m.type) : undefined;
}

/** A monster's size from its volume (the real engine's volume thresholds). */
export function sizeOfVolume(ml: number): Size {
  if (ml <= 0) return "medium";
  if (ml <= 7500) return "tiny";
  if (ml <= 46250) return "small";
  if (ml <= 77500) return "medium";
  if (ml <= 483750) return "large";
  return "huge";
}

export function sizeOf(sim: Sim, id: string): Size {
  const c = sim.world.characters[id];
  if (c) return c.size;
  return sizeOfVolume(monsterType(sim, id)?.volume ?? 0);
}

/**
 * The target's dodge: a character's dex / 2 + dodge skill (scaled down below speed 100), a
 * monster's `dodge`, each plus its effects' `dodge_mod`; 0 for IMMOBILE monsters and for anyone
 * downed, asleep or paralysed by fear.
 */
export function dodgeOf(sim: Sim, id: string): number {
  if (cannotDodge(sim, id)) return 0;
  const c = sim.world.characters[id];
  if (c) {
    let d = statOf(sim, c, "dex") / 2 + (c.skills["dodge"] ?? 0) + effectMod(sim, id, "dodge_mod");
    if (c.speed < 100) d *= Math.max(0, c.speed) / 100;
    return Math.max(0, d);
  }
  const t = monsterType(sim, id);
  if (!t || t.flags.includes("IMMOBILE")) return 0;
  return Math.max(0, t.dodge + effectMod(sim, id, "dodge_mod"));
}

/** The dodge roll of the game: dodge × 5 (src/melee.cpp dodge_roll). */
export function dodgeRoll(sim: Sim, id: string): number {
  return dodgeOf(sim, id) * 5;
}

export function isImmobile(sim: Sim, id: string): boolean {
  return monsterType(sim, id)?.flags.includes("IMMOBILE") === true;
}

/** The fixed part of the hit roll: what dice(accuracy, 10) must beat (hitspread = roll − this). */
export function hitThreshold(dodgeRollValue: number, size: Size, immobile: boolean): number {
  return dodgeRollValue + SIZE_PENALTY[size] - (immobile ? 40 : 0);
}

/** hitspread = dice(accuracy, 10) − dodge roll − size penalty (+40 against IMMOBILE) (D3-F-accuracy). */
export function rollHitspread(sim: Sim, accuracy: number, targetId: string): number {
  return (
    sim.dice.dice(Math.max(0, accuracy), 10) -
    hitThreshold(dodgeRoll(sim, targetId), sizeOf(sim, targetId), isImmobile(sim, targetId))
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

export interface PartInfo {
  readonly id: string;
  readonly hitSize: number;
  /** The content body part's `hit_difficulty` (1 without a definition). */
  readonly hitDifficulty: number;
  readonly flags: readonly string[];
}

// Hit sizes and flags do not change during a step: the list is kept per (drafted) body object.
const partsCache = new WeakMap<object, PartInfo[]>();

/** The character's body parts from the world (eyes and mouth from the anatomy when the body lacks them). */
export function bodyParts(sim: Sim, id: string): PartInfo[] {
  const c = sim.world.characters[id];
  if (!c) return [];
  const cached = partsCache.get(c.body);
  if (cached) return cached;
  const out: PartInfo[] = [];
  for (const part of Object.keys(c.body).sort()) {
    const s = c.body[part];
    if (s) out.push({ id: part, hitSize: s.hitSize, hitDifficulty: difficulty(sim, part), flags: s.flags });
  }
  for (const b of HUMAN_ANATOMY) {
    if ((b.id === "eyes" || b.id === "mouth") && !c.body[b.id] && c.body["head"])
      out.push({ id: b.id, hitSize: b.hitSize, hitDifficulty: difficulty(sim, b.id), flags: b.flags });
  }
  partsCache.set(c.body, out);
  return out;
}

function difficulty(sim: Sim, part: string): number {
  return sim.content.body_part.get(part)?.hitDifficulty ?? 1;
}

function isLowerLimb(sim: Sim, p: PartInfo): boolean {
  const limb = sim.content.body_part.get(p.id)?.limbType;
  if (limb) return limb === "leg" || limb === "foot";
  return /^(leg|foot)(_|$)/.test(p.id);
}

export interface PartFilter {
  readonly hitsizeMin: number;
  readonly hitsizeMax: number;
  readonly attackUpper: boolean;
}

/**
 * Body parts a regular roll may hit, with their weights (the game's anatomy::select_body_part):
 * hit size, lower limbs ×3 when upper ones cannot be reached, and with a positive hit roll r,
 * × r ^ hit_difficulty, so that a better hit lands more often on the harder parts (the head).
 */
export function partWeights(sim: Sim, targetId: string, f: PartFilter, hitRoll = 0): [string, number][] {
  const out: [string, number][] = [];
  for (const p of bodyParts(sim, targetId)) {
    if (f.hitsizeMin >= 0 && p.hitSize < f.hitsizeMin) continue;
    if (f.hitsizeMax >= 0 && p.hitSize > f.hitsizeMax) continue;
    let w = p.hitSize;
    if (!f.attackUpper) {
      if (p.flags.includes("UPPER_LIMB")) continue;
      if (isLowerLimb(sim, p)) w *= 3;
    }
    if (hitRoll > 0) w *= hitRoll ** p.hitDifficulty;
    if (w > 0) out.push([p.id, w]);
  }
  return out;
}

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
  return sim.dice.weighted(partWeights(sim, targetId, f, hitRoll));
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

/** Grams: a monster's weight; a character's body weight by size plus what it carries. */
export function weightOf(sim: Sim, id: string): number {
  const c = sim.world.characters[id];
  if (c) {
    const body: Record<Size, number> = { tiny: 15000, small: 40000, medium: 76500, large: 120000, huge: 200000 };
    return body[c.size] + (c.carriedWeight ?? 0);
  }
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
    addEffect(sim, who, {
      id: spec.id,
      ...(part !== undefined ? { bodyPart: part } : {}),
      intensity: max !== undefined && max >= 1 ? Math.min(max, Math.max(1, intensity)) : Math.max(1, intensity),
      duration: Math.max(1, duration),
      ...(spec.permanent ? { permanent: true } : {}),
      ...(options.source !== undefined ? { source: options.source } : {}),
    });
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
