/**
 * The `gun` kind (D5): target choice (friendly monsters pick safe hostile targets, D5-friendly),
 * the first matching `ranges` entry, targeting with its cost, timeout, extension, grace period and
 * laser lock (D5-targeting, S-8), ammo (D5-ammo, D5-F-max_ammo) and the shot of a fake shooter.
 *
 * The shot (D5-fake-npc) is the real game's where the content has the gun and its ammo: a fake
 * shooter with the fake stats and skills fires the gun (dispersion from the gun, the ammo, dex and
 * skill; damage from the gun and the ammo; the gun's loudness as the sound; a burst fires the
 * mode's shots), or throws one of its ammo when it has the throw skill (feral humans' rocks), as
 * src/mattack_actors.cpp gun_actor::shoot does; engine/mechanics/fight/ has the numbers. Where the gun or
 * the thrown item is missing, or neither the gun nor its ammo gives any damage, the old approximation (approximatePlan) stands in, with a
 * `gun_approximated` rule event. An attack without ammo_type (the gun's default ammo) uses no
 * counted ammo. On the shooter's level the real shot flies its path as a character's does
 * (ballistics.ts flyAlong): a miss flies on and may hit someone else (a `stray_shot` rule event).
 */
import { dealDamage, type DamageUnit, scaleUnits, unit } from "../../../mechanics/damage.js";
import {
  type DispersionSources,
  flyAlong,
  flyProjectile,
  type Projectile,
} from "../../../mechanics/fight/ballistics.js";
import {
  firedProjectile,
  fireDispersion,
  gunLoudness,
  throwDispersion,
  thrownProjectile,
} from "../../../mechanics/fight/ranged.js";
import type { GunAttack, GunRange } from "../../../content/kinds/monsters/attack_types.js";
import type { Sim } from "../../../sim/context.js";
import { hasEffect, nameOf, removeEffect } from "../../../sim/creature_state.js";
import { addEffect } from "../../../mechanics/effects/add.js";
import { afterHit } from "../../../sim/hooks.js";
import { canSee, canSee3d } from "../../../sim/terrain.js";
import { naturalLight } from "../../../mechanics/senses/light.js";
import { creaturePos } from "../../../world/creatures.js";
import { distance, line } from "../../../world/grid.js";
import type { AttackCall } from "../attack_context.js";
import { isAlive, livingMonster, partWeights } from "../combat.js";
import { evalCondition } from "../condition.js";
import { format, monsterName } from "../text.js";

const LAST_TARGETED = "cdda-sim:last_targeted";
/** weather::is_in_sunlight's threshold of natural light. */
const SUNLIGHT_FOR_GUNS = 40;

export function performGun(call: AttackCall<GunAttack>): boolean {
  const { sim, monsterId, attack: a, key } = call;
  const m = livingMonster(sim, monsterId);
  if (!m) return false;
  const targetId = m.attitude === "friendly" ? friendlyTarget(sim, monsterId, a) : call.targetId;
  if (targetId === undefined || !isAlive(sim, targetId)) return false;
  const tpos = creaturePos(sim.world, targetId);
  // Across levels too, through open air (sim/terrain.ts canSee3d), at the 3D distance.
  if (!tpos || !canSee3d(sim.content, sim.map(), m.pos, tpos)) return false;
  const mode = rangeFor(a, Math.max(distance(m.pos, tpos), Math.abs(tpos.z - m.pos.z)));
  if (mode === false) return false;
  if (!evalCondition(sim, a.condition, { u: monsterId, npc: undefined }, `attack ${key} of ${m.type}`)) return false;
  // The game's is_in_sunlight: the sky's light on the level at least 40 (weather and roofs are not
  // modelled); a scenario's `sunlight: false` variable still says it is dark.
  if (a.requireSunlight && (sim.world.vars["sunlight"] === false || naturalLight(sim, m.pos.z) < SUNLIGHT_FOR_GUNS)) {
    if (sim.dice.oneIn(3))
      sim.emit({
        type: "message",
        text: `${monsterName(sim, monsterId)} can't see well enough to fire.`,
        about: monsterId,
      });
    return false;
  }
  // D5-F-laser_lock: with laser lock the lock is the target's, so a target locked by anyone needs no
  // targeting; otherwise the monster's own targeted state counts.
  const ready = a.laserLock
    ? hasEffect(sim.world, targetId, "laserlocked") || hasEffect(sim.world, targetId, "was_laserlocked")
    : hasEffect(sim.world, monsterId, "targeted");
  if (needsTargeting(sim, a, targetId) && !ready) {
    target(sim, monsterId, a, targetId);
    return true;
  }
  // Targeted, its state is extended before the shot (S-8; a negative extension shortens it), as
  // gun_actor::try_target does: also when the shot then fails for want of ammo or a stun.
  if (needsTargeting(sim, a, targetId)) extendTargeted(sim, monsterId, a.targetingTimeoutExtend);
  shoot(sim, monsterId, key, a, targetId, mode, 0);
  return true;
}

