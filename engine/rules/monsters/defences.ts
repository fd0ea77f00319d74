/**
 * Defensive attacks, `special_when_hit` (D1-when_hit-chance): on every hit the defense runs when
 * rng(0, 100) ≤ chance, then filters: ZAPBACK (melee only, D1-ZAPBACK), ACIDSPLASH (melee, or a
 * damaging projectile one time in three, D1-ACIDSPLASH), RETURN_FIRE (unseen ranged attackers whose
 * shot did damage, D1-RETURN_FIRE), NONE (nothing, D1-NONE).
 */
import { dealDamage, unit } from "../../mechanics/damage.js";
import type { GunAttack } from "../../content/kinds/monsters/attack_types.js";
import type { Sim } from "../../sim/context.js";
import { nameOf } from "../../sim/creature_state.js";
import { zapInsulation } from "../../mechanics/fight/conduct.js";
import { firedProjectile, gunLoudness } from "../../mechanics/fight/ranged.js";
import { isYou } from "../../mechanics/fight/words.js";
import { creaturePos } from "../../world/creatures.js";
import { distance } from "../../world/grid.js";
import type { Point } from "../../world/types.js";
import { creatureOn, isAlive, monsterType } from "./combat.js";
import { attacksOf } from "./dispatch.js";
import { GUNSHOT_VOLUME, rangeFor, shoot } from "./json/gun.js";
import { cap } from "./text.js";
import { monsterSees } from "../../mechanics/senses/sight.js";
import { latest } from "../../world/peek.js";

export function whenHit(sim: Sim, victimId: string, attackerId: string, ranged: boolean, damage: number): void {
  const victim = sim.world.monsters[victimId];
  if (!victim || victim.dead) return;
  const type = monsterType(sim, victimId);
  const def = type?.specialWhenHit;
  if (!type || !def || def.id === "NONE") return;
  if (sim.dice.int(0, 100) > def.chance) return;
  if (!isAlive(sim, attackerId)) return;
  switch (def.id) {
    case "ZAPBACK":
      return zapback(sim, victimId, attackerId, ranged);
    case "ACIDSPLASH":
      return acidsplash(sim, victimId, attackerId, ranged, damage);
    case "RETURN_FIRE":
      return returnFire(sim, victimId, attackerId, ranged, damage);
  }
}

function zapback(sim: Sim, victimId: string, attackerId: string, ranged: boolean): void {
  if (ranged) return;
  const c = sim.world.characters[attackerId];
  if (c ? c.flags.includes("ELECTRIC_IMMUNE") : monsterType(sim, attackerId)?.flags.includes("ELECTRIC") === true)
    return;
  // Non-conductive gloves or weapon spare a character (src/mondefense.cpp zapback).
  const insulated = c ? zapInsulation(sim, c) : undefined;
  if (insulated !== undefined) {
    sim.emit({
      type: "rule",
      name: "zapback_insulated",
      data: { monster: victimId, attacker: attackerId, by: insulated },
    });
    return;
  }
  const amount = sim.dice.int(1, 5);
  sim.emit({ type: "rule", name: "zapback", data: { monster: victimId, attacker: attackerId, amount } });
  sim.emit({
    type: "message",
    text: `${cap(nameOf(sim, attackerId))} ${isYou(sim, attackerId) ? "get" : "gets"} zapped by ${nameOf(sim, victimId)}!`,
    about: attackerId,
  });
  const shock = [unit("electric", amount)];
  if (c) {
    dealDamage(sim, attackerId, "arm_l", shock, victimId);
    dealDamage(sim, attackerId, "arm_r", shock, victimId);
  } else {
    dealDamage(sim, attackerId, undefined, shock, victimId);
  }
}

