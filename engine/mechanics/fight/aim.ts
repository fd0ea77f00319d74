/**
 * A character's aim and recoil, as the game keeps them (CleverRaven/Cataclysm-DDA master as stored
 * for the `search` tool in 2025: src/character.cpp aim_per_move, fastest_aiming_method_speed,
 * most_accurate_aiming_method_limit, point_shooting_limit, aim_factor_from_volume,
 * get_character_parallax, ranged_per_mod; src/character_modifier.cpp and
 * data/json/character_modifiers.json; src/item.cpp gun_recoil; src/ranged.cpp fire_gun; src/npc.cpp
 * confident_gun_mode_range; data/json/hit_range.json):
 *
 * - `recoil` (arc minutes) is a linear dispersion source of every shot; MAX_RECOIL (3000) until the
 *   character aims, and again after a step, a wield or a reload;
 * - a shot kicks by the gun's recoil: (gun `recoil` + ammo `recoil`), ÷ h when h > 1 else × (1 +
 *   |h|), with h = (min(weight, str × 333 g) ÷ 333 g)^0.8 × (handling ÷ 10)^1.2; of it, the skill's
 *   share min(skill, 10) ÷ 20 waits until the burst ends and the rest counts five times at once;
 * - aiming one move lowers recoil by aim_per_move (below), never below the best sight's limit:
 *   point shooting (200 − 10 × skill) or the iron sights (`sight_dispersion` + the parallax of
 *   perception (20 − per) × 1.2 and of the vision limb score 30 ÷ vision − 30).
 *
 * Not modelled: gun mods (sights, lasers, bipods, handling mods), the weapon-length cap in tight
 * spaces (the open-ground factor 1 is used), driving, enchantments, bionics, archery's reload-and-
 * shoot reset.
 */
import type { Item } from "../../content/kinds/item.js";
import type { Sim } from "../../sim/context.js";
import type { Character } from "../../world/types.js";
import { statOf } from "../effects/status.js";
import { limbScore, partsLimbScore } from "../limb_scores.js";
import { logarithmicRange } from "./stamina.js";

export const MAX_RECOIL = 3000;
/** Aiming that gains this little (arc minutes a move) is not worth a move (MIN_RECOIL_IMPROVEMENT). */
export const MIN_RECOIL_IMPROVEMENT = 0.01;
const MAX_SKILL = 10;
/** Beyond this recoil the iron sights cannot be used (fastest_aiming_method_speed's iron_sight_FOV). */
const IRON_SIGHT_FOV = 480;
/** Below this volume a gun aims at full speed (aim_factor_from_volume). */
const MIN_VOLUME_WITHOUT_DEBUFF = 800;

/** The character's recoil now: its own, else MAX_RECOIL. */
export function recoilOf(c: Pick<Character, "recoil">): number {
  return c.recoil ?? MAX_RECOIL;
}

function gunSkill(gun: Item): string {
  return gun.combat.skill ?? "gun";
}

function skillOf(c: Pick<Character, "skills">, id: string): number {
  return Math.min(MAX_SKILL, c.skills[id] ?? 0);
}

/** A gun's `handling` as the game reads it: its own, else 20 for rifles, SMGs and shotguns, 10 otherwise. */
export function handlingOf(gun: Item): number {
  if (gun.combat.handling !== undefined && gun.combat.handling >= 0) return gun.combat.handling;
  return ["rifle", "smg", "shotgun"].includes(gunSkill(gun)) ? 20 : 10;
}

/** item::gun_recoil: the kick of one shot of `gun` loaded with `ammo`, held with strength `str`. */
export function gunRecoil(gun: Item, ammo: Item | undefined, str: number): number {
  const wt = Math.min(gun.weight, Math.max(0, str) * 333) / 333;
  const handling = wt ** 0.8 * (handlingOf(gun) / 10) ** 1.2;
  const qty = gun.combat.recoil + (ammo?.combat.recoil ?? 0);
  return Math.trunc(handling > 1 ? qty / handling : qty * (1 + Math.abs(handling)));
}

