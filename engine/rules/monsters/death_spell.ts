/**
 * A spell cast at a place rather than at a creature: the death spells of `death_function` (the
 * game's spell::cast_all_effects at the dead monster's tile, src/magic_spell_effect.cpp). At the
 * spell's level (its `min_level`; values scale as spell.ts says):
 * - `attack`: the blast is every tile within the spell's aoe of the epicentre on its level with a
 *   clear line to it (spell_effect_blast); each gets the spell's field (`field_id`, intensity
 *   min..max by level) on one_in(`field_chance`) of them, and each living creature on it other
 *   than the caster that the spell may touch (`valid_targets`: `hostile` for whoever is not the
 *   caster's friend, `ally` for its friends; `ground` for empty tiles; `targeted_monster_ids`)
 *   takes the spell's damage and its `effect_str` effect for the spell's duration (the game counts
 *   it in moves: 100 a turn), on the first of `affected_body_parts` for a character;
 * - `noise`: a sound of the spell's damage as volume at the epicentre;
 * - `summon`: the spell's monsters around the epicentre, its own tile included, as a monster's
 *   summon spell places them, drawn from a monster group with SPAWN_GROUP (json/spell_effects.ts);
 * - `emit`: the `emit` named by `effect_str` on every tile of the area (spell_effect::emit; the
 *   spread: engine/mechanics/fields/emit.ts), a gasbag's toxic cloud;
 * - `explosion`: explosion_handler's blast with the damage as power and aoe / 10 as the distance
 *   factor, fiery (./explosion.ts);
 * - `fungalize`: fungal spores on every valid tile, damage / 10000 the spore chance (./fungalize.ts);
 * - `slime_split`: the dead slime's speed shared among new blobs around it (./slime_split.ts);
 * - `revive`: the REVIVES corpses of the `effect_str` species on the valid tiles get up (./revive.ts);
 * - `remove_effect`: the creatures on the valid tiles lose the `effect_str` effect;
 * - anything else is only announced (the `spell_cast` event names it): `guilt`, `timed_event`,
 *   `upgrade`, `effect_on_condition`.
 * A tile is valid as spell::is_valid_target says: with a creature, `hostile` or `ally` by its side
 * (and `targeted_monster_ids`); without one (the dead caster's own tile too), `ground`.
 * Then its `extra_effects` are cast at the same place (a nesting of more than 4 stops).
 */
import type { Spell } from "../../content/kinds/spell.js";
import type { Sim } from "../../sim/context.js";
import type { Point } from "../../world/types.js";
import { distance, inBounds } from "../../world/grid.js";
import { addField } from "../../mechanics/fields/edit.js";
import { emitField } from "../../mechanics/fields/emit.js";
import { dealDamage, unit } from "../../mechanics/damage.js";
import { addEffect } from "../../mechanics/effects/add.js";
import { scaled } from "./json/spell.js";
import { spellNoise, summonAt } from "./json/spell_effects.js";
import { hostileToMonster } from "../../mechanics/attitude.js";
import { removeEffect } from "../../sim/creature_state.js";
import { explode } from "./explosion.js";
import { fungalize } from "./fungalize.js";
import { reviveAt } from "./revive.js";
import { slimeSplit } from "./slime_split.js";

const MAX_NESTING = 4;

export function castAt(sim: Sim, spell: Spell, caster: string, at: Point, level: number, depth: number): void {
  sim.emit({
    type: "rule",
    name: "spell_cast",
    data: { caster, spell: spell.id, effect: spell.effect, target: caster, level, x: at.x, y: at.y, z: at.z },
  });
  const damage = scaled(spell.minDamage, spell.maxDamage, level, spell.maxLevel);
  if (spell.effect === "attack") blast(sim, spell, caster, at, level, damage);
  else if (spell.effect === "summon" && spell.effectStr !== "") {
    const aoe = scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel);
    const duration = scaled(spell.minDuration, spell.maxDuration, level, spell.maxLevel);
    summonAt(sim, spell, caster, at, { damage, duration, aoe });
  } else if (spell.effect === "emit") {
    const emit = sim.content.emit.get(spell.effectStr);
    if (emit) {
      let raised = 0;
      for (const p of areaOf(sim, at, scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel)))
        raised += emitField(sim, p, emit);
      sim.emit({
        type: "rule",
        name: "emitted",
        data: { emit: emit.id, field: emit.field, tiles: raised, x: at.x, y: at.y, z: at.z },
      });
    }
  } else if (spell.effect === "explosion") {
    // spell_effect::explosion: the damage is the power, a tenth of the aoe the distance factor.
    const aoe = scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel);
    explode(sim, caster, at, { power: damage, factor: aoe / 10, fire: true });
  } else if (spell.effect === "fungalize") {
    // spell_effect::fungalize: each valid tile, with the damage / 10000 as the spore chance.
    const aoe = scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel);
    for (const p of validTiles(sim, spell, caster, areaOf(sim, at, aoe))) fungalize(sim, p, caster, damage / 10000);
  } else if (spell.effect === "slime_split") {
    const aoe = scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel);
    slimeSplit(sim, spell, caster, aoe, scaled(spell.minDuration, spell.maxDuration, level, spell.maxLevel));
  } else if (spell.effect === "revive") {
    const aoe = scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel);
    for (const p of validTiles(sim, spell, caster, areaOf(sim, at, aoe))) reviveAt(sim, p, spell.effectStr, caster);
  } else if (spell.effect === "remove_effect" && spell.effectStr !== "") {
    // spell_effect::remove_effect: whoever stands on the area's valid tiles loses the effect.
    const aoe = scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel);
    const area = areaOf(sim, at, aoe);
    for (const { id, ok } of occupants(sim, spell, caster, area).values())
      while (ok && removeEffect(sim, id, spell.effectStr));
  } else if (spell.effect === "noise" && damage > 0) spellNoise(sim, spell, caster, at, damage);
  if (depth >= MAX_NESTING) return;
  for (const extra of spell.extraEffects) {
    const next = sim.content.spell.get(extra.id);
    if (next) castAt(sim, next, caster, at, 0, depth + 1);
  }
}

