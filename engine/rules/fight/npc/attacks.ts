/**
 * Which attack an NPC makes (src/npc_attack.cpp npc_attack_melee / npc_attack_gun, and
 * npc::evaluate_best_attack in src/npcmove.cpp): every carried item is rated as a melee weapon,
 * and a gun with rounds or ammo to load it as a gun; bare hands are always an option; the best
 * rating wins.
 *
 * - melee: its damage per 100 moves against the target × 3 (hostile), less (distance − 1); × 2
 *   when that damage would kill; × 3 as the target; less 3 when it must be wielded first;
 * - gun: its shot's damage × 3, less (distance − 1); × 2 and × 3 likewise; less 3 when it must be
 *   wielded (the game's code adds this when it is wielded, which reads as a slip: we follow the
 *   evident intent), 3 more when it must be reloaded, and the recoil of wielding it (the game's
 *   MAX_RECOIL 3000 / 100) when it is not in hand; only within the gun's range.
 *
 * The damage per 100 moves is the game's item::effective_dps idea computed in the open: the chance
 * the blow lands against the target's dodge and size, × the mean damage per type less the
 * target's armour, × 100 / the swing's moves (crits and techniques left out).
 */
import type { Item } from "../../../content/kinds/item.js";
import type { Sim } from "../../../sim/context.js";
import { resistance } from "../../../mechanics/damage.js";
import { hitThreshold, isImmobile, dodgeRoll, sizeOf } from "../../../mechanics/fight/defense.js";
import { attackSpeed, BLOW_SKILL, meleeAccuracy } from "../../../mechanics/fight/melee.js";
import { meleeAttackRollMod } from "../../../mechanics/fight/limb_mods.js";
import { firedProjectile } from "../../../mechanics/fight/ranged.js";
import { statOf } from "../../../mechanics/effects/status.js";
import { countOf } from "../../../sim/items.js";
import { distance } from "../../../world/grid.js";
import type { Character } from "../../../world/types.js";
import { loadedRounds } from "../magazine.js";
import { reloadAmmo } from "../reload.js";

const HOSTILE = 3;
const TARGET_MODIFIER = 3;
const KILL_MODIFIER = 2;
const TIME_PENALTY = 3;
const MAX_RECOIL_PENALTY = 30;

export type AttackPlan =
  | {
      readonly kind: "melee";
      /** The item swung (undefined: bare hands). */
      readonly weapon: string | undefined;
      readonly wield: boolean;
      readonly rating: number;
      readonly dps: number;
    }
  | {
      readonly kind: "gun";
      readonly gun: string;
      readonly wield: boolean;
      readonly reload: boolean;
      readonly rating: number;
      readonly damage: number;
      readonly range: number;
    };

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const k = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * k - 1.453152027) * k + 1.421413741) * k - 0.284496736) * k + 0.254829592) * k * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * What every swing of one rating at one target shares: the target's hit threshold and the
 * swinger's melee_attack_roll_mod (its balance, a limb score over every body part). Worked out
 * once per rating, not once per carried item: nothing either reads changes in between.
 */
interface Against {
  readonly threshold: number;
  readonly rollMod: number;
}

function against(sim: Sim, c: Character, targetId: string): Against {
  return {
    threshold: hitThreshold(dodgeRoll(sim, targetId), sizeOf(sim, targetId), isImmobile(sim, targetId)),
    rollMod: meleeAttackRollMod(sim, c),
  };
}

/** The chance a swing lands: the hit roll normal(accuracy × 5, 25) reaching the target's threshold. */
export function hitChance(
  sim: Sim,
  c: Character,
  weapon: Item | undefined,
  targetId: string,
  vs: Against = against(sim, c, targetId),
): number {
  // meleeHitAccuracy's product, with the roll modifier worked out once.
  return 1 - phi((vs.threshold - meleeAccuracy(sim, c, weapon) * vs.rollMod * 5) / 25);
}

/** The mean damage of a blow against the target's armour, per type summed (crits left out). */
export function meanBlowDamage(sim: Sim, c: Character, weapon: Item | undefined, targetId: string): number {
  const str = statOf(sim, c, "str");
  let total = 0;
  for (const type of ["bash", "cut", "stab"] as const) {
    const sk = c.skills[weapon ? (BLOW_SKILL[type] ?? "melee") : "unarmed"] ?? 0;
    const base = weapon?.combat.meleeDamage[type] ?? 0;
    let amount: number;
    if (type === "bash") {
      let dam = base + 0.75 * str;
      const cap = 2 * str + 2 * sk;
      if (weapon && cap < dam) dam *= (1 + cap / dam) / 2;
      amount = (dam * (1 + Math.min(1, str / 20))) / 2;
    } else {
      if (base <= 0) continue;
      amount = base;
    }
    const mult =
      type === "stab" ? (sk <= 5 ? 0.66 + 0.1 * sk : 0.86 + 0.06 * sk) : sk < 5 ? 0.8 + 0.08 * sk : 0.96 + 0.04 * sk;
    total += Math.max(0, amount * mult - resistance(sim, targetId, undefined, type));
  }
  return total;
}

