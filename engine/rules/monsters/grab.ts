/**
 * Grabs (D4): applying a grab effect and the grabber's `grabbing_effect`, exclusive grabs, pulls,
 * drags, grab-break attempts (when the grabbed character moves, waits or is dragged) and the
 * clean-up of grabs whose grabber died or let go (S-6).
 */
import type { Draft } from "immer";
import type { GrabData } from "../../content/kinds/monsters/grab_data.js";
import type { Sim } from "../../sim/context.js";
import { nameOf, removeEffect } from "../../sim/creature_state.js";
import { addEffect } from "../../mechanics/effects/add.js";
import { passable } from "../../sim/terrain.js";
import { bodyPartPlan } from "../../world/anatomy.js";
import { creaturePos } from "../../world/creatures.js";
import { distance, inBounds, NEIGHBOURS } from "../../world/grid.js";
import type { Character, Effect, Point } from "../../world/types.js";
import { effectHasFlag, grabEffects, isAlive, livingMonster, weightOf } from "./combat.js";
import { format, monsterName, sayTo } from "./text.js";

/** A grab lasts a day and is permanent until broken (D4-R-apply). */
export const GRAB_DURATION = 86400;

/** The effect the grabber gets for holding this part (D4-R-grabbing); monsters held whole give `grabbing`. */
export function grabbingEffectOf(sim: Sim, targetId: string, part: string | undefined): string {
  if (part === undefined || !sim.world.characters[targetId]) return "grabbing";
  return sim.content.body_part.get(part)?.grabbingEffect ?? bodyPartPlan(part)?.grabbingEffect ?? "grabbing";
}

/** Puts the grab on the target (with its source) and the grabbing effect on the monster. */
export function applyGrab(
  sim: Sim,
  monsterId: string,
  targetId: string,
  part: string | undefined,
  data: GrabData,
  strength: number,
): void {
  if (data.grabEffect === "null") return;
  const onChar = sim.world.characters[targetId] !== undefined;
  addEffect(sim, targetId, {
    id: data.grabEffect,
    ...(onChar && part !== undefined ? { bodyPart: part } : {}),
    intensity: Math.max(1, strength),
    duration: GRAB_DURATION,
    permanent: true,
    source: monsterId,
  });
  addEffect(sim, monsterId, {
    id: grabbingEffectOf(sim, targetId, onChar ? part : undefined),
    intensity: 1,
    duration: GRAB_DURATION,
    permanent: true,
    source: targetId,
  });
  const m = sim.world.monsters[monsterId];
  if (m && !m.grabbing.includes(targetId)) m.grabbing.push(targetId);
  grabsHeld.set(sim.world, true);
}

/** Per step (keyed by the drafted world): may any monster hold a grab? Spares the upkeep a scan per turn. */
const grabsHeld = new WeakMap<object, boolean>();

/** Removes one grab effect and, from its grabber, the matching grabbing effect (D4-R-success). */
export function releaseGrab(sim: Sim, targetId: string, effect: Effect): void {
  removeEffect(sim, targetId, effect.id, effect.bodyPart);
  const grabber = effect.source;
  if (grabber === undefined) return;
  const m = sim.world.monsters[grabber];
  if (!m) return;
  const want = grabbingEffectOf(sim, targetId, effect.bodyPart);
  const i = m.effects.findIndex((e) => e.id === want && e.source === targetId);
  if (i >= 0) {
    m.effects.splice(i, 1);
    sim.emit({ type: "effect_removed", who: grabber, effect: want, reason: "removed" });
  }
  const still = grabEffects(sim, targetId).some((e) => e.source === grabber);
  if (!still) {
    const j = m.grabbing.indexOf(targetId);
    if (j >= 0) m.grabbing.splice(j, 1);
  }
}

/**
 * D4-R-chance: the escape score of a character, as the game's try_remove_grab computes it
 * (src/character.cpp; data/json/character_modifiers.json grab_break_limb_mod): clamp(max(melee/10,
 * unarmed/8), 0.1, 0.8) × limb factor × 100 + max(str/2, dex/3) (integer division), kept as a
 * fraction as the game's float is. The limb factor is 0.9 for sound limbs, less for hurt ones. The
 * grab-break technique's +10 is not part of it: the game adds it after the grabber's roll
 * (grabBreakBonus).
 */
export function escapeScore(c: Character | Draft<Character>): number {
  const skill = Math.min(0.8, Math.max(0.1, (c.skills["melee"] ?? 0) / 10, (c.skills["unarmed"] ?? 0) / 8));
  let sum = 0;
  let n = 0;
  for (const part of ["arm_l", "arm_r", "leg_l", "leg_r"]) {
    const s = c.body[part];
    if (s && s.hpMax > 0) {
      sum += s.hp / s.hpMax;
      n++;
    }
  }
  const limb = Math.min(0.9, Math.max(0.1, n > 0 ? sum / n : 1));
  // Rounded to a millionth: 0.1 × 0.9 × 100 is 9.000000000000002 in doubles, which events would show.
  const skillPart = Math.round(skill * limb * 100 * 1e6) / 1e6;
  return skillPart + Math.max(Math.floor(c.stats.str / 2), Math.floor(c.stats.dex / 3));
}