function acidsplash(sim: Sim, victimId: string, attackerId: string, ranged: boolean, damage: number): void {
  if (ranged && (damage <= 0 || !sim.dice.oneIn(3))) return;
  const victim = sim.world.monsters[victimId];
  const at = creaturePos(sim.world, attackerId);
  if (!victim || !at) return;
  const c = sim.world.characters[attackerId];
  let drops = sim.dice.int(4, 6);
  // An edged weapon (a blow type the content marks `edged`) splashes more (src/mondefense.cpp acidsplash).
  if (!ranged && c?.wielded !== undefined && hasEdge(sim, c.wielded.id)) drops += sim.dice.int(3, 4);
  sim.emit({ type: "message", text: `Acid sprays out of ${nameOf(sim, victimId)} as it is hit!`, about: victimId });
  if (!ranged && c && c.wielded === undefined) {
    const hand = sim.dice.int(1, 5);
    dealDamage(sim, attackerId, sim.dice.oneIn(2) ? "hand_l" : "hand_r", [unit("acid", hand)], victimId);
  }
  const acid = sim.dice.int(1, 3);
  for (let i = 0; i < drops; i++) {
    const options: Point[] = [];
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const p = { x: at.x + dx, y: at.y + dy, z: at.z };
        if (p.x !== victim.pos.x || p.y !== victim.pos.y) options.push(p);
      }
    const spot = sim.dice.pick(options);
    if (!spot) continue;
    const hit = creatureOn(sim, spot);
    if (hit && hit !== victimId) dealDamage(sim, hit, undefined, [unit("acid", acid)], victimId);
  }
  sim.emit({ type: "rule", name: "acidsplash", data: { monster: victimId, attacker: attackerId, drops, acid } });
}

function hasEdge(sim: Sim, itemId: string): boolean {
  const item = sim.content.item.get(itemId);
  if (!item) return false;
  if (item.flags.includes("SHEATH_SWORD")) return true;
  return Object.entries(item.combat.meleeDamage).some(
    ([type, amount]) => amount > 0 && sim.content.damage_type.get(type)?.edged === true,
  );
}

/** RETURN_FIRE fires back with this much dispersion added (src/mondefense.cpp). */
const RETURN_FIRE_RECOIL = 150;

/**
 * How loud the attacker's shot was: a character's wielded gun with the ammo it carries, a
 * monster's first gun attack with its gun and ammo, as the content has them (gunLoudness); a
 * character with no gun (a throw) is silent.
 */
function shotLoudness(sim: Sim, attackerId: string): number {
  const c = sim.world.characters[attackerId];
  if (c) {
    const gun = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
    if (!gun || gun.combat.ammo.length === 0) return 0;
    const ammo = c.inventory
      .map((s) => sim.content.item.get(s.id))
      .find((i) => i?.ammoType.some((x) => gun.combat.ammo.includes(x)));
    return gunLoudness(gun, ammo);
  }
  const type = monsterType(sim, attackerId);
  if (!type) return GUNSHOT_VOLUME;
  for (const { attack } of attacksOf(type, sim)) {
    if (attack.kind !== "gun") continue;
    const g = attack as GunAttack;
    // As the shot was made (json/gun.ts shotPlan): a throw is silent, a gun the content lacks (or
    // one without damage) approximated at GUNSHOT_VOLUME.
    if (g.fakeSkills.some(([id]) => id === "throw")) return 0;
    const gun = sim.content.item.get(g.gunType);
    const ammoId = g.ammoType ?? gun?.combat.ammo[0];
    const ammo = ammoId !== undefined ? sim.content.item.get(ammoId) : undefined;
    if (!gun || firedProjectile(gun, ammo).units.length === 0) return GUNSHOT_VOLUME;
    return gunLoudness(gun, ammo);
  }
  return GUNSHOT_VOLUME;
}

function returnFire(sim: Sim, victimId: string, attackerId: string, ranged: boolean, damage: number): void {
  if (!ranged || damage <= 0) return;
  const victim = sim.world.monsters[victimId];
  const at = creaturePos(sim.world, attackerId);
  const type = monsterType(sim, victimId);
  if (!victim || !at || !type) return;
  const d = distance(victim.pos, at);
  // Unseen: out of its sight line or beyond its vision range in the light there.
  if (monsterSees(sim, type, latest(victim.pos), at, Number.POSITIVE_INFINITY)) return;
  // And heard: the shot must be loud enough to reach it; a silent one (a throw) is never answered.
  if (shotLoudness(sim, attackerId) < d) return;
  for (const { key, attack } of attacksOf(type, sim)) {
    if (attack.kind !== "gun") continue;
    const mode = rangeFor(attack as GunAttack, d);
    if (mode === false) continue;
    sim.emit({ type: "rule", name: "return_fire", data: { monster: victimId, attacker: attackerId } });
    shoot(sim, victimId, key, attack, attackerId, mode, RETURN_FIRE_RECOIL);
    return;
  }
}
