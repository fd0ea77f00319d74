/**
 * Founding a camp (A5-R1c), adding an expansion (A5-expand), starting (S-1, A4-R2b, A1-F-components)
 * and completing a mission (A1-complete): the reducers' shared work, on a Sim.
 */
import { latest } from "../../world/peek.js";
import { castDraft, type Draft } from "immer";
import type { Recipe } from "../../content/kinds/recipe.js";
import { CAMP_TYPES_GROUP, EXPANSIONS_GROUP } from "../../content/kinds/recipe_group.js";
import type { Sim } from "../../sim/context.js";
import type { ItemStack, Json, Level, Tile } from "../../world/types.js";
import { availability, checkOptions, findMission, missionParameters } from "./availability.js";
import { matchingEntries, type MapgenArgs } from "./expansions.js";
import { checkNeeds } from "./inventory.js";
import { applyObject, type Canvas } from "../../mechanics/mapgen/apply.js";
import type { MapgenSite } from "../../mechanics/mapgen/conditions.js";
import { siteAt, worldTerrainAt } from "../../mechanics/mapgen/site.js";
import { mergeStacks } from "../../mechanics/items/spawn.js";
import { missionNeeds } from "./needs.js";
import { exertionOf, missionKcal } from "./food.js";
import { withdraw } from "./larder.js";
import { BUILT_IN, expansionCount, expansionSlots } from "./provides.js";
import {
  DIR_OFFSET,
  OMT,
  sortedDirs,
  type CampState,
  type Direction,
  type ExpansionState,
  type Options,
} from "./state.js";

/** Camps may not be founded this close (in overmap tiles) to another camp (REAL, A5-R1c). */
export const MIN_CAMP_DISTANCE = 3;

/** The overmap terrain of a tile: given, or `world.vars["omt:<x>,<y>"]`. */
export function terrainOf(sim: Sim, omt: { x: number; y: number }, given: string | undefined): string {
  if (given !== undefined) return given;
  const v = sim.world.vars[`omt:${omt.x},${omt.y}`];
  if (typeof v === "string") return v;
  return sim.refuse(
    `the overmap terrain of tile (${omt.x}, ${omt.y}) is unknown: give "terrain" in the action or set world.vars["omt:${omt.x},${omt.y}"]`,
  );
}

/** The tile's mapgen arguments: given, or `world.vars["omt_args:<x>,<y>"]` (an object of strings). */
export function argsOf(sim: Sim, omt: { x: number; y: number }, given: MapgenArgs | undefined): MapgenArgs | undefined {
  if (given !== undefined) return given;
  const v = sim.world.vars[`omt_args:${omt.x},${omt.y}`];
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const out: Record<string, string> = {};
    for (const [k, x] of Object.entries(v)) if (typeof x === "string") out[k] = x;
    return out;
  }
  return undefined;
}

function choose(
  sim: Sim,
  what: string,
  group: string,
  terrain: string,
  args: MapgenArgs | undefined,
  chosen: string | undefined,
): { id: string; description: string } {
  const entries = matchingEntries(sim.content, group, terrain, args);
  if (entries.length === 0) {
    if (!sim.content.recipe_group.has(group)) sim.refuse(`no ${group} recipe group is loaded`);
    sim.refuse(
      what === "camp"
        ? `You cannot build a camp here: no ${group} entry matches the overmap terrain ${JSON.stringify(terrain)}`
        : `no ${group} entry matches the overmap terrain ${JSON.stringify(terrain)}`,
    );
  }
  const list = entries.map((e) => `${e.id} (${e.description})`).join(", ");
  if (chosen !== undefined) {
    const e = entries.find((x) => x.id === chosen);
    if (!e)
      sim.refuse(`${JSON.stringify(chosen)} is not a ${what} type for ${JSON.stringify(terrain)}; it matches: ${list}`);
    return e;
  }
  if (entries.length > 1)
    sim.refuse(
      `the overmap terrain ${JSON.stringify(terrain)} matches ${entries.length} ${what} types; choose one (A5-R3): ${list}`,
    );
  return entries[0] as { id: string; description: string };
}

