/**
 * `{"type": "throw", "who": id, "item": id, "target": id}` and `{"type": "fire", "who": id,
 * "target": id, "ammo"?: id, "mode"?: id}`: a character throws one of a carried item, or fires the
 * gun it wields, at a creature it sees in range. The projectile flies as the monsters' guns and
 * throws fly (engine/mechanics/fight/ballistics.ts, ranged.ts): to-hit from the shooter's dex and skills,
 * the item's or the gun's and ammo's dispersion and the range; damage from the item or the ammo,
 * scaled by the hit's quality, so it falls with range as the game's model makes it fall.
 *
 * - throw: the range is the game's throw_range (strength, weight, volume, throw skill); the item
 *   leaves the inventory and is gone (it does not land on the map); the moves are the game's
 *   throw_cost; a throw makes no sound of its own.
 * - fire: a gun that takes a magazine fires from the one inserted in it, a gun with rounds of its
 *   own (`charges`) fires those (magazine.ts; `reload` loads both); any other gun draws the carried
 *   ammo whose `ammo_type` it takes (`ammo` picks one; the first such stack otherwise; magazines
 *   are never fired as rounds). `mode` picks a firing mode by id (its `shots` are the burst, at most the rounds
 *   carried); the default mode fires one. Each shot is as loud as the gun and its ammo, heard by
 *   monsters (engine/mechanics/senses/hearing.ts). A burst costs the game's time_to_attack of the gun's
 *   skill (fireMoves; a turn when the content lacks the skill). Recoil building up within a burst
 *   is not modelled. Without ammo the gun clicks, and the moves are spent.
 *
 * A hit runs the target's `special_when_hit` (RETURN_FIRE, ACIDSPLASH) as ranged through the hit
 * hooks.
 */
import * as t from "io-ts";
import type { Item } from "../../content/kinds/item.js";
import type { ActionKind } from "../../sim/action.js";
import { worldId } from "../../sim/codecs.js";
import type { Sim } from "../../sim/context.js";
import { character, nameOf } from "../../sim/creature_state.js";
import { dealDamage, scaleUnits } from "../../mechanics/damage.js";
import { type DispersionSources, flyAlong, type Projectile } from "../../mechanics/fight/ballistics.js";
import { gunRecoil, MAX_RECOIL, manipDispersion, recoilAbsorb, recoilOf } from "../../mechanics/fight/aim.js";
import {
  firedProjectile,
  fireDispersion,
  fireMoves,
  gunLoudness,
  shooterOf,
  throwCost,
  throwDispersion,
  thrownProjectile,
  throwRange,
} from "../../mechanics/fight/ranged.js";
import { subjectVerb } from "../../mechanics/fight/words.js";
import { round2 } from "./aim.js";
import { isRoundFor, loadedRounds, spendRound } from "./magazine.js";
import { afterHit } from "../../sim/hooks.js";
import { countOf, removeFromInventory } from "../../sim/items.js";
import { canSee } from "../../sim/terrain.js";
import { bodyPartName } from "../../world/anatomy.js";
import { creaturePos } from "../../world/creatures.js";
import { distance } from "../../world/grid.js";
import type { Character } from "../../world/types.js";

export interface ThrowAction {
  readonly type: "throw";
  readonly who: string;
  readonly item: string;
  readonly target: string;
}

export interface FireAction {
  readonly type: "fire";
  readonly who: string;
  readonly target: string;
  readonly ammo?: string;
  readonly mode?: string;
}

/** The attack keys of a character's throws and shots in `attack` events. */
export const THROW_ATTACK = "throw";
export const FIRE_ATTACK = "fire";

/** The living target, seen on the shooter's level; its distance. */
function aim(sim: Sim, c: Character, targetId: string, verb: string): number {
  const tpos = creaturePos(sim.world, targetId);
  const alive = sim.world.characters[targetId]
    ? !sim.world.characters[targetId]?.dead
    : sim.world.monsters[targetId]?.dead !== true;
  if (!tpos || !alive) sim.refuse(`there is no living creature ${JSON.stringify(targetId)} to ${verb} at`);
  if (targetId === c.id) sim.refuse(`${c.id} cannot ${verb} at itself`);
  if (tpos.z !== c.pos.z || !canSee(sim.content, sim.map(), c.pos, tpos))
    sim.refuse(`${c.id} cannot see ${targetId} (${tpos.x},${tpos.y},${tpos.z}) to ${verb} at it`);
  return distance(c.pos, tpos);
}

