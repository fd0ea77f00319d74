/**
 * What the game's code, not the effect data, makes some effects do each turn (docs/world.md,
 * "Effects": the table names each with its source):
 * - bleed: a character loses blood (the `blood` vitamin, one unit per intensity each turn) and
 *   sometimes feels it (pain one in 400/intensity); a monster takes 1 damage on x_in_y(intensity,
 *   max intensity), its bleeding shortened by rng(1, int_dur_factor / 2);
 * - onfire: a character takes heat damage rng(intensity, 2 × intensity) on the part; a monster of
 *   vegetable matter rng(10, 20), of flesh rng(5, 10), less its heat armour (none left: it goes out);
 * - bite: the wound worsens a turn a turn; past 6 hours it turns into an infection; it may heal on
 *   x_in_y(100 (+200 with INFRESIST), 108000);
 * - infected: past a day it kills; it may heal on x_in_y(recovery, 864000);
 * - blood loss: below the `blood` vitamin's thresholds the character is in hypovolemic shock
 *   (intensity 1-4, whose data slows and weakens); at the vitamin's minimum it bleeds to death;
 *   blood comes back one unit every 6 turns.
 */
import type { Draft } from "immer";
import type { Character, Effect } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { kill, removeEffect } from "../../sim/creature_state.js";
import { dealDamage, unit } from "../damage.js";
import { addEffect } from "./add.js";
import { hurt } from "./body.js";

const SIX_HOURS = 6 * 3600;
const ONE_DAY = 24 * 3600;
/** The `blood` vitamin (data/json/vitamin.json): its minimum, the shock levels, its regain rate. */
const BLOOD_MIN = -50000;
const SHOCK_FROM: readonly number[] = [-5000, -7510, -15010, -20010];
const BLOOD_REGAIN_TURNS = 6;

export interface Outcome {
  /** The effect ends this turn (healed, turned into another, burnt out). */
  readonly ends?: boolean;
}

function monsterMaterials(sim: Sim, who: string): readonly string[] {
  const m = sim.world.monsters[who];
  return (m && sim.content.monster.get(m.type)?.materials) || [];
}

export function characterEffect(sim: Sim, c: Draft<Character>, e: Draft<Effect>): Outcome {
  const d = sim.dice;
  switch (e.id) {
    case "bleed":
      c.blood = (c.blood ?? 0) - e.intensity;
      if (d.oneIn(Math.max(1, Math.floor(400 / e.intensity)))) c.pain += 1;
      return {};
    case "onfire":
      hurtTyped(sim, c.id, d.int(e.intensity, e.intensity * 2), e.bodyPart ?? "torso", "heat", e.id);
      return {};
    case "bite": {
      const recovery = 100 + (c.traits.includes("INFRESIST") ? 200 : 0);
      if (d.xInY(recovery, 108000)) return { ends: true };
      if (e.duration > SIX_HOURS) {
        addEffect(sim, c.id, {
          id: "infected",
          ...(e.bodyPart !== undefined ? { bodyPart: e.bodyPart } : {}),
          duration: 1,
          permanent: true,
        });
        return { ends: true };
      }
      e.duration += 1;
      return {};
    }
    case "infected": {
      const recovery = 100 + (c.traits.includes("INFRESIST") ? 200 : 0);
      if (d.xInY(recovery, 864000)) return { ends: true };
      if (e.duration > ONE_DAY) {
        kill(sim, c.id, "infected");
        return {};
      }
      e.duration += 1;
      return {};
    }
    default:
      return {};
  }
}

export function monsterEffect(sim: Sim, who: string, e: Draft<Effect>): Outcome {
  const d = sim.dice;
  if (e.id === "bleed") {
    const type = sim.content.effect_type.get("bleed");
    const max = type?.maxIntensity ?? 1;
    if (d.xInY(e.intensity, max)) {
      const factor = type?.intDurFactor ?? 2;
      e.duration -= d.int(1, Math.max(1, Math.floor(factor / 2)));
      hurt(sim, who, 1, undefined, e.id);
    }
    return e.duration <= 0 ? { ends: true } : {};
  }
  if (e.id === "onfire") {
    const materials = monsterMaterials(sim, who);
    let dam = 0;
    if (materials.includes("veggy")) dam = d.int(10, 20);
    else if (materials.includes("flesh") || materials.includes("iflesh")) dam = d.int(5, 10);
    const m = sim.world.monsters[who];
    const armor = m ? (sim.content.monster.get(m.type)?.armor["heat"] ?? 0) : 0;
    dam -= armor;
    if (dam <= 0) return { ends: true };
    hurtTyped(sim, who, dam, undefined, "heat", e.id);
  }
  return {};
}

function hurtTyped(sim: Sim, who: string, amount: number, part: string | undefined, type: string, cause: string): void {
  if (amount <= 0) return;
  dealDamage(sim, who, part, [unit(type, amount)], cause);
}

/** Blood comes back slowly; below its thresholds the character is in shock, at its minimum dead. */
export function bloodLoss(sim: Sim, c: Draft<Character>): void {
  const blood = c.blood;
  if (blood === undefined) return;
  if (blood <= BLOOD_MIN) {
    kill(sim, c.id, "blood loss");
    return;
  }
  let level = 0;
  for (const from of SHOCK_FROM) if (blood <= from) level++;
  const current = c.effects.find((e) => e.id === "hypovolemia");
  if (level === 0) {
    if (current) removeEffect(sim, c.id, "hypovolemia");
  } else if (!current) {
    addEffect(sim, c.id, { id: "hypovolemia", intensity: level, duration: 1, permanent: true });
  } else if (current.intensity !== level) current.intensity = level;
  if (blood < 0 && sim.world.turn % BLOOD_REGAIN_TURNS === 0) c.blood = blood + 1;
  if (c.blood === 0) delete c.blood;
}