export interface FoundArgs {
  readonly camp: string;
  readonly omt: { x: number; y: number };
  readonly z: number;
  readonly terrain?: string;
  readonly args?: MapgenArgs;
  readonly baseType?: string;
  readonly items?: { readonly [id: string]: number };
  readonly unlimited: boolean;
  readonly autoComplete: boolean;
  /**
   * kcal in the larder; absent: the player's faction's food supply (campFoodAtFounding), or no
   * food tracking when the content has no such faction or the camp is unlimited.
   */
  readonly food?: number;
}

/** The player's faction in the game's data (the camp's food supply belongs to it). */
export const PLAYER_FACTION = "your_followers";

/**
 * The larder a new camp starts with: the `food` asked for; else, unless the camp is unlimited, the
 * game's faction food supply, which starts from the player's faction's `fac_food_supply` (0 kcal
 * for your_followers in the game's data, so the first upgrade waits for food to be distributed);
 * content without that faction keeps a camp that does not track food.
 */
function campFoodAtFounding(sim: Sim, a: FoundArgs): number | undefined {
  if (a.food !== undefined) return a.food;
  if (a.unlimited) return undefined;
  return sim.content.faction.get(PLAYER_FACTION)?.foodSupplyKcal;
}

export function foundCamp(sim: Sim, a: FoundArgs): void {
  if (sim.world.camps[a.camp]) sim.refuse(`a camp ${JSON.stringify(a.camp)} already exists`);
  if (!Number.isInteger(a.omt.x) || !Number.isInteger(a.omt.y))
    sim.refuse("the overmap tile position must be whole numbers");
  const map = sim.map();
  const x0 = a.omt.x * OMT;
  const y0 = a.omt.y * OMT;
  if (x0 < 0 || y0 < 0 || x0 >= map.width || y0 >= map.height)
    sim.refuse(
      `overmap tile (${a.omt.x}, ${a.omt.y}) starts at world tile (${x0}, ${y0}), outside the ${map.width}x${map.height} map`,
    );
  for (const id of Object.keys(sim.world.camps).sort()) {
    const other = sim.world.camps[id] as unknown as CampState;
    const d = Math.max(Math.abs(other.omt.x - a.omt.x), Math.abs(other.omt.y - a.omt.y));
    if (d <= MIN_CAMP_DISTANCE)
      sim.refuse(
        `camp ${JSON.stringify(id)} is ${d} overmap tiles away; camps must be more than ${MIN_CAMP_DISTANCE} apart`,
      );
  }
  const terrain = terrainOf(sim, a.omt, a.terrain);
  if (terrain.includes("faction_base")) sim.refuse(`the overmap terrain ${JSON.stringify(terrain)} is already a camp`);
  const entry = choose(sim, "camp", CAMP_TYPES_GROUP, terrain, argsOf(sim, a.omt, a.args), a.baseType);
  const start = findMission(sim.content, entry.id);
  if (!start) sim.refuse(`the camp type ${entry.id} names no upgrade recipe`);
  const items: Record<string, number> = {};
  for (const k of Object.keys(a.items ?? {}).sort()) {
    const n = a.items?.[k] ?? 0;
    if (n > 0) items[k] = n;
  }
  const food = campFoodAtFounding(sim, a);
  const camp: CampState = {
    id: a.camp,
    baseType: entry.id,
    name: entry.description,
    omt: { x: a.omt.x, y: a.omt.y },
    z: a.z,
    founded: sim.world.turn,
    expansions: { center: newExpansion("center", entry.id, a.omt, terrain) },
    inventory: { items, resources: [] },
    unlimited: a.unlimited,
    autoComplete: a.autoComplete,
    ...(food !== undefined ? { food: { kcal: food } } : {}),
  };
  (sim.world.camps as Record<string, unknown>)[a.camp] = castDraft(camp as unknown as Json);
  sim.emit({
    type: "rule",
    name: "camp_founded",
    data: { camp: a.camp, baseType: entry.id, name: entry.description, terrain, omt: [a.omt.x, a.omt.y] },
  });
  sim.emit({ type: "message", text: `You found a camp: ${entry.description}.` });
  const draft = sim.world.camps[a.camp] as unknown as Draft<CampState>;
  finish(sim, draft, draft.expansions["center"] as Draft<ExpansionState>, start, {}, sim.world.turn);
}

