/**
 * Monsters healing as the game's monster::process_effects has them (src/monster.cpp), once a turn
 * before they act:
 * - `regenerates` hit points, plus each `regeneration_modifiers` amount while it has that effect
 *   (never below 0), up to its type's hp; a heal is told on one turn in two;
 * - `regenerates_in_dark`: 50 × e^(−light² / 10000) more (nothing under a floodlight's glare);
 * - `regen_morale` at full hp: a fleeing monster's morale and anger are back at its type's at
 *   once, otherwise each comes back a point a turn (5 while negative).
 * Simplified: the heal messages are this engine's wording.
 */
import type { Draft } from "immer";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type { Sim } from "../../sim/context.js";
import type { Monster } from "../../world/types.js";
import { angerOf, moraleOf } from "../../mechanics/attitude.js";
import { lightAt } from "../../mechanics/senses/light.js";
import { nameOf } from "../../sim/creature_state.js";
import { cap } from "./text.js";

export function regenerate(sim: Sim, m: Draft<Monster>, type: MonsterType): void {
  if (type.regenerates <= 0 && type.regenerationModifiers.length === 0 && !type.regeneratesInDark && !type.regenMorale)
    return;
  let amount = type.regenerates;
  for (const [effect, more] of type.regenerationModifiers) if (m.effects.some((e) => e.id === effect)) amount += more;
  heal(sim, m, type, Math.max(0, amount));
  if (type.regeneratesInDark) {
    const light = lightAt(sim, m.pos).light;
    heal(sim, m, type, Math.trunc(50 * Math.exp(-(light * light) / 10000)));
  }
  if (type.regenMorale && m.hp >= type.hp) regainMood(m, type);
}

function heal(sim: Sim, m: Draft<Monster>, type: MonsterType, amount: number): void {
  const healed = Math.min(amount, type.hp - m.hp);
  if (healed <= 0) return;
  m.hp += healed;
  sim.emit({ type: "rule", name: "regenerated", data: { who: m.id, hp: healed } });
  if (sim.dice.oneIn(2)) sim.emit({ type: "message", text: `${cap(nameOf(sim, m.id))} heals.`, about: m.id });
}

function regainMood(m: Draft<Monster>, type: MonsterType): void {
  let morale = moraleOf(m, type);
  let anger = angerOf(m, type);
  if (m.stance === "flee") {
    morale = type.morale;
    anger = type.aggression;
  }
  if (morale < type.morale) morale += 1;
  if (anger < type.aggression) anger += 1;
  if (morale < 0 && morale < type.morale) morale = Math.min(morale + 5, type.morale);
  if (anger < 0 && anger < type.aggression) anger = Math.min(anger + 5, type.aggression);
  if (morale !== moraleOf(m, type)) m.morale = morale;
  if (anger !== angerOf(m, type)) m.anger = anger;
}
