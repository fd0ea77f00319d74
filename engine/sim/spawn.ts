/**
 * A monster enters the world: its hit points, ammo and starting cooldowns come from its type. Each
 * special attack starts with a seeded wait of rng(0, cooldown) turns, as the game does (D1-cooldown).
 */
import { castDraft } from "immer";
import type { VarNumber } from "../content/values/var_number.js";
import { evalNumber } from "./var_number.js";
import { resolveAttacks } from "../content/kinds/monsters/special_attacks.js";
import type { Attitude, Monster, Point } from "../world/types.js";
import type { Monster as MonsterType } from "../content/kinds/monster.js";
import type { Sim } from "./context.js";
import { attitudeOfStance, stanceOf } from "./stance.js";

export interface SpawnOptions {
  readonly id?: string;
  /** A given attitude other than friendly pins it: the game's attitude rule leaves it be. */
  readonly attitude?: Attitude;
  readonly hp?: number;
}

export function spawnMonster(sim: Sim, type: string, pos: Point, options: SpawnOptions = {}): string {
  const def = sim.content.monster.get(type);
  const id = options.id ?? `m${sim.world.nextId++}`;
  const readyAt: Record<string, number> = {};
  const hp = options.hp ?? def?.hp ?? 1;
  const given = options.attitude;
  const stance = given === undefined && def ? stanceOf(startingMood(def, hp)) : undefined;
  const monster: Monster = {
    id,
    type,
    pos: { ...pos },
    hp,
    moves: 0,
    attitude: given ?? (stance ? attitudeOfStance(stance) : "neutral"),
    ...(stance ? { stance } : {}),
    ...(given !== undefined && given !== "friendly" ? { pinned: true as const } : {}),
    effects: [],
    readyAt,
    ammo: { ...(def?.startingAmmo ?? {}) },
    grabbing: [],
  };
  sim.world.monsters[id] = castDraft(monster);
  // A new monster's attacks are ready after a random part of their cooldown (the game's own
  // randomisation at spawn); a variable cooldown is evaluated with the monster as `u`.
  if (def) {
    const ready = sim.world.monsters[id]?.readyAt as Record<string, number>;
    for (const a of resolveAttacks(def, sim.content)) {
      const cooldown = cooldownOf(sim, id, a.attack.cooldown, a.key);
      ready[a.key] = sim.world.turn + sim.dice.int(0, cooldown);
    }
  }
  sim.noteArrival(monster.pos);
  sim.emit({ type: "spawned", who: id, monster: type, pos: monster.pos });
  return id;
}

/** An attack's cooldown in whole turns, evaluated now for `monsterId` (a variable cooldown can differ each time). */
export function cooldownOf(sim: Sim, monsterId: string, cooldown: VarNumber, key: string): number {
  if (cooldown.kind === "const") return Math.max(0, Math.trunc(cooldown.value));
  const v = evalNumber(sim, { u: monsterId, npc: null, context: {} }, cooldown, `the cooldown of ${key}`);
  return Math.max(0, Math.trunc(v));
}

/** A new monster's mood: its type's aggression and morale, its hit points, its type's aggro_character. */
function startingMood(def: MonsterType, hp: number) {
  return { anger: def.aggression, morale: def.morale, hp, hpMax: def.hp, aggro: def.aggroCharacter };
}
