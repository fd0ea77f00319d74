/**
 * What the fields on its tile do to a creature each turn, as the game's creature_in_field does
 * (docs/world.md, "Fields"): a field type's immunity flags (and `immune_mtypes`) spare it; every
 * effect of the field's intensity level lands (the duration rolled between its bounds; worn
 * environmental protection is not modelled, so nothing resists it); then the hardcoded families:
 * - fire: a character is burnt on the feet and legs (and the torso from intensity 2, the arms and
 *   hands at 3) for rng(intensity, 3 × intensity + 3) heat each, catching fire past 10 damage in
 *   all; a monster takes 3 (flesh) / 12 (vegetable) / 20 (liquid) less 15 if it flies, plus
 *   rng(2, 6), rng(6, 12) or rng(10, 20) by intensity, loses moves and catches fire at 2 and 3;
 *   FIREPROOF and FIREY monsters are unharmed;
 * - acid: a character's legs take rng(1, 2 + intensity) acid each and corrode; a monster that does
 *   not fly takes rng(intensity, 3 × intensity) acid;
 * - electricity: rng(1, intensity) electric damage (each main part of a character);
 * and a field that gives way on contact (webs) loses an intensity to the creature in it.
 */
import type { FieldType } from "../../content/kinds/field_type.js";
import type { Field, Point } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { latest } from "../../world/peek.js";
import { dealDamage, unit } from "../damage.js";
import { addEffect } from "../effects/add.js";
import { fieldsAt, fieldTiles, setFields } from "./edit.js";
import { placeKey } from "../../sim/place_key.js";

const MAIN_PARTS = ["head", "torso", "arm_l", "arm_r", "leg_l", "leg_r"];

function posOf(sim: Sim, who: string): Point | undefined {
  const c = sim.peekCharacter(who);
  if (c) return c.dead ? undefined : latest(c.pos);
  const m = latest(sim.peekMonster(who));
  return m && !m.dead ? latest(m.pos) : undefined;
}

function immune(sim: Sim, who: string, type: FieldType): boolean {
  const c = sim.world.characters[who];
  if (c) return type.immuneFlags.some((f) => c.flags.includes(f) || c.traits.includes(f));
  const m = sim.peekMonster(who);
  if (!m) return true;
  if (type.immuneMonsters.includes(m.type)) return true;
  const flags = sim.content.monster.get(m.type)?.flags ?? [];
  return type.immuneFlags.some((f) => flags.includes(f));
}

export function creatureInField(sim: Sim, who: string): void {
  const tiles = fieldTiles(sim);
  if (tiles.size === 0) return;
  const p = posOf(sim, who);
  if (!p || !tiles.has(placeKey(p))) return;
  const fields = fieldsAt(sim, p);
  if (fields.length === 0) return;
  let worn: Field[] | undefined;
  for (const f of fields) {
    const type = sim.content.field_type.get(f.id);
    if (!type) continue;
    const level = type.levels[Math.min(f.intensity, type.levels.length) - 1];
    // A field that does nothing to anyone (blood, gibs) needs no immunity test: most tiles of a
    // fight hold one.
    if (
      (level === undefined || level.effects.length === 0) &&
      !type.hasFire &&
      !type.hasAcid &&
      !type.hasElec &&
      !type.decreaseOnContact
    )
      continue;
    if (immune(sim, who, type)) continue;
    const isCharacter = sim.world.characters[who] !== undefined;
    for (const fx of level?.effects ?? []) {
      const duration = sim.dice.int(fx.minDuration, fx.maxDuration);
      const added = addEffect(sim, who, {
        id: fx.effect,
        ...(isCharacter && fx.bodyPart !== undefined ? { bodyPart: fx.bodyPart } : {}),
        intensity: fx.intensity,
        duration,
      });
      if (added && fx.message !== undefined && sim.world.characters[who]?.isPlayer)
        sim.emit({ type: "message", text: fx.message, about: who });
    }
    if (type.hasFire) fire(sim, who, f.intensity);
    if (type.hasAcid) acid(sim, who, f.intensity);
    if (type.hasElec) electricity(sim, who, f.intensity);
    if (type.decreaseOnContact) {
      worn ??= fields.map((g) => ({ ...g }));
      const i = worn.findIndex((g) => g.id === f.id);
      const g = worn[i];
      if (g && g.intensity > 1) worn[i] = { ...g, intensity: g.intensity - 1 };
      else if (g) worn.splice(i, 1);
    }
    if (posOf(sim, who) === undefined) break;
  }
  if (worn) setFields(sim, p, worn);
}

function fire(sim: Sim, who: string, intensity: number): void {
  const d = sim.dice;
  if (sim.world.characters[who]) {
    const parts = ["foot_l", "foot_r", "leg_l", "leg_r"];
    if (intensity >= 2) parts.push("torso");
    if (intensity >= 3) parts.push("hand_l", "hand_r", "arm_l", "arm_r");
    let total = 0;
    for (const part of parts)
      total += dealDamage(sim, who, part, [unit("heat", d.int(intensity, 3 * intensity + 3))], "fire").total;
    if (total > 10) addEffect(sim, who, { id: "onfire", duration: 2 + intensity });
    return;
  }
  const m = sim.world.monsters[who];
  const t = m ? sim.content.monster.get(m.type) : undefined;
  if (!m || !t || t.flags.includes("FIREPROOF") || t.flags.includes("FIREY")) return;
  let dam = 0;
  if (t.materials.some((x) => x === "flesh" || x === "iflesh" || x === "hflesh")) dam += 3;
  if (t.materials.includes("veggy")) dam += 12;
  if (t.materials.some((x) => x === "water" || x === "paper" || x === "wood" || x === "powder")) dam += 20;
  const flies = t.flags.includes("FLIES");
  if (flies) dam -= 15;
  if (intensity <= 1) dam += d.int(2, 6);
  else if (intensity === 2) dam += d.int(6, 12);
  else dam += d.int(10, 20);
  if (intensity >= 2 && (!flies || (intensity >= 3 && d.oneIn(3)))) {
    m.moves -= intensity >= 3 ? 40 : 20;
    if (dam > 0) addEffect(sim, who, { id: "onfire", duration: d.int(Math.floor(dam / 2), dam * 2) });
  }
  if (dam > 0) dealDamage(sim, who, undefined, [unit("heat", dam)], "fire");
}

function acid(sim: Sim, who: string, intensity: number): void {
  const d = sim.dice;
  if (sim.world.characters[who]) {
    for (const part of ["leg_l", "leg_r"]) {
      dealDamage(sim, who, part, [unit("acid", d.int(1, 2 + intensity))], "acid");
      addEffect(sim, who, { id: "corroding", bodyPart: part, duration: d.int(2, 1 + intensity) });
    }
    return;
  }
  const m = sim.peekMonster(who);
  const flags = m ? (sim.content.monster.get(m.type)?.flags ?? []) : [];
  if (flags.includes("FLIES")) return;
  dealDamage(sim, who, undefined, [unit("acid", d.int(intensity, 3 * intensity))], "acid");
}

function electricity(sim: Sim, who: string, intensity: number): void {
  const d = sim.dice;
  if (sim.world.characters[who]) {
    for (const part of MAIN_PARTS) dealDamage(sim, who, part, [unit("electric", d.int(1, intensity))], "electricity");
    return;
  }
  dealDamage(sim, who, undefined, [unit("electric", d.int(1, intensity))], "electricity");
}