function targetHp(sim: Sim, id: string): number {
  const m = sim.peekMonster(id);
  if (m) return m.hp;
  const c = sim.peekCharacter(id);
  return c ? Math.min(...Object.values(c.body).map((b) => b.hp)) : 0;
}

function meleePlan(
  sim: Sim,
  c: Character,
  weapon: Item | undefined,
  targetId: string,
  dist: number,
  vs: Against = against(sim, c, targetId),
): AttackPlan {
  const dps =
    (hitChance(sim, c, weapon, targetId, vs) * meanBlowDamage(sim, c, weapon, targetId) * 100) /
    attackSpeed(sim, c, weapon);
  let rating = dps * HOSTILE - (dist - 1);
  if (dps >= targetHp(sim, targetId)) rating *= KILL_MODIFIER;
  rating *= TARGET_MODIFIER;
  const wield = weapon !== undefined && c.wielded?.id !== weapon.id;
  if (wield) rating -= TIME_PENALTY;
  return { kind: "melee", weapon: weapon?.id, wield, rating, dps };
}

function gunPlan(sim: Sim, c: Character, gun: Item, targetId: string, dist: number): AttackPlan | undefined {
  const wielded = c.wielded?.id === gun.id;
  const loaded = wielded ? loadedRounds(sim, c) : undefined;
  const hasRounds = loaded ? loaded.count > 0 : false;
  const ammo = loaded && hasRounds && loaded.ammo ? sim.content.item.get(loaded.ammo) : reloadAmmo(sim, c, gun);
  if (!ammo) return undefined;
  // A gun drawing from the inventory (no rounds of its own) never needs reloading.
  const reload = wielded ? loaded !== undefined && !hasRounds : true;
  const projectile = firedProjectile(gun, ammo);
  if (projectile.range > 0 && dist > projectile.range) return undefined;
  const damage = projectile.units.reduce((s, u) => s + Math.max(0, u.amount * u.damageMultiplier), 0);
  let rating = damage * HOSTILE - (dist - 1);
  if (damage >= targetHp(sim, targetId)) rating *= KILL_MODIFIER;
  rating *= TARGET_MODIFIER;
  if (!wielded) rating -= TIME_PENALTY + MAX_RECOIL_PENALTY;
  if (reload) rating -= TIME_PENALTY;
  return { kind: "gun", gun: gun.id, wield: !wielded, reload, rating, damage, range: projectile.range };
}

/** The items it could fight with: what it wields, then each carried type once, by id. */
function candidates(sim: Sim, c: Character): Item[] {
  const ids = new Set<string>();
  if (c.wielded) ids.add(c.wielded.id);
  const inventory =
    c.inventory.length > 1 ? [...c.inventory].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) : c.inventory;
  for (const s of inventory) if (s.count > 0) ids.add(s.id);
  const out: Item[] = [];
  for (const id of ids) {
    const item = sim.content.item.get(id);
    if (item) out.push(item);
  }
  return out;
}

/** Every attack it could make at the target, best first (ties: melee first, then by item id). */
export function ratePlans(sim: Sim, c: Character, targetId: string): AttackPlan[] {
  const tpos = sim.peekMonster(targetId)?.pos ?? sim.peekCharacter(targetId)?.pos;
  if (!tpos) return [];
  const dist = distance(c.pos, tpos);
  const vs = against(sim, c, targetId);
  const plans: AttackPlan[] = [meleePlan(sim, c, undefined, targetId, dist, vs)];
  for (const item of candidates(sim, c)) {
    const isGun = item.combat.ammo.length > 0;
    const gun = isGun ? gunPlan(sim, c, item, targetId, dist) : undefined;
    if (gun) plans.push(gun);
    else if (!item.ammoType.length || countOf(c.inventory, item.id) === 0 || c.wielded?.id === item.id)
      plans.push(meleePlan(sim, c, item, targetId, dist, vs));
  }
  // A sort allocates even for one plan (a bare-handed survivor's).
  return plans.length > 1 ? plans.sort((a, b) => b.rating - a.rating) : plans;
}

/** The value of the wielded item as a weapon for the danger assessment (Character::weapon_value, simplified: its rating's damage). */
export function wieldedValue(sim: Sim, c: Character, targetId: string | undefined): number {
  if (!targetId) return 0;
  const weapon = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
  if (weapon && weapon.combat.ammo.length > 0) {
    const plan = gunPlan(sim, c, weapon, targetId, 1);
    if (plan && plan.kind === "gun") return plan.damage;
  }
  const plan = meleePlan(sim, c, weapon, targetId, 1);
  return plan.kind === "melee" ? plan.dps : 0;
}
