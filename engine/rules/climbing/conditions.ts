/**
 * Which climbing aids apply at a ledge (C-cond-*, C-cond-scan, X-13, X-28), and the order the
 * game detects them in (C-menu-tie): character flags, traits, items, ter_furn, veh; within one
 * category by flag (code-point order), then load order.
 */
import type { Content } from "../../content/load.js";
import {
  DEFAULT_AID_ID,
  DEFAULT_CLIMBING_AID,
  type ClimbingAid,
  type ConditionType,
} from "../../content/kinds/climbing/types.js";
import { tileAt } from "../../world/grid.js";
import type { Character, GameMap, ItemStack } from "../../world/types.js";
import type { Ledge } from "./ledge.js";

const CATEGORY_ORDER: readonly ConditionType[] = ["character", "trait", "item", "ter_furn", "veh", "special"];

/** How many of an item the climber has: inventory, worn and wielded (C-cond-item). */
export function carriedCount(c: Character, item: string): number {
  const stacks: ItemStack[] = [...c.inventory, ...c.worn, ...(c.wielded ? [c.wielded] : [])];
  let n = 0;
  for (const s of stacks) if (s.id === item) n += s.count;
  return n;
}

/** The `default` aid in force: the loaded one, else the built-in baseline (C-menu-default). */
export function defaultAid(content: Content): ClimbingAid {
  return content.climbing_aid.get(DEFAULT_AID_ID) ?? DEFAULT_CLIMBING_AID;
}

/**
 * `ter_furn` (C-cond-ter_furn, C-cond-scan, X-13): the space below the edge and every space below
 * it, down to the first level with solid ground or furniture and at most `range` levels; met when
 * the terrain or the furniture of one of them has the flag.
 */
export function terFurnMet(content: Content, map: GameMap, ledge: Ledge, flag: string, range: number): boolean {
  const levels = Math.min(range, ledge.height, ledge.untilFurniture + 1);
  for (let k = 1; k <= levels; k++) {
    const tile = tileAt(map, { x: ledge.edge.x, y: ledge.edge.y, z: ledge.edge.z - k });
    if (!tile) break;
    if (content.terrain.get(tile.ter)?.flags.includes(flag)) return true;
    if (tile.furn !== undefined && content.furniture.get(tile.furn)?.flags.includes(flag)) return true;
  }
  return false;
}

/**
 * `veh` (C-cond-veh): any vehicle marker on the route, i.e. on any level from the space below the
 * edge down to the bottom of the drop, whatever the flag (vehicle part flags are not modelled).
 * REAL DIFFERS: the game looks only at the level just below the edge.
 */
export function vehicleMet(ledge: Ledge): boolean {
  return ledge.untilVehicle < ledge.height;
}

/** Does one aid's condition hold for this climber at this ledge? */
export function conditionMet(content: Content, map: GameMap, c: Character, ledge: Ledge, aid: ClimbingAid): boolean {
  const cond = aid.condition;
  switch (cond.type) {
    case "character":
      return c.flags.includes(cond.flag);
    case "trait":
      return c.traits.includes(cond.flag);
    case "item":
      // At least one carried, whatever `uses` is.
      return carriedCount(c, cond.flag) >= 1;
    case "ter_furn":
      return terFurnMet(content, map, ledge, cond.flag, cond.range ?? 1);
    case "veh":
      return vehicleMet(ledge);
    case "special":
      // The game detects no special condition; only `default` is the always-present baseline.
      return aid.id === DEFAULT_AID_ID;
  }
}

/** Every loaded aid usable for climbing down (max_height > 0), in detection order. */
export function aidsInDetectionOrder(content: Content): ClimbingAid[] {
  const loaded = content.climbing_aid.values().map((aid, index) => ({ aid, index }));
  const cat = (a: ClimbingAid): number => CATEGORY_ORDER.indexOf(a.condition.type);
  loaded.sort((a, b) => {
    const byCat = cat(a.aid) - cat(b.aid);
    if (byCat !== 0) return byCat;
    if (a.aid.condition.flag !== b.aid.condition.flag) return a.aid.condition.flag < b.aid.condition.flag ? -1 : 1;
    return a.index - b.index;
  });
  return loaded.map((l) => l.aid).filter((aid) => aid.enabled);
}

/** The applicable aids, in detection order (the `default` aid excluded: it is the menu's baseline). */
export function applicableAids(content: Content, map: GameMap, c: Character, ledge: Ledge): ClimbingAid[] {
  return aidsInDetectionOrder(content).filter(
    (aid) => aid.id !== DEFAULT_AID_ID && conditionMet(content, map, c, ledge, aid),
  );
}