/** +10 with a grab-break technique (the GRAB_BREAK_TECHNIQUE flag here), added after the grabber's roll. */
export function grabBreakBonus(c: Character | Draft<Character>): number {
  return c.flags.includes("GRAB_BREAK_TECHNIQUE") ? 10 : 0;
}

/**
 * The exact chance one attempt breaks a grab of this intensity: the mean over rng(1, 10) of
 * x_in_y(escape + bonus, max(intensity, escape) + roll).
 */
export function breakProbability(score: number, intensity: number, bonus = 0): number {
  let p = 0;
  for (let r = 1; r <= 10; r++) p += Math.min(1, (score + bonus) / (Math.max(intensity, score) + r)) / 10;
  return p;
}

/** One attempt against one grab effect: stamina 5 × intensity; true when it broke. */
export function attemptBreak(sim: Sim, who: string, effect: Effect): boolean {
  const c = sim.world.characters[who];
  if (!c) return false;
  const score = escapeScore(c);
  const roll = Math.max(effect.intensity, score) + sim.dice.int(1, 10);
  c.stamina = Math.max(0, c.stamina - 5 * effect.intensity);
  const escapeChance = score + grabBreakBonus(c);
  const broke = sim.dice.xInY(escapeChance, roll);
  sim.emit({
    type: "rule",
    name: "grab_break",
    data: {
      who,
      effect: effect.id,
      ...(effect.bodyPart ? { bodyPart: effect.bodyPart } : {}),
      ...(effect.source ? { grabber: effect.source } : {}),
      escape: escapeChance,
      roll,
      broke,
    },
  });
  if (broke) {
    const grabber = effect.source !== undefined ? nameOf(sim, effect.source) : "the grab";
    sim.emit({
      type: "message",
      text: c.isPlayer ? `You break free of ${grabber}'s grip!` : `${c.name} breaks free of ${grabber}'s grip!`,
      about: who,
    });
    releaseGrab(sim, who, effect);
  } else {
    sim.emit({
      type: "message",
      text: c.isPlayer ? "You try to break free, but fail." : `${c.name} struggles in vain.`,
      about: who,
    });
  }
  return broke;
}

/** D4-R-attempt: one attempt per grab effect; true when none is left (D4-R-free). */
export function struggle(sim: Sim, who: string): boolean {
  const grabs = grabEffects(sim, who);
  let free = true;
  for (const e of grabs) if (!attemptBreak(sim, who, e)) free = false;
  return free;
}

/**
 * Called by the move action before a grabbed character steps: every grab gets one attempt; when all
 * break the step goes ahead this turn (true), otherwise the struggle spends the step's moves (false).
 */
export function struggleOnMove(sim: Sim, who: string, stepCost: number): boolean {
  if (grabEffects(sim, who).length === 0) return true;
  if (struggle(sim, who)) return true;
  const c = sim.world.characters[who];
  if (c) c.moves -= Math.max(0, stepCost);
  return false;
}

/** Called by the wait action for each turn waited: a grabbed character tries to break free. */
export function struggleOnWait(sim: Sim, who: string): void {
  if (grabEffects(sim, who).length > 0) struggle(sim, who);
}

/** D4-exclusive: strips every other grab with x_in_y(strength / 2, intensity); false when one holds. */
export function stripOtherGrabs(sim: Sim, monsterId: string, targetId: string, strength: number): boolean {
  for (const e of grabEffects(sim, targetId)) {
    if (e.source === monsterId) continue;
    if (!sim.dice.xInY(strength / 2, e.intensity)) return false;
    releaseGrab(sim, targetId, e);
  }
  return true;
}

/** Held by a grab of another creature (D4-pull-held)? */
export function heldByOthers(sim: Sim, monsterId: string, targetId: string): boolean {
  return grabEffects(sim, targetId).some((e) => e.source !== monsterId);
}

/** D4-F-pull_weight_ratio: may the monster pull or drag this target? */
export function lightEnough(sim: Sim, monsterId: string, targetId: string, ratio: number): boolean {
  return weightOf(sim, targetId) <= weightOf(sim, monsterId) * ratio;
}

/**
 * D4-F-pull_chance: moves the target step by step towards the monster, at most min(range,
 * distance + 1) steps, stopping at an occupied or impassable tile. Returns the steps taken.
 */
export function pullTowards(sim: Sim, monsterId: string, targetId: string, range: number): number {
  const m = livingMonster(sim, monsterId);
  if (!m) return 0;
  let steps = 0;
  const limit = Math.min(range, distance(m.pos, creaturePos(sim.world, targetId) ?? m.pos) + 1);
  for (let i = 0; i < limit; i++) {
    const from = creaturePos(sim.world, targetId);
    if (!from || distance(from, m.pos) <= 1) break;
    const next: Point = { x: from.x + Math.sign(m.pos.x - from.x), y: from.y + Math.sign(m.pos.y - from.y), z: from.z };
    if (sim.occupied(next) || !passable(sim.content, sim.map(), next)) break;
    sim.relocate(targetId, next, "pulled");
    steps++;
  }
  return steps;
}

