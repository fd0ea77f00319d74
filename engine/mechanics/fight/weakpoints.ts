/**
 * Weak points of monsters as the game picks and applies them (src/weakpoint.cpp, CDDA master
 * d85fea9e; src/monster.cpp monster::absorb_hit; src/creature.cpp Creature::deal_damage):
 *
 * - a monster's list is its `weakpoint_sets` in order, each replacing the points of the same id
 *   before it, then its own `weakpoints`, less the ids its `delete` names (MonsterGenerator::finalize_mtypes);
 * - the attack kind is the blow's strongest type (bash, cut, stab; other types: none), a shot or a
 *   throw is `ranged`, anything else none (weakpoint_attack::type_of_melee_attack);
 * - the attacker's skill: a monster's `melee_skill`; a character's (weapon skill + melee) / 2, or
 *   (gun skill + gun) / 2, or throw, plus (dex − 8) / 8 + (per − 8) / 8, times the mean of its
 *   vision and reaction (vision twice for shots and throws) limb scores (generic_weakpoint_skill);
 * - each point's chance is coverage × coverage_mult × P(normal(skill, 2) > difficulty) for a good
 *   point, or × max(0.1, P(normal(skill, 2) < max(difficulty + 10, 10))) for a bad one (armour
 *   plates), 0 when its `condition` fails; the points are walked in order and a roll of
 *   rng_float(0, 100) lands in the first whose share, reweighed for max(1, 1 + skill / 2.5)
 *   rolls (1 − (1 − p)^rolls), covers it; none: the plain default (weakpoints::select_weakpoint);
 * - the point's armor_mult and armor_penalty change the monster's resistances, its damage_mult
 *   (crit_mult on a critical hit) the damage after armour; after the damage its `effects` apply
 *   when the damage was within `damage_required` percent of the monster's hp, on their `chance`.
 *
 * - a character's skill gains, per proficiency of the monster type's `families`, the family's
 *   bonus when it has the proficiency, else its penalty (each defaulting to the proficiency's
 *   default_weakpoint_bonus / _penalty: weakpoint_families::modifier);
 *
 * Simplified: the WEAKPOINT_ACCURACY enchantment is not read; practising proficiencies on hits
 * and kills is not modelled; a `condition` is tested by the EOC interpreter (an unmodelled form:
 * a load warning, and unmet); the cap on killing damage from crit
 * multipliers is not applied; effects' EOCs do not run.
 */
import type { Item } from "../../content/kinds/item.js";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import type {
  DamageMap,
  Weakpoint,
  WeakpointAttackType,
  WeakpointEffect,
} from "../../content/kinds/monsters/weakpoints.js";
import { addFromSet } from "../../content/kinds/monsters/weakpoints.js";
import type { DamageUnit } from "../../content/kinds/monsters/values.js";
import type { Sim } from "../../sim/context.js";
import { EocError } from "../../sim/vars.js";
import { testCondition } from "../eoc/interpreter.js";
import { nameOf } from "../../sim/creature_state.js";
import type { Json } from "../../content/json/types.js";
import type { Character } from "../../world/types.js";
import { addEffect } from "../effects/add.js";
import { statOf } from "../effects/status.js";
import { limbScore } from "../limb_scores.js";
import { weaponSkill } from "./melee.js";
import { rngFloat } from "./rolls.js";

/** How a hit came: a character's blow, shot or throw, a monster's attack, or damage without an attacker. */
export interface HitKind {
  /** Melee blow, projectile (shot or throw), or none (fields, spells, effects). */
  readonly vector: "melee" | "ranged" | "none";
  readonly thrown?: boolean;
  readonly crit?: boolean;
  /** The weapon a character hit or fired with (its skill). */
  readonly weapon?: Item;
}

/** The weak point a hit found, and what it changes. */
export interface WeakpointHit {
  readonly point: Weakpoint;
  readonly attackType: WeakpointAttackType;
  readonly skill: number;
  readonly crit: boolean;
}

const LISTS = new WeakMap<MonsterType, readonly Weakpoint[]>();

/** A monster type's weak points in selection order (empty: it has none). */
export function weakpointsOf(sim: Sim, type: MonsterType): readonly Weakpoint[] {
  const cached = LISTS.get(type);
  if (cached) return cached;
  let list: Weakpoint[] = [];
  for (const id of type.weakpoints.sets) {
    const set = sim.content.weakpoint_set.get(id);
    if (set) list = addFromSet(list, set.weakpoints);
  }
  list = addFromSet(list, type.weakpoints.inline);
  const gone = new Set(type.weakpoints.deleted);
  if (gone.size > 0) list = list.filter((w) => !gone.has(w.id));
  LISTS.set(type, list);
  return list;
}

