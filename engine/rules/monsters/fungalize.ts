/**
 * Fungal spores landing on a tile, as the game's fungal_effects::fungalize does (src/fungal_effects.cpp;
 * the spell effect `fungalize`, spell_effect::fungalize, with spore chance = the spell's damage /
 * 10000: a fungal zombie's death_fungus gives 0.25):
 * - a monster there: a FUNGUS one is untouched; one of flesh, human flesh, plant, insect flesh or
 *   bone with a `fungalize_into` turns into that type (monster::make_fungus); any other is stunned
 *   for rng(1, 3) turns and takes rng(25, 50) damage;
 * - the player there: spores (3 strength, 9 minutes) on the head one_in(4), the torso one_in(2),
 *   each arm and leg one_in(4), each against the part's environmental protection (add_env_effect:
 *   dice(3, 3) above dice(protection, 3)); TAIL_CATTLE swats them off on one_in(20 − dex − melee);
 * - else, with fewer than 250 creatures, x_in_y(spore chance, 1): a mon_spore on the tile on the
 *   caster's side;
 * - else the fungus spreads (spread_fungus): growth = 1 + the FUNGUS tiles around; a tile not yet
 *   fungal converts by its flags (DIGGABLE → t_fungus on x_in_y(growth × 10, 100); FLAT →
 *   t_fungus_floor_in (INDOORS, / 500), _sup (SUPPORTS_ROOF, / 1000), _out (/ 2500); SHRUB →
 *   t_shrub_fungal (/ 200) or t_marloss (x_in_y(growth, 1000)); THIN_OBSTACLE → t_fungus_mound
 *   (/ 150); YOUNG and TREE by the fungal haze there; a flammable WALL → t_fungus_wall (/ 5000));
 *   a fungal tile spreads to each non-fungal neighbour on one_in(9 − growth) with growth 10.
 *
 * Simplified: mutations' and bionics' protection, the furniture, seeds and items of a converted tile are kept; NPCs are not sprayed
 * (the game's TODO too); the game's messages are this engine's wording.
 */
import type { Sim } from "../../sim/context.js";
import { applyDamage } from "../../sim/creature_state.js";
import { passable } from "../../sim/terrain.js";
import { inBounds, tileAt } from "../../world/grid.js";
import type { Point } from "../../world/types.js";
import { fieldsAt } from "../../mechanics/fields/edit.js";
import { spawnMonster } from "../../sim/spawn.js";
import { convert, effect, rule, say, setTerrain } from "./hardcoded/common.js";
import { creatureOn, monsterType } from "./combat.js";
import { portionsCovering } from "../../mechanics/fight/armor.js";

export const SPORE = "mon_spore";
export const BLOSSOM = "mon_fungal_blossom";
/** The materials monster::make_fungus turns (any one of them). */
export const FUNGABLE_MATERIALS = ["flesh", "hflesh", "veggy", "iflesh", "bone"] as const;
/** Spores on a sprayed player: [part, one_in] (fungal_effects::fungalize). */
export const SPORE_PARTS: readonly (readonly [string, number])[] = [
  ["head", 4],
  ["torso", 2],
  ["arm_l", 4],
  ["arm_r", 4],
  ["leg_l", 4],
  ["leg_r", 4],
];
export const SPORE_EFFECT = { id: "spores", strength: 3, turns: 540 } as const;
const CREATURE_CAP = 250;

export function fungalize(sim: Sim, p: Point, origin: string, sporeChance: number): void {
  const who = creatureOn(sim, p);
  const m = who !== undefined ? sim.peekMonster(who) : undefined;
  if (who !== undefined && m) {
    const type = monsterType(sim, who);
    if (type?.species.includes("FUNGUS")) return;
    const fungable = type?.materials.some((x) => (FUNGABLE_MATERIALS as readonly string[]).includes(x)) === true;
    const into = type?.fungalizeInto;
    if (fungable && into !== undefined && sim.content.monster.get(into)) {
      convert(sim, who, into);
      rule(sim, "fungalized", { who, into, x: p.x, y: p.y, z: p.z });
      return;
    }
    effect(sim, who, "stunned", sim.dice.int(1, 3), { source: origin });
    applyDamage(sim, who, sim.dice.int(25, 50), "pure", "torso", origin);
    return;
  }
  const c = who !== undefined ? sim.world.characters[who] : undefined;
  if (who !== undefined && c) {
    if (!c.isPlayer) return;
    const melee = c.skills["melee"] ?? 0;
    if (c.traits.includes("TAIL_CATTLE") && sim.dice.oneIn(20 - c.stats.dex - melee)) {
      say(sim, "The spores land on you, but you swat them off with your tail!", who);
      return;
    }
    let hit = false;
    for (const [part, n] of SPORE_PARTS) {
      if (!sim.dice.oneIn(n)) continue;
      if (sim.dice.dice(SPORE_EFFECT.strength, 3) <= sim.dice.dice(envProtection(sim, who, part), 3)) continue;
      effect(sim, who, SPORE_EFFECT.id, SPORE_EFFECT.turns, { bodyPart: part, source: origin });
      hit = true;
    }
    if (hit) say(sim, "You're covered in tiny spores!", who);
    return;
  }
  const creatures = sim.characterIds().length + sim.monsterIds().filter((id) => !sim.peekMonster(id)?.dead).length;
  if (creatures < CREATURE_CAP && sim.dice.xInY(sporeChance, 1)) {
    if (passable(sim.content, sim.map(), p) && sim.content.monster.get(SPORE)) {
      const side = sim.peekMonster(origin)?.attitude ?? "hostile";
      spawnMonster(sim, SPORE, p, { attitude: side });
    }
    return;
  }
  spreadFungus(sim, p);
}

