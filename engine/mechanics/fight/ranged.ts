/**
 * What a shooter puts into a projectile (src/ranged.cpp, src/character.cpp, src/item_factory.cpp):
 *
 * Thrown (Character::throw_item, throwing_dispersion, thrown_item_adjusted_damage):
 * - damage: the item's `thrown_damage` (else its melee bash), plus bash min(weight / 100 g,
 *   str / 2 × (0.15 + 0.85 × throw skill / 10)), each unit with throw skill / 2 armour penetration;
 *   speed 10 + throw skill; it flies as far as the target;
 * - dispersion: 10 × difficulty / (8 × throw skill + 4), where difficulty is 1000 plus a millilitre
 *   per millilitre over a litre and a gram per gram over str × 100 g; plus the target's dodge ×
 *   max(1, 10 − 5 × distance) × 100 / (2 + dex / 4) (throw_dispersion_per_dodge: 50 per dodge point
 *   at dex 0, 25 at dex 8; the game's comment there still says 200 and 100, its code does not; the
 *   hands' manipulation factor on dex is 1 for sound hands and not modelled).
 *
 * Fired (Character::get_weapon_dispersion, dispersion_from_skill, item::gun_damage, gun noise):
 * - damage: the gun's `ranged_damage` plus its ammo's `damage`; speed 1000 (a bullet is not dodged
 *   much); range: the gun's plus the ammo's;
 * - dispersion: the gun's and the ammo's `dispersion` ÷ GUN_DISPERSION_DIVIDER 18 (a normal source),
 *   plus linear sources
 *   max(0, (20 − dex) / 2), the skill shortfall (dispersion_from_skill with the mean of the gun
 *   skill and the gun's own skill, out of 10), the hands' manipulation modifier and the shooter's
 *   recoil (a character's aim, aim.ts; RETURN_FIRE fires with 150);
 * - loudness: the gun's plus the ammo's; an ammo without `loudness` is range × 2 + (amount + armour
 *   penetration) × 2 per damage unit.
 */
import type { Item } from "../../content/kinds/item.js";
import type { DamageUnit } from "../../content/kinds/monsters/values.js";
import type { Character } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { statOf } from "../effects/status.js";
import { dodgeOf } from "./defense.js";
import { attackTime, encumbrance } from "./melee.js";
import type { DispersionSources, Projectile } from "./ballistics.js";

/** Who throws or fires: the stats and skills that count. */
export interface Shooter {
  readonly str: number;
  readonly dex: number;
  readonly per: number;
  readonly skills: { readonly [skill: string]: number };
}

const MAX_SKILL = 10;

function skill(s: Shooter, id: string): number {
  return Math.min(MAX_SKILL, s.skills[id] ?? 0);
}

/** The projectile of a thrown item (one of a stack). */
export function thrownProjectile(shooter: Shooter, item: Item): Projectile {
  const throwSkill = skill(shooter, "throw");
  const base: DamageUnit[] = item.combat.thrownDamage
    ? [...item.combat.thrownDamage]
    : item.combat.meleeDamage["bash"]
      ? [unit("bash", item.combat.meleeDamage["bash"] ?? 0)]
      : [];
  const statMod = (shooter.str / 2) * ((throwSkill / MAX_SKILL) * 0.85 + 0.15);
  const extra = Math.min(item.weight / 100, statMod);
  const units = mergeBash(base, extra).map((u) => ({ ...u, armorPenetration: u.armorPenetration + throwSkill / 2 }));
  return { units, speed: 10 + Math.round(throwSkill), range: 0 };
}

/** The thrown item's dispersion at a target `range` tiles away. */
export function throwDispersion(
  sim: Sim,
  shooter: Shooter,
  item: Item,
  targetId: string,
  range: number,
): DispersionSources {
  const difficulty =
    1000 + Math.max(0, Math.trunc(item.volume - 1000)) + Math.max(0, Math.trunc(item.weight - shooter.str * 100));
  let dispersion = Math.trunc((10 * difficulty) / (8 * skill(shooter, "throw") + 4));
  // throw_dispersion_per_dodge: 100 / (2 + dex / 4), 25 at dex 8 (its comment's 100 is stale).
  const perDodge = Math.trunc(100 / Math.max(1, 2 + shooter.dex / 4));
  dispersion += Math.trunc(perDodge * dodgeOf(sim, targetId) * Math.max(1, 10 - 5 * range));
  return { normal: [Math.max(0, dispersion)], linear: [] };
}

