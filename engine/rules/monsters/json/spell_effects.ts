/**
 * What a monster's spell does beyond its damage and its `effect_str` effect (spell.ts), for the
 * effects the real monsters' spells use most (src/magic_spell_effect.cpp):
 * - `effect_on_condition`: the EOC named by `effect_str` runs with the creature the spell lands on
 *   as `u` and the caster as `npc` (the game's dialogue for a spell's victim); forms the shared
 *   interpreter (engine/mechanics/eoc/interpreter.ts) does not know stop that EOC with a
 *   `runtime_error` event naming them (D6-spell-run);
 * - `noise`: a sound at the spell's target with the spell's damage as its volume, which monsters
 *   hear like any other;
 * - `summon`: |damage| monsters (rng(damage, max_damage) with RANDOM_DAMAGE) of the `effect_str`
 *   type, or each drawn from the `effect_str` monster group with SPAWN_GROUP, on free tiles picked
 *   at random within the spell's area (a square of its aoe around the target), each tile tried once (spawn_summoned_monster); hostile with
 *   HOSTILE_SUMMON, else on its caster's side; they vanish after the spell's duration unless the
 *   spell is PERMANENT (the summon timer).
 * Traps, polymorphs and teleports are still only announced by the `spell_cast` event.
 */
import type { Spell } from "../../../content/kinds/spell.js";
import type { Sim } from "../../../sim/context.js";
import { runEoc } from "../../../mechanics/eoc/interpreter.js";
import { spawnMonster } from "../../../sim/spawn.js";
import { creaturePos } from "../../../world/creatures.js";
import type { Point } from "../../../world/types.js";
import { freeAround } from "../hardcoded/common.js";
import { passable } from "../../../sim/terrain.js";
import { fromGroup } from "../../../mechanics/monster_group.js";

const SPELL_RULES = { run: "D6-spell-run", content: "D6-spell-run" } as const;

/** The spell's numbers at the cast level. */
export interface CastValues {
  readonly damage: number;
  readonly duration: number;
  readonly aoe: number;
}

/** Runs the spell's own effect on `aim`. */
export function castEffect(sim: Sim, spell: Spell, caster: string, aim: string, v: CastValues): void {
  const damage = v.damage;
  if (spell.effect === "summon" && spell.effectStr !== "") {
    summon(sim, spell, caster, aim, v);
    return;
  }
  if (spell.effect === "effect_on_condition" && spell.effectStr !== "") {
    runEoc(sim, { u: aim, npc: caster, context: {}, rules: SPELL_RULES }, spell.effectStr);
    return;
  }
  if (spell.effect === "noise" && damage > 0) {
    const at = creaturePos(sim.world, aim);
    if (at) spellNoise(sim, spell, caster, at, damage);
  }
}

/** A `noise` spell: a sound of its damage as volume where it lands (spell_effect::noise). */
export function spellNoise(sim: Sim, spell: Spell, caster: string, at: Point, volume: number): void {
  sim.emit({
    type: "sound",
    description: spell.message ?? spell.name,
    volume,
    pos: { x: at.x, y: at.y, z: at.z },
    source: caster,
  });
}

function summon(sim: Sim, spell: Spell, caster: string, aim: string, v: CastValues): void {
  const at = creaturePos(sim.world, aim);
  if (at) summonAt(sim, spell, caster, at, v);
}

/** A `summon` spell's monsters around a place (a death spell's is its caster's tile). */
export function summonAt(sim: Sim, spell: Spell, caster: string, at: Point, v: CastValues): void {
  const byGroup = spell.flags.includes("SPAWN_GROUP");
  const group = byGroup ? sim.content.monstergroup.get(spell.effectStr) : undefined;
  if (byGroup ? !group : !sim.content.monster.get(spell.effectStr)) {
    sim.emit({
      type: "runtime_error",
      text: `spell ${spell.id} summons ${JSON.stringify(spell.effectStr)}, which is no ${byGroup ? "monster group" : "monster type"}`,
      rule: "D6-spell-run",
    });
    return;
  }
  // RANDOM_DAMAGE: rng between the levelled damage and max_damage (spell::damage).
  const levelled = Math.abs(v.damage);
  const top = Math.abs(spell.maxDamage);
  let left = spell.flags.includes("RANDOM_DAMAGE")
    ? sim.dice.int(Math.min(levelled, top), Math.max(levelled, top))
    : levelled;
  const side = sim.world.monsters[caster]?.attitude;
  const attitude = spell.flags.includes("HOSTILE_SUMMON") || side === undefined ? "hostile" : side;
  // The blast's area holds its centre too: a death spell's dead caster leaves its tile free.
  const centre = passable(sim.content, sim.map(), at) && !sim.occupied(at) ? [{ ...at }] : [];
  const area = [...centre, ...freeAround(sim, at, Math.max(1, v.aoe))];
  while (left > 0 && area.length > 0) {
    const [spot] = area.splice(sim.dice.int(0, area.length - 1), 1);
    if (!spot || sim.occupied(spot)) continue;
    // SPAWN_GROUP: each spot draws from the group (MonsterGroupManager::GetResultFromGroup).
    const type = group ? fromGroup(sim, group, 0) : spell.effectStr;
    if (type === undefined || !sim.content.monster.get(type)) continue;
    const id = spawnMonster(sim, type, spot, { attitude });
    if (!spell.flags.includes("PERMANENT") && v.duration > 0) {
      const m = sim.world.monsters[id];
      if (m) m.expiresAt = sim.world.turn + v.duration;
    }
    left--;
  }
}
