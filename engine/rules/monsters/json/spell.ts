/**
 * The `spell` kind (D6-spell-*): casts a spell definition at the target, or at the monster itself
 * when the spell is self-targeted (`valid_targets` only `self`, or `hit_self`) or `allow_no_target`
 * is set. No target, out of range, or a false condition: no moves, no cooldown (D6-spell-notarget).
 *
 * Approximated (spells are tolerant projections): the spell's level is `min_level` (monsters do not
 * gain levels); values scale linearly from min to max over levels 0..max_level. Effect `attack`
 * deals the damage (and applies `effect_str` as an effect for the duration, when given); `effect`
 * applies `effect_str` likewise; `effect_on_condition`, `noise` and `summon` act as spell_effects.ts says;
 * every other spell effect is only announced (a `rule` event `spell_cast` names it). The cast
 * costs the spell's base casting time in moves (none when it gives none, as the game's default).
 */
import { dealDamage, unit } from "../../../mechanics/damage.js";
import type { SpellAttack } from "../../../content/kinds/monsters/attack_types.js";
import type { Spell } from "../../../content/kinds/spell.js";
import { nameOf } from "../../../sim/creature_state.js";
import { addEffect } from "../../../mechanics/effects/add.js";
import { afterHit } from "../../../sim/hooks.js";
import { creaturePos } from "../../../world/creatures.js";
import { distance } from "../../../world/grid.js";
import type { AttackCall } from "../attack_context.js";
import { isAlive, livingMonster, partWeights } from "../combat.js";
import { evalCondition } from "../condition.js";
import { cap, format } from "../text.js";
import { castEffect } from "./spell_effects.js";

export function scaled(min: number, max: number, level: number, maxLevel: number): number {
  if (maxLevel <= 0 || max === min) return min;
  return Math.round(min + ((max - min) * Math.min(level, maxLevel)) / maxLevel);
}

export function isSelfSpell(spell: Spell): boolean {
  return spell.validTargets.length > 0 && spell.validTargets.every((t) => t === "self");
}

export function performSpell(call: AttackCall<SpellAttack>): boolean {
  const { sim, monsterId, targetId, attack: a, key } = call;
  const m = livingMonster(sim, monsterId);
  if (!m) return false;
  const spell = sim.content.spell.get(a.spell.id);
  if (!spell) return false;
  const hasTarget = targetId !== undefined && isAlive(sim, targetId);
  if (!hasTarget && !a.allowNoTarget) return false;
  const atSelf = a.spell.hitSelf || isSelfSpell(spell) || a.allowNoTarget;
  const aim = atSelf ? monsterId : (targetId as string);
  const level = a.spell.minLevel;
  if (!atSelf) {
    const tpos = creaturePos(sim.world, aim);
    const range = scaled(spell.minRange, spell.maxRange, level, spell.maxLevel);
    if (!tpos || tpos.z !== m.pos.z || distance(m.pos, tpos) > range) return false;
  }
  const npc = a.allowNoTarget ? undefined : targetId;
  if (!evalCondition(sim, a.condition, { u: monsterId, npc }, `attack ${key} of ${m.type}`)) return false;

  // The game charges the spell's casting time, which defaults to 0 (spell_type::base_casting_time_default).
  m.moves -= spell.baseCastingTime;
  // An empty monster_message (most effect_on_condition spells) shows nothing.
  const text = format(a.monsterMessage, [cap(nameOf(sim, monsterId)), spell.name, nameOf(sim, aim)]);
  if (text !== "") sim.emit({ type: "message", text, about: aim });
  sim.emit({
    type: "rule",
    name: "spell_cast",
    data: { caster: monsterId, spell: spell.id, effect: spell.effect, target: aim, level },
  });
  const duration = scaled(spell.minDuration, spell.maxDuration, level, spell.maxLevel);
  if (spell.effect === "attack") {
    const damage = scaled(spell.minDamage, spell.maxDamage, level, spell.maxLevel);
    if (damage > 0) {
      const part = sim.world.characters[aim]
        ? sim.dice.weighted(partWeights(sim, aim, { hitsizeMin: -1, hitsizeMax: -1, attackUpper: true }))
        : undefined;
      const dealt = dealDamage(sim, aim, part, [unit(spell.damageType ?? "pure", damage)], monsterId, "melee", {
        vector: "none",
      }).total;
      sim.emit({
        type: "attack",
        attacker: monsterId,
        target: aim,
        attack: key,
        outcome: dealt > 0 ? "hit" : "no_damage",
        ...(part ? { bodyPart: part } : {}),
        damage: dealt,
      });
      if (aim !== monsterId) afterHit(sim, aim, monsterId, true, dealt);
    }
  }
  if (
    spell.effectStr !== "" &&
    duration > 0 &&
    isAlive(sim, aim) &&
    (spell.effect === "attack" || spell.effect === "effect" || spell.effect === "target_attack")
  ) {
    addEffect(sim, aim, { id: spell.effectStr, intensity: 1, duration, source: monsterId });
  }
  castEffect(sim, spell, monsterId, aim, {
    damage: scaled(spell.minDamage, spell.maxDamage, level, spell.maxLevel),
    duration,
    aoe: scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel),
  });
  return true;
}