function extendTargeted(sim: Sim, monsterId: string, turns: number): void {
  const m = sim.world.monsters[monsterId];
  const t = m?.effects.find((e) => e.id === "targeted");
  if (!t) return;
  t.duration += turns;
  if (t.duration <= 0) removeEffect(sim, monsterId, "targeted");
}

/** How loud an approximated shot is (a gun the content lacks); RETURN_FIRE hears this much too. */
export const GUNSHOT_VOLUME = 60;

/** The first `ranges` entry holding the distance (its fire mode), capped by `range`; false: out of range. */
export function rangeFor(a: GunAttack, d: number): string | undefined | false {
  if (a.range !== undefined && d > a.range) return false;
  if (a.ranges.length === 0) return undefined;
  const r: GunRange | undefined = a.ranges.find((x) => d >= x.min && d <= x.max);
  return r ? r.mode : false;
}

function maxRange(a: GunAttack): number {
  let r = a.range ?? 0;
  for (const x of a.ranges) r = Math.max(r, x.max);
  return a.range !== undefined ? Math.min(a.range, r || a.range) : r || 60;
}

function needsTargeting(sim: Sim, a: GunAttack, targetId: string): boolean {
  const c = sim.world.characters[targetId];
  if (c) return c.isPlayer ? a.requireTargetingPlayer : a.requireTargetingNpc;
  return a.requireTargetingMonster;
}

/**
 * D5-targeting as gun_actor::try_target does (src/mattack_actors.cpp): a sound, the monster's own
 * targeted state for `targeting_timeout` turns, laser lock, and `targeting_cost` moves. The spec's
 * cost is that of targeting *the player*, waived when the player was targeted in the last 5 turns
 * (D5-F-targeting_cost, L-targeting_cost-5, X-22: the spec's rule is kept, though the game has no
 * such grace). Of other targets the spec says nothing, so they pay on every targeting step as in the
 * game (REAL-gun-targeting-cost): a turret whose shot ends its targeted state, as
 * `targeting_timeout_extend` -10 does, then pays targeting and shot on every round.
 */
function target(sim: Sim, monsterId: string, a: GunAttack, targetId: string): void {
  const m = sim.world.monsters[monsterId];
  if (!m) return;
  if (a.targetingVolume > 0 && a.targetingSound !== "")
    sim.emit({
      type: "sound",
      description: a.targetingSound,
      volume: a.targetingVolume,
      pos: { ...m.pos },
      source: monsterId,
    });
  removeEffect(sim, monsterId, "targeted");
  addEffect(sim, monsterId, { id: "targeted", intensity: 1, duration: Math.max(1, a.targetingTimeout) });
  if (a.laserLock) {
    addEffect(sim, targetId, { id: "laserlocked", intensity: 1, duration: 3 });
    addEffect(sim, targetId, { id: "was_laserlocked", intensity: 1, duration: 5 });
    if (sim.world.characters[targetId]?.isPlayer)
      sim.emit({ type: "message", text: "You're not sure why you've got a laser dot on you…", about: targetId });
  }
  const player = sim.world.characters[targetId]?.isPlayer === true;
  const raw = sim.world.vars[LAST_TARGETED];
  const last = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, number>) : {};
  const before = last[targetId];
  const recent = player && before !== undefined && sim.world.turn - before <= 5;
  const cost = recent ? 0 : a.targetingCost;
  m.moves -= cost;
  if (player) sim.world.vars[LAST_TARGETED] = { ...last, [targetId]: sim.world.turn };
  sim.emit({ type: "rule", name: "gun_targeting", data: { attacker: monsterId, target: targetId, cost } });
}

/**
 * Fires once (a burst or a single shot). `initialRecoil` is added to the dispersion (RETURN_FIRE
 * fires with 150). Pays move_cost first; a stunned monster does not fire.
 */
