/**
 * Which monsters `u_run_monster_eocs` / `npc_run_monster_eocs` run their EOCs on (the game's
 * EFFECT_ON_CONDITION.md, "Monsters run EoCs, provided by this effect"; REAL-eoc-run-monster-eocs):
 * every living monster on the map (the game: in the reality bubble) whose type is one of
 * `mtype_ids` (all types when absent), within `monster_range` of the talker (Chebyshev, z counted)
 * when given, that the talker can see when `monster_must_see` is true, and whose z lies within
 * `z_min`..`z_max` when those are given (the game compares the monster's absolute z). In id order:
 * the game walks its creature tracker, this engine its sorted ids.
 */
import type { Sim } from "../../sim/context.js";
import { canSee } from "../../sim/terrain.js";
import { EocError, type EocScope } from "../../sim/vars.js";
import { creaturePos } from "../../world/creatures.js";
import type { Json } from "../../world/types.js";
import { numberOf } from "./args.js";

type Obj = { readonly [key: string]: Json };

export function monstersToRun(
  sim: Sim,
  scope: EocScope,
  talkerId: string,
  e: Obj,
  readString: (v: Json) => string,
): readonly string[] {
  const from = creaturePos(sim.world, talkerId);
  if (!from) throw new EocError(`the talker ${JSON.stringify(talkerId)} has no place on the map`);
  const given = e["mtype_ids"];
  const types = given === undefined ? undefined : new Set((Array.isArray(given) ? given : [given]).map(readString));
  const range =
    e["monster_range"] === undefined ? undefined : numberOf(sim, scope, e["monster_range"], "monster_range");
  const zMin = e["z_min"] === undefined ? undefined : numberOf(sim, scope, e["z_min"], "z_min");
  const zMax = e["z_max"] === undefined ? undefined : numberOf(sim, scope, e["z_max"], "z_max");
  const mustSee = e["monster_must_see"] === true;
  const out: string[] = [];
  for (const id of sim.monstersAlive()) {
    const m = sim.peekMonster(id);
    if (!m || m.dead) continue;
    if (types && !types.has(m.type)) continue;
    const p = m.pos;
    if (zMin !== undefined && p.z < zMin) continue;
    if (zMax !== undefined && p.z > zMax) continue;
    if (range !== undefined && Math.max(Math.abs(p.x - from.x), Math.abs(p.y - from.y), Math.abs(p.z - from.z)) > range)
      continue;
    if (mustSee && !canSee(sim.content, sim.map(), from, p)) continue;
    out.push(id);
  }
  return out;
}
