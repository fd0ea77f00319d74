/**
 * A character's melee blow as the game computes it (src/melee.cpp, src/character.cpp, src/item.cpp):
 *
 * - to-hit: accuracy = dex / 4 + weapon skill / 3 + melee skill / 2 + the weapon's `to_hit`
 *   (get_hit_base, get_hit_weapon); the roll is normal_roll(accuracy × 5, 25) (melee_hit_range),
 *   truncated to an integer, less the target's dodge roll and size penalty (deal_melee_attack): a
 *   spread below 0 misses;
 * - crits: a second hit roll against the target's dodge roll; the chance is the product of a weapon,
 *   a stat and a skill chance, plus the double-crit term when the roll beats 1.5 × the dodge
 *   (crit_chance);
 * - damage per type (roll_melee_damage_internal): bash is the weapon's bash plus rng_float(str / 2,
 *   str), capped halfway towards 2 × str + 2 × skill for weapons, then rolled between min(1, str / 20)
 *   of it and all of it; cut and stab are the weapon's; the skill multiplier (stab 0.66 + 0.1 × skill
 *   up to 5, 0.86 + 0.06 × skill beyond; the others 0.8 + 0.08 × skill below 5, 0.96 + 0.04 × skill
 *   from 5); a crit multiplies bash by 1.5 (armour × 0.5), cut by 1.25 (+5 penetration, armour ×
 *   0.75), stab by 1 + skill / 10 (armour × 0.66); other types the weapon lists are added as they are;
 * - moves (attack_speed, item::attack_time, stumble): attack_time = 65 + volume / 62.5 ml + weight /
 *   60 g; half of it, plus that half × (15 − melee skill) / 15, plus the torso's encumbrance and the
 *   hands' mean, less dex / 2, at least 25, × up to 2 below a quarter of stamina; a miss adds the
 *   stumble, volume / 125 ml + weight / (str × 10 g + 13 g), at most 60.
 *
 * The weapon skill is the skill of the weapon's strongest blow type (bashing, cutting, stabbing), or
 * unarmed without a weapon. The balance limb score's share of the hit roll is limb_mods.ts's
 * meleeHitAccuracy. Martial arts, techniques and traits are not modelled.
 */
import type { Item } from "../../content/kinds/item.js";
import type { DamageUnit } from "../../content/kinds/monsters/values.js";
import type { Character, ItemStack } from "../../world/types.js";
import type { Sim } from "../../sim/context.js";
import { statOf } from "../effects/status.js";
import { normalRoll, rngFloat } from "./rolls.js";

/** The skill each blow type trains and scales with (the game's damage_type `skill`). */
export const BLOW_SKILL: Readonly<Record<string, string>> = { bash: "bashing", cut: "cutting", stab: "stabbing" };

const BLOW_TYPES = ["bash", "cut", "stab"] as const;

/** The wielded item's type, when the content has it (unarmed otherwise). */
export function weaponOf(sim: Sim, c: Character): Item | undefined {
  return c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
}

/** The skill the weapon is used with: its strongest blow type's, or unarmed. */
export function weaponSkill(weapon: Item | undefined): string {
  if (!weapon) return "unarmed";
  let best = "bash";
  let most = Number.NEGATIVE_INFINITY;
  for (const t of BLOW_TYPES) {
    const v = weapon.combat.meleeDamage[t] ?? 0;
    if (v > most) {
      best = t;
      most = v;
    }
  }
  return BLOW_SKILL[best] ?? "bashing";
}

function skill(c: Character, id: string): number {
  return c.skills[id] ?? 0;
}

/** The accuracy the hit roll is centred on, divided by 5 (get_melee_hit_base). */
export function meleeAccuracy(sim: Sim, c: Character, weapon: Item | undefined): number {
  const dex = statOf(sim, c, "dex");
  return dex / 4 + skill(c, weaponSkill(weapon)) / 3 + skill(c, "melee") / 2 + (weapon?.combat.toHit ?? 0);
}

/** One hit roll: normal_roll(accuracy × 5, 25), as an integer the way deal_melee_attack takes it. */
export function rollHit(sim: Sim, accuracy: number): number {
  return Math.trunc(normalRoll(sim.dice, accuracy * 5, 25));
}

const clamp01 = (p: number): number => Math.max(0, Math.min(1, p));

/** The crit chance for a hit roll against a dodge roll (Character::crit_chance). */
export function critChance(sim: Sim, c: Character, weapon: Item | undefined, hit: number, dodge: number): number {
  const toHit = weapon?.combat.toHit ?? 0;
  let weaponChance = weapon ? 0.5 : 0.5 + 0.05 * skill(c, "unarmed");
  if (toHit > 0) weaponChance = Math.max(weaponChance, 0.5 + 0.1 * toHit);
  else if (toHit < 0) weaponChance += 0.1 * toHit;
  weaponChance = clamp01(weaponChance);
  const statChance = clamp01(0.25 + 0.01 * statOf(sim, c, "dex") + 0.02 * statOf(sim, c, "per"));
  const sk = skill(c, weaponSkill(weapon)) + skill(c, "melee") / 2.5;
  const skillChance = clamp01(0.25 + sk * 0.025);
  const triple = weaponChance * statChance * skillChance;
  if (hit > (dodge * 3) / 2) {
    const double =
      0.5 * (weaponChance * statChance + statChance * skillChance + weaponChance * skillChance - 3 * triple);
    return triple + double;
  }
  return triple;
}

