/**
 * The vitamins an effect on condition set (other than `blood`, which hardcoded.ts's blood loss
 * runs), once a turn: each moves by one unit every `rate` turns (a positive rate takes, a
 * negative one gives back), and a level within one of its `disease` bands gives its `deficiency`
 * effect at that band's intensity (the first band 1), within one of `disease_excess` its `excess`
 * effect; outside every band the effect ends, as the game's vitamin severity sets them
 * (src/vitamin.cpp, src/consumption.cpp; REAL-vitamin-levels).
 */
import type { Draft } from "immer";
import type { VitaminBand } from "../../content/kinds/simple.js";
import type { Character } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { removeEffect } from "../../sim/creature_state.js";
import { setVitaminLevel } from "../../sim/vitamins.js";
import { addEffect } from "./add.js";

function band(bands: readonly VitaminBand[], level: number): number {
  for (let i = 0; i < bands.length; i++) {
    const [a, b] = bands[i] as VitaminBand;
    if (level >= Math.min(a, b) && level <= Math.max(a, b)) return i + 1;
  }
  return 0;
}

function follow(sim: Sim, c: Draft<Character>, effect: string | undefined, intensity: number): void {
  if (effect === undefined) return;
  const current = c.effects.find((e) => e.id === effect);
  if (intensity === 0) {
    if (current) removeEffect(sim, c.id, effect);
  } else if (!current) addEffect(sim, c.id, { id: effect, intensity, duration: 1, permanent: true });
  else if (current.intensity !== intensity) current.intensity = intensity;
}

export function vitaminLevels(sim: Sim, c: Draft<Character>): void {
  const levels = c.vitamins;
  if (!levels) return;
  for (const id of Object.keys(levels).sort()) {
    const type = sim.content.vitamin.get(id);
    const level = levels[id];
    if (!type || level === undefined) continue;
    let next = level;
    if (type.rate !== 0 && sim.world.turn % Math.abs(type.rate) === 0) next += type.rate > 0 ? -1 : 1;
    if (next !== level) setVitaminLevel(sim, c, id, next);
    follow(sim, c, type.deficiency, band(type.disease, next));
    follow(sim, c, type.excess, band(type.diseaseExcess, next));
  }
}
