/**
 * How the content draws what a run shows: for every terrain, furniture, monster type and field
 * the frames hold, its name, symbol and colour from the content (empty where the content gives
 * none, or where the id is not in the content); items and effects by name. Only ids the run
 * shows are kept, so a page over the real game data stays small.
 */
import type { Content } from "../content/load.js";
import type { Effect, ItemStack, Level, World } from "../world/types.js";
import type { Look, Looks, MonsterLook } from "./types.js";

export function looksOf(worlds: readonly World[], content: Content): Looks {
  const collect = looksCollector(content);
  for (const world of worlds) collect.add(world);
  return collect.looks;
}

/** The looks gathered one world at a time (the frames of a long run are never all in memory). */
export function looksCollector(content: Content): { readonly looks: Looks; add(world: World): void } {
  const looks = {
    terrain: {} as Record<string, Look>,
    furniture: {} as Record<string, Look>,
    monster: {} as Record<string, MonsterLook>,
    field: {} as Record<string, Look>,
    item: {} as Record<string, string>,
    effect: {} as Record<string, string>,
  };
  const seenLevels = new Set<Level>();
  const item = (s: ItemStack | undefined): void => {
    if (s && looks.item[s.id] === undefined) looks.item[s.id] = content.item.get(s.id)?.name ?? s.id;
    for (const c of s?.contents ?? []) item(c);
  };
  const effect = (e: Effect): void => {
    if (looks.effect[e.id] === undefined) looks.effect[e.id] = content.effect_type.get(e.id)?.name || e.id;
  };
  const add = (world: World): void => {
    // Levels are shared between worlds while unchanged (immer): each is read once.
    for (const level of world.map.levels) {
      if (seenLevels.has(level)) continue;
      seenLevels.add(level);
      for (const row of level.rows)
        for (const tile of row) {
          if (looks.terrain[tile.ter] === undefined)
            looks.terrain[tile.ter] = mapLook(content.terrain.get(tile.ter), tile.ter);
          if (tile.furn !== undefined && looks.furniture[tile.furn] === undefined)
            looks.furniture[tile.furn] = mapLook(content.furniture.get(tile.furn), tile.furn);
          for (const f of tile.fields ?? [])
            if (looks.field[f.id] === undefined) looks.field[f.id] = fieldLook(content, f.id);
          for (const s of tile.items ?? []) item(s);
        }
    }
    for (const m of Object.values(world.monsters)) {
      if (looks.monster[m.type] === undefined) {
        const type = content.monster.get(m.type);
        looks.monster[m.type] = { ...mapLook(type, m.type), hp: type?.hp ?? m.hp };
      }
      m.effects.forEach(effect);
    }
    for (const c of Object.values(world.characters)) {
      c.effects.forEach(effect);
      c.inventory.forEach(item);
      c.worn.forEach(item);
      item(c.wielded);
    }
  };
  return { looks, add };
}

function mapLook(
  o: { readonly name: string; readonly symbol: string; readonly color: string } | undefined,
  id: string,
): Look {
  return o ? { name: o.name, symbol: o.symbol, color: o.color } : { name: id, symbol: "", color: "" };
}

function fieldLook(content: Content, id: string): Look {
  const f = content.field_type.get(id);
  const level = f?.levels[0];
  return level ? { name: level.name, symbol: level.symbol, color: level.color } : { name: id, symbol: "", color: "" };
}
