/**
 * An NPC's turn in a fight (src/npcmove.cpp npc::move, npc::act_on_danger_assessment,
 * npc::method_of_attack; src/npc_attack.cpp), for a survivor on its own:
 *
 * 1. it sizes up the hostiles it sees (danger.ts); with none in sight it waits, and its panic ebbs;
 * 2. unless already running, when its own side's strength is below the enemy's it decides to run
 *    for max(2 + panic, 20) turns (the npc_run_away effect) and its panic grows by
 *    panic × enemy / (own + 0.5) and then by min(rng(1, 3) + pain / 5 − bravery, 1); otherwise its
 *    panic falls by one;
 * 3. running, it still strikes a target next to it while above 30 % of its hit points, else steps
 *    away (moves.ts), and fights only when cornered;
 * 4. otherwise it takes the best-rated attack (attacks.ts): wields that item first, pursues a
 *    melee target that is not next to it, reloads an empty gun, aims while the target is beyond
 *    its confident range (npc_attack_gun::use), fires; with a gun it steps back
 *    from a target next to it when it can (simplified from the game's repositioning inside its
 *    preferred close range).
 *
 * Every choice is an `npc_decision` event with its reason (decision.ts). Randomness comes from
 * sim.dice only. Not modelled: allies and the player's orders, sounds it investigates, healing,
 * throwing, spells, item activation, the threat map of earlier turns.
 */
import type { Sim } from "../../../sim/context.js";
import { character } from "../../../sim/creature_state.js";
import { distance } from "../../../world/grid.js";
import type { Character, NpcMemory } from "../../../world/types.js";
import { meleeAttack } from "../attack.js";
import { wieldKind } from "../gear.js";
import { loadedRounds } from "../magazine.js";
import { fireGun, isAlive } from "../ranged.js";
import { reloadAmmo, reloadGun, reloadPlan } from "../reload.js";
import { type AttackPlan, ratePlans, wieldedValue } from "./attacks.js";
import { assessDanger, hpPercentage, seenHostiles } from "./danger.js";
import { decide } from "./decision.js";
import { stepAway, stepTowards, walk } from "./moves.js";
import { canSee } from "../../../sim/terrain.js";
import type { Item } from "../../../content/kinds/item.js";
import { aimPerMove, evenChanceRange, manipDispersion, recoilOf } from "../../../mechanics/fight/aim.js";
import { fireDispersion, shooterOf } from "../../../mechanics/fight/ranged.js";
import { aimGun } from "../aim.js";

/** At most this many actions in one turn (a guard: each spends moves). */
const MAX_ACTIONS = 8;
/** Running, it still fights a neighbour above this share of its hit points (npc::move). */
const STAND_HP_PERCENT = 30;

function memoryOf(c: Character): NpcMemory {
  return c.npcMemory ?? { panic: 0 };
}

function posOf(sim: Sim, id: string) {
  return sim.peekMonster(id)?.pos ?? sim.peekCharacter(id)?.pos;
}