/** A damage map's value for a type (finalize_damage_map: the type, else physical / non_physical, else all). */
export function mapValue(sim: Sim, map: DamageMap, damageType: string, fallback: number): number {
  const own = map[damageType];
  if (own !== undefined && Object.hasOwn(map, damageType)) return own;
  const all = Object.hasOwn(map, "all") ? (map["all"] as number) : fallback;
  const dt = sim.content.damage_type.get(damageType);
  const group = dt?.physical ? "physical" : "non_physical";
  return Object.hasOwn(map, group) ? (map[group] as number) : all;
}

/** The attack kind of a hit (weakpoint_attack::type_of_melee_attack for blows). */
export function attackTypeOf(hit: HitKind, units: readonly DamageUnit[]): WeakpointAttackType {
  if (hit.vector === "ranged") return "ranged";
  if (hit.vector === "none") return "none";
  let primary = "";
  let most = 0;
  for (const u of units) {
    if (u.amount > most) {
      primary = u.damageType;
      most = u.amount;
    }
  }
  return primary === "bash" || primary === "cut" || primary === "stab" ? primary : "none";
}

function characterSkill(sim: Sim, c: Character, type: WeakpointAttackType, hit: HitKind): number {
  const skill = (id: string): number => c.skills[id] ?? 0;
  const stat = (statOf(sim, c, "dex") - 8) / 8 + (statOf(sim, c, "per") - 8) / 8;
  const vision = limbScore(sim, c, "vision");
  if (type === "bash" || type === "cut" || type === "stab") {
    const weapon = weaponSkill(hit.weapon);
    return ((skill(weapon) + skill("melee")) / 2 + stat) * ((vision + limbScore(sim, c, "reaction")) / 2);
  }
  if (type === "ranged") {
    const base = hit.thrown ? skill("throw") : (skill(hit.weapon?.combat.skill ?? "gun") + skill("gun")) / 2;
    return (base + stat) * vision;
  }
  return 0;
}

/**
 * What a monster type's `families` add for this character (weakpoint_families::modifier): per
 * family its bonus when the character has the proficiency, else its penalty; either defaults to
 * the proficiency's own.
 */
export function familyModifier(sim: Sim, c: Character, type: MonsterType): number {
  let total = 0;
  for (const f of type.families) {
    const prof = sim.content.proficiency.get(f.proficiency);
    total += c.proficiencies.includes(f.proficiency)
      ? (f.bonus ?? prof?.weakpointBonus ?? 0)
      : (f.penalty ?? prof?.weakpointPenalty ?? 0);
  }
  return total;
}

/** The attacker's skill at finding weak points (weakpoint_attack::compute_wp_skill). */
export function weakpointSkill(
  sim: Sim,
  source: string,
  type: WeakpointAttackType,
  hit: HitKind,
  target?: MonsterType,
): number {
  const c = sim.world.characters[source];
  if (c) return characterSkill(sim, c, type, hit) + (target ? familyModifier(sim, c, target) : 0);
  const m = sim.peekMonster(source);
  if (m) return sim.content.monster.get(m.type)?.meleeSkill ?? 0;
  return 0;
}

/**
 * A weak point's `condition`, with the attacker as `u` and the monster as `npc` (the game's
 * dialogue in weakpoint::hit_chance), through the EOC interpreter's condition evaluation
 * (engine/mechanics/eoc/interpreter.ts testCondition). A form it does not model (the loader warns
 * of it: EOC-form, EOC-form-unmodelled) counts as unmet, told once a run by a runtime_error.
 */
function conditionHolds(sim: Sim, cond: Json | undefined, source: string, target: string): boolean {
  if (cond === undefined || cond === null) return true;
  try {
    return testCondition(sim, { u: source, npc: target, context: {}, rules: WP_RULES }, cond);
  } catch (e) {
    if (!(e instanceof EocError)) throw e;
    const said = sim.world.vars[WP_REPORTED];
    const list = Array.isArray(said) ? (said as string[]) : [];
    if (!list.includes(e.message)) {
      sim.world.vars[WP_REPORTED] = [...list, e.message];
      sim.emit({
        type: "runtime_error",
        text: `a weak point's condition cannot be tested (${e.message}); the weak point is passed over`,
        rule: WP_RULES.run,
      });
    }
    return false;
  }
}

const WP_RULES = { run: "REAL-weakpoint-condition", content: "REAL-weakpoint-condition" } as const;
const WP_REPORTED = "cdda-sim:weakpoint_conditions";

/** The standard normal's P(X < x / 2) for a deviation of 2 (via erf), as hit_chance uses it. */
function phi2(x: number): number {
  return 0.5 * (1 + erf(x / (2 * Math.SQRT2)));
}

/** erf by Abramowitz and Stegun 7.1.26 (error under 1.5e-7). */
export function erf(x: number): number {
  const s = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return s * y;
}