function newExpansion(dir: Direction, type: string, omt: { x: number; y: number }, terrain: string): ExpansionState {
  return { dir, type, omt: { x: omt.x, y: omt.y }, terrain, provides: {}, completed: [], inProgress: [] };
}

export interface ExpandArgs {
  readonly camp: string;
  readonly dir: Direction;
  readonly expansion?: string;
  readonly terrain?: string;
  readonly args?: MapgenArgs;
}

export function expandCamp(sim: Sim, camp: Draft<CampState>, a: ExpandArgs): void {
  if (a.dir === "center") sim.refuse("the camp center is not an expansion; choose one of n, ne, e, se, s, sw, w, nw");
  if (camp.expansions[a.dir]) sim.refuse(`camp ${JSON.stringify(camp.id)} already has an expansion at ${a.dir}`);
  const slots = expansionSlots(camp);
  const count = expansionCount(camp);
  if (count >= slots) {
    const beds = camp.expansions["center"]?.provides["bed"] ?? 0;
    sim.refuse(
      `camp ${JSON.stringify(camp.id)} has ${count} expansion(s) and its ${beds} bed(s) allow ${slots} (min(8, floor(bed / 2)), A2-bed)`,
    );
  }
  const [dx, dy] = DIR_OFFSET[a.dir];
  const omt = { x: camp.omt.x + dx, y: camp.omt.y + dy };
  const terrain = terrainOf(sim, omt, a.terrain);
  const entry = choose(sim, "expansion", EXPANSIONS_GROUP, terrain, argsOf(sim, omt, a.args), a.expansion);
  const start = findMission(sim.content, entry.id);
  if (!start) sim.refuse(`the expansion type ${entry.id} names no upgrade recipe`);
  const map = sim.map();
  if (omt.x < 0 || omt.y < 0 || omt.x * OMT >= map.width || omt.y * OMT >= map.height)
    sim.refuse(`the ${a.dir} overmap tile (${omt.x}, ${omt.y}) lies outside the ${map.width}x${map.height} map`);
  (camp.expansions as Record<string, unknown>)[a.dir] = castDraft(newExpansion(a.dir, entry.id, omt, terrain));
  sim.emit({
    type: "rule",
    name: "camp_expanded",
    data: { camp: camp.id, expansion: a.dir, type: entry.id, name: entry.description, terrain },
  });
  sim.emit({ type: "message", text: `The camp expands ${a.dir}: ${entry.description}.` });
  finish(sim, camp, camp.expansions[a.dir] as Draft<ExpansionState>, start, {}, sim.world.turn);
}

export interface StartOptions {
  /** Skip the inventory (designer walks); the camp's own `unlimited` does the same. */
  readonly free?: boolean;
}