export function shoot(
  sim: Sim,
  monsterId: string,
  key: string,
  a: GunAttack,
  targetId: string,
  mode: string | undefined,
  initialRecoil: number,
): void {
  const m = sim.world.monsters[monsterId];
  if (!m) return;
  m.moves -= a.moveCost;
  if (hasEffect(sim.world, monsterId, "stunned")) return;
  const ammoKey = a.ammoType;
  if (ammoKey !== undefined) {
    const have = m.ammo[ammoKey] ?? 0;
    if (a.maxAmmo !== undefined && have > a.maxAmmo) {
      sim.emit({ type: "debug", text: `${m.type} has ${have} ${ammoKey}, over the max_ammo of ${a.maxAmmo}` });
      m.ammo[ammoKey] = a.maxAmmo;
    }
    if ((m.ammo[ammoKey] ?? 0) <= 0) {
      sim.emit({ type: "sound", description: a.noAmmoSound, volume: 10, pos: { ...m.pos }, source: monsterId });
      return;
    }
  }
  const tpos = creaturePos(sim.world, targetId);
  if (!tpos) return;
  const d = distance(m.pos, tpos);
  const plan = shotPlan({ sim, a, mode, d, initialRecoil, targetId, shooterId: monsterId });
  let rounds = plan.rounds;
  if (ammoKey !== undefined) rounds = Math.min(rounds, m.ammo[ammoKey] ?? 0);
  sim.emit({
    type: "message",
    text: format(a.description, [nameOf(sim, monsterId).replace(/^the /, ""), plan.gunName]),
    about: monsterId,
  });
  if (plan.volume > 0)
    sim.emit({ type: "sound", description: "a gunshot", volume: plan.volume, pos: { ...m.pos }, source: monsterId });
  for (let i = 0; i < rounds && isAlive(sim, targetId); i++) {
    if (ammoKey !== undefined) m.ammo[ammoKey] = (m.ammo[ammoKey] ?? 0) - 1;
    const hit = plan.fire();
    if (hit === undefined || hit.who !== targetId)
      sim.emit({ type: "attack", attacker: monsterId, target: targetId, attack: key, outcome: "miss", damage: 0 });
    if (hit === undefined) continue;
    // A shot that missed its target and hit someone else on its path (ballistics.ts flyAlong).
    if (hit.who !== targetId)
      sim.emit({
        type: "rule",
        name: "stray_shot",
        data: { attacker: monsterId, target: hit.who, aimed_at: targetId },
      });
    const victim = hit.who;
    const dealt = dealDamage(sim, victim, hit.part, hit.units, monsterId, "ranged").total;
    sim.emit({
      type: "attack",
      attacker: monsterId,
      target: victim,
      attack: key,
      outcome: dealt > 0 ? "hit" : "no_damage",
      ...(hit.part ? { bodyPart: hit.part } : {}),
      damage: dealt,
    });
    afterHit(sim, victim, monsterId, true, dealt);
  }
  if (a.laserLock) addEffect(sim, targetId, { id: "was_laserlocked", intensity: 1, duration: 5 });
}

/** One shot's outcome: who it hit (the target, or someone on its path), what reaches them (already scaled by the hit's quality) and where. */
interface Landed {
  readonly who: string;
  readonly units: readonly DamageUnit[];
  readonly part: string | undefined;
}

/** One firing of a gun attack: who shoots whom from how far, in which mode, with what recoil. */
interface Shot {
  readonly sim: Sim;
  readonly a: GunAttack;
  readonly mode: string | undefined;
  /** Tiles to the target. */
  readonly d: number;
  readonly initialRecoil: number;
  readonly targetId: string;
  readonly shooterId: string;
}

/** A burst, in an AUTO or BURST mode, unless the target stands beyond range_no_burst. */
function bursts({ a, mode, d }: Shot): boolean {
  return (mode === "AUTO" || mode === "BURST") && (a.rangeNoBurst === undefined || d <= a.rangeNoBurst);
}

interface ShotPlan {
  readonly gunName: string;
  readonly rounds: number;
  readonly volume: number;
  /** Flies one round: undefined for a miss. */
  fire(): Landed | undefined;
}

/**
 * How this attack shoots: with the real gun and ammo (or the thrown item, when the fake shooter
 * throws) when the content has them (engine/mechanics/fight/ballistics.ts, ranged.ts), else the old
 * approximation, with a `gun_approximated` rule event naming what is missing.
 */