/**
 * D4-F-drag_distance: each step the monster moves to a free neighbour within drag_deviation of the
 * tile opposite the target, and the target into its old tile; each step costs the tile's move cost
 * times drag_movecost_mod; every drag_grab_break_distance steps the target may break free.
 */
export function drag(
  sim: Sim,
  monsterId: string,
  targetId: string,
  data: GrabData,
  grabEffect: Effect | undefined,
): void {
  if (data.dragMovecostMod <= 0) return;
  const deviation = Math.min(2, data.dragDeviation);
  for (let stepNo = 1; stepNo <= data.dragDistance; stepNo++) {
    const m = livingMonster(sim, monsterId);
    const tpos = creaturePos(sim.world, targetId);
    if (!m || !tpos || !isAlive(sim, targetId)) return;
    const here = { x: m.pos.x, y: m.pos.y, z: m.pos.z };
    const opposite = { x: 2 * here.x - tpos.x, y: 2 * here.y - tpos.y, z: here.z };
    const options: Point[] = [];
    for (const [dx, dy] of NEIGHBOURS) {
      const p = { x: here.x + dx, y: here.y + dy, z: here.z };
      if (distance(p, opposite) > deviation) continue;
      if (p.x === tpos.x && p.y === tpos.y) continue;
      if (!inBounds(sim.map(), p) || sim.occupied(p) || !passable(sim.content, sim.map(), p)) continue;
      options.push(p);
    }
    const to = sim.dice.pick(options);
    if (!to) {
      sayTo(
        sim,
        targetId,
        `You resist the ${nameOf(sim, monsterId).replace(/^the /, "")} as it tries to drag you!`,
        `<npcname> resists the ${nameOf(sim, monsterId).replace(/^the /, "")} as it tries to drag them!`,
        ["", ""],
        [],
      );
      return;
    }
    const cost = Math.round(movesFor(sim, to) * data.dragMovecostMod);
    m.moves -= cost;
    sim.relocate(monsterId, to, "walk");
    sim.relocate(targetId, here, "dragged");
    sim.emit({
      type: "message",
      text: format(`%s drags ${nameOf(sim, targetId)}.`, [monsterName(sim, monsterId)]),
      about: targetId,
    });
    if (
      data.dragGrabBreakDistance > 0 &&
      stepNo % data.dragGrabBreakDistance === 0 &&
      grabEffect &&
      sim.world.characters[targetId]
    ) {
      const current = grabEffects(sim, targetId).find(
        (e) => e.id === grabEffect.id && e.bodyPart === grabEffect.bodyPart && e.source === monsterId,
      );
      if (current) {
        if (attemptBreak(sim, targetId, current)) return;
        const c = sim.world.characters[targetId];
        if (c) c.moves = 0;
      }
    }
  }
}

function movesFor(sim: Sim, p: Point): number {
  const tile = sim.map().levels.find((l) => l.z === p.z)?.rows[p.y]?.[p.x];
  const ter = tile ? sim.content.terrain.get(tile.ter) : undefined;
  return (ter?.moveCost ?? 2) * 50;
}

/**
 * Per turn (S-6): a grab whose grabber died, or is no longer next to what it holds, ends; a
 * GRAB_FILTER effect on a monster lasts only while an adjacent creature is grabbed.
 */
export function grabUpkeep(sim: Sim): void {
  let held = grabsHeld.get(sim.world);
  if (held === undefined) {
    held = sim.monsterIds().some((id) => (sim.peekMonster(id)?.grabbing.length ?? 0) > 0);
    grabsHeld.set(sim.world, held);
  }
  if (!held) return;
  let still = false;
  for (const id of sim.monsterIds()) {
    const m = sim.world.monsters[id];
    if (!m || m.grabbing.length === 0) continue;
    for (const held of [...m.grabbing]) {
      const hp = creaturePos(sim.world, held);
      if (!m.dead && hp && hp.z === m.pos.z && distance(hp, m.pos) <= 1) continue;
      for (const e of grabEffects(sim, held)) if (e.source === id) releaseGrab(sim, held, e);
      const j = m.grabbing.indexOf(held);
      if (j >= 0) m.grabbing.splice(j, 1);
      // Any grabbing effects left on it (monsters held whole) go too.
      for (let i = m.effects.length - 1; i >= 0; i--) {
        const e = m.effects[i];
        if (e && e.source === held && (effectHasFlag(sim, e.id, "GRAB_FILTER") || e.id.startsWith("grabbing"))) {
          m.effects.splice(i, 1);
          sim.emit({ type: "effect_removed", who: id, effect: e.id, reason: "removed" });
        }
      }
    }
    if (m.grabbing.length > 0) still = true;
  }
  grabsHeld.set(sim.world, still);
}
