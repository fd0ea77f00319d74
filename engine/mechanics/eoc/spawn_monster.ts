/**
 * An EOC's `u_spawn_monster` / `npc_spawn_monster` (the game's EFFECT_ON_CONDITION.md;
 * REAL-eoc-spawn-monster): `real_count` monsters (default 0; a number, variable, math or
 * `[min, max]`) of the type named, of a monster group with `group: true` (each monster drawn
 * anew, or one type for all with `single_target`), or, named "", of the type of a random monster
 * within `target_range` of the centre. Each stands on a random free, passable tile between
 * `min_radius` (default 1) and `max_radius` (default 10) of the centre (the talker, or the place
 * `target_var` names), on its level, drawn from the world's PRNG; no such tile left, the rest are
 * not spawned. `lifespan` makes them vanish after that time, as a summon does. A spawn message is
 * told when any spawned. Not modelled: `hallucination_count` (the engine has no hallucinations),
 * `outdoor_only` / `indoor_only` (no roofs), summoner talkers and `mon_variables`.
 */
import type { Sim } from "../../sim/context.js";
import { spawnMonster } from "../../sim/spawn.js";
import { passable } from "../../sim/terrain.js";
import { EocError, type EocScope, readVar, valueRef } from "../../sim/vars.js";
import { inBounds } from "../../world/grid.js";
import type { Json, Point } from "../../world/types.js";
import { fromGroup } from "../monster_group.js";
import { numberOf } from "./args.js";
import { durationTurns } from "./queue.js";

type Obj = { readonly [key: string]: Json };

/** The place a location variable holds. */
export function placeOf(sim: Sim, scope: EocScope, v: Json, what: string): Point {
  const ref = valueRef(v);
  const got = ref ? readVar(sim, scope, ref) : v;
  if (!Array.isArray(got) || got.length !== 3 || !got.every((n) => typeof n === "number"))
    throw new EocError(`${what}: no location in ${JSON.stringify(v)}`);
  return { x: got[0] as number, y: got[1] as number, z: got[2] as number };
}

/** The free tiles of the ring around `at`, on its level, in row order. */
function ring(sim: Sim, at: Point, min: number, max: number): Point[] {
  const map = sim.map();
  const out: Point[] = [];
  // From 0 - max, not -max: no -0 at a radius of 0 (a point holding -0 deoptimises its readers).
  for (let dy = 0 - max; dy <= max; dy++)
    for (let dx = 0 - max; dx <= max; dx++) {
      if (Math.max(Math.abs(dx), Math.abs(dy)) < min) continue;
      const p = { x: at.x + dx, y: at.y + dy, z: at.z };
      if (inBounds(map, p) && passable(sim.content, map, p) && !sim.occupied(p)) out.push(p);
    }
  return out;
}

/** A random monster's type within `range` of `at` (the game's "" monster), or undefined. */
function nearbyType(sim: Sim, at: Point, range: number): string | undefined {
  const near: string[] = [];
  for (const id of sim.monstersAlive()) {
    const m = sim.peekMonster(id);
    if (!m || m.dead || m.pos.z !== at.z) continue;
    if (Math.max(Math.abs(m.pos.x - at.x), Math.abs(m.pos.y - at.y)) <= range) near.push(m.type);
  }
  return near.length === 0 ? undefined : near[sim.dice.int(0, near.length - 1)];
}

/**
 * Spawns what the effect asks for around the talker `talkerId`; the ids of the monsters spawned.
 * `readString` reads the monster (or group) id as the interpreter reads strings.
 */
export function spawnMonsters(
  sim: Sim,
  scope: EocScope,
  talkerId: string,
  what: Json | undefined,
  e: Obj,
  readString: (v: Json | undefined) => string,
): string[] {
  const name = readString(what);
  const at =
    e["target_var"] !== undefined
      ? placeOf(sim, scope, e["target_var"], "u_spawn_monster's target_var")
      : (sim.world.characters[talkerId]?.pos ?? sim.world.monsters[talkerId]?.pos);
  if (!at) throw new EocError(`the talker ${JSON.stringify(talkerId)} is no creature`);
  const count = Math.max(
    0,
    Math.round(e["real_count"] === undefined ? 0 : numberOf(sim, scope, e["real_count"], "real_count")),
  );
  if (count === 0) return [];
  const group = e["group"] === true ? sim.content.monstergroup.get(name) : undefined;
  if (e["group"] === true && !group) throw new EocError(`u_spawn_monster: no monster group "${name}" is loaded`);
  if (e["group"] !== true && name !== "" && !sim.content.monster.get(name))
    throw new EocError(`u_spawn_monster: no monster "${name}" is loaded`);
  const min = e["min_radius"] === undefined ? 1 : numberOf(sim, scope, e["min_radius"], "min_radius");
  const max = e["max_radius"] === undefined ? 10 : numberOf(sim, scope, e["max_radius"], "max_radius");
  const range = e["target_range"] === undefined ? 0 : numberOf(sim, scope, e["target_range"], "target_range");
  const lifespan = e["lifespan"] === undefined ? undefined : durationTurns(sim, scope, e["lifespan"], "lifespan");
  const single = group && e["single_target"] === true ? fromGroup(sim, group, 0) : undefined;
  const free = ring(sim, at, Math.max(0, min), Math.max(0, max));
  const spawned: string[] = [];
  for (let i = 0; i < count && free.length > 0; i++) {
    const type = name === "" ? nearbyType(sim, at, range) : group ? (single ?? fromGroup(sim, group, 0)) : name;
    if (type === undefined || !sim.content.monster.get(type)) continue;
    const [spot] = free.splice(sim.dice.int(0, free.length - 1), 1);
    if (!spot) break;
    const id = spawnMonster(sim, type, spot);
    if (lifespan !== undefined) {
      const m = sim.world.monsters[id];
      if (m) m.expiresAt = sim.world.turn + lifespan;
    }
    spawned.push(id);
  }
  const message =
    spawned.length > 1 && e["spawn_message_plural"] !== undefined ? e["spawn_message_plural"] : e["spawn_message"];
  if (spawned.length > 0 && message !== undefined)
    sim.emit({ type: "message", text: readString(message), about: talkerId });
  return spawned;
}