/** The share of a shot's recoil that waits until the burst ends (fire_gun's `absorb`). */
export function recoilAbsorb(c: Pick<Character, "skills">, gun: Item): number {
  return skillOf(c, gunSkill(gun)) / (MAX_SKILL * 2);
}

/**
 * The game's character_modifier value of a limb score with a nominator and a subtractor
 * (character_modifier::modifier): min(max, nominator ÷ score − subtract); no score gives `max`.
 */
function costModifier(score: number, nominator: number, subtract: number, max: number): number {
  if (score < Number.EPSILON) return max;
  return Math.min(max, nominator / score - subtract);
}

/**
 * `ranged_dispersion_vision_mod` (data/json/character_modifiers.json: 30 ÷ vision − 30, at most
 * 10000): sight dispersion a character's eyes add.
 */
export function visionDispersion(sim: Sim, c: Character): number {
  return costModifier(limbScore(sim, c, "vision"), 30, 30, 10000);
}

/**
 * `ranged_dispersion_manip_mod` (22.8 ÷ manip − 22.8, at most 1000, over the hands): the
 * dispersion weak or hurt hands add to every shot.
 */
export function manipDispersion(sim: Sim, c: Character): number {
  return costModifier(handsManip(sim, c), 22.8, 22.8, 1000);
}

/**
 * The hands' manipulation score (1 for two sound hands): the game's manipulator_score takes the
 * best limb group, which for a human body is the hands.
 */
function handsManip(sim: Sim, c: Character): number {
  return partsLimbScore(sim, c, HANDS, "manip");
}

const HANDS = ["hand_l", "hand_r"] as const;

/** `aim_speed_mod`: grip × 0.2 + manip × 0.2 + lift × 0.6, between 0.1 and 1. */
export function aimSpeedLimbMod(sim: Sim, c: Character): number {
  const s = limbScore(sim, c, "grip") * 0.2 + handsManip(sim, c) * 0.2 + limbScore(sim, c, "lift") * 0.6;
  if (s < Number.EPSILON) return 0.1;
  return Math.max(0.1, Math.min(1, s));
}

/** get_character_parallax without zoom: perception's ranged_per_mod plus the vision modifier. */
export function characterParallax(sim: Sim, c: Character): number {
  const perMod = Math.trunc(Math.max((20 - statOf(sim, c, "per")) * 1.2, 0));
  return Math.max(Math.round(perMod + visionDispersion(sim, c)), 0);
}

/** point_shooting_limit: the best aim without sights (archery: 30 + 220 ÷ (1 + skill)). */
export function pointShootingLimit(c: Pick<Character, "skills">, gun: Item): number {
  const s = skillOf(c, gunSkill(gun));
  return gunSkill(gun) === "archery" ? 30 + 220 / (1 + s) : 200 - 10 * s;
}

function hasSights(gun: Item): boolean {
  return !gun.flags.includes("DISABLE_SIGHTS");
}

/** most_accurate_aiming_method_limit: the lowest recoil aiming can reach with this gun. */
export function aimLimit(sim: Sim, c: Character, gun: Item): number {
  let limit = pointShootingLimit(c, gun);
  if (hasSights(gun)) limit = Math.min(limit, characterParallax(sim, c) + gun.combat.sightDispersion);
  return limit;
}

/** modified_sight_speed: a sight's speed bonus, fading to 0 as recoil nears what the sight allows. */
function sightSpeed(modifier: number, sightDispersion: number, recoil: number): number {
  if (recoil <= sightDispersion || sightDispersion < 0) return 0;
  return (10 + modifier) * (1 - logarithmicRange(sightDispersion, 3 * sightDispersion + 1, recoil));
}