/** One action; false when it did nothing that spends moves (the turn then ends). */
function actOnce(sim: Sim, id: string): boolean {
  const c = character(sim, id);
  const mem = memoryOf(c);
  const seen = seenHostiles(sim, c);
  const nearest = seen[0];
  if (!nearest) {
    if (reloadWhileSafe(sim, id, "no hostile in sight")) return true;
    if (mem.target !== undefined || mem.runUntil !== undefined || mem.panic > 0)
      decide(sim, id, "wait", "no hostile in sight", { panic: Math.max(0, mem.panic - 1) });
    c.npcMemory = { panic: Math.max(0, mem.panic - 1) };
    return false;
  }
  const weapon = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
  const myGun = weapon !== undefined && weapon.combat.ammo.length > 0;
  const plans = ratePlans(sim, c, nearest.m.id);
  const first = plans[0];
  const maxRange = first?.kind === "gun" && first.range > 0 ? first.range : 1;
  const a = assessDanger(sim, c, myGun, wieldedValue(sim, c, nearest.m.id), maxRange);
  const target = a.target;
  const numbers = { enemy: a.enemy, own: a.ally, health: a.health };
  const turn = sim.world.turn;
  let running = mem.runUntil !== undefined && mem.runUntil > turn;
  let panic = mem.panic;
  let runUntil = running ? mem.runUntil : undefined;
  if (!running && a.ally < a.enemy) {
    const runFor = Math.max(2 + panic, 20);
    const bravery = c.personality?.bravery ?? 0;
    panic = panic * (a.enemy / (a.ally + 0.5)) + Math.min(sim.dice.int(1, 3) + Math.trunc(c.pain / 5) - bravery, 1);
    panic = Math.max(0, panic);
    runUntil = turn + runFor;
    running = true;
    const fear = panic;
    decide(
      sim,
      id,
      "flee",
      () => `its side's strength ${a.ally.toFixed(2)} is below the danger ${a.enemy.toFixed(2)}`,
      () => ({ ...numbers, panic: fear, turns: runFor, ...(target ? { target: target.id } : {}) }),
    );
  } else if (!running) panic = Math.max(0, panic - 1);
  c.npcMemory = { panic, ...(runUntil !== undefined ? { runUntil } : {}), ...(target ? { target: target.id } : {}) };

  if (running) return runAway(sim, id, target?.id ?? nearest.m.id, a.hostiles);
  if (!target) {
    if (reloadWhileSafe(sim, id, "nothing close enough to fight yet")) return true;
    decide(sim, id, "wait", "nothing close or dangerous enough to fight", numbers);
    return false;
  }
  // Nothing the rating reads has changed since: the nearest's plans need no second rating.
  const plan = (target.id === nearest.m.id ? plans : ratePlans(sim, c, target.id))[0];
  if (!plan || plan.rating <= 0) {
    decide(sim, id, "wait", "no attack worth making", () => ({ ...numbers, target: target.id }));
    return false;
  }
  return attack(sim, id, target.id, plan, a.hostiles, numbers);
}

/**
 * With no present danger an NPC tops up the gun it wields (npc::address_needs: npc_reload when it
 * can reload its weapon).
 */
function reloadWhileSafe(sim: Sim, id: string, why: string): boolean {
  const c = character(sim, id);
  const gun = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
  if (!gun || !loadedRounds(sim, c)) return false;
  const plan = reloadPlan(sim, c, gun);
  if (!plan || plan.after <= plan.before) return false;
  decide(sim, id, "reload", () => `${why}: it tops up its ${gun.id} (${plan.before} rounds, ${plan.after} after)`, {
    item: gun.id,
  });
  reloadGun(sim, id);
  return true;
}

function runAway(sim: Sim, id: string, targetId: string, hostiles: Parameters<typeof stepAway>[2]): boolean {
  const c = character(sim, id);
  const tpos = posOf(sim, targetId);
  const adjacent = tpos !== undefined && distance(c.pos, tpos) <= 1;
  const hp = hpPercentage(sim, c);
  if (adjacent && hp > STAND_HP_PERCENT) {
    decide(
      sim,
      id,
      "attack",
      () => `running, but ${targetId} is next to it and it has ${Math.round(hp)} % of its hit points`,
      {
        target: targetId,
      },
    );
    meleeAttack(sim, id, targetId);
    return true;
  }
  const to = stepAway(sim, c.pos, hostiles);
  if (to) {
    decide(sim, id, "flee", () => `running from ${targetId} at ${Math.round(hp)} % of its hit points`, {
      target: targetId,
      to: [to.x, to.y, to.z],
    });
    walk(sim, id, to);
    return true;
  }
  if (adjacent) {
    decide(sim, id, "attack", () => `cornered: no tile farther from ${targetId}`, { target: targetId });
    meleeAttack(sim, id, targetId);
    return true;
  }
  decide(sim, id, "stand", "nowhere safer to go", { target: targetId });
  return false;
}

