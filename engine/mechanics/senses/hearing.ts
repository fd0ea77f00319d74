/**
 * Monsters hear the turn's sounds at its end, as the game's sound processing does: a monster with
 * the HEARS flag (and not the sound's maker) on the sound's level, at distance d from it, hears a
 * sound of volume v when 2v > d, at v − d (2v − d with GOODHEARING); nothing when that is 0 or
 * less. It then wanders towards the sound, off by up to 10 / 5 / 3 / 1 tiles for heard volumes
 * under 2 / 5 / 10 / 20, for as many turns as the heard volume (6× with GOODHEARING), unless it
 * already follows a sound for longer. Hostile monsters follow sounds; neutral and friendly ones
 * do not, but a monster whose type lists the SOUND trigger has it pulled by the heard volume
 * (mechanics/mood.ts: a deer's fear, a hornet's anger). Across levels the distance grows by 5 per
 * level, more where the lower level is underground (the game's sound_distance, src/sounds.cpp:
 * the level count, + 4 and + 20 for each underground level past the first, all × 5).
 *
 * Every sound of a turn is heard at its end, whichever step made it: a step that ends before the
 * turn does (a pistol shot of 30 moves) leaves its sounds in the world (`keepUnheardSounds`), and
 * the turn's end hears them with its own, as the game's sounds::process_sounds hears all the
 * sounds recorded since the last turn.
 */
import { distance } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import { castDraft } from "immer";
import type { Json, Point } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { trigger } from "../mood.js";

/** The game's sound_distance: the distance on the map plus the levels between, weighted. */
export function soundDistance(source: Point, sink: Point): number {
  const lower = Math.min(source.z, sink.z);
  const levels = Math.abs(source.z - sink.z);
  let vertical = levels;
  if (lower < 0 && levels > 0) {
    vertical += 4;
    vertical += (Math.min(-lower, levels) - 1) * 20;
  }
  return distance(source, sink) + vertical * 5;
}

function errorFor(heard: number): number {
  if (heard < 2) return 10;
  if (heard < 5) return 5;
  if (heard < 10) return 3;
  if (heard < 20) return 1;
  return 0;
}

interface Listener {
  readonly id: string;
  /** Hostile: it walks to what it hears. */
  readonly follows: boolean;
  /** Its type has a SOUND trigger (the game's process_trigger(SOUND, heard volume)). */
  readonly startled: boolean;
  readonly pos: Point;
  readonly good: boolean;
  /** Turns left of the sound it follows (updated as it hears more). */
  wanderTurns: number;
}

/**
 * Living monsters that hear and care (hostile ones follow, those with a SOUND trigger react), read
 * once for all of the turn's sounds (nobody moves meanwhile).
 */
function listeners(sim: Sim): Listener[] {
  const out: Listener[] = [];
  for (const id of sim.monsterIds()) {
    const o = sim.peekMonster(id);
    if (!o || o.dead || o.attitude === "friendly") continue;
    const t = sim.content.monster.get(o.type);
    if (!t?.flags.includes("HEARS")) continue;
    const follows = o.attitude === "hostile";
    const startled = [t.angerTriggers, t.fearTriggers, t.placateTriggers].some((l) => l.includes("SOUND"));
    if (!follows && !startled) continue;
    out.push({
      id,
      follows,
      startled,
      pos: latest(o.pos),
      good: t.flags.includes("GOODHEARING"),
      wanderTurns: latest(o.wander)?.turns ?? 0,
    });
  }
  return out;
}

/** The world variable holding sounds made by steps that ended before their turn did. */
export const UNHEARD_SOUNDS = "cdda-sim:unheard_sounds";

/** A sound as kept between steps: what hearing reads of it. */
interface KeptSound {
  readonly volume: number;
  readonly pos: Point;
  readonly source?: string;
}

/** Called as a step ends: the sounds its turn has not heard yet wait in the world for its end. */
export function keepUnheardSounds(sim: Sim): void {
  const made = sim.takeSounds();
  if (made.length === 0) return;
  const kept: Json[] = [];
  for (const s of [...unheard(sim), ...made])
    kept.push({
      volume: s.volume,
      pos: { x: s.pos.x, y: s.pos.y, z: s.pos.z },
      ...(s.source !== undefined ? { source: s.source } : {}),
    });
  sim.world.vars[UNHEARD_SOUNDS] = castDraft(kept);
}

function unheard(sim: Sim): readonly KeptSound[] {
  const raw = latest(sim.world.vars)[UNHEARD_SOUNDS];
  return Array.isArray(raw) ? (raw as unknown as readonly KeptSound[]) : [];
}

export function processSounds(sim: Sim): void {
  const waiting = unheard(sim);
  if (waiting.length > 0) delete sim.world.vars[UNHEARD_SOUNDS];
  const made = sim.takeSounds();
  const sounds: readonly KeptSound[] = waiting.length > 0 ? [...waiting, ...made] : made;
  if (sounds.length === 0) return;
  const ears = listeners(sim);
  if (ears.length === 0) return;
  for (const s of sounds) hear(sim, s, ears);
}

function hear(sim: Sim, s: KeptSound, ears: readonly Listener[]): void {
  const map = sim.map();
  for (const l of ears) {
    if (l.id === s.source) continue;
    const d = l.pos.z === s.pos.z ? distance(l.pos, s.pos) : soundDistance(s.pos, l.pos);
    if (s.volume * 2 <= d) continue;
    const heard = l.good ? 2 * s.volume - d : s.volume - d;
    if (heard <= 0) continue;
    if (l.startled) trigger(sim, l.id, "SOUND", heard);
    if (!l.follows) continue;
    const turns = heard * (l.good ? 6 : 1);
    if (l.wanderTurns > turns) continue;
    const err = errorFor(heard);
    const pos: Point = {
      x: Math.max(0, Math.min(map.width - 1, s.pos.x + sim.dice.int(-err, err))),
      y: Math.max(0, Math.min(map.height - 1, s.pos.y + sim.dice.int(-err, err))),
      z: s.pos.z,
    };
    const m = sim.world.monsters[l.id];
    if (m) m.wander = { pos, turns };
    l.wanderTurns = turns;
  }
}