/** Flies one projectile along its path and deals what lands; returns the damage dealt to anyone (undefined: nothing hit). */
function loose(
  sim: Sim,
  who: string,
  targetId: string,
  d: number,
  key: string,
  projectile: Projectile,
  dispersion: DispersionSources,
  what: string,
): number | undefined {
  const c = character(sim, who);
  const tpos = creaturePos(sim.world, targetId);
  if (!tpos) return undefined;
  const flight = flyAlong(sim, who, c.pos, targetId, tpos, projectile, dispersion);
  const last = flight.reached[flight.reached.length - 1];
  const hit = last && last.result.outcome === "hit" ? { id: last.id, result: last.result } : undefined;
  const onTarget = flight.reached.find((r) => r.id === targetId);
  const missed = hit?.id !== targetId;
  if (missed) {
    sim.emit({ type: "attack", attacker: who, target: targetId, attack: key, outcome: "miss", damage: 0 });
    sim.emit({
      type: "message",
      text: `${subjectVerb(sim, who, "misses", "miss")} ${nameOf(sim, targetId)} with ${what}.`,
      about: who,
    });
    sim.emit({
      type: "rule",
      name: "projectile",
      data: {
        attacker: who,
        target: targetId,
        range: d,
        outcome: onTarget ? onTarget.result.outcome : "miss",
        missed_by: onTarget ? onTarget.result.missedBy : flight.missedBy,
        end: [flight.end.x, flight.end.y, flight.end.z],
      },
    });
  }
  if (hit?.result.outcome !== "hit") return undefined;
  const r = hit.result;
  const victim = hit.id;
  // A weak point of a monster: the gun's or the throw's skill; a critical or head shot uses its crit_mult.
  const crit = r.quality === "headshot" || r.quality === "critical";
  const wielded = sim.world.characters[who]?.wielded;
  const weapon = key === THROW_ATTACK || !wielded ? undefined : sim.content.item.get(wielded.id);
  const how = { vector: "ranged" as const, thrown: key === THROW_ATTACK, crit, ...(weapon ? { weapon } : {}) };
  const units = scaleUnits(projectile.units, r.multiplier);
  const dealt = dealDamage(sim, victim, r.bodyPart, units, who, "ranged", how).total;
  sim.emit({
    type: "attack",
    attacker: who,
    target: victim,
    attack: key,
    outcome: dealt > 0 ? "hit" : "no_damage",
    ...(r.bodyPart ? { bodyPart: r.bodyPart } : {}),
    damage: dealt,
  });
  const part = r.bodyPart ? ` on the ${bodyPartName(r.bodyPart)}` : "";
  sim.emit({
    type: "message",
    text: missed
      ? `A stray shot of ${what} hits ${nameOf(sim, victim)}${part} for ${dealt}.`
      : `${subjectVerb(sim, who, "hits", "hit")} ${nameOf(sim, victim)}${part} with ${what} for ${dealt}.`,
    about: who,
  });
  sim.emit({
    type: "rule",
    name: missed ? "stray_shot" : "projectile",
    data: {
      attacker: who,
      target: victim,
      ...(missed ? { aimed_at: targetId } : {}),
      range: d,
      outcome: r.quality,
      missed_by: r.missedBy,
      multiplier: r.multiplier,
    },
  });
  afterHit(sim, victim, who, true, dealt);
  return dealt;
}

export const throwKind: ActionKind<ThrowAction> = {
  type: "throw",
  codec: t.type({ type: t.literal("throw"), who: worldId, item: t.string, target: worldId }),
  actor: (a) => a.who,
  describe: (a) => `${a.who} throws ${a.item} at ${a.target}`,
  run(sim: Sim, a) {
    const c = character(sim, a.who);
    const item = sim.content.item.get(a.item);
    if (!item) sim.refuse(`no item ${JSON.stringify(a.item)} is loaded`);
    if (countOf(c.inventory, a.item) < 1)
      sim.refuse(
        `${a.who} has no ${a.item} in ${a.who === "you" ? "your" : "its"} inventory (${c.inventory.map((s) => s.id).join(", ") || "empty"}); give_item first`,
      );
    const d = aim(sim, c, a.target, "throw");
    const shooter = shooterOf(sim, c);
    const reach = throwRange(shooter, item);
    if (d > reach) sim.refuse(`${a.target} is ${d} tiles away; ${a.who} throws ${a.item} ${reach} tiles at most`);
    removeFromInventory(c.inventory, a.item, 1);
    c.moves -= throwCost(sim, c, shooter, item);
    loose(
      sim,
      a.who,
      a.target,
      d,
      THROW_ATTACK,
      thrownProjectile(shooter, item),
      throwDispersion(sim, shooter, item, a.target, d),
      `a thrown ${item.name}`,
    );
  },
};

/** The wielded gun, refusing anything else. */
function gunOf(sim: Sim, c: Character): Item {
  const gun = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
  if (!gun || gun.combat.ammo.length === 0)
    sim.refuse(`${c.id} wields ${c.wielded ? c.wielded.id : "nothing"}, not a gun that takes ammo`);
  return gun;
}