/** A character's environmental protection on a part: its worn items' that cover it (Character::get_env_resist). */
function envProtection(sim: Sim, id: string, part: string): number {
  let total = 0;
  for (const w of sim.world.characters[id]?.worn ?? []) {
    const item = sim.content.item.get(w.id);
    if (item && portionsCovering(item, part).length > 0) total += item.combat.environmentalProtection;
  }
  return total;
}

/** Terrain or furniture has the flag (map::has_flag). */
function hasFlag(sim: Sim, p: Point, flag: string): boolean {
  const tile = tileAt(sim.map(), p);
  if (!tile) return false;
  if (sim.content.terrain.get(tile.ter)?.flags.includes(flag)) return true;
  return tile.furn !== undefined && sim.content.furniture.get(tile.furn)?.flags.includes(flag) === true;
}

function terrainHas(sim: Sim, p: Point, flag: string): boolean {
  const tile = tileAt(sim.map(), p);
  return tile !== undefined && sim.content.terrain.get(tile.ter)?.flags.includes(flag) === true;
}

function around(sim: Sim, p: Point): Point[] {
  const out: Point[] = [];
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) {
      const q = { x: p.x + dx, y: p.y + dy, z: p.z };
      if (inBounds(sim.map(), q)) out.push(q);
    }
  return out;
}

export function spreadFungus(sim: Sim, p: Point): void {
  let growth = 1;
  for (const q of around(sim, p)) if ((q.x !== p.x || q.y !== p.y) && hasFlag(sim, q, "FUNGUS")) growth++;
  if (!terrainHas(sim, p, "FUNGUS")) {
    oneTile(sim, p, growth);
    return;
  }
  if (growth === 9) return;
  for (const q of around(sim, p)) if (!hasFlag(sim, q, "FUNGUS") && sim.dice.oneIn(9 - growth)) oneTile(sim, q, 10);
}

function set(sim: Sim, p: Point, ter: string): void {
  if (sim.content.terrain.get(ter)) setTerrain(sim, p, ter);
}

function haze(sim: Sim, p: Point): boolean {
  return fieldsAt(sim, p).some((f) => f.id === "fd_fungal_haze" && f.intensity > 0);
}

function bloom(sim: Sim, p: Point): void {
  set(sim, p, "t_fungus");
  if (!sim.occupied(p) && sim.content.monster.get(BLOSSOM)) spawnMonster(sim, BLOSSOM, p);
}

/** spread_fungus_one_tile, terrain only. */
function oneTile(sim: Sim, p: Point, growth: number): void {
  const g = growth * 10;
  const x = (n: number): boolean => sim.dice.xInY(g, n);
  if (terrainHas(sim, p, "DIGGABLE")) {
    if (x(100)) set(sim, p, "t_fungus");
  } else if (hasFlag(sim, p, "FLAT")) {
    if (hasFlag(sim, p, "INDOORS")) {
      if (x(500)) set(sim, p, "t_fungus_floor_in");
    } else if (hasFlag(sim, p, "SUPPORTS_ROOF")) {
      if (x(1000)) set(sim, p, "t_fungus_floor_sup");
    } else if (x(2500)) set(sim, p, "t_fungus_floor_out");
  } else if (hasFlag(sim, p, "SHRUB")) {
    if (x(200)) set(sim, p, "t_shrub_fungal");
    else if (sim.dice.xInY(growth, 1000)) set(sim, p, "t_marloss");
  } else if (hasFlag(sim, p, "THIN_OBSTACLE")) {
    if (x(150)) set(sim, p, "t_fungus_mound");
  } else if (hasFlag(sim, p, "YOUNG")) {
    if (!x(500)) return;
    if (!haze(sim, p)) set(sim, p, "t_tree_fungal_young");
    else if (x(800)) bloom(sim, p);
    else if (x(400)) set(sim, p, "t_marloss_tree");
  } else if (hasFlag(sim, p, "TREE")) {
    if (!sim.dice.oneIn(10)) return;
    if (!haze(sim, p)) set(sim, p, "t_tree_fungal");
    else if (x(100)) bloom(sim, p);
    else if (x(600)) set(sim, p, "t_marloss_tree");
  } else if (hasFlag(sim, p, "WALL") && hasFlag(sim, p, "FLAMMABLE")) {
    if (x(5000)) set(sim, p, "t_fungus_wall");
  }
}