export function startMission(
  sim: Sim,
  camp: Draft<CampState>,
  e: Draft<ExpansionState>,
  missionId: string,
  options: Options,
  opts: StartOptions = {},
): Recipe {
  const recipe = findMission(sim.content, missionId);
  if (!recipe) sim.refuse(`no upgrade mission ${JSON.stringify(missionId)} is loaded`);
  const av = availability(recipe, e, sim.content);
  if (!av.available) sim.refuse(`${recipe.id} cannot start at ${e.dir}: ${av.reason}`);
  const problem = checkOptions(recipe, missionParameters(sim.content, recipe), options);
  if (problem) sim.refuse(problem);
  const needs = missionNeeds(sim.content, recipe, options);
  const used: Json[] = [];
  let kcal: number | undefined;
  if (!opts.free && !camp.unlimited) {
    const check = checkNeeds(sim.content, camp.inventory, needs);
    if (!check.ok) sim.refuse(`${recipe.id} needs what the camp does not have: ${check.missing.join("; ")}`);
    kcal = takeFood(sim, camp, recipe, needs.time);
    for (const [id, n] of check.take) {
      const left = (camp.inventory.items[id] ?? 0) - n;
      if (left > 0) camp.inventory.items[id] = left;
      else delete camp.inventory.items[id];
      used.push([id, n]);
    }
  }
  const started = sim.world.turn;
  e.inProgress.push({
    mission: recipe.id,
    options: { ...options },
    started,
    duration: needs.time,
    ends: started + needs.time,
  });
  sim.emit({
    type: "rule",
    name: "mission_started",
    data: {
      camp: camp.id,
      expansion: e.dir,
      mission: recipe.id,
      options: { ...options },
      duration: needs.time,
      ends: started + needs.time,
      used,
      // Only camps that track food say what the work ate (recordings of the others stay as they were).
      ...(kcal !== undefined ? { kcal, food: camp.food?.kcal ?? 0 } : {}),
    },
  });
  sim.emit({
    type: "message",
    text: `Work begins on ${recipe.blueprint?.name ?? recipe.id} (${formatDuration(needs.time)}).`,
  });
  return recipe;
}

/**
 * The calorie gate (src/faction_camp.cpp): a mission whose food cost is more than the larder holds
 * does not start; one that starts takes its cost. Camps that do not track food pay nothing.
 */
function takeFood(sim: Sim, camp: Draft<CampState>, recipe: Recipe, seconds: number): number | undefined {
  if (camp.food === undefined) return undefined;
  const cost = missionKcal(recipe, seconds);
  const ex = exertionOf(recipe);
  if (cost > camp.food.kcal)
    sim.refuse(
      `${recipe.id} needs ${cost} kcal of food (${formatDuration(seconds)} of work at ${ex.level}) and camp ${JSON.stringify(camp.id)} has ${camp.food.kcal} kcal; distribute food first (camp_distribute_food)`,
    );
  withdraw(camp.food, cost);
  return cost;
}

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h ? `${h} h` : "", m ? `${m} m` : "", s ? `${s} s` : ""].filter(Boolean);
  return parts.length ? parts.join(" ") : "0 s";
}

/** Completes a mission in progress (S-3: only those); `force` ignores its remaining time. */
export function completeMission(
  sim: Sim,
  camp: Draft<CampState>,
  e: Draft<ExpansionState>,
  missionId: string,
  force = false,
): void {
  const recipe = findMission(sim.content, missionId);
  const id = recipe?.id ?? missionId;
  const i = e.inProgress.findIndex((m) => m.mission === id);
  if (i < 0) {
    const done = e.completed.some((c) => c.mission === id);
    sim.refuse(
      done
        ? `${id} is already complete at ${e.dir}`
        : `${id} is not in progress at ${e.dir}; start it first (camp_start_mission)`,
    );
  }
  const m = e.inProgress[i] as Draft<ExpansionState["inProgress"][number]>;
  if (!force && sim.world.turn < m.ends)
    sim.refuse(
      `${id} needs ${formatDuration(m.ends - sim.world.turn)} more (ends on turn ${m.ends}, now ${sim.world.turn})`,
    );
  if (!recipe) sim.refuse(`the mission ${id} is no longer loaded`);
  const options = { ...m.options };
  const started = m.started;
  e.inProgress.splice(i, 1);
  finish(sim, camp, e, recipe, options, started);
}

/** Completes a start recipe directly, bypassing its requirements (A5-R1c). */
export function completeStart(sim: Sim, camp: Draft<CampState>, e: Draft<ExpansionState>, recipe: Recipe): void {
  finish(sim, camp, e, recipe, {}, sim.world.turn);
}