/** A blast's tiles: within `aoe` of the epicentre on its level, each with a clear line to it (spell_effect_blast). */
function areaOf(sim: Sim, at: Point, aoe: number): Point[] {
  const map = sim.map();
  // The step's sight grid: canSee's answers (sim/terrain.ts), for the thousands of lines of a wide blast.
  const sight = sim.sight();
  const area: Point[] = [];
  // From 0 - aoe, not -aoe: a blast of 0 would start at -0, and a point made from -0 holds heap
  // numbers that deoptimise every compiled reader of points (a -0 is no small integer).
  for (let dy = 0 - aoe; dy <= aoe; dy++)
    for (let dx = 0 - aoe; dx <= aoe; dx++) {
      const p = { x: at.x + dx, y: at.y + dy, z: at.z };
      if (!inBounds(map, p) || distance(p, at) > aoe) continue;
      if ((dx !== 0 || dy !== 0) && !sight.canSee(at, p)) continue;
      area.push(p);
    }
  return area;
}

/** Who stands on a tile of the area, and whether the spell may touch them. */
interface Occupant {
  readonly id: string;
  readonly ok: boolean;
}

/**
 * The creatures in an area and whether the spell may touch each (spell::is_valid_target:
 * `hostile` for whoever is not the caster's friend, `ally` for its friends, `targeted_monster_ids`,
 * the living caster itself with `self`, as an EOC's u_cast_spell at its own place); a tile without
 * one (the dead caster's included) is valid with `ground`.
 */
function occupants(sim: Sim, spell: Spell, caster: string, area: readonly Point[]): Map<string, Occupant> {
  const valid = spell.validTargets;
  const self = sim.peekMonster(caster);
  const inArea = new Map<string, Occupant>();
  // The area's bounds: a creature outside them stands on none of its tiles (most of a crowd).
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of area) {
    if (p.x < x0) x0 = p.x;
    if (p.x > x1) x1 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.y > y1) y1 = p.y;
  }
  const characters = sim.characterIds();
  const monsters = sim.monsterIds();
  const n = characters.length + monsters.length;
  for (let i = 0; i < n; i++) {
    const id = (i < characters.length ? characters[i] : monsters[i - characters.length]) as string;
    if (id === caster && !valid.includes("self")) continue;
    const ch = sim.peekCharacter(id);
    const mo = ch ? undefined : sim.peekMonster(id);
    const c = ch ?? mo;
    if (!c || c.dead) continue;
    const { x, y } = c.pos;
    if (x < x0 || x > x1 || y < y0 || y > y1) continue;
    if (!area.some((p) => p.x === x && p.y === y && p.z === c.pos.z)) continue;
    if (id === caster) {
      inArea.set(`${x},${y}`, { id, ok: true });
      continue;
    }
    const friend = mo
      ? self !== undefined && mo.attitude === self.attitude && !hostileToMonster(sim, self, mo)
      : self?.attitude === "friendly";
    let ok = valid.includes(friend ? "ally" : "hostile");
    if (spell.targetedMonsterIds.length > 0) ok = ok && mo !== undefined && spell.targetedMonsterIds.includes(mo.type);
    inArea.set(`${c.pos.x},${c.pos.y}`, { id, ok });
  }
  return inArea;
}

/** The area's tiles the spell may act on (spell_effect_area drops the others). */
function validTiles(sim: Sim, spell: Spell, caster: string, area: readonly Point[]): Point[] {
  const inArea = occupants(sim, spell, caster, area);
  return area.filter((p) => {
    const who = inArea.get(`${p.x},${p.y}`);
    return who ? who.ok : spell.validTargets.includes("ground");
  });
}

function blast(sim: Sim, spell: Spell, caster: string, at: Point, level: number, damage: number): void {
  const aoe = scaled(spell.minAoe, spell.maxAoe, level, spell.maxLevel);
  const intensity = scaled(spell.minFieldIntensity, spell.maxFieldIntensity, level, spell.maxLevel);
  const turns = Math.round(scaled(spell.minDuration, spell.maxDuration, level, spell.maxLevel) / 100);
  const area = areaOf(sim, at, aoe);
  const valid = spell.validTargets;
  const inArea = occupants(sim, spell, caster, area);
  for (const p of area) {
    const who = inArea.get(`${p.x},${p.y}`);
    if (who ? !who.ok : !valid.includes("ground")) continue;
    if (spell.fieldId !== undefined && intensity > 0 && sim.dice.oneIn(spell.fieldChance))
      addField(sim, p, spell.fieldId, intensity);
  }
  for (const { id, ok } of inArea.values()) {
    if (!ok) continue;
    const part = sim.peekCharacter(id) !== undefined ? spell.affectedBodyParts[0] : undefined;
    if (damage > 0)
      dealDamage(sim, id, part, [unit(spell.damageType ?? "pure", damage)], caster, "ranged", { vector: "none" });
    if (spell.effectStr !== "" && turns > 0 && !sim.peekMonster(id)?.dead && !sim.peekCharacter(id)?.dead)
      addEffect(sim, id, { id: spell.effectStr, duration: turns, source: caster, ...(part ? { bodyPart: part } : {}) });
  }
}