/** The projectile of a gun loaded with an ammo (either may be missing from the content). */
export function firedProjectile(gun: Item, ammo: Item | undefined): Projectile {
  const units = sumUnits([...gun.combat.rangedDamage, ...(ammo?.combat.damage ?? [])]);
  return { units, speed: 1000, range: gun.combat.range + (ammo?.combat.range ?? 0) };
}

/** The game's dispersion_from_skill: the shortfall from mastery, scaled by the weapon's dispersion. */
export function dispersionFromSkill(avgSkill: number, weaponDispersion: number): number {
  if (avgSkill >= MAX_SKILL) return 0;
  const shortfall = MAX_SKILL - avgSkill;
  const penalty = 3 * shortfall;
  const threshold = 5;
  if (avgSkill >= threshold) return penalty + (weaponDispersion * shortfall * 1.25) / (MAX_SKILL - threshold);
  return penalty + weaponDispersion * (1.25 + ((threshold - avgSkill) * 3.75) / threshold);
}

/**
 * The game's GUN_DISPERSION_DIVIDER (data/core/external_options.json, an EXTERNAL_OPTION this
 * project does not decode): item::gun_dispersion divides the gun's and its ammo's dispersion by it.
 */
export const GUN_DISPERSION_DIVIDER = 18;

/** item::gun_dispersion: (gun + ammo `dispersion`) ÷ GUN_DISPERSION_DIVIDER, rounded, at least 1. */
export function gunDispersion(gun: Item, ammo: Item | undefined): number {
  const sum = Math.max(0, gun.combat.dispersion) + (ammo?.combat.dispersion ?? 0);
  return Math.max(Math.round(sum / GUN_DISPERSION_DIVIDER), 1);
}

/**
 * A shot's dispersion sources (Character::total_gun_dispersion): `recoil` is the shooter's current
 * recoil (a character's aim, engine/mechanics/fight/aim.ts; RETURN_FIRE's 150) and `hands` the
 * ranged_dispersion_manip_mod of its hands (0 for sound hands and for a monster's fake shooter).
 */
export function fireDispersion(
  shooter: Shooter,
  gun: Item,
  ammo: Item | undefined,
  recoil: number,
  hands = 0,
): DispersionSources {
  const weaponDispersion = gunDispersion(gun, ammo);
  const avg = Math.min(MAX_SKILL, (skill(shooter, "gun") + skill(shooter, gun.combat.skill ?? "gun")) / 2);
  const dex = Math.trunc(Math.max((20 - shooter.dex) * 0.5, 0));
  return {
    normal: weaponDispersion > 0 ? [weaponDispersion] : [],
    linear: [dex, hands, dispersionFromSkill(avg, weaponDispersion), recoil].filter((s) => s > 0),
  };
}

/** An ammo's loudness: its own, else range × 2 + (amount + penetration) × 2 per unit (item_factory). */
export function ammoLoudness(ammo: Item): number {
  if (ammo.combat.loudness !== undefined && ammo.combat.loudness >= 0) return ammo.combat.loudness;
  let l = ammo.combat.range * 2;
  for (const u of ammo.combat.damage) l += (u.amount + u.armorPenetration) * 2;
  return l;
}

/** How loud a shot is: the gun's loudness plus its ammo's. */
export function gunLoudness(gun: Item, ammo: Item | undefined): number {
  return Math.max(0, (gun.combat.loudness ?? 0) + (ammo ? ammoLoudness(ammo) : 0));
}

function unit(damageType: string, amount: number): DamageUnit {
  return { damageType, amount, armorPenetration: 0, armorMultiplier: 1, damageMultiplier: 1 };
}