function attack(
  sim: Sim,
  id: string,
  targetId: string,
  plan: AttackPlan,
  hostiles: Parameters<typeof stepAway>[2],
  numbers: { readonly enemy: number; readonly own: number; readonly health: number },
): boolean {
  const c = character(sim, id);
  const tpos = posOf(sim, targetId);
  if (!tpos) return false;
  const dist = distance(c.pos, tpos);
  const rating = { ...numbers, rating: plan.rating, target: targetId };
  const item = plan.kind === "melee" ? plan.weapon : plan.gun;
  if (plan.wield && item !== undefined) {
    decide(
      sim,
      id,
      "wield",
      () => `${item} is its best attack on ${targetId}`,
      () => ({ ...rating, item }),
    );
    wieldKind.run(sim, { type: "wield", who: id, item });
    return true;
  }
  if (plan.kind === "melee") {
    if (dist <= 1) {
      decide(
        sim,
        id,
        "attack",
        () => `${targetId} is next to it`,
        () => ({ ...rating, dps: plan.dps }),
      );
      meleeAttack(sim, id, targetId);
      return true;
    }
    const to = stepTowards(sim, c.pos, tpos);
    if (!to) {
      decide(sim, id, "wait", () => `no way towards ${targetId}`, rating);
      return false;
    }
    decide(
      sim,
      id,
      "pursue",
      () => `${targetId} is ${dist} tiles away`,
      () => ({ ...rating, to: [to.x, to.y, to.z] }),
    );
    walk(sim, id, to);
    return true;
  }
  if (plan.reload) {
    decide(
      sim,
      id,
      "reload",
      () => `its ${plan.gun} is empty`,
      () => ({ ...rating, item: plan.gun }),
    );
    reloadGun(sim, id);
    return true;
  }
  if (dist <= 1) {
    const to = stepAway(sim, c.pos, hostiles);
    if (to) {
      decide(
        sim,
        id,
        "flee",
        () => `${targetId} is too close to shoot`,
        () => ({ ...rating, to: [to.x, to.y, to.z] }),
      );
      walk(sim, id, to);
      return true;
    }
  }
  if (!canSee(sim.content, sim.map(), c.pos, tpos) || !isAlive(sim, targetId)) return false;
  if (aimFirst(sim, id, targetId, dist, rating)) return true;
  decide(
    sim,
    id,
    "fire",
    () => `${targetId} is ${dist} tiles away, within range`,
    () => ({ ...rating, damage: plan.damage }),
  );
  fireGun(sim, { who: id, target: targetId });
  return true;
}

/**
 * npc_attack_gun::use: a target farther than a tile away is aimed at first while aiming still
 * helps (aim_per_move > 0) and the gun's confident range at the current recoil falls short of it
 * (npc::confident_gun_mode_range: the range of an even chance of a good hit, at least 1). Aiming
 * spends the rest of its moves (npc::aim).
 */
function aimFirst(
  sim: Sim,
  id: string,
  targetId: string,
  dist: number,
  rating: { readonly [key: string]: number | string },
): boolean {
  const c = character(sim, id);
  const gun = c.wielded ? sim.content.item.get(c.wielded.id) : undefined;
  if (!gun || dist <= 1) return false;
  const recoil = recoilOf(c);
  if (aimPerMove(sim, c, gun, recoil) <= 0) return false;
  const confident = confidentRange(sim, c, gun, recoil);
  if (confident >= dist) return false;
  decide(
    sim,
    id,
    "aim",
    () => `${targetId} is ${dist} tiles away, beyond its confident range ${confident}`,
    () => ({ ...rating, recoil: Math.round(recoil) }),
  );
  aimGun(sim, id, gun, targetId, Number.POSITIVE_INFINITY, `confident range ${confident} < ${dist}`);
  return true;
}

/** npc::confident_gun_mode_range: weapon dispersion at its widest plus `recoil`, as an even-chance range, at least 1. */
function confidentRange(sim: Sim, c: Character, gun: Item, recoil: number): number {
  const loaded = loadedRounds(sim, c);
  const ammo = loaded?.ammo !== undefined ? sim.content.item.get(loaded.ammo) : reloadAmmo(sim, c, gun);
  const d = fireDispersion(shooterOf(sim, c), gun, ammo, 0, manipDispersion(sim, c));
  const widest = [...d.normal, ...d.linear].reduce((s, x) => s + x, 0) + recoil;
  return Math.max(evenChanceRange(widest), 1);
}

/** The NPC's whole turn: actions while it has moves (sim.hooks.characterTurn). */
export function npcTurn(sim: Sim, id: string): void {
  for (let i = 0; i < MAX_ACTIONS; i++) {
    const c = sim.world.characters[id];
    if (!c || c.dead || c.moves <= 0) return;
    const before = c.moves;
    const acted = actOnce(sim, id);
    const after = sim.world.characters[id];
    if (!after || after.dead) return;
    // Nothing done, or nothing spent: it pauses for the rest of the turn (npc::move_pause).
    if (!acted || after.moves >= before) {
      after.moves = Math.min(after.moves, 0);
      return;
    }
  }
}
