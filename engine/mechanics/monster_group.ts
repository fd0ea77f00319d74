/**
 * Drawing a monster from a monster group, shared by the summon spells (rules/monsters) and the
 * EOCs' `u_spawn_monster` (mechanics/eoc).
 */
import type { MonsterGroup } from "../content/kinds/monster_group.js";
import type { Sim } from "../sim/context.js";

/**
 * One monster of a group, as MonsterGroupManager::GetResultFromGroup picks it: rng(1, the weights'
 * sum) walks the entries, a nested group is drawn from in turn; none picked, the group's default.
 * The entries' conditions, seasons and pack sizes are not read.
 */
export function fromGroup(sim: Sim, group: MonsterGroup, depth: number): string | undefined {
  const total = group.monsters.reduce((a, e) => a + Math.max(0, e.weight), 0);
  let roll = total > 0 ? sim.dice.int(1, total) : 0;
  for (const e of group.monsters) {
    if (e.weight <= 0) continue;
    if (roll <= e.weight) {
      if (!e.isGroup) return e.id;
      const inner = sim.content.monstergroup.get(e.id);
      if (inner && depth < 8) return fromGroup(sim, inner, depth + 1);
      break;
    }
    roll -= e.weight;
  }
  return depth === 0 ? group.defaultMonster : undefined;
}
