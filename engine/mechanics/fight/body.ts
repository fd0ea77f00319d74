/**
 * Where a blow or a shot lands on a character: the body parts by hit size (lower limbs ×3 when the
 * attacker cannot reach the upper ones) and, for a hit roll r > 0, × r ^ `hit_difficulty`, as the
 * game's anatomy::select_body_part (src/anatomy.cpp).
 */
import type { Sim } from "../../sim/context.js";
import { HUMAN_ANATOMY } from "../../world/anatomy.js";

export interface PartInfo {
  readonly id: string;
  readonly hitSize: number;
  /** The content body part's `hit_difficulty` (1 without a definition). */
  readonly hitDifficulty: number;
  readonly flags: readonly string[];
}

// Kept per body object, which a kept working copy carries from step to step (hit points change in
// place): right only while no rule changes a part's hit size or flags in place (none does; a
// scenario's `set` starts from a fresh copy). A rule that does must give the body a new object.
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
    const w = partWeight(sim, p, f, hitRoll);
    if (w > 0) out.push([p.id, w]);
  }
  return out;
}

/** One part's weight in partWeights (0 or less, or NaN: never hit). */
function partWeight(sim: Sim, p: PartInfo, f: PartFilter, hitRoll: number): number {
  if (f.hitsizeMin >= 0 && p.hitSize < f.hitsizeMin) return 0;
  if (f.hitsizeMax >= 0 && p.hitSize > f.hitsizeMax) return 0;
  let w = p.hitSize;
  if (!f.attackUpper) {
    if (p.flags.includes("UPPER_LIMB")) return 0;
    if (isLowerLimb(sim, p)) w *= 3;
  }
  if (hitRoll > 0) w *= hitRoll ** p.hitDifficulty;
  return w;
}

/** The weights of one rollPart, kept from roll to roll (every blow rolls its part). */
let rolledWeights = new Float64Array(32);

/**
 * `sim.dice.weighted(partWeights(...))` without the list: the same sum in the same order, the
 * same one draw and the same walk, so the same part for the same dice.
 */
export function rollPart(sim: Sim, targetId: string, f: PartFilter, hitRoll = 0): string | undefined {
  const parts = bodyParts(sim, targetId);
  if (rolledWeights.length < parts.length) rolledWeights = new Float64Array(2 * parts.length);
  const weights = rolledWeights;
  let total = 0;
  for (let i = 0; i < parts.length; i++) {
    const w = partWeight(sim, parts[i] as PartInfo, f, hitRoll);
    weights[i] = w;
    if (w > 0) total += w;
  }
  if (total <= 0) return undefined;
  let roll = sim.dice.float() * total;
  let last: string | undefined;
  for (let i = 0; i < parts.length; i++) {
    const w = weights[i] as number;
    if (!(w > 0)) continue;
    const id = (parts[i] as PartInfo).id;
    roll -= w;
    if (roll < 0) return id;
    last = id;
  }
  return last;
}