/** The ammo stack fired: the one asked for, or the first carried one the gun takes. */
function ammoFor(sim: Sim, c: Character, gun: Item, asked: string | undefined): Item | undefined {
  // A magazine names its ammo type too, but it is not a round to fire.
  const takes = (item: Item): boolean => isRoundFor(gun, item);
  if (asked !== undefined) {
    const item = sim.content.item.get(asked);
    if (!item) sim.refuse(`no item ${JSON.stringify(asked)} is loaded`);
    if (!takes(item)) sim.refuse(`${gun.id} does not take ${asked} (it takes ${gun.combat.ammo.join(", ")})`);
    return countOf(c.inventory, asked) > 0 ? item : undefined;
  }
  for (const stack of c.inventory) {
    const item = sim.content.item.get(stack.id);
    if (item && stack.count > 0 && takes(item)) return item;
  }
  return undefined;
}

/** Fires the wielded gun at a target it sees in range (the `fire` action; refuses what it cannot). */
export function fireGun(sim: Sim, a: Omit<FireAction, "type">): void {
  const c = character(sim, a.who);
  const gun = gunOf(sim, c);
  const d = aim(sim, c, a.target, "fire");
  const mode = a.mode === undefined ? undefined : gun.combat.modes.find((m) => m.id === a.mode);
  if (a.mode !== undefined && !mode)
    sim.refuse(
      `${gun.id} has no firing mode ${JSON.stringify(a.mode)} (${gun.combat.modes.map((m) => m.id).join(", ") || "none listed"})`,
    );
  const loaded = loadedRounds(sim, c);
  const ammo = loaded
    ? loaded.count > 0 && loaded.ammo !== undefined
      ? sim.content.item.get(loaded.ammo)
      : undefined
    : ammoFor(sim, c, gun, a.ammo);
  const projectile = firedProjectile(gun, ammo);
  if (projectile.range > 0 && d > projectile.range)
    sim.refuse(
      `${a.target} is ${d} tiles away; ${gun.id}${ammo ? ` with ${ammo.id}` : ""} reaches ${projectile.range}`,
    );
  const shooter = shooterOf(sim, c);
  c.moves -= fireMoves(sim, shooter, gun);
  if (!ammo) {
    sim.emit({ type: "sound", description: "click.", volume: 2, pos: { ...c.pos }, source: a.who });
    sim.emit({
      type: "message",
      text: `${subjectVerb(sim, a.who, "has", "have")} no ammo for the ${gun.name}.`,
      about: a.who,
    });
    sim.emit({ type: "rule", name: "fire_empty", data: { who: a.who, gun: gun.id } });
    return;
  }
  const carried = loaded ? loaded.count : countOf(c.inventory, ammo.id);
  const rounds = Math.min(mode?.shots ?? 1, carried);
  const volume = gunLoudness(gun, ammo);
  const hands = manipDispersion(sim, c);
  const kick = gunRecoil(gun, ammo, shooter.str);
  const absorb = recoilAbsorb(c, gun);
  const before = recoilOf(c);
  let delay = 0;
  let fired = 0;
  for (let i = 0; i < rounds && isAlive(sim, a.target); i++) {
    if (loaded) spendRound(sim, c);
    else removeFromInventory(c.inventory, ammo.id, 1);
    if (volume > 0) sim.emit({ type: "sound", description: "a gunshot", volume, pos: { ...c.pos }, source: a.who });
    const dispersion = fireDispersion(shooter, gun, ammo, recoilOf(character(sim, a.who)), hands);
    loose(sim, a.who, a.target, d, FIRE_ATTACK, projectile, dispersion, `the ${gun.name}`);
    fired++;
    // fire_gun: the skill's share of the kick waits for the burst's end (an int, truncated each
    // shot), the rest counts five times at once.
    delay = Math.trunc(delay + kick * absorb);
    const shooterNow = character(sim, a.who);
    shooterNow.recoil = recoilOf(shooterNow) + 5 * kick * (1 - absorb);
  }
  const after = character(sim, a.who);
  after.recoil = Math.min(MAX_RECOIL, recoilOf(after) + delay);
  sim.emit({
    type: "rule",
    name: "recoil",
    data: { who: a.who, gun: gun.id, shots: fired, kick, before: round2(before), after: round2(after.recoil) },
  });
}

export const fireKind: ActionKind<FireAction> = {
  type: "fire",
  codec: t.intersection([
    t.type({ type: t.literal("fire"), who: worldId, target: worldId }),
    t.partial({ ammo: t.string, mode: t.string }),
  ]),
  actor: (a) => a.who,
  describe: (a) => `${a.who} fires at ${a.target}`,
  run(sim: Sim, a) {
    fireGun(sim, a);
  },
};

export function isAlive(sim: Sim, id: string): boolean {
  const c = sim.world.characters[id];
  if (c) return !c.dead;
  const m = sim.world.monsters[id];
  return m !== undefined && !m.dead;
}