/**
 * The completion effects, as one step (A1-complete): (1) the map update, (2) provides and the
 * implicit result (A1-R3a, A1-R3d), (3) resources, (4) newly active built-in features.
 */
function finish(
  sim: Sim,
  camp: Draft<CampState>,
  e: Draft<ExpansionState>,
  recipe: Recipe,
  options: Options,
  started: number,
): void {
  const bp = recipe.blueprint;
  if (!bp) return;
  const changed = applyUpdate(sim, camp, e, recipe, options);
  const before = new Set(Object.keys(e.provides).filter((k) => (e.provides[k] ?? 0) > 0));
  for (const p of [...bp.provides, { id: recipe.result, amount: 1 }])
    e.provides[p.id] = (e.provides[p.id] ?? 0) + p.amount;
  for (const r of bp.resources) camp.inventory.resources.push(r);
  e.completed.push({ mission: recipe.id, options, started, completed: sim.world.turn });
  sim.emit({
    type: "rule",
    name: "mission_completed",
    data: {
      camp: camp.id,
      expansion: e.dir,
      mission: recipe.id,
      name: recipe.blueprint?.name ?? recipe.id,
      result: recipe.result,
      options: { ...options },
      tilesChanged: changed,
      resources: [...bp.resources],
    },
  });
  sim.emit({ type: "message", text: `${recipe.blueprint?.name ?? recipe.id} is complete.` });
  const gained = Object.keys(e.provides)
    .filter((k) => !before.has(k) && BUILT_IN.has(k) && (e.provides[k] ?? 0) > 0)
    .sort();
  for (const f of gained)
    sim.emit({ type: "rule", name: "camp_feature_gained", data: { camp: camp.id, expansion: e.dir, feature: f } });
}

/** Rotation or mirroring of an update for an expansion in a direction (A3-upd-rotate). */
function transformFor(recipe: Recipe, dir: Direction): (x: number, y: number) => [number, number] {
  const f = new Set(recipe.flags);
  const last = OMT - 1;
  if (dir === "e" && f.has("MAP_ROTATE_90_IF_E")) return (x, y) => [last - y, x];
  if (dir === "s" && f.has("MAP_ROTATE_180_IF_S")) return (x, y) => [last - x, last - y];
  if (dir === "w" && f.has("MAP_ROTATE_270_IF_W")) return (x, y) => [y, last - x];
  if (dir === "n" && f.has("MAP_MIRROR_HORIZONTAL_IF_N")) return (x, y) => [last - x, y];
  return (x, y) => [x, y];
}

