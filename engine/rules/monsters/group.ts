/**
 * Monsters that keep together (src/monmove.cpp monster::plan, CDDA master d85fea9e), once a turn
 * after the target is picked, over the monsters of its own faction ("player" for friendly ones)
 * it sees on its level, at rate_target's distance (rl_dist; the monster itself, at 0, counts not):
 *
 * - GROUP_MORALE, while its morale is below its type's: each such monster within 10 tiles gives
 *   10 − distance morale back (so a hurt pack member that was about to flee holds on);
 * - SWARMS, without a target: one within fewer than 5 tiles makes it too crowded, and it wanders
 *   off to its own position + (rng(1, 3), rng(1, 3)) for 2 turns. The game's other branch (swarm
 *   to the farthest ally beyond the planning distance) cannot fire while that distance is the
 *   monster's sight, so it is not modelled.
 */
import type { Draft } from "immer";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import { refreshAttitude } from "../../mechanics/attitude.js";
import { factionOf } from "../../mechanics/factions.js";
import { moraleOf } from "../../mechanics/mood.js";
import { monsterSees } from "../../mechanics/senses/sight.js";
import type { Sim } from "../../sim/context.js";
import { distance } from "../../world/grid.js";
import { latest } from "../../world/peek.js";
import type { Monster } from "../../world/types.js";

/** The distances to the living monsters of its faction it sees (none for a monster without a faction). */
function kinDistances(sim: Sim, m: Readonly<Monster>, type: MonsterType, cap: number): number[] {
  const faction = factionOf(sim.content, m);
  if (faction === undefined) return [];
  const here = latest(m.pos);
  const out: number[] = [];
  const ids = sim.monstersAlive();
  for (let i = 0; i < ids.length; i++) {
    const oid = ids[i] as string;
    if (oid === m.id) continue;
    const o = sim.peekMonster(oid);
    if (!o || o.dead || factionOf(sim.content, o) !== faction) continue;
    const there = latest(o.pos);
    if (there.z !== here.z) continue;
    const d = distance(here, there);
    if (d <= 0 || d > 10 || !monsterSees(sim, type, here, there, cap)) continue;
    out.push(d);
  }
  return out;
}

/** GROUP_MORALE and SWARMS for this turn; `hasTarget`: plan found a target. */
export function keepTogether(
  sim: Sim,
  m: Draft<Monster>,
  type: MonsterType | undefined,
  cap: number,
  hasTarget: boolean,
): void {
  if (!type || m.dead) return;
  const groupMorale = type.flags.includes("GROUP_MORALE") && moraleOf(latest(m), type) < type.morale;
  const swarms = type.flags.includes("SWARMS") && !hasTarget;
  if (!groupMorale && !swarms) return;
  const kin = kinDistances(sim, latest(m), type, cap);
  if (kin.length === 0) return;
  if (groupMorale) {
    const before = moraleOf(latest(m), type);
    const gain = kin.reduce((s, d) => s + (10 - d), 0);
    m.morale = before + gain;
    sim.emit({
      type: "rule",
      name: "group_morale",
      data: { monster: m.id, allies: kin.length, morale: before + gain },
    });
    refreshAttitude(sim, m, type);
  }
  if (swarms && kin.some((d) => d < 5)) {
    const here = latest(m.pos);
    const pos = { x: here.x + sim.dice.int(1, 3), y: here.y + sim.dice.int(1, 3), z: here.z };
    m.wander = { pos, turns: 2 };
    sim.emit({ type: "rule", name: "swarm_crowded", data: { monster: m.id, x: pos.x, y: pos.y, z: pos.z } });
  }
}
