/**
 * A monster enters the world: its hit points, ammo and starting cooldowns come from its type. Each
 * special attack starts with a seeded wait of rng(0, cooldown) turns, as the game does (D1-cooldown).
 */
import { castDraft } from "immer";
import { resolveAttacks } from "../content/kinds/monsters/special_attacks.js";
import type { Attitude, Monster, Point } from "../world/types.js";
import type { Sim } from "./context.js";

export interface SpawnOptions {
  readonly id?: string;
  readonly attitude?: Attitude;
  readonly hp?: number;
}

export function spawnMonster(sim: Sim, type: string, pos: Point, options: SpawnOptions = {}): string {
  const def = sim.content.monster.get(type);
  const id = options.id ?? `m${sim.world.nextId++}`;
  const readyAt: Record<string, number> = {};
  if (def) {
    for (const a of resolveAttacks(def, sim.content))
      readyAt[a.key] = sim.world.turn + sim.dice.int(0, Math.max(0, a.attack.cooldown));
  }
  const monster: Monster = {
    id,
    type,
    pos: { ...pos },
    hp: options.hp ?? def?.hp ?? 1,
    moves: 0,
    attitude: options.attitude ?? defaultAttitude(def?.aggression ?? 0),
    effects: [],
    readyAt,
    ammo: { ...(def?.startingAmmo ?? {}) },
    grabbing: [],
  };
  sim.world.monsters[id] = castDraft(monster);
  sim.noteArrival(monster.pos);
  sim.emit({ type: "spawned", who: id, monster: type, pos: monster.pos });
  return id;
}

/** Aggressive types start hostile; the rest keep to themselves until something changes that. */
function defaultAttitude(aggression: number): Attitude {
  return aggression > 0 ? "hostile" : "neutral";
}
