/**
 * Monsters hear the turn's sounds at its end, as the game's sound processing does: a monster with
 * the HEARS flag (and not the sound's maker) on the sound's level, at distance d from it, hears a
 * sound of volume v when 2v > d, at v − d (2v − d with GOODHEARING); nothing when that is 0 or
 * less. It then wanders towards the sound, off by up to 10 / 5 / 3 / 1 tiles for heard volumes
 * under 2 / 5 / 10 / 20, for as many turns as the heard volume (6× with GOODHEARING), unless it
 * already follows a sound for longer. Hostile monsters follow sounds; neutral and friendly ones
 * do not (the game's anger and morale are not modelled: docs/world.md). Sounds do not cross
 * levels here.
 */
import { distance } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Point } from "../../world/types.js";
import type { Sim } from "../context.js";
import type { SoundEvent } from "../events.js";

function errorFor(heard: number): number {
  if (heard < 2) return 10;
  if (heard < 5) return 5;
  if (heard < 10) return 3;
  if (heard < 20) return 1;
  return 0;
}

export function processSounds(sim: Sim): void {
  const sounds = sim.takeSounds();
  if (sounds.length === 0) return;
  for (const s of sounds) hear(sim, s);
}

function hear(sim: Sim, s: SoundEvent): void {
  const map = sim.map();
  for (const id of sim.monsterIds()) {
    if (id === s.source) continue;
    const o = sim.peekMonster(id);
    if (!o || o.dead || o.attitude !== "hostile") continue;
    const at = latest(o.pos);
    if (at.z !== s.pos.z) continue;
    const d = distance(at, s.pos);
    if (s.volume * 2 <= d) continue;
    const flags = sim.content.monster.get(o.type)?.flags ?? [];
    if (!flags.includes("HEARS")) continue;
    const good = flags.includes("GOODHEARING");
    const heard = good ? 2 * s.volume - d : s.volume - d;
    if (heard <= 0) continue;
    const turns = heard * (good ? 6 : 1);
    if ((latest(o.wander)?.turns ?? 0) > turns) continue;
    const err = errorFor(heard);
    const pos: Point = {
      x: Math.max(0, Math.min(map.width - 1, s.pos.x + sim.dice.int(-err, err))),
      y: Math.max(0, Math.min(map.height - 1, s.pos.y + sim.dice.int(-err, err))),
      z: s.pos.z,
    };
    const m = sim.world.monsters[id];
    if (m) m.wander = { pos, turns };
  }
}