function shotPlan(shot: Shot): ShotPlan {
  const { sim, a, mode, d, initialRecoil, targetId, shooterId } = shot;
  const gun = sim.content.item.get(a.gunType);
  const ammoId = a.ammoType ?? gun?.combat.ammo[0];
  const ammo = ammoId !== undefined ? sim.content.item.get(ammoId) : undefined;
  const skills: Record<string, number> = {};
  for (const [id, level] of a.fakeSkills) skills[id] = level;
  const shooter = { str: a.fakeStr, dex: a.fakeDex, per: a.fakePer, skills };
  const throwing = a.fakeSkills.some(([id]) => id === "throw");
  const gunName = gun?.name ?? a.gunType;
  const flyWith = (projectile: Projectile, dispersion: DispersionSources) => (): Landed | undefined => {
    // On its own level the shot follows its path, as a character's does; across levels it flies
    // at the target only.
    const from = creaturePos(sim.world, shooterId);
    const to = creaturePos(sim.world, targetId);
    if (from && to && from.z === to.z) {
      const f = flyAlong(sim, shooterId, from, targetId, to, projectile, dispersion);
      const last = f.reached[f.reached.length - 1];
      if (last?.result.outcome !== "hit") return undefined;
      return { who: last.id, units: scaleUnits(projectile.units, last.result.multiplier), part: last.result.bodyPart };
    }
    const r = flyProjectile(sim, targetId, d, projectile, dispersion);
    if (r.outcome !== "hit") return undefined;
    return { who: targetId, units: scaleUnits(projectile.units, r.multiplier), part: r.bodyPart };
  };
  // The game's fake shooter throws one of its ammo when it has the throw skill (gun_actor::shoot).
  if (throwing && ammo) {
    return {
      gunName,
      rounds: 1,
      volume: 0,
      fire: flyWith(thrownProjectile(shooter, ammo), throwDispersion(sim, shooter, ammo, targetId, d)),
    };
  }
  const fired = gun && !throwing ? firedProjectile(gun, ammo) : undefined;
  if (gun && fired && fired.units.length > 0) {
    const gunMode = gun.combat.modes.find((x) => x.id === (bursts(shot) ? mode : "DEFAULT"));
    return {
      gunName,
      rounds: gunMode?.shots ?? 1,
      volume: gunLoudness(gun, ammo),
      fire: flyWith(fired, fireDispersion(shooter, gun, ammo, initialRecoil)),
    };
  }
  sim.emit({
    type: "rule",
    name: "gun_approximated",
    data: { gun: a.gunType, missing: !gun ? a.gunType : throwing ? (ammoId ?? "ammo") : "ranged damage" },
  });
  return approximatePlan(shot, gunName);
}

/**
 * The approximation kept for guns or thrown items the content lacks (D5-fake-npc is
 * implementation-defined): each round hits with probability clamp(0.5 + 0.05 × (sum of fake
 * skills) + 0.02 × (fake dex + fake per − 16) − 0.03 × distance, 0.05, 0.95) (halved under
 * RETURN_FIRE's recoil) and deals dice(2, 8) + the sum of the fake skills as `bullet` damage; a
 * burst fires 3 rounds; the sound is "a gunshot" at volume 60.
 */
function approximatePlan(shot: Shot, gunName: string): ShotPlan {
  const { sim, a, d, initialRecoil, targetId } = shot;
  const skill = a.fakeSkills.reduce((s, [, level]) => s + level, 0);
  const p =
    Math.min(0.95, Math.max(0.05, 0.5 + 0.05 * skill + 0.02 * (a.fakeDex + a.fakePer - 16) - 0.03 * d)) *
    (initialRecoil > 0 ? 0.5 : 1);
  return {
    gunName,
    rounds: bursts(shot) ? 3 : 1,
    volume: GUNSHOT_VOLUME,
    fire() {
      if (!sim.dice.chance(p)) return undefined;
      const part = sim.world.characters[targetId]
        ? sim.dice.weighted(partWeights(sim, targetId, { hitsizeMin: -1, hitsizeMax: -1, attackUpper: true }))
        : undefined;
      return { who: targetId, units: [unit("bullet", sim.dice.dice(2, 8) + skill)], part };
    },
  };
}

/** D5-friendly: the nearest seen hostile monster in range whose line of fire passes no player-side character. */
function friendlyTarget(sim: Sim, monsterId: string, a: GunAttack): string | undefined {
  const m = sim.world.monsters[monsterId];
  if (!m) return undefined;
  const reach = maxRange(a);
  let best: string | undefined;
  let bestD = Infinity;
  let unsafe = false;
  for (const id of sim.monsterIds()) {
    const o = sim.peekMonster(id);
    if (!o || o.dead || o.attitude !== "hostile" || o.pos.z !== m.pos.z) continue;
    const d = distance(m.pos, o.pos);
    if (d > reach || d >= bestD || !canSee(sim.content, sim.map(), m.pos, o.pos)) continue;
    if (!safeLine(sim, m.pos, o.pos)) {
      unsafe = true;
      continue;
    }
    best = id;
    bestD = d;
  }
  if (best === undefined && unsafe) {
    sim.emit({
      type: "message",
      text: `Pointed in your direction, the ${nameOf(sim, monsterId).replace(/^the /, "")} emits an IFF warning beep.`,
      about: monsterId,
    });
  }
  return best;
}

function safeLine(
  sim: Sim,
  from: { x: number; y: number; z: number },
  to: { x: number; y: number; z: number },
): boolean {
  const path = line(from, to);
  for (const id of sim.characterIds()) {
    const c = sim.world.characters[id];
    if (!c || c.dead || c.faction === "other" || c.pos.z !== from.z) continue;
    if (path.some((p) => distance(p, c.pos) <= 1)) return false;
  }
  return true;
}
