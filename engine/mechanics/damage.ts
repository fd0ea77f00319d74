/**
 * Damage by type, from the attack to the wound: each unit of a damage instance meets the target's
 * resistance to its type on the part hit, less the unit's armour penetration and times its armour
 * multiplier, and what gets through is applied as damage of that type (a `damaged` event per
 * type). Resistances come from the data: a monster's `armor` per type, or the type its damage_type
 * derives from (stab from cut × 0.8, acid from cut × 0.5); `no_resist` types ignore armour; a
 * creature with one of the type's immunity flags takes none of it. A character's worn armour
 * meets each unit on the part hit first (engine/mechanics/fight/armor.ts: coverage rolls, materials,
 * thickness); an `armor` event names each item that stopped something.
 */
import type { DamageUnit } from "../content/kinds/monsters/values.js";
import type { Sim } from "../sim/context.js";
import { applyDamage } from "../sim/creature_state.js";
import { absorbUnit, type AttackVector } from "./fight/armor.js";
import {
  applyWeakpointEffects,
  weakpointDamageMult,
  weakpointFor,
  weakpointResistance,
  type HitKind,
} from "./fight/weakpoints.js";

export type { DamageUnit } from "../content/kinds/monsters/values.js";

/** One type's share of a hit: what came in, what armour stopped, what was dealt. */
export interface DealtPart {
  readonly damageType: string;
  readonly incoming: number;
  readonly stopped: number;
  readonly dealt: number;
}

export interface Dealt {
  readonly total: number;
  readonly parts: readonly DealtPart[];
}

/** dealDamage's hit when none is given: by its vector, one object each (it is only read). */
const PLAIN_HIT: Readonly<Record<AttackVector, HitKind>> = {
  melee: Object.freeze({ vector: "melee" }),
  ranged: Object.freeze({ vector: "ranged" }),
};

/** A single unit of one type (no penetration, full armour). */
export function unit(damageType: string, amount: number): DamageUnit {
  return { damageType, amount, armorPenetration: 0, armorMultiplier: 1, damageMultiplier: 1 };
}

/** Is this creature immune to the damage type (its flags against the type's immunity flags)? */
export function isImmuneTo(sim: Sim, id: string, damageType: string): boolean {
  const type = sim.content.damage_type.get(damageType);
  if (!type) return false;
  const c = sim.world.characters[id];
  if (c) return type.immuneCharacterFlags.some((f) => c.flags.includes(f));
  const m = sim.peekMonster(id);
  const flags = m ? (sim.content.monster.get(m.type)?.flags ?? []) : [];
  return type.immuneMonsterFlags.some((f) => flags.includes(f));
}

/** A monster's resistance to a type: its `armor`, or the type it derives from. */
function monsterResistance(sim: Sim, monsterType: string, damageType: string): number {
  const armor = sim.content.monster.get(monsterType)?.armor ?? {};
  if (Object.hasOwn(armor, damageType)) return armor[damageType] ?? 0;
  const derived = sim.content.damage_type.get(damageType)?.derivedFrom;
  if (derived && Object.hasOwn(armor, derived.type)) return (armor[derived.type] ?? 0) * derived.factor;
  return 0;
}

/** A creature's resistance to one damage type on one part (before the unit's penetration). */
export function resistance(sim: Sim, id: string, part: string | undefined, damageType: string): number {
  if (sim.content.damage_type.get(damageType)?.noResist) return 0;
  const m = sim.world.characters[id] ? undefined : sim.peekMonster(id);
  if (m) return monsterResistance(sim, m.type, damageType);
  // A character's resistance is its worn armour, rolled per unit in dealDamage.
  void part;
  return 0;
}

/** The units scaled by a multiplier (the attack's damage roll, a block). */
export function scaleUnits(units: readonly DamageUnit[], factor: number): DamageUnit[] {
  return units.map((u) => ({ ...u, amount: u.amount * factor }));
}

/** The total before armour. */
export function rawTotal(units: readonly DamageUnit[]): number {
  let t = 0;
  for (const u of units) t += Math.max(0, u.amount * u.damageMultiplier);
  return t;
}

/**
 * Deals a damage instance to a creature: per unit, (amount less max(0, resistance −
 * armour_penetration) × armour_multiplier) × damage_multiplier, applied by type. Stops once the
 * target is dead. `vector` says which coverage of worn armour a character's items use.
 */
export function dealDamage(
  sim: Sim,
  targetId: string,
  part: string | undefined,
  units: readonly DamageUnit[],
  source: string,
  vector: AttackVector = "melee",
  hit: HitKind = PLAIN_HIT[vector],
): Dealt {
  const parts: DealtPart[] = [];
  let total = 0;
  const worn = sim.world.characters[targetId]?.worn;
  // A hit on a monster finds a weak point first (monster::absorb_hit).
  const wp = isDead(sim, targetId) ? undefined : weakpointFor(sim, targetId, source, units, hit);
  for (const raw of units) {
    const incoming = Math.max(0, raw.amount * raw.damageMultiplier);
    if (incoming <= 0) continue;
    if (isImmuneTo(sim, targetId, raw.damageType)) {
      parts.push({ damageType: raw.damageType, incoming, stopped: incoming, dealt: 0 });
      continue;
    }
    let u = raw;
    if (worn && worn.length > 0 && !sim.content.damage_type.get(raw.damageType)?.noResist) {
      const absorbed = absorbUnit(sim.content, sim.dice, worn, part ?? "torso", raw, vector);
      u = absorbed.unit;
      for (const s of absorbed.stopped)
        sim.emit({
          type: "armor",
          who: targetId,
          bodyPart: part ?? "torso",
          item: s.item,
          damageType: raw.damageType,
          stopped: Math.round(s.amount * raw.damageMultiplier * 100) / 100,
        });
    }
    let base = resistance(sim, targetId, part, u.damageType);
    if (wp) base = weakpointResistance(sim, wp.point, u.damageType, base);
    const resist = Math.max(0, base - u.armorPenetration) * u.armorMultiplier;
    // Armour meets the amount, then the unit's multiplier (and the weak point's) scales what is
    // left (src/creature.cpp deal_damage: absorb_hit, then deal_damage_handle_type).
    const mult = Math.max(0, u.damageMultiplier) * (wp ? weakpointDamageMult(sim, wp, u.damageType) : 1);
    const through = Math.max(0, u.amount - resist) * Math.max(0, mult);
    const dealt = isDead(sim, targetId) ? 0 : applyDamage(sim, targetId, through, u.damageType, part, source);
    parts.push({ damageType: u.damageType, incoming, stopped: Math.min(incoming, incoming - through), dealt });
    total += dealt;
  }
  if (wp) applyWeakpointEffects(sim, targetId, source, wp, total);
  return { total, parts };
}

function isDead(sim: Sim, id: string): boolean {
  const c = sim.world.characters[id];
  if (c) return c.dead === true;
  return sim.peekMonster(id)?.dead === true;
}
