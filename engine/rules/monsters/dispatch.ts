/**
 * Special attack dispatch (D1-cooldown, D1-key, S-7): on every monster action the attacks are tried
 * in key order; an attack is called only when ready (its cooldown has run out) and, for the JSON
 * kinds, when `attack_chance` passes; a performed call (a miss included) restarts its cooldown, a
 * call whose preconditions fail leaves it ready and the next attack is tried. Several attacks may
 * fire in one action, as the game's loop does. Resolved attack lists are memoised per monster type.
 */
import type { Monster as MonsterType, ResolvedAttack } from "../../content/kinds/monster.js";
import { resolveAttacks } from "../../content/kinds/monsters/special_attacks.js";
import type { AttackData } from "../../content/kinds/monsters/attack_types.js";
import type { Draft } from "immer";
import type { Sim } from "../../sim/context.js";
import type { Monster } from "../../world/types.js";
import { creaturePos } from "../../world/creatures.js";
import { distance } from "../../world/grid.js";
import { isReady, startCooldown } from "../../sim/cooldowns.js";
import { cooldownOf } from "../../sim/spawn.js";
import type { AttackCall, Performer } from "./attack_context.js";
import { HARDCODED_ATTACKS } from "./hardcoded.js";
import { performBite } from "./json/bite.js";
import { performGun } from "./json/gun.js";
import { performLeap } from "./json/leap.js";
import { performMelee } from "./json/melee.js";
import { performSpell } from "./json/spell.js";

const memo = new WeakMap<MonsterType, readonly ResolvedAttack[]>();

/** The monster type's attacks with every default applied, resolved once per type object. */
export function attacksOf(type: MonsterType, sim: Sim): readonly ResolvedAttack[] {
  let list = memo.get(type);
  if (!list) {
    list = resolveAttacks(type, sim.content);
    memo.set(type, list);
  }
  return list;
}

const PERFORMERS: { readonly [K in AttackData["kind"]]: Performer<Extract<AttackData, { kind: K }>> } = {
  melee: performMelee,
  bite: performBite,
  gun: performGun,
  spell: performSpell,
  leap: performLeap,
  hardcoded: (call) => HARDCODED_ATTACKS.get(call.attack.id)?.(call) ?? false,
};

/** Calls one attack as the dispatcher would (no readiness check): true when performed. */
export function callAttack(
  sim: Sim,
  monsterId: string,
  targetId: string | undefined,
  resolved: ResolvedAttack,
): boolean {
  const attack = resolved.attack;
  const call: AttackCall = { sim, monsterId, targetId, key: resolved.key, attack };
  const perform = PERFORMERS[attack.kind] as Performer;
  return perform(call);
}

/**
 * The HOOKS.specialAttacks entry: tries every ready attack once, in key order. Returns true when
 * moves were spent (the turn loop then goes round again); an attack that costs nothing (NONE) lets
 * the monster go on to walk or bite in the same action.
 */
export function trySpecialAttacks(
  sim: Sim,
  monsterId: string,
  targetId: string | undefined,
  monster?: Draft<Monster>,
): boolean {
  const m = monster ?? sim.world.monsters[monsterId];
  if (!m || m.dead) return false;
  const type = sim.content.monster.get(m.type);
  if (!type || type.specialAttacks.length === 0) return false;
  const list = attacksOf(type, sim);
  const movesBefore = m.moves;
  // Where the target stands, read once: melee and bite attacks out of reach are skipped cheaply.
  const tpos = targetId === undefined ? undefined : creaturePos(sim.world, targetId);
  const reach = tpos === undefined || tpos.z !== m.pos.z ? Infinity : distance(m.pos, tpos);
  for (const resolved of list) {
    const a = resolved.attack;
    if ((a.kind === "melee" || a.kind === "bite") && reach > a.range) continue;
    if (!isReady(m, resolved.key, sim.world.turn)) continue;
    // attack_chance is rolled before anything else; a failed roll is not a use.
    if (a.kind !== "hardcoded" && a.attackChance < 100 && !sim.dice.xInY(a.attackChance, 100)) continue;
    if (!callAttack(sim, monsterId, targetId, resolved)) continue;
    if (m.dead) break;
    startCooldown(m, resolved.key, cooldownOf(sim, monsterId, a.cooldown, resolved.key), sim.world.turn);
  }
  return (m.dead as boolean | undefined) === true || m.moves !== movesBefore;
}
