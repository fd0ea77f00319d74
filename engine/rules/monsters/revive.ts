/**
 * Corpses that get up again (REVIVES), as the game's item::ready_to_revive and
 * monster::init_from_item do (src/item.cpp, src/monster.cpp): once a turn, a corpse whose monster
 * type REVIVES and which is not destroyed, at an age of more than 6 whole hours (divided by its
 * damage level + 1), rises on one_in(48 − age in hours) (always once that is 0 or less), when no
 * one stands on it. The monster comes back where its corpse lay with 70 % of its type's hp and 80 %
 * of its speed, each divided by the corpse's damage level + 1, its mood and memory gone.
 *
 * Simplified: no burnt corpses, no REVIVE_SPECIAL corpses, no vehicles, no `revive_forms`.
 */
import { castDraft, type Draft } from "immer";
import type { Sim } from "../../sim/context.js";
import { SPEED_BONUS } from "../../mechanics/effects/status.js";
import type { ItemStack, Monster, Point } from "../../world/types.js";
import { tileAt } from "../../world/grid.js";
import { CORPSE_ITEM, CORPSE_MAX_DAMAGE } from "./corpse.js";
import { nameOf } from "../../sim/creature_state.js";
import { cap } from "./text.js";

const TURNS_PER_HOUR = 3600;

/** The monsters area's turn hook: every dead REVIVES monster's corpse may get up. */
export function reviveCorpses(sim: Sim): void {
  // Most turns no monster is dead: the kernel's list of the living says so without a look at each.
  if (sim.monstersAlive().length === sim.monsterIds().length) return;
  for (const id of sim.monsterIds()) {
    const o = sim.peekMonster(id);
    if (!o?.dead) continue;
    if (!sim.content.monster.get(o.type)?.flags.includes("REVIVES")) continue;
    const corpse = corpseOf(sim, id, o.pos);
    if (!corpse || corpse.damage >= CORPSE_MAX_DAMAGE) continue;
    const level = damageLevel(corpse.damage);
    const hours = Math.trunc(Math.trunc((sim.world.turn - corpse.died) / TURNS_PER_HOUR) / (level + 1));
    const rez = 48 - hours;
    if (hours <= 6 || !(rez <= 0 || sim.dice.oneIn(rez))) continue;
    if (sim.occupied(o.pos)) continue;
    rise(sim, id, level);
  }
}

/** The game's damage_level: each started 1000 of item damage is a level. */
function damageLevel(damage: number): number {
  return Math.ceil(damage / 1000);
}

interface Corpse {
  readonly died: number;
  readonly damage: number;
}

/** The corpse a dead monster left on its tile (death.ts), if it is still there. */
function corpseOf(sim: Sim, id: string, at: Point): Corpse | undefined {
  const item = corpseItem(tileAt(sim.map(), at)?.items, id);
  const died = item?.vars?.["died"];
  const damage = item?.vars?.["damage"];
  if (typeof died !== "number") return undefined;
  return { died, damage: typeof damage === "number" ? damage : 0 };
}

function corpseItem(items: readonly ItemStack[] | undefined, id: string): ItemStack | undefined {
  return items?.find((s) => s.id === CORPSE_ITEM && s.vars?.["monster"] === id);
}

/** Takes a dead monster's corpse off its tile (it rose, or something else raised it). */
export function takeCorpse(sim: Sim, id: string, at: Point): void {
  if (!corpseItem(tileAt(sim.map(), at)?.items, id)) return;
  sim.editTile(at, (tile) => {
    const all = (tile.items ?? []) as ItemStack[];
    const isIt = (s: ItemStack): boolean => s.id === CORPSE_ITEM && s.vars?.["monster"] === id;
    // What the corpse held (its death drops) stays on the tile.
    const held = all.filter(isIt).flatMap((s) => s.contents ?? []);
    const left = [...all.filter((s) => !isIt(s)), ...held];
    if (left.length === 0) delete tile.items;
    else tile.items = castDraft(left);
  });
}

/**
 * A revive spell's tile (spell_effect::revive, necro_boomer_revive): the first corpse there whose
 * monster REVIVES, is of the spell's species (`effect_str`), lacks NO_NECRO and is not destroyed
 * gets up at once, as a reviving corpse does, when no one stands there (game::revive_corpse).
 */
export function reviveAt(sim: Sim, p: Point, species: string, by: string): void {
  if (sim.occupied(p)) return;
  for (const s of tileAt(sim.map(), p)?.items ?? []) {
    const id = s.id === CORPSE_ITEM ? s.vars?.["monster"] : undefined;
    const o = typeof id === "string" ? sim.peekMonster(id) : undefined;
    if (typeof id !== "string" || !o?.dead || o.pos.x !== p.x || o.pos.y !== p.y || o.pos.z !== p.z) continue;
    const type = sim.content.monster.get(o.type);
    if (!type?.flags.includes("REVIVES") || type.flags.includes("NO_NECRO") || !type.species.includes(species))
      continue;
    const corpse = corpseOf(sim, id, p);
    if (!corpse || corpse.damage >= CORPSE_MAX_DAMAGE) continue;
    sim.emit({ type: "rule", name: "raised", data: { who: id, by } });
    rise(sim, id, damageLevel(corpse.damage));
    return;
  }
}

function rise(sim: Sim, id: string, level: number): void {
  const m = sim.world.monsters[id] as Draft<Monster> | undefined;
  const type = m ? sim.content.monster.get(m.type) : undefined;
  if (!m || !type) return;
  takeCorpse(sim, id, m.pos);
  delete m.dead;
  m.hp = Math.max(1, Math.trunc(Math.trunc(type.hp * 0.7) / (level + 1)));
  const speed = Math.trunc(Math.trunc(type.speed * 0.8) / (level + 1));
  m.vars = { ...(m.vars ?? {}), [SPEED_BONUS]: speed - type.speed };
  m.moves = 0;
  m.effects = [];
  m.grabbing = [];
  for (const key of ["target", "goal", "route", "wander", "anger", "morale", "aggro", "stance"] as const) delete m[key];
  sim.noteArrival(m.pos);
  sim.emit({ type: "rule", name: "revived", data: { who: id, monster: m.type, hp: m.hp, speed } });
  sim.emit({ type: "message", text: `${cap(nameOf(sim, id))} gets up again!`, about: id });
}