function mergeBash(units: readonly DamageUnit[], extra: number): DamageUnit[] {
  if (extra <= 0) return [...units];
  const i = units.findIndex((u) => u.damageType === "bash");
  if (i < 0) return [...units, unit("bash", extra)];
  return units.map((u, j) => (j === i ? { ...u, amount: u.amount + extra } : u));
}

/** Units of one type add up (the game's damage_instance::add keeps one unit per type). */
function sumUnits(units: readonly DamageUnit[]): DamageUnit[] {
  const out: DamageUnit[] = [];
  for (const u of units) {
    const i = out.findIndex((o) => o.damageType === u.damageType);
    if (i < 0) out.push({ ...u });
    else {
      const o = out[i] as DamageUnit;
      out[i] = { ...o, amount: o.amount + u.amount, armorPenetration: o.armorPenetration + u.armorPenetration };
    }
  }
  return out.filter((u) => u.amount > 0);
}

/** The stats and skills a character throws and fires with (its current stats, effects included). */
export function shooterOf(sim: Sim, c: Character): Shooter {
  return {
    str: statOf(sim, c, "str"),
    dex: statOf(sim, c, "dex"),
    per: statOf(sim, c, "per"),
    skills: c.skills,
  };
}

/**
 * How far a character throws one of an item (src/character.cpp Character::throw_range): nothing
 * heavier than str × 15 × 113 g; else str × 10 over (weight / 113 g, or below 150 g 10 − weight /
 * 15 g), less a tile per litre, at least 1, at most str × 1.5 + throw skill.
 */
export function throwRange(shooter: Shooter, item: Item): number {
  const str = shooter.str;
  if (Math.trunc(item.weight / 113) > Math.trunc(str * 15)) return 0;
  const divisor = item.weight >= 150 ? Math.trunc(item.weight / 113) : 10 - Math.trunc(item.weight / 15);
  let range = Math.trunc((str * 10) / Math.max(1, divisor));
  range -= Math.trunc(item.volume / 1000);
  if (range < 1) return 1;
  return Math.min(range, Math.trunc(str * 1.5 + skill(shooter, "throw")));
}

/**
 * The moves a throw costs (src/ranged.cpp throw_cost, like the melee attack speed but with dex
 * counting double and the skill up to a quarter off): half the item's attack time, plus that half
 * × (20 − throw skill) / 20, plus the torso's and the hands' mean encumbrance, less dex, × up to 2
 * below a quarter of stamina; at least 25.
 */
export function throwCost(sim: Sim, c: Character, shooter: Shooter, item: Item): number {
  const base = Math.trunc(attackTime(item) / 2);
  const skillCost = Math.trunc((base * (20 - skill(shooter, "throw"))) / 20);
  const enc =
    encumbrance(sim, c, "torso") + Math.trunc((encumbrance(sim, c, "hand_l") + encumbrance(sim, c, "hand_r")) / 2);
  const ratio = c.staminaMax > 0 ? c.stamina / c.staminaMax : 1;
  const staminaPenalty = 1 + Math.max((0.25 - ratio) * 4, 0);
  return Math.max(25, Math.trunc((base + skillCost + enc - shooter.dex) * staminaPenalty));
}

/** What firing costs without the skill's `time_to_attack` in the content: a turn. */
export const FIRE_MOVES_FALLBACK = 100;

/**
 * The moves a shot (or a burst) costs: the gun skill's time_to_attack, base_time less
 * time_reduction_per_level per level of the skill, at least min_time (src/ranged.cpp
 * time_to_attack); FIRE_MOVES_FALLBACK when the content has no such skill.
 */
export function fireMoves(sim: Sim, shooter: Shooter, gun: Item): number {
  const skillId = gun.combat.skill ?? "gun";
  const info = sim.content.skill.get(skillId)?.timeToAttack;
  if (!info) return FIRE_MOVES_FALLBACK;
  return Math.max(info.minTime, Math.round(info.baseTime - info.reductionPerLevel * (shooter.skills[skillId] ?? 0)));
}