/** The blow's damage units (roll_melee_damage_internal, roll_damage). */
export function rollMeleeDamage(sim: Sim, c: Character, weapon: Item | undefined, crit: boolean): DamageUnit[] {
  const str = statOf(sim, c, "str");
  const unarmed = weapon === undefined;
  const out: DamageUnit[] = [];
  const types = new Set<string>(BLOW_TYPES);
  for (const t of Object.keys(weapon?.combat.meleeDamage ?? {}).sort()) types.add(t);
  for (const t of types) {
    const weaponDamage = weapon?.combat.meleeDamage[t] ?? 0;
    const blow = (BLOW_TYPES as readonly string[]).includes(t);
    if (!blow) {
      if (weaponDamage > 0) out.push(unitOf(t, weaponDamage, 0, 1, 1));
      continue;
    }
    const sk = skill(c, unarmed ? "unarmed" : (BLOW_SKILL[t] ?? "melee"));
    let amount: number;
    let mult = 1;
    if (t === "bash") {
      let weapDam = weaponDamage + rngFloat(sim.dice, str / 2, str);
      const cap = 2 * str + 2 * sk;
      if (!unarmed && cap < weapDam) mult *= (1 + cap / weapDam) / 2;
      const lowCap = Math.min(1, str / 20);
      weapDam = rngFloat(sim.dice, lowCap * weapDam, weapDam);
      amount = weapDam;
    } else {
      if (weaponDamage <= 0) continue;
      amount = weaponDamage;
    }
    if (t === "stab") mult *= sk <= 5 ? 0.66 + 0.1 * sk : 0.86 + 0.06 * sk;
    else mult *= sk < 5 ? 0.8 + 0.08 * sk : 0.96 + 0.04 * sk;
    let pen = 0;
    let armorMult = 1;
    if (crit) {
      if (t === "stab") {
        mult *= 1 + sk / 10;
        armorMult = 1 - 0.34;
      } else if (t === "cut") {
        mult *= 1.25;
        pen += 5;
        armorMult = 0.75;
      } else {
        mult *= 1.5;
        armorMult = 0.5;
      }
    }
    out.push(unitOf(t, amount, pen, armorMult, mult));
  }
  return out;
}

function unitOf(type: string, amount: number, pen: number, armorMult: number, mult: number): DamageUnit {
  return { damageType: type, amount, armorPenetration: pen, armorMultiplier: armorMult, damageMultiplier: mult };
}

/** Encumbrance on a part from worn items: each item's largest portion over the part. */
export function encumbrance(sim: Sim, c: Character, part: string): number {
  const known = knownEncumbrance(sim, c.worn);
  const hit = known.byPart.get(part);
  if (hit !== undefined) return hit;
  let sum = 0;
  for (const stack of c.worn) {
    const item = sim.content.item.get(stack.id);
    if (!item) continue;
    let most = 0;
    for (const p of item.combat.armor) if (p.covers.includes(part)) most = Math.max(most, p.encumbrance);
    sum += most;
  }
  known.byPart.set(part, sum);
  return sum;
}

/**
 * Encumbrance per part, kept per list of worn items (a fight asks for every part several times a
 * turn: limb scores, attack speed) while the list holds the same item ids under the same content
 * (a working copy may change the list in place).
 */
interface WornEncumbrance {
  readonly content: Sim["content"];
  readonly ids: readonly string[];
  readonly byPart: Map<string, number>;
}

const ENCUMBRANCE = new WeakMap<readonly ItemStack[], WornEncumbrance>();

function knownEncumbrance(sim: Sim, worn: readonly ItemStack[]): WornEncumbrance {
  const hit = ENCUMBRANCE.get(worn);
  if (
    hit &&
    hit.content === sim.content &&
    hit.ids.length === worn.length &&
    hit.ids.every((id, i) => worn[i]?.id === id)
  )
    return hit;
  const fresh = { content: sim.content, ids: worn.map((s) => s.id), byPart: new Map<string, number>() };
  ENCUMBRANCE.set(worn, fresh);
  return fresh;
}

/** item::attack_time: 65 + volume / 62.5 ml + weight / 60 g (a bare hand: 65). */
export function attackTime(weapon: Item | undefined): number {
  if (!weapon) return 65;
  return 65 + Math.trunc(weapon.volume / 62.5 + weapon.weight / 60);
}

/** The moves a swing costs, before a miss's stumble (attack_speed). */
export function attackSpeed(sim: Sim, c: Character, weapon: Item | undefined): number {
  const base = Math.trunc(attackTime(weapon) / 2);
  const skillCost = Math.trunc((base * (15 - skill(c, "melee"))) / 15);
  const dexBonus = Math.trunc(statOf(sim, c, "dex") / 2);
  const enc =
    encumbrance(sim, c, "torso") + Math.trunc((encumbrance(sim, c, "hand_l") + encumbrance(sim, c, "hand_r")) / 2);
  const ratio = c.staminaMax > 0 ? c.stamina / c.staminaMax : 1;
  const staminaPenalty = 1 + Math.max((0.25 - ratio) * 4, 0);
  const cost = Math.trunc((base + skillCost + enc - dexBonus) * staminaPenalty);
  return Math.max(25, cost);
}

/** The extra moves a miss costs with a weapon (stumble), at most 60. */
export function stumble(sim: Sim, c: Character, weapon: Item | undefined): number {
  if (!weapon) return 0;
  const str = statOf(sim, c, "str");
  return Math.min(60, Math.trunc(weapon.volume / 125 + weapon.weight / (str * 10 + 13)));
}
