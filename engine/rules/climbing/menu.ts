/**
 * The ledge's climbing menu as a query (C-menu-content, C-menu-tie, C-menu-default, C-menu-greyed,
 * C-down-arh-false, C-down-deploy-blocked, C-down-percent-s, E-5, X-15, X-16): usable by tests,
 * by the `descend` action (which emits it as a `climb_menu` rule event) and by a CLI.
 *
 * Entries: every applicable aid that deploys furniture, in detection order, then the single
 * safest applicable aid that does not (the search starts from `default`; only a strictly lower
 * slip_chance_mod replaces it, so ties go to `default`, else to the first found). ASSUMPTION: the
 * non-deploying entry comes last, after the deploying ones. An entry is greyed out, showing
 * `menu_cant` (or `menu_text` when the aid has none), when it deploys furniture and furniture is in
 * the way on a level it would place some (the game's height_until_furniture < min(height,
 * max_height)), or when `allow_remaining_height` is false and `max_height` is below the drop. The
 * choice of the non-deploying aid is made before greying.
 */
import type { Content } from "../../content/load.js";
import type { ClimbingAid } from "../../content/kinds/climbing/types.js";
import { DIRECTIONS, type Direction } from "../../world/grid.js";
import { inBounds } from "../../world/grid.js";
import type { Character, GameMap, Point, World } from "../../world/types.js";
import { applicableAids, defaultAid } from "./conditions.js";
import { expand, hasNoFloor, scanLedge, theNameOf, type Ledge } from "./ledge.js";
import type { ClimbMenuData } from "../../sim/kernel.js";

export type GreyReason = "furniture_in_the_way" | "remaining_height";

export interface ClimbMenuEntry {
  readonly aid: string;
  readonly hotkey: string;
  /** The text shown: `menu_text`, or `menu_cant` when greyed; `%s` expanded. */
  readonly text: string;
  readonly enabled: boolean;
  /** Why the entry is greyed out. */
  readonly greyed?: GreyReason;
  readonly deploys: boolean;
  readonly slipChanceMod: number;
  readonly maxHeight: number;
}

export interface ClimbMenu {
  readonly ledge: Ledge;
  /** "the <furniture or terrain>" that `%s` stands for. */
  readonly target: string;
  readonly entries: readonly ClimbMenuEntry[];
}

export type LedgeLookup =
  | { readonly ok: true; readonly ledge: Ledge }
  | { readonly ok: false; readonly reason: string };
export type MenuLookup =
  | { readonly ok: true; readonly menu: ClimbMenu }
  | { readonly ok: false; readonly reason: string };

/** The ledge next to a character in direction `dir`, or why there is none. */
export function ledgeNextTo(content: Content, map: GameMap, c: Character, dir: Direction): LedgeLookup {
  const d = DIRECTIONS[dir];
  const edge: Point = { x: c.pos.x + d[0], y: c.pos.y + d[1], z: c.pos.z };
  const where = `${edge.x},${edge.y},${edge.z}`;
  if (!inBounds(map, edge)) return { ok: false, reason: `${where} is outside the map` };
  if (!hasNoFloor(content, map, edge)) {
    return {
      ok: false,
      reason: `${where} is not a ledge: it has a floor (climbing down needs open air, a terrain with NO_FLOOR; stairs and fixed ladders are used by moving, not with climbing aids)`,
    };
  }
  const ledge = scanLedge(content, map, edge);
  if (!ledge)
    return {
      ok: false,
      reason: `${where} is open air, but nothing below it can be entered (no level drawn below, or its terrain blocks)`,
    };
  return { ok: true, ledge };
}

function entryFor(aid: ClimbingAid, ledge: Ledge, target: string): ClimbMenuEntry {
  const down = aid.down;
  let greyed: GreyReason | undefined;
  if (aid.deploys && ledge.untilFurniture < Math.min(ledge.height, down.maxHeight)) greyed = "furniture_in_the_way";
  else if (!down.allowRemainingHeight && down.maxHeight < ledge.height) greyed = "remaining_height";
  return {
    aid: aid.id,
    hotkey: down.menuHotkey,
    text: expand(greyed ? (down.menuCant ?? down.menuText) : down.menuText, target),
    enabled: greyed === undefined,
    ...(greyed ? { greyed } : {}),
    deploys: aid.deploys,
    slipChanceMod: aid.slipChanceMod,
    maxHeight: down.maxHeight,
  };
}

/** The menu for a climber at a scanned ledge. */
export function menuAtLedge(content: Content, map: GameMap, c: Character, ledge: Ledge): ClimbMenu {
  const target = theNameOf(content, map, ledge.furnitureOrFloor);
  const deploying: ClimbingAid[] = [];
  const base = defaultAid(content);
  let safest: ClimbingAid | undefined = base.enabled ? base : undefined;
  for (const aid of applicableAids(content, map, c, ledge)) {
    if (aid.deploys) deploying.push(aid);
    else if (safest === undefined || aid.slipChanceMod < safest.slipChanceMod) safest = aid;
  }
  const chosen = safest ? [...deploying, safest] : deploying;
  return { ledge, target, entries: chosen.map((aid) => entryFor(aid, ledge, target)) };
}

/** The menu a character would see at the ledge in direction `dir` (the query for tests and tools). */
export function climbMenu(world: World, content: Content, who: string, dir: Direction): MenuLookup {
  const c = world.characters[who];
  if (!c) return { ok: false, reason: `there is no character ${JSON.stringify(who)}` };
  if (c.dead) return { ok: false, reason: `character ${JSON.stringify(who)} is dead` };
  const found = ledgeNextTo(content, world.map, c, dir);
  if (!found.ok) return found;
  return { ok: true, menu: menuAtLedge(content, world.map, c, found.ledge) };
}

/** The menu as plain JSON, for the `climb_menu` rule event. */
export function menuData(menu: ClimbMenu): ClimbMenuData {
  return {
    edge: pointJson(menu.ledge.edge),
    height: menu.ledge.height,
    target: menu.target,
    entries: menu.entries.map((e) => ({
      aid: e.aid,
      hotkey: e.hotkey,
      text: e.text,
      enabled: e.enabled,
      ...(e.greyed ? { greyed: e.greyed } : {}),
      deploys: e.deploys,
      slipChanceMod: e.slipChanceMod,
      maxHeight: e.maxHeight,
    })),
  };
}

/** One line per entry, for refusals and stories: "[l] Place your ladder... (greyed: ...)". */
export function describeEntries(menu: ClimbMenu): string {
  return menu.entries.map((e) => `${e.aid} [${e.hotkey}]${e.enabled ? "" : " (greyed out)"}: ${e.text}`).join("; ");
}

export function pointJson(p: Point): { x: number; y: number; z: number } {
  return { x: p.x, y: p.y, z: p.z };
}