/** aim_factor_from_volume: pistols aim four times as fast; a gun over 800 ml slower by the cube root. */
export function aimFactorFromVolume(gun: Item): number {
  let factor = gunSkill(gun) === "pistol" ? 4 : 1;
  if (gun.volume > MIN_VOLUME_WITHOUT_DEBUFF) factor *= (MIN_VOLUME_WITHOUT_DEBUFF / gun.volume) ** 0.333333;
  return Math.max(factor, 0.2);
}

/**
 * aim_per_move: arc minutes one move of aiming takes off `recoil`: (10 + sight speed + skill ÷ 4 +
 * (dex − 8) ÷ 2) × the aim speed limb modifier, ÷ max(1, 2.5 − 0.2 × skill), × max(recoil ÷ 3000,
 * 1 − logarithmic_range(0, 3000, recoil)), at most (5 + skill + max(10, 3 × skill)) × the volume
 * factor, × 2.4, at least 0.01, and never below the aim limit (then ≤ 0: no gain). The sight speed
 * is fastest_aiming_method_speed's: point shooting, or the iron sights when they are faster and in
 * view.
 */
export function aimPerMove(sim: Sim, c: Character, gun: Item, recoil: number): number {
  return aiming(sim, c, gun)(recoil);
}

/**
 * aim_per_move for one character and gun as recoil changes: what it reads of the character (limb
 * scores, stats, skill) is worked out once, since none of it changes while the character aims (a
 * move of aiming costs only moves and recoil). The arithmetic is aimPerMove's, in its order.
 */
export function aiming(sim: Sim, c: Character, gun: Item): (recoil: number) => number {
  const id = gunSkill(gun);
  const skill = skillOf(c, id);
  const pointMod = id === "pistol" ? 10 + 4 * skill : skill;
  const pointLimit = pointShootingLimit(c, gun);
  const sights = hasSights(gun);
  const iron = sights ? characterParallax(sim, c) + gun.combat.sightDispersion : 0;
  const limit = aimLimit(sim, c, gun);
  const skillSpeed = id === "archery" ? 0.5 * skill - 1.5 : 0.25 * skill;
  const dexSpeed = (statOf(sim, c, "dex") - 8) * 0.5;
  const limbMod = aimSpeedLimbMod(sim, c);
  const skillDivisor = Math.max(1, 2.5 - 0.2 * skill);
  const cap = (5 + skill + Math.max(10, 3 * skill)) * aimFactorFromVolume(gun);
  return (recoil) => {
    let sight = sightSpeed(pointMod, pointLimit, recoil);
    if (sights) {
      const speed = sightSpeed(0, iron, recoil);
      if (iron < recoil && speed > sight && recoil <= IRON_SIGHT_FOV) sight = speed;
    }
    let speed = 10 + sight;
    speed += skillSpeed;
    speed += dexSpeed;
    speed *= limbMod;
    speed /= skillDivisor;
    speed *= Math.max(recoil / MAX_RECOIL, 1 - logarithmicRange(0, MAX_RECOIL, recoil));
    speed = Math.min(speed, cap);
    speed *= 2.4;
    speed = Math.max(speed, MIN_RECOIL_IMPROVEMENT);
    return Math.min(speed, recoil - limit);
  };
}

/**
 * The longest range at which a shot of this maximum dispersion hits well (missed_by below 0.5 of a
 * medium target) half the time: data/json/hit_range.json's `even_good` table, whose entries are,
 * within rounding of its sampling, the closed form 4 × asin(1 ÷ (8 × range)) arc minutes (a single
 * linear source must be twice the angle that misses a medium target by a quarter tile); 60 ranges.
 */
export function evenChanceRange(maxDispersion: number): number {
  let range = 0;
  while (range < 60 && maxDispersion < evenChanceDispersion(range + 1)) range++;
  return range;
}

export function evenChanceDispersion(range: number): number {
  return 4 * Math.asin(1 / (8 * range)) * ((60 * 180) / Math.PI);
}
