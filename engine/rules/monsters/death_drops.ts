/**
 * A dying monster's `death_drops` (src/monster.cpp monster::drop_items_on_death, CDDA master
 * d85fea9e): its item group, by id or written inline (a distribution unless it says otherwise),
 * spawned as the engine spawns every item group (engine/mechanics/items/spawn.ts). With a corpse
 * the items go into it, as the game puts them on and into the body; without one they lie on the
 * death tile. A FILTHY monster's wearable items are FILTHY.
 *
 * Simplified: items are not nested into the corpse's clothes' pockets (all are the corpse's
 * contents), rot is not randomised, no dissectables (`dissect`), no monster inventory
 * (monster::generate_inventory at spawn).
 */
import { type ItemGroup, readItemGroup } from "../../content/kinds/item_group.js";
import type { Monster as MonsterType } from "../../content/kinds/monster.js";
import { isJsonObject, type Json } from "../../content/json/types.js";
import { spawnItemGroup } from "../../mechanics/items/spawn.js";
import type { Sim } from "../../sim/context.js";
import type { ItemStack } from "../../world/types.js";

/**
 * A type's inline `death_drops` read as an item group, once per type object (content never changes
 * during a run, and spawning only reads the group): the fight's deaths read it again and again.
 */
const INLINE = new WeakMap<MonsterType, ItemGroup>();

function inlineGroup(type: MonsterType, v: Json): ItemGroup {
  let g = INLINE.get(type);
  if (!g) {
    g = readItemGroup(v, `death_drops of ${type.id}`, "distribution");
    INLINE.set(type, g);
  }
  return g;
}

/** The items a monster's death drops (none when it has no `death_drops`). */
export function deathDrops(sim: Sim, type: MonsterType): ItemStack[] {
  const v = type.deathDrops;
  if (v === undefined || v === null) return [];
  const notes: string[] = [];
  const spawn = { content: sim.content, dice: sim.dice, notes };
  let items: ItemStack[] = [];
  if (typeof v === "string") items = spawnItemGroup(spawn, v);
  else if (isJsonObject(v) || Array.isArray(v)) items = spawnItemGroup(spawn, inlineGroup(type, v));
  for (const note of notes) sim.emit({ type: "rule", name: "death_drops", data: { monster: type.id, note } });
  if (!type.flags.includes("FILTHY")) return items;
  return items.map((it) => {
    const armor = (sim.content.item.get(it.id)?.combat.armor.length ?? 0) > 0;
    return armor && !(it.flags ?? []).includes("FILTHY") ? { ...it, flags: [...(it.flags ?? []), "FILTHY"] } : it;
  });
}