/** Applies a mission's map update to its expansion's tile of the world map; returns the tiles changed. */
function applyUpdate(
  sim: Sim,
  camp: Draft<CampState>,
  e: Draft<ExpansionState>,
  recipe: Recipe,
  options: Options,
): number {
  const bp = recipe.blueprint;
  const update = bp ? sim.content.update_mapgen.get(bp.constructionBlueprint) : undefined;
  if (!bp || !update) return 0;
  const x0 = e.omt.x * OMT;
  const y0 = e.omt.y * OMT;
  const t = transformFor(recipe, e.dir);
  const touched = new Set<string>();
  const level = (z: number): void => ensureLevel(sim, z);
  const at = (x: number, y: number, dz: number) => {
    const [lx, ly] = t(x, y);
    const z = camp.z + dz;
    level(z);
    return { x: x0 + lx, y: y0 + ly, z };
  };
  const edit = (x: number, y: number, dz: number, fn: (tile: Draft<Tile>) => boolean): void => {
    const p = at(x, y, dz);
    let changed = false;
    sim.editTile(p, (tile) => {
      changed = fn(tile);
    });
    if (changed) touched.add(`${p.x},${p.y},${p.z}`);
  };
  // Furniture or a trap set, or removed (undefined); a change only where the tile held another.
  const place =
    (member: "furn" | "trap") =>
    (x: number, y: number, dz: number, id: string | undefined): void =>
      edit(x, y, dz, (tile) => {
        if (tile[member] === id) return false;
        if (id === undefined) delete tile[member];
        else tile[member] = id;
        return true;
      });
  const canvas: Canvas = {
    setTerrain: (x, y, dz, id) =>
      edit(x, y, dz, (tile) => {
        if (tile.ter === id) return false;
        tile.ter = id;
        return true;
      }),
    setFurniture: place("furn"),
    setTrap: place("trap"),
    addItem: (x, y, dz, item: ItemStack) => {
      const p = at(x, y, dz);
      sim.editTile(p, (tile) => {
        tile.items = castDraft(mergeStacks(sim.content, [...((tile.items ?? []) as ItemStack[]), item]));
      });
      const key = `${p.x},${p.y},${p.z}`;
      const perTile = added.get(key) ?? { pos: p, items: new Map<string, number>() };
      added.set(key, perTile);
      perTile.items.set(item.id, (perTile.items.get(item.id) ?? 0) + (item.charges ?? item.count));
    },
  };
  // What the update placed, per tile and item (units: charges for items counted by them), told once each.
  const added = new Map<string, { pos: { x: number; y: number; z: number }; items: Map<string, number> }>();
  const notes: string[] = [];
  const site = campSite(sim, camp, e);
  applyObject(
    { content: sim.content, dice: sim.dice, params: { ...options }, notes, site },
    canvas,
    update.object,
    0,
    0,
    0,
  );
  for (const { pos, items } of added.values())
    for (const [item, count] of items) sim.emit({ type: "items_added", pos, item, count });
  for (const n of notes) sim.emit({ type: "debug", text: `${recipe.id}: ${n}` });
  return touched.size;
}

/**
 * The overmap around an expansion as the camp knows it, for placement conditions: the terrain
 * each expansion was built on, else the world's record of the tile (`world.vars["omt:<x>,<y>"]`).
 */
export function campSite(sim: Sim, camp: CampState, e: ExpansionState): MapgenSite {
  const known = new Map<string, string>();
  for (const d of sortedDirs(camp)) {
    const x = camp.expansions[d];
    if (x && x.terrain !== "") known.set(`${x.omt.x},${x.omt.y}`, x.terrain);
  }
  return siteAt(sim.content, e.omt, camp.z, (x, y) => known.get(`${x},${y}`) ?? worldTerrainAt(sim.world, x, y));
}

/** A level the update writes to that the map lacks is added: open air above ground, rock below. */
function ensureLevel(sim: Sim, z: number): void {
  const map = sim.map();
  if (map.levels.some((l) => l.z === z)) return;
  const ter = z > 0 ? "t_open_air" : "t_rock";
  const rows: Tile[][] = [];
  for (let y = 0; y < map.height; y++) {
    const row: Tile[] = [];
    for (let x = 0; x < map.width; x++) row.push({ ter });
    rows.push(row);
  }
  // Writing through editTile marks the map as changed; adding a level does the same by hand.
  sim.editTile({ x: 0, y: 0, z: map.levels[0]?.z ?? 0 }, () => undefined);
  const levels = sim.world.map.levels as Draft<Level>[];
  levels.push(castDraft({ z, rows }));
  levels.sort((a, b) => a.z - b.z);
}

/** Missions whose time is up, in camp, direction and start order (for HOOKS.turn). */
export function completeDue(sim: Sim): void {
  // Every turn of every run asks: look without drafting (most worlds have no camp).
  const ids = Object.keys(latest(latest(sim.world).camps));
  if (ids.length === 0) return;
  const turn = sim.world.turn;
  for (const id of ids.sort()) {
    const camp = sim.world.camps[id] as unknown as Draft<CampState>;
    if (!camp.autoComplete) continue;
    for (const d of sortedDirs(camp)) {
      const e = camp.expansions[d] as Draft<ExpansionState>;
      if (e.inProgress.length === 0) continue;
      const due = e.inProgress.filter((m) => m.ends <= turn).map((m) => m.mission);
      for (const m of due) completeMission(sim, camp, e, m);
    }
  }
}
