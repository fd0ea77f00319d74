/**
 * A monster's plain melee attack, used when no special attack applies: hit roll of the monster's
 * melee skill against the target's dodge, a body part by hit size, damage from its melee dice plus
 * its melee damage. The JSON attack kinds (engine/rules/monsters/json) refine every number.
 */
import type { Sim } from "../../sim/context.js";
import { applyDamage, nameOf } from "../../sim/creature_state.js";
import { HOOKS } from "../../sim/hooks.js";
import { bodyPartName, HUMAN_ANATOMY } from "../../world/anatomy.js";

export const PLAIN_MELEE_KEY = "melee";

export function plainMelee(sim: Sim, monsterId: string, targetId: string): void {
  const m = sim.world.monsters[monsterId];
  if (!m) return;
  const type = sim.content.monster.get(m.type);
  m.moves -= type?.attackCost ?? 100;
  const skill = type?.meleeSkill ?? 0;
  const dodge = dodgeOf(sim, targetId);
  // The game's hit roll: dice(skill, 10) against dice(dodge, 10); ties go to the attacker.
  const hit = sim.dice.dice(skill, 10) - sim.dice.dice(dodge, 10) >= 0;
  if (!hit) {
    sim.emit({ type: "attack", attacker: monsterId, target: targetId, attack: PLAIN_MELEE_KEY, outcome: "dodged", damage: 0 });
    sim.emit({ type: "message", text: `${cap(nameOf(sim, monsterId))} attacks ${nameOf(sim, targetId)}, but misses.`, about: targetId });
    return;
  }
  const bodyPart = sim.world.characters[targetId] ? pickBodyPart(sim, targetId) : undefined;
  let damage = sim.dice.dice(type?.meleeDice ?? 0, type?.meleeDiceSides ?? 0);
  for (const d of type?.meleeDamage ?? []) damage += d.amount;
  const dealt = applyDamage(sim, targetId, damage, "bash", bodyPart, monsterId);
  sim.emit({ type: "attack", attacker: monsterId, target: targetId, attack: PLAIN_MELEE_KEY, outcome: dealt > 0 ? "hit" : "no_damage", ...(bodyPart ? { bodyPart } : {}), damage: dealt });
  sim.emit({ type: "message", text: `${cap(nameOf(sim, monsterId))} hits ${nameOf(sim, targetId)}${bodyPart ? ` on the ${bodyPartName(bodyPart)}` : ""} for ${dealt}.`, about: targetId });
  for (const hook of HOOKS.whenHit) hook(sim, targetId, monsterId, false, dealt);
}

function dodgeOf(sim: Sim, id: string): number {
  const c = sim.world.characters[id];
  if (c) return Math.floor((c.skills["dodge"] ?? 0) + c.stats.dex / 4);
  const m = sim.world.monsters[id];
  return m ? (sim.content.monster.get(m.type)?.dodge ?? 0) : 0;
}

/** A body part of the character, weighted by hit size (the eyes and mouth from the anatomy). */
function pickBodyPart(sim: Sim, id: string): string {
  const body = sim.world.characters[id]?.body ?? {};
  const parts: [string, number][] = Object.keys(body)
    .sort()
    .map((part) => [part, body[part]?.hitSize ?? 0]);
  for (const b of HUMAN_ANATOMY) if (!body[b.id] && (b.id === "eyes" || b.id === "mouth")) parts.push([b.id, b.hitSize]);
  return sim.dice.weighted(parts) ?? "torso";
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