/** A weak point's chance in percent against this attack (weakpoint::hit_chance). */
export function hitChance(
  sim: Sim,
  wp: Weakpoint,
  type: WeakpointAttackType,
  skill: number,
  source: string,
  target: string,
): number {
  if (wp.condition !== undefined && !conditionHolds(sim, wp.condition, source, target)) return 0;
  const constant = wp.coverageMult[type];
  const diff = wp.difficulty[type];
  const mult = wp.isGood ? phi2(skill - diff) : Math.max(0.1, 1 - phi2(skill - Math.max(diff + 10, 10)));
  return constant * mult * wp.coverage;
}

/** The weak point a hit finds (weakpoints::select_weakpoint); undefined: the plain default. */
export function selectWeakpoint(
  sim: Sim,
  list: readonly Weakpoint[],
  type: WeakpointAttackType,
  skill: number,
  source: string,
  target: string,
): Weakpoint | undefined {
  const rolls = Math.max(1, 1 + skill / 2.5);
  let base = 0;
  let reweighed = 0;
  let idx = rngFloat(sim.dice, 0, 100);
  for (const wp of list) {
    const raw = hitChance(sim, wp, type, skill, source, target);
    if (raw === 0) continue;
    const nextBase = base + raw;
    const nextReweighed = 100 * (1 - (1 - Math.min(1, nextBase / 100)) ** rolls);
    const share = nextReweighed - reweighed;
    if (idx < share) return wp;
    base = nextBase;
    reweighed = nextReweighed;
    idx -= share;
  }
  return undefined;
}

/**
 * Picks the weak point a hit on a monster finds (none for characters, or monsters without weak
 * points) and tells it with a `weakpoint` rule event.
 */
export function weakpointFor(
  sim: Sim,
  targetId: string,
  source: string,
  units: readonly DamageUnit[],
  hit: HitKind,
): WeakpointHit | undefined {
  if (sim.world.characters[targetId]) return undefined;
  const m = sim.peekMonster(targetId);
  const type = m ? sim.content.monster.get(m.type) : undefined;
  if (!type) return undefined;
  const list = weakpointsOf(sim, type);
  if (list.length === 0) return undefined;
  const attackType = attackTypeOf(hit, units);
  const skill = weakpointSkill(sim, source, attackType, hit, type);
  const point = selectWeakpoint(sim, list, attackType, skill, source, targetId);
  if (!point) return undefined;
  sim.emit({
    type: "rule",
    name: "weakpoint",
    data: {
      attacker: source,
      target: targetId,
      weakpoint: point.id,
      attack: attackType,
      skill: Math.round(skill * 1000) / 1000,
      ...(hit.crit ? { crit: true } : {}),
    },
  });
  return { point, attackType, skill, crit: hit.crit === true };
}

/** The monster's resistance to a type with the weak point's armour multiplier and penalty (weakpoint::apply_to). */
export function weakpointResistance(sim: Sim, wp: Weakpoint, damageType: string, resistance: number): number {
  return resistance * mapValue(sim, wp.armorMult, damageType, 1) - mapValue(sim, wp.armorPenalty, damageType, 0);
}

/** The damage multiplier the weak point gives a unit of this type (crit_mult on a critical hit). */
export function weakpointDamageMult(sim: Sim, wp: WeakpointHit, damageType: string): number {
  return mapValue(sim, wp.crit ? wp.point.critMult : wp.point.damageMult, damageType, 1);
}

/** The weak point's effects after the damage (weakpoint_effect::apply_to). */
export function applyWeakpointEffects(
  sim: Sim,
  targetId: string,
  source: string,
  wp: WeakpointHit,
  dealt: number,
): void {
  const m = sim.peekMonster(targetId);
  if (!m || m.dead) return;
  const hpMax = sim.content.monster.get(m.type)?.hp ?? 0;
  if (hpMax <= 0 || wp.point.effects.length === 0) return;
  const percent = Math.min(100, (100 * dealt) / hpMax);
  for (const e of wp.point.effects) applyEffect(sim, targetId, source, e, percent);
}

function applyEffect(sim: Sim, targetId: string, source: string, e: WeakpointEffect, percent: number): void {
  if (percent < e.damageRequired[0] || e.damageRequired[1] < percent) return;
  if (!(rngFloat(sim.dice, 0, 100) < e.chance)) return;
  if (e.effect === "") return;
  const duration = sim.dice.int(Math.min(...e.duration), Math.max(...e.duration));
  const intensity = sim.dice.int(Math.min(...e.intensity), Math.max(...e.intensity));
  const added = addEffect(sim, targetId, {
    id: e.effect,
    duration,
    ...(intensity > 0 ? { intensity } : {}),
    ...(e.permanent ? { permanent: true } : {}),
    source,
  });
  if (added && e.message !== "" && sim.world.characters[source]?.isPlayer === true)
    sim.emit({ type: "message", text: e.message.replace("%s", nameOf(sim, targetId)), about: targetId });
}
