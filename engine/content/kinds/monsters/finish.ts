/**
 * Monster types finished as the game finishes them once everything is loaded
 * (MonsterGenerator::finalize_mtypes): each monster takes its species' flags and anger, fear and
 * placate triggers (REAL-species-attributes), then every monster adjustment of a mod applies in
 * load order (REAL-monster-adjustment), and its hit points are at least 1.
 */
import type { Monster } from "../monster.js";
import type { MonsterAdjustment } from "../monster_adjustment.js";
import type { Species } from "../species.js";

/** Items of `extra` not in `list` appended, in order; `list` itself when there are none. */
function union(list: readonly string[], extra: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (const x of extra) if (!list.includes(x) && !out?.includes(x)) (out ??= [...list]).push(x);
  return out ?? list;
}

/** The game's int stat times a float factor: multiplied in single precision, then truncated. */
function scaled(stat: number, factor: number): number {
  return Math.trunc(Math.fround(Math.fround(stat) * Math.fround(factor)));
}

function withSpecies(m: Monster, speciesOf: (id: string) => Species | undefined): Monster {
  let flags = m.flags;
  let anger = m.angerTriggers;
  let fear = m.fearTriggers;
  let placate = m.placateTriggers;
  let bleeds: string | undefined;
  for (const id of m.species) {
    const s = speciesOf(id);
    if (!s) continue;
    flags = union(flags, s.flags);
    anger = union(anger, s.angerTriggers);
    fear = union(fear, s.fearTriggers);
    placate = union(placate, s.placateTriggers);
    bleeds ??= s.bleeds;
  }
  return { ...m, flags, angerTriggers: anger, fearTriggers: fear, placateTriggers: placate, bleeds };
}

function adjusted(m: Monster, a: MonsterAdjustment): Monster {
  if (a.species !== "ALL" && !m.species.includes(a.species)) return m;
  let out = m;
  if (a.stat?.name === "speed") out = { ...out, speed: scaled(out.speed, a.stat.modifier) };
  else if (a.stat?.name === "hp") out = { ...out, hp: scaled(out.hp, a.stat.modifier) };
  else if (a.stat?.name === "bleed_rate") out = { ...out, bleedRate: scaled(out.bleedRate, a.stat.modifier) };
  if (a.flag) {
    const { name, value } = a.flag;
    const has = out.flags.includes(name);
    if (value && !has) out = { ...out, flags: [...out.flags, name] };
    else if (!value && has) out = { ...out, flags: out.flags.filter((f) => f !== name) };
  }
  if (a.nightvision) out = { ...out, visionNight: out.visionDay };
  return out;
}

/** One monster type finished; `adjustments` in load order. */
export function finishMonster(
  m: Monster,
  speciesOf: (id: string) => Species | undefined,
  adjustments: readonly MonsterAdjustment[],
): Monster {
  let out = withSpecies(m, speciesOf);
  for (const a of adjustments) out = adjusted(out, a);
  if (out.bleedRate <= 0) out = { ...out, bleeds: undefined };
  return out.hp < 1 ? { ...out, hp: 1 } : out;
}
